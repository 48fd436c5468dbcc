// A farm admin accepts the terms of service for their farm(s); farm staff are blocked until then.
import { and, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { effectiveAccountType } from '../../../domain/roles.ts';
import { audit } from '../../db/audit.ts';
import { farms } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';

export async function acceptTerms(request: FastifyRequest, userId: number, farm: number | undefined) {
  const actor = request.actor;
  if (userId !== actor.id) throw notFound();
  if (effectiveAccountType(actor.accountType) !== 'farm_admin') {
    throw forbidden('Nur LDWU-Administratoren können den Nutzungsbedingungen zustimmen.');
  }
  const targets = farm === undefined ? actor.farmAdminOf : [farm];
  if (farm !== undefined && !actor.farmAdminOf.includes(farm)) {
    throw badRequest({ farm: ['Sie sind nicht Administrator dieses LDWU.'] });
  }
  if (targets.length === 0) throw badRequest({ farm: ['Es ist kein LDWU zugeordnet.'] });
  const { db } = request.server.deps.database;
  const now = new Date();
  await db.transaction(async (tx) => {
    // Only farms that have not accepted yet: the first consent date stays on record.
    const changed = await tx
      .update(farms)
      .set({ tosAccepted: now, tosAcceptedBy: actor.id })
      .where(and(inArray(farms.id, targets), isNull(farms.tosAccepted)))
      .returning({ id: farms.id });
    for (const f of changed) {
      await audit(tx, { actorId: actor.id, action: 'terms.accepted', entity: 'farm', entityId: f.id, changes: { tos_accepted: now.toISOString() } });
    }
  });
  const rows = await db.select({ id: farms.id, tosAccepted: farms.tosAccepted }).from(farms).where(inArray(farms.id, targets));
  return { farms: rows.map((r) => ({ farm: r.id, tos_accepted: r.tosAccepted!.toISOString() })) };
}
