// The ranking's pure rules (src/domain/ranking.ts): who may read it, all ranks at once equal to the
// one-at-a-time percentile rank, the row order (no value last, ties by name) and the CSV line.
import { describe, expect, it } from 'vitest';
import { percentileRank } from '../../src/domain/percentile-rank.ts';
import { mayOpenRankings, mayReadRanking, mayReadRankings, percentileRanks, rankingComparator, rankingCsvHeaders, rankingCsvLine } from '../../src/domain/ranking.ts';

describe('ranking permissions', () => {
  const staff = { isSuperuser: false, accountType: 'association_member' as const, associations: [{ associationId: 3 }] };
  it('lets superusers and the association’s own users read it, refuses farm users', () => {
    expect(mayReadRanking(staff, 3)).toBe(true);
    expect(mayReadRanking(staff, 4)).toBe(false);
    expect(mayReadRanking({ ...staff, accountType: 'association_admin' }, 3)).toBe(true);
    expect(mayReadRanking({ isSuperuser: true, accountType: null, associations: [] }, 9)).toBe(true);
    expect(mayReadRanking({ ...staff, accountType: 'farm_admin' }, 3)).toBe(false);
    expect(mayReadRankings({ isSuperuser: false, accountType: 'farm_staff' })).toBe(false);
    expect(mayOpenRankings({ account_type: 'association_member' })).toBe(true);
    expect(mayOpenRankings({ account_type: 'farm_admin' })).toBe(false);
    expect(mayOpenRankings(null)).toBe(false);
  });
});

describe('percentileRanks', () => {
  it('gives each value the rank percentileRank gives it, in both directions, with ties and gaps', () => {
    const values = [5, 3, Number.NaN, 5, 9, 1, 3, 3, 7];
    const known = values.filter((v) => !Number.isNaN(v));
    for (const larger of [true, false]) {
      const all = percentileRanks(values, larger);
      values.forEach((v, i) => {
        if (Number.isNaN(v)) expect(all[i]).toBeNaN();
        else expect(all[i]).toBeCloseTo(percentileRank(v, known, known.length, larger), 12);
      });
    }
    // Larger is better: 9 beats the other 7, the three 3s beat only the 1.
    expect(percentileRanks([9, 3, 3, 1], true)).toEqual(Float64Array.from([75, 25, 25, 0]));
    expect(percentileRanks([9, 3, 3, 1], false)).toEqual(Float64Array.from([0, 25, 25, 75]));
  });
  it('has no ranks for a neutral figure or without values', () => {
    expect([...percentileRanks([1, 2], null)].every(Number.isNaN)).toBe(true);
    expect([...percentileRanks([Number.NaN], true)].every(Number.isNaN)).toBe(true);
  });
});

describe('rankingComparator', () => {
  const rows = [
    { name: 'Cäsar', value: 2, rank: 50 },
    { name: 'Anton', value: null, rank: null },
    { name: 'Berta', value: 2, rank: 50 },
    { name: 'Dora', value: 5, rank: 100 },
  ];
  const names = (sort: 'rank' | 'value' | 'name', dir: 'asc' | 'desc', neutral = false) => [...rows].sort(rankingComparator(sort, dir, neutral)).map((r) => r.name);
  it('sorts by rank or value either way, ties by name, no value last', () => {
    expect(names('rank', 'desc')).toEqual(['Dora', 'Berta', 'Cäsar', 'Anton']);
    expect(names('rank', 'asc')).toEqual(['Berta', 'Cäsar', 'Dora', 'Anton']);
    expect(names('value', 'asc')).toEqual(['Berta', 'Cäsar', 'Dora', 'Anton']);
    expect(names('name', 'desc')).toEqual(['Dora', 'Cäsar', 'Berta', 'Anton']);
  });
  it('sorts a neutral figure by value when asked for the rank', () => {
    const neutral = rows.map((r) => ({ ...r, rank: null }));
    expect([...neutral].sort(rankingComparator('rank', 'desc', true)).map((r) => r.name)).toEqual(['Dora', 'Berta', 'Cäsar', 'Anton']);
  });
});

describe('ranking CSV', () => {
  it('writes German headers, decimal commas and whole percents rounded down', () => {
    expect(rankingCsvHeaders('farm', { label: 'Milch', unit: 'kg' })).toEqual(['LDWU', 'Milch (kg)', 'Status', 'Besser als (%)', 'n (Betriebe mit Wert)']);
    expect(rankingCsvHeaders('location', { label: 'Milch', unit: '' })[0]).toBe('Betrieb');
    expect(rankingCsvLine('location', { name: 'Nord', farm: '1 - Hof', value: 1234.56, status: 'gut', rank: 66.6667, n: 1 }, 1)).toEqual(['Nord', '1 - Hof', '1.234,6', 'gut', '66', '1']);
    expect(rankingCsvLine('farm', { name: '1 - Hof', farm: '1 - Hof', value: null, status: '', rank: null, n: 0 }, 1)).toEqual(['1 - Hof', '', '', '', '0']);
  });
});
