// Enforces the terms status (src/domain/terms-access.ts) on every protected route: a farm user whose
// farms have not accepted the terms reads only what the route's `config.terms` level allows.
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isFarmUser } from '../../domain/roles.ts';
import { termsRefusal, type TermsLevel } from '../../domain/terms-access.ts';
import { termsStatus, type TermsStatus } from '../../domain/terms.ts';
import { sharedOnce } from './access-cache.ts';
import { farms } from '../db/schema.ts';
import { forbidden } from '../http/errors.ts';
import { callerScope, intArray } from '../services/scope.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Terms level of the route (default 'gated'); 'own' is open for the caller's own user id only. */
    terms?: TermsLevel | 'own';
  }
}

function routeLevel(request: FastifyRequest): TermsLevel {
  const level = request.routeOptions.config?.terms ?? 'gated';
  if (level !== 'own') return level;
  const params = request.params as { userId?: string; id?: string };
  return String(params.userId ?? params.id) === String(request.actor.id) ? 'open' : 'gated';
}

/** onRequest hook after authentication. */
export async function enforceTerms(request: FastifyRequest): Promise<void> {
  const actor = request.actor;
  if (actor.isSuperuser || !isFarmUser(actor.accountType)) return;
  const level = routeLevel(request);
  if (level === 'open') return;
  const status = await sharedOnce(request, 'terms', () => callerTermsStatus(request));
  const refusal = termsRefusal(status, level);
  if (refusal) throw forbidden(refusal.detail, refusal.code);
}

/** The caller's terms status from their farms as they are now. */
async function callerTermsStatus(request: FastifyRequest): Promise<TermsStatus> {
  const actor = request.actor;
  const scope = (await callerScope(request)).farms;
  const ids = scope.all ? [] : [...scope.farmIds];
  const rows = ids.length
    ? await request.server.deps.database.db
        .select({ id: farms.id, invoicingAssociationId: farms.invoicingAssociationId, tosAccepted: farms.tosAccepted })
        .from(farms)
        .where(sql`${farms.id} = any(${intArray(ids)})`)
    : [];
  return termsStatus(
    { account_type: actor.accountType, farms: ids },
    rows.map((f) => ({ id: f.id, invoicing_association: f.invoicingAssociationId, tos_accepted: f.tosAccepted?.toISOString() ?? null })),
  );
}
