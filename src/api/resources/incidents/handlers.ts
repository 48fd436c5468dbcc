// Incident writes. Incidents are recorded by detection only (no POST: an incident without the report
// that raised it would be a claim nobody can check). Beyond the spec, whoever may configure the
// entity's controlling acknowledges an incident with a comment (PATCH); superusers may delete one.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit, changedFields } from '../../db/audit.ts';
import { incidents } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { ensureManages } from '../../services/controlling/access.ts';
import { writer } from '../../services/writer.ts';
import type { Tx } from '../../db/client.ts';
import { entityVisible, loadEntity } from '../../services/controlling/entities.ts';
import type { CallerScope } from '../../services/scope.ts';
import { getIncident } from './queries.ts';
import { INCIDENT_MESSAGES, type IncidentUpdate } from './schemas.ts';

async function lockIncident(tx: Tx, scope: CallerScope, id: number) {
  const [row] = await tx.select().from(incidents).where(eq(incidents.id, id)).for('update');
  const entity = row ? await loadEntity(tx as never, row.entityType, row.entityId) : null;
  if (!row || !entity || !entityVisible(scope, entity)) throw notFound(INCIDENT_MESSAGES.notFound);
  return { row, entity };
}

export async function updateIncident(request: FastifyRequest, id: number, body: IncidentUpdate) {
  const { scope, db, actorId } = await writer(request);
  await db.transaction(async (tx) => {
    const { row, entity } = await lockIncident(tx, scope, id);
    ensureManages(scope, entity);
    const wasAcknowledged = row.acknowledgedAt !== null;
    const changes = changedFields({ acknowledged: wasAcknowledged, comment: row.comment }, { acknowledged: body.acknowledged, comment: body.comment });
    if (Object.keys(changes).length === 0) return;
    const acknowledge =
      body.acknowledged === undefined || body.acknowledged === wasAcknowledged
        ? {}
        : body.acknowledged
          ? { acknowledgedAt: new Date(), acknowledgedBy: actorId }
          : { acknowledgedAt: null, acknowledgedBy: null };
    await tx
      .update(incidents)
      .set({ ...acknowledge, ...(body.comment === undefined ? {} : { comment: body.comment }) })
      .where(eq(incidents.id, id));
    await audit(tx, { actorId, action: 'incident.updated', entity: 'incident', entityId: id, changes });
  });
  return getIncident(request, id);
}

export async function deleteIncident(request: FastifyRequest, id: number) {
  const { scope, db, actorId } = await writer(request);
  await db.transaction(async (tx) => {
    const { row } = await lockIncident(tx, scope, id);
    if (!scope.actor.isSuperuser) throw forbidden(INCIDENT_MESSAGES.delete);
    await tx.delete(incidents).where(eq(incidents.id, id));
    await audit(tx, {
      actorId,
      action: 'incident.deleted',
      entity: 'incident',
      entityId: id,
      changes: { alert: row.alertId, entity_type: row.entityType, entity_id: row.entityId, field: row.field, observed: row.observed, value: row.value },
    });
  });
  return { id };
}
