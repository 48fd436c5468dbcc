import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { protectedRoutes } from '../../auth/hook.ts';
import { listRetrieveRoutes } from '../../http/routes.ts';
import { writeRoutes } from '../../http/write-routes.ts';
import { exportFarmsCsv } from './csv-export.ts';
import { createFarm, deleteFarm, updateFarm } from './handlers.ts';
import { getFarm, listFarms } from './queries.ts';
import { FarmCreate, FarmCsvQuery, FarmListQuery, FarmPage, FarmReplace, FarmSchema, FarmUpdate } from './schemas.ts';

const FarmCsv = z.string().describe('LDWUexport_YYYYMMDD.csv: UTF-8 with BOM, semicolons, German headers.');

export async function farmRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    // Before the list routes: '/farms/csv/' is no farm id.
    scope.withTypeProvider<ZodTypeProvider>().get('/farms/csv/', {
      config: { terms: 'gated' },
      schema: {
        operationId: 'exportFarmsCsv',
        // A file: REST only, no GraphQL field (mesh/compose.ts).
        'x-rest-only': true,
        tags: ['farms'],
        summary: 'Export the farm list as CSV',
        description: 'Every farm in the caller\'s scope passing the list\'s filters, in the list\'s order.',
        querystring: FarmCsvQuery,
        response: { 200: { description: 'CSV file', content: { 'text/csv': { schema: FarmCsv } } } },
      } as never,
      handler: (req, reply) => exportFarmsCsv(req, reply, req.query as FarmCsvQuery) as never,
    });
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
