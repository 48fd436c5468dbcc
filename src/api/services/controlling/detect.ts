// Incident detection (spec 1 §4, issue 12): every alert of the affected entities is evaluated
// against the entity's newest report — its value from the benchmark engine, the comparison group's
// value on the same date — with the trigger rule of src/domain/trigger.ts. A triggering alert records
// one incident per report date (unique (alert_id, observed): re-runs add nothing), and every checked
// alert gets last_checked, its problem (an invalid group is reported, never crashed on) and the mark
// of the reports it saw. One transaction per run; mails go out after the commit (./mail.ts).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { reportToday } from '../../../domain/reports.ts';
import { evaluateTrigger, TRIGGER_MESSAGES } from '../../../domain/trigger.ts';
import type { EntityType } from '../../../domain/roles.ts';
import { FIELD_INDEX } from '../../catalogue/fields.ts';
import type { ApiDeps } from '../../context.ts';
import { audit } from '../../db/audit.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { alerts, comparisonGroups } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { entityAnswer, entityReportDates, groupAnswer } from '../benchmark/answers.ts';
import { groupDefinitionOf } from '../benchmark/definition.ts';
import type { ReportAnswer } from '../benchmark/types.ts';
import type { CallerScope } from '../scope.ts';
import { entityKey, entityMarks, type EntityKey } from './marks.ts';

/** Which alerts a run looks at: those of the entities a set of sites belongs to, of given entities, given alerts, or all. */
export type DetectionTarget = { siteIds: readonly number[] } | { entities: readonly EntityKey[] } | { alertIds: readonly number[] } | { all: true };

export interface DetectionResult {
  checked: number;
  /** Ids of the incidents this run recorded (new ones only). */
  incidentIds: number[];
  problems: number;
}

export const INVALID_GROUP = 'Keine gültige Vergleichgruppe konfiguiert.';

type AlertRow = typeof alerts.$inferSelect;

/** The site itself, its location, farm, herd book and invoicing association. */
export async function entitiesOfSites(db: Db, siteIds: readonly number[]): Promise<EntityKey[]> {
  if (siteIds.length === 0) return [];
  const rows = await queryRows<{ type: EntityType; id: number }>(
    db,
    sql`with s as (select s.id, s.location_id, s.farm_id, s.hbv_id, f.invoicing_association_id from sites s join farms f on f.id = s.farm_id
                   where s.id = any(${sql.param([...siteIds])}::int[]))
        select 'site' as type, id from s
        union select 'location', location_id from s where location_id is not null
        union select 'farm', farm_id from s
        union select 'association', hbv_id from s where hbv_id is not null
        union select 'association', invoicing_association_id from s where invoicing_association_id is not null`,
  );
  return rows.map((r) => ({ type: r.type, id: Number(r.id) }));
}

async function alertsOf(db: Db, target: DetectionTarget): Promise<AlertRow[]> {
  if ('all' in target) return db.select().from(alerts).orderBy(alerts.id);
  if ('alertIds' in target) return target.alertIds.length ? db.select().from(alerts).where(inArray(alerts.id, [...target.alertIds])).orderBy(alerts.id) : [];
  const entities = 'siteIds' in target ? await entitiesOfSites(db, target.siteIds) : target.entities;
  if (entities.length === 0) return [];
  const types = sql`${sql.param(entities.map((e) => e.type))}::text[]`;
  const ids = sql`${sql.param(entities.map((e) => e.id))}::int[]`;
  return db
    .select()
    .from(alerts)
    .where(sql`(${alerts.entityType}, ${alerts.entityId}) in (select t.type, t.id from unnest(${types}, ${ids}) as t(type, id))`)
    .orderBy(alerts.id);
}

/** The entity's farm (null for an association): a group's values are shown as that farm would see them. */
async function farmsOf(db: Db, entities: readonly EntityKey[]): Promise<Map<string, number | null>> {
  const out = new Map<string, number | null>();
  for (const e of entities) {
    if (out.has(entityKey(e))) continue;
    const farm =
      e.type === 'association'
        ? null
        : e.type === 'farm'
          ? e.id
          : ((await queryRows<{ f: number }>(db, e.type === 'location' ? sql`select farm_id as f from locations where id = ${e.id}` : sql`select farm_id as f from sites where id = ${e.id}`))[0]?.f ?? null);
    out.set(entityKey(e), farm === null ? null : Number(farm));
  }
  return out;
}

