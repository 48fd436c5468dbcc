import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { protectedRoutes } from '../../auth/hook.ts';
import { IdParams } from '../../http/query.ts';
import { listRetrieveRoutes } from '../../http/routes.ts';
import { writeRoutes } from '../../http/write-routes.ts';
import { saveLocationProfile } from '../profiles/handlers.ts';
import { getLocationProfile } from '../profiles/queries.ts';
import { LocationProfileWrite, ProfileSchema } from '../profiles/schemas.ts';
import { createLocation, deleteLocation, updateLocation } from './handlers.ts';
import { getLocation, listLocations } from './queries.ts';
import { LocationListQuery, LocationPage, LocationSchema, LocationUpdate, LocationWrite } from './schemas.ts';

export async function locationRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    listRetrieveRoutes(scope, {
      base: '/locations',
      // Part of the navigation guard's minimum data: a farm admin reads it before accepting the terms.
      terms: 'minimum',
      tag: 'locations',
      list: { operationId: 'listLocations', summary: 'List locations', querystring: LocationListQuery, response: LocationPage, handler: listLocations },
      retrieve: { operationId: 'getLocation', summary: 'Get a location', response: LocationSchema, handler: getLocation },
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get('/locations/:id/profile/', {
      schema: { operationId: 'getLocationProfile', summary: "Get a location's active profile", tags: ['locations'], params: IdParams, response: { 200: ProfileSchema } },
      handler: (req) => getLocationProfile(req, req.params.id),
    });
    api.post('/locations/:id/profile/', {
      schema: {
        operationId: 'saveLocationProfile',
        summary: "Save a location's profile answers",
        tags: ['locations'],
        description: 'A new profile version with these answers, made the active profile; incomplete unless every question is answered.',
        params: IdParams,
        body: LocationProfileWrite,
        response: { 201: ProfileSchema },
      },
      handler: async (req, reply) => {
        const saved = await saveLocationProfile(req, req.params.id, req.body.management_options);
        reply.code(201);
        return saved;
      },
    });
    writeRoutes(scope, {
      base: '/locations',
      tag: 'locations',
      create: { operationId: 'createLocation', summary: 'Create a location', description: 'Whoever administers the farm.', errors: [404], body: LocationWrite, response: LocationSchema, handler: createLocation },
      replace: { operationId: 'replaceLocation', summary: 'Replace a location', description: 'Whoever administers the farm.', body: LocationWrite, response: LocationSchema, handler: updateLocation },
      update: { operationId: 'updateLocation', summary: 'Update a location', description: 'Whoever administers the farm.', body: LocationUpdate, response: LocationSchema, handler: updateLocation },
      remove: { operationId: 'deleteLocation', summary: 'Delete a location', description: 'Whoever administers the farm; only without sites.', handler: deleteLocation },
    });
  });
}
