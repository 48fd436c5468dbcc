import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { protectedRoutes } from '../../auth/hook.ts';
import { IdParams } from '../../http/query.ts';
import { getAlert, listAlerts } from './queries.ts';
import { AlertListQuery, AlertPage, AlertSchema } from './schemas.ts';

export async function alertRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get('/alerts/', {
      schema: { operationId: 'listAlerts', tags: ['alerts'], querystring: AlertListQuery, response: { 200: AlertPage } },
      handler: (req) => listAlerts(req, req.query),
    });
    api.get('/alerts/:id/', {
      schema: { operationId: 'getAlert', tags: ['alerts'], params: IdParams, response: { 200: AlertSchema } },
      handler: (req) => getAlert(req, req.params.id),
    });
  });
}
