// Comparison groups, figure filters and the evaluations built from them (spec 2).
import { boolean, date, doublePrecision, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { AGGREGATIONS } from '../../../domain/comparison-group-rules.ts';
import { EVALUATION_VISIBILITIES } from '../../../domain/evaluation-visibility.ts';
import { ENTITY_TYPES } from '../../../domain/roles.ts';
import { created } from './columns.ts';
import { reportFields } from './catalogue.ts';
import { users } from './users.ts';

export const comparisonGroups = pgTable('comparison_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  aggregationHow: text('aggregation_how', { enum: AGGREGATIONS }).notNull().default('add'),
  aggregationThreshold: doublePrecision('aggregation_threshold'),
  delay: integer('delay'),
  entityType: text('entity_type', { enum: ENTITY_TYPES }),
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
  entityType: text('entity_type', { enum: ENTITY_TYPES }),
  entityId: integer('entity_id'),
  filterId: integer('filter_id').references(() => figureFilters.id, { onDelete: 'set null' }),
  visibility: text('visibility', { enum: EVALUATION_VISIBILITIES }).notNull().default('self'),
  sendMail: boolean('send_mail').notNull().default(false),
  // The newest report date of the entity the owner was mailed about (controlling-api: one mail per new date).
  notifiedReportDate: date('notified_report_date', { mode: 'string' }),
  // Where the special group 'location_size' stands among the comparison groups (null: not chosen);
  // the link table holds stored group ids only.
  locationSizePosition: integer('location_size_position'),
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
