// How German the demo data looks: the cow-weighted averages of the last 12 test months of a plan,
// computed by replaying exactly the value model the generator writes (same streams, same rounding;
// no database needed), next to the national figures of the milk-recording year 2024/25.
//
// Weights: annual figures by the site's average cow count (durchschnittskuhbestand), test-day
// figures by the cows milked on that test day (anz_geprueft): a herd of 400 counts 20 times as much
// as a herd of 20, as in the national statistics.
import { fieldIndex } from '../../src/api/catalogue/fields.ts';
import { siteReportValues } from './generate.ts';
import type { Plan } from './plan.ts';

export interface HerdAverages {
  /** Annual milk yield per cow (kg). */
  milkKg: number;
  /** Fat and protein content (%), annual. */
  fatPct: number;
  proteinPct: number;
  /** Test-day fat and protein content (%), the dashboard's fprz_pm and eprz_pm. */
  fatPctTestDay: number;
  proteinPctTestDay: number;
  /** Somatic cells (1,000/ml), test day. */
  cellsTsd: number;
  /** Share of cow samples below 200,000 cells/ml (%). */
  below200Pct: number;
}

/** National averages of German milk recording, recording year 2024/25 (shared/reference/README.md). */
export const NATIONAL_2024_25: HerdAverages = {
  milkKg: 9700,
  fatPct: 4.1,
  proteinPct: 3.52,
  fatPctTestDay: 4.1,
  proteinPctTestDay: 3.52,
  cellsTsd: 231,
  below200Pct: 78,
};

/**
 * How far the demo data may lie from the national figures (absolute). About one sixth of a typical
 * between-herd standard deviation: close enough that nobody at an association frowns, loose enough
 * that a different seed or farm count does not fail.
 */
export const REALISM_TOLERANCE: HerdAverages = {
  milkKg: 250,
  fatPct: 0.05,
  proteinPct: 0.04,
  fatPctTestDay: 0.05,
  proteinPctTestDay: 0.04,
  cellsTsd: 12,
  below200Pct: 2,
};

export const AVERAGE_LABELS: Record<keyof HerdAverages, string> = {
  milkKg: 'Milch (kg je Kuh und Jahr)',
  fatPct: 'Fett (%, Jahr)',
  proteinPct: 'Eiweiß (%, Jahr)',
  fatPctTestDay: 'Fett (%, Prüftag)',
  proteinPctTestDay: 'Eiweiß (%, Prüftag)',
  cellsTsd: 'Zellzahl (Tsd./ml)',
  below200Pct: 'Proben unter 200.000 Zellen/ml (%)',
};

const IX = {
  milk: fieldIndex('jahresleistung_milch_kg'),
  fat: fieldIndex('jahresleistung_fett_prozent'),
  protein: fieldIndex('jahresleistung_eiweiss_prozent'),
  avgCows: fieldIndex('durchschnittskuhbestand'),
  fatTd: fieldIndex('fprz_pm'),
  proteinTd: fieldIndex('eprz_pm'),
  cells: fieldIndex('leistung_zellgehalt_avg_tsd'),
  over200: fieldIndex('anteil_zellzahl_ueber_200'),
  tested: fieldIndex('anz_geprueft'),
};

/** Weighted sums of one figure, skipping missing values. */
class Mean {
  private sum = 0;
  private weight = 0;
  add(value: number, weight: number) {
    if (Number.isNaN(value) || !(weight > 0)) return;
    this.sum += value * weight;
    this.weight += weight;
  }
  get value() {
    return this.weight > 0 ? this.sum / this.weight : NaN;
  }
}

/** Cow-weighted averages over the test days of the last `months` months before the plan's anchor. */
export function herdAverages(plan: Plan, months = 12): HerdAverages {
  const { seed } = plan.options;
  const m = { milk: new Mean(), fat: new Mean(), protein: new Mean(), fatTd: new Mean(), proteinTd: new Mean(), cells: new Mean(), below: new Mean() };
  for (const farm of plan.farms) {
    for (const site of farm.sites) {
      for (const [day, v] of siteReportValues(seed, site, plan.anchorMonth)) {
        if (day.monthsBefore > months) continue;
        const cows = v[IX.avgCows]!;
        const tested = v[IX.tested]!;
        m.milk.add(v[IX.milk]!, cows);
        m.fat.add(v[IX.fat]!, cows);
        m.protein.add(v[IX.protein]!, cows);
        m.fatTd.add(v[IX.fatTd]!, tested);
        m.proteinTd.add(v[IX.proteinTd]!, tested);
        m.cells.add(v[IX.cells]!, tested);
        m.below.add(100 - v[IX.over200]!, tested);
      }
    }
  }
  return {
    milkKg: m.milk.value,
    fatPct: m.fat.value,
    proteinPct: m.protein.value,
    fatPctTestDay: m.fatTd.value,
    proteinPctTestDay: m.proteinTd.value,
    cellsTsd: m.cells.value,
    below200Pct: m.below.value,
  };
}

/** The figures beyond tolerance, empty when the data looks national. */
export function realismDeviations(averages: HerdAverages): (keyof HerdAverages)[] {
  return (Object.keys(NATIONAL_2024_25) as (keyof HerdAverages)[]).filter(
    (k) => !(Math.abs(averages[k] - NATIONAL_2024_25[k]) <= REALISM_TOLERANCE[k]),
  );
}

/** A table of demo and national averages, one line per figure (German, for the test output and the CLI). */
export function realismTable(averages: HerdAverages): string {
  return (Object.keys(NATIONAL_2024_25) as (keyof HerdAverages)[])
    .map((k) => {
      const digits = k === 'milkKg' ? 0 : k === 'cellsTsd' || k === 'below200Pct' ? 1 : 2;
      return `${AVERAGE_LABELS[k].padEnd(36)} Demo ${averages[k].toFixed(digits).padStart(8)}   bundesweit ${NATIONAL_2024_25[k].toFixed(digits).padStart(8)}   ± ${REALISM_TOLERANCE[k]}`;
    })
    .join('\n');
}
