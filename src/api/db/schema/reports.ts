// MLP test-day reports and the month view the benchmark engine reads.
import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sites } from './organisations.ts';

// One row per site and test day; all figures in one float8[] with NaN for a missing value
// (NULL elements made PostgreSQL 3–5× slower in the architecture measurements).
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    inspectionDate: date('inspection_date', { mode: 'string' }).notNull(),
    processingDate: timestamp('processing_date', { withTimezone: true }).notNull(),
    values: doublePrecision('values').array().notNull(),
  },
  (t) => [
    uniqueIndex('reports_site_date_key').on(t.siteId, sql`${t.inspectionDate} DESC`),
    // Newest-first report lists over a large scope (dashboard, association admins) walk this index.
    index('reports_date_idx').on(sql`${t.inspectionDate} DESC`, sql`${t.id} DESC`),
  ],
);

// Latest report per site and calendar month, kept current at import (the engine's month view).
export const reportMonths = pgTable(
  'report_months',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.month] }), index('report_months_month_idx').on(t.month)],
);
