import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { protectedRoutes } from '../../auth/hook.ts';
import { acceptTerms } from './handlers.ts';
import { TermsAcceptance, TermsAcceptanceRequest } from './schemas.ts';

export async function termsRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post('/users/:id/terms_of_service_acceptance/', {
      schema: {
        operationId: 'acceptTermsOfService',
        tags: ['users'],
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: TermsAcceptanceRequest,
        response: { 200: TermsAcceptance },
      },
      handler: (req) => acceptTerms(req, req.params.id, req.body.farm),
    });
  });
}
