// Bearer authentication for every route that is not explicitly public.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors.ts';
import { enforceTerms } from './terms-gate.ts';
import { userInactive } from './problems.ts';
import { PROBLEM_TEXTS } from '../../domain/errors.ts';

export async function authenticate(request: FastifyRequest): Promise<void> {
  // Marked as the request arrives: any version reading begun later shows every commit made before
  // it, so requests that arrived together (one GraphQL operation's REST calls) share one.
  const since = request.server.versions.mark();
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(.+)$/i);
  if (!match?.[1]) throw unauthorized(PROBLEM_TEXTS.notAuthenticated, 'not_authenticated');
  const claims = await request.server.deps.signer.verifyAccess(match[1]);
  const entry = await request.server.accessCache.entry(claims.id, since);
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
