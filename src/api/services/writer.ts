// How every writing handler starts: the caller's scope, the database, the actor the audit records
// and the instance (its engine, for writes that run detection).
import type { FastifyRequest } from 'fastify';
import { callerScope } from './scope.ts';

export async function writer(request: FastifyRequest) {
  return { scope: await callerScope(request), db: request.server.deps.database.db, actorId: request.actor.id, app: request.server };
}

export type Writer = Awaited<ReturnType<typeof writer>>;
