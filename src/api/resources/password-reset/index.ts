import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BODY_LIMITS } from '../../http/body-limit.ts';
import { requestPasswordReset, resetPassword } from './handlers.ts';
import { Detail, RequestPasswordReset, ResetPassword } from './schemas.ts';

export async function passwordResetRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/request_reset_password/', {
    bodyLimit: BODY_LIMITS.small,
    schema: { operationId: 'requestPasswordReset', summary: 'Request a password-reset link by e-mail', tags: ['auth'], security: [], errors: [429], body: RequestPasswordReset, response: { 200: Detail } },
    handler: (req) => requestPasswordReset(req, req.body.email),
  });
  api.post('/reset_password/', {
    bodyLimit: BODY_LIMITS.small,
    schema: { operationId: 'resetPassword', summary: 'Set a new password with a reset link', tags: ['auth'], security: [], body: ResetPassword, response: { 200: Detail } },
    handler: (req) => resetPassword(app.deps, req.body),
  });
}
