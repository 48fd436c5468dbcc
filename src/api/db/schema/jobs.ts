// What several instances over one database coordinate through (migration 0008, docs/operations.md).
import { bigint, bigserial, date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per statement that wrote reports or report_months, under the 'reports' version it bumped
 * (engine_versions): an engine that applied version v reloads the sites and months logged above v.
 * Null arrays: everything changed (a truncate). Old rows are pruned; an engine behind the pruned
 * range rebuilds from scratch.
 */
export const reportChanges = pgTable('report_changes', {
  version: bigint('version', { mode: 'number' }).primaryKey(),
  siteIds: integer('site_ids').array(),
  months: date('months', { mode: 'string' }).array(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Work that must happen once, whichever instance does it (src/api/services/jobs/): claimed with a
 * lease (locked_by, locked_until) that a heartbeat extends; an expired lease means the instance died
 * and another may take the job. A keyed job is queued only once while it waits.
 */
export const jobs = pgTable('jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  key: text('key'),
  payload: jsonb('payload').notNull().default({}),
  result: jsonb('result'),
  runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  lockedBy: text('locked_by'),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  doneAt: timestamp('done_at', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
