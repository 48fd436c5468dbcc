import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { protectedRoutes } from '../../auth/hook.ts';
import { IdParams } from '../../http/query.ts';
import { listRetrieveRoutes } from '../../http/routes.ts';
import { getLocationProfile } from '../profiles/queries.ts';
import { ProfileSchema } from '../profiles/schemas.ts';
import { getLocation, listLocations } from './queries.ts';
import { LocationListQuery, LocationPage, LocationSchema } from './schemas.ts';

export async function locationRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    listRetrieveRoutes(scope, {
      base: '/locations',
      // Part of the navigation guard's minimum data: a farm admin reads it before accepting the terms.
      terms: 'minimum',
      tag: 'locations',
      list: { operationId: 'listLocations', querystring: LocationListQuery, response: LocationPage, handler: listLocations },
      retrieve: { operationId: 'getLocation', response: LocationSchema, handler: getLocation },
    });
    scope.withTypeProvider<ZodTypeProvider>().get('/locations/:id/profile/', {
      schema: { operationId: 'getLocationProfile', tags: ['locations'], params: IdParams, response: { 200: ProfileSchema } },
      handler: (req) => getLocationProfile(req, req.params.id),
    });
  });
}
