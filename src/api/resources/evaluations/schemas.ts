import { z } from 'zod';
import { EVALUATION_VISIBILITIES } from '../../../domain/evaluation-visibility.ts';
import { PageQuery, pageOf } from '../../http/pagination.ts';
import { Id } from '../../http/query.ts';
import { EntityTypeSchema } from '../entity-schemas.ts';

export const EvaluationVisibilitySchema = z.enum(EVALUATION_VISIBILITIES).meta({ id: 'EvaluationVisibility' });

export const EvaluationSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    user: z.number().int().nullable().describe('Owner.'),
    entity_type: EntityTypeSchema.nullable().describe('null: universal evaluation.'),
    entity_id: z.number().int().nullable(),
    filter: z.number().int().nullable().describe('Figure filter id; null means all figures.'),
    comparison_groups: z.array(z.number().int()).describe('In the order chosen.'),
    visibility: EvaluationVisibilitySchema,
    send_mail: z.boolean(),
  })
  .meta({ id: 'Evaluation' });
export type EvaluationOut = z.infer<typeof EvaluationSchema>;

export const EvaluationPage = pageOf(EvaluationSchema, 'EvaluationPage');

export const EvaluationListQuery = PageQuery.extend({
  user: Id.optional().describe('Only evaluations of this owner.'),
  entity_type: EntityTypeSchema.optional(),
  entity_id: Id.optional(),
});
export type EvaluationListQuery = z.infer<typeof EvaluationListQuery>;
