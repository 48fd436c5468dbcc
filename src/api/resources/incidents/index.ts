import type { FastifyInstance } from 'fastify';
import { protectedRoutes } from '../../auth/hook.ts';
import { listRetrieveRoutes } from '../../http/routes.ts';
import { getIncident, listIncidents } from './queries.ts';
import { IncidentListQuery, IncidentPage, IncidentSchema } from './schemas.ts';

export async function incidentRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    listRetrieveRoutes(scope, {
      base: '/incidents',
      tag: 'incidents',
      list: {
        operationId: 'listIncidents',
        description: 'Incidents of entities in scope, most recently observed first.',
        querystring: IncidentListQuery,
        response: IncidentPage,
        handler: listIncidents,
      },
      retrieve: { operationId: 'getIncident', response: IncidentSchema, handler: getIncident },
    });
  });
}
