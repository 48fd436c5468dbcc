// Property test: a timeline (twelve dates asked one after another of one engine, as the timeline
// page asks them, so that each date reuses the members laid out once per filter) gives for every
// date exactly the answer of a fresh engine asked only that date, and both equal a direct
// computation from the reports: the report each site counts on the date (the newest month whose
// report lies within the look-back window; a site reporting several times in a month keeps its
// last report), members by filter, top-in by sorting the members' values (ties at the boundary
// kept), then mean or percentile, best, top, n, rank and freshness. Worlds have multi-site
// Betriebe, Betriebe without sites, sites without reports and many reports of one site in one month.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReportFieldDef } from '../../../src/api/catalogue/fields.ts';
import { percentileRank } from '../../../src/domain/percentile-rank.ts';
import {
  aggregate,
  BenchmarkEngine,
  boundaryRank,
  buildTopology,
  dayNumber,
  figureInfo,
  members,
  monthOfDay,
  type GroupQuery,
  type GroupResult,
  type LocationInput,
  type Topology,
} from '../../../src/engine/index.ts';

const field = (pythonic_name: string, evaluation: boolean | null, intensive: boolean) => ({ pythonic_name, unit: '', evaluation, intensive }) as ReportFieldDef;
const FIELDS = [field('kuehe_gesamt', null, false), field('hoch', true, true), field('tief', false, true), field('summe', true, false), field('neutral', null, true)];
const INFO = figureInfo(FIELDS);
const ALL = FIELDS.map((_, i) => i);
const LOOKBACK = 62;
const LAST = dayNumber('2025-12-20');
/** The timeline's dates: twelve, a month apart, newest first. */
const DATES = Array.from({ length: 12 }, (_, k) => LAST - 30 * k);

interface Put {
  site: number;
  day: number;
  processing: number;
  values: number[];
}

const value = fc.oneof(
  { weight: 1, arbitrary: fc.constant(Number.NaN) },
  // Few distinct values: ties at the top-in boundary.
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 6 }) },
  { weight: 4, arbitrary: fc.double({ min: -50, max: 900, noNaN: true, noDefaultInfinity: true }).map((v) => Math.fround(v)) },
);

const world = fc.record({
  /** Sites per location (0: a Betrieb without sites). */
  locations: fc.array(fc.constantFrom(0, 1, 1, 1, 1, 2, 3), { minLength: 1, maxLength: 120 }),
  reports: fc.array(
    fc.record({
      site: fc.nat(),
      day: fc.integer({ min: LAST - 30 * 11 - LOOKBACK - 20, max: LAST + 5 }),
      /** How many reports the site sends in that month (the last one put counts). */
      repeats: fc.constantFrom(1, 1, 1, 2, 4),
      values: fc.array(value, { minLength: FIELDS.length, maxLength: FIELDS.length }),
    }),
    { minLength: 1, maxLength: 400 },
  ),
});

const query = fc.record({
  how: fc.constantFrom('add' as const, 'percentile' as const),
  threshold: fc.integer({ min: 0, max: 19 }).map((t) => t * 5),
  association: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
  locationSize: fc.option(fc.constantFrom(10, 50, 100), { nil: null }),
  topIn: fc.option(fc.record({ field: fc.constantFrom(1, 2, 3, 0), percent: fc.integer({ min: 1, max: 19 }).map((t) => t * 5) }), { nil: null }),
  delayDays: fc.constantFrom(0, 0, 30),
  rankOf: fc.array(fc.oneof(fc.constant(Number.NaN), fc.integer({ min: 0, max: 6 }), fc.double({ min: -60, max: 1000, noNaN: true })), { minLength: ALL.length, maxLength: ALL.length }),
});

type World = typeof world extends fc.Arbitrary<infer T> ? T : never;
type Query = typeof query extends fc.Arbitrary<infer T> ? T : never;

