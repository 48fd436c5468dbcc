// The lifecycle of a control field on the test-day rhythm (product rules ‹Control-field lifecycle›):
// Normal → Pending (crossing on fewer than N consecutive test days) → Firing (an incident is open) →
// Resolved (back inside by the recovery margin, so a value hovering at the bound does not flap), and
// NoData when the entity has had no report for NO_DATA_DAYS. One pure step per observed test day;
// detection stores what it returns, the screens show it. The trigger itself is ./trigger.ts.
import { Temporal } from 'temporal-polyfill';
import { evaluateTrigger, type Threshold } from './trigger.ts';

export const ALERT_PHASES = ['normal', 'pending', 'firing', 'resolved', 'nodata'] as const;
export type AlertPhase = (typeof ALERT_PHASES)[number];

export const PHASE_TEXTS: Record<AlertPhase, string> = {
  normal: 'Normal',
  pending: 'Auffällig',
  firing: 'Ausgelöst',
  resolved: 'Behoben',
  nodata: 'Keine Daten',
};

/** What made a control field change phase: detection after an upload, its creation or edit, the no-data sweep. */
export const TRANSITION_CAUSES = ['upload', 'create', 'edit', 'nodata'] as const;
export type TransitionCause = (typeof TRANSITION_CAUSES)[number];

/** Days without a report after which a control field has no data. */
export const NO_DATA_DAYS = 62;
/** Consecutive crossing test days before a control field fires (the default fires on the first). */
export const DEFAULT_PENDING_TEST_DAYS = 1;
export const MAX_PENDING_TEST_DAYS = 12;

export interface LifecycleSettings {
  /** Consecutive crossing test days that make it fire (1 … MAX_PENDING_TEST_DAYS). */
  pendingTestDays: number;
  /** How far back inside (in the bounds' unit, percent when relative) a firing value must come to resolve; 0: just inside. */
  recoveryMargin: number;
}

export const DEFAULT_LIFECYCLE: LifecycleSettings = { pendingTestDays: DEFAULT_PENDING_TEST_DAYS, recoveryMargin: 0 };

export interface LifecycleState {
  phase: AlertPhase;
  /** Test day the phase began (null before the first observation). */
  since: string | null;
  /** Consecutive crossing test days up to lastObserved. */
  streak: number;
  /** Newest test day stepped (ISO date); older or equal ones are ignored, so a re-run changes nothing. */
  lastObserved: string | null;
}

export const INITIAL_LIFECYCLE: LifecycleState = { phase: 'normal', since: null, streak: 0, lastObserved: null };

export interface Observation {
  /** The test day (ISO date). */
  observed: string;
  value: number | null;
  groupValue: number | null;
}

/** What a step changed: the phase moved (history), an incident opened or closed. */
export interface LifecycleStep {
  state: LifecycleState;
  transition: { from: AlertPhase; to: AlertPhase; at: string } | null;
  incident: 'open' | 'close' | null;
}

/** The threshold widened by the margin, so "still crossing" holds until the value clears the bound by it. */
function widened(t: Threshold, margin: number): Threshold {
  if (margin <= 0) return t;
  const lower = t.lower_bound === null ? null : t.lower_bound;
  const upper = t.upper_bound === null ? null : t.upper_bound;
  switch (t.operator) {
    case 'lt': // fires below the upper bound: resolved at upper + margin or above
      return { ...t, upper_bound: upper === null ? null : upper + margin };
    case 'gt': // fires above the lower bound: resolved at lower − margin or below
      return { ...t, lower_bound: lower === null ? null : lower - margin };
    case 'in': // fires inside: resolved only outside the range grown by the margin
      return { ...t, lower_bound: lower === null ? null : lower - margin, upper_bound: upper === null ? null : upper + margin };
    case 'not in': {
      // fires outside: resolved only inside the range shrunk by the margin (an empty range never resolves)
      if (lower === null || upper === null) return t;
      const l = lower + margin;
      const u = upper - margin;
      return l > u ? { ...t, lower_bound: Number.POSITIVE_INFINITY, upper_bound: Number.NEGATIVE_INFINITY } : { ...t, lower_bound: l, upper_bound: u };
    }
  }
}

/** Whether the observation crosses the threshold; null when it cannot be decided (no value, no group value). */
export function crosses(t: Threshold, o: Pick<Observation, 'value' | 'groupValue'>, margin = 0): boolean | null {
  const r = evaluateTrigger(widened(t, margin), o.value, o.groupValue);
  return r.reason === null ? r.triggers : null;
}

const move = (state: LifecycleState, phase: AlertPhase, at: string, streak: number): LifecycleStep => ({
  state: { phase, since: phase === state.phase ? state.since : at, streak, lastObserved: at },
  transition: phase === state.phase ? null : { from: state.phase, to: phase, at },
  incident: phase === 'firing' && state.phase !== 'firing' ? 'open' : state.phase === 'firing' && phase !== 'firing' ? 'close' : null,
});

/**
 * One observed test day. Days not after the last one change nothing; an undecidable day (no value,
 * no group value) only moves the mark, so it neither fires nor resolves.
 */
