import type { FastifyInstance } from 'fastify';
import { protectedRoutes } from '../../auth/hook.ts';
import { listRetrieveRoutes } from '../../http/routes.ts';
import { getAlert, listAlerts } from './queries.ts';
import { AlertListQuery, AlertPage, AlertSchema } from './schemas.ts';

export async function alertRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    listRetrieveRoutes(scope, {
      base: '/alerts',
      tag: 'alerts',
      list: { operationId: 'listAlerts', querystring: AlertListQuery, response: AlertPage, handler: listAlerts },
      retrieve: { operationId: 'getAlert', response: AlertSchema, handler: getAlert },
    });
  });
}