function build(w: World): { locations: LocationInput[]; puts: Put[]; monthReports: Map<number, Map<number, Put>> } {
  const locations: LocationInput[] = [];
  let site = 0;
  w.locations.forEach((sites, l) => {
    const siteIds = Array.from({ length: sites }, () => ++site);
    locations.push({ id: l + 1, farmId: 1 + (l % 5), cowCount: 5 + ((l * 37) % 200), associations: [1 + (l % 3)], siteIds, answers: null });
  });
  // One site more than the locations hold: a site whose reports no Betrieb reads.
  const siteCount = site + 1;
  const puts: Put[] = [];
  w.reports.forEach((r, i) => {
    for (let k = 0; k < r.repeats; k++) {
      // Repeats fall in the same month, on other days, with other values (the last put counts).
      const month = monthOfDay(r.day);
      let day = r.day - 3 * k;
      if (monthOfDay(day) !== month) day = r.day;
      puts.push({ site: 1 + (r.site % siteCount), day, processing: 1_000 * i + k, values: r.values.map((v) => (v === v ? v + k : v)) });
    }
  });
  // Per site and month: its last put (what the store keeps).
  const monthReports = new Map<number, Map<number, Put>>();
  for (const p of puts) {
    if (!monthReports.has(p.site)) monthReports.set(p.site, new Map());
    monthReports.get(p.site)!.set(monthOfDay(p.day), p);
  }
  return { locations, puts, monthReports };
}

function engineOf(b: ReturnType<typeof build>): { engine: BenchmarkEngine; topology: Topology } {
  const engine = new BenchmarkEngine({ lookbackDays: LOOKBACK, figures: INFO, smallGroup: 0 });
  b.puts.forEach((p, i) => engine.store.put(p.site, monthOfDay(p.day), { reportId: i + 1, inspectionDay: p.day, processingMs: p.processing, values: p.values }));
  return { engine, topology: buildTopology(engine.store, b.locations) };
}

function toQuery(q: Query, day: number): GroupQuery {
  return {
    day,
    delayDays: q.delayDays,
    filter: { entities: q.association ? [{ type: 'association', id: q.association }] : [], locationSize: q.locationSize },
    topIn: q.topIn,
    aggregation: { how: q.how, threshold: q.threshold },
    fields: ALL,
    rankOf: q.rankOf,
  };
}

/** The report a site counts on `day`, straight from the puts (the last put of a site and month is its month's report). */
function counted(b: ReturnType<typeof build>, site: number, day: number): Put | null {
  const byMonth = b.monthReports.get(site);
  if (!byMonth) return null;
  for (let m = monthOfDay(day); m >= monthOfDay(day - LOOKBACK); m--) {
    const p = byMonth.get(m);
    if (p && p.day <= day && p.day >= day - LOOKBACK) return p;
  }
  return null;
}

/** A Betrieb's value of a figure: extensive figures add up, intensive ones are cow-weighted means (plain mean without usable weights). */
function combined(reports: Put[], f: number): number {
  const withValue = reports.filter((p) => !Number.isNaN(p.values[f]));
  if (withValue.length === 0) return Number.NaN;
  const sum = withValue.reduce((s, p) => s + Math.fround(p.values[f]!), 0);
  if (INFO.intensive[f] !== 1 || withValue.length === 1) return sum;
  const weighted = withValue.filter((p) => Math.fround(p.values[0]!) > 0 && Math.fround(p.values[0]!) !== Infinity);
  const weights = weighted.reduce((s, p) => s + Math.fround(p.values[0]!), 0);
  return weights > 0 ? weighted.reduce((s, p) => s + Math.fround(p.values[0]!) * Math.fround(p.values[f]!), 0) / weights : sum / withValue.length;
}

const latest = (xs: number[]) => (xs.length ? Math.max(...xs) : Number.NaN);

