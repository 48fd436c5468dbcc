// The benchmark engine against its bounds, measured in one run:
//   npm run bench -- evaluation [--sites 6000,60000] [--months 36] [--runs 25] [--sql-sites 6000,60000] [--sql-runs 3]
// For each size (several sizes: each in a process of its own, as a server holds one engine): synthetic sites × 200 figures × 36 months written straight into the engine's typed
// arrays; one evaluation (all figures, one location, 3 groups of different kinds, with the location's
// percentile rank in each group) p50/p95, and the same without ranks measured alternately; the
// memory bound of the same work (bench/memory-bound.ts: a native streaming read of the bytes it
// touches, and of the minimal bytes, p50 against p50, in GB/s; the fastest of memchr, a WebAssembly
// SIMD read and the same read on two threads, as the evaluation counts on two: src/engine/count-crew.ts); a 12-month
// timeline (first run, after an upload, repeated); build time and RSS. With DATABASE_URL, the same data goes into PostgreSQL
// (a database of this run, hb_bench_evaluation_<pid>_<time>, dropped at its end): the SQL reference
// computation of the same groups, the engine's start-up from that database (from rows, then three
// starts from the month snapshots the first start wrote, median), the ratios, and the ingest of one more month for all sites
// through the upload endpoint (bench/ingest.ts).
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { REPORT_FIELDS, SURVEY_QUESTIONS, type ReportFieldDef } from '../src/api/catalogue/fields.ts';
import { openDatabase, type Database } from '../src/api/db/client.ts';
import { engineGroup, engineGroups } from '../src/api/services/benchmark/answers.ts';
import { EMPTY_FILTER, type GroupDefinition } from '../src/api/services/benchmark/definition.ts';
import { loadEngine } from '../src/api/services/benchmark/loader.ts';
import { writeSnapshot } from '../src/api/services/benchmark/snapshots.ts';
import { LOOKBACK_DAYS } from '../src/api/services/benchmark/service.ts';
import { referenceGroup } from '../src/api/services/benchmark/sql-reference.ts';
import { TopologyCache } from '../src/api/services/benchmark/topology.ts';
import { WARM_UP_SITES, warmUpEngine } from '../src/api/services/benchmark/warm-up.ts';
import { versionReader } from '../src/api/db/versions.ts';
import { countCrew } from '../src/engine/count-crew.ts';
import { HELPER_MS, HERE_MS, WAITED_MS } from '../src/engine/count-steps.mjs';
import { BenchmarkEngine, buildTopology, dayNumber, figureInfo, monthOfDate, monthStart, type LocationInput, type Topology } from '../src/engine/index.ts';
import { timelineDates } from '../src/domain/timeline.ts';
import { copyValue, openBulkSession } from '../tools/seed/bulk.ts';
import { ingest } from './ingest.ts';
import { gatherReader, memchrReader, memoryBound, wasmPairReader, wasmReader, type Bound } from './memory-bound.ts';
import { random } from './random.ts';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-runtime.ts';
import { percentile } from './stats.ts';
import { withRunDatabase } from './run-database.ts';

const FIGURES = 200;
const LAST_MONTH = '2025-06-01';
export const REPORT_DATE = '2025-06-30';
const PARLOURS = ['AMS_BOX', 'FGM', 'TANDEM', 'KARUSSELL'];
const FLAG_QUESTION = SURVEY_QUESTIONS.find((q) => q.type === 'boolean')!.name;

/** The catalogue's 170 figures plus copies up to 200 (the issue's size). */
export function benchFields(): ReportFieldDef[] {
  const extra = Array.from({ length: FIGURES - REPORT_FIELDS.length }, (_, i) => ({ ...REPORT_FIELDS[i]!, pythonic_name: `${REPORT_FIELDS[i]!.pythonic_name}_b${i}` }));
  return [...REPORT_FIELDS, ...extra];
}

interface World {
  sites: number;
  months: number[];
  locations: LocationInput[];
  /** Location of each site (index), farm of each location. */
  siteLocation: Int32Array;
  /** One report per site and month: its values (fills `out`, NaN for ~2 % missing). */
  values(site: number, month: number, out: Float64Array): void;
  inspectionDate(site: number, month: number): string;
}

