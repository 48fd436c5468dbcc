import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { protectedRoutes } from '../../auth/hook.ts';
import { IdParams } from '../../http/query.ts';
import { getIncident, listIncidents } from './queries.ts';
import { IncidentListQuery, IncidentPage, IncidentSchema } from './schemas.ts';

export async function incidentRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get('/incidents/', {
      schema: {
        operationId: 'listIncidents',
        tags: ['incidents'],
        description: 'Incidents of entities in scope, most recently observed first.',
        querystring: IncidentListQuery,
        response: { 200: IncidentPage },
      },
      handler: (req) => listIncidents(req, req.query),
    });
    api.get('/incidents/:id/', {
      schema: { operationId: 'getIncident', tags: ['incidents'], params: IdParams, response: { 200: IncidentSchema } },
      handler: (req) => getIncident(req, req.params.id),
    });
  });
}
