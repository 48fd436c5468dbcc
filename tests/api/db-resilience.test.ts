// A PostgreSQL restart or an administrator ending connections must not take the server down:
// the pool reports the lost idle connection and the next query gets a fresh one.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../src/api/db/client.ts';
import { serverUrl } from '../support/pg-url.ts';

describe.runIf(!!process.env.DATABASE_URL)('PostgreSQL connection loss', () => {
  it('survives the server terminating idle connections', async () => {
    const url = process.env.DATABASE_URL!;
    const name = `herdenblick_r_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: serverUrl(url, 'postgres') });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const lost: Error[] = [];
      const database = await openDatabase({ databaseUrl: serverUrl(url, name), onIdleError: (e) => lost.push(e) });
      await queryRows(database.db, sql`select 1`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
      await expect.poll(() => lost.length).toBeGreaterThan(0);
      expect(await queryRows(database.db, sql`select count(*)::int as n from farms`)).toEqual([{ n: 0 }]);
      await database.close();
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
