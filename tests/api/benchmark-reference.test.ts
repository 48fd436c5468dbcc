// Property test: the engine (loaded from the database like at start) and the plain-SQL reference
// computation (src/api/services/benchmark/sql-reference.ts) give the same group values, spread, n
// and member counts on random organisations, reports (several of one site in one month among them) and
// group definitions, on PGlite and PostgreSQL; one definition per run over all report dates in turn
// on one engine, as the timeline asks.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SURVEY_QUESTIONS } from '../../src/api/catalogue/fields.ts';
import type { Database } from '../../src/api/db/client.ts';
import { engineGroup } from '../../src/api/services/benchmark/answers.ts';
import { EMPTY_FILTER, type GroupDefinition } from '../../src/api/services/benchmark/definition.ts';
import { loadEngine } from '../../src/api/services/benchmark/loader.ts';
import { referenceGroup } from '../../src/api/services/benchmark/sql-reference.ts';
import { LOOKBACK_DAYS } from '../../src/api/services/benchmark/service.ts';
import { TopologyCache } from '../../src/api/services/benchmark/topology.ts';
import { versionReader } from '../../src/api/db/versions.ts';
import { LOCATION_SIZE_BOUNDS } from '../../src/domain/constants.ts';
import { dbKinds, openTestDatabase } from '../support/app.ts';

/** kuehe_gesamt (extensive, neutral), anz_geprueft (the weight), anteil_trockensteher (neutral %), leistung_milch_kg_div_melk_avg (↑), fprz_pm (↑), leistung_zellgehalt_avg_tsd (↓). */
const FIELDS = [0, 1, 3, 7, 8, 30];
const VALUE_LENGTH = 31;
const BOOLEAN_QUESTION = SURVEY_QUESTIONS.find((q) => q.type === 'boolean')!.name;
const PARLOURS = ['AMS_BOX', 'FGM', 'TANDEM'];
const MONTHS = ['2025-01', '2025-02', '2025-03', '2025-04'];
/** Report dates asked (newest last): the first definition of each run is asked on all of them in turn, as a timeline asks. */
const DATES = ['2025-01-31', '2025-02-14', '2025-03-01', '2025-03-31', '2025-04-30', '2025-05-20'];

const value = fc.oneof(
  { weight: 1, arbitrary: fc.constant(Number.NaN) },
  { weight: 1, arbitrary: fc.constant(0) },
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 400 }) },
  { weight: 4, arbitrary: fc.double({ min: 0.1, max: 9999, noNaN: true }).map((v) => Math.round(v * 100) / 100) },
);

const world = fc.record({
  farms: fc.array(fc.constantFrom(1, 2, null), { minLength: 1, maxLength: 4 }),
  locations: fc.array(
    fc.record({
      farm: fc.nat(),
      cows: fc.constantFrom(0, 5, 9, 10, 49, 60, 120, 260, 800, 1200),
      profile: fc.option(fc.record({ parlour: fc.option(fc.constantFrom(...PARLOURS), { nil: undefined }), flag: fc.option(fc.boolean(), { nil: undefined }) }), { nil: null }),
    }),
    { minLength: 4, maxLength: 8 },
  ),
  sites: fc.array(fc.record({ location: fc.option(fc.nat(), { nil: null, freq: 8 }), hbv: fc.constantFrom(1, 2, null) }), { minLength: 6, maxLength: 16 }),
  reports: fc.array(
    fc.record({ site: fc.nat(), month: fc.constantFrom(...MONTHS), day: fc.integer({ min: 1, max: 28 }), values: fc.array(value, { minLength: FIELDS.length, maxLength: FIELDS.length }) }),
    { minLength: 30, maxLength: 64 },
  ),
});

/** Mostly absent, so that groups keep enough members to compare. */
const rarely = <T,>(a: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: a });

const definition = fc.record({
  how: fc.constantFrom('add' as const, 'percentile' as const),
  threshold: fc.integer({ min: 0, max: 19 }).map((t) => t * 5),
  delay: fc.constantFrom(0, 0, 0, 30, 90),
  entity: rarely(fc.oneof(fc.record({ type: fc.constant('association' as const), id: fc.integer({ min: 1, max: 2 }) }), fc.record({ type: fc.constantFrom('farm' as const, 'location' as const, 'site' as const), id: fc.integer({ min: 1, max: 8 }) }))),
  size: rarely(fc.constantFrom(...LOCATION_SIZE_BOUNDS)),
  parlours: rarely(fc.subarray(PARLOURS, { minLength: 1 })),
  flag: rarely(fc.boolean()),
  topIn: rarely(fc.record({ field: fc.constantFrom('leistung_milch_kg_div_melk_avg', 'leistung_zellgehalt_avg_tsd', 'kuehe_gesamt'), value: fc.integer({ min: 1, max: 19 }).map((t) => t * 5) })),
  date: fc.constantFrom(...DATES),
});

type World = typeof world extends fc.Arbitrary<infer T> ? T : never;

