// The special comparison group 'Gleiche Betriebsgröße' in the browser: the JSON items of an
// evaluation's comparison_groups become typed references (nothing is dropped that the server keeps),
// route segments name it, and the form keeps it where it applies and says the server's sentence elsewhere.
import { describe, expect, it } from 'vitest';
import { evaluationBody, evaluationFormErrors, evaluationFormFrom, isTabReady, partitionSelection, emptyEvaluationForm } from '../../src/domain/evaluation-form.ts';
import { evaluationGroupRefs, evaluationProblems, groupRefOfParam, locationSizeAllowed } from '../../src/domain/evaluation-rules.ts';
import { LOCATION_SIZE_ONLY_FOR_LOCATION } from '../../src/domain/group-privacy.ts';

const user = { account_type: 'farm_admin' as const };

describe('evaluation group references', () => {
  it("reads ids and 'location_size' in their order and leaves out what is not a group", () => {
    expect(evaluationGroupRefs([4, 'location_size', '12', 0, -3, 1.5, 'x', null, { id: 2 }])).toEqual([4, 'location_size', 12]);
    expect(evaluationGroupRefs(null)).toEqual([]);
  });

  it('a route segment names a stored group or the special group', () => {
    expect(groupRefOfParam('location_size')).toBe('location_size');
    expect(groupRefOfParam('17')).toBe(17);
    expect(groupRefOfParam('abc')).toBeNull();
    expect(groupRefOfParam(undefined)).toBeNull();
  });

  it('the special group applies to a location and to universal evaluations only', () => {
    expect(locationSizeAllowed('location')).toBe(true);
    expect(locationSizeAllowed(null)).toBe(true);
    expect(locationSizeAllowed('farm')).toBe(false);
    expect(locationSizeAllowed('site')).toBe(false);
    const base = { name: 'A', entity_id: 3, filter: null, comparison_groups: [2, 'location_size'] as const, visibility: 'self' as const, send_mail: false };
    expect(evaluationProblems({ ...base, entity_type: 'site' }, user)).toEqual({ 'comparison_groups.1': [LOCATION_SIZE_ONLY_FOR_LOCATION] });
    expect(evaluationProblems({ ...base, entity_type: 'location' }, user)).toEqual({});
  });

  it('editing an evaluation that holds it keeps it (no data loss) and sends it in place', () => {
    const stored = { id: 9, name: 'Größe', entity_type: 'location' as const, entity_id: 11, filter: null, comparison_groups: ['location_size', 4], visibility: 'self' as const, send_mail: false };
    const values = evaluationFormFrom(stored, false, user, null);
    expect(values.groups).toEqual(['location_size', 4]);
    expect(partitionSelection(values.groups, [{ id: 4, location_count: 3 }])).toEqual({ kept: ['location_size', 4], deselected: [] });
    expect(evaluationBody(values, user).comparison_groups).toEqual(['location_size', 4]);
  });

  it("on a farm the groups tab is not ready and says 'Kann nur Prüfdaten eines Betriebs angewendet werden'", () => {
    const v = { ...emptyEvaluationForm(), name: 'B', entityType: 'farm' as const, entityId: 7, groups: ['location_size' as const] };
    expect(evaluationFormErrors(v).groups).toBe(LOCATION_SIZE_ONLY_FOR_LOCATION);
    expect(isTabReady('groups', v)).toBe(false);
    expect(isTabReady('groups', { ...v, entityType: 'universal', entityId: null })).toBe(true);
  });
});

describe('group names', () => {
  it("the special group is 'Gleiche Betriebsgröße'; an id without a name is one the user cannot see, said in words", async () => {
    const { groupRefLabel } = await import('../../src/domain/evaluation-rules.ts');
    const names = [{ id: 4, name: 'Region Nord' }];
    expect([4, 'location_size' as const, 8].map((r) => groupRefLabel(r, names))).toEqual(['Region Nord', 'Gleiche Betriebsgröße', 'Für Sie nicht sichtbare Vergleichsgruppe']);
  });

  it('while the names load an unnamed id has no label yet (the view holds a placeholder), never a raw id', async () => {
    const { definitionLabel, groupRefLabel } = await import('../../src/domain/evaluation-rules.ts');
    const names = [{ id: 4, name: 'Region Nord' }];
    expect(groupRefLabel(8, names, false)).toBeNull();
    expect(groupRefLabel(4, names, false)).toBe('Region Nord');
    expect(groupRefLabel('location_size', [], false)).toBe('Gleiche Betriebsgröße');
    expect(definitionLabel('filter', 3, [], false)).toBeNull();
    expect(definitionLabel('filter', 3, [], true)).toBe('Für Sie nicht sichtbarer Kennzahlen-Filter');
    expect(definitionLabel('filter', 3, [{ id: 3, name: 'Euter' }], true)).toBe('Euter');
  });
});