export function world(sites: number, monthCount: number, fields: ReportFieldDef[]): World {
  const rnd = random(sites);
  const last = monthOfDate(LAST_MONTH);
  const months = Array.from({ length: monthCount }, (_, i) => last - monthCount + 1 + i);
  // Every tenth location has two sites; six locations make five farms; farms spread over 8 associations.
  const siteLocation = new Int32Array(sites);
  const locations: LocationInput[] = [];
  for (let s = 0; s < sites; s++) {
    const l = locations.length;
    if (l % 10 === 9 && locations[l - 1]!.siteIds.length === 1) {
      (locations[l - 1]!.siteIds as number[]).push(s + 1);
      siteLocation[s] = l - 1;
      continue;
    }
    const farm = Math.floor(l / 1.2) + 1;
    const cows = Math.round(10 + rnd() * rnd() * 600);
    locations.push({
      id: l + 1,
      farmId: farm,
      cowCount: cows,
      associations: [1 + (farm % 8)],
      siteIds: [s + 1],
      answers: rnd() < 0.9 ? { melkstandtyp: PARLOURS[Math.floor(rnd() * PARLOURS.length)]!, [FLAG_QUESTION]: rnd() < 0.5 } : null,
    });
    siteLocation[s] = l;
  }
  const means = fields.map((f) => (Number.isFinite(f.mean) && f.mean !== 0 ? f.mean : 50));
  const weight = figureInfo(fields).weightField;
  return {
    sites,
    months,
    locations,
    siteLocation,
    values(site, month, out) {
      const r = random(site * 1009 + month);
      for (let f = 0; f < fields.length; f++) out[f] = r() < 0.02 ? Number.NaN : Math.round(means[f]! * (0.6 + 0.8 * r()) * 100) / 100;
      out[weight] = locations[siteLocation[site]!]!.cowCount;
    },
    inspectionDate(site, month) {
      return `${monthStart(month).slice(0, 8)}${String(3 + (site % 24)).padStart(2, '0')}`;
    },
  };
}

/** The three groups of one evaluation: an association benchmark, profile + size band at the 25 % boundary, the top 10 % by milk. */
export const GROUPS: GroupDefinition[] = [
  { aggregation: { how: 'add', threshold: null }, filter: { ...EMPTY_FILTER, entity_type: 'association', entity_id: 3 } },
  { aggregation: { how: 'percentile', threshold: 25 }, filter: { ...EMPTY_FILTER, location_size: 100, management_options: { melkstandtyp: ['AMS_BOX', 'KARUSSELL'] } } },
  { aggregation: { how: 'add', threshold: null }, filter: { ...EMPTY_FILTER, top_in: { field: 'leistung_milch_kg_div_melk_avg', value: 10 } } },
];

/** One COPY text line. */
const line = (values: unknown[]) => `${values.map((v) => copyValue(v as never)).join('\t')}\n`;
const ms = (since: number) => performance.now() - since;
const rssMiB = () => Math.round(process.memoryUsage().rss / 1048576);
const f1 = (v: number) => v.toFixed(1);
const f2 = (v: number) => v.toFixed(2);

export function fill(w: World, fields: ReportFieldDef[]): BenchmarkEngine {
  const engine = new BenchmarkEngine({ lookbackDays: LOOKBACK_DAYS, figures: figureInfo(fields), siteCapacity: w.sites });
  const row = new Float64Array(fields.length);
  for (const m of w.months) {
    for (let s = 0; s < w.sites; s++) {
      w.values(s, m, row);
      const date = w.inspectionDate(s, m);
      engine.store.put(s + 1, m, { reportId: 1, inspectionDay: dayNumber(date), processingMs: Date.parse(`${date}T12:00:00Z`), values: row });
    }
  }
  return engine;
}

/**
 * One evaluation: the location's own values and the three groups, all figures, with the
 * location's percentile rank in each group (as the evaluation page asks); `ranked` false: without
 * ranks (the figure before the rank existed, measured in the same run).
 */
function evaluate(engine: BenchmarkEngine, topology: Topology, locationSlots: Int32Array, fields: number[], date = REPORT_DATE, ranked = true) {
  const own = engine.entityValues(locationSlots, dayNumber(date), fields).table;
  const rankOf = ranked ? own.values() : null;
  return engineGroups(engine, topology, GROUPS, date, fields, rankOf);
}

