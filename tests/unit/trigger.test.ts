import { describe, expect, it } from 'vitest';
import {
  absoluteBounds,
  cellState,
  differences,
  equivalentText,
  evaluateTrigger,
  sameControlField,
  standing,
  storedBounds,
  thresholdProblems,
  thresholdText,
  triggerText,
  TRIGGER_MESSAGES,
  type ControlFieldKey,
  type Threshold,
} from '../../src/domain/trigger.ts';

const abs = (operator: Threshold['operator'], lower: number | null, upper: number | null): Threshold => ({ operator, lower_bound: lower, upper_bound: upper, is_relative: false });
const rel = (operator: Threshold['operator'], lower: number | null, upper: number | null): Threshold => ({ ...abs(operator, lower, upper), is_relative: true });

describe('storedBounds', () => {
  it('keeps only the upper bound for lt, only the lower for gt, both for in and not in', () => {
    expect(storedBounds(abs('lt', 3, 7))).toEqual({ lower_bound: null, upper_bound: 7 });
    expect(storedBounds(abs('gt', 3, 7))).toEqual({ lower_bound: 3, upper_bound: null });
    expect(storedBounds(abs('in', 3, 7))).toEqual({ lower_bound: 3, upper_bound: 7 });
    expect(storedBounds(abs('not in', 3, 7))).toEqual({ lower_bound: 3, upper_bound: 7 });
  });
});

describe('thresholdProblems', () => {
  it('accepts valid thresholds, including equal range bounds and 0', () => {
    expect(thresholdProblems(abs('lt', null, 0))).toEqual({});
    expect(thresholdProblems(abs('gt', 2.5, null))).toEqual({});
    expect(thresholdProblems(abs('in', 4, 4))).toEqual({});
    expect(thresholdProblems(abs('not in', 1, 9))).toEqual({});
  });
  it('ignores the unused bound, even when it is negative', () => {
    expect(thresholdProblems(abs('lt', -5, 3))).toEqual({});
    expect(thresholdProblems(abs('gt', 3, -5))).toEqual({});
  });
  it('asks for the used bounds', () => {
    expect(thresholdProblems(abs('lt', 3, null))).toEqual({ upper_bound: TRIGGER_MESSAGES.missing });
    expect(thresholdProblems(abs('gt', null, 3))).toEqual({ lower_bound: TRIGGER_MESSAGES.missing });
    expect(thresholdProblems(abs('in', null, null))).toEqual({ lower_bound: 'Wählen Sie Werte aus!', upper_bound: 'Wählen Sie Werte aus!' });
    expect(thresholdProblems(abs('lt', null, Number.NaN))).toEqual({ upper_bound: TRIGGER_MESSAGES.missing });
  });
  it('refuses negative bounds', () => {
    expect(thresholdProblems(abs('lt', null, -0.1))).toEqual({ upper_bound: TRIGGER_MESSAGES.negative });
    expect(thresholdProblems(abs('not in', -1, 2))).toEqual({ lower_bound: TRIGGER_MESSAGES.negative });
  });
  it('needs lower ≤ upper for in and not in', () => {
    expect(thresholdProblems(abs('in', 5, 4))).toEqual({ lower_bound: 'Der linke Bereichswert muss kleiner als der Rechte sein.' });
    expect(thresholdProblems(abs('not in', 5, 4))).toEqual({ lower_bound: TRIGGER_MESSAGES.order });
  });
});

describe('sameControlField', () => {
  const base: ControlFieldKey = { field: 'fprz_pm', comparison_group: 1, ...abs('lt', null, 4) };
  it('is equal when everything used matches, ignoring the unused bound', () => {
    expect(sameControlField(base, { ...base })).toBe(true);
    expect(sameControlField(base, { ...base, lower_bound: 99 })).toBe(true);
    expect(sameControlField({ ...base, ...abs('gt', 2, 1) }, { ...base, ...abs('gt', 2, 50) })).toBe(true);
  });
  it('differs in any of field, group, operator, used bound, relative flag', () => {
    expect(sameControlField(base, { ...base, field: 'eprz_pm' })).toBe(false);
    expect(sameControlField(base, { ...base, comparison_group: 2 })).toBe(false);
    expect(sameControlField(base, { ...base, comparison_group: null })).toBe(false);
    expect(sameControlField(base, { ...base, operator: 'gt', lower_bound: 4 })).toBe(false);
    expect(sameControlField(base, { ...base, upper_bound: 4.01 })).toBe(false);
    expect(sameControlField(base, { ...base, is_relative: true })).toBe(false);
    expect(sameControlField({ ...base, ...abs('in', 1, 2) }, { ...base, ...abs('in', 1, 3) })).toBe(false);
  });
});

