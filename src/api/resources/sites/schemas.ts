import { z } from 'zod';
import { PageQuery, pageOf } from '../../http/pagination.ts';
import { Id } from '../../http/query.ts';

export const LatestReportSchema = z
  .object({
    id: z.number().int(),
    inspection_date: z.string().describe('YYYY-MM-DD'),
    processing_date: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'LatestReport' });

export const SiteSchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    name: z.string(),
    display_name: z.string().describe('Farm number plus name, or the number zero-padded to the widest site number of the farm.'),
    farm: z.number().int(),
    location: z.number().int().nullable(),
    hbv: z.number().int().nullable().describe('The herd-book association (HBV) of the site.'),
    latest_report: LatestReportSchema.nullable(),
    has_current_report: z.boolean().describe('The latest report was inspected within the last 62 days.'),
  })
  .meta({ id: 'Site' });
export type SiteOut = z.infer<typeof SiteSchema>;

export const SitePage = pageOf(SiteSchema, 'SitePage');

export const SiteListQuery = PageQuery.extend({ farm: Id.optional(), location: Id.optional() });
export type SiteListQuery = z.infer<typeof SiteListQuery>;
