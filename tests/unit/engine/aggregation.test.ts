// Hand-computed fixtures of the engine (tests/unit/engine/fixture.ts): every aggregation kind,
// every filter, delay and the extensive/intensive rule, with exact numbers.
import { describe, expect, it } from 'vitest';
import { dayNumber, isoDate, spreadRank, worstAsLargest, type GroupQuery } from '../../../src/engine/index.ts';
import { CELLS, COWS, DAY, fixtureEngine, MILK } from './fixture.ts';

const { engine, topology } = fixtureEngine();
const ALL = [COWS, MILK, CELLS];
const group = (q: Partial<GroupQuery>) => engine.group(topology, { day: DAY, filter: {}, aggregation: { how: 'add' }, fields: ALL, ...q });
const ids = (r: ReturnType<typeof group>) => [...r.membersWithData].map((i) => topology.locationIds[i]);
const row = (r: ReturnType<typeof group>, field: number) => r.rows.find((x) => x.field === field)!;

describe('a location combines the latest report of each of its sites on or before the date', () => {
  // Location 1 = sites 1 (100 cows, 30 kg, 200) and 2 (50 cows, 24 kg, 100).
  it('sums extensive figures and weights intensive ones by cows', () => {
    const r = group({ filter: { entities: [{ type: 'location', id: 1 }] } });
    expect(row(r, COWS).value).toBe(150);
    expect(row(r, MILK).value).toBe((100 * 30 + 50 * 24) / 150); // 28
    expect(row(r, CELLS).value).toBeCloseTo((100 * 200 + 50 * 100) / 150, 12); // 166.67
  });

  it('an entity (farm 10 = sites 1, 2, 3) combines its sites the same way; n counts its Betriebe with a value, as a group\'s n', () => {
    const slots = Int32Array.from([1, 2, 3], (s) => engine.store.slotOf(s)!);
    // Sites 1 and 2 are location 1, site 3 is location 2: two Betriebe, as 'Anz. Betriebe' says.
    const r = engine.entityValues(slots, DAY, ALL, [1, 1, 2]);
    expect(r.rows.map((x) => x.value)).toEqual([190, (3000 + 1200 + 1120) / 190, (20000 + 5000 + 12000) / 190]);
    expect(r.rows.map((x) => x.n)).toEqual([2, 2, 2]);
    // Without the Betriebe each site counts on its own.
    expect(engine.entityValues(slots, DAY, ALL).rows.map((x) => x.n)).toEqual([3, 3, 3]);
    expect(isoDate(r.latestInspectionDay)).toBe('2025-03-12');
  });

  it('n counts each Betrieb once per figure, its sites listed apart, and only where a site has that figure', () => {
    // Sites 1 and 2 (location 1) around site 4 (location 3), which has no cell count.
    const slots = Int32Array.from([1, 4, 2], (s) => engine.store.slotOf(s)!);
    const r = engine.entityValues(slots, DAY, ALL, [1, 3, 1]);
    expect(r.rows.map((x) => x.n)).toEqual([2, 2, 1]);
    expect(r.rows[0]!.value).toBe(270);
    expect(r.rows[2]!.value).toBeCloseTo(25000 / 150, 12);
  });

  it('takes the report of the newest month on or before the date, within 62 days', () => {
    // Site 6 reported on 15 Feb and 2 Apr: on 31 Mar the February report counts (44 days old) …
    expect(row(group({ filter: { entities: [{ type: 'location', id: 5 }] } }), MILK).value).toBe(32);
    // … on 5 Apr the April one, and on 30 Apr (74 days after February, 28 after April) still April.
    expect(row(group({ day: dayNumber('2025-04-05'), filter: { entities: [{ type: 'location', id: 5 }] } }), MILK).value).toBe(33);
    // On 20 Apr the March reports of the others still count (within 62 days), on 1 Jun none.
    expect(group({ day: dayNumber('2025-06-01') }).membersWithData.length).toBe(1);
    expect(group({ day: dayNumber('2025-07-01') }).membersWithData.length).toBe(0);
  });

  it('falls back to the plain mean when no site has a usable cow count', () => {
    const { engine: e, topology: t } = fixtureEngine();
    e.store.put(1, 2025 * 12 + 2, { reportId: 90, inspectionDay: dayNumber('2025-03-10'), processingMs: 0, values: [Number.NaN, 30, 200] });
    e.store.put(2, 2025 * 12 + 2, { reportId: 91, inspectionDay: dayNumber('2025-03-12'), processingMs: 0, values: [0, 24, 100] });
    const r = e.group(t, { day: DAY, filter: { entities: [{ type: 'location', id: 1 }] }, aggregation: { how: 'add' }, fields: [MILK] });
    expect(r.rows[0]!.value).toBe(27);
  });
});

