// Incident detection on the control-field lifecycle (product rules ‹Control-field lifecycle›): each
// alert of the affected entities steps through its entity's test days after the last one it saw, in
// date order, by the domain's stepLifecycle (src/domain/alert-lifecycle.ts); a created or edited alert,
// one never checked, and one whose newest test day was corrected re-derive from the newest test days
// (rederive). What comes out is stored: the phase, one transition row per phase change, an incident
// opened when it fires (one per firing episode, kept up to date while it fires, ended when it
// resolves or has no data), muted at once when a silence covers it. Every checked alert gets
// last_checked, its problem (an invalid group is reported, never crashed on) and the mark of the
// reports it saw. Values are read before, written in one transaction per run with each alert row
// locked: an alert changed meanwhile (an edit, another run) is left to the run that changed it.
import { eq, inArray, sql } from 'drizzle-orm';
import { crosses, INITIAL_LIFECYCLE, noDataCheck, rederive, stepAll, type LifecycleState, type LifecycleStep, type Observation, type TransitionCause } from '../../../domain/alert-lifecycle.ts';
import { reportToday } from '../../../domain/reports.ts';
import type { EntityType } from '../../../domain/roles.ts';
import { mutingSilence, type SilencePlace } from '../../../domain/silence.ts';
import type { BenchmarkContext } from '../../context.ts';
import { audit } from '../../db/audit.ts';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { alerts, alertTransitions } from '../../db/schema.ts';
import { AlertEvaluator, thresholdOf } from './evaluate.ts';
import { entityKey, entityMarks, newestDateOf, type EntityKey } from './marks.ts';
import { activeSilences, placeOf, type ActiveSilence } from './silences.ts';

/** Which alerts a run looks at: those of the entities a set of sites belongs to, of given entities, given alerts, or all. */
export type DetectionTarget = { siteIds: readonly number[] } | { entities: readonly EntityKey[] } | { alertIds: readonly number[] } | { all: true };

export interface DetectionResult {
  checked: number;
  /** Ids of the incidents this run opened (an alert that started firing). */
  incidentIds: number[];
  problems: number;
}

