import { describe, expect, it } from 'vitest';
import { farmMatchesText, farmRowLabels, farmSearchIndex, filterFarms, nextSelection, sortFarms, toggleFilter, type FarmListItem } from '../../src/domain/farm-list.ts';

const farm = (id: number, number: string, name: string, extra: Partial<FarmListItem> = {}): FarmListItem => ({
  id,
  number,
  name,
  display_name: `${number} - ${name}`,
  is_active: true,
  tos_accepted: '2026-01-01T00:00:00Z',
  has_admin_rights: false,
  has_current_report: true,
  ...extra,
});

describe('farm list rules (product rules ‹Farm list›, ‹Validation rules›)', () => {
  it('matches name or number case-insensitively, blank matches all', () => {
    const f = farm(1, '276091', 'Hof Müller');
    expect(farmMatchesText(f, 'MÜLLER')).toBe(true);
    expect(farmMatchesText(f, '6091')).toBe(true);
    expect(farmMatchesText(f, '  ')).toBe(true);
    expect(farmMatchesText(f, 'Meier')).toBe(false);
  });

  it('a second click on a toggle clears it; the other value of the pair replaces it', () => {
    let t = toggleFilter({}, 'is_active', true);
    expect(t).toEqual({ is_active: true });
    t = toggleFilter(t, 'is_active', false);
    expect(t).toEqual({ is_active: false });
    t = toggleFilter(t, 'is_active', false);
    expect(t).toEqual({});
  });

  it('filters by toggles and text, keeping the order', () => {
    const list = [farm(1, '1', 'A', { is_active: false }), farm(2, '2', 'B', { tos_accepted: null }), farm(3, '3', 'C', { has_current_report: false })];
    expect(filterFarms(list, '', { is_active: false }).map((f) => f.id)).toEqual([1]);
    expect(filterFarms(list, '', { tos_accepted: false }).map((f) => f.id)).toEqual([2]);
    expect(filterFarms(list, '', { has_current_report: true }).map((f) => f.id)).toEqual([1, 2]);
    expect(filterFarms(list, 'c', {}).map((f) => f.id)).toEqual([3]);
  });

  it('sorts administered first, then display name, then number descending', () => {
    const user = { account_type: 'farm_admin' as const, farms: [4] };
    const list = [farm(1, '10', 'beta'), farm(2, '20', 'Alpha'), farm(3, '30', 'Zeta', { has_admin_rights: true }), farm(4, '40', 'Omega')];
    expect(sortFarms(list, user).map((f) => f.id)).toEqual([3, 4, 1, 2]);
    const same = [
      { ...farm(5, '5', 'X'), display_name: 'Gleich' },
      { ...farm(6, '6', 'X'), display_name: 'gleich' },
    ];
    expect(sortFarms(same, { account_type: 'association_member' }).map((f) => f.id)).toEqual([6, 5]);
  });

  it('labels administered farms and farms without a current report', () => {
    expect(farmRowLabels(farm(1, '1', 'A', { has_admin_rights: true, has_current_report: false }), { account_type: 'association_admin' })).toEqual([
      '(Admin)',
      '(inaktiv, keine MLP)',
    ]);
    expect(farmRowLabels(farm(1, '1', 'A'), { account_type: 'farm_staff', farms: [1] })).toEqual([]);
  });

  it('selecting the selected row deselects it', () => {
    expect(nextSelection(null, 3)).toBe(3);
    expect(nextSelection(3, 3)).toBeNull();
    expect(nextSelection(3, 4)).toBe(4);
  });
});

describe('farm search index', () => {
  it('filters the same with and without a prepared index', () => {
    const list = Array.from({ length: 50 }, (_, i) => farm(i + 1, String(276000 + i), i % 3 ? `Hof Nr ${i}` : `Gut Ähren ${i}`));
    const index = farmSearchIndex(list);
    for (const text of ['', 'ähren', 'ÄHREN 3', '27601', 'x']) expect(filterFarms(list, text, {}, index)).toEqual(filterFarms(list, text, {}));
  });
});
