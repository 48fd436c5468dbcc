import type { FastifyInstance } from 'fastify';
import { protectedRoutes } from '../../auth/hook.ts';
import { listRetrieveRoutes } from '../../http/routes.ts';
import { getFigureFilter, listFigureFilters } from './queries.ts';
import { FigureFilterListQuery, FigureFilterPage, FigureFilterSchema } from './schemas.ts';

export async function figureFilterRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    listRetrieveRoutes(scope, {
      base: '/filters',
      tag: 'filters',
      list: { operationId: 'listFilters', querystring: FigureFilterListQuery, response: FigureFilterPage, handler: listFigureFilters },
      retrieve: { operationId: 'getFilter', response: FigureFilterSchema, handler: getFigureFilter },
    });
  });
}
