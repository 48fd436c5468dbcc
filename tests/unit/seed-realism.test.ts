// The demo data looks like German milk recording: the cow-weighted averages of the last 12 test
// months land within the documented tolerance (README, 'Demo-Daten') of the national figures of the
// recording year 2024/25, for a national-size sample and for the demo a fresh install shows. The
// figures are printed beside the national ones so a drift is visible before it fails.
import { describe, expect, it } from 'vitest';
import { buildPlan } from '../../tools/seed/plan.ts';
import { herdAverages, NATIONAL_2024_25, realismDeviations, realismTable, REALISM_TOLERANCE } from '../../tools/seed/realism.ts';

const demoPlan = (anchor: string) => buildPlan({ farms: 150, months: 12, seed: 1, anchor });

describe('demo data against the national averages 2024/25', () => {
  it.each([
    ['1.500 LDWUs, Startwert 1', 1500, 1],
    ['Standard-Demo: 150 LDWUs, Startwert 1', 150, 1],
  ])('%s', (label, farms, seed) => {
    const averages = herdAverages(buildPlan({ farms, months: 12, seed, anchor: '2026-11-01' }));
    console.log(`Demo-Daten (${label}), kuhgewichtet, letzte 12 Prüfmonate:\n${realismTable(averages)}`);
    expect(realismDeviations(averages)).toEqual([]);
  });

  it('judges by the documented tolerance', () => {
    const off = { ...NATIONAL_2024_25, milkKg: NATIONAL_2024_25.milkKg - REALISM_TOLERANCE.milkKg - 1, cellsTsd: NaN };
    expect(realismDeviations(off)).toEqual(['milkKg', 'cellsTsd']);
    expect(realismDeviations(NATIONAL_2024_25)).toEqual([]);
  });

  it('does not depend on the day it runs: another anchor gives the same yearly averages', () => {
    const a = herdAverages(demoPlan('2026-11-01'));
    const b = herdAverages(demoPlan('2027-04-01'));
    expect(b.milkKg).toBeCloseTo(a.milkKg, 6);
    expect(b.below200Pct).toBeCloseTo(a.below200Pct, 0);
  });
});