describe('evaluateTrigger, absolute', () => {
  it('lt triggers strictly below the upper bound', () => {
    expect(evaluateTrigger(abs('lt', null, 4), 3.99).triggers).toBe(true);
    expect(evaluateTrigger(abs('lt', null, 4), 4).triggers).toBe(false);
    expect(evaluateTrigger(abs('lt', 100, 4), 50).triggers).toBe(false);
  });
  it('gt triggers strictly above the lower bound', () => {
    expect(evaluateTrigger(abs('gt', 4, null), 4.01).triggers).toBe(true);
    expect(evaluateTrigger(abs('gt', 4, null), 4).triggers).toBe(false);
    expect(evaluateTrigger(abs('gt', 4, 1), 3).triggers).toBe(false);
  });
  it('in triggers within the range, bounds included; not in outside it', () => {
    for (const [v, inside] of [[2, false], [3, true], [5, true], [7, true], [7.01, false]] as const) {
      expect(evaluateTrigger(abs('in', 3, 7), v).triggers).toBe(inside);
      expect(evaluateTrigger(abs('not in', 3, 7), v).triggers).toBe(!inside);
    }
  });
  it('never triggers without a value, and says why', () => {
    for (const v of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(evaluateTrigger(abs('not in', 3, 7), v)).toMatchObject({ triggers: false, reason: TRIGGER_MESSAGES.noValue });
    }
  });
  it('never triggers without the used bound', () => {
    expect(evaluateTrigger(abs('lt', 3, null), 1)).toMatchObject({ triggers: false, reason: TRIGGER_MESSAGES.missing });
  });
});

describe('evaluateTrigger, relative (bounds in percent of the group value)', () => {
  it('scales the bounds by the group value', () => {
    // Group 40: 90 % is 36, 110 % is 44.
    expect(evaluateTrigger(rel('lt', null, 90), 35.9, 40)).toMatchObject({ triggers: true, upper: 36 });
    expect(evaluateTrigger(rel('lt', null, 90), 36, 40).triggers).toBe(false);
    expect(evaluateTrigger(rel('gt', 110, null), 44.1, 40)).toMatchObject({ triggers: true, lower: 44 });
    expect(evaluateTrigger(rel('in', 90, 110), 40, 40).triggers).toBe(true);
    expect(evaluateTrigger(rel('not in', 90, 110), 45, 40).triggers).toBe(true);
    expect(evaluateTrigger(rel('not in', 90, 110), 44, 40).triggers).toBe(false);
  });
  it('cannot decide without a group value', () => {
    expect(evaluateTrigger(rel('lt', null, 90), 1, null)).toMatchObject({ triggers: false, reason: TRIGGER_MESSAGES.noGroupValue });
    expect(evaluateTrigger(rel('lt', null, 90), 1)).toMatchObject({ triggers: false, reason: TRIGGER_MESSAGES.noGroupValue });
  });
  it('an absolute threshold ignores the group value', () => {
    expect(evaluateTrigger(abs('lt', null, 90), 50, null).triggers).toBe(true);
    expect(absoluteBounds(abs('in', 1, 2), 1000)).toEqual({ lower: 1, upper: 2 });
  });
});

describe('texts', () => {
  it('trigger texts of the overview', () => {
    expect(triggerText(abs('lt', 1, 3.5))).toBe('ist unter 3,5');
    expect(triggerText(abs('gt', 1200, null))).toBe('ist über 1.200');
    expect(triggerText(abs('in', 3, 7.25))).toBe('ist zw. 3 und 7,25');
    expect(triggerText(abs('not in', 3, 7))).toBe('ist nicht zw. 3 und 7');
    expect(triggerText(rel('lt', null, 90))).toBe('ist unter 90 %');
  });
  it('threshold column and the Entspräche derzeit tooltip', () => {
    expect(thresholdText(abs('lt', null, 4))).toBe('Kleiner als 4');
    expect(thresholdText(rel('gt', 110, null))).toBe('Größer als 110 %');
    expect(thresholdText(abs('in', 1, 2))).toBe('Innerhalb 1 – 2');
    expect(thresholdText(rel('not in', 90, 110))).toBe('Außerhalb 90 % – 110 %');
    expect(equivalentText(rel('not in', 90, 110), 40)).toBe('Entspräche derzeit: Außerhalb 36 – 44');
    expect(equivalentText(rel('lt', null, 95), 3.333, 1)).toBe('Entspräche derzeit: Kleiner als 3,2');
    expect(equivalentText(abs('lt', null, 95), 40)).toBeNull();
    expect(equivalentText(rel('lt', null, 95), null)).toBeNull();
  });
});

describe('cell states and standing', () => {
  it('incident beats triggered beats quiet', () => {
    expect(cellState(true, { triggers: false })).toBe('incident');
    expect(cellState(false, { triggers: true })).toBe('triggered');
    expect(cellState(false, { triggers: false })).toBe('quiet');
  });
  it('better or worse follows the direction; equal; neutral without a direction or values', () => {
    expect(standing(5, 4, true)).toBe('better');
    expect(standing(5, 4, false)).toBe('worse');
    expect(standing(3, 4, false)).toBe('better');
    expect(standing(4, 4, true)).toBe('equal');
    expect(standing(5, 4, null)).toBe('neutral');
    expect(standing(null, 4, true)).toBe('neutral');
  });
  it('differences against the group', () => {
    expect(differences(45, 40)).toEqual({ absolute: 5, percent: 12.5 });
    expect(differences(1, 0)).toEqual({ absolute: 1, percent: null });
    expect(differences(null, 3)).toEqual({ absolute: null, percent: null });
  });
});
