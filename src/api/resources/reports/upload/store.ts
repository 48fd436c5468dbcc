// Writes the checked rows of an upload inside the caller's transaction: reports in multi-row
// batches (one INSERT … SELECT FROM unnest per 1,000 rows, four bind values whatever the batch size),
// replacing a report of the same site and test day in place; then the month view ("latest report
// per site and month") and each site's latest report for exactly the sites and months touched.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import type { ParsedReport } from './parse.ts';

export interface StoreTally {
  stored: number;
  replaced: number;
  /** site id → months (YYYY-MM-01) touched. */
  months: Map<number, Set<string>>;
  dates: Set<string>;
}

export const newTally = (): StoreTally => ({ stored: 0, replaced: 0, months: new Map(), dates: new Set() });

const rowsOf = async <T>(tx: Tx, query: ReturnType<typeof sql>) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows;

export async function storeBatch(tx: Tx, batch: ParsedReport[], tally: StoreTally): Promise<void> {
  const written = await rowsOf<{ site_id: number; inspection_date: string; inserted: boolean }>(
    tx,
    sql`insert into reports (site_id, inspection_date, processing_date, values)
        select u.s, u.d, u.p, u.v::float8[]
        from unnest(${sql.param(batch.map((r) => r.siteId))}::int[], ${sql.param(batch.map((r) => r.inspectionDate))}::date[],
                    ${sql.param(batch.map((r) => r.processingDate))}::timestamptz[], ${sql.param(batch.map((r) => r.values))}::text[]) as u(s, d, p, v)
        on conflict (site_id, inspection_date) do update set processing_date = excluded.processing_date, values = excluded.values
        returning site_id, inspection_date::text as inspection_date, (xmax = 0) as inserted`,
  );
  for (const r of written) {
    if (r.inserted) tally.stored++;
    else tally.replaced++;
    const site = Number(r.site_id);
    const months = tally.months.get(site) ?? new Set<string>();
    months.add(`${r.inspection_date.slice(0, 7)}-01`);
    tally.months.set(site, months);
    tally.dates.add(r.inspection_date);
  }
}

/** The month view and the sites' latest reports for everything the upload touched. */
export async function refreshDerived(tx: Tx, tally: StoreTally): Promise<void> {
  const siteIds: number[] = [];
  const months: string[] = [];
  for (const [site, set] of tally.months) {
    for (const m of set) {
      siteIds.push(site);
      months.push(m);
    }
  }
  if (siteIds.length === 0) return;
  await tx.execute(sql`
    insert into report_months (site_id, month, report_id)
    select distinct on (m.site_id, m.month) m.site_id, m.month, r.id
    from unnest(${sql.param(siteIds)}::int[], ${sql.param(months)}::date[]) as m(site_id, month)
    join reports r on r.site_id = m.site_id and r.inspection_date >= m.month and r.inspection_date < (m.month + interval '1 month')::date
    order by m.site_id, m.month, r.inspection_date desc, r.processing_date desc, r.id desc
    on conflict (site_id, month) do update set report_id = excluded.report_id`);
  await tx.execute(sql`
    update sites s set latest_report_id = (
      select r.id from reports r where r.site_id = s.id order by r.inspection_date desc, r.processing_date desc, r.id desc limit 1)
    where s.id = any(${sql.param([...tally.months.keys()])}::int[])`);
}
