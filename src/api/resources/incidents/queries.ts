// Incidents whose entity is in the caller's scope (same rule as alerts), newest observed first.
import { and, desc, eq, getTableColumns, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { FastifyRequest } from 'fastify';
import { incidents, silences } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { listHandler } from '../../http/list.ts';
import { callerScope, controllingAssociations, entityCondition, entityFarmSql, qualified, type CallerScope } from '../../services/scope.ts';
import { INCIDENT_MESSAGES, type IncidentListQuery, type IncidentOut } from './schemas.ts';

export const incidentVisible = (scope: CallerScope) => entityCondition(incidents.entityType, incidents.entityId, scope.farms, controllingAssociations(scope));

/** The farm of the incident's entity (null for an association), so a list can be grouped by farm without loading the farms' trees. */
const farmOfEntity = sql<number | null>`${entityFarmSql(qualified(incidents.entityType), qualified(incidents.entityId))}`;

const selectIncidents = (db: Db) =>
  db
    .select({
      ...getTableColumns(incidents),
      farm: farmOfEntity,
      mutedReason: silences.reason,
      mutedEnd: sql<Date | string | null>`least(coalesce(${silences.endedAt}, ${silences.endsAt}), ${silences.endsAt})`,
    })
    .from(incidents)
    .leftJoin(silences, eq(silences.id, incidents.mutedBy));

type IncidentRow = typeof incidents.$inferSelect & { farm: number | string | null; mutedReason?: string | null; mutedEnd?: Date | string | null };

export function serializeIncident(i: IncidentRow): IncidentOut {
  return {
    id: i.id,
    farm: i.farm === null ? null : Number(i.farm),
    alert: i.alertId ?? null,
    entity_type: i.entityType,
    entity_id: i.entityId,
    field: i.field,
    comparison_group: i.comparisonGroupId ?? null,
    comparison_group_value: numberOrNull(i.comparisonGroupValue),
    value: numberOrNull(i.value),
    operator: i.operator,
    lower_bound: numberOrNull(i.lowerBound),
    upper_bound: numberOrNull(i.upperBound),
    is_relative: i.isRelative,
    observed: i.observed,
    started: i.started ?? i.observed,
    ended: i.ended ?? null,
    acknowledged_at: i.acknowledgedAt?.toISOString() ?? null,
    acknowledged_by: i.acknowledgedBy ?? null,
    comment: i.comment,
    muted: i.mutedBy === null || i.mutedReason === null || i.mutedReason === undefined ? null : { silence: i.mutedBy, reason: i.mutedReason, ends_at: new Date(i.mutedEnd!).toISOString() },
  };
}

const numberOrNull = (v: number | null) => (v === null || !Number.isFinite(v) ? null : v);

export const listIncidents = listHandler((query: IncidentListQuery, { db, scope }) => ({
  from: incidents,
  where: [
    incidentVisible(scope),
    query.entity_type ? eq(incidents.entityType, query.entity_type) : undefined,
    query.entity_id ? eq(incidents.entityId, query.entity_id) : undefined,
    query.alert ? eq(incidents.alertId, query.alert) : undefined,
    query.observed_from ? gte(incidents.observed, query.observed_from) : undefined,
    query.observed_to ? lte(incidents.observed, query.observed_to) : undefined,
    query.acknowledged === undefined ? undefined : query.acknowledged ? isNotNull(incidents.acknowledgedAt) : isNull(incidents.acknowledgedAt),
    // The newest incident of each entity: no other visible incident of the same entity is newer.
    query.latest_per_site
      ? sql`not exists (select 1 from incidents newer
      where newer.entity_type = ${incidents.entityType} and newer.entity_id = ${incidents.entityId}
        and (newer.observed > ${incidents.observed} or (newer.observed = ${incidents.observed} and newer.id > ${incidents.id})))`
      : undefined,
  ],
  rows: (where, p) => selectIncidents(db).where(where).orderBy(desc(incidents.observed), desc(incidents.id)).limit(p.limit).offset(p.offset),
  serialize: (rows) => rows.map(serializeIncident),
}));

export async function getIncident(request: FastifyRequest, id: number) {
  const { db } = request.server.deps.database;
  const scope = await callerScope(request);
  const [row] = await selectIncidents(db).where(and(eq(incidents.id, id), incidentVisible(scope)));
  if (!row) throw notFound(INCIDENT_MESSAGES.notFound);
  return serializeIncident(row);
}
