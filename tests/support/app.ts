// A fresh, seeded server per test file, on PGlite always and on PostgreSQL when DATABASE_URL is set.
import { randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/api/db/client.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { buildServer } from '../../src/server/server.ts';
import { serverUrl } from './pg-url.ts';
import { ensurePgliteTemplate, ensurePostgresTemplate, TEST_ROOT, testDatabaseName } from './template.ts';

export type DbKind = 'pglite' | 'postgres';

/** The database kinds to run API tests on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const dbKinds = (): DbKind[] => (process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Log lines the server wrote (mail outbox notices and the like). */
  logs: string[];
  /** The same database opened once more, as another instance would (PGlite: the same client, one process per directory). */
  openAgain(): Promise<Database>;
  /** PostgreSQL: the test database's URL (for tools run as processes of their own). */
  databaseUrl?: string;
  close(): Promise<void>;
}

export interface TestDatabase {
  database: Database;
  dataDir: string;
  openAgain(): Promise<Database>;
  databaseUrl?: string;
  drop(): Promise<void>;
}

export async function openTestDatabase(kind: DbKind): Promise<TestDatabase> {
  const dataDir = join(TEST_ROOT, `run-${randomUUID()}`);
  if (kind === 'pglite') {
    cpSync(await ensurePgliteTemplate(), dataDir, { recursive: true });
    const database = await openDatabase({ dataDir });
    // Closing the second handle leaves the first open.
    const openAgain = async (): Promise<Database> => ({ ...database, close: async () => {} });
    return { database, dataDir, openAgain, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const url = process.env.DATABASE_URL!;
  const template = await ensurePostgresTemplate(url);
  const name = testDatabaseName();
  const admin = new pg.Client({ connectionString: serverUrl(url, 'postgres') });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: serverUrl(url, name) });
  return {
    database,
    dataDir,
    openAgain: () => openDatabase({ databaseUrl: serverUrl(url, name) }),
    databaseUrl: serverUrl(url, name),
    drop: async () => {
      const a = new pg.Client({ connectionString: serverUrl(url, 'postgres') });
      await a.connect();
      // The pool has ended; give the server a moment to notice before forcing anything.
      for (let attempt = 0; attempt < 20; attempt++) {
        const open = await a.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (open.rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A seeded server on a fresh copy of the template. JWT_SECRET is set unless `env` sets it to '' (then
 * the keys live in the database, as in production); `prepare` runs on the data directory before the
 * server is built.
 */
export async function createTestApp(kind: DbKind, env: Record<string, string> = {}, prepare?: (dataDir: string) => void): Promise<TestApp> {
  const { database, dataDir, openAgain, databaseUrl, drop } = await openTestDatabase(kind);
  prepare?.(dataDir);
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-test-secret-test-secret', ...env }, []);
  const logs: string[] = [];
  const app = await buildServer({ config, database, log: (l) => logs.push(l) });
  await app.ready();
  return {
    app,
    database,
    config,
    logs,
    openAgain,
    databaseUrl,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/**
 * A second instance beside `first`: its own server (key cache, throttles, engine) on the same
 * database, on PostgreSQL through a pool of its own; `env` as `first` got it. Close it before `first`.
 */
export async function createSecondInstance(first: TestApp, env: Record<string, string> = {}): Promise<{ app: FastifyInstance; database: Database; close(): Promise<void> }> {
  const database = await first.openAgain();
  // A data directory of its own (mail outbox; an instance on another host shares nothing else).
  const dataDir = join(first.config.dataDir, 'second-instance');
  mkdirSync(dataDir, { recursive: true });
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: first.config.jwtSecret ?? '', ...env }, []);
  const app = await buildServer({ config, database, log: () => {} });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const DEMO_PASSWORD = 'herdenblick';

/** Logs a demo account in and returns its bearer header. */
export async function login(app: FastifyInstance, username: string, password = DEMO_PASSWORD) {
  const res = await app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
  const tokens = res.json() as { access: string; refresh: string };
  return { ...tokens, headers: { authorization: `Bearer ${tokens.access}` } };
}
