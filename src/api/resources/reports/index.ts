import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { protectedRoutes } from '../../auth/hook.ts';
import { listRetrieveRoutes } from '../../http/routes.ts';
import { getReport, listReportFields, listReports } from './queries.ts';
import { reportCsvRoutes } from './export.ts';
import { reportUploadRoute } from './upload/index.ts';
import { ReportFieldListSchema, ReportFieldQuery, ReportListQuery, ReportPage, ReportSchema } from './schemas.ts';

export async function reportRoutes(app: FastifyInstance) {
  await protectedRoutes(app, async (scope) => {
    await reportUploadRoute(scope);
    reportCsvRoutes(scope);
    scope.withTypeProvider<ZodTypeProvider>().get('/reports/fields/', {
      schema: {
        operationId: 'listReportFields',
        summary: 'List the report fields (figure catalogue)',
        tags: ['reports'],
        description: 'The whole figure catalogue in one unpaginated list (about 170 entries), highest priority first, then name.',
        querystring: ReportFieldQuery,
        response: { 200: ReportFieldListSchema },
      },
      handler: (req) => listReportFields(req, req.query),
    });
    listRetrieveRoutes(scope, {
      base: '/reports',
      tag: 'reports',
      list: {
        operationId: 'listReports',
        summary: 'List reports',
        description: 'Reports of sites in scope, newest inspection first (then id descending).',
        querystring: ReportListQuery,
        response: ReportPage,
        handler: listReports,
      },
      retrieve: { operationId: 'getReport', summary: 'Get a report', response: ReportSchema, handler: getReport },
    });
  });
}
