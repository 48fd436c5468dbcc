// Opens the database: PostgreSQL when a URL is given, embedded PGlite under the data directory
// otherwise. Both get the same migrations before anything else touches them.
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside db.transaction(…): what a write passes on to the helpers it calls. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database =
  | { kind: 'pglite'; db: Db; client: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Db; pool: pg.Pool; url: string; close(): Promise<void> };

export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory, or 'memory://' for a throw-away database. */
  dataDir?: string;
  /** PostgreSQL pool size (default 10: scripts and tests; the server passes its configuration). */
  poolSize?: number;
  /** Called when the server ends an idle PostgreSQL connection (default: ignored, the pool reconnects). */
  onIdleError?: (error: Error) => void;
}

/** Where PGlite keeps its files inside the data directory. */
export const pgliteDirectory = (dataDir: string) => join(dataDir, 'pglite');

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection that the server ends (restart, admin termination) is reported on the pool;
    // without a listener Node would crash the whole process. The pool replaces the connection itself.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migrateExclusively(options.databaseUrl, () => migratePg(db as never, { migrationsFolder }));
    return { kind: 'postgres', db, pool, url: options.databaseUrl, close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? './data';
  let location = dataDir;
  let lock: DataDirLock | null = null;
  if (!dataDir.startsWith('memory://')) {
    location = pgliteDirectory(dataDir);
    // PGlite does not create parents of its directory.
    mkdirSync(dataDir, { recursive: true });
    // One process per directory (data-dir-lock.ts): throws DataDirLocked when another one has it.
    lock = lockDataDir(dataDir);
  }
  try {
    const client = await PGlite.create(location);
    // One process, one session, nobody listening: NOTIFY would only cost (migration 0008 reads this).
    await client.exec(`set herdenblick.notify = 'off'`);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    const close = async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    };
    return { kind: 'pglite', db, client, close };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/** Any number, the same in every instance: the advisory lock of the migrations. */
const MIGRATION_LOCK = 190_001;

/**
 * Instances starting together on one database migrate one after the other: the first applies what is
 * new, the next finds it applied (without the lock both would create the same tables and one would fail).
 */
async function migrateExclusively(databaseUrl: string, migrate: () => Promise<unknown>): Promise<void> {
  // A connection of its own: the pool may have only one, and the migrations need it.
  const holder = new pg.Client({ connectionString: databaseUrl });
  await holder.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await holder.end().catch(() => {}); // Ending the session releases the lock.
  }
}

/** Raw SQL rows; both drivers answer `execute` with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
