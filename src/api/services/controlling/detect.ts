// Incident detection: every alert of the affected entities is evaluated by ./evaluate.ts (the
// entity's newest report, the group's value on the same date, the trigger rule). A triggering alert records
// one incident per report date (unique (alert_id, observed): re-runs add nothing), and every checked
// alert gets last_checked, its problem (an invalid group is reported, never crashed on) and the mark
// of the reports it saw. One transaction per run; mails go out after the commit (./mail.ts).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { EntityType } from '../../../domain/roles.ts';
import type { BenchmarkContext } from '../../context.ts';
import { audit } from '../../db/audit.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { alerts } from '../../db/schema.ts';
import { evaluateAlerts, type AlertState } from './evaluate.ts';
import { entityMarks, type EntityKey } from './marks.ts';


/** Which alerts a run looks at: those of the entities a set of sites belongs to, of given entities, given alerts, or all. */
export type DetectionTarget = { siteIds: readonly number[] } | { entities: readonly EntityKey[] } | { alertIds: readonly number[] } | { all: true };

export interface DetectionResult {
  checked: number;
  /** Ids of the incidents this run recorded (new ones only). */
  incidentIds: number[];
  problems: number;
}

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

export async function detectIncidents(app: BenchmarkContext, target: DetectionTarget): Promise<DetectionResult> {
  const db = app.deps.database.db;
  const rows = await alertsOf(db, target);
  if (rows.length === 0) return { checked: 0, incidentIds: [], problems: 0 };
  // The marks first: reports stored while this run evaluates leave a newer mark for the next run.
  const marks = await entityMarks(db, [...new Map(rows.map((a) => [`${a.entityType}:${a.entityId}`, { type: a.entityType, id: a.entityId }])).values()]);
  const states = await evaluateAlerts(app, rows);
  return store(app, rows.map((alert, i) => ({ alert, ...states[i]! })), marks);
}

interface Evaluated extends AlertState {
  alert: AlertRow;
}

async function store(app: BenchmarkContext, evaluated: Evaluated[], marks: Map<string, string>): Promise<DetectionResult> {
  const incidentIds: number[] = [];
  await app.deps.database.db.transaction(async (tx) => {
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
