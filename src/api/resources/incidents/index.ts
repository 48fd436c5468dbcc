import type { FastifyInstance } from 'fastify';
import { protectedRoutes } from '../../auth/hook.ts';
import { listRetrieveRoutes } from '../../http/routes.ts';
import { writeRoutes } from '../../http/write-routes.ts';
import { deleteIncident, updateIncident } from './handlers.ts';
import { getIncident, listIncidents } from './queries.ts';
import { IncidentListQuery, IncidentPage, IncidentSchema, IncidentUpdate } from './schemas.ts';

export async function incidentRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    listRetrieveRoutes(scope, {
      base: '/incidents',
      tag: 'incidents',
      list: {
        operationId: 'listIncidents',
        summary: 'List incidents',
        description:
          "Incidents of entities in scope, most recently observed first. A site's history: entity_type=site&entity_id={id} (observed_from/observed_to for the last 12 months); 'Aktuelle Meldungen': latest_per_site=true.",
        querystring: IncidentListQuery,
        response: IncidentPage,
        handler: listIncidents,
      },
      retrieve: { operationId: 'getIncident', summary: 'Get an incident', response: IncidentSchema, handler: getIncident },
    });
    // Incidents are recorded by detection only: no create, no replace.
    writeRoutes(scope, {
      base: '/incidents',
      tag: 'incidents',
      update: {
        operationId: 'updateIncident',
        summary: 'Acknowledge an incident',
        description: "Acknowledge (or un-acknowledge) with a comment; whoever may configure the entity's controlling.",
        body: IncidentUpdate,
        response: IncidentSchema,
        handler: updateIncident,
      },
      remove: { operationId: 'deleteIncident', summary: 'Delete an incident', description: 'Superusers only.', handler: deleteIncident },
    });
  });
}
