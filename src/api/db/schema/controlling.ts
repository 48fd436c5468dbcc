// The controlling system: alerts (control fields) and the incidents they raise.
import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { created } from './columns.ts';
import { reportFields } from './catalogue.ts';
import { comparisonGroups } from './evaluations.ts';
import { reports } from './reports.ts';
import { users } from './users.ts';

export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').primaryKey(),
    entityType: text('entity_type', { enum: ['association', 'farm', 'location', 'site'] }).notNull(),
    entityId: integer('entity_id').notNull(),
    field: text('field')
      .notNull()
      .references(() => reportFields.pythonicName),
    // Set null when the group is deleted: the UI then shows 'Keine gültige Vergleichgruppe konfiguiert.'
    comparisonGroupId: integer('comparison_group_id').references(() => comparisonGroups.id, {
      onDelete: 'set null',
    }),
    operator: text('operator', { enum: ['lt', 'gt', 'in', 'not in'] }).notNull(),
    lowerBound: doublePrecision('lower_bound'),
    upperBound: doublePrecision('upper_bound'),
    isRelative: boolean('is_relative').notNull().default(false),
    lastChecked: timestamp('last_checked', { withTimezone: true }),
    sendMail: boolean('send_mail').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [index('alerts_entity_idx').on(t.entityType, t.entityId)],
);

export const incidents = pgTable(
  'incidents',
  {
    id: serial('id').primaryKey(),
    alertId: integer('alert_id').references(() => alerts.id, { onDelete: 'set null' }),
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'set null' }),
    entityType: text('entity_type', { enum: ['association', 'farm', 'location', 'site'] }).notNull(),
    entityId: integer('entity_id').notNull(),
    field: text('field').notNull(),
    comparisonGroupId: integer('comparison_group_id').references(() => comparisonGroups.id, {
      onDelete: 'set null',
    }),
    comparisonGroupValue: doublePrecision('comparison_group_value'),
    value: doublePrecision('value'),
    operator: text('operator', { enum: ['lt', 'gt', 'in', 'not in'] }).notNull(),
    lowerBound: doublePrecision('lower_bound'),
    upperBound: doublePrecision('upper_bound'),
    isRelative: boolean('is_relative').notNull().default(false),
    observed: date('observed', { mode: 'string' }).notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    index('incidents_entity_idx').on(t.entityType, t.entityId, sql`${t.observed} DESC`),
    index('incidents_alert_idx').on(t.alertId),
  ],
);
