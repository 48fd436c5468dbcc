// The comparison-group modal's form rules (product rules ‹Entities and fields›, ‹Evaluation and group workflows›, ‹Validation rules›, ‹Business constants and limits›): what each kind sends, its German
// messages, the expert exclusion, the server's field paths on the form, selectability and the
// popover's description of a group.
import { describe, expect, it } from 'vitest';
import {
  EMPTY_GROUP_VALUES,
  describeGroupOptions,
  expertDisabled,
  groupFormProblems,
  groupInputOf,
  groupUnselectableReason,
  locationSizeLabel,
  serverFieldErrors,
  tabsOf,
  usesProfile,
  type GroupFormValues,
} from '../../src/domain/comparison-group-form.ts';

const v = (over: Partial<GroupFormValues>): GroupFormValues => ({ ...EMPTY_GROUP_VALUES, ...over });
const everything = v({
  how: 'percentile',
  threshold: 10,
  delay: 30,
  entity_type: 'farm',
  entity_id: 3,
  location_size: 100,
  management_options: { wirtschaftsweise: ['OEKOLOGISCH'] },
  top_in_field: 'fprz_pm',
  top_in_value: 25,
});

describe('comparison group form', () => {
  it('each kind sends only what its tab edits (benchmark: an association as its only entity)', () => {
    expect(groupInputOf(' Öko ', 'entity', everything)).toEqual({
      name: 'Öko',
      aggregation: { how: 'add', threshold: null },
      filter: { delay: 30, entity_type: 'farm', entity_id: 3, location_size: null, management_options: {}, top_in: null },
    });
    expect(groupInputOf('x', 'top', everything).filter).toMatchObject({ entity_type: null, top_in: { field: 'fprz_pm', value: 25 }, management_options: {} });
    expect(groupInputOf('x', 'benchmark', everything)).toMatchObject({
      aggregation: { how: 'percentile', threshold: 10 },
      filter: { entity_type: null, entity_id: null, location_size: 100, management_options: { wirtschaftsweise: ['OEKOLOGISCH'] }, top_in: null },
    });
    expect(groupInputOf('x', 'benchmark', { ...everything, entity_type: 'association', entity_id: 1 }).filter).toMatchObject({ entity_type: 'association', entity_id: 1 });
    expect(groupInputOf('x', 'expert', everything).filter.top_in).toEqual({ field: 'fprz_pm', value: 25 });
  });

  it('the criterion rule per kind, the name rule and percentages with their German messages', () => {
    expect(groupFormProblems('', 'benchmark', v({}))).toEqual({ name: 'Geben Sie einen Namen ein.', form: 'Geben Sie mindestens ein Kriterium an.' });
    expect(groupFormProblems('a', 'benchmark', v({ location_size: 50 }))).toEqual({});
    expect(groupFormProblems('a', 'benchmark', v({ delay: 30 }))).toEqual({ form: 'Geben Sie mindestens ein Kriterium an.' });
    expect(groupFormProblems('a', 'entity', v({ location_size: 50 }))).toEqual({ form: 'Geben Sie mindestens ein Kriterium an.' });
    expect(groupFormProblems('a', 'entity', v({ entity_type: 'site', entity_id: null }))).toMatchObject({ entity_id: 'Wählen Sie eine Entität aus.' });
    expect(groupFormProblems('a', 'top', v({ top_in_field: 'fprz_pm' }))).toEqual({ form: 'Geben Sie mindestens ein Kriterium an.' });
    expect(groupFormProblems('a', 'top', v({ top_in_field: 'fprz_pm', top_in_value: 7 }))).toEqual({ top_in_value: 'Geben Sie einen Prozentwert zwischen 0 und 95 in Schritten von 5 an.' });
    expect(groupFormProblems('a', 'benchmark', v({ how: 'percentile', threshold: 100 }))).toMatchObject({ threshold: 'Geben Sie einen Prozentwert zwischen 0 und 95 in Schritten von 5 an.' });
    expect(groupFormProblems('a', 'expert', everything)).toEqual({ top_in_field: 'Der Vergleich mit Top-Betrieben kann nicht mit dem Vergleich von Kennzahlen kombiniert werden.' });
  });

  it('expert: whichever of top percentage and top-in is used disables the other', () => {
    expect(expertDisabled(v({}))).toBeNull();
    expect(expertDisabled(v({ how: 'percentile', threshold: 5 }))).toBe('top_in');
    expect(expertDisabled(v({ top_in_field: 'fprz_pm' }))).toBe('threshold');
  });

  it('profile answers count only where the tab edits them', () => {
    expect(usesProfile('benchmark', everything)).toBe(true);
    expect(usesProfile('entity', everything)).toBe(false);
    expect(usesProfile('expert', v({ management_options: {} }))).toBe(false);
  });

  it("a stored group opens on its inferred tab with its values there, the other tabs empty", () => {
    const { kind, tabs } = tabsOf({ name: 'x', aggregation: { how: 'add', threshold: null }, filter: { delay: null, entity_type: 'location', entity_id: 9, location_size: null, management_options: {}, top_in: null } });
    expect(kind).toBe('entity');
    expect(tabs.entity).toMatchObject({ entity_type: 'location', entity_id: 9 });
    expect(tabs.benchmark).toEqual(EMPTY_GROUP_VALUES);
  });

  it("the server's 400 paths land on the form's fields", () => {
    expect(
      serverFieldErrors({
        name: ['Geben Sie einen Namen ein.'],
        'aggregation.threshold': ['a'],
        'filter.top_in.field': ['b'],
        'filter.top_in.value': ['c'],
        'filter.management_options.kuehe': ['d'],
        'filter.entity_id': ['e'],
        non_field_errors: ['f'],
      }),
    ).toEqual({ name: 'Geben Sie einen Namen ein.', threshold: 'a', top_in_field: 'b', top_in_value: 'c', management_options: 'd', entity_id: 'e', form: 'f' });
  });

  it("groups without members cannot be chosen; the special size group only for a location", () => {
    expect(groupUnselectableReason({ id: 1, location_count: 0 }, 'farm')).toBe('Zu wenig Betriebsstätten');
    expect(groupUnselectableReason({ id: 1, location_count: 4 }, null)).toBeNull();
    expect(groupUnselectableReason({ id: 'location_size', location_count: 4 }, 'farm')).toBe('Kann nur Prüfdaten eines Betriebs angewendet werden');
    expect(groupUnselectableReason({ id: 'location_size', location_count: 4 }, 'location')).toBeNull();
  });

  it('describes a group for the popover in German, with the labels of questions, answers and figures', () => {
    const lines = describeGroupOptions(groupInputOf('x', 'expert', { ...everything, how: 'add', threshold: null }), {
      field: (n) => (n === 'fprz_pm' ? 'Fett (%, Prüftag)' : n),
      question: (n) => (n === 'wirtschaftsweise' ? { text: 'Wirtschaftsweise', option: (k) => (k === 'OEKOLOGISCH' ? 'Ökologisch' : k) } : undefined),
      entity: () => '1001 - Hof Berger',
    });
    expect(lines).toEqual([
      'Art: Experte',
      'Entität: 1001 - Hof Berger',
      'Betriebsgröße: 100–249 Kühe',
      'Wirtschaftsweise: Ökologisch',
      'Beste 25 % nach Fett (%, Prüftag)',
      'Vergleichszeitraum: vor 30 Tagen',
    ]);
    expect(locationSizeLabel(1000)).toBe('über 1.000 Kühe');
  });
});
