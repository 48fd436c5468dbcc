import { z } from 'zod';
import { ListQuery, pageOf } from '../../http/pagination.ts';
import { BoolQuery, Id, IdListQuery, NameField, TextQuery } from '../../http/query.ts';
import { EntityTypeSchema } from '../entity-schemas.ts';
import { COMPARISON_GROUP_MESSAGES, AGGREGATIONS, type GroupFilter } from '../../../domain/comparison-group-rules.ts';

export const AggregationSchema = z
  .object({
    how: z.enum(AGGREGATIONS).meta({ id: 'AggregationHow' }),
    threshold: z.number().nullable().describe('Top percentage for how = percentile.'),
  })
  .meta({ id: 'Aggregation' });

export const TopInSchema = z.object({ field: z.string(), value: z.number() }).meta({ id: 'TopIn' });

export const ComparisonGroupManagementOptionsSchema = z
  .record(z.string(), z.union([z.array(z.string()), z.string(), z.boolean(), z.null()]))
  .meta({ id: 'ComparisonGroupManagementOptions', description: 'Profile question name → accepted option keys (any of) or a boolean answer.' });

// The group filter's fields, shared by the read side, the create body (which adds defaults) and the
// patch body (which must not have them).
const EntityId = z.number().int().positive().max(2_147_483_647);
const filterFields = {
  delay: z.number().int().nullable().describe('Comparison period in days (0 = current values).'),
  entity_type: EntityTypeSchema.nullable(),
  entity_id: EntityId.nullable(),
  location_size: z.number().int().nullable().describe('Lower bound of the size band: 1, 10, 50, 100, 250, 500, 750 or 1000.'),
  management_options: ComparisonGroupManagementOptionsSchema,
  top_in: TopInSchema.nullable().describe('Best value % of members by this figure; excludes how = percentile.'),
};

// The read side has the same fields (the shape declared once as src/domain GroupFilter).
export const ComparisonGroupFilterSchema = z.object(filterFields).meta({ id: 'ComparisonGroupFilter' }) satisfies z.ZodType<GroupFilter>;

export const ComparisonGroupSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    user: z.number().int().nullable().describe('Owner; only the owner may edit or delete.'),
    location_count: z.number().int().describe('Member locations (all filters of the group) with a report today.'),
    aggregation: AggregationSchema,
    filter: ComparisonGroupFilterSchema,
  })
  .meta({ id: 'ComparisonGroup' });
export type ComparisonGroupOut = z.infer<typeof ComparisonGroupSchema>;

export const ComparisonGroupPage = pageOf(ComparisonGroupSchema, 'ComparisonGroupPage');

export const ComparisonGroupListQuery = ListQuery.extend({
  user: Id.optional().describe('Only groups of this owner.'),
  search: TextQuery().optional().describe('Case-insensitive part of the name.'),
  ids: IdListQuery().optional().describe('Only these groups (comma-separated ids, at most 1000).'),
});
export type ComparisonGroupListQuery = z.infer<typeof ComparisonGroupListQuery>;

// ---- Writes (product rules ‹Evaluation, group and filter calls›): the same shape as the read side without id, user and location_count.

const GroupName = NameField(COMPARISON_GROUP_MESSAGES.nameRequired);

// Field definitions without defaults: the create body adds them, the patch body must not (zod
// applies a default inside .partial() too, which would reset every key the patch leaves out).
const aggregationFields = {
  how: AggregationSchema.shape.how,
  threshold: z.number().nullable().describe('Top percentage (0–95, step 5) for how = percentile.'),
};

export const AggregationWriteSchema = z
  .object({ how: aggregationFields.how.default('add'), threshold: aggregationFields.threshold.default(null) })
  .meta({ id: 'AggregationWrite' });

export const ComparisonGroupFilterWriteSchema = z
  .object({
    delay: filterFields.delay.default(null),
    entity_type: filterFields.entity_type.default(null),
    entity_id: filterFields.entity_id.default(null),
    location_size: filterFields.location_size.default(null),
    management_options: filterFields.management_options.default({}),
    top_in: filterFields.top_in.default(null),
  })
  .meta({ id: 'ComparisonGroupFilterWrite' });

export const ComparisonGroupWriteSchema = z
  .object({
    name: GroupName,
    aggregation: AggregationWriteSchema.default({ how: 'add', threshold: null }),
    filter: ComparisonGroupFilterWriteSchema,
  })
  .meta({ id: 'ComparisonGroupWrite' });
export type ComparisonGroupWrite = z.infer<typeof ComparisonGroupWriteSchema>;

export const ComparisonGroupPatchSchema = z
  .object({
    name: GroupName.optional(),
    aggregation: z.object(aggregationFields).partial().meta({ id: 'AggregationPatch' }).optional(),
    filter: z.object(filterFields).partial().meta({ id: 'ComparisonGroupFilterPatch' }).optional(),
  })
  .meta({ id: 'ComparisonGroupPatch', description: 'Only the given keys change (inside aggregation and filter as well).' });
export type ComparisonGroupPatch = z.infer<typeof ComparisonGroupPatchSchema>;

export const ComparisonGroupDeleteQuery = z.object({
  force: BoolQuery.optional().describe('Delete even while evaluations use the group; it is removed from them.'),
});
export type ComparisonGroupDeleteQuery = z.infer<typeof ComparisonGroupDeleteQuery>;