function direct(b: ReturnType<typeof build>, topology: Topology, q: Query, reportDay: number) {
  const day = reportDay - q.delayDays;
  const g = toQuery(q, reportDay);
  const reports = b.locations.map((l) => l.siteIds.map((s) => counted(b, s, day)).filter((p): p is Put => p !== null));
  const reportsOf = (i: number) => reports[i]!;
  let list = [...members(topology, g.filter)];
  if (q.topIn) {
    const { field: f, percent } = q.topIn;
    const valued = list.map((i) => ({ i, v: combined(reportsOf(i), f) })).filter((x) => x.v === x.v);
    const better = INFO.direction[f] === -1 ? -1 : 1;
    const sorted = valued.map((x) => x.v).sort((a, c) => (c - a) * better);
    const boundary = sorted[boundaryRank(percent, sorted.length) - 1];
    list = boundary === undefined ? [] : valued.filter((x) => (better === 1 ? x.v >= boundary : x.v <= boundary)).map((x) => x.i);
  }
  const withData = list.filter((i) => reportsOf(i).length > 0);
  const used = withData.flatMap(reportsOf);
  const rows = ALL.map((f, k) => {
    const values = Float64Array.from(withData.map((i) => combined(reportsOf(i), f)).filter((v) => v === v));
    const direction = INFO.direction[f] as -1 | 0 | 1;
    const r = aggregate(Float64Array.from(values), values.length, g.aggregation, direction);
    const rank = percentileRank(q.rankOf[k]!, values, values.length, direction === 0 ? null : direction === 1);
    return { field: f, value: r.value, best: r.best, top: r.top, n: r.n, rank };
  });
  return { day, members: withData, rows, latestInspectionDay: latest(used.map((p) => p.day)), latestProcessingMs: latest(used.map((p) => p.processing)) };
}

const same = (a: number, b: number) => (Number.isNaN(a) ? Number.isNaN(b) : a === b);
/** Means sum in another order: equal up to rounding; everything else exactly. */
const close = (a: number, b: number) => same(a, b) || Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

function expectEqual(got: GroupResult, want: ReturnType<typeof direct>, exactMean: GroupResult | null, where: string) {
  expect([...got.membersWithData], `members ${where}`).toEqual(want.members);
  expect(got.day, where).toBe(want.day);
  expect(same(got.latestInspectionDay, want.latestInspectionDay) && same(got.latestProcessingMs, want.latestProcessingMs), `freshness ${where}`).toBe(true);
  got.rows.forEach((row, k) => {
    const e = want.rows[k]!;
    for (const key of ['value', 'best', 'top', 'n', 'rank'] as const) {
      const ok = key === 'value' ? close(row.value, e.value) : same(row[key], e[key]);
      if (!ok) expect({ where, field: row.field, key, got: row[key] }).toEqual({ where, field: e.field, key, got: e[key] });
    }
  });
  // Against the same engine code asked one date: identical to the last bit.
  if (exactMean) expect(got.rows.map((r) => [r.value, r.best, r.top, r.n, r.rank])).toEqual(exactMean.rows.map((r) => [r.value, r.best, r.top, r.n, r.rank]));
}

