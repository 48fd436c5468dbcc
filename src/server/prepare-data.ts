// Opens the server's database: migrations, the catalogue on every start, demo data only into an
// empty database. The demo data is generated in a child process of its own (tools/seed/cli.ts):
// the generator's buffers and PGlite's WebAssembly heap, which never shrinks, leave with that
// process, so a first start stays as small as a restart. PGlite allows one process per data
// directory, hence close → seed → reopen; the child inherits the lock of `npm start` on DATA_DIR.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadCatalogue } from '../api/catalogue/index.ts';
import { openDatabase, pgliteDirectory, queryRows, type Database } from '../api/db/client.ts';
import { lockEnvFor } from '../api/db/data-dir-lock.ts';
import type { Config } from '../config.ts';

const SEED_CLI = resolve(import.meta.dirname, '../../tools/seed/cli.ts');
/** The demo data of every first start: 36 months, seed 1, anchored at today's month (the CLI's defaults). */
const DEMO_MONTHS = 36;
const DEMO_SEED = 1;

export interface PrepareOptions {
  log: (line: string) => void;
  onIdleError?: (error: Error) => void;
}

/** The same test the generator makes: any farm, user or association means "not empty". */
export async function holdsData(database: Database): Promise<boolean> {
  const [row] = await queryRows<{ filled: boolean }>(
    database.db,
    sql`SELECT EXISTS (SELECT 1 FROM farms) OR EXISTS (SELECT 1 FROM users) OR EXISTS (SELECT 1 FROM associations) AS filled`,
  );
  return row?.filled === true;
}

export async function openPreparedDatabase(config: Config, { log, onIdleError }: PrepareOptions): Promise<Database> {
  const open = () => openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize, dataDir: config.dataDir, onIdleError });
  const seeding = config.seedFarms > 0;
  // No PGlite database yet: the child creates it, so this process never grows a heap for initdb.
  if (seeding && !config.databaseUrl && !existsSync(pgliteDirectory(config.dataDir))) {
    await seedInChildProcess(config, log);
    return open();
  }
  let database = await open();
  await loadCatalogue(database);
  if (seeding && !(await holdsData(database))) {
    await database.close();
    await seedInChildProcess(config, log);
    database = await open();
  }
  return database;
}

function seedInChildProcess(config: Config, log: (line: string) => void): Promise<void> {
  const args = ['--if-empty', '--farms', String(config.seedFarms), '--months', String(DEMO_MONTHS), '--seed', String(DEMO_SEED)];
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), SEED_CLI, ...args], {
    // While `npm start` holds the embedded database's lock, its child may open the directory too.
    env: { ...process.env, ...lockEnvFor(config.dataDir), DATA_DIR: config.dataDir, DATABASE_URL: config.databaseUrl ?? '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  log(`Demo-Daten werden in einem eigenen Prozess erzeugt (PID ${child.pid}), dessen Speicher danach wieder frei ist.`);
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) log(line);
  };
  child.stdout.on('data', forward);
  child.stderr.on('data', forward);
  return new Promise((resolvePromise, reject) => {
    child.once('error', (error) => reject(new Error(`Demo-Daten: Prozess ließ sich nicht starten (${error.message}).`)));
    child.once('exit', (code, signal) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`Demo-Daten konnten nicht erzeugt werden: der Prozess endete mit ${signal ?? `Code ${code}`}.`));
    });
  });
}
