// The engine's month snapshots in the database (migration 0006): a month's report_months rows as
// byte blobs, valid while their generation equals the month's (triggers bump it in every writing
// transaction). Typed arrays are stored in the machine's byte order (little-endian on every
// platform Node runs on here); a snapshot is a cache, so a foreign byte order would only cost a rebuild.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { MonthRows } from '../../../engine/index.ts';
import { queryRows, type Db } from '../../db/client.ts';

export interface MonthState {
  /** YYYY-MM-01. */
  month: string;
  generation: number;
  /** A snapshot of exactly this generation exists. */
  current: boolean;
}

/** Every month that ever held reports, with its generation and whether its snapshot is current. */
export async function monthStates(db: Db): Promise<MonthState[]> {
  const rows = await queryRows<{ month: string; generation: number | string; current: boolean | null }>(
    db,
    sql`select g.month::text as month, g.generation, s.generation = g.generation as current
        from report_month_generations g left join report_month_snapshots s on s.month = g.month order by g.month`,
  );
  return rows.map((r) => ({ month: r.month, generation: Number(r.generation), current: r.current === true }));
}

type Raw = Uint8Array | string;
const bytesOf = (raw: Raw): Uint8Array => (typeof raw === 'string' ? Buffer.from(raw.startsWith('\\x') ? raw.slice(2) : raw, 'hex') : raw);

/** Copies the bytes into a fresh (aligned) typed array. */
function typed<T extends Int32Array | Float32Array | Float64Array>(raw: Raw, make: (n: number) => T): T {
  const bytes = bytesOf(raw);
  const out = make(bytes.byteLength / make(0).BYTES_PER_ELEMENT);
  new Uint8Array(out.buffer, out.byteOffset, out.byteLength).set(bytes);
  return out;
}

const blob = (a: Int32Array | Float32Array | Float64Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);

// One statement per month (header parts as fields -4..-1, then the figure columns): a snapshot
// replaced concurrently is read whole or not at all. The month (checked YYYY-MM-DD) and the count
// are written into the text: node-pg's binary results mis-parse with bound parameters.
function snapshotPartsSql(month: string, fieldCount: number): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(month) || !Number.isInteger(fieldCount)) throw new Error(`Ungültiger Monat: ${month}`);
  const m = `'${month}'::date`;
  return `select -4 as field, site_ids as data from report_month_snapshots where month = ${m}
    union all select -3, report_ids from report_month_snapshots where month = ${m}
    union all select -2, inspection_days from report_month_snapshots where month = ${m}
    union all select -1, processing from report_month_snapshots where month = ${m}
    union all select field, data from report_month_snapshot_columns where month = ${m} and field < ${fieldCount}`;
}

/**
 * The rows of a binary COPY (PostgreSQL's documented format): 11-byte signature, int32 flags, int32
 * header-extension length, then per tuple an int16 field count (-1 ends) and per field an int32
 * length and the bytes, all big-endian. Here every tuple is (int4 field, bytea data).
 */
function binaryCopyRows(buf: Buffer): { field: number; data: Uint8Array }[] {
  const rows: { field: number; data: Uint8Array }[] = [];
  let at = 11 + 4;
  at += 4 + buf.readInt32BE(at);
  while (at < buf.length) {
    const count = buf.readInt16BE(at);
    at += 2;
    if (count === -1) break;
    at += 4; // length of the int4
    const field = buf.readInt32BE(at);
    at += 4;
    const size = buf.readInt32BE(at);
    at += 4;
    rows.push({ field, data: buf.subarray(at, at + size) });
    at += size;
  }
  return rows;
}

/**
 * The parts of a month's snapshot. On PostgreSQL as one binary COPY (node-pg's row protocol
 * parsed these ~50 MB a month at 60,000 sites about 2.5× slower); PGlite answers bytea as bytes.
 */
async function snapshotParts(db: Db, month: string, fieldCount: number): Promise<{ field: number; data: Raw }[]> {
  const text = snapshotPartsSql(month, fieldCount);
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return queryRows(db, sql.raw(text));
  const client = await pool.connect();
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of client.query(copyTo(`COPY (${text}) TO STDOUT (FORMAT binary)`))) chunks.push(chunk as Buffer);
    return binaryCopyRows(Buffer.concat(chunks));
  } finally {
    client.release();
  }
}

/** A month's snapshot (figures beyond `fieldCount` are ignored; missing ones stay missing). */
export async function readSnapshot(db: Db, month: string, fieldCount: number): Promise<MonthRows> {
  const parts = new Map<number, Raw>();
  for (const p of await snapshotParts(db, month, fieldCount)) parts.set(Number(p.field), p.data);
  const head = (k: number) => {
    const raw = parts.get(k);
    if (raw === undefined) throw new Error(`Kein Snapshot für ${month}`);
    return raw;
  };
  const columns: Float32Array[] = [];
  for (const [field, data] of parts) if (field >= 0) columns[field] = typed(data, (n) => new Float32Array(n));
  return {
    siteIds: typed(head(-4), (n) => new Int32Array(n)),
    reportIds: typed(head(-3), (n) => new Int32Array(n)),
    inspectionDays: typed(head(-2), (n) => new Int32Array(n)),
    processing: typed(head(-1), (n) => new Float64Array(n)),
    columns,
  };
}

/** Figure columns per INSERT (each ~240 kB at 60,000 sites). */
const COLUMNS_PER_INSERT = 20;

/**
 * Stores a month's snapshot built from `generation`, unless the month has moved on since: the
 * generation row is read FOR SHARE, so a concurrent upload of that month waits for this commit and
 * then bumps the generation past the snapshot. Returns whether it was written.
 */
export async function writeSnapshot(db: Db, month: string, generation: number, rows: MonthRows): Promise<boolean> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [now] = await queryRows<{ generation: number | string }>(t, sql`select generation from report_month_generations where month = ${month}::date for share`);
    if (!now || Number(now.generation) !== generation) return false;
    await t.execute(sql`delete from report_month_snapshots where month = ${month}::date`);
    await t.execute(sql`insert into report_month_snapshots (month, generation, site_count, field_count, site_ids, report_ids, inspection_days, processing)
      values (${month}::date, ${generation}, ${rows.siteIds.length}, ${rows.columns.length}, ${blob(rows.siteIds)}, ${blob(rows.reportIds)},
              ${blob(rows.inspectionDays)}, ${blob(rows.processing)})`);
    for (let f = 0; f < rows.columns.length; f += COLUMNS_PER_INSERT) {
      const values = rows.columns
        .slice(f, f + COLUMNS_PER_INSERT)
        .map((c, k) => sql`(${month}::date, ${f + k}, ${blob(c ?? new Float32Array(rows.siteIds.length).fill(Number.NaN))})`);
      await t.execute(sql`insert into report_month_snapshot_columns (month, field, data) values ${sql.join(values, sql`, `)}`);
    }
    return true;
  });
}
