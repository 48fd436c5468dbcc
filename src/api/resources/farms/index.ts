import type { FastifyInstance } from 'fastify';
import { protectedRoutes } from '../../auth/hook.ts';
import { listRetrieveRoutes } from '../../http/routes.ts';
import { writeRoutes } from '../../http/write-routes.ts';
import { createFarm, deleteFarm, updateFarm } from './handlers.ts';
import { getFarm, listFarms } from './queries.ts';
import { FarmCreate, FarmListQuery, FarmPage, FarmReplace, FarmSchema, FarmUpdate } from './schemas.ts';

export async function farmRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    listRetrieveRoutes(scope, {
      base: '/farms',
      // Part of the navigation guard's minimum data: a farm admin reads it before accepting the terms.
      terms: 'minimum',
      tag: 'farms',
      list: { operationId: 'listFarms', summary: 'List farms', querystring: FarmListQuery, response: FarmPage, handler: listFarms },
      retrieve: { operationId: 'getFarm', summary: 'Get a farm', response: FarmSchema, handler: getFarm },
    });
    writeRoutes(scope, {
      base: '/farms',
      tag: 'farms',
      create: { operationId: 'createFarm', summary: 'Create a farm', description: 'Superusers only.', body: FarmCreate, response: FarmSchema, handler: createFarm },
      replace: {
        operationId: 'replaceFarm',
        summary: 'Replace a farm',
        description: 'Every writable field; rights as for updateFarm, checked on the fields that change.',
        body: FarmReplace,
        response: FarmSchema,
        handler: updateFarm,
      },
      update: {
        operationId: 'updateFarm',
        summary: 'Update a farm',
        description: 'name: whoever administers the farm; is_active: association admins of an association serving it; number, invoicing_association, cow_count: superusers.',
        body: FarmUpdate,
        response: FarmSchema,
        handler: updateFarm,
      },
      remove: { operationId: 'deleteFarm', summary: 'Delete a farm', description: 'Superusers only; not while the farm has sites.', handler: deleteFarm },
    });
  });
}
