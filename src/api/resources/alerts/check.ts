// On-demand detection: POST /alerts/check/ (every alert the caller may manage, or one entity's) and
// POST /alerts/{id}/check/ (one alert). Same detection and mails as after an upload.
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { mayManageAlertsOn } from '../../../domain/controlling-permissions.ts';
import { alerts } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { INPUT_TEXTS } from '../../http/input.ts';
import { alertManager, ensureManages, MANAGE_REFUSED } from '../../services/controlling/access.ts';
import { writer } from '../../services/writer.ts';
import { entityVisible, loadEntity, type ControlledEntity } from '../../services/controlling/entities.ts';
import { checkNow, type DetectionTarget } from '../../services/controlling/index.ts';
import type { BenchmarkContext } from '../../context.ts';
import { alertVisible } from './queries.ts';
import { ALERT_MESSAGES, type AlertCheckResult } from './schemas.ts';

async function run(app: BenchmarkContext, target: DetectionTarget): Promise<AlertCheckResult> {
  const result = await checkNow(app, target);
  return { checked: result.checked, incidents: result.incidentIds.length, problems: result.problems };
}

export async function checkAlert(request: FastifyRequest, id: number): Promise<AlertCheckResult> {
  const { scope, db, app } = await writer(request);
  const [row] = await db.select().from(alerts).where(and(eq(alerts.id, id), alertVisible(scope)));
  const entity = row ? await loadEntity(db, row.entityType, row.entityId) : null;
  if (!row || !entity) throw notFound(ALERT_MESSAGES.notFound);
  ensureManages(scope, entity);
  return run(app, { alertIds: [id] });
}

export async function checkAlerts(request: FastifyRequest, query: { entity_type?: ControlledEntity['type']; entity_id?: number }): Promise<AlertCheckResult> {
  const { scope, db, app } = await writer(request);
  if ((query.entity_type === undefined) !== (query.entity_id === undefined)) {
    throw badRequest({ [query.entity_type === undefined ? 'entity_type' : 'entity_id']: [INPUT_TEXTS.entityPair] }, INPUT_TEXTS.entityPair);
  }
  if (query.entity_type !== undefined && query.entity_id !== undefined) {
    const entity = await loadEntity(db, query.entity_type, query.entity_id);
    if (!entity || !entityVisible(scope, entity)) throw notFound('Einheit nicht gefunden.');
    ensureManages(scope, entity);
    return run(app, { entities: [{ type: entity.type, id: entity.id }] });
  }
  // Every visible alert whose entity the caller may configure; farm staff need allow_alerts on all their locations.
  const manager = alertManager(scope);
  if (!mayManageAlertsOn(manager, manager.location_links.map((l) => l.location))) throw forbidden(MANAGE_REFUSED);
  const rows = await db.select({ id: alerts.id, type: alerts.entityType, entityId: alerts.entityId }).from(alerts).where(alertVisible(scope));
  const allowed: number[] = [];
  for (const r of rows) {
    const entity = await loadEntity(db, r.type, r.entityId);
    if (entity && mayManageAlertsOn(manager, entity.locationIds)) allowed.push(r.id);
  }
  return run(app, { alertIds: allowed });
}
