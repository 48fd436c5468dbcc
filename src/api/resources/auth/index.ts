import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { protectedRoutes } from '../../auth/hook.ts';
import { BODY_LIMITS } from '../../http/body-limit.ts';
import { Detail } from '../password-reset/schemas.ts';
import { CurrentUserSchema } from '../users/schemas.ts';
import { currentUser, logout, obtainToken, rotateRefresh } from './handlers.ts';
import { RefreshRequest, TokenPair, TokenRequest } from './schemas.ts';

export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/token/', {
    bodyLimit: BODY_LIMITS.small,
    schema: { operationId: 'obtainToken', summary: 'Log in: obtain an access and a refresh token', tags: ['auth'], security: [], errors: [401, 429], body: TokenRequest, response: { 200: TokenPair } },
    handler: (req) => obtainToken(req, req.body.username, req.body.password),
  });
  api.post('/refresh/', {
    bodyLimit: BODY_LIMITS.small,
    schema: { operationId: 'refreshToken', summary: 'Exchange a refresh token for new tokens', tags: ['auth'], security: [], errors: [401], body: RefreshRequest, response: { 200: TokenPair } },
    handler: (req) => rotateRefresh(app.deps, req.body.refresh),
  });
  // No bearer needed: the access token may have run out; holding the refresh token is the proof.
  api.post('/logout/', {
    bodyLimit: BODY_LIMITS.small,
    schema: {
      operationId: 'logout',
      summary: 'Log out: revoke the refresh token',
      tags: ['auth'],
      security: [],
      errors: [401],
      description: 'Ends the login the refresh token belongs to: its whole token family is revoked.',
      body: RefreshRequest,
      response: { 200: Detail },
    },
    handler: (req) => logout(app.deps, req.body.refresh),
  });
  await protectedRoutes(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().get('/users/current-user/', {
      config: { terms: 'open' },
      schema: { operationId: 'currentUser', summary: 'Get the logged-in user', tags: ['users'], response: { 200: CurrentUserSchema } },
      handler: currentUser,
    });
  });
}
