import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { protectedRoutes } from '../../auth/hook.ts';
import { CurrentUserSchema } from '../users/schemas.ts';
import { currentUser, obtainToken, rotateRefresh } from './handlers.ts';
import { RefreshRequest, TokenPair, TokenRequest } from './schemas.ts';

export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/token/', {
    schema: { operationId: 'obtainToken', tags: ['auth'], security: [], body: TokenRequest, response: { 200: TokenPair } },
    handler: (req) => obtainToken(app.deps, req.body.username, req.body.password),
  });
  api.post('/refresh/', {
    schema: { operationId: 'refreshToken', tags: ['auth'], security: [], body: RefreshRequest, response: { 200: TokenPair } },
    handler: (req) => rotateRefresh(app.deps, req.body.refresh),
  });
  await protectedRoutes(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().get('/users/current-user/', {
      schema: { operationId: 'currentUser', tags: ['users'], response: { 200: CurrentUserSchema } },
      handler: currentUser,
    });
  });
}
