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
  values: (number | string | null)[];
}

const CHUNK = 20_000;

const monthRowColumns = sql`rm.site_id, rm.month::text as month, r.id as report_id, r.inspection_date::text as inspection_date,
  extract(epoch from r.processing_date) * 1000 as processing_ms, r.values`;

/** NaN for missing elements; the drivers hand NaN and NULL elements over as strings or null. */
function toNumbers(values: MonthRow['values']): Float64Array {
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    out[i] = v === null || v === undefined ? Number.NaN : typeof v === 'number' ? v : Number(v);
  }
  return out;
}

function put(engine: BenchmarkEngine, row: MonthRow) {
  engine.store.put(Number(row.site_id), monthOfDate(row.month), {
    reportId: Number(row.report_id),
    inspectionDay: dayNumber(row.inspection_date),
    processingMs: Number(row.processing_ms),
    values: toNumbers(row.values),
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