/** A detection's view of the group: what the entity's own farm would be shown (withheld values stay withheld). */
function viewerScope(farmId: number | null): CallerScope {
  const none = { all: false as const, farmIds: new Set<number>() };
  return {
    actor: { id: 0, username: 'controlling', email: '', accountType: null, isSuperuser: false, isActive: true, farmAdminOf: [], associations: [], locationLinks: [] },
    farms: { all: false, farmIds: new Set(farmId === null ? [] : [farmId]) },
    adminFarms: none,
    associations: { all: false, associationIds: new Set() },
    users: { all: false, selfId: 0, associationIds: [], farmIds: [] },
  };
}

interface Evaluated {
  alert: AlertRow;
  observed: string | null;
  value: number | null;
  groupValue: number | null;
  triggers: boolean;
  problem: string | null;
}

export async function detectIncidents(deps: ApiDeps, target: DetectionTarget): Promise<DetectionResult> {
  const db = deps.database.db;
  const rows = await alertsOf(db, target);
  if (rows.length === 0) return { checked: 0, incidentIds: [], problems: 0 };
  const entities = [...new Map(rows.map((a) => [`${a.entityType}:${a.entityId}`, { type: a.entityType, id: a.entityId }])).values()];
  // The marks first: reports stored while this run evaluates leave a newer mark for the next run.
  const marks = await entityMarks(db, entities);
  const farms = await farmsOf(db, entities);
  const today = reportToday();
  const allFields = [...new Set(rows.map((a) => FIELD_INDEX.get(a.field)).filter((i): i is number => i !== undefined))];

  const newest = new Map<string, Promise<string | null>>();
  const own = new Map<string, Promise<ReportAnswer | null>>();
  const groups = new Map<string, Promise<ReportAnswer | null | { problem: string }>>();
  const definitions = new Map<number, ReturnType<typeof groupDefinitionOf> | null>();

  const newestDate = (e: EntityKey) => {
    const key = entityKey(e);
    if (!newest.has(key)) newest.set(key, entityReportDates(deps, { entity_type: e.type, entity_id: e.id }, undefined, today).then((d) => d[0] ?? null));
    return newest.get(key)!;
  };
  const ownAnswer = (e: EntityKey, date: string) => {
    const key = `${entityKey(e)}|${date}`;
    if (!own.has(key)) own.set(key, entityAnswer(deps, { entity_type: e.type, entity_id: e.id }, { reportDate: date, fields: allFields, bestValue: false, topValue: false, refinement: {} }));
    return own.get(key)!;
  };
  const groupValues = async (groupId: number | null, date: string, farmId: number | null) => {
    if (groupId === null) return { problem: INVALID_GROUP };
    if (!definitions.has(groupId)) {
      const [g] = await db.select().from(comparisonGroups).where(eq(comparisonGroups.id, groupId));
      definitions.set(groupId, g ? groupDefinitionOf(g) : null);
    }
    const definition = definitions.get(groupId);
    if (!definition) return { problem: INVALID_GROUP };
    const key = `${groupId}|${date}|${farmId}`;
    if (!groups.has(key)) {
      groups.set(
        key,
        groupAnswer(deps, viewerScope(farmId), definition, { reportDate: date, fields: allFields, bestValue: false, topValue: false, refinement: {} }).catch((error: unknown) => {
          // A group the engine refuses (too few locations for its profile criteria, an unknown figure) is the alert's problem.
          if (error instanceof HttpError && error.statusCode < 500) return { problem: `${INVALID_GROUP} ${error.detail}` };
          throw error;
        }),
      );
    }
    return groups.get(key)!;
  };

  const evaluated: Evaluated[] = [];
  for (const alert of rows) {
    const e = { type: alert.entityType, id: alert.entityId };
    const base = { alert, observed: null, value: null, groupValue: null, triggers: false };
    if (!FIELD_INDEX.has(alert.field)) {
      evaluated.push({ ...base, problem: `Unbekannte Kennzahl: ${alert.field}` });
      continue;
    }
    const date = await newestDate(e);
    const group = date === null ? null : await groupValues(alert.comparisonGroupId, date, farms.get(entityKey(e)) ?? null);
    const groupProblem = group && 'problem' in group ? group.problem : null;
    if (date === null) {
      evaluated.push({ ...base, problem: groupProblem });
      continue;
    }
    const value = (await ownAnswer(e, date))?.data.find((r) => r.field === alert.field)?.value ?? null;
    const groupRow = group && !('problem' in group) ? group.data.find((r) => r.field === alert.field) : undefined;
    const groupValue = groupRow?.value ?? null;
    const result = evaluateTrigger({ operator: alert.operator, lower_bound: alert.lowerBound, upper_bound: alert.upperBound, is_relative: alert.isRelative }, value, groupValue);
    // Undecidable because of the group (missing, refused, withheld): that is the alert's problem.
    const problem =
      groupProblem ?? (alert.isRelative && result.reason === TRIGGER_MESSAGES.noGroupValue && value !== null ? (groupRow?.error ?? TRIGGER_MESSAGES.noGroupValue) : null);
    evaluated.push({ alert, observed: date, value, groupValue, triggers: result.triggers, problem });
  }
  return store(deps, evaluated, marks);
}

