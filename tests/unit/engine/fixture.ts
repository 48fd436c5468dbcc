// A small, hand-computed world for the engine tests: five locations on three farms in two
// associations, six sites, three figures (cows: extensive and neutral, the weight; milk: intensive,
// larger is better; cells: intensive, smaller is better). The expected numbers in the tests are
// worked out by hand in the comments there.
import { BenchmarkEngine, buildTopology, dayNumber, figureInfo, monthOfDate, type LocationInput } from '../../../src/engine/index.ts';
import type { ReportFieldDef } from '../../../src/api/catalogue/fields.ts';

const field = (pythonic_name: string, unit: string, evaluation: boolean | null, intensive: boolean) =>
  ({ pythonic_name, unit, evaluation, intensive }) as ReportFieldDef;

export const FIELDS = [
  field('kuehe_gesamt', 'Anzahl', null, false),
  field('milch', 'kg', true, true),
  field('zellen', 'Tsd./ml', false, true),
];
export const [COWS, MILK, CELLS] = [0, 1, 2];

export const LOCATIONS: LocationInput[] = [
  { id: 1, farmId: 10, cowCount: 150, associations: [100], siteIds: [1, 2], answers: { melkstandtyp: 'AMS_BOX', weide: true } },
  { id: 2, farmId: 10, cowCount: 40, associations: [100], siteIds: [3], answers: { melkstandtyp: 'FGM', weide: false } },
  { id: 3, farmId: 11, cowCount: 120, associations: [100], siteIds: [4], answers: { melkstandtyp: 'AMS_BOX', weide: false } },
  { id: 4, farmId: 12, cowCount: 60, associations: [101], siteIds: [5], answers: null },
  { id: 5, farmId: 12, cowCount: 300, associations: [101], siteIds: [6], answers: { melkstandtyp: 'TANDEM', weide: true } },
];

/** [site, inspection date, cows, milk, cells] */
export const REPORTS: [number, string, number, number, number][] = [
  [1, '2025-03-10', 100, 30, 200],
  [2, '2025-03-12', 50, 24, 100],
  [3, '2025-03-05', 40, 28, 300],
  [4, '2025-03-20', 120, 35, Number.NaN],
  [5, '2025-03-25', 60, 20, 150],
  [6, '2025-02-15', 300, 32, 250],
  [6, '2025-04-02', 310, 33, 240],
];

export const DAY = dayNumber('2025-03-31');

export function fixtureEngine() {
  const engine = new BenchmarkEngine({ lookbackDays: 62, figures: figureInfo(FIELDS) });
  REPORTS.forEach(([site, date, cows, milk, cells], i) => {
    engine.store.put(site, monthOfDate(date), { reportId: i + 1, inspectionDay: dayNumber(date), processingMs: Date.parse(`${date}T12:00:00Z`) + 86_400_000, values: [cows, milk, cells] });
  });
  return { engine, topology: buildTopology(engine.store, LOCATIONS) };
}
