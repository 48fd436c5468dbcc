// Bulk loading through COPY … FROM in text format, on both drivers:
// - PostgreSQL: pg-copy-streams on one dedicated pooled connection, streamed with back-pressure;
// - PGlite: COPY … FROM '/dev/blob', the text handed over in blobs of bounded size.
// Rows are produced lazily (iterables of text chunks), so memory stays bounded however many rows
// a table gets. All statements run on the same session, so one transaction can span them all.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { PoolClient } from 'pg';
import type { Database } from '../../src/api/db/client.ts';

export interface CopyOptions {
  /** COPY binary format (default text). */
  binary?: boolean;
  /** COPY … FREEZE: only for a table created or truncated in the current (sub)transaction. */
  freeze?: boolean;
}

const withClause = (o: CopyOptions = {}) => `WITH (FORMAT ${o.binary ? 'binary' : 'text'}${o.freeze ? ', FREEZE' : ''})`;

export type CopyChunks = Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>;

export interface BulkSession {
  readonly kind: Database['kind'];
  exec(sql: string): Promise<void>;
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * COPY into table(columns); returns the row count. Text format: chunks of complete lines. Binary
   * format: chunks of complete tuples; the session adds the file header and trailer.
   */
  copy(table: string, columns: readonly string[], chunks: CopyChunks, options?: CopyOptions): Promise<number>;
  release(): Promise<void>;
}

/** Largest text handed to PGlite in one COPY (it copies the blob into its WASM file system). */
const PGLITE_BLOB_BYTES = 48 * 1024 * 1024;

/** COPY binary file header: signature, flags, header-extension length. */
export const BINARY_HEADER = new Uint8Array([0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00, 0, 0, 0, 0, 0, 0, 0, 0]);
/** COPY binary file trailer: a tuple field count of -1. */
export const BINARY_TRAILER = new Uint8Array([0xff, 0xff]);

async function* withBinaryFrame(chunks: CopyChunks): AsyncGenerator<string | Uint8Array> {
  yield BINARY_HEADER;
  for await (const chunk of chunks) yield chunk;
  yield BINARY_TRAILER;
}

export async function openBulkSession(database: Database): Promise<BulkSession> {
  if (database.kind === 'postgres') {
    const client: PoolClient = await database.pool.connect();
    return {
      kind: 'postgres',
      async exec(sql) {
        await client.query(sql);
      },
      async query<T extends Record<string, unknown>>(sql: string, params?: unknown[]) {
        return (await client.query(sql, params)).rows as T[];
      },
      async copy(table, columns, chunks, options) {
        const stream = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN ${withClause(options)}`));
        const framed = options?.binary ? withBinaryFrame(chunks) : chunks;
        await pipeline(Readable.from(framed, { objectMode: false, highWaterMark: 1 << 20 }), stream);
        return stream.rowCount;
      },
      async release() {
        client.release();
      },
    };
  }
  const pglite = database.client;
  return {
    kind: 'pglite',
    async exec(sql) {
      await pglite.exec(sql);
    },
    async query<T extends Record<string, unknown>>(sql: string, params?: unknown[]) {
      return (await pglite.query<T>(sql, params)).rows;
    },
    async copy(table, columns, chunks, options) {
      const statement = `COPY ${table} (${columns.join(', ')}) FROM '/dev/blob' ${withClause(options)}`;
      let parts: (string | Uint8Array)[] = [];
      let size = 0;
      let rows = 0;
      const flush = async () => {
        if (size === 0) return;
        if (options?.binary) parts = [BINARY_HEADER, ...parts, BINARY_TRAILER];
        const result = await pglite.query(statement, [], { blob: new Blob(parts as BlobPart[]) });
        rows += result.affectedRows ?? 0;
        parts = [];
        size = 0;
      };
      for await (const chunk of chunks) {
        parts.push(chunk);
        size += typeof chunk === 'string' ? chunk.length : chunk.byteLength;
        if (size >= PGLITE_BLOB_BYTES) await flush();
      }
      await flush();
      return rows;
    },
    async release() {},
  };
}

// ---- COPY text format -------------------------------------------------------------------------

/** A text value escaped for COPY's text format. */
export function copyText(value: string): string {
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'))
    : value;
}

export type CopyValue = string | number | boolean | null | undefined | object;

/** One value in COPY text format: NULL as \N, booleans t/f, objects as JSON. */
export function copyValue(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return Number.isNaN(value) ? 'NaN' : String(value);
  if (typeof value === 'string') return copyText(value);
  return copyText(JSON.stringify(value));
}

/** One COPY line from values in column order. */
export const copyLine = (values: readonly CopyValue[]): string => values.map(copyValue).join('\t') + '\n';

/** Groups lines into chunks of about `bytes` characters. */
export function* chunked(lines: Iterable<string>, bytes = 1 << 20): Generator<string> {
  let buffer = '';
  for (const line of lines) {
    buffer += line;
    if (buffer.length >= bytes) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer) yield buffer;
}

/** Copies rows given as value arrays (small and medium tables). */
export function copyRows(session: BulkSession, table: string, columns: readonly string[], rows: Iterable<readonly CopyValue[]>) {
  function* lines() {
    for (const row of rows) yield copyLine(row);
  }
  return session.copy(table, columns, chunked(lines()));
}
