import { z } from 'zod';
import { DASHBOARD_REPORTS_MAX } from '../../../domain/constants.ts';

export const DashboardSummarySchema = z
  .object({
    farm_count: z.number().int().describe('Farms (LDWU) in the caller’s scope.'),
    site_count: z.number().int().describe('Sites (Betriebsstätten) of those farms.'),
    cow_count: z.number().int().describe('Sum of cow_count over those farms (Kuh-Bestand).'),
    last_inspection_date: z.string().nullable().describe('YYYY-MM-DD: the newest inspection among the sites’ latest reports; null without reports.'),
    last_processing_date: z.string().nullable().describe('ISO 8601: the newest processing date among the sites’ latest reports; null without reports.'),
    locations_lacking_profile: z.number().int().describe('Locations without an active profile or whose active profile is incomplete (src/domain/data-integrity.ts).'),
    sites_without_location: z.number().int().describe('Sites not assigned to a location.'),
  })
  .meta({ id: 'DashboardSummary' });
export type DashboardSummaryOut = z.infer<typeof DashboardSummarySchema>;

export const DashboardReportQuery = z.object({
  limit: z.coerce.number().int().min(1).max(DASHBOARD_REPORTS_MAX).default(DASHBOARD_REPORTS_MAX),
});
export type DashboardReportQuery = z.infer<typeof DashboardReportQuery>;

export const DashboardReportSchema = z
  .object({
    id: z.number().int(),
    inspection_date: z.string().describe('YYYY-MM-DD'),
    processing_date: z.string().describe('ISO 8601'),
    farm: z.number().int(),
    farm_name: z.string(),
    site: z.number().int(),
    site_name: z.string().describe("The site's display name."),
    values: z.array(z.object({ pythonic_name: z.string(), value: z.number().nullable() }).meta({ id: 'DashboardReportValue' })).describe('The six dashboard figures of product rules ‹Business constants and limits›, in that order.'),
  })
  .meta({ id: 'DashboardReport' });
export type DashboardReportOut = z.infer<typeof DashboardReportSchema>;

export const DashboardReportListSchema = z.object({ reports: z.array(DashboardReportSchema) }).meta({ id: 'DashboardReportList' });