describe('aggregation over the members (locations 1–5: milk 28, 28, 35, 20, 32; cells 166.67, 300, –, 150, 250)', () => {
  const all = group({});

  it('add = the mean over members with a value, n = how many have one', () => {
    expect(row(all, MILK)).toMatchObject({ value: 143 / 5, n: 5 });
    expect(row(all, CELLS).n).toBe(4);
    expect(row(all, CELLS).value).toBeCloseTo((25000 / 150 + 300 + 150 + 250) / 4, 12);
    expect(row(all, COWS).value).toBe(670 / 5);
  });

  it('best_value is the best member, direction-aware; neutral figures have none', () => {
    expect(row(all, MILK).best).toBe(35);
    expect(row(all, CELLS).best).toBe(150);
    expect(row(all, COWS).best).toBeNaN();
  });

  it('top_value is the boundary of the best 10 % (k = ⌈0.1·n⌉ = 1 of 5)', () => {
    expect(row(all, MILK).top).toBe(35);
    expect(row(all, CELLS).top).toBe(150);
    expect(row(all, COWS).top).toBeNaN();
  });

  it('percentile t = the boundary of the best t % (k = ⌈t·n/100⌉)', () => {
    const p50 = group({ aggregation: { how: 'percentile', threshold: 50 } });
    expect(row(p50, MILK).value).toBe(28); // 3rd of 35, 32, 28, 28, 20
    expect(row(p50, CELLS).value).toBeCloseTo(25000 / 150, 12); // 2nd of 150, 166.67, 250, 300
    const p25 = group({ aggregation: { how: 'percentile', threshold: 25 } });
    expect(row(p25, MILK).value).toBe(32); // k = ⌈1.25⌉ = 2
    expect(row(p25, COWS).value).toBe(150); // neutral: counted from the largest (300, 150, …)
    expect(row(group({ aggregation: { how: 'percentile', threshold: 0 } }), MILK).value).toBe(35); // k at least 1
  });
});

describe('the spread counts nearest ranks from the worse end (k-th worst, k = ⌈p·n/100⌉)', () => {
  it('the rank arithmetic: k at least 1, the k-th worst as k-th largest by direction', () => {
    expect([1, 2, 3, 4, 5, 8].map((n) => [spreadRank(25, n), spreadRank(50, n), spreadRank(75, n)])).toEqual([
      [1, 1, 1],
      [1, 1, 2],
      [1, 2, 3],
      [1, 2, 3],
      [2, 3, 4],
      [2, 4, 6],
    ]);
    // Of 5: the 2nd worst is the 4th largest when larger is better (and for neutral figures), the 2nd largest when smaller is better.
    expect([1, 0, -1].map((d) => worstAsLargest(2, 5, d as 1 | 0 | -1))).toEqual([4, 4, 2]);
  });

  it('larger is better: p25 is low; smaller is better: p25 is high; neutral as larger-is-better', () => {
    const all = group({});
    // Milk worst first: 20, 28, 28, 32, 35.
    expect(row(all, MILK)).toMatchObject({ p25: 28, median: 28, p75: 32 });
    // Cells worst first: 300, 250, 166.67, 150.
    expect(row(all, CELLS)).toMatchObject({ p25: 300, median: 250 });
    expect(row(all, CELLS).p75).toBeCloseTo(25000 / 150, 12);
    const cows = row(all, COWS);
    expect(cows.p25).toBeLessThanOrEqual(cows.median);
    expect(cows.median).toBeLessThanOrEqual(cows.p75);
    // One member: all three are its value; no member: none.
    const one = group({ filter: { entities: [{ type: 'location', id: 5 }] } });
    expect(row(one, MILK)).toMatchObject({ p25: 32, median: 32, p75: 32 });
    expect(row(group({ day: dayNumber('2025-07-01') }), MILK).median).toBeNaN();
  });

  it('an entity has no spread', () => {
    const slots = Int32Array.from([1, 2, 3], (s) => engine.store.slotOf(s)!);
    expect(engine.entityValues(slots, DAY, [MILK]).rows[0]!.median).toBeNaN();
  });
});

