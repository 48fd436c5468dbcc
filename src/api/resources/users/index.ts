// Users: list and retrieve, create and edit, the CSV export, e-mail verification, a user's
// association, location and farm-admin links, terms state.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { protectedRoutes } from '../../auth/hook.ts';
import { BODY_LIMITS } from '../../http/body-limit.ts';
import { IdParams } from '../../http/query.ts';
import { Detail } from '../password-reset/schemas.ts';
import { createUser, updateUser } from './commands.ts';
import { exportUsersCsv } from './csv-export.ts';
import { confirmEmail, requestEmailVerification } from './email-verification.ts';
import {
  addFarmAdmin,
  createUserAssociation,
  createUserLocation,
  deleteUserAssociation,
  deleteUserLocation,
  removeFarmAdmin,
  updateUserAssociation,
  updateUserLocation,
} from './link-commands.ts';
import { NoContent, userLinkRoutes } from './link-routes.ts';
import {
  TermsOfServiceSchema,
  UserAssociationListSchema,
  UserAssociationSchema,
  UserListQuery,
  UserLocationListSchema,
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
import {
  ConfirmEmailRequest,
  FarmAdminLinkSchema,
  FarmAdminQuery,
  FarmAdminRequest,
  UserAssociationInput,
  UserAssociationPatch,
  UserCreate,
  UserLocationInput,
  UserLocationPatch,
  UserUpdate,
  VerifyEmailRequest,
} from './write-schemas.ts';

const UserCsv = z.string().describe('Benutzerexport_YYYYMMDD.csv: UTF-8 with BOM, semicolons, German headers.');

export async function userRoutes(app: FastifyInstance) {
  // The mailed verification link is followed without a login (the token is the proof).
  app.withTypeProvider<ZodTypeProvider>().post('/verify_email/', {
    bodyLimit: BODY_LIMITS.small,
    schema: { operationId: 'confirmEmail', summary: 'Confirm an e-mail address with the mailed link', tags: ['users'], security: [], body: ConfirmEmailRequest, response: { 200: Detail } },
    handler: (req) => confirmEmail(req, req.body.token),
  });
  await protectedRoutes(app, (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get('/users/', {
      schema: { operationId: 'listUsers', summary: 'List users', tags: ['users'], querystring: UserListQuery, response: { 200: UserPage } },
      handler: (req) => listUsers(req, req.query),
    });
    api.get('/users/:id/', {
      schema: { operationId: 'getUser', summary: 'Get a user', tags: ['users'], params: IdParams, response: { 200: UserSchema } },
      handler: (req) => getUser(req, req.params.id),
    });
    api.get('/users/:userId/terms_of_service/', {
      config: { terms: 'own' },
      schema: { operationId: 'getUserTermsOfService', summary: "Get a user's terms-of-use status", tags: ['users'], params: UserParams, response: { 200: TermsOfServiceSchema } },
      handler: (req) => getTermsOfService(req, req.params.userId),
    });

    // Writes.
    api.post('/users/', {
      schema: { operationId: 'createUser', summary: 'Create a user', tags: ['users'], body: UserCreate, response: { 201: UserSchema } },
      handler: async (req, reply) => reply.code(201).send(await createUser(req, req.body)),
    });
    api.patch('/users/:id/', {
      schema: { operationId: 'updateUser', summary: 'Update a user', tags: ['users'], params: IdParams, body: UserUpdate, response: { 200: UserSchema } },
      handler: (req) => updateUser(req, req.params.id, req.body),
    });
    api.get('/users/csv/', {
      schema: {
        operationId: 'exportUsersCsv',
        summary: 'Export users as CSV',
        tags: ['users'],
        response: { 200: { description: 'CSV file', content: { 'text/csv': { schema: UserCsv } } } },
      },
      handler: (req, reply) => exportUsersCsv(req, reply),
    });
    api.post('/users/:id/verify_email/', {
      bodyLimit: BODY_LIMITS.small,
      schema: { operationId: 'requestEmailVerification', summary: 'Send an e-mail verification link', tags: ['users'], errors: [429], params: IdParams, body: VerifyEmailRequest, response: { 200: Detail } },
      handler: (req) => requestEmailVerification(req, req.params.id, req.body.email),
    });
    userLinkRoutes(scope, {
      path: 'associations',
      key: 'association',
      noun: 'UserAssociation',
      item: UserAssociationSchema,
      list: UserAssociationListSchema,
      input: UserAssociationInput,
      patch: UserAssociationPatch,
      handlers: { list: listUserAssociations, get: getUserAssociation, create: createUserAssociation, update: updateUserAssociation, remove: deleteUserAssociation },
    });
    userLinkRoutes(scope, {
      path: 'locations',
      key: 'location',
      noun: 'UserLocation',
      item: UserLocationSchema,
      list: UserLocationListSchema,
      input: UserLocationInput,
      patch: UserLocationPatch,
      handlers: { list: listUserLocations, get: getUserLocation, create: createUserLocation, update: updateUserLocation, remove: deleteUserLocation },
    });
    api.post('/users/:id/farm_admin/', {
      bodyLimit: BODY_LIMITS.small,
      schema: { operationId: 'addFarmAdmin', summary: 'Make a user administrator of a farm', tags: ['users'], params: IdParams, body: FarmAdminRequest, response: { 201: FarmAdminLinkSchema } },
      handler: async (req, reply) => reply.code(201).send(await addFarmAdmin(req, req.params.id, req.body.farm)),
    });
    api.delete('/users/:id/farm_admin/', {
      schema: { operationId: 'removeFarmAdmin', summary: 'Remove a user as administrator of a farm', tags: ['users'], params: IdParams, querystring: FarmAdminQuery, response: { 204: NoContent } },
      handler: async (req, reply) => {
        await removeFarmAdmin(req, req.params.id, req.query.farm);
        return reply.code(204).send(null);
      },
    });
  });
}
