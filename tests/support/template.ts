// Seeded template databases, then copied for every test file: a PGlite directory copy (~1 s) or a
// PostgreSQL `CREATE DATABASE … TEMPLATE`. The PGlite template lives under /tmp, cached per content
// hash of migrations + generator. On PostgreSQL everything a run creates carries the run's id, and the
// run drops it at the end (global-setup.ts teardown): runs of other checkouts on the same server keep
// theirs.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/api/db/client.ts';
import { seedIfEmpty } from '../../tools/seed/index.ts';
import { serverUrl } from './pg-url.ts';
import { reportMonthStart } from '../../src/domain/reports.ts';

export const TEST_SEED = { farms: 24, months: 13, seed: 7 } as const;
export const TEST_ROOT = '/tmp/herdenblick-tests';

/** The first day of the current month: demo data stays "current" whenever the tests run. */
export const testAnchor = () => reportMonthStart();

function hashTree(dir: string, hash = createHash('sha256')): ReturnType<typeof createHash> {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) hashTree(path, hash);
    else hash.update(name).update(readFileSync(path));
  }
  return hash;
}

export function templateKey(): string {
  const root = resolve(import.meta.dirname, '../..');
  const h = createHash('sha256');
  for (const dir of ['src/api/db', 'tools/seed', 'src/api/catalogue']) {
    if (existsSync(join(root, dir))) hashTree(join(root, dir), h);
  }
  h.update(JSON.stringify(TEST_SEED)).update(testAnchor());
  return h.digest('hex').slice(0, 12);
}

export async function ensurePgliteTemplate(): Promise<string> {
  const dir = join(TEST_ROOT, `template-${templateKey()}`);
  if (existsSync(join(dir, 'ready'))) return dir;
  const building = `${dir}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: building });
  await seedIfEmpty(database, { ...TEST_SEED, anchor: testAnchor() });
  await database.close();
  rmSync(dir, { recursive: true, force: true });
  renameSync(building, dir);
  writeFileSync(join(dir, 'ready'), '');
  return dir;
}


const RUN_ENV = 'HERDENBLICK_TEST_RUN';

/** This test run's id (set once by the global setup, inherited by the workers). */
export function testRunId(): string {
  process.env[RUN_ENV] ??= randomBytes(4).toString('hex');
  return process.env[RUN_ENV];
}

/** Name for a per-test-file copy of the PostgreSQL template (dropped by the file, else by the run). */
export const testDatabaseName = () => `herdenblick_t_${testRunId()}_${randomBytes(8).toString('hex')}`;

export const postgresTemplateName = () => `herdenblick_tpl_${templateKey()}_${testRunId()}`;

/** Drops a run's template and any per-file copies that survived; returns their names. */
export async function dropRunDatabases(databaseUrl: string, run: string = testRunId()): Promise<string[]> {
  const admin = new pg.Client({ connectionString: serverUrl(databaseUrl, 'postgres') });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1 or datname like $2 order by datname`,
      [`herdenblick\\_t\\_${run}\\_%`, `herdenblick\\_tpl\\_%\\_${run}%`],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    return rows.map((r) => r.datname);
  } finally {
    await admin.end();
  }
}

export async function ensurePostgresTemplate(databaseUrl: string): Promise<string> {
  const name = postgresTemplateName();
  const admin = new pg.Client({ connectionString: serverUrl(databaseUrl, 'postgres') });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount) return name;
    const building = `${name}_b${process.pid}`;
    await admin.query(`drop database if exists ${building}`);
    await admin.query(`create database ${building}`);
    const database = await openDatabase({ databaseUrl: serverUrl(databaseUrl, building) });
    await seedIfEmpty(database, { ...TEST_SEED, anchor: testAnchor() });
    await database.close();
    await admin.query(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await admin.end();
  }
}
