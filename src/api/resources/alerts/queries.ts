// Alerts (control fields) whose entity is in the caller's scope: farm, location and site through
// their farm; association alerts for users linked to that association (and superusers).
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { userDisplayName } from '../../../domain/display-names.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { alerts, alertTransitions, users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { listHandler } from '../../http/list.ts';
import { callerScope, controllingAssociations, entityCondition, intArray, type CallerScope } from '../../services/scope.ts';
import { ALERT_MESSAGES, type AlertListQuery, type AlertOut, type AlertTransitionOut } from './schemas.ts';
import type { ListQuery } from '../../http/pagination.ts';

export const alertVisible = (scope: CallerScope) => entityCondition(alerts.entityType, alerts.entityId, scope.farms, controllingAssociations(scope));

const finite = (v: unknown) => (v === null || v === undefined || !Number.isFinite(Number(v)) ? null : Number(v));

type LastIncident = NonNullable<AlertOut['last_incident']>;

/** The newest incident of each alert, one indexed query per page. */
async function lastIncidents(db: Db, alertIds: number[]): Promise<Map<number, LastIncident>> {
  if (alertIds.length === 0) return new Map();
  const rows = await queryRows<{ alert_id: number; id: number; observed: string; value: number | null; group_value: number | null; acknowledged: boolean }>(
    db,
    sql`select distinct on (alert_id) alert_id, id, observed::text as observed, value, comparison_group_value as group_value, acknowledged_at is not null as acknowledged
        from incidents where alert_id = any(${intArray(alertIds)}) order by alert_id, observed desc, id desc`,
  );
  return new Map(
    rows.map((r) => [Number(r.alert_id), { id: Number(r.id), observed: r.observed, value: finite(r.value), comparison_group_value: finite(r.group_value), acknowledged: Boolean(r.acknowledged) }]),
  );
}

async function serializeAlerts(db: Db, rows: (typeof alerts.$inferSelect)[]): Promise<AlertOut[]> {
  const last = await lastIncidents(db, rows.map((a) => a.id));
  return rows.map((a) => ({
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
    problem: a.problem ?? null,
    last_incident: last.get(a.id) ?? null,
    pending_test_days: a.pendingTestDays,
    recovery_margin: Number(a.recoveryMargin),
    phase: a.phase,
    phase_since: a.phaseSince ?? null,
  }));
}

export const listAlerts = listHandler((query: AlertListQuery, { db, scope }) => ({
  from: alerts,
  where: [
    alertVisible(scope),
    query.entity_type ? eq(alerts.entityType, query.entity_type) : undefined,
    query.entity_id ? eq(alerts.entityId, query.entity_id) : undefined,
    query.field ? eq(alerts.field, query.field) : undefined,
    query.send_mail === undefined ? undefined : eq(alerts.sendMail, query.send_mail),
  ],
  rows: (where, p) => db.select().from(alerts).where(where).orderBy(asc(alerts.id)).limit(p.limit).offset(p.offset),
  serialize: (rows) => serializeAlerts(db, rows),
}));

export async function getAlert(request: FastifyRequest, id: number) {
  const { db } = request.server.deps.database;
  const scope = await callerScope(request);
  const [row] = await db.select().from(alerts).where(and(eq(alerts.id, id), alertVisible(scope)));
  if (!row) throw notFound(ALERT_MESSAGES.notFound);
  return (await serializeAlerts(db, [row]))[0]!;
}

/** GET /alerts/{id}/transitions/: the alert's phase changes, newest first (404 when the caller may not read the alert). */
export async function listAlertTransitions(request: FastifyRequest, id: number, query: ListQuery) {
  await getAlert(request, id);
  return transitionsHandler(request, { ...query, alert: id });
}

const transitionsHandler = listHandler((query: ListQuery & { alert: number }, { db }) => ({
  from: alertTransitions,
  where: [eq(alertTransitions.alertId, query.alert)],
  rows: (where, p) =>
    db
      .select({ t: alertTransitions, prefix: users.prefix, first: users.firstName, last: users.lastName, username: users.username })
      .from(alertTransitions)
      .leftJoin(users, eq(users.id, alertTransitions.byUser))
      .where(where)
      .orderBy(desc(alertTransitions.id))
      .limit(p.limit)
      .offset(p.offset),
  serialize: (rows): AlertTransitionOut[] =>
    rows.map(({ t, prefix, first, last, username }) => ({
      id: t.id,
      from_phase: t.fromPhase,
      to_phase: t.toPhase,
      test_date: t.testDate ?? null,
      at: t.at.toISOString(),
      cause: t.cause,
      by_user: t.byUser ?? null,
      by_user_name: t.byUser === null || username === null ? null : userDisplayName({ prefix, first_name: first, last_name: last, username }),
      value: finite(t.value),
    })),
}));
