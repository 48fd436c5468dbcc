import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { protectedRoutes } from '../../auth/hook.ts';
import { IdParams } from '../../http/query.ts';
import { getReport, listReportFields, listReports } from './queries.ts';
import { ReportFieldListSchema, ReportFieldQuery, ReportListQuery, ReportPage, ReportSchema } from './schemas.ts';

export async function reportRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get('/reports/fields/', {
      schema: {
        operationId: 'listReportFields',
        tags: ['reports'],
        description: 'The whole figure catalogue in one unpaginated list (about 170 entries), highest priority first, then name.',
        querystring: ReportFieldQuery,
        response: { 200: ReportFieldListSchema },
      },
      handler: (req) => listReportFields(req, req.query),
    });
    api.get('/reports/', {
      schema: {
        operationId: 'listReports',
        tags: ['reports'],
        description: 'Reports of sites in scope, newest inspection first (then id descending).',
        querystring: ReportListQuery,
        response: { 200: ReportPage },
      },
      handler: (req) => listReports(req, req.query),
    });
    api.get('/reports/:id/', {
      schema: { operationId: 'getReport', tags: ['reports'], params: IdParams, response: { 200: ReportSchema } },
      handler: (req) => getReport(req, req.params.id),
    });
  });
}
