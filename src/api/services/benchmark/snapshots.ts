// The engine's month snapshots in the database (migration 0006): a month's report_months rows as
// byte blobs, valid while their generation equals the month's (triggers bump it in every writing
// transaction). Typed arrays are stored in the machine's byte order (little-endian on every
// platform Node runs on here); a snapshot is a cache, so a foreign byte order would only cost a rebuild.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { INSPECTION_DAYS, monthOfDate, PROCESSING, REPORT_IDS, type MonthRows, type MonthWriter, type ReportStore } from '../../../engine/index.ts';
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
function typed<T extends Int32Array | Float32Array | Float64Array>(raw: Raw | Uint8Array, make: (n: number) => T): T {
  const bytes = typeof raw === 'string' ? bytesOf(raw) : raw;
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
 * Bytes arriving in chunks, taken in pieces: a view when a piece lies in one chunk, else a copy of
 * just that piece into one reused buffer. A piece is valid until the next take: the taker copies it
 * on (a fresh buffer per 240 kB column cost a mapping, its page faults and its collection each time).
 */
class ByteQueue {
  private readonly chunks: Buffer[] = [];
  private offset = 0;
  private spill = Buffer.allocUnsafeSlow(0);
  length = 0;

  push(chunk: Buffer) {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }

  take(n: number): Buffer {
    const first = this.chunks[0]!;
    if (first.length - this.offset >= n) {
      const out = first.subarray(this.offset, this.offset + n);
      this.advance(n);
      return out;
    }
    if (this.spill.length < n) this.spill = Buffer.allocUnsafeSlow(Math.max(n, this.spill.length * 2));
    const out = this.spill.subarray(0, n);
    for (let at = 0; at < n; ) {
      const c = this.chunks[0]!;
      const k = Math.min(n - at, c.length - this.offset);
      c.copy(out, at, this.offset, this.offset + k);
      at += k;
      this.advance(k);
    }
    return out;
  }

  private advance(k: number) {
    this.offset += k;
    this.length -= k;
    if (this.offset === this.chunks[0]!.length) {
      this.chunks.shift();
      this.offset = 0;
    }
  }
}

type Step = 'header' | 'extension' | 'count' | 'head' | 'data' | 'done';

/**
 * A binary COPY (PostgreSQL's documented format) read as it streams in: 11-byte signature, int32
 * flags, int32 header-extension length, then per tuple an int16 field count (-1 ends) and per
 * field an int32 length and the bytes, all big-endian. Here every tuple is (int4 field, bytea
 * data); each is handed on as soon as it is complete (its bytes valid during the call only), so a
 * month never sits in memory whole.
 */
async function copyTuples(stream: AsyncIterable<Buffer>, take: (field: number, data: Uint8Array) => void): Promise<void> {
  const queue = new ByteQueue();
  // What comes next, and how many bytes it needs.
  let step: Step = 'header';
  let need = 11 + 4 + 4;
  let field = 0;
  for await (const chunk of stream) {
    queue.push(chunk);
    while (step !== 'done' && queue.length >= need) {
      const piece = queue.take(need);
      if (step === 'header') {
        step = 'extension';
        need = piece.readInt32BE(15);
      } else if (step === 'extension') {
        step = 'count';
        need = 2;
      } else if (step === 'count') {
        step = piece.readInt16BE(0) === -1 ? 'done' : 'head';
        need = 12;
      } else if (step === 'head') {
        field = piece.readInt32BE(4);
        const size = piece.readInt32BE(8);
        step = size < 0 ? 'count' : 'data';
        need = size < 0 ? 2 : size;
      } else {
        take(field, piece);
        step = 'count';
        need = 2;
      }
    }
  }
}

/**
 * The parts of a month's snapshot, each handed to `take` as it arrives. On PostgreSQL as one
 * binary COPY (node-pg's row protocol parsed these ~50 MB a month at 60,000 sites about 2.5×
 * slower); PGlite answers bytea as bytes.
 */
async function snapshotParts(db: Db, month: string, fieldCount: number, take: (field: number, data: Uint8Array) => void): Promise<void> {
  const text = snapshotPartsSql(month, fieldCount);
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) {
    for (const p of await queryRows<{ field: number; data: Raw }>(db, sql.raw(text))) take(Number(p.field), bytesOf(p.data));
    return;
  }
  const client = await pool.connect();
  try {
    await copyTuples(client.query(copyTo(`COPY (${text}) TO STDOUT (FORMAT binary)`)) as AsyncIterable<Buffer>, take);
  } finally {
    client.release();
  }
}

const HEAD: Record<number, number> = { [-3]: REPORT_IDS, [-2]: INSPECTION_DAYS, [-1]: PROCESSING };

/**
 * Reads a month's snapshot straight into the store's block for that month (figures beyond
 * `fieldCount` are ignored; missing ones stay missing): each part is copied from the bytes that
 * came in into the engine's columns; the month is never built beside the engine first.
 */
export async function readSnapshotInto(db: Db, month: string, fieldCount: number, store: ReportStore): Promise<void> {
  let writer: MonthWriter | null = null;
  // Parts that arrive before the site ids (which say where each row goes) wait, copied.
  const early: { part: number; data: Uint8Array }[] = [];
  const heads = new Set<number>();
  await snapshotParts(db, month, fieldCount, (field, data) => {
    if (field === -4) {
      const w = store.monthWriter(monthOfDate(month), typed(data, (n) => new Int32Array(n)));
      for (const e of early) w.part(e.part, e.data);
      early.length = 0;
      writer = w;
      return;
    }
    const part = field < 0 ? HEAD[field] : field < fieldCount ? field : undefined;
    if (part === undefined) return;
    if (field < 0) heads.add(field);
    if (writer) writer.part(part, data);
    else early.push({ part, data: Uint8Array.from(data) });
  });
  const done = writer as MonthWriter | null;
  if (!done || heads.size !== 3) throw new Error(`Kein Snapshot für ${month}`);
  done.finish();
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