export function stepLifecycle(t: Threshold, settings: LifecycleSettings, state: LifecycleState, o: Observation): LifecycleStep {
  if (state.lastObserved !== null && o.observed <= state.lastObserved) return { state, transition: null, incident: null };
  const crossing = crosses(t, o);
  if (crossing === null) {
    // No data for this figure: a firing field stays open, NoData ends only when the field is decidable again.
    return { state: { ...state, lastObserved: o.observed }, transition: null, incident: null };
  }
  if (state.phase === 'firing') {
    const stillCrossing = crosses(t, o, settings.recoveryMargin) === true;
    return stillCrossing ? move(state, 'firing', o.observed, crossing ? state.streak + 1 : 0) : move(state, 'resolved', o.observed, 0);
  }
  if (!crossing) {
    const calm: AlertPhase = state.phase === 'resolved' ? 'resolved' : 'normal';
    return move(state, calm, o.observed, 0);
  }
  const streak = state.streak + 1;
  return move(state, streak >= Math.max(1, settings.pendingTestDays) ? 'firing' : 'pending', o.observed, streak);
}

/** Steps the observations in date order (a run that brings several test days at once). */
export function stepAll(t: Threshold, settings: LifecycleSettings, state: LifecycleState, observations: readonly Observation[]): LifecycleStep[] {
  const steps: LifecycleStep[] = [];
  let current = state;
  for (const o of [...observations].sort((a, b) => a.observed.localeCompare(b.observed))) {
    const s = stepLifecycle(t, settings, current, o);
    if (s.state !== current) steps.push(s);
    current = s.state;
  }
  return steps;
}

/** How many of the newest test days a re-derivation replays: enough for the streak that makes it fire. */
export const rederiveWindow = (settings: LifecycleSettings): number => Math.max(1, Math.min(MAX_PENDING_TEST_DAYS, Math.trunc(settings.pendingTestDays)));

/**
 * The state re-derived from the newest test days, for a control field created or edited (new
 * thresholds or settings) or a corrected report on the newest test day: the newest rederiveWindow
 * days are stepped again from the current phase with no streak, and only the net change counts (one
 * transition, an incident opened or closed). A firing field keeps its incident while it still
 * crosses by the recovery margin.
 */
export function rederive(t: Threshold, settings: LifecycleSettings, state: LifecycleState, observations: readonly Observation[]): LifecycleStep {
  const newest = [...observations].sort((a, b) => a.observed.localeCompare(b.observed)).slice(-rederiveWindow(settings));
  if (newest.length === 0) return { state, transition: null, incident: null };
  let s: LifecycleState = { ...state, streak: 0, lastObserved: null };
  for (const o of newest) s = stepLifecycle(t, settings, s, o).state;
  const at = s.lastObserved!;
  const from = state.phase;
  const to = s.phase;
  return {
    state: { ...s, since: from === to ? (state.since ?? s.since) : s.since },
    transition: from === to ? null : { from, to, at },
    incident: to === 'firing' && from !== 'firing' ? 'open' : from === 'firing' && to !== 'firing' ? 'close' : null,
  };
}

/**
 * NoData: the entity's newest report is more than NO_DATA_DAYS before today. A firing field closes its
 * incident (nobody can tell whether it still holds); the next decidable test day starts afresh.
 */
export function noDataCheck(state: LifecycleState, newestReport: string | null, today: string): LifecycleStep {
  const unchanged = { state, transition: null, incident: null };
  if (state.phase === 'nodata') return unchanged;
  const stale = newestReport === null || Temporal.PlainDate.from(newestReport).until(Temporal.PlainDate.from(today)).days > NO_DATA_DAYS;
  if (!stale || state.lastObserved === null) return unchanged;
  return {
    state: { phase: 'nodata', since: today, streak: 0, lastObserved: state.lastObserved },
    transition: { from: state.phase, to: 'nodata', at: today },
    incident: state.phase === 'firing' ? 'close' : null,
  };
}

export const LIFECYCLE_MESSAGES = {
  pendingTestDays: `Geben Sie eine ganze Zahl von 1 bis ${MAX_PENDING_TEST_DAYS} an.`,
  recoveryMargin: 'Der Abstand zum Beheben darf nicht kleiner als 0 sein.',
} as const;

/** Problems of the lifecycle settings per field (empty when valid). */
export function lifecycleProblems(s: LifecycleSettings): Partial<Record<'pending_test_days' | 'recovery_margin', string>> {
  const problems: Partial<Record<'pending_test_days' | 'recovery_margin', string>> = {};
  if (!Number.isInteger(s.pendingTestDays) || s.pendingTestDays < 1 || s.pendingTestDays > MAX_PENDING_TEST_DAYS) problems.pending_test_days = LIFECYCLE_MESSAGES.pendingTestDays;
  if (!Number.isFinite(s.recoveryMargin) || s.recoveryMargin < 0) problems.recovery_margin = LIFECYCLE_MESSAGES.recoveryMargin;
  return problems;
}
