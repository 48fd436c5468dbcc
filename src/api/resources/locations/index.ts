import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { protectedRoutes } from '../../auth/hook.ts';
import { IdParams } from '../../http/query.ts';
import { getLocationProfile } from '../profiles/queries.ts';
import { ProfileSchema } from '../profiles/schemas.ts';
import { getLocation, listLocations } from './queries.ts';
import { LocationListQuery, LocationPage, LocationSchema } from './schemas.ts';

export async function locationRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get('/locations/', {
      schema: { operationId: 'listLocations', tags: ['locations'], querystring: LocationListQuery, response: { 200: LocationPage } },
      handler: (req) => listLocations(req, req.query),
    });
    api.get('/locations/:id/', {
      schema: { operationId: 'getLocation', tags: ['locations'], params: IdParams, response: { 200: LocationSchema } },
      handler: (req) => getLocation(req, req.params.id),
    });
    api.get('/locations/:id/profile/', {
      schema: { operationId: 'getLocationProfile', tags: ['locations'], params: IdParams, response: { 200: ProfileSchema } },
      handler: (req) => getLocationProfile(req, req.params.id),
    });
  });
}
