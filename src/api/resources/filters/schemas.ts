import { z } from 'zod';
import { PageQuery, pageOf } from '../../http/pagination.ts';
import { Id } from '../../http/query.ts';

export const FigureFilterFieldSchema = z.object({ pythonic_name: z.string() }).meta({ id: 'FigureFilterField' });

export const FigureFilterSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    user: z.number().int().nullable().describe('Owner; only the owner may edit or delete.'),
    fields: z.array(FigureFilterFieldSchema).describe('In the order chosen.'),
  })
  .meta({ id: 'FigureFilter' });
export type FigureFilterOut = z.infer<typeof FigureFilterSchema>;

export const FigureFilterPage = pageOf(FigureFilterSchema, 'FigureFilterPage');

export const FigureFilterListQuery = PageQuery.extend({ user: Id.optional().describe('Only filters of this owner.') });
export type FigureFilterListQuery = z.infer<typeof FigureFilterListQuery>;
