import { z } from 'zod';
import { PageQuery, pageOf } from '../../http/pagination.ts';
import { Id } from '../../http/query.ts';
import { EntityTypeSchema, OperatorSchema } from '../entity-schemas.ts';

export const AlertSchema = z
  .object({
    id: z.number().int(),
    entity_type: EntityTypeSchema,
    entity_id: z.number().int(),
    field: z.string().describe('pythonic_name of the watched report field.'),
    comparison_group: z.number().int().nullable().describe('null when the group was deleted.'),
    operator: OperatorSchema,
    lower_bound: z.number().nullable(),
    upper_bound: z.number().nullable(),
    is_relative: z.boolean(),
    last_checked: z.string().nullable().describe('ISO 8601'),
    send_mail: z.boolean(),
  })
  .meta({ id: 'Alert' });
export type AlertOut = z.infer<typeof AlertSchema>;

export const AlertPage = pageOf(AlertSchema, 'AlertPage');

export const AlertListQuery = PageQuery.extend({
  entity_type: EntityTypeSchema.optional(),
  entity_id: Id.optional(),
  field: z.string().optional(),
});
export type AlertListQuery = z.infer<typeof AlertListQuery>;
