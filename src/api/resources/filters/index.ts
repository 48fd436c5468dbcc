import type { FastifyInstance } from 'fastify';
import { protectedRoutes } from '../../auth/hook.ts';
import { listRetrieveRoutes } from '../../http/routes.ts';
import { definitionWriteRoutes as writeRoutes } from '../../http/definition-write-routes.ts';
import { getFigureFilter, listFigureFilters } from './queries.ts';
import { FigureFilterListQuery, FigureFilterPage, FigureFilterPatchSchema, FigureFilterSchema, FigureFilterWriteSchema } from './schemas.ts';
import { createFigureFilter, deleteFigureFilter, updateFigureFilter } from './writes.ts';

export async function figureFilterRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    listRetrieveRoutes(scope, {
      base: '/filters',
      tag: 'filters',
      list: { operationId: 'listFilters', summary: 'List figure filters', querystring: FigureFilterListQuery, response: FigureFilterPage, handler: listFigureFilters },
      retrieve: { operationId: 'getFilter', summary: 'Get a figure filter', response: FigureFilterSchema, handler: getFigureFilter },
    });
    writeRoutes(scope, {
      base: '/filters',
      tag: 'filters',
      response: FigureFilterSchema,
      create: { operationId: 'createFilter', summary: 'Create a figure filter', body: FigureFilterWriteSchema, handler: createFigureFilter },
      replace: { operationId: 'replaceFilter', summary: 'Replace a figure filter', description: 'Owner only.', handler: (req, id, body) => updateFigureFilter(req, id, body) },
      update: { operationId: 'updateFilter', summary: 'Update a figure filter', description: 'Owner only; only the given keys change.', body: FigureFilterPatchSchema, handler: updateFigureFilter },
      remove: { operationId: 'deleteFilter', summary: 'Delete a figure filter', description: 'Owner only. Evaluations using the filter show all figures afterwards.', handler: deleteFigureFilter },
    });
  });
}