/** The month's figure columns (what every group of the evaluation reads). */
function monthColumns(engine: BenchmarkEngine) {
  const block = engine.store.month(monthOfDate(REPORT_DATE))!;
  return block.columns.map((c) => c.subarray(0, engine.store.siteCount));
}

/**
 * Evaluations before the measured ones (the first `runs` of them timed on their own): at least
 * SETTLED and at least SETTLED_MS of them. V8 optimises on background threads for about the first
 * 35 evaluations at 60,000 sites; at 6,000 sites (1 ms each) 40 evaluations were not enough: p50
 * 1.8 ms over 25 runs, 1.1 ms over 200 (same code, same run).
 */
const SETTLED = 40;
const SETTLED_MS = 1000;

/** Per evaluation since `before` (`evaluations` of them), in ms: the helper's counting, the main thread's counting and its waiting for the helper. */
function threadTimes(before: Float64Array, evaluations: number): string {
  const now = countCrew().times;
  const per = (i: number) => f2((now[i]! - before[i]!) / evaluations);
  return `Hilfsthread zählte ${per(HELPER_MS)} ms je Auswertung, Hauptthread zählte ${per(HERE_MS)} ms und wartete ${per(WAITED_MS)} ms auf den Hilfsthread`;
}

/** The share (percent) of quads published since `before` that the main thread did not count itself. */
function helperShare(before: { quads: number; here: number }): number {
  const now = countCrew().tally;
  const quads = now.quads - before.quads;
  return quads ? (100 * (quads - (now.here - before.here))) / quads : 0;
}

/** Streaming readers over the month's figure columns (the pair's second thread ends with `close`). */
function boundReaders(engine: BenchmarkEngine) {
  const columns = monthColumns(engine);
  const pair = wasmPairReader(columns);
  return { readers: { 'WASM-SIMD': wasmReader(columns), 'WASM-SIMD ×2 Threads': pair, memchr: memchrReader(columns) }, close: pair.close };
}

/** Each group's member slots (every site of each member with data), in the order the groups gather them. */
function memberSlots(topology: Topology, groups: readonly { membersWithData: Int32Array }[]): Int32Array[] {
  return groups.map((g) => {
    const slots: number[] = [];
    for (const i of g.membersWithData) for (let k = topology.siteStart[i]!; k < topology.siteStart[i + 1]!; k++) if (topology.siteSlots[k]! >= 0) slots.push(topology.siteSlots[k]!);
    return Int32Array.from(slots).sort();
  });
}

const boundText = (b: Bound) =>
  `${f1(b.ms)} ms für ${Math.round(b.bytes / 1e6)} MB = ${f1(b.gbPerSecond)} GB/s (${Object.entries(b.byReader)
    .map(([name, time]) => `${name} ${f1(time)} ms`)
    .join(', ')})`;

async function sqlPart(w: World, fields: ReportFieldDef[], evalP50: number, sqlRuns: number) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('  SQL: DATABASE_URL nicht gesetzt, übersprungen');
    return;
  }
  await withRunDatabase(url, 'hb_bench_evaluation', (databaseUrl) => sqlRun(databaseUrl, w, fields, evalP50, sqlRuns));
}

