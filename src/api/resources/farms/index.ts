import type { FastifyInstance } from 'fastify';
import { protectedRoutes } from '../../auth/hook.ts';
import { listRetrieveRoutes } from '../../http/routes.ts';
import { getFarm, listFarms } from './queries.ts';
import { FarmListQuery, FarmPage, FarmSchema } from './schemas.ts';

export async function farmRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    listRetrieveRoutes(scope, {
      base: '/farms',
      // Part of the navigation guard's minimum data: a farm admin reads it before accepting the terms.
      terms: 'minimum',
      tag: 'farms',
      list: { operationId: 'listFarms', querystring: FarmListQuery, response: FarmPage, handler: listFarms },
      retrieve: { operationId: 'getFarm', response: FarmSchema, handler: getFarm },
    });
  });
}
