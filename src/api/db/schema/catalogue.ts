// The catalogues loaded on every start from shared/reference: questionnaire and MLP figures.
import { boolean, doublePrecision, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { QUESTION_TYPES } from '../../../domain/profile.ts';

// The questionnaire catalogue (117 questions in 12 categories), loaded from shared/reference.
export const surveyQuestions = pgTable('survey_questions', {
  name: text('name').primaryKey(),
  category: text('category').notNull(),
  position: integer('position').notNull(),
  text: text('text').notNull(),
  type: text('type', { enum: QUESTION_TYPES }).notNull(),
  // [{KEY: 'Label'}, …] in display order, as the spec's wire format.
  options: jsonb('options').$type<Record<string, string>[]>().notNull(),
});

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
