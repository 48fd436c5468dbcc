// Bearer authentication for every route that is not explicitly public.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors.ts';
import { enforceTerms } from './terms-gate.ts';
import { userInactive } from './problems.ts';
import { PROBLEM_TEXTS } from '../../domain/errors.ts';

export async function authenticate(request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(.+)$/i);
  if (!match?.[1]) throw unauthorized(PROBLEM_TEXTS.notAuthenticated, 'not_authenticated');
  const claims = await request.server.deps.signer.verifyAccess(match[1]);
  // The version reading the access cache takes next begins after this mark.
  const since = request.server.versions.mark();
  const entry = await request.server.accessCache.entry(claims.id);
  const actor = await entry.actor;
  if (!actor || !actor.isActive) throw userInactive();
  request.actor = actor;
  request.accessEntry = entry;
  request.versionsSince = since;
}

/**
 * Routes registered inside `register` require a valid access token, and for farm users accepted
 * terms unless the route's `config.terms` says otherwise (auth/terms-gate.ts).
 */
export function protectedRoutes(app: FastifyInstance, register: (scope: FastifyInstance) => Promise<void> | void) {
  return app.register(async (scope) => {
    scope.addHook('onRequest', authenticate);
    scope.addHook('onRequest', enforceTerms);
    await register(scope);
  });
}
