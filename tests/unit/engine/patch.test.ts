// Property test: after an upload of a few sites (reports stored again, moved to another day or
// deleted), the dates a timeline asked before are patched at those sites (snapshot, gathering
// plans, multi-site values), and the patch equals a rebuild: every date answers exactly as a fresh
// engine of the changed reports (members in order, freshness, every value to the last bit), and
// each site counts the same month's report. Every site reports every month here and the groups
// have no top-in, so members gain and lose data, move between months and multi-site Betriebe
// change, which is what the patch has to get right. The groups are asked either with few figures
// only (read directly from the columns) or with many and then few (read through the month
// indexes, which an upload patches too, with the multi-site values' buckets).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReportFieldDef } from '../../../src/api/catalogue/fields.ts';
import { BenchmarkEngine, buildTopology, dayNumber, figureInfo, monthOfDay, type GroupQuery, type LocationInput } from '../../../src/engine/index.ts';

const field = (pythonic_name: string, evaluation: boolean | null, intensive: boolean) => ({ pythonic_name, unit: '', evaluation, intensive }) as ReportFieldDef;
const FIELDS = [field('kuehe_gesamt', null, false), field('hoch', true, true), field('tief', false, true), field('summe', true, false)];
const INFO = figureInfo(FIELDS);
const ALL = FIELDS.map((_, i) => i);
/** Few figures (read directly from the columns); many first, then few (both through the month indexes). */
const DIRECT = [ALL];
const INDEXED = [[...ALL, ...ALL], ALL];
const LOOKBACK = 62;
const LAST = dayNumber('2025-06-30');
const MONTHS = [0, 1, 2, 3].map((k) => monthOfDay(LAST) - k);
/** Dates whose windows hold the changed months, and one that does not. */
const DATES = [LAST, LAST - 12, LAST - 31, LAST - 50, LAST - 130];

const value = fc.oneof({ weight: 1, arbitrary: fc.constant(Number.NaN) }, { weight: 2, arbitrary: fc.integer({ min: 0, max: 5 }) }, { weight: 4, arbitrary: fc.double({ min: -50, max: 900, noNaN: true, noDefaultInfinity: true }).map((v) => Math.fround(v)) });
const values = fc.array(value, { minLength: FIELDS.length, maxLength: FIELDS.length });

const world = fc.record({
  sites: fc.array(fc.constantFrom(1, 1, 1, 2, 3), { minLength: 5, maxLength: 150 }),
  seed: fc.integer(),
  /** Uploads one after another, each of a few sites: a month's report stored (on a day of that month) or deleted. */
  uploads: fc.array(
    fc.array(fc.record({ site: fc.nat(), month: fc.nat(2), day: fc.integer({ min: 1, max: 28 }), deleted: fc.boolean(), values }), { minLength: 1, maxLength: 8 }),
    { minLength: 1, maxLength: 3 },
  ),
  groups: fc.array(fc.record({ association: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }), how: fc.constantFrom('add' as const, 'percentile' as const) }), { minLength: 1, maxLength: 3 }),
});

/**
 * A row with −0 read as 0: of two tied values 0 and −0 either is the group's (answers carry both as
 * 0), and an index read may meet them in another order than a direct one. Every other bit counts.
 */
const zeroSigned = (row: object) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Object.is(v, -0) ? 0 : v]));

type Report = { day: number; processing: number; values: number[] };

const dayIn = (month: number, d: number) => dayNumber(`${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`);

function engineOf(reports: Map<number, Map<number, Report>>) {
  // smallGroup 0: the patched indexes are what is tested, also for small groups.
  const engine = new BenchmarkEngine({ lookbackDays: LOOKBACK, figures: INFO, smallGroup: 0 });
  for (const [site, byMonth] of reports) for (const [month, r] of byMonth) engine.store.put(site, month, { reportId: 1, inspectionDay: r.day, processingMs: r.processing, values: r.values });
  return engine;
}

describe('an upload patches the dates asked before exactly as a rebuild', () => {
  it('snapshot, plans and multi-site values patched at the changed sites = a fresh engine', () => {
    fc.assert(
      fc.property(world, fc.boolean(), (w, indexed) => {
        const FIELD_LISTS = indexed ? INDEXED : DIRECT;
        const rnd = fc.sample(fc.array(values, { minLength: 64, maxLength: 64 }), { seed: w.seed, numRuns: 1 })[0]!;
        const locations: LocationInput[] = [];
        const reports = new Map<number, Map<number, Report>>();
        let site = 0;
        w.sites.forEach((count, l) => {
          const siteIds = Array.from({ length: count }, () => ++site);
          locations.push({ id: l + 1, farmId: l, cowCount: 50, associations: [1 + (l % 3)], siteIds, answers: null });
          // Every other month: a few deletions leave a Betrieb without data on a date.
          for (const s of siteIds) {
            const months = MONTHS.filter((_, k) => (s + k) % 2 === 0);
            reports.set(s, new Map(months.map((m, k) => [m, { day: dayIn(m, 1 + ((s * 5 + k) % 28)), processing: s * 10 + k, values: rnd[(s + k) % rnd.length]! }])));
          }
        });
        const engine = engineOf(reports);
        const topology = buildTopology(engine.store, locations);
        const queries = (day: number, fields: number[]): GroupQuery[] =>
          w.groups.map((g) => ({ day, filter: { entities: g.association ? [{ type: 'association', id: g.association }] : [] }, aggregation: { how: g.how, threshold: 50 }, fields }));
        for (const day of DATES) for (const fields of FIELD_LISTS) engine.groups(topology, queries(day, fields));
        w.uploads.forEach((upload, u) => {
          for (const c of upload) {
            const s = 1 + (c.site % site);
            const month = MONTHS[c.month]!;
            if (c.deleted) {
              engine.store.clear(s, month);
              reports.get(s)!.delete(month);
            } else {
              const r = { day: dayIn(month, c.day), processing: 1e6 + u, values: c.values };
              engine.store.put(s, month, { reportId: 1, inspectionDay: r.day, processingMs: r.processing, values: r.values });
              reports.get(s)!.set(month, r);
            }
          }
          // The fresh engine is asked in the same order, so that it reads the same way (directly or through indexes).
          const fresh = engineOf(reports);
          const freshTopology = buildTopology(fresh.store, locations);
          for (const day of DATES) {
            for (const fields of FIELD_LISTS) {
              const got = engine.groups(topology, queries(day, fields));
              const want = fresh.groups(freshTopology, queries(day, fields));
              expect(got.map((g) => [g.day, [...g.membersWithData], g.latestInspectionDay, g.latestProcessingMs, g.rows.map(zeroSigned)]), `upload ${u} day ${day}, ${fields.length} figures`).toEqual(
                want.map((g) => [g.day, [...g.membersWithData], g.latestInspectionDay, g.latestProcessingMs, g.rows.map(zeroSigned)]),
              );
            }
            // Each site counts the report of the same month.
            const mine = engine.snapshot(day);
            const theirs = fresh.snapshot(day);
            for (let s = 1; s <= site; s++) {
              const a = mine.pick[engine.store.slotOf(s) ?? -1] ?? -1;
              const b = theirs.pick[fresh.store.slotOf(s) ?? -1] ?? -1;
              expect(a < 0 ? -1 : mine.blocks[a]!.month, `site ${s} day ${day}`).toBe(b < 0 ? -1 : theirs.blocks[b]!.month);
            }
          }
          // The dates within the changed months were patched, not taken anew.
          expect(engine.snapshot(LAST).from).not.toBeNull();
        });
      }),
      { numRuns: 120 },
    );
  });
});
