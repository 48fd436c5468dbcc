// Read side of users: list and retrieve, a user's association and location links, terms state.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { protectedRoutes } from '../../auth/hook.ts';
import { IdParams } from '../../http/query.ts';
import {
  TermsOfServiceSchema,
  UserAssociationListSchema,
  UserAssociationParams,
  UserAssociationSchema,
  UserListQuery,
  UserLocationListSchema,
  UserLocationParams,
  UserLocationSchema,
  UserPage,
  UserParams,
} from './link-schemas.ts';
import {
  getTermsOfService,
  getUser,
  getUserAssociation,
  getUserLocation,
  listUserAssociations,
  listUserLocations,
  listUsers,
} from './queries.ts';
import { UserSchema } from './schemas.ts';

export async function userRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get('/users/', {
      schema: { operationId: 'listUsers', tags: ['users'], querystring: UserListQuery, response: { 200: UserPage } },
      handler: (req) => listUsers(req, req.query),
    });
    api.get('/users/:id/', {
      schema: { operationId: 'getUser', tags: ['users'], params: IdParams, response: { 200: UserSchema } },
      handler: (req) => getUser(req, req.params.id),
    });
    api.get('/users/:userId/associations/', {
      schema: { operationId: 'listUserAssociations', tags: ['users'], params: UserParams, response: { 200: UserAssociationListSchema } },
      handler: (req) => listUserAssociations(req, req.params.userId),
    });
    api.get('/users/:userId/associations/:association/', {
      schema: { operationId: 'getUserAssociation', tags: ['users'], params: UserAssociationParams, response: { 200: UserAssociationSchema } },
      handler: (req) => getUserAssociation(req, req.params.userId, req.params.association),
    });
    api.get('/users/:userId/locations/', {
      schema: { operationId: 'listUserLocations', tags: ['users'], params: UserParams, response: { 200: UserLocationListSchema } },
      handler: (req) => listUserLocations(req, req.params.userId),
    });
    api.get('/users/:userId/locations/:location/', {
      schema: { operationId: 'getUserLocation', tags: ['users'], params: UserLocationParams, response: { 200: UserLocationSchema } },
      handler: (req) => getUserLocation(req, req.params.userId, req.params.location),
    });
    api.get('/users/:userId/terms_of_service/', {
      config: { terms: 'own' },
      schema: { operationId: 'getUserTermsOfService', tags: ['users'], params: UserParams, response: { 200: TermsOfServiceSchema } },
      handler: (req) => getTermsOfService(req, req.params.userId),
    });
  });
}
