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

/** A delete answers 204 without a body (GraphQL: a Void field). */
const NoContent = z.null().describe('Gelöscht.');
const UserCsv = z.string().describe('Benutzerexport_YYYYMMDD.csv: UTF-8 with BOM, semicolons, German headers.');

export async function userRoutes(app: FastifyInstance) {
  // The mailed verification link is followed without a login (the token is the proof).
  app.withTypeProvider<ZodTypeProvider>().post('/verify_email/', {
    bodyLimit: BODY_LIMITS.small,
    schema: { operationId: 'confirmEmail', tags: ['users'], security: [], body: ConfirmEmailRequest, response: { 200: Detail } },
    handler: (req) => confirmEmail(req, req.body.token),
  });
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

    // Writes (issue 9).
    api.post('/users/', {
      schema: { operationId: 'createUser', tags: ['users'], body: UserCreate, response: { 201: UserSchema } },
      handler: async (req, reply) => reply.code(201).send(await createUser(req, req.body)),
    });
    api.patch('/users/:id/', {
      schema: { operationId: 'updateUser', tags: ['users'], params: IdParams, body: UserUpdate, response: { 200: UserSchema } },
      handler: (req) => updateUser(req, req.params.id, req.body),
    });
    api.get('/users/csv/', {
      schema: {
        operationId: 'exportUsersCsv',
        tags: ['users'],
        response: { 200: { description: 'CSV file', content: { 'text/csv': { schema: UserCsv } } } },
      },
      handler: (req, reply) => exportUsersCsv(req, reply),
    });
    api.post('/users/:id/verify_email/', {
      bodyLimit: BODY_LIMITS.small,
      schema: { operationId: 'requestEmailVerification', tags: ['users'], params: IdParams, body: VerifyEmailRequest, response: { 200: Detail } },
      handler: (req) => requestEmailVerification(req, req.params.id, req.body.email),
    });
    api.post('/users/:userId/associations/', {
      schema: { operationId: 'createUserAssociation', tags: ['users'], params: UserParams, body: UserAssociationInput, response: { 201: UserAssociationSchema } },
      handler: async (req, reply) => reply.code(201).send(await createUserAssociation(req, req.params.userId, req.body)),
    });
    api.patch('/users/:userId/associations/:association/', {
      schema: { operationId: 'updateUserAssociation', tags: ['users'], params: UserAssociationParams, body: UserAssociationPatch, response: { 200: UserAssociationSchema } },
      handler: (req) => updateUserAssociation(req, req.params.userId, req.params.association, req.body),
    });
    api.delete('/users/:userId/associations/:association/', {
      schema: { operationId: 'deleteUserAssociation', tags: ['users'], params: UserAssociationParams, response: { 204: NoContent } },
      handler: async (req, reply) => {
        await deleteUserAssociation(req, req.params.userId, req.params.association);
        return reply.code(204).send(null);
      },
    });
    api.post('/users/:userId/locations/', {
      schema: { operationId: 'createUserLocation', tags: ['users'], params: UserParams, body: UserLocationInput, response: { 201: UserLocationSchema } },
      handler: async (req, reply) => reply.code(201).send(await createUserLocation(req, req.params.userId, req.body)),
    });
    api.patch('/users/:userId/locations/:location/', {
      schema: { operationId: 'updateUserLocation', tags: ['users'], params: UserLocationParams, body: UserLocationPatch, response: { 200: UserLocationSchema } },
      handler: (req) => updateUserLocation(req, req.params.userId, req.params.location, req.body),
    });
    api.delete('/users/:userId/locations/:location/', {
      schema: { operationId: 'deleteUserLocation', tags: ['users'], params: UserLocationParams, response: { 204: NoContent } },
      handler: async (req, reply) => {
        await deleteUserLocation(req, req.params.userId, req.params.location);
        return reply.code(204).send(null);
      },
    });
    api.post('/users/:id/farm_admin/', {
      bodyLimit: BODY_LIMITS.small,
      schema: { operationId: 'addFarmAdmin', tags: ['users'], params: IdParams, body: FarmAdminRequest, response: { 201: FarmAdminLinkSchema } },
      handler: async (req, reply) => reply.code(201).send(await addFarmAdmin(req, req.params.id, req.body.farm)),
    });
    api.delete('/users/:id/farm_admin/', {
      schema: { operationId: 'removeFarmAdmin', tags: ['users'], params: IdParams, querystring: FarmAdminQuery, response: { 204: NoContent } },
      handler: async (req, reply) => {
        await removeFarmAdmin(req, req.params.id, req.query.farm);
        return reply.code(204).send(null);
      },
    });
  });
}
