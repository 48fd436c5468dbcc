import { z } from 'zod';
import { PageQuery, pageOf } from '../../http/pagination.ts';
import { Id } from '../../http/query.ts';
import { EntityTypeSchema } from '../entity-schemas.ts';

export const AggregationSchema = z
  .object({
    how: z.enum(['add', 'percentile']).meta({ id: 'AggregationHow' }),
    threshold: z.number().nullable().describe('Top percentage for how = percentile.'),
  })
  .meta({ id: 'Aggregation' });

export const TopInSchema = z.object({ field: z.string(), value: z.number() }).meta({ id: 'TopIn' });

export const ComparisonGroupManagementOptionsSchema = z
  .record(z.string(), z.union([z.array(z.string()), z.string(), z.boolean(), z.null()]))
  .meta({ id: 'ComparisonGroupManagementOptions', description: 'Profile question name → accepted option keys (any of) or a boolean answer.' });

export const ComparisonGroupFilterSchema = z
  .object({
    delay: z.number().int().nullable().describe('Comparison period in days.'),
    entity_type: EntityTypeSchema.nullable(),
    entity_id: z.number().int().nullable(),
    location_size: z.number().int().nullable().describe('Lower bound of the operation size band (cows).'),
    management_options: ComparisonGroupManagementOptionsSchema,
    top_in: TopInSchema.nullable(),
  })
  .meta({ id: 'ComparisonGroupFilter' });

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

export const ComparisonGroupListQuery = PageQuery.extend({ user: Id.optional().describe('Only groups of this owner.') });
export type ComparisonGroupListQuery = z.infer<typeof ComparisonGroupListQuery>;
