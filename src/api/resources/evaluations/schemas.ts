import { z } from 'zod';
import { LOCATION_SIZE_GROUP, type EvaluationGroupRef, EVALUATION_MESSAGES } from '../../../domain/evaluation-rules.ts';
import { EVALUATION_VISIBILITIES } from '../../../domain/evaluation-visibility.ts';
import { ListQuery, pageOf } from '../../http/pagination.ts';
import { boundedList, Id, NameField, TextQuery } from '../../http/query.ts';
import { EvaluationSortSchema, SortDirectionSchema } from '../../http/sort.ts';
import { EntityTypeSchema } from '../entity-schemas.ts';

/**
 * A stored group's id or the special group 'location_size' (the evaluated location's size band).
 * Declared without a JSON-schema type: GraphQL sees a JSON scalar (an int-or-string union would
 * become an object type there).
 */
const GroupRefOut = z.custom<EvaluationGroupRef>((v) => (typeof v === 'number' && Number.isInteger(v)) || v === LOCATION_SIZE_GROUP);

export const EvaluationVisibilitySchema = z.enum(EVALUATION_VISIBILITIES).meta({ id: 'EvaluationVisibility' });

export const EvaluationSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    user: z.number().int().nullable().describe('Owner.'),
    entity_type: EntityTypeSchema.nullable().describe('null: universal evaluation.'),
    entity_id: z.number().int().nullable(),
    filter: z.number().int().nullable().describe('Figure filter id; null means all figures.'),
    comparison_groups: z.array(GroupRefOut).describe("In the order chosen: stored group ids and the special group 'location_size'."),
    visibility: EvaluationVisibilitySchema,
    send_mail: z.boolean(),
  })
  .meta({ id: 'Evaluation' });
export type EvaluationOut = z.infer<typeof EvaluationSchema>;

export const EvaluationPage = pageOf(EvaluationSchema, 'EvaluationPage');

export const EvaluationListQuery = ListQuery.extend({
  user: Id.optional().describe('Only evaluations of this owner.'),
  entity_type: EntityTypeSchema.optional(),
  entity_id: Id.optional(),
  search: TextQuery().optional().describe('Case-insensitive part of the evaluation name.'),
  sort: EvaluationSortSchema.optional().describe(
    'Sort column; without it the list order: universal evaluations first, then association, farm, location, site; inside a type by entity name (an entity the caller cannot see as <unbekannt>), then by name.',
  ),
  direction: SortDirectionSchema.optional().describe('Direction of `sort` (default asc).'),
});
export type EvaluationListQuery = z.infer<typeof EvaluationListQuery>;

// ---- Writes (product rules ‹Evaluation, group and filter calls›). Field definitions without defaults: the patch must not reset keys it omits.
const WriteId = z.number().int().positive().max(2_147_483_647);
const evaluationFields = {
  name: NameField(EVALUATION_MESSAGES.nameRequired),
  entity_type: EntityTypeSchema.nullable().describe('null: universal evaluation (the entity is chosen when it is shown).'),
  entity_id: WriteId.nullable(),
  filter: WriteId.nullable().describe('Figure filter id; null means all figures.'),
  comparison_groups: boundedList(z.union([WriteId, z.literal(LOCATION_SIZE_GROUP)]), EVALUATION_MESSAGES.groupRequired, 50).describe(
    "In the order chosen: stored group ids and the special group 'location_size' (only for locations or universal evaluations).",
  ),
  visibility: EvaluationVisibilitySchema,
  send_mail: z.boolean(),
};

export const EvaluationWriteSchema = z
  .object({
    name: evaluationFields.name,
    entity_type: evaluationFields.entity_type.default(null),
    entity_id: evaluationFields.entity_id.default(null),
    filter: evaluationFields.filter.default(null),
    comparison_groups: evaluationFields.comparison_groups,
    visibility: evaluationFields.visibility.default('self'),
    send_mail: evaluationFields.send_mail.default(false),
  })
  .meta({ id: 'EvaluationWrite' });
export type EvaluationWrite = z.infer<typeof EvaluationWriteSchema>;

export const EvaluationPatchSchema = z.object(evaluationFields).partial().meta({ id: 'EvaluationPatch', description: 'Only the given keys change.' });
export type EvaluationPatch = z.infer<typeof EvaluationPatchSchema>;
