// The percentile rank of the status cell (src/domain/percentile-rank.ts): the share of a group's
// members with a worse value, by the figure's direction; ties are not worse; neutral figures, a
// missing value and an empty group have no rank; a withheld group value withholds the rank.
import { describe, expect, it } from 'vitest';
import { percentileRank, rankColumnTitle, rankGroupName, rankLabel, rankPercent, rankText, shownRank } from '../../src/domain/percentile-rank.ts';

const rank = (value: number, members: number[], largerIsBetter: boolean | null) => percentileRank(value, Float64Array.from(members), members.length, largerIsBetter);

describe('percentile rank', () => {
  it('counts members with a smaller value when larger is better, a larger one when smaller is better', () => {
    const milk = [20, 25, 28, 30, 35];
    expect(rank(29, milk, true)).toBe(60); // 20, 25, 28 are worse
    expect(rank(29, milk, false)).toBe(40); // 30, 35 are worse (more cells is worse)
    expect(rank(40, milk, true)).toBe(100);
    expect(rank(10, milk, true)).toBe(0);
    expect(rank(10, milk, false)).toBe(100);
  });

  it('does not count ties as worse, so the entity itself as a member never raises its rank', () => {
    // The best of five, itself a member: better than the other four, 80 %, not 100 %.
    expect(rank(35, [20, 25, 28, 30, 35], true)).toBe(80);
    // Everyone equal: better than nobody.
    expect(rank(7, [7, 7, 7, 7], true)).toBe(0);
    expect(rank(7, [7, 7, 7, 7], false)).toBe(0);
    // Half the group shares the value: only the strictly worse half counts.
    expect(rank(3, [1, 3, 3, 5], true)).toBe(25);
    expect(rank(3, [1, 3, 3, 5], false)).toBe(25);
  });

  it('reads only the first n values (the engine passes its compacted scratch array)', () => {
    expect(percentileRank(5, Float64Array.from([1, 2, 9, 0, 0, 0]), 3, true)).toBeCloseTo(200 / 3, 12);
  });

  it('has no rank for a neutral figure, a missing value or a group without values', () => {
    expect(rank(5, [1, 2, 3], null)).toBeNaN();
    expect(percentileRank(5, [1, 2, 3], 3, undefined)).toBeNaN();
    expect(rank(Number.NaN, [1, 2, 3], true)).toBeNaN();
    expect(rank(5, [], true)).toBeNaN();
  });

  it('is withheld together with the group value', () => {
    expect(shownRank(60, false)).toBe(60);
    expect(shownRank(60, true)).toBeNull();
    expect(shownRank(Number.NaN, false)).toBeNull();
    expect(shownRank(0, false)).toBe(0);
  });

  it('says it in short German, rounded down so it never claims more than is true', () => {
    expect(rankText(73.9)).toBe('besser als 73 %');
    expect(rankText(100)).toBe('besser als 100 %');
    expect(rankText(0)).toBe('besser als 0 %');
    // A share computed elsewhere as 0.29 · 100 is 28.999999999999996 in floating point: still 29 %.
    expect(rankPercent(0.29 * 100)).toBe(29);
    expect(rankPercent((100 * 1) / 3)).toBe(33);
    expect(rankLabel('Alle LDWUs des LKV Süd', 73.9)).toBe('Alle LDWUs des LKV Süd: Ihr Wert ist besser als 73 % der Betriebe dieser Vergleichsgruppe');
    expect(rankColumnTitle('Top 10 %')).toBe('Top 10 %: besser als (%)');
    // Long group names are cut at a whole character for the line (the label keeps the whole name).
    expect(rankGroupName('Alle LDWUs des LKV Süd')).toBe('Alle LDWUs des…');
    expect(rankGroupName('Fleckvieh, 100–249 Kühe')).toBe('Fleckvieh, 100…');
    expect(rankGroupName('Ökobetriebe')).toBe('Ökobetriebe');
    expect(rankGroupName('Sechzehn Zeichen')).toBe('Sechzehn Zeichen');
  });
});
