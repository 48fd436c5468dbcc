import type { FastifyInstance } from 'fastify';
import { protectedRoutes } from '../../auth/hook.ts';
import { listRetrieveRoutes } from '../../http/routes.ts';
import { writeRoutes } from '../../http/write-routes.ts';
import { createSilence, updateSilence } from './handlers.ts';
import { getSilence, listSilences } from './queries.ts';
import { SilenceListQuery, SilencePage, SilenceSchema, SilenceUpdate, SilenceWrite } from './schemas.ts';

const MANAGERS = "Whoever may configure the controlling of the silence's entity (a control field's entity, or the site, location or farm): everyone but farm staff; farm staff with allow_alerts on its locations.";

export async function silenceRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    listRetrieveRoutes(scope, {
      base: '/silences',
      tag: 'silences',
      list: {
        operationId: 'listSilences',
        summary: 'List silences',
        description:
          "Silences whose entity is in scope: upcoming, active, and those ended in the last 30 days; active first. An entity page: entity_type and entity_id give those covering it (its own, its control fields', its location's and farm's).",
        querystring: SilenceListQuery,
        response: SilencePage,
        handler: listSilences,
      },
      retrieve: { operationId: 'getSilence', summary: 'Get a silence', response: SilenceSchema, handler: getSilence },
    });
    // No delete: ending early keeps the row as history.
    writeRoutes(scope, {
      base: '/silences',
      tag: 'silences',
      create: {
        operationId: 'createSilence',
        summary: 'Mute a control field, site, location or farm',
        description: `Incidents it covers while active are recorded but not mailed. ${MANAGERS}`,
        body: SilenceWrite,
        response: SilenceSchema,
        handler: createSilence,
      },
      update: {
        operationId: 'updateSilence',
        summary: 'End a silence early',
        description: `ended=true ends it now; the silence stays in the list as ended. ${MANAGERS}`,
        body: SilenceUpdate,
        response: SilenceSchema,
        handler: updateSilence,
      },
    });
  });
}
