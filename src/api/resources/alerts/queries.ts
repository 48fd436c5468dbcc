// Alerts (control fields) whose entity is in the caller's scope: farm, location and site through
// their farm; association alerts for users linked to that association (and superusers).
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { alerts } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { listHandler } from '../../http/list.ts';
import { callerScope, controllingAssociations, entityCondition, type CallerScope } from '../../services/scope.ts';
import type { AlertListQuery, AlertOut } from './schemas.ts';

const alertVisible = (scope: CallerScope) => entityCondition(alerts.entityType, alerts.entityId, scope.farms, controllingAssociations(scope));

function serializeAlert(a: typeof alerts.$inferSelect): AlertOut {
  return {
    id: a.id,
    entity_type: a.entityType,
    entity_id: a.entityId,
    field: a.field,
    comparison_group: a.comparisonGroupId ?? null,
    operator: a.operator,
    lower_bound: a.lowerBound ?? null,
    upper_bound: a.upperBound ?? null,
    is_relative: a.isRelative,
    last_checked: a.lastChecked?.toISOString() ?? null,
    send_mail: a.sendMail,
  };
}

export const listAlerts = listHandler((query: AlertListQuery, { db, scope }) => ({
  from: alerts,
  where: [
    alertVisible(scope),
    query.entity_type ? eq(alerts.entityType, query.entity_type) : undefined,
    query.entity_id ? eq(alerts.entityId, query.entity_id) : undefined,
    query.field ? eq(alerts.field, query.field) : undefined,
  ],
  rows: (where, p) => db.select().from(alerts).where(where).orderBy(asc(alerts.id)).limit(p.limit).offset(p.offset),
  serialize: (rows) => rows.map(serializeAlert),
}));

export async function getAlert(request: FastifyRequest, id: number) {
  const { db } = request.server.deps.database;
  const scope = await callerScope(request);
  const [row] = await db.select().from(alerts).where(and(eq(alerts.id, id), alertVisible(scope)));
  if (!row) throw notFound('Kontrollfeld nicht gefunden.');
  return serializeAlert(row);
}