async function sqlRun(databaseUrl: string, w: World, fields: ReportFieldDef[], evalP50: number, sqlRuns: number) {
  const database: Database = await openDatabase({ databaseUrl });
  try {
    let t = performance.now();
    const bulk = await openBulkSession(database);
    await bulk.copy('associations', ['id', 'kind', 'number', 'name'], Array.from({ length: 8 }, (_, i) => line([i + 1, 'LKV', `V${i + 1}`, `Verband ${i + 1}`])));
    const farmIds = [...new Set(w.locations.map((l) => l.farmId))];
    await bulk.copy('farms', ['id', 'number', 'name', 'invoicing_association_id'], farmIds.map((f) => line([f, `F${f}`, `LDWU ${f}`, 1 + (f % 8)])));
    await bulk.copy('locations', ['id', 'farm_id', 'name', 'cow_count'], w.locations.map((l) => line([l.id, l.farmId, `Betrieb ${l.id}`, l.cowCount])));
    const withProfile = w.locations.filter((l) => l.answers);
    await bulk.copy('profiles', ['id', 'location_id', 'incomplete', 'management_options'], withProfile.map((l) => line([l.id, l.id, false, l.answers])));
    await bulk.exec('update locations set active_profile_id = id where id in (select location_id from profiles)');
    await bulk.copy('sites', ['id', 'number', 'farm_id', 'location_id'], Array.from({ length: w.sites }, (_, s) => line([s + 1, `S${s + 1}`, w.locations[w.siteLocation[s]!]!.farmId, w.siteLocation[s]! + 1])));
    const row = new Float64Array(fields.length);
    function* reports() {
      let id = 0;
      for (const m of w.months) {
        let chunk = '';
        for (let s = 0; s < w.sites; s++) {
          w.values(s, m, row);
          const date = w.inspectionDate(s, m);
          chunk += `${++id}\t${s + 1}\t${date}\t${date} 12:00:00+00\t{${Array.from(row, (v) => (Number.isNaN(v) ? 'NaN' : String(v))).join(',')}}\n`;
          if (chunk.length > 1 << 20) {
            yield chunk;
            chunk = '';
          }
        }
        if (chunk) yield chunk;
      }
    }
    await bulk.copy('reports', ['id', 'site_id', 'inspection_date', 'processing_date', 'values'], reports());
    await bulk.exec(`insert into report_months (site_id, month, report_id) select site_id, date_trunc('month', inspection_date)::date, id from reports`);
    await bulk.exec(`select setval(pg_get_serial_sequence('reports', 'id'), (select max(id) from reports))`);
    await bulk.exec('analyze');
    await bulk.release();
    console.log(`  PostgreSQL geladen: ${w.sites * w.months.length} Prüfberichte in ${f1(ms(t) / 1000)} s`);

    const info = figureInfo(fields);
    const all = fields.map((_, i) => i);
    const sqlTimes: number[] = [];
    for (let r = 0; r < sqlRuns; r++) {
      t = performance.now();
      for (const g of GROUPS) await referenceGroup(database.db, info, g, REPORT_DATE, all, LOOKBACK_DAYS);
      sqlTimes.push(ms(t));
    }
    const sqlP50 = percentile(sqlTimes, 50);
    console.log(`  SQL-Referenz (3 Gruppen, alle Kennzahlen): p50 ${f1(sqlP50)} ms über ${sqlRuns} Läufe`);

    const rssBefore = rssMiB();
    t = performance.now();
    // Each engine lives only in its block, so at most two of them are held at once.
    {
      const cold = await loadEngine(database.db, LOOKBACK_DAYS, info);
      console.log(`  Erster Start (Engine aus den Berichtszeilen, ohne Snapshots): ${f1(ms(t) / 1000)} s, RSS ${rssMiB()} MiB (vorher ${rssBefore} MiB)`);
      t = performance.now();
      const written = await cold.snapshotsWritten;
      console.log(`  Monats-Snapshots geschrieben (im Hintergrund): ${written} Monate in ${f1(ms(t) / 1000)} s`);
    }
    await measureStarts(database, databaseUrl, fields.length);
    {
      const { engine: loaded } = await loadEngine(database.db, LOOKBACK_DAYS, info);
      // The engine built from the database answers like the SQL reference (second group, checked here too).
      const topology = await new TopologyCache(database, versionReader(database)).load(loaded);
      const mine = engineGroup(loaded, topology, GROUPS[1]!, REPORT_DATE, all);
      const reference = await referenceGroup(database.db, info, GROUPS[1]!, REPORT_DATE, all, LOOKBACK_DAYS);
      const worst = Math.max(...reference.rows.map((r, k) => (r.value === null ? 0 : Math.abs(r.value - mine.rows[k]!.value) / Math.max(1, Math.abs(r.value)))));
      console.log(`  Engine = SQL: ${mine.membersWithData.length} = ${reference.count} Betriebe, größte relative Abweichung ${worst.toExponential(1)}`);
      console.log(`  Verhältnis SQL / Engine (p50 gegen p50): ${f1(sqlP50 / evalP50)}×  Ziel ≥ 50×`);
    }
    await ingest(database, w.sites, monthStart(w.months.at(-1)! + 1));
  } finally {
    await database.close();
  }
}

/** Starts measured: the median is printed (one start alone swings by a few seconds with the host's page-fault cost). */
const STARTS = 3;

