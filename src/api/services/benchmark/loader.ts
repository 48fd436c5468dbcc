// Fills the engine from the database: the report_months view (latest report per site and month)
// with each report's values, read in site-ordered chunks so a national database never sits in
// memory twice; and the same for a few sites after an upload.
import { sql } from 'drizzle-orm';
import { BenchmarkEngine, dayNumber, monthOfDate, type FigureInfo } from '../../../engine/index.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { intArray } from '../scope.ts';

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

/**
 * The values of a float8[] in binary array format: int32 ndim, int32 flags, oid, then per dimension
 * int32 length and lower bound, then per element int32 byte length (-1: NULL) and the float8, all
 * big-endian. NULL elements and an empty array read as missing (NaN).
 */
export function binaryFloatArray(raw: Uint8Array | string): Float64Array {
  const bytes = typeof raw === 'string' ? Buffer.from(raw.startsWith('\\x') ? raw.slice(2) : raw, 'hex') : raw;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ndim = view.getInt32(0);
  if (ndim === 0) return new Float64Array(0);
  const length = view.getInt32(12);
  const out = new Float64Array(length);
  let offset = 12 + 8 * ndim;
  for (let i = 0; i < length; i++) {
    const size = view.getInt32(offset);
    offset += 4;
    if (size < 0) {
      out[i] = Number.NaN;
      continue;
    }
    out[i] = view.getFloat64(offset);
    offset += size;
  }
  return out;
}

function put(engine: BenchmarkEngine, row: MonthRow) {
  engine.store.put(Number(row.site_id), monthOfDate(row.month), {
    reportId: Number(row.report_id),
    inspectionDay: dayNumber(row.inspection_date),
    processingMs: Number(row.processing_ms),
    values: binaryFloatArray(row.values_bin),
  });
}

/** Builds a fresh engine over everything in report_months. */
export async function loadEngine(db: Db, lookbackDays: number, figures?: FigureInfo): Promise<BenchmarkEngine> {
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from sites`);
  const n = count?.n ?? 0;
  const engine = new BenchmarkEngine({ lookbackDays, siteCapacity: Number(n) + 16, ...(figures ? { figures } : {}) });
  let after = { site: 0, month: '0001-01-01' };
  for (;;) {
    const rows = await queryRows<MonthRow>(
      db,
      sql`select ${monthRowColumns} from report_months rm join reports r on r.id = rm.report_id
          where (rm.site_id, rm.month) > (${after.site}, ${after.month}::date)
          order by rm.site_id, rm.month limit ${CHUNK}`,
    );
    for (const row of rows) put(engine, row);
    if (rows.length < CHUNK) break;
    const last = rows.at(-1)!;
    after = { site: Number(last.site_id), month: last.month };
  }
  return engine;
}

/** Replaces the engine's rows of these sites with what the database holds now. */
export async function reloadSites(engine: BenchmarkEngine, db: Db, siteIds: readonly number[]): Promise<void> {
  if (siteIds.length === 0) return;
  const ids = [...new Set(siteIds)];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const part = ids.slice(i, i + CHUNK);
    const rows = await queryRows<MonthRow>(
      db,
      sql`select ${monthRowColumns} from report_months rm join reports r on r.id = rm.report_id where rm.site_id = any(${intArray(part)})`,
    );
    const months = engine.store.months();
    for (const siteId of part) for (const m of months) engine.store.clear(siteId, m);
    for (const row of rows) put(engine, row);
  }
}
