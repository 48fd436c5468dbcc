// The upload the crash test interrupts: a corrected delivery of the last months' reports of every
// site (each value 2 % higher, within the figure's plausible range), in the documented CSV layout
// (src/domain/report-csv.ts).
import pg from 'pg';
import { REPORT_FIELDS } from '../../src/api/catalogue/fields.ts';

const RANGES = new Map(REPORT_FIELDS.map((f) => [f.pythonic_name, f]));

export async function correctedDelivery(databaseUrl: string, months: number, seed: number): Promise<{ text: string; rows: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const fields = (await client.query(`select pythonic_name from report_fields order by column_index`)).rows.map((r) => String(r.pythonic_name));
    const { rows } = await client.query(
      `select s.number, r.inspection_date::text as date, r."values" as values from reports r join sites s on s.id = r.site_id
       where r.inspection_date > (select max(inspection_date) from reports) - make_interval(months => $1::int)
       order by s.number, r.inspection_date`,
      [months],
    );
    const factor = 1.02 + seed / 1000;
    const processed = new Date().toISOString().slice(0, 10);
    const lines = [['betriebsstaette', 'pruefdatum', 'verarbeitungsdatum', ...fields].join(';')];
    for (const row of rows as { number: string; date: string; values: number[] }[]) {
      const cells = fields.map((_, i) => {
        const v = Number(row.values[i]);
        if (!Number.isFinite(v)) return '';
        // Within the figure's plausible range, or the upload would refuse the delivery (shares at 100 %).
        const range = RANGES.get(fields[i]!);
        const corrected = range ? Math.min(range.plausible_max, Math.max(range.plausible_min, v * factor)) : v * factor;
        return String(Math.round(corrected * 100) / 100).replace('.', ',');
      });
      lines.push([row.number, row.date, processed, ...cells].join(';'));
    }
    return { text: `${lines.join('\n')}\n`, rows: rows.length };
  } finally {
    await client.end();
  }
}
