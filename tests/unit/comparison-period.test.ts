// The comparison period of the group modal (product rules ‹Business constants and limits›): presets and 'Vor ... Tagen', which choice a
// stored delay opens with, what a choice sets, and the custom field's message; then the same rules
// through the form: a stored 45 opens custom, an empty custom field blocks saving, the body sends the days.
import { describe, expect, it } from 'vitest';
import { EMPTY_GROUP_VALUES, groupFormProblems, groupInputOf, tabsOf } from '../../src/domain/comparison-group-form.ts';
import { PERIOD_CHOICES, isCustomDelay, periodChoice, periodKeyOf, periodProblem } from '../../src/domain/comparison-period.ts';

const DELAY_MESSAGE = 'Geben Sie einen Zeitraum zwischen 0 und 3650 Tagen an.';
const stored = (delay: number | null) => ({
  name: 'Gespeichert',
  aggregation: { how: 'add' as const, threshold: null },
  filter: { delay, entity_type: null, entity_id: null, location_size: 100, management_options: {}, top_in: null },
});

describe('comparison period', () => {
  it("offers the spec's presets, then 'Vor ... Tagen'", () => {
    expect(PERIOD_CHOICES.map((c) => c.label)).toEqual(['Aktuelle Werte', 'Vor 30 Tagen', 'Vor 90 Tagen', 'Vor 180 Tagen', 'Vor 365 Tagen', 'Vor ... Tagen']);
  });

  it('a stored delay shows as its preset; any other number of days as the custom choice', () => {
    expect(periodKeyOf({ delay: null, delay_custom: false })).toBe('0');
    expect(periodKeyOf({ delay: 0, delay_custom: false })).toBe('0');
    expect(periodKeyOf({ delay: 90, delay_custom: false })).toBe('90');
    expect(periodKeyOf({ delay: 45, delay_custom: false })).toBe('custom');
    expect(isCustomDelay(45)).toBe(true);
    expect(isCustomDelay(365)).toBe(false);
    expect(isCustomDelay(null)).toBe(false);
  });

  it('while the custom choice is open it stays open, also for a preset number typed there or an empty field', () => {
    expect(periodKeyOf({ delay: 90, delay_custom: true })).toBe('custom');
    expect(periodKeyOf({ delay: null, delay_custom: true })).toBe('custom');
  });

  it('a preset sets its days and closes the custom field; custom keeps the days shown so far', () => {
    expect(periodChoice('0', { delay: 45, delay_custom: true })).toEqual({ delay: null, delay_custom: false });
    expect(periodChoice('180', { delay: 45, delay_custom: true })).toEqual({ delay: 180, delay_custom: false });
    expect(periodChoice('custom', { delay: 90, delay_custom: false })).toEqual({ delay: 90, delay_custom: true });
    expect(periodChoice('custom', { delay: null, delay_custom: false })).toEqual({ delay: null, delay_custom: true });
  });

  it('the custom field wants whole days from 1 to 3650, with the domain message', () => {
    expect(periodProblem({ delay: 45, delay_custom: true })).toBeNull();
    expect(periodProblem({ delay: 1, delay_custom: true })).toBeNull();
    expect(periodProblem({ delay: 3650, delay_custom: true })).toBeNull();
    for (const bad of [null, 0, -5, 3651, 4.5]) expect(periodProblem({ delay: bad, delay_custom: true })).toBe(DELAY_MESSAGE);
    // A preset never complains ('Aktuelle Werte' is null).
    expect(periodProblem({ delay: null, delay_custom: false })).toBeNull();
  });
});

describe('comparison period in the group form', () => {
  it('a stored group with 45 days opens with the custom choice and 45; a preset opens as the preset', () => {
    const { kind, tabs } = tabsOf(stored(45));
    expect(kind).toBe('benchmark');
    expect(tabs.benchmark).toMatchObject({ delay: 45, delay_custom: true });
    expect(periodKeyOf(tabs.benchmark)).toBe('custom');
    expect(tabsOf(stored(30)).tabs.benchmark).toMatchObject({ delay: 30, delay_custom: false });
  });

  it('an empty custom field is a mistake on the period, not the current values; the days go into the body', () => {
    const open = { ...EMPTY_GROUP_VALUES, location_size: 100, delay_custom: true };
    expect(groupFormProblems('Groß', 'benchmark', open)).toEqual({ delay: DELAY_MESSAGE });
    expect(groupFormProblems('Groß', 'benchmark', { ...open, delay: 45 })).toEqual({});
    expect(groupInputOf('Groß', 'benchmark', { ...open, delay: 45 }).filter.delay).toBe(45);
    // The flag is the form's own: it is not part of the write body.
    expect(Object.keys(groupInputOf('Groß', 'top', { ...open, delay: 45 }).filter)).not.toContain('delay_custom');
  });
});
