// The controlling system: alerts (control fields) and the incidents they raise.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, date, doublePrecision, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ALERT_PHASES, TRANSITION_CAUSES } from '../../../domain/alert-lifecycle.ts';
import { ENTITY_TYPES } from '../../../domain/roles.ts';
import { SILENCE_TARGETS } from '../../../domain/silence.ts';
import { OPERATORS } from '../../../domain/trigger.ts';
import { created } from './columns.ts';
import { reportFields } from './catalogue.ts';
import { comparisonGroups } from './evaluations.ts';
import { reports } from './reports.ts';
import { users } from './users.ts';

export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').primaryKey(),
    entityType: text('entity_type', { enum: ENTITY_TYPES }).notNull(),
    entityId: integer('entity_id').notNull(),
    field: text('field')
      .notNull()
      .references(() => reportFields.pythonicName),
    // Set null when the group is deleted: the UI then shows 'Keine gültige Vergleichgruppe konfiguiert.'
    comparisonGroupId: integer('comparison_group_id').references(() => comparisonGroups.id, {
      onDelete: 'set null',
    }),
    operator: text('operator', { enum: OPERATORS }).notNull(),
    lowerBound: doublePrecision('lower_bound'),
    upperBound: doublePrecision('upper_bound'),
    isRelative: boolean('is_relative').notNull().default(false),
    lastChecked: timestamp('last_checked', { withTimezone: true }),
    sendMail: boolean('send_mail').notNull().default(false),
    // Why the last check could not decide (deleted or invalid comparison group, no group value), else null.
    problem: text('problem'),
    // The entity's reports the last check saw ('newest inspection date|newest processing date'): the
    // start-up catch-up re-checks alerts whose entity has reports the check did not see yet.
    checkedMark: text('checked_mark'),
    // The lifecycle (product rules ‹Control-field lifecycle›): settings, and the state detection stored.
    pendingTestDays: integer('pending_test_days').notNull().default(1),
    recoveryMargin: numeric('recovery_margin', { mode: 'number' }).notNull().default(0),
    phase: text('phase', { enum: ALERT_PHASES }).notNull().default('normal'),
    phaseSince: date('phase_since', { mode: 'string' }),
    streak: integer('streak').notNull().default(0),
    lastObserved: date('last_observed', { mode: 'string' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [
    index('alerts_entity_idx').on(t.entityType, t.entityId),
    // A field already watched for the entity cannot be added again (product rules ‹Validation rules›), also under concurrent requests.
    uniqueIndex('alerts_entity_field_key').on(t.entityType, t.entityId, t.field),
    check('alerts_pending_test_days_check', sql`${t.pendingTestDays} between 1 and 12`),
    check('alerts_recovery_margin_check', sql`${t.recoveryMargin} >= 0`),
  ],
);

export const incidents = pgTable(
  'incidents',
  {
    id: serial('id').primaryKey(),
    alertId: integer('alert_id').references(() => alerts.id, { onDelete: 'set null' }),
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'set null' }),
    entityType: text('entity_type', { enum: ENTITY_TYPES }).notNull(),
    entityId: integer('entity_id').notNull(),
    field: text('field').notNull(),
    comparisonGroupId: integer('comparison_group_id').references(() => comparisonGroups.id, {
      onDelete: 'set null',
    }),
    comparisonGroupValue: doublePrecision('comparison_group_value'),
    value: doublePrecision('value'),
    operator: text('operator', { enum: OPERATORS }).notNull(),
    lowerBound: doublePrecision('lower_bound'),
    upperBound: doublePrecision('upper_bound'),
    isRelative: boolean('is_relative').notNull().default(false),
    // The newest test day of the firing episode with a value (its first when it opened).
    observed: date('observed', { mode: 'string' }).notNull(),
    // The test day the episode opened, and the one it closed on (null while firing).
    started: date('started', { mode: 'string' }),
    ended: date('ended', { mode: 'string' }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    // Beyond the spec: acknowledged with a comment by whoever may manage the alert.
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: integer('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment').notNull().default(''),
    // The silence that kept it out of the mails (mailed_at is set with it, so it is never mailed later).
    mutedBy: integer('muted_by').references((): AnyPgColumn => silences.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [
    // At most one incident per alert and test day (one per firing episode, product rules ‹Control-field lifecycle›).
    uniqueIndex('incidents_alert_observed_key').on(t.alertId, t.observed),
    index('incidents_entity_idx').on(t.entityType, t.entityId, sql`${t.observed} DESC`),
    index('incidents_alert_idx').on(t.alertId),
  ],
);

// The state history of a control field: every phase change, what caused it and who (a write's author).
export const alertTransitions = pgTable(
  'alert_transitions',
  {
    id: serial('id').primaryKey(),
    alertId: integer('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    fromPhase: text('from_phase', { enum: ALERT_PHASES }).notNull(),
    toPhase: text('to_phase', { enum: ALERT_PHASES }).notNull(),
    testDate: date('test_date', { mode: 'string' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    cause: text('cause', { enum: TRANSITION_CAUSES }).notNull(),
    byUser: integer('by_user').references(() => users.id, { onDelete: 'set null' }),
    value: numeric('value', { mode: 'number' }),
  },
  (t) => [index('alert_transitions_alert_idx').on(t.alertId, t.id)],
);

// Which user was mailed about which incident: a failed mail is retried for exactly the recipients
// that did not get it (incidents.mailed_at is set once every recipient has it).
export const incidentMailReceipts = pgTable(
  'incident_mail_receipts',
  {
    incidentId: integer('incident_id')
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null while the mail is claimed but not yet sent (a claim older than the lease is taken back). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The instance that claimed it. */
    claimedBy: text('claimed_by'),
  },
  (t) => [primaryKey({ columns: [t.incidentId, t.userId] })],
);

// The monthly digest (src/api/services/controlling/digest.ts): one row per user and month, claimed
// before the mail goes out (sent_at null) and marked sent after, so racing instances send it once.
export const digestRuns = pgTable(
  'digest_runs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The first day of the month the digest covers (Europe/Berlin). */
    month: date('month', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    claimedBy: text('claimed_by'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

// Silences (Stummschaltungen, src/domain/silence.ts): a control field, site, location or farm muted
// from starts_at until ends_at with a reason. Ending one early sets ended_at; the row stays (history).
export const silences = pgTable(
  'silences',
  {
    id: serial('id').primaryKey(),
    targetType: text('target_type', { enum: SILENCE_TARGETS }).notNull(),
    // An alert, site, location or farm id by target_type (no foreign key: one column for four tables).
    targetId: integer('target_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
    endedBy: integer('ended_by').references(() => users.id, { onDelete: 'set null' }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('silences_target_idx').on(t.targetType, t.targetId), index('silences_ends_idx').on(t.endsAt)],
);
