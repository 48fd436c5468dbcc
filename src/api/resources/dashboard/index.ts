// GET /dashboard/ and /dashboard/reports/: the start page's aggregate figures and newest reports
//, scoped like every read.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { protectedRoutes } from '../../auth/hook.ts';
import { getDashboardSummary } from './queries.ts';
import { listDashboardReports } from './reports.ts';
import { DashboardReportListSchema, DashboardReportQuery, DashboardSummarySchema } from './schemas.ts';

export async function dashboardRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().get('/dashboard/', {
      config: { terms: 'gated' },
      schema: {
        operationId: 'getDashboardSummary',
        summary: "Start-page figures of the caller's scope",
        tags: ['dashboard'],
        description:
          "Figures of the start page over the caller's scope: farms, sites, Kuh-Bestand, the newest inspection and processing date of the sites' latest reports, and the data-integrity counts.",
        response: { 200: DashboardSummarySchema },
      },
      handler: (req) => getDashboardSummary(req),
    });
    scope.withTypeProvider<ZodTypeProvider>().get('/dashboard/reports/', {
      config: { terms: 'gated' },
      schema: {
        operationId: 'listDashboardReports',
        summary: "Newest reports of the caller's sites",
        tags: ['dashboard'],
        description:
          "'Milchleistungsprüfungen': the newest reports of the caller's sites (at most 10), newest inspection first, with farm and site names and the six figures of the start page.",
        querystring: DashboardReportQuery,
        response: { 200: DashboardReportListSchema },
      },
      handler: (req) => listDashboardReports(req, req.query),
    });
  });
}
