// A PostgreSQL database that belongs to one bench run: its name carries the process id and start
// time (two runs at once never share or drop each other's data), and it is dropped when the run
// ends, whether the work succeeded, threw, or the run was interrupted (Ctrl-C, SIGTERM).
import pg from 'pg';
import { serverUrl } from '../tests/support/pg-url.ts';

/** A name unique to this run, e.g. hb_bench_evaluation_4711_m3x9k2. */
export const runDatabaseName = (prefix: string) => `${prefix}_${process.pid}_${Date.now().toString(36)}`;

async function drop(url: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl(url, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** Creates a database for this run, passes its URL to `work`, and drops it afterwards in every case. */
export async function withRunDatabase<T>(url: string, prefix: string, work: (databaseUrl: string, name: string) => Promise<T>): Promise<T> {
  const name = runDatabaseName(prefix);
  const admin = new pg.Client({ connectionString: serverUrl(url, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const onSignal = (signal: NodeJS.Signals) => {
    void drop(url, name)
      .catch(() => undefined)
      .finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await work(serverUrl(url, name), name);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await drop(url, name);
  }
}
