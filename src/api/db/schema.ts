// The whole data model of both spec documents, one schema for PGlite and PostgreSQL.
// Keep SQL portable: the Debian server here is PostgreSQL 15, PGlite embeds 18.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const associations = pgTable('associations', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['LKV', 'HBV'] }).notNull(),
  number: text('number').notNull(),
  name: text('name').notNull(),
  createdAt: created(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull().default(''),
    emailVerified: boolean('email_verified').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    prefix: text('prefix', { enum: ['Herr', 'Frau'] }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    // Null is allowed: such users are hidden from lists except to themselves (spec 1 §3).
    accountType: text('account_type', {
      enum: ['farm_staff', 'farm_admin', 'association_member', 'association_admin'],
    }),
    isActive: boolean('is_active').notNull().default(true),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    // Restriction flag of canEditUser: the user may not edit themself.
    selfEditLocked: boolean('self_edit_locked').notNull().default(false),
    defaultEvaluationId: integer('default_evaluation_id').references((): AnyPgColumn => evaluations.id, {
      onDelete: 'set null',
    }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    index('users_email_idx').on(sql`lower(${t.email})`),
  ],
);

export const farms = pgTable(
  'farms',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    name: text('name').notNull(),
    invoicingAssociationId: integer('invoicing_association_id').references(() => associations.id, {
      onDelete: 'set null',
    }),
    isActive: boolean('is_active').notNull().default(true),
    tosAccepted: timestamp('tos_accepted', { withTimezone: true }),
    tosAcceptedBy: integer('tos_accepted_by').references(() => users.id, { onDelete: 'set null' }),
    cowCount: integer('cow_count').notNull().default(0),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('farms_number_key').on(t.number),
    index('farms_invoicing_association_idx').on(t.invoicingAssociationId),
  ],
);

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    farmId: integer('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shortAddress: text('short_address').notNull().default(''),
    cowCount: integer('cow_count').notNull().default(0),
    activeProfileId: integer('active_profile_id').references((): AnyPgColumn => profiles.id, {
      onDelete: 'set null',
    }),
    createdAt: created(),
  },
  (t) => [index('locations_farm_idx').on(t.farmId)],
);

export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    name: text('name').notNull().default(''),
    farmId: integer('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    hbvId: integer('hbv_id').references(() => associations.id, { onDelete: 'set null' }),
    latestReportId: integer('latest_report_id').references((): AnyPgColumn => reports.id, {
      onDelete: 'set null',
    }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('sites_number_key').on(t.number),
    index('sites_farm_idx').on(t.farmId),
    index('sites_location_idx').on(t.locationId),
    index('sites_hbv_idx').on(t.hbvId),
  ],
);

export const farmAdmins = pgTable(
  'farm_admins',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    farmId: integer('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.farmId] }), index('farm_admins_farm_idx').on(t.farmId)],
);

export const userAssociations = pgTable(
  'user_associations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    associationId: integer('association_id')
      .notNull()
      .references(() => associations.id, { onDelete: 'cascade' }),
    isAdmin: boolean('is_admin').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.associationId] })],
);

// Allowed farms of an association link; interim admin farms are a subset (flag), as the spec demands.
export const userAssociationFarms = pgTable(
  'user_association_farms',
  {
    userId: integer('user_id').notNull(),
    associationId: integer('association_id').notNull(),
    farmId: integer('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    interimAdmin: boolean('interim_admin').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.associationId, t.farmId] }),
    foreignKey({
      columns: [t.userId, t.associationId],
      foreignColumns: [userAssociations.userId, userAssociations.associationId],
    }).onDelete('cascade'),
    index('user_association_farms_farm_idx').on(t.farmId),
  ],
);

export const userLocations = pgTable(
  'user_locations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    allowManagement: boolean('allow_management').notNull().default(false),
    allowAlerts: boolean('allow_alerts').notNull().default(false),
    allowEvaluationCreation: boolean('allow_evaluation_creation').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.locationId] }),
    index('user_locations_location_idx').on(t.locationId),
  ],
);

