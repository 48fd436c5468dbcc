// The report-query controls of product rules ‹Report query filters› and the answers (row shape of product rules ‹Entities and fields› plus n).
// Every questionnaire field is an optional filter: list questions take one answer key or several
// separated by commas (any of them matches), boolean questions true or false.
import { z } from 'zod';
import { LOCATION_SIZE_BOUNDS, TOP_PERCENTAGE_MAX } from '../../../domain/constants.ts';
import { ENTITY_TYPES } from '../../../domain/roles.ts';
import { optionKeys, SURVEY_QUESTIONS } from '../../catalogue/fields.ts';
import { PageQuery, pageOf } from '../../http/pagination.ts';
import { INPUT_TEXTS } from '../../http/input.ts';
import { BoolQuery, Id, TextQuery } from '../../http/query.ts';
import { AGGREGATIONS } from '../../../domain/comparison-group-rules.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (v: string) => DATE.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

export const DateQuery = z
  .string()
  .refine(isRealDate, 'Erwartet wird ein Datum im Format JJJJ-MM-TT (z. B. 2025-03-31).')
  .describe('YYYY-MM-DD');

const Percent = z.coerce
  .number({ error: INPUT_TEXTS.number })
  .min(0, 'Mindestens 0.')
  .max(TOP_PERCENTAGE_MAX, `Höchstens ${TOP_PERCENTAGE_MAX}.`);

const LocationSize = z.coerce
  .number({ error: INPUT_TEXTS.number })
  .int()
  .refine((v) => (LOCATION_SIZE_BOUNDS as readonly number[]).includes(v), `Erlaubt sind ${LOCATION_SIZE_BOUNDS.join(', ')}.`);

const Delay = z.coerce.number({ error: INPUT_TEXTS.number }).int('Ganze Tage.').min(0, 'Mindestens 0.').max(3650, 'Höchstens 3650 Tage.');

/** One questionnaire filter: answer keys of the question (comma separated) or a boolean. */
function questionFilter(q: (typeof SURVEY_QUESTIONS)[number]) {
  if (q.type === 'boolean') return BoolQuery.optional();
  const keys = optionKeys(q);
  return TextQuery(2000)
    .refine((v) => v.split(',').every((k) => keys.includes(k.trim())), `Erlaubte Antworten: ${keys.join(', ')}.`)
    .optional();
}

export const QUESTION_NAMES = SURVEY_QUESTIONS.map((q) => q.name);

/** Every questionnaire question as an optional query filter (lists: answer keys, comma separated; booleans: true or false). */
export const questionnaireShape = Object.fromEntries(SURVEY_QUESTIONS.map((q) => [q.name, questionFilter(q)]));

/** The controls every report, report-dates, reports and count call accepts. */
export const ReportControls = z.object({
  entity_type: z.enum(ENTITY_TYPES).optional(),
  entity_id: Id.optional(),
  field: TextQuery(20_000).optional().describe('pythonic_name of a figure, several separated by commas; default all.'),
  filter: Id.optional().describe('A figure filter: its figures.'),
  best_value: BoolQuery.optional(),
  top_value: BoolQuery.optional(),
  top_in_field: TextQuery().optional(),
  top_in_value: Percent.optional(),
  percentile_threshold: Percent.optional(),
  delay: Delay.optional(),
  intensive: BoolQuery.optional().describe('Only intensive (true) or extensive (false) figures.'),
  report_date: DateQuery.optional().describe('Default today.'),
  oldest_date: DateQuery.optional(),
  location_size: LocationSize.optional(),
  ...questionnaireShape,
});
export type ReportControls = z.infer<typeof ReportControls>;

/** Report dates per page by default: a year of monthly test days (the timeline's 12 months). */
export const REPORT_PAGE_DEFAULT = 12;

export const ReportListControls = ReportControls.extend({ ...PageQuery.shape, limit: PageQuery.shape.limit.unwrap().default(REPORT_PAGE_DEFAULT) });
export type ReportListControls = z.infer<typeof ReportListControls>;

export const ReportRowSchema = z
  .object({
    field: z.string(),
    value: z.number().nullable(),
    has_error: z.boolean().describe('The value is withheld; `error` says why.'),
    best_value: z.number().nullable(),
    top_value: z.number().nullable(),
    n: z.number().int().describe('Members (groups) or sites (entities) with a value.'),
    percentile_rank: z
      .number()
      .nullable()
      .describe(
        'Groups queried with entity_type and entity_id: percent (0–100) of the members with a value whose value is worse than the entity\'s on report_date, by the figure\'s direction; equal values are not worse. null for entities, neutral figures, when the entity has no value, or when the value is withheld.',
      ),
    error: z.string().nullable(),
  })
  .meta({ id: 'ReportRow' });

export const ReportAnswerSchema = z
  .object({
    data: z.array(ReportRowSchema),
    report_date: z.string(),
    location_count: z.number().int(),
    latest_inspection_date: z.string().nullable(),
    latest_processing_date: z.string().nullable(),
  })
  .meta({ id: 'ReportAnswer' });

export const ReportAnswerPage = pageOf(ReportAnswerSchema, 'ReportAnswerPage');

export const ReportDatesSchema = z.object({ report_dates: z.array(z.string()).describe('Newest first.') }).meta({ id: 'ReportDates' });

export const CountSchema = z.object({ count: z.number().int().describe('Matching operations (locations).') }).meta({ id: 'ComparisonGroupCount' });

const NullLike = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

/** The group definition a count body carries (product rules ‹Evaluation, group and filter calls›: the same aggregation and filter as a group). */
export const CountBody = z
  .object({
    aggregation: NullLike(
      z.object({ how: z.enum(AGGREGATIONS).default('add'), threshold: NullLike(Percent) }),
    ),
    filter: NullLike(
      z.object({
        delay: NullLike(Delay),
        entity_type: NullLike(z.enum(ENTITY_TYPES)),
        entity_id: NullLike(Id),
        location_size: NullLike(LocationSize),
        management_options: NullLike(z.record(z.string(), z.union([z.string(), z.boolean(), z.array(z.string())]).nullable())),
        top_in: NullLike(z.object({ field: NullLike(z.string()), value: NullLike(Percent) })),
      }),
    ),
    report_date: DateQuery.optional(),
  })
  .meta({ id: 'ComparisonGroupCountRequest' });
export type CountBody = z.infer<typeof CountBody>;

export const SiteReportHistoryQuery = PageQuery;
