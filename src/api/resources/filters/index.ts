import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { protectedRoutes } from '../../auth/hook.ts';
import { IdParams } from '../../http/query.ts';
import { getFigureFilter, listFigureFilters } from './queries.ts';
import { FigureFilterListQuery, FigureFilterPage, FigureFilterSchema } from './schemas.ts';

export async function figureFilterRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get('/filters/', {
      schema: { operationId: 'listFilters', tags: ['filters'], querystring: FigureFilterListQuery, response: { 200: FigureFilterPage } },
      handler: (req) => listFigureFilters(req, req.query),
    });
    api.get('/filters/:id/', {
      schema: { operationId: 'getFilter', tags: ['filters'], params: IdParams, response: { 200: FigureFilterSchema } },
      handler: (req) => getFigureFilter(req, req.params.id),
    });
  });
}