// The questionnaire catalogue (117 questions in 12 categories), loaded from shared/reference.
export const surveyQuestions = pgTable('survey_questions', {
  name: text('name').primaryKey(),
  category: text('category').notNull(),
  position: integer('position').notNull(),
  text: text('text').notNull(),
  type: text('type', { enum: ['list', 'boolean'] }).notNull(),
  // [{KEY: 'Label'}, …] in display order, as the spec's wire format.
  options: jsonb('options').$type<Record<string, string>[]>().notNull(),
});

export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    incomplete: boolean('incomplete').notNull(),
    managementOptions: jsonb('management_options').$type<Record<string, string | boolean | null>>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [index('profiles_location_idx').on(t.locationId)],
);

// The MLP figure catalogue; column_index is the figure's position in reports.values.
export const reportFields = pgTable(
  'report_fields',
  {
    pythonicName: text('pythonic_name').primaryKey(),
    columnIndex: integer('column_index').notNull(),
    name: text('name').notNull(),
    label: text('label').notNull().default(''),
    category: text('category').notNull(),
    subcategory: text('subcategory').notNull().default(''),
    description: text('description').notNull().default(''),
    unit: text('unit').notNull().default(''),
    evaluation: boolean('evaluation'),
    precision: integer('precision').notNull().default(2),
    priority: integer('priority').notNull().default(0),
    intensive: boolean('intensive').notNull().default(false),
    targetValue: doublePrecision('target_value'),
    warningValue: doublePrecision('warning_value'),
  },
  (t) => [uniqueIndex('report_fields_column_key').on(t.columnIndex)],
);

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

export const comparisonGroups = pgTable('comparison_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  aggregationHow: text('aggregation_how', { enum: ['add', 'percentile'] }).notNull().default('add'),
  aggregationThreshold: doublePrecision('aggregation_threshold'),
  delay: integer('delay'),
  entityType: text('entity_type', { enum: ['association', 'farm', 'location', 'site'] }),
  entityId: integer('entity_id'),
  locationSize: integer('location_size'),
  managementOptions: jsonb('management_options').$type<Record<string, unknown>>().notNull().default({}),
  topInField: text('top_in_field').references(() => reportFields.pythonicName),
  topInValue: doublePrecision('top_in_value'),
  createdAt: created(),
});

export const figureFilters = pgTable('figure_filters', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: created(),
});

export const figureFilterFields = pgTable(
  'figure_filter_fields',
  {
    filterId: integer('filter_id')
      .notNull()
      .references(() => figureFilters.id, { onDelete: 'cascade' }),
    pythonicName: text('pythonic_name')
      .notNull()
      .references(() => reportFields.pythonicName, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.filterId, t.pythonicName] })],
);

export const evaluations = pgTable('evaluations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  entityType: text('entity_type', { enum: ['association', 'farm', 'location', 'site'] }),
  entityId: integer('entity_id'),
  filterId: integer('filter_id').references(() => figureFilters.id, { onDelete: 'set null' }),
  visibility: text('visibility', { enum: ['self', 'farm', 'association', 'all'] }).notNull().default('self'),
  sendMail: boolean('send_mail').notNull().default(false),
  createdAt: created(),
});

export const evaluationComparisonGroups = pgTable(
  'evaluation_comparison_groups',
  {
    evaluationId: integer('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    comparisonGroupId: integer('comparison_group_id')
      .notNull()
      .references(() => comparisonGroups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.evaluationId, t.comparisonGroupId] })],
);

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

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // All tokens of one login share a family, so reuse of a rotated token revokes the whole chain.
    family: text('family').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.family)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: created(),
});

// Legal and help texts (terms of service, privacy policy, imprint), served by /texts/.
export const texts = pgTable('texts', {
  name: text('name').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: updated(),
});

// Append-only: a trigger in the migrations rejects UPDATE and DELETE.
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('audit_events_entity_idx').on(t.entity, t.entityId)],
);
