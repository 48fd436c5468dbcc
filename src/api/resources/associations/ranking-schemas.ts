// The association's ranking: query and answer of GET /associations/{id}/ranking/ and
// its CSV. `field` is checked by the handler (after the role), so a farm user hears 403, not 400.
import { z } from 'zod';
import { RANKING_LEVELS, RANKING_SORTS } from '../../../domain/ranking.ts';
import { SortDirectionSchema } from '../../http/sort.ts';
import { PageQuery, pageOf } from '../../http/pagination.ts';
import { TextQuery } from '../../http/query.ts';
import { DateQuery, questionnaireShape } from '../report-queries/schemas.ts';

export const RankingLevelSchema = z.enum(RANKING_LEVELS).meta({ id: 'RankingLevel' });

const rankingControls = {
  field: TextQuery()
    .optional()
    .describe('pythonic_name of the figure (required: 400 with a field error when missing or unknown).'),
  level: RankingLevelSchema.default('farm').describe('Rank farms (LDWU) or locations (Betriebe).'),
  sort: z.enum(RANKING_SORTS).meta({ id: 'RankingSort' }).default('rank').describe('rank: percentile rank (a neutral figure: value); value; name.'),
  direction: SortDirectionSchema.default('desc').describe('desc by rank: best first. Rows without a value come last either way.'),
  report_date: DateQuery.optional().describe('Default today: each site\'s newest report within the look-back, as the evaluations read it.'),
  profile: TextQuery(20_000)
    .optional()
    .describe('Profile answers as one JSON object, e.g. {"herdbuchbetrieb":true,"haltungsform":["a","b"]} (lists: any of them); the same as the questionnaire parameters, for clients that cannot name them one by one.'),
  ...questionnaireShape,
};

export const RankingQuery = PageQuery.extend(rankingControls);
export type RankingQuery = z.infer<typeof RankingQuery>;

export const RankingCsvQuery = z.object(rankingControls);
export type RankingCsvQuery = z.infer<typeof RankingCsvQuery>;

export const FigureStatusSchema = z.enum(['good', 'watch', 'act']).meta({ id: 'FigureStatus' });

export const RankingRowSchema = z
  .object({
    id: z.number().int().describe('Farm or location id (by level).'),
    farm: z.number().int(),
    name: z.string().describe("Farm: 'number - name'; location: its name."),
    farm_name: z.string().describe("The farm's 'number - name'."),
    value: z.number().nullable().describe('null: no current report with a value.'),
    status: FigureStatusSchema.nullable().describe("From the figure's target and warning value; null: no value or no pair."),
    status_text: z.string().describe("'gut', 'beobachten', 'handeln'; '' without a value; 'kein Zielwert' without a pair."),
    percentile_rank: z.number().nullable().describe('Percent (0–100) of the association\'s entities with a value that are worse; ties are not worse. null: no value or a neutral figure.'),
    n: z.number().int().describe('Betriebe (locations) of the entity with a value.'),
  })
  .meta({ id: 'RankingRow' });

export const RankingPage = pageOf(RankingRowSchema, 'RankingRowPage')
  .extend({
    field: z.string(),
    level: RankingLevelSchema,
    report_date: z.string(),
    ranked: z.number().int().describe("The association's entities with a value: the base of the percentile ranks."),
    larger_is_better: z.boolean().nullable().describe('The figure\'s direction; null: neutral (no ranks).'),
    precision: z.number().int().describe('Decimal digits of the figure.'),
    target_value: z.number().nullable(),
    warning_value: z.number().nullable(),
  })
  .meta({ id: 'RankingPage' });
