// The report-query controls of product rules ‹Report query filters› and the answers (row shape of product rules ‹Entities and fields› plus n).
// Every questionnaire field is an optional filter: list questions take one answer key or several
// separated by commas (any of them matches), boolean questions true or false.
import { z } from 'zod';
import { HISTORY_MONTHS, LOCATION_SIZE_BOUNDS, TOP_PERCENTAGE_MAX } from '../../../domain/constants.ts';
import { ENTITY_TYPES } from '../../../domain/roles.ts';
import { FIELD_INDEX, optionKeys, SURVEY_QUESTIONS } from '../../catalogue/fields.ts';
import { isTimelineMonths, TIMELINE_MAX_FIGURES, TIMELINE_MONTH_CHOICES, TIMELINE_TEXT } from '../../../domain/timeline.ts';
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

const SPREAD_NOTE =
  "nearest rank counted from the worse end (product rules ‹Group spread›), direction-aware, neutral figures as larger-is-better; null for entities and when the value is withheld.";

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
    p25: z.number().nullable().describe('Boundary of the worse quarter of the members: ' + SPREAD_NOTE),
    median: z.number().nullable().describe('Median of the members: ' + SPREAD_NOTE),
    p75: z.number().nullable().describe('Boundary of the better quarter of the members: ' + SPREAD_NOTE),
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

const GROUP_REF = /^(?:[1-9][0-9]{0,9}|location_size)$/;
/** At most this many comparison groups on one timeline (an evaluation's groups). */
export const TIMELINE_MAX_GROUPS = 10;

/** The timeline's controls (product rules ‹Timeline page›): an entity, up to 4 figures, 12/24/36 months, the groups. */
export const AT_LEAST_ONE_FIGURE = 'Mindestens eine Kennzahl.';

// Entity and figures are required, but optional here and checked by the handler (timeline.ts), so a
// caller without access hears 401/403 before a 400 for what is missing (as the other report queries).
export const TimelineQuery = z.object({
  entity_type: z.enum(ENTITY_TYPES, { error: `Erwartet wird einer von: ${ENTITY_TYPES.join(', ')}.` }).optional(),
  entity_id: Id.optional(),
  field: z
    .string({ error: AT_LEAST_ONE_FIGURE })
    .superRefine((v, ctx) => {
      const names = v.split(',').map((n) => n.trim()).filter(Boolean);
      const unknown = names.filter((n) => !FIELD_INDEX.has(n));
      const problem = names.length === 0 ? AT_LEAST_ONE_FIGURE : new Set(names).size > TIMELINE_MAX_FIGURES ? TIMELINE_TEXT.tooMany : unknown.length ? `Unbekannte Kennzahl: ${unknown.slice(0, 4).join(', ').slice(0, 200)}` : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional()
    .describe(`pythonic_name of 1 to ${TIMELINE_MAX_FIGURES} figures, separated by commas (required).`),
  months: z.coerce
    .number({ error: INPUT_TEXTS.number })
    .int(TIMELINE_TEXT.monthsAllowed)
    .refine(isTimelineMonths, TIMELINE_TEXT.monthsAllowed)
    .optional()
    .describe(`${TIMELINE_MONTH_CHOICES.join(', ')}; default ${HISTORY_MONTHS}.`),
  groups: z
    .string()
    .refine((v) => v === '' || v.split(',').every((g) => GROUP_REF.test(g.trim())), 'Erwartet werden Ids von Vergleichsgruppen oder location_size, durch Kommas getrennt.')
    .refine((v) => v.split(',').length <= TIMELINE_MAX_GROUPS, `Höchstens ${TIMELINE_MAX_GROUPS} Vergleichsgruppen.`)
    .optional()
    .describe('Comparison groups (ids or location_size), separated by commas.'),
  report_date: DateQuery.optional().describe('The newest point; default today.'),
});
export type TimelineQuery = z.infer<typeof TimelineQuery>;

export const TimelineSchema = z
  .object({
    report_dates: z.array(z.string()).describe('Oldest first, one a month back from report_date.'),
    fields: z.array(z.string()).describe('The figures in the order asked.'),
    series: z.array(
      z
        .object({
          id: z.string().describe("'entity', a group's id or 'location_size'."),
          name: z.string().nullable().describe('The group\'s name; null for the entity and for a group the caller cannot see (its values are all null).'),
          values: z.array(z.object({ field: z.string(), values: z.array(z.number().nullable()).describe('One per report date; null: no value or withheld.') }).meta({ id: 'TimelineFigure' })),
        })
        .meta({ id: 'TimelineSeries' }),
    ),
  })
  .meta({ id: 'Timeline' });