interface Start {
  seconds: number;
  peakRssMiB: number;
  sites: number;
  months: number;
  warmUpMs: number | null;
}

/** One start from snapshots in a process of its own (bench/start-probe.ts), run as `npm start` runs the server: time and that process's peak RSS. */
function startProbe(databaseUrl: string, figures: number): Start {
  const out = execFileSync(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', join(import.meta.dirname, 'start-probe.ts'), databaseUrl, String(figures)], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
    env: { ...process.env, ...SERVER_ENV },
  });
  return JSON.parse(out.trim().split('\n').at(-1)!);
}

/**
 * STARTS starts after a checkpoint (the snapshots and rows this run has just written are flushed
 * first, as they are long before any real restart); prints each, the median and the highest peak.
 */
async function measureStarts(database: Database, databaseUrl: string, figures: number): Promise<void> {
  await database.db.execute(sql`checkpoint`);
  const starts = Array.from({ length: STARTS }, () => startProbe(databaseUrl, figures));
  const { sites, months } = starts[0]!;
  const seconds = percentile(starts.map((s) => s.seconds), 50);
  const peak = Math.max(...starts.map((s) => s.peakRssMiB));
  const each = starts.map((s) => f1(s.seconds)).join(' / ');
  const warm = starts.map((s) => (s.warmUpMs === null ? '–' : Math.round(s.warmUpMs))).join(' / ');
  console.log(`  Start-up aus den Monats-Snapshots (eigener Prozess, ${sites} Betriebsstätten × ${months} Monate, ${STARTS} Starts: ${each} s, davon Aufwärmen des Codes ${warm} ms): Median ${f1(seconds)} s, höchste RSS-Spitze ${peak} MiB  Ziel ≤ 15 s, ≤ 2.253 MiB (2,2 GB)`);
}

/**
 * Only the start from snapshots, without the report rows: the in-memory world's months go into a
 * run database as current snapshots (with their sites), then a fresh process starts the engine.
 */
async function startOnly(w: World, fields: ReportFieldDef[]) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('--start-only braucht DATABASE_URL');
  await withRunDatabase(url, 'hb_bench_evaluation', async (databaseUrl) => {
    const database = await openDatabase({ databaseUrl });
    try {
      let t = performance.now();
      {
        const engine = fill(w, fields);
        const bulk = await openBulkSession(database);
        await bulk.copy('associations', ['id', 'kind', 'number', 'name'], Array.from({ length: 8 }, (_, i) => line([i + 1, 'LKV', `V${i + 1}`, `Verband ${i + 1}`])));
        const farmIds = [...new Set(w.locations.map((l) => l.farmId))];
        await bulk.copy('farms', ['id', 'number', 'name', 'invoicing_association_id'], farmIds.map((f) => line([f, `F${f}`, `LDWU ${f}`, 1 + (f % 8)])));
        await bulk.copy('locations', ['id', 'farm_id', 'name', 'cow_count'], w.locations.map((l) => line([l.id, l.farmId, `Betrieb ${l.id}`, l.cowCount])));
        await bulk.copy('sites', ['id', 'number', 'farm_id', 'location_id'], Array.from({ length: w.sites }, (_, s) => line([s + 1, `S${s + 1}`, w.locations[w.siteLocation[s]!]!.farmId, w.siteLocation[s]! + 1])));
        await bulk.copy('report_month_generations', ['month', 'generation'], w.months.map((m) => line([monthStart(m), 1])));
        await bulk.release();
        for (const m of w.months) if (!(await writeSnapshot(database.db, monthStart(m), 1, engine.store.monthRows(m)!))) throw new Error(`Snapshot ${monthStart(m)} nicht geschrieben`);
        console.log(`  ${w.months.length} Monats-Snapshots geschrieben in ${f1(ms(t) / 1000)} s`);
      }
      await measureStarts(database, databaseUrl, fields.length);
    } finally {
      await database.close();
    }
  });
}