/** Why the run looks: detection (upload, start, on demand), or a control field just created or edited by a user. */
export interface DetectionCause {
  cause: Extract<TransitionCause, 'upload' | 'create' | 'edit'>;
  byUser?: number | null;
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

export async function detectIncidents(app: BenchmarkContext, target: DetectionTarget, why: DetectionCause = { cause: 'upload' }): Promise<DetectionResult> {
  const db = app.deps.database.db;
  const rows = await alertsOf(db, target);
  if (rows.length === 0) return { checked: 0, incidentIds: [], problems: 0 };
  // The marks first: reports stored while this run evaluates leave a newer mark for the next run.
  const marks = await entityMarks(db, [...new Map(rows.map((a) => [entityKey({ type: a.entityType, id: a.entityId }), { type: a.entityType, id: a.entityId }])).values()]);
  const evaluator = new AlertEvaluator(app, rows);
  const today = reportToday();
  const planned: Planned[] = [];
  for (const alert of rows) {
    const entity = { type: alert.entityType, id: alert.entityId };
    const dates = await evaluator.datesOf(entity);
    const newest = await evaluator.at(alert, dates[0] ?? null);
    const mark = marks.get(entityKey(entity)) ?? null;
    const state = stateOf(alert);
    const threshold = thresholdOf(alert);
    const settings = { pendingTestDays: alert.pendingTestDays, recoveryMargin: Number(alert.recoveryMargin) };
    const observe = (days: string[]): Promise<Observation[]> =>
      Promise.all(
        days.map(async (d) => {
          const a = d === newest.observed ? newest : await evaluator.at(alert, d);
          return { observed: d, value: a.value, groupValue: a.groupValue };
        }),
      );
    const window = dates.slice(0, Math.max(1, alert.pendingTestDays));
    const fresh = state.lastObserved === null ? [] : dates.filter((d) => d > state.lastObserved!);
    let steps: LifecycleStep[];
    let observations: Observation[] = [];
    // Still no data: nothing to judge (a re-derivation would only leave NoData to come straight back).
    const stale = dates[0] === undefined || noDataCheck({ ...INITIAL_LIFECYCLE, lastObserved: dates[0] }, dates[0], today).transition !== null;
    if (state.phase === 'nodata' && stale) steps = [];
    else if (why.cause !== 'upload' || state.lastObserved === null) {
      // Created, edited or never checked: from the newest test days.
      observations = await observe(window);
      steps = [rederive(threshold, settings, why.cause === 'create' ? INITIAL_LIFECYCLE : state, observations)];
    } else if (fresh.length > 0) {
      observations = await observe(fresh);
      steps = stepAll(threshold, settings, state, observations);
    } else if (mark !== alert.checkedMark && dates[0] === state.lastObserved) {
      // A corrected report on the newest test day: that day is judged again.
      observations = await observe(window);
      steps = [rederive(threshold, settings, state, observations)];
    } else steps = [];
    const last = steps.at(-1)?.state ?? state;
    const noData = noDataCheck(last, dates[0] ?? null, today);
    if (noData.transition) steps.push(noData);
    planned.push({ alert, steps: steps.filter((st) => st.transition || st.incident || st.state !== state), observations, newest, mark, cause: why.cause });
  }
  return store(app, planned, why.byUser ?? null);
}

interface Planned {
  alert: AlertRow;
  steps: LifecycleStep[];
  observations: Observation[];
  newest: { observed: string | null; value: number | null; groupValue: number | null; problem: string | null };
  mark: string | null;
  cause: TransitionCause;
}

const stateOf = (a: AlertRow): LifecycleState => ({ phase: a.phase, since: a.phaseSince, streak: a.streak, lastObserved: a.lastObserved });

/** What the run read must still hold when it writes: the threshold, settings and state. */
const fingerprint = (a: AlertRow) =>
  JSON.stringify([a.field, a.comparisonGroupId, a.operator, a.lowerBound, a.upperBound, a.isRelative, a.pendingTestDays, Number(a.recoveryMargin), a.phase, a.phaseSince, a.streak, a.lastObserved]);

async function store(app: BenchmarkContext, planned: Planned[], byUser: number | null): Promise<DetectionResult> {
  const db = app.deps.database.db;
  const incidentIds: number[] = [];
  let checked = 0;
  // Silences and places are read before the transaction (the mail job checks again before sending).
  const silenced = planned.some((p) => p.steps.some((st) => st.incident === 'open')) ? await activeSilences(db) : [];
  const places = new Map<string, SilencePlace>();
  for (const p of planned) {
    const key = entityKey({ type: p.alert.entityType, id: p.alert.entityId });
    if (silenced.length && !places.has(key)) places.set(key, await placeOf(db, p.alert.entityType, p.alert.entityId));
  }
  await db.transaction(async (tx) => {
    for (const p of planned) {
      const a = p.alert;
      const [now] = await tx.select().from(alerts).where(eq(alerts.id, a.id)).for('update');
      if (!now || fingerprint(now) !== fingerprint(a)) continue;
      checked++;
      const threshold = thresholdOf(a);
      const place = places.get(entityKey({ type: a.entityType, id: a.entityId }));
      for (const step of p.steps) {
        const at = step.transition?.at ?? step.state.lastObserved;
        const o = p.observations.find((x) => x.observed === at) ?? null;
        if (step.transition) {
          const cause: TransitionCause = step.transition.to === 'nodata' ? 'nodata' : p.cause;
          await tx.insert(alertTransitions).values({
            alertId: a.id,
            fromPhase: step.transition.from,
            toPhase: step.transition.to,
            testDate: step.transition.at,
            cause,
            byUser: cause === 'create' || cause === 'edit' ? byUser : null,
            value: o?.value ?? null,
          });
        }
        if (step.incident === 'open' && o) {
          const silence = place ? mutingSilence<ActiveSilence>(silenced, { ...place, alert: a.id }, new Date()) : null;
          const id = await openIncident(tx, a, o, silence?.id ?? null);
          if (id !== null) incidentIds.push(id);
        } else if (step.incident === 'close') {
          await tx.execute(sql`update incidents set ended = ${at}::date where alert_id = ${a.id} and ended is null`);
        } else if (step.state.phase === 'firing' && o && crosses(threshold, o) !== null) {
          // A test day without a decidable value leaves the incident as it was.
          await refreshIncident(tx, a, o);
        }
      }
      const final = p.steps.at(-1)?.state ?? stateOf(a);
      await tx
        .update(alerts)
        .set({
          lastChecked: new Date(),
          problem: p.newest.problem,
          checkedMark: p.mark,
          phase: final.phase,
          phaseSince: final.since,
          streak: final.streak,
          lastObserved: final.lastObserved,
        })
        .where(eq(alerts.id, a.id));
    }
    if (incidentIds.length > 0) {
      await audit(tx, { actorId: null, action: 'incidents.detected', entity: 'incident', entityId: incidentIds[0]!, changes: { incidents: incidentIds } });
    }
  });
  return { checked, incidentIds, problems: planned.filter((p) => p.newest.problem !== null).length };
}

const reportIdSql = (a: AlertRow, date: string) =>
  sql`(select r.id from reports r where r.inspection_date = ${date}::date and r.site_id = ${a.entityType === 'site' ? a.entityId : null} limit 1)`;

/**
 * Opens the incident of a firing episode; a muted one is marked done for the mails at once. An
 * incident of the same alert and test day (a re-derivation after an edit) is opened again instead;
 * its mail state stays, so nobody is told twice. Returns the id of a new incident, null otherwise.
 */
async function openIncident(tx: Tx, a: AlertRow, o: Observation, mutedBy: number | null): Promise<number | null> {
  const [row] = await queryRows<{ id: number; inserted: boolean }>(
    tx as never,
    sql`insert into incidents (alert_id, report_id, entity_type, entity_id, field, comparison_group_id, comparison_group_value, value, operator, lower_bound, upper_bound, is_relative, observed, started, muted_by, mailed_at)
        values (${a.id}, ${reportIdSql(a, o.observed)}, ${a.entityType}, ${a.entityId}, ${a.field}, ${a.comparisonGroupId}, ${o.groupValue}, ${o.value}, ${a.operator}, ${a.lowerBound}, ${a.upperBound}, ${a.isRelative},
                ${o.observed}::date, ${o.observed}::date, ${mutedBy}, ${mutedBy === null ? null : new Date().toISOString()}::timestamptz)
        on conflict (alert_id, observed) do update set ended = null,
          comparison_group_id = excluded.comparison_group_id, comparison_group_value = excluded.comparison_group_value, value = excluded.value,
          operator = excluded.operator, lower_bound = excluded.lower_bound, upper_bound = excluded.upper_bound, is_relative = excluded.is_relative
        returning id, (xmax = 0) as inserted`,
  );
  // Another episode still open (a state written before this one) ends where this one starts.
  if (row) await tx.execute(sql`update incidents set ended = ${o.observed}::date where alert_id = ${a.id} and ended is null and id <> ${row.id}`);
  return row?.inserted ? Number(row.id) : null;
}

/** The open incident follows its episode: the newest crossing test day, its values and the current threshold. */
async function refreshIncident(tx: Tx, a: AlertRow, o: Observation): Promise<void> {
  await tx.execute(
    sql`update incidents set observed = ${o.observed}::date, report_id = ${reportIdSql(a, o.observed)}, value = ${o.value}, comparison_group_value = ${o.groupValue},
          comparison_group_id = ${a.comparisonGroupId}, operator = ${a.operator}, lower_bound = ${a.lowerBound}, upper_bound = ${a.upperBound}, is_relative = ${a.isRelative}
        where alert_id = ${a.id} and ended is null and observed <= ${o.observed}::date
          and not exists (select 1 from incidents o where o.alert_id = ${a.id} and o.observed = ${o.observed}::date and o.ended is not null)`,
  );
}

/**
 * The daily NoData sweep (also part of every detection run): alerts whose entity's newest report is
 * older than NO_DATA_DAYS move to nodata and a firing one's incident ends. Reads no figures, so it
 * needs no engine. Returns how many moved.
 */
export async function sweepNoData(db: Db, today = reportToday()): Promise<number> {
  const rows = await db.select().from(alerts).where(sql`${alerts.phase} <> 'nodata' and ${alerts.lastObserved} is not null`).orderBy(alerts.id);
  if (rows.length === 0) return 0;
  const marks = await entityMarks(db, rows.map((a) => ({ type: a.entityType, id: a.entityId })));
  let moved = 0;
  await db.transaction(async (tx) => {
    for (const a of rows) {
      const newest = newestDateOf(marks.get(entityKey({ type: a.entityType, id: a.entityId })));
      const step = noDataCheck(stateOf(a), newest, today);
      if (!step.transition) continue;
      const [now] = await tx.select().from(alerts).where(eq(alerts.id, a.id)).for('update');
      if (!now || fingerprint(now) !== fingerprint(a)) continue;
      await tx.insert(alertTransitions).values({ alertId: a.id, fromPhase: step.transition.from, toPhase: step.transition.to, testDate: step.transition.at, cause: 'nodata', byUser: null, value: null });
      if (step.incident === 'close') await tx.execute(sql`update incidents set ended = ${step.transition.at}::date where alert_id = ${a.id} and ended is null`);
      await tx.update(alerts).set({ phase: step.state.phase, phaseSince: step.state.since, streak: step.state.streak }).where(eq(alerts.id, a.id));
      moved++;
    }
  });
  return moved;
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
