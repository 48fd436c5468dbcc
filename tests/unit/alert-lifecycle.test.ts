import { describe, expect, it } from 'vitest';
import {
  crosses,
  DEFAULT_LIFECYCLE,
  INITIAL_LIFECYCLE,
  LIFECYCLE_MESSAGES,
  lifecycleProblems,
  noDataCheck,
  rederive,
  stepAll,
  stepLifecycle,
  type LifecycleSettings,
  type LifecycleState,
  type Observation,
} from '../../src/domain/alert-lifecycle.ts';
import type { Threshold } from '../../src/domain/trigger.ts';

const abs = (operator: Threshold['operator'], lower: number | null, upper: number | null): Threshold => ({ operator, lower_bound: lower, upper_bound: upper, is_relative: false });
const day = (i: number) => `2026-${String(1 + Math.floor(i / 28)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
const obs = (i: number, value: number | null, groupValue: number | null = null): Observation => ({ observed: day(i), value, groupValue });

/** Runs values day by day; returns the phases after each day and the incident marks. */
function run(t: Threshold, settings: LifecycleSettings, values: (number | null)[]) {
  let state: LifecycleState = INITIAL_LIFECYCLE;
  const phases: string[] = [];
  const incidents: string[] = [];
  values.forEach((v, i) => {
    const s = stepLifecycle(t, settings, state, obs(i, v));
    state = s.state;
    phases.push(state.phase);
    if (s.incident) incidents.push(`${s.incident}@${i}`);
  });
  return { phases, incidents, state };
}

describe('crosses with a recovery margin', () => {
  // Each operator: the value that just came back inside, and the one that cleared the margin.
  const cases: [Threshold, number, number, number][] = [
    [abs('gt', 100, null), 101, 97, 95], // fires above 100; margin 5 → resolved at ≤ 95
    [abs('lt', null, 3), 2.9, 7.9, 8], // fires below 3; margin 5 → resolved at ≥ 8
    [abs('in', 10, 20), 15, 7, 4], // fires inside [10, 20]; margin 5 → resolved below 5 or above 25
    [abs('not in', 10, 30), 31, 12, 15], // fires outside; margin 5 → resolved within [15, 25]
  ];
  for (const [t, crossing, hovering, cleared] of cases) {
    it(`${t.operator}: ${crossing} crosses, ${hovering} still counts with the margin, ${cleared} has cleared it`, () => {
      expect(crosses(t, { value: crossing, groupValue: null })).toBe(true);
      expect(crosses(t, { value: hovering, groupValue: null })).toBe(false);
      expect(crosses(t, { value: hovering, groupValue: null }, 5)).toBe(true);
      expect(crosses(t, { value: cleared, groupValue: null }, 5)).toBe(false);
    });
  }

  it('a not-in range narrower than twice the margin never resolves', () => {
    expect(crosses(abs('not in', 10, 14), { value: 12, groupValue: null }, 5)).toBe(true);
  });

  it('a relative threshold is undecidable without a group value, and scales with it', () => {
    const t: Threshold = { operator: 'gt', lower_bound: 110, upper_bound: null, is_relative: true };
    expect(crosses(t, { value: 50, groupValue: null })).toBeNull();
    expect(crosses(t, { value: 56, groupValue: 50 })).toBe(true); // above 55
    expect(crosses(t, { value: 54.5, groupValue: 50 }, 2)).toBe(true); // the margin is 2 points of 110 %: still above 54
    expect(crosses(t, { value: 53.9, groupValue: 50 }, 2)).toBe(false);
  });
});

describe('stepLifecycle', () => {
  const gt = abs('gt', 100, null);

  it('fires on the first crossing test day by default, and resolves when back inside', () => {
    const r = run(gt, DEFAULT_LIFECYCLE, [90, 120, 130, 95, 99]);
    expect(r.phases).toEqual(['normal', 'firing', 'firing', 'resolved', 'resolved']);
    expect(r.incidents).toEqual(['open@1', 'close@3']);
  });

  it('waits for N consecutive crossing test days (Pending), and a day inside starts the count again', () => {
    const r = run(gt, { pendingTestDays: 3, recoveryMargin: 0 }, [120, 121, 90, 120, 121, 122, 123]);
    expect(r.phases).toEqual(['pending', 'pending', 'normal', 'pending', 'pending', 'firing', 'firing']);
    expect(r.incidents).toEqual(['open@5']);
  });

  it('does not flap while the value hovers at the bound inside the recovery margin', () => {
    const r = run(gt, { pendingTestDays: 1, recoveryMargin: 5 }, [101, 99, 101, 98, 96, 94, 101]);
    expect(r.phases).toEqual(['firing', 'firing', 'firing', 'firing', 'firing', 'resolved', 'firing']);
    expect(r.incidents).toEqual(['open@0', 'close@5', 'open@6']);
  });

  it('without a margin the same values open and close an incident on every turn', () => {
    expect(run(gt, DEFAULT_LIFECYCLE, [101, 99, 101, 98]).incidents).toEqual(['open@0', 'close@1', 'open@2', 'close@3']);
  });

  it('ignores test days not after the last one (a re-run or an older correction changes nothing)', () => {
    const first = stepLifecycle(gt, DEFAULT_LIFECYCLE, INITIAL_LIFECYCLE, obs(5, 120));
    expect(stepLifecycle(gt, DEFAULT_LIFECYCLE, first.state, obs(5, 90))).toEqual({ state: first.state, transition: null, incident: null });
    expect(stepLifecycle(gt, DEFAULT_LIFECYCLE, first.state, obs(4, 90)).state).toBe(first.state);
  });

  it('a test day without a value neither fires nor resolves, and breaks no streak', () => {
    const r = run(gt, { pendingTestDays: 2, recoveryMargin: 0 }, [120, null, 121, null, 90]);
    expect(r.phases).toEqual(['pending', 'pending', 'firing', 'firing', 'resolved']);
    expect(r.state.lastObserved).toBe(day(4));
  });

  it('records each change of phase with the test day it happened on', () => {
    const a = stepLifecycle(gt, { pendingTestDays: 2, recoveryMargin: 0 }, INITIAL_LIFECYCLE, obs(0, 120));
    expect(a.transition).toEqual({ from: 'normal', to: 'pending', at: day(0) });
    const b = stepLifecycle(gt, { pendingTestDays: 2, recoveryMargin: 0 }, a.state, obs(1, 130));
    expect(b.transition).toEqual({ from: 'pending', to: 'firing', at: day(1) });
    expect(b.state).toEqual({ phase: 'firing', since: day(1), streak: 2, lastObserved: day(1) });
    const c = stepLifecycle(gt, { pendingTestDays: 2, recoveryMargin: 0 }, b.state, obs(2, 140));
    expect(c.transition).toBeNull();
    expect(c.state.since).toBe(day(1));
  });

  it('stepAll takes several test days in date order, whatever order they came in', () => {
    const steps = stepAll(gt, { pendingTestDays: 2, recoveryMargin: 0 }, INITIAL_LIFECYCLE, [obs(2, 90), obs(0, 120), obs(1, 125)]);
    expect(steps.map((s) => [s.state.phase, s.incident])).toEqual([
      ['pending', null],
      ['firing', 'open'],
      ['resolved', 'close'],
    ]);
  });

  // Every sequence of up to 6 test days over four kinds of value, for N = 1…3 and margins 0 and 5:
  // the invariants a user relies on, checked against a direct reading of the sequence.
  describe('over every short sequence', () => {
    const kinds = { cross: 120, hover: 98, clear: 90, none: null } as const;
    const names = Object.keys(kinds) as (keyof typeof kinds)[];
    const sequences: (keyof typeof kinds)[][] = [[]];
    for (let len = 1; len <= 6; len++) for (const s of sequences.filter((q) => q.length === len - 1)) for (const k of names) sequences.push([...s, k]);

    for (const n of [1, 2, 3]) {
      for (const margin of [0, 5]) {
        it(`N = ${n}, margin ${margin}: incidents alternate, open on the N-th crossing day, close only once cleared`, () => {
          let checked = 0;
          const wrong: string[] = [];
          for (const seq of sequences) {
            const r = run(gt, { pendingTestDays: n, recoveryMargin: margin }, seq.map((k) => kinds[k]));
            const marks = new Set(r.incidents);
            let open = false;
            let streak = 0;
            seq.forEach((k, i) => {
              const opened = marks.has(`open@${i}`);
              const closed = marks.has(`close@${i}`);
              let expectOpen = false;
              let expectClose = false;
              if (!open) {
                if (k === 'cross') streak++;
                else if (k !== 'none') streak = 0;
                expectOpen = streak >= n;
              } else {
                expectClose = k === 'clear' || (k === 'hover' && margin === 0);
              }
              if (opened !== expectOpen || closed !== expectClose) wrong.push(`${seq.join(',')} @${i}`);
              if (expectOpen) open = true;
              if (expectClose) {
                open = false;
                streak = 0;
              }
              checked++;
            });
            if ((r.state.phase === 'firing') !== open) wrong.push(`${seq.join(',')} ends ${r.state.phase}`);
          }
          expect(wrong).toEqual([]);
          expect(checked).toBeGreaterThan(20_000);
        });
      }
    }
  });
});

describe('noDataCheck', () => {
  const firing: LifecycleState = { phase: 'firing', since: '2026-01-10', streak: 1, lastObserved: '2026-01-10' };

  it(`turns NoData after 62 days without a report and closes an open incident`, () => {
    expect(noDataCheck(firing, '2026-01-10', '2026-03-13').state.phase).toBe('firing'); // 62 days
    const s = noDataCheck(firing, '2026-01-10', '2026-03-14'); // 63 days
    expect(s).toEqual({ state: { phase: 'nodata', since: '2026-03-14', streak: 0, lastObserved: '2026-01-10' }, transition: { from: 'firing', to: 'nodata', at: '2026-03-14' }, incident: 'close' });
    expect(noDataCheck(s.state, '2026-01-10', '2026-04-01').transition).toBeNull();
  });

  it('a field never observed stays Normal; the next decidable test day leaves NoData', () => {
    expect(noDataCheck(INITIAL_LIFECYCLE, null, '2026-03-14').state.phase).toBe('normal');
    const nodata = noDataCheck(firing, '2026-01-10', '2026-03-14').state;
    const gt = abs('gt', 100, null);
    expect(stepLifecycle(gt, DEFAULT_LIFECYCLE, nodata, { observed: '2026-03-20', value: 90, groupValue: null }).transition).toEqual({ from: 'nodata', to: 'normal', at: '2026-03-20' });
    expect(stepLifecycle(gt, DEFAULT_LIFECYCLE, nodata, { observed: '2026-03-20', value: 120, groupValue: null }).incident).toBe('open');
  });
});

describe('lifecycleProblems', () => {
  it('accepts 1 … 12 test days and a margin ≥ 0', () => {
    expect(lifecycleProblems({ pendingTestDays: 1, recoveryMargin: 0 })).toEqual({});
    expect(lifecycleProblems({ pendingTestDays: 12, recoveryMargin: 3.5 })).toEqual({});
    expect(lifecycleProblems({ pendingTestDays: 0, recoveryMargin: -1 })).toEqual({ pending_test_days: LIFECYCLE_MESSAGES.pendingTestDays, recovery_margin: LIFECYCLE_MESSAGES.recoveryMargin });
    expect(lifecycleProblems({ pendingTestDays: 2.5, recoveryMargin: Number.NaN }).pending_test_days).toBe(LIFECYCLE_MESSAGES.pendingTestDays);
    expect(lifecycleProblems({ pendingTestDays: 13, recoveryMargin: 0 }).pending_test_days).toBe('Geben Sie eine ganze Zahl von 1 bis 12 an.');
  });
});

describe('rederive (a created or edited control field, a corrected newest report)', () => {
  const lt30 = abs('lt', null, 30);
  const two: LifecycleSettings = { pendingTestDays: 2, recoveryMargin: 0 };

  it('replays only the newest N test days from the current phase and reports the net change', () => {
    // Crossing on the two newest days with N=2: it fires at once, one transition normal → firing.
    const r = rederive(lt30, two, INITIAL_LIFECYCLE, [obs(0, 20), obs(1, 35), obs(2, 29), obs(3, 28)]);
    expect(r.state).toMatchObject({ phase: 'firing', since: day(3), streak: 2, lastObserved: day(3) });
    expect(r.transition).toEqual({ from: 'normal', to: 'firing', at: day(3) });
    expect(r.incident).toBe('open');
    // Only the newest day crosses: pending, no incident.
    expect(rederive(lt30, two, INITIAL_LIFECYCLE, [obs(0, 29), obs(1, 35), obs(2, 28)]).state).toMatchObject({ phase: 'pending', streak: 1 });
  });

  it('keeps a firing field firing (no transition) while it crosses, and closes it when the new bound clears it', () => {
    const firing: LifecycleState = { phase: 'firing', since: day(1), streak: 3, lastObserved: day(2) };
    const still = rederive(lt30, DEFAULT_LIFECYCLE, firing, [obs(2, 25)]);
    expect(still).toMatchObject({ transition: null, incident: null, state: { phase: 'firing', since: day(1) } });
    const cleared = rederive(abs('lt', null, 20), DEFAULT_LIFECYCLE, firing, [obs(2, 25)]);
    expect(cleared).toMatchObject({ transition: { from: 'firing', to: 'resolved', at: day(2) }, incident: 'close' });
  });

  it('changes nothing without test days', () => {
    expect(rederive(lt30, two, INITIAL_LIFECYCLE, [])).toEqual({ state: INITIAL_LIFECYCLE, transition: null, incident: null });
  });
});