/** The in-memory part; returns the evaluation p50 (the engine is garbage once it returns). */
function inMemory(w: World, fields: ReportFieldDef[], runs: number): number {
  const rssStart = rssMiB();
  let t = performance.now();
  const engine = fill(w, fields);
  const topology = buildTopology(engine.store, w.locations);
  const build = ms(t) / 1000;
  console.log(`  Engine gebaut (typisierte Spalten direkt befüllt): ${f1(build)} s, Spalten ${Math.round(engine.store.bytes() / 1048576)} MiB, RSS ${rssMiB()} MiB (vorher ${rssStart})  Ziel ≤ 2048 MiB`);
  // What the server's start does after loading (loader.ts): the engine's code warmed on a small engine.
  const warmed = w.sites >= WARM_UP_SITES;
  if (warmed) console.log(`  Code aufgewärmt wie beim Start des Servers (ab ${WARM_UP_SITES} Betriebsstätten): ${f1(warmUpEngine(engine.figures, LOOKBACK_DAYS, REPORT_DATE).ms)} ms`);

  const all = fields.map((_, i) => i);
  const location = w.locations[Math.floor(w.locations.length / 2)]!;
  const locationSlots = Int32Array.from(location.siteIds, (s) => engine.store.slotOf(s) ?? -1);
  // The first evaluation builds the month's order indexes (as after a server's start or a whole month's upload).
  t = performance.now();
  const groupResults = evaluate(engine, topology, locationSlots, all);
  const firstEvaluation = ms(t);
  const members = groupResults.map((g) => g.membersWithData.length);
  console.log(`  Gruppen: Verband ${members[0]}, Profil+Größe (25 %) ${members[1]}, Top 10 % Milch ${members[2]} Betriebe`);
  console.log(`  Erste Auswertung (baut die Indizes des Monats, wie nach einem Start oder dem Upload eines ganzen Monats): ${f1(firstEvaluation)} ms`);
  // With and without ranks alternately, so that both see the same machine load.
  const evalTimes: number[] = [];
  const plainTimes: number[] = [];
  // The first evaluations after the start, timed on their own: V8 is still optimising the code on
  // background threads, which on 2 cores take turns with the count's two threads. Then unmeasured
  // ones until SETTLED and SETTLED_MS, as in a server that has answered its first minute of requests.
  const fresh: number[] = [];
  const settling = performance.now();
  let settled = 0;
  for (; settled < SETTLED || ms(settling) < SETTLED_MS; settled++) {
    const t0 = performance.now();
    evaluate(engine, topology, locationSlots, all);
    if (settled < runs) fresh.push(ms(t0));
  }
  const tally = { ...countCrew().tally };
  const countTimes = countCrew().times.slice();
  for (let i = 0; i < runs; i++) {
    for (const [times, ranked] of [[evalTimes, true], [plainTimes, false]] as const) {
      const t0 = performance.now();
      evaluate(engine, topology, locationSlots, all, REPORT_DATE, ranked);
      times.push(ms(t0));
    }
  }
  // The bound: this machine's native streaming read of the bytes the evaluation touches (each group
  // reads every figure column of the month), and of the minimal bytes (each column once for all groups).
  const { readers, close } = boundReaders(engine);
  const bound = memoryBound(readers, GROUPS.length, runs);
  const minimal = memoryBound(readers, 1, runs);
  close();
  // The access pattern: the columns read only at the members' slots, as the groups gather them
  // (scattered 4-byte reads; what the streaming bounds above do not pay).
  const gather = gatherReader(monthColumns(engine), memberSlots(topology, groupResults));
  const gatherBound = memoryBound({ 'WASM-Gather': gather }, 1, runs);
  const [p50, p95] = [percentile(evalTimes, 50), percentile(evalTimes, 95)];
  const [plainP50, plainP95] = [percentile(plainTimes, 50), percentile(plainTimes, 95)];
  console.log(`  die ersten ${fresh.length} Auswertungen nach dem Start: p50 ${f1(percentile(fresh, 50))} ms, p95 ${f1(percentile(fresh, 95))} ms`);
  console.log(`  Auswertung (1 Betrieb, 3 Gruppen, alle Kennzahlen, mit Perzentilrang; nach ${settled} Auswertungen in ${f1(ms(settling) / 1000)} s): p50 ${f1(p50)} ms, p95 ${f1(p95)} ms, bester ${f1(Math.min(...evalTimes))} ms`);
  console.log(`  dieselbe ohne Perzentilrang: p50 ${f1(plainP50)} ms, p95 ${f1(plainP95)} ms → Rang kostet ${f1(((p50 - plainP50) / plainP50) * 100)} % (p50)`);
  console.log(`  gezählt auf ${countCrew().helped ? 2 : 1} Threads (ENGINE_THREADS): der zweite zählte ${f1(helperShare(tally))} % der Vierergruppen (4 Kennzahlen × alle Gruppen), der Hauptthread den Rest; ${threadTimes(countTimes, 2 * runs)}`);
  console.log(`  Speichergrenze (natives Lesen der berührten Bytes, ${GROUPS.length} × jede Spalte, p50): ${boundText(bound)}`);
  console.log(`  Speichergrenze minimal (jede Spalte einmal für alle Gruppen, p50): ${boundText(minimal)}`);
  console.log(
    `  Zugriffsgrenze (nur Laden der Werte an den Mitglieds-Slots, ${GROUPS.length} Gruppen × jede Spalte, WebAssembly, p50): ${f1(gatherBound.ms)} ms für ${f1(gather.values / 1e6)} Mio. Werte = ${f1((gatherBound.ms * 1e6) / gather.values)} ns/Wert`,
  );
  console.log(`  → Auswertung p50 / Grenze p50 ${f1(p50 / bound.ms)}×  Ziel ≤ 2×; gegen die minimale Grenze ${f1(p50 / minimal.ms)}×; gegen die Zugriffsgrenze ${f1(p50 / gatherBound.ms)}×`);

  // The timeline as the API answers it (src/api/resources/report-queries/timeline.ts): per date of
  // timelineDates, the location's own values, then its 3 groups in one engine call (groupAnswers,
  // without ranks). First run: the older dates' snapshots, plans and combined values are new; then
  // repeated (what the next request costs).
  const milk = fields.findIndex((f) => f.pythonic_name === 'leistung_milch_kg_div_melk_avg');
  const timelineOf = (months: number, figures: number[]) => () => {
    for (const date of timelineDates(REPORT_DATE, months)) {
      engine.entityValues(locationSlots, dayNumber(date), figures);
      engineGroups(engine, topology, GROUPS, date, figures);
    }
  };
  const timeline = timelineOf(12, [milk]);
  // Each size runs in a process of its own (main): the timeline's code is cold unless warmed as the server does.
  const firstLabel = warmed ? 'Caches kalt, Code beim Start aufgewärmt wie im Server' : 'Prozess frisch: Code und Caches kalt';
  t = performance.now();
  timeline();
  const first = ms(t);
  const again: number[] = [];
  for (let i = 0; i < 5; i++) {
    t = performance.now();
    timeline();
    again.push(ms(t));
  }
  // After an upload (one site's report of the newest month stored again, as a farm's upload does):
  // the dates whose window holds that month are patched at that site, the others stay; the code
  // is warm, as in a running server after data changed. The first run above also pays for
  // compiling the code.
  const afterUploadOf = (month: number) => {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      uploadOne(engine, w, fields, month);
      t = performance.now();
      timeline();
      times.push(ms(t));
    }
    return percentile(times, 50);
  };
  const afterUpload = afterUploadOf(w.months.at(-1)!);
  // A correction of a report six months back: the three dates whose window holds that month (with
  // --months below 7, of the oldest month).
  const halfYear = w.months.length >= 7;
  const afterCorrection = afterUploadOf(halfYear ? w.months.at(-7)! : w.months[0]!);
  console.log(
    `  Zeitreihe 12 Monate (1 Kennzahl, Betrieb + 3 Gruppen): erster Lauf ${f1(first)} ms (${firstLabel}), nach einem Upload p50 ${f1(afterUpload)} ms (Daten neu, Code warm; Korrektur ${halfYear ? 'eines Monats vor einem halben Jahr' : 'des ältesten Monats'} ${f1(afterCorrection)} ms), wiederholt p50 ${f1(percentile(again, 50))} ms  Ziel ≤ 50 ms`,
  );
  // The timeline page's widest choice: 36 dates, 4 figures, the location and its 3 groups (one request).
  const four = ['leistung_milch_kg_div_melk_avg', 'fprz_pm', 'eprz_pm', 'leistung_zellgehalt_avg_tsd'].map((n) => fields.findIndex((f) => f.pythonic_name === n)).filter((i) => i >= 0);
  const wide = timelineOf(36, four);
  t = performance.now();
  wide();
  const wideFirst = ms(t);
  const wideAgain: number[] = [];
  for (let i = 0; i < 3; i++) {
    t = performance.now();
    wide();
    wideAgain.push(ms(t));
  }
  console.log(`  Zeitreihe 36 Monate (${four.length} Kennzahlen, Betrieb + 3 Gruppen): erster Lauf ${f1(wideFirst)} ms, wiederholt p50 ${f1(percentile(wideAgain, 50))} ms`);
  // The evaluation right after a farm's upload into its month (one site's report stored again):
  // the month's indexes and the date's state are patched at that site, not built anew.
  const evalAfterUpload: number[] = [];
  const evalSteady: number[] = [];
  for (let i = 0; i < 5; i++) {
    uploadOne(engine, w, fields, monthOfDate(REPORT_DATE));
    for (const times of [evalAfterUpload, evalSteady]) {
      t = performance.now();
      evaluate(engine, topology, locationSlots, all);
      times.push(ms(t));
    }
  }
  console.log(`  Auswertung direkt nach dem Upload einer Betriebsstätte in ihren Monat: p50 ${f1(percentile(evalAfterUpload, 50))} ms (danach ${f1(percentile(evalSteady, 50))} ms)`);
  return p50;
}