describe('group filters', () => {
  it('entity: an association, a farm, a location, a site', () => {
    expect(ids(group({ filter: { entities: [{ type: 'association', id: 100 }] } }))).toEqual([1, 2, 3]);
    expect(row(group({ filter: { entities: [{ type: 'association', id: 100 }] } }), MILK).value).toBe((28 + 28 + 35) / 3);
    expect(ids(group({ filter: { entities: [{ type: 'farm', id: 12 }] } }))).toEqual([4, 5]);
    expect(ids(group({ filter: { entities: [{ type: 'site', id: 2 }] } }))).toEqual([1]);
  });

  it('location_size: the cow-count band [lower bound, next bound)', () => {
    const r = group({ filter: { locationSize: 100 } });
    expect(ids(r)).toEqual([1, 3]);
    expect(row(r, MILK).value).toBe(31.5);
    expect(ids(group({ filter: { locationSize: 10 } }))).toEqual([2]);
    expect(ids(group({ filter: { locationSize: 1000 } }))).toEqual([]);
  });

  it('management_options: a list is any of, a boolean must be equal, no profile never matches', () => {
    expect(ids(group({ filter: { managementOptions: { melkstandtyp: ['AMS_BOX', 'TANDEM'] } } }))).toEqual([1, 3, 5]);
    expect(ids(group({ filter: { managementOptions: { weide: true } } }))).toEqual([1, 5]);
    expect(ids(group({ filter: { managementOptions: { weide: false } } }))).toEqual([2, 3]);
    expect(ids(group({ filter: { managementOptions: { melkstandtyp: ['AMS_BOX'], weide: false } } }))).toEqual([3]);
    expect(ids(group({ filter: { managementOptions: { melkstandtyp: [] } } }))).toEqual([1, 2, 3, 4, 5]);
  });

  it('top_in: the best value % of the members by a figure, direction-aware, ties at the boundary kept', () => {
    // Milk, 40 % of 5 → k = 2 → boundary 32 → locations 3 (35) and 5 (32).
    const r = group({ topIn: { field: MILK, percent: 40 } });
    expect(ids(r)).toEqual([3, 5]);
    expect(row(r, COWS).value).toBe(210);
    // Cells (smaller is better), 50 % of the 4 with a value → k = 2 → boundary 166.67 → 1 and 4.
    expect(ids(group({ topIn: { field: CELLS, percent: 50 } }))).toEqual([1, 4]);
    // Milk 20 % → k = 1 → 35; 60 % → k = 3 → boundary 28, both locations with 28 stay.
    expect(ids(group({ topIn: { field: MILK, percent: 60 } }))).toEqual([1, 2, 3, 5]);
  });

  it('delay: the group is read that many days before the report date', () => {
    // 30 days before 31 Mar = 1 Mar: only site 6's February report lies on or before it.
    const r = group({ delayDays: 30 });
    expect(isoDate(r.day)).toBe('2025-03-01');
    expect(ids(r)).toEqual([5]);
    expect(row(r, MILK)).toMatchObject({ value: 32, n: 1 });
  });
});

describe('the percentile rank of a value among the members (milk 28, 28, 35, 20, 32; cells 166.67, 300, –, 150, 250)', () => {
  it('counts the members with a worse value, direction-aware, over the members with a value', () => {
    const r = group({ rankOf: [200, 30, 200] });
    expect(row(r, MILK).rank).toBe(60); // 28, 28, 20 of 5 are below 30
    expect(row(r, CELLS).rank).toBe(50); // 300, 250 of the 4 with a value are above 200
    expect(row(r, COWS).rank).toBeNaN(); // neutral: no rank
  });

  it('ties are not worse: a member ranked among its own group counts only the others below it', () => {
    // Location 3's own milk (35) is the group's best: better than the other four, 80 %.
    expect(row(group({ rankOf: [Number.NaN, 35, 150] }), MILK).rank).toBe(80);
    // 28 is shared by locations 1 and 2: only 20 is worse.
    expect(row(group({ rankOf: [Number.NaN, 28, Number.NaN] }), MILK).rank).toBe(20);
    expect(row(group({ rankOf: [Number.NaN, 28, Number.NaN] }), CELLS).rank).toBeNaN(); // no value to rank
  });

  it('is not computed unless asked, and ranks within the top-in members only', () => {
    expect(row(group({}), MILK).rank).toBeNaN();
    // Top 40 % by milk (k = 2 of 5): locations 3 (35) and 5 (32); 33 beats only location 5.
    const top = group({ topIn: { field: MILK, percent: 40 }, rankOf: [Number.NaN, 33, Number.NaN] });
    expect(ids(top)).toEqual([3, 5]);
    expect(row(top, MILK).rank).toBe(50);
  });
});