async function store(database: Database, w: World) {
  const db = database.db;
  await db.execute(sql`truncate report_months, reports, profiles, sites, locations, farms, associations restart identity cascade`);
  await db.execute(sql`insert into associations (kind, number, name) values ('LKV', 'A1', 'Verband 1'), ('HBV', 'A2', 'Verband 2')`);
  for (const [i, inv] of w.farms.entries()) await db.execute(sql`insert into farms (number, name, invoicing_association_id) values (${`F${i + 1}`}, ${`LDWU ${i + 1}`}, ${inv})`);
  for (const [i, l] of w.locations.entries()) {
    const farm = (l.farm % w.farms.length) + 1;
    await db.execute(sql`insert into locations (farm_id, name, cow_count) values (${farm}, ${`Betrieb ${i + 1}`}, ${l.cows})`);
    if (l.profile) {
      const answers: Record<string, unknown> = {};
      if (l.profile.parlour !== undefined) answers.melkstandtyp = l.profile.parlour;
      if (l.profile.flag !== undefined) answers[BOOLEAN_QUESTION] = l.profile.flag;
      await db.execute(sql`insert into profiles (location_id, incomplete, management_options) values (${i + 1}, false, ${JSON.stringify(answers)}::jsonb)`);
      await db.execute(sql`update locations set active_profile_id = (select max(id) from profiles) where id = ${i + 1}`);
    }
  }
  for (const [i, s] of w.sites.entries()) {
    const location = s.location === null ? null : (s.location % w.locations.length) + 1;
    const farm = location === null ? 1 : (w.locations[location - 1]!.farm % w.farms.length) + 1;
    await db.execute(sql`insert into sites (number, farm_id, location_id, hbv_id) values (${`S${i + 1}`}, ${farm}, ${location}, ${s.hbv})`);
  }
  // Every report is stored, several of one site in one month too; report_months holds each site's
  // latest of a month, as an upload leaves it (src/api/resources/reports/upload/store.ts).
  const seen = new Set<string>();
  for (const r of w.reports) {
    const site = (r.site % w.sites.length) + 1;
    const date = `${r.month}-${String(r.day).padStart(2, '0')}`;
    if (seen.has(`${site}:${date}`)) continue; // one report per site and inspection date (reports_site_date_key)
    seen.add(`${site}:${date}`);
    const values = Array.from({ length: VALUE_LENGTH }, () => 'NaN');
    FIELDS.forEach((f, k) => (values[f] = String(r.values[k])));
    await db.execute(sql`insert into reports (site_id, inspection_date, processing_date, values) values (${site}, ${date}, ${`${date}T12:00:00Z`}, ${`{${values.join(',')}}`}::float8[])`);
  }
  await db.execute(sql`
    insert into report_months (site_id, month, report_id)
    select distinct on (site_id, date_trunc('month', inspection_date)) site_id, date_trunc('month', inspection_date)::date, id
    from reports order by site_id, date_trunc('month', inspection_date), inspection_date desc, processing_date desc, id desc`);
}

function toDefinition(d: typeof definition extends fc.Arbitrary<infer T> ? T : never): GroupDefinition {
  const management: Record<string, unknown> = {};
  if (d.parlours) management.melkstandtyp = d.parlours;
  if (d.flag !== null) management[BOOLEAN_QUESTION] = d.flag;
  return {
    aggregation: { how: d.how, threshold: d.how === 'percentile' ? d.threshold : null },
    filter: {
      ...EMPTY_FILTER,
      delay: d.delay,
      entity_type: d.entity?.type ?? null,
      entity_id: d.entity?.id ?? null,
      location_size: d.size,
      management_options: management,
      top_in: d.topIn,
    },
  };
}

const close = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b)));
const orNull = (v: number) => (Number.isNaN(v) ? null : v);

describe.each(dbKinds())('engine and SQL reference agree on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(kind));
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('on random worlds and group definitions: count, n, value, best, top and spread of every figure', async () => {
    // How many compared values rest on at least three members (the test must not pass on empty groups).
    let substantial = 0;
    await fc.assert(
      fc.asyncProperty(world, fc.array(definition, { minLength: 1, maxLength: 4 }), async (w, defs) => {
        await store(database, w);
        // Built from rows; its month snapshots written, the engine compared is built from those.
        await (await loadEngine(database.db, LOOKBACK_DAYS)).snapshotsWritten;
        const { engine, snapshotsWritten } = await loadEngine(database.db, LOOKBACK_DAYS);
        expect(await snapshotsWritten, 'every month from its snapshot').toBe(0);
        const topology = await new TopologyCache(database, versionReader(database)).load(engine);
        // The first definition as a timeline: every date one after another on the same engine; the others on their own date.
        const asked = defs.flatMap((d, i) => (i === 0 ? DATES.map((date) => ({ ...d, date })) : [d]));
        for (const d of asked) {
          const g = toDefinition(d);
          const mine = engineGroup(engine, topology, g, d.date, FIELDS);
          const reference = await referenceGroup(database.db, engine.figures, g, d.date, FIELDS, LOOKBACK_DAYS);
          expect(mine.membersWithData.length, `count ${JSON.stringify(d)}`).toBe(reference.count);
          for (const [k, r] of reference.rows.entries()) {
            const m = mine.rows[k]!;
            const where = `${JSON.stringify(d)} field ${r.field}`;
            expect(m.n, `n ${where}`).toBe(r.n);
            if (r.n >= 3) substantial++;
            expect(close(orNull(m.value), r.value), `value ${where}: ${m.value} vs ${r.value}`).toBe(true);
            expect(close(orNull(m.best), r.best), `best ${where}: ${m.best} vs ${r.best}`).toBe(true);
            expect(close(orNull(m.top), r.top), `top ${where}: ${m.top} vs ${r.top}`).toBe(true);
            for (const key of ['p25', 'median', 'p75'] as const) expect(close(orNull(m[key]), r[key]), `${key} ${where}: ${m[key]} vs ${r[key]}`).toBe(true);
          }
        }
      }),
      { numRuns: kind === 'pglite' ? 25 : 40 },
    );
    expect(substantial).toBeGreaterThan(30);
  }, 600_000);
});
