// The benchmark engine's cold path (ARCHITECTURE "Benchmark engine"): per calendar month one
// snapshot of report_months as byte blobs (site ids, report ids, days, processing times, and one
// Float32 column per figure), so a start reads ~50 MB per month instead of 60,000 float8[] rows.
// A trigger on reports and report_months bumps the month's generation in the writing transaction
// itself; a snapshot counts only while its generation equals the month's, so a snapshot is never
// trusted after a write it does not contain (crash-safe by construction), and is rebuilt.
import { bigint, customType, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const reportMonthGenerations = pgTable('report_month_generations', {
  month: date('month', { mode: 'string' }).primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull(),
});

export const reportMonthSnapshots = pgTable('report_month_snapshots', {
  month: date('month', { mode: 'string' }).primaryKey(),
  /** The month's generation the snapshot was built from. */
  generation: bigint('generation', { mode: 'number' }).notNull(),
  siteCount: integer('site_count').notNull(),
  fieldCount: integer('field_count').notNull(),
  /** Int32 little-endian per site, ascending. */
  siteIds: bytea('site_ids').notNull(),
  reportIds: bytea('report_ids').notNull(),
  inspectionDays: bytea('inspection_days').notNull(),
  /** Float64 epoch ms per site. */
  processing: bytea('processing').notNull(),
});

export const reportMonthSnapshotColumns = pgTable(
  'report_month_snapshot_columns',
  {
    month: date('month', { mode: 'string' })
      .notNull()
      .references(() => reportMonthSnapshots.month, { onDelete: 'cascade' }),
    field: integer('field').notNull(),
    /** Float32 little-endian per site, in the snapshot's site order. */
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.field] })],
);

/**
 * Version counters the engine's caches compare against: 'organisation' is bumped (by statement
 * triggers, migration 0006) on every write to what the comparison tree is made of (locations,
 * farms, sites, profiles), so a cached tree is reused until master data changes, on any instance.
 */
export const engineVersions = pgTable('engine_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