describe('a timeline answers each date as that date alone does', () => {
  it('twelve dates one after another on one engine = a fresh engine per date = the direct computation', () => {
    fc.assert(
      fc.property(world, fc.array(query, { minLength: 1, maxLength: 3 }), (w, queries) => {
        const b = build(w);
        const { engine, topology } = engineOf(b);
        // Twice: the second timeline reads every date's plans from the cache.
        for (let pass = 0; pass < 2; pass++) {
          for (const day of DATES) {
            const timeline = engine.groups(topology, queries.map((q) => toQuery(q, day)));
            const fresh = engineOf(b);
            queries.forEach((q, i) => {
              const alone = fresh.engine.group(fresh.topology, toQuery(q, day));
              expectEqual(timeline[i]!, direct(b, topology, q, day), alone, `pass ${pass} day ${day} query ${i} ${JSON.stringify(q)}`);
            });
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('after a few sites changed, the patched dates answer as a fresh engine of the changed reports', () => {
    // A change: a site's report of a month stored again (other values, maybe another day) or deleted.
    const change = fc.record({
      site: fc.nat(),
      day: fc.integer({ min: LAST - 30 * 11 - LOOKBACK - 20, max: LAST + 5 }),
      deleted: fc.boolean(),
      values: fc.array(value, { minLength: FIELDS.length, maxLength: FIELDS.length }),
    });
    let patched = 0;
    fc.assert(
      fc.property(world, fc.array(query, { minLength: 1, maxLength: 3 }), fc.array(fc.array(change, { minLength: 1, maxLength: 10 }), { minLength: 1, maxLength: 3 }), (w, queries, uploads) => {
        const b = build(w);
        const built = engineOf(b);
        const engine = built.engine;
        let topology = built.topology;
        for (const day of DATES) engine.groups(topology, queries.map((q) => toQuery(q, day)));
        const known = [...b.monthReports.keys()];
        uploads.forEach((upload, u) => {
          const sitesBefore = engine.store.siteCount;
          for (const c of upload) {
            // Mostly sites the store holds already (a farm's next report), some new to it.
            const site = c.site % 4 === 0 || known.length === 0 ? 1 + (c.site % (b.locations.reduce((n, l) => n + l.siteIds.length, 0) + 1)) : known[c.site % known.length]!;
            const month = monthOfDay(c.day);
            if (!b.monthReports.has(site)) b.monthReports.set(site, new Map());
            if (c.deleted) {
              engine.store.clear(site, month);
              b.monthReports.get(site)!.delete(month);
            } else {
              const put = { site, day: c.day, processing: 1e6 + u, values: c.values };
              engine.store.put(site, month, { reportId: 1, inspectionDay: c.day, processingMs: put.processing, values: put.values });
              b.monthReports.get(site)!.set(month, put);
            }
          }
          // A site new to the store gets a slot: the tree is read anew then (as the API's topology cache does).
          if (engine.store.siteCount !== sitesBefore) topology = buildTopology(engine.store, b.locations);
          const fresh = new BenchmarkEngine({ lookbackDays: LOOKBACK, figures: INFO, smallGroup: 0 });
          for (const [site, byMonth] of b.monthReports) for (const [month, p] of byMonth) fresh.store.put(site, month, { reportId: 1, inspectionDay: p.day, processingMs: p.processing, values: p.values });
          const freshTopology = buildTopology(fresh.store, b.locations);
          for (const day of DATES) {
            const got = engine.groups(topology, queries.map((q) => toQuery(q, day)));
            if (engine.snapshot(day).from) patched++;
            queries.forEach((q, i) => {
              const alone = fresh.group(freshTopology, toQuery(q, day));
              expectEqual(got[i]!, direct(b, topology, q, day), alone, `upload ${u} day ${day} query ${i} ${JSON.stringify(q)}`);
            });
          }
        });
      }),
      { numRuns: 120 },
    );
    // The runs went through the patch, not only through rebuilds.
    expect(patched).toBeGreaterThan(50);
  });

  it('many reports of one site in one month: top-in 5 % keeps the Betrieb whose last report is best', () => {
    // Twenty single-site Betriebe; site 1 reports four times in March, its last report is the best.
    const locations: LocationInput[] = Array.from({ length: 20 }, (_, l) => ({ id: l + 1, farmId: 1, cowCount: 50, associations: [1], siteIds: [l + 1], answers: null }));
    const engine = new BenchmarkEngine({ lookbackDays: LOOKBACK, figures: INFO, smallGroup: 0 });
    for (let s = 1; s <= 20; s++) engine.store.put(s, monthOfDay(dayNumber('2025-03-10')), { reportId: s, inspectionDay: dayNumber('2025-03-10'), processingMs: 0, values: [50, 20 + s / 10, 5, 1, 1] });
    ['2025-03-02', '2025-03-12', '2025-03-20', '2025-03-25'].forEach((date, k) =>
      engine.store.put(1, monthOfDay(dayNumber(date)), { reportId: 100 + k, inspectionDay: dayNumber(date), processingMs: k, values: [50, k === 3 ? 40 : 10, 5, 1, 1] }),
    );
    const topology = buildTopology(engine.store, locations);
    const topIn = (date: string) =>
      engine.group(topology, { day: dayNumber(date), filter: {}, topIn: { field: 1, percent: 5 }, aggregation: { how: 'add' }, fields: [1] });
    // On the 31st the last March report (40, the best) counts: one member, site 1's Betrieb.
    const march = topIn('2025-03-31');
    expect([...march.membersWithData]).toEqual([0]);
    expect(march.rows[0]!.value).toBe(40);
    // Asked in a timeline, the earlier date and again the 31st answer the same as alone.
    expect([...topIn('2025-03-24').membersWithData]).toEqual([19]);
    expect([...topIn('2025-03-31').membersWithData]).toEqual([0]);
  });
});
