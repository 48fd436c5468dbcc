// `npm run bench -- upload [rows]`: one report upload through POST /reports/upload/ (multipart,
// streamed parse, one transaction, month view, engine listeners) on the seeded demo data, on PGlite
// and, with DATABASE_URL, on PostgreSQL; prints rows/s and figures/s of one run each. Every row
// carries all catalogue figures; sites are the demo sites, test days spread over past months so
// that each (site, day) is new.
import { sql } from 'drizzle-orm';
import { REPORT_FIELDS } from '../src/api/catalogue/index.ts';
import { createTestApp, dbKinds, login } from '../tests/support/app.ts';
import { rows } from '../tests/support/read.ts';
import { multipartFile } from '../tests/support/writes.ts';

function csvOf(numbers: string[], count: number): string {
  const header = ['betriebsstaette', 'pruefdatum', 'verarbeitungsdatum', ...REPORT_FIELDS.map((f) => f.pythonic_name)].join(';');
  const lines = [header];
  for (let i = 0; i < count; i++) {
    const site = numbers[i % numbers.length]!;
    // Day i / sites back from 2010-01-01 … (before any demo report), one test day per site and day.
    const day = new Date(Date.UTC(2010, 0, 1) + Math.floor(i / numbers.length) * 86_400_000).toISOString().slice(0, 10);
    // Within each figure's usual range (the upload refuses implausible values).
    const values = REPORT_FIELDS.map((f, j) => (f.min + (((i + j) % 97) / 96) * (f.max - f.min)).toFixed(f.precision).replace('.', ','));
    lines.push([site, day, day, ...values].join(';'));
  }
  return `${lines.join('\n')}\n`;
}

export default async function run(args: string[]) {
  const count = Number(args[0] ?? 20_000);
  for (const kind of dbKinds()) {
    const t = await createTestApp(kind);
    try {
      const numbers = (await rows<{ number: string }>(t.database.db, sql`select number from sites order by id`)).map((r) => r.number);
      const csv = csvOf(numbers, count);
      const { headers } = await login(t.app, 'superuser');
      const { payload, headers: form } = multipartFile('report', 'bench.csv', csv);
      const started = performance.now();
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/reports/upload/', payload, headers: { ...headers, ...form } });
      const seconds = (performance.now() - started) / 1000;
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 500)}`);
      const mb = (Buffer.byteLength(csv) / 1e6).toFixed(1);
      console.log(
        `upload ${kind}: ${count} rows × ${REPORT_FIELDS.length} figures (${mb} MB, ${numbers.length} sites) in ${seconds.toFixed(2)} s = ${Math.round(count / seconds)} rows/s, ${Math.round((count * REPORT_FIELDS.length) / seconds)} figures/s ${res.body}`,
      );
    } finally {
      await t.close();
    }
  }
}