/** A farm's upload: site 1's report of `month` stored again (its values, one of them changed, as a correction does). */
function uploadOne(engine: BenchmarkEngine, w: World, fields: ReportFieldDef[], month: number): void {
  const row = new Float64Array(fields.length);
  w.values(0, month, row);
  row[1] = row[1]! + (uploads++ % 7) / 10;
  const date = w.inspectionDate(0, month);
  engine.store.put(1, month, { reportId: 1, inspectionDay: dayNumber(date), processingMs: Date.parse(`${date}T12:00:00Z`), values: row });
}
let uploads = 0;

async function one(sites: number, monthCount: number, runs: number, sqlRuns: number, withSql: boolean) {
  const fields = benchFields();
  console.log(`\n${sites} Betriebsstätten × ${fields.length} Kennzahlen × ${monthCount} Monate`);
  const w = world(sites, monthCount, fields);
  const p50 = inMemory(w, fields, runs);
  if (withSql) await sqlPart(w, fields, p50, sqlRuns);
}

export default async function main(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      sites: { type: 'string', default: '6000,60000' },
      months: { type: 'string', default: '36' },
      runs: { type: 'string', default: '25' },
      'sql-sites': { type: 'string' },
      'sql-runs': { type: 'string', default: '3' },
      'start-only': { type: 'boolean', default: false },
    },
  });
  const sizes = values.sites.split(',').map(Number);
  const months = Number(values.months);
  if (!Number.isInteger(months) || months < 1) throw new Error(`--months ${values.months}: eine ganze Zahl ab 1`);
  if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`--sites ${values.sites}: ganze Zahlen ab 1, durch Kommas getrennt`);
  if (values['start-only']) {
    for (const sites of sizes) {
      const fields = benchFields();
      console.log(`\n${sites} Betriebsstätten × ${fields.length} Kennzahlen × ${values.months} Monate: nur Start-up aus Snapshots`);
      await startOnly(world(sites, months, fields), fields);
    }
    return;
  }
  const sqlSizes = new Set((values['sql-sites'] ?? values.sites).split(',').map(Number));
  if (sizes.length === 1) return one(sizes[0]!, months, Number(values.runs), Number(values['sql-runs']), sqlSizes.has(sizes[0]!));
  // Several sizes: each in a process of its own, as a server holds one engine (in one process the
  // later size's RSS held what the earlier size left behind, ~250 MiB after 6,000 sites).
  for (const sites of sizes) {
    // --sql-sites 0 names no size: without it the child would take its own size for the SQL part.
    const sizeArgs = ['evaluation', '--sites', String(sites), '--months', values.months, '--runs', values.runs, '--sql-runs', values['sql-runs'], '--sql-sites', sqlSizes.has(sites) ? String(sites) : '0'];
    const { status, signal } = spawnSync(process.execPath, [...process.execArgv, join(import.meta.dirname, 'run.ts'), ...sizeArgs], { stdio: 'inherit' });
    if (status !== 0) throw new Error(`evaluation bench for ${sites} sites failed (${signal ?? status})`);
  }
}
