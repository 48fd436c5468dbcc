import { z } from 'zod';
import { PageQuery, pageOf } from '../../http/pagination.ts';
import { BoolQuery, Id } from '../../http/query.ts';
import { EntityTypeSchema, OperatorSchema } from '../entity-schemas.ts';

export const IncidentSchema = z
  .object({
    id: z.number().int(),
    alert: z.number().int().nullable().describe('The alert that raised it; null when the alert was deleted.'),
    entity_type: EntityTypeSchema,
    entity_id: z.number().int(),
    field: z.string(),
    comparison_group: z.number().int().nullable(),
    comparison_group_value: z.number().nullable(),
    value: z.number().nullable(),
    operator: OperatorSchema,
    lower_bound: z.number().nullable(),
    upper_bound: z.number().nullable(),
    is_relative: z.boolean(),
    observed: z.string().describe('YYYY-MM-DD'),
  })
  .meta({ id: 'Incident' });
export type IncidentOut = z.infer<typeof IncidentSchema>;

export const IncidentPage = pageOf(IncidentSchema, 'IncidentPage');

export const IncidentListQuery = PageQuery.extend({
  entity_type: EntityTypeSchema.optional(),
  entity_id: Id.optional(),
  alert: Id.optional(),
  latest_per_site: BoolQuery.optional().describe('Only the most recently observed incident of each entity (site).'),
});
export type IncidentListQuery = z.infer<typeof IncidentListQuery>;
