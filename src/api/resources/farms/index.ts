import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { protectedRoutes } from '../../auth/hook.ts';
import { IdParams } from '../../http/query.ts';
import { getFarm, listFarms } from './queries.ts';
import { FarmListQuery, FarmPage, FarmSchema } from './schemas.ts';

export async function farmRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get('/farms/', {
      schema: { operationId: 'listFarms', tags: ['farms'], querystring: FarmListQuery, response: { 200: FarmPage } },
      handler: (req) => listFarms(req, req.query),
    });
    api.get('/farms/:id/', {
      schema: { operationId: 'getFarm', tags: ['farms'], params: IdParams, response: { 200: FarmSchema } },
      handler: (req) => getFarm(req, req.params.id),
    });
  });
}
