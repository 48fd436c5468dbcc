// A fingerprint of every table's content, to prove a rejected request stored nothing. The audit log
// is left out on purpose: a refused login is recorded there, which is no stored input.
// So are the engine's month snapshots: a cache of report_months that the engine rewrites in the
// background after a build, whenever that build happens to finish (CI saw it land mid-fuzz).
// And the login throttles: a refused login counts a failure there (auth_throttles, shared by all
// instances), which is the throttle working, not stored input.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/api/db/client.ts';
import { rows } from '../read.ts';

const UNWATCHED = new Set(['audit_events', '__drizzle_migrations', 'report_month_snapshots', 'report_month_snapshot_columns', 'auth_throttles']);
/**
 * Large tables hashed by their row identity only (hashing ~200 figures per report row made a
 * fingerprint 250 ms): a stored or replaced report changes its id, date or processing time.
 */
const BY_IDENTITY: Record<string, string> = {
  reports: `x.id::text || x.site_id::text || x.inspection_date::text || x.processing_date::text`,
  report_months: `x.site_id::text || x.month::text || x.report_id::text`,
};

export async function tablesOf(db: Db): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return found.map((r) => r.name).filter((name) => !UNWATCHED.has(name));
}

/** Row count and a content hash per table, as one string. */
export async function fingerprint(db: Db, tables: string[]): Promise<string> {
  const parts = tables.map((t) => `select '${t}' as t, count(*)::text || ':' || coalesce(sum(hashtext(${BY_IDENTITY[t] ?? 'x::text'})::bigint), 0)::text as f from "${t}" x`);
  const result = await rows<{ t: string; f: string }>(db, sql.raw(parts.join(' union all ')));
  return result
    .map((r) => `${r.t}=${r.f}`)
    .sort()
    .join(' ');
}

/** The tables whose part of two fingerprints differs. */
export function changedTables(before: string, after: string): string[] {
  const a = new Map(before.split(' ').map((p) => p.split('=') as [string, string]));
  return after
    .split(' ')
    .map((p) => p.split('=') as [string, string])
    .filter(([t, f]) => a.get(t) !== f)
    .map(([t]) => t);
}