async function store(deps: ApiDeps, evaluated: Evaluated[], marks: Map<string, string>): Promise<DetectionResult> {
  const incidentIds: number[] = [];
  await deps.database.db.transaction(async (tx) => {
    for (const ev of evaluated) {
      const a = ev.alert;
      if (ev.triggers && ev.observed) {
        // Insert, or refresh the values when a corrected report changed them; an unchanged re-run writes nothing.
        const [row] = await queryRows<{ id: number; inserted: boolean }>(
          tx as never,
          sql`insert into incidents (alert_id, report_id, entity_type, entity_id, field, comparison_group_id, comparison_group_value, value, operator, lower_bound, upper_bound, is_relative, observed)
              values (${a.id}, (select r.id from reports r where r.inspection_date = ${ev.observed}::date and r.site_id = ${a.entityType === 'site' ? a.entityId : null} limit 1),
                      ${a.entityType}, ${a.entityId}, ${a.field}, ${a.comparisonGroupId}, ${ev.groupValue}, ${ev.value}, ${a.operator}, ${a.lowerBound}, ${a.upperBound}, ${a.isRelative}, ${ev.observed}::date)
              on conflict (alert_id, observed) do update set
                comparison_group_id = excluded.comparison_group_id, comparison_group_value = excluded.comparison_group_value, value = excluded.value,
                operator = excluded.operator, lower_bound = excluded.lower_bound, upper_bound = excluded.upper_bound, is_relative = excluded.is_relative
              where (incidents.comparison_group_id, incidents.comparison_group_value, incidents.value, incidents.operator, incidents.lower_bound, incidents.upper_bound, incidents.is_relative)
                is distinct from (excluded.comparison_group_id, excluded.comparison_group_value, excluded.value, excluded.operator, excluded.lower_bound, excluded.upper_bound, excluded.is_relative)
              returning id, (xmax = 0) as inserted`,
        );
        if (row?.inserted) incidentIds.push(Number(row.id));
      }
      await tx
        .update(alerts)
        .set({ lastChecked: new Date(), problem: ev.problem, checkedMark: marks.get(`${a.entityType}:${a.entityId}`) ?? null })
        .where(and(eq(alerts.id, a.id)));
    }
    if (incidentIds.length > 0) {
      await audit(tx, { actorId: null, action: 'incidents.detected', entity: 'incident', entityId: incidentIds[0]!, changes: { incidents: incidentIds } });
    }
  });
  return { checked: evaluated.length, incidentIds, problems: evaluated.filter((e) => e.problem !== null).length };
}

/**
 * Alerts whose entity has reports their last check did not see: `moved` had been checked before (an
 * upload's detection was lost), `unchecked` never were (alerts from before detection existed, seeded ones).
 */
export async function staleAlerts(db: Db): Promise<{ moved: number[]; unchecked: number[] }> {
  const rows = await db.select({ id: alerts.id, type: alerts.entityType, entityId: alerts.entityId, mark: alerts.checkedMark }).from(alerts);
  const marks = await entityMarks(db, rows.map((r) => ({ type: r.type, id: r.entityId })));
  const stale = rows.filter((r) => (marks.get(`${r.type}:${r.entityId}`) ?? null) !== r.mark);
  return { moved: stale.filter((r) => r.mark !== null).map((r) => r.id), unchecked: stale.filter((r) => r.mark === null).map((r) => r.id) };
}

/** Incidents nobody is to be mailed about (the history found by an alert's first check). */
export async function markUnmailed(db: Db, incidentIds: readonly number[]): Promise<void> {
  if (incidentIds.length) await db.execute(sql`update incidents set mailed_at = now() where id = any(${sql.param([...incidentIds])}::int[]) and mailed_at is null`);
}
