// Fills the engine from the database: each month from its snapshot when that is current
// (./snapshots.ts), else from the report_months view (latest report per site and month) with each
// report's values, read in site-ordered chunks so a national database never sits in memory twice;
// and the same for the sites and months of an upload.
import { sql } from 'drizzle-orm';
import { berlinDate } from '../../../domain/format.ts';
import { BenchmarkEngine, dayNumber, monthOfDate, type FigureInfo } from '../../../engine/index.ts';
import { binaryFloatArray } from '../../db/float-array.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { intArray } from '../scope.ts';
import { monthStates, readSnapshotInto, writeSnapshot } from './snapshots.ts';
import { warmUpOnce } from './warm-up.ts';

interface MonthRow {
  site_id: number;
  month: string;
  report_id: number;
  inspection_date: string;
  processing_ms: number | string;
  /** reports.values in PostgreSQL's binary array format (array_send): parsing text arrays cost ~10× more. */
  values_bin: Uint8Array | string;
}

const CHUNK = 20_000;

const monthRowColumns = sql`rm.site_id, rm.month::text as month, r.id as report_id, r.inspection_date::text as inspection_date,
  extract(epoch from r.processing_date) * 1000 as processing_ms, array_send(r.values) as values_bin`;

function put(engine: BenchmarkEngine, row: MonthRow) {
  engine.store.put(Number(row.site_id), monthOfDate(row.month), {
    reportId: Number(row.report_id),
    inspectionDay: dayNumber(row.inspection_date),
    processingMs: Number(row.processing_ms),
    values: binaryFloatArray(row.values_bin),
  });
}

/** Reads report_months rows (all months, or only `month`) in site-ordered chunks into the engine. */
export async function loadRows(db: Db, engine: BenchmarkEngine, month: string | null): Promise<void> {
  let after = { site: 0, month: '0001-01-01' };
  for (;;) {
    const rows = await queryRows<MonthRow>(
      db,
      month === null
        ? sql`select ${monthRowColumns} from report_months rm join reports r on r.id = rm.report_id
              where (rm.site_id, rm.month) > (${after.site}, ${after.month}::date)
              order by rm.site_id, rm.month limit ${CHUNK}`
        : sql`select ${monthRowColumns} from report_months rm join reports r on r.id = rm.report_id
              where rm.month = ${month}::date and rm.site_id > ${after.site}
              order by rm.site_id limit ${CHUNK}`,
    );
    for (const row of rows) put(engine, row);
    if (rows.length < CHUNK) break;
    const last = rows.at(-1)!;
    after = { site: Number(last.site_id), month: last.month };
  }
}

/** A built engine and the snapshot writes its build started in the background (the bench and tests wait for them). */
export interface LoadedEngine {
  engine: BenchmarkEngine;
  /** Resolves with the number of month snapshots the build wrote (0 when none were stale). */
  snapshotsWritten: Promise<number>;
  /** Milliseconds the code warm-up took (./warm-up.ts; null: too few sites to need one, or this process had it already). */
  warmUpMs: number | null;
}

/**
 * Writes the snapshots of months that were read from rows, from the engine's own columns: a month
 * is copied only while no update touched it since the build (its columns are then exactly that
 * generation), and stored only while the database is still at that generation.
 */
async function writeStale(db: Db, engine: BenchmarkEngine, stale: { month: string; generation: number; changes: number }[]): Promise<number> {
  let written = 0;
  for (const s of stale) {
    const m = monthOfDate(s.month);
    if (engine.store.month(m)?.changes !== s.changes) continue;
    const rows = engine.store.monthRows(m);
    if (rows && (await writeSnapshot(db, s.month, s.generation, rows))) written++;
  }
  return written;
}

/** An empty engine with room for every site the database holds now (and a few more). */
export async function emptyEngine(db: Db, lookbackDays: number, figures?: FigureInfo): Promise<BenchmarkEngine> {
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from sites`);
  return new BenchmarkEngine({ lookbackDays, siteCapacity: Number(count?.n ?? 0) + 16, ...(figures ? { figures } : {}) });
}

/**
 * Builds a fresh engine over everything in report_months: months with a current snapshot from
 * their blobs, the others from the rows (in one repeatable-read transaction, so the engine is
 * exactly the generations it read). Stale snapshots are rewritten afterwards in the background.
 */
export async function loadEngine(db: Db, lookbackDays: number, figures?: FigureInfo): Promise<LoadedEngine> {
  const engine = await emptyEngine(db, lookbackDays, figures);
  const fieldCount = engine.figures.names.length;
  const states = await monthStates(db);
  // Snapshots outside the transaction: on PostgreSQL they stream over the pool's binary protocol
  // straight into the columns. A month written meanwhile is caught up from the report change log
  // (the build's version is read first). Months in order, so the first one lays the slots out in
  // site order and later ones copy straight.
  for (const s of states.filter((m) => m.current)) await readSnapshotInto(db, s.month, fieldCount, engine.store);
  const rebuild = states.filter((s) => !s.current);
  const stale = await db.transaction(
    async (tx) => {
      const t = tx as unknown as Db;
      // Inside one repeatable-read transaction the rows are exactly the generations read here.
      const generations = new Map((await monthStates(t)).map((s) => [s.month, s.generation]));
      // Without any snapshot one ordered pass over the whole view beats a query per month.
      if (rebuild.length === states.length) await loadRows(t, engine, null);
      else for (const s of rebuild) await loadRows(t, engine, s.month);
      return rebuild.map((s) => ({ month: s.month, generation: generations.get(s.month) ?? -1, changes: engine.store.month(monthOfDate(s.month))?.changes ?? -1 }));
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  // A cache: a failed write costs a rebuild at the next start.
  const snapshotsWritten = stale.length ? writeStale(db, engine, stale).catch(() => 0) : Promise.resolve(0);
  // At national scale the first requests would otherwise run in code V8 has not optimised yet.
  const warmUpMs = warmUpOnce(engine.store.siteCount, engine.figures, lookbackDays, berlinDate()!.toString());
  return { engine, snapshotsWritten, warmUpMs };
}

/**
 * Replaces the engine's rows of these sites with what the database holds now, for the given months
 * (YYYY-MM-01; an upload changes report_months only in the months of its test days) or all months.
 */
export async function reloadSites(engine: BenchmarkEngine, db: Db, siteIds: readonly number[], months?: readonly string[]): Promise<void> {
  if (siteIds.length === 0) return;
  const ids = [...new Set(siteIds)];
  const monthList = months && months.length ? [...new Set(months)] : null;
  const cleared = monthList ? monthList.map(monthOfDate) : engine.store.months();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const part = ids.slice(i, i + CHUNK);
    const rows = await queryRows<MonthRow>(
      db,
      sql`select ${monthRowColumns} from report_months rm join reports r on r.id = rm.report_id where rm.site_id = any(${intArray(part)})
          ${monthList ? sql`and rm.month = any(${sql.param(monthList)}::date[])` : sql``}`,
    );
    for (const siteId of part) for (const m of cleared) engine.store.clear(siteId, m);
    for (const row of rows) put(engine, row);
  }
}
