import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { protectedRoutes } from '../../auth/hook.ts';
import { BODY_LIMITS } from '../../http/body-limit.ts';
import { IdParams } from '../../http/query.ts';
import { acceptTerms } from './handlers.ts';
import { TermsAcceptance, TermsAcceptanceRequest } from './schemas.ts';

export async function termsRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post('/users/:id/terms_of_service_acceptance/', {
      bodyLimit: BODY_LIMITS.small,
      config: { terms: 'open' },
      schema: {
        operationId: 'acceptTermsOfService',
        summary: "Accept the terms of use for a user's farm",
        tags: ['users'],
        // The terms gate leaves this route open; the handler admits farm admins only.
        errors: [403],
        params: IdParams,
        body: TermsAcceptanceRequest,
        response: { 200: TermsAcceptance },
      },
      handler: (req) => acceptTerms(req, req.params.id, req.body.farm),
    });
  });
}
