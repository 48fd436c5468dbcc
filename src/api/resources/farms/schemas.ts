import { z } from 'zod';
import { PageQuery, pageOf } from '../../http/pagination.ts';
import { BoolQuery, TextQuery } from '../../http/query.ts';

export const FarmSchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    name: z.string(),
    display_name: z.string().describe("'number - name'"),
    invoicing_association: z.number().int().nullable(),
    is_active: z.boolean(),
    tos_accepted: z.string().nullable().describe('When the farm admin accepted the terms of service (ISO 8601), null if not yet.'),
    has_admin_rights: z.boolean().describe('The caller administers this farm (farm admin, interim admin, association admin or superuser).'),
    cow_count: z.number().int(),
    locations: z.array(z.number().int()),
    sites: z.array(z.number().int()),
    unassigned_sites: z.array(z.number().int()).describe('Sites of the farm without a location.'),
    has_current_report: z.boolean().describe('Some site has a report inspected within the last 62 days.'),
  })
  .meta({ id: 'Farm' });
export type FarmOut = z.infer<typeof FarmSchema>;

export const FarmPage = pageOf(FarmSchema, 'FarmPage');

export const FarmListQuery = PageQuery.extend({
  search: TextQuery().optional().describe('Case-insensitive part of the display name or number.'),
  is_active: BoolQuery.optional(),
  tos_accepted: BoolQuery.optional().describe('Whether the terms of service were accepted.'),
  has_current_report: BoolQuery.optional(),
});
export type FarmListQuery = z.infer<typeof FarmListQuery>;
