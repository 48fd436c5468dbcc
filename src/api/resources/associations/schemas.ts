import { z } from 'zod';
import { PageQuery, pageOf } from '../../http/pagination.ts';

export const AssociationKindSchema = z.enum(['LKV', 'HBV']).meta({ id: 'AssociationKind' });

export const AssociationSchema = z
  .object({
    id: z.number().int(),
    kind: AssociationKindSchema,
    number: z.string(),
    name: z.string(),
    display_name: z.string().describe("'kind - name', or the number"),
    farms: z.array(z.number().int()).describe('Farms the association serves (invoiced or in its herd book) that the caller sees.'),
  })
  .meta({ id: 'Association' });
export type AssociationOut = z.infer<typeof AssociationSchema>;

export const AssociationPage = pageOf(AssociationSchema, 'AssociationPage');

export const AssociationListQuery = PageQuery.extend({ kind: AssociationKindSchema.optional() });
export type AssociationListQuery = z.infer<typeof AssociationListQuery>;
