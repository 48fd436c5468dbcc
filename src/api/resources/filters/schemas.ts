import { z } from 'zod';
import { ListQuery, pageOf } from '../../http/pagination.ts';
import { boundedList, Id, IdListQuery, NameField, TextQuery } from '../../http/query.ts';
import { FIGURE_FILTER_MESSAGES } from '../../../domain/evaluation-rules.ts';

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

export const FigureFilterListQuery = ListQuery.extend({
  user: Id.optional().describe('Only filters of this owner.'),
  search: TextQuery().optional().describe('Case-insensitive part of the name.'),
  ids: IdListQuery().optional().describe('Only these filters (comma-separated ids, at most 1000).'),
});
export type FigureFilterListQuery = z.infer<typeof FigureFilterListQuery>;

const FilterName = NameField(FIGURE_FILTER_MESSAGES.nameRequired);
const FilterFields = boundedList(FigureFilterFieldSchema, FIGURE_FILTER_MESSAGES.fieldRequired, 500);

export const FigureFilterWriteSchema = z
  .object({ name: FilterName, fields: FilterFields.describe('The chosen figures in display order.') })
  .meta({ id: 'FigureFilterWrite' });
export type FigureFilterWrite = z.infer<typeof FigureFilterWriteSchema>;

export const FigureFilterPatchSchema = z
  .object({ name: FilterName.optional(), fields: FilterFields.optional() })
  .meta({ id: 'FigureFilterPatch', description: 'Only the given keys change.' });
export type FigureFilterPatch = z.infer<typeof FigureFilterPatchSchema>;
