// The suite leaves nothing behind on the PostgreSQL server: at the end of a run the global setup's
// teardown drops that run's template and any per-file copy that survived, and only that run's.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { serverUrl } from '../support/pg-url.ts';
import { dropRunDatabases, postgresTemplateName, testDatabaseName, testRunId } from '../support/template.ts';

describe.runIf(process.env.DATABASE_URL)('test databases on PostgreSQL', () => {
  const url = process.env.DATABASE_URL!;

  it('carry the run id, so that a run can find its own', () => {
    expect(postgresTemplateName()).toMatch(new RegExp(`^herdenblick_tpl_[0-9a-f]{12}_${testRunId()}$`));
    expect(testDatabaseName()).toMatch(new RegExp(`^herdenblick_t_${testRunId()}_[0-9a-f]{16}$`));
  });

  it("drops one run's template and surviving copies, and leaves other runs' databases alone", async () => {
    const run = randomBytes(4).toString('hex');
    const other = randomBytes(4).toString('hex');
    const mine = [`herdenblick_tpl_0123456789ab_${run}`, `herdenblick_t_${run}_00aa`, `herdenblick_t_${run}_00bb`];
    const theirs = [`herdenblick_tpl_0123456789ab_${other}`, `herdenblick_t_${other}_00aa`];
    const admin = new pg.Client({ connectionString: serverUrl(url, 'postgres') });
    await admin.connect();
    try {
      for (const name of [...mine, ...theirs]) await admin.query(`create database ${name}`);
      // A connection still open on a survivor must not stop the cleanup.
      const lingering = new pg.Client({ connectionString: serverUrl(url, mine[1]!) });
      await lingering.connect();
      lingering.on('error', () => {});

      expect((await dropRunDatabases(url, run)).sort()).toEqual([...mine].sort());

      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname = any($1)', [[...mine, ...theirs]]);
      expect(rows.map((r) => r.datname).sort()).toEqual([...theirs].sort());
      await lingering.end().catch(() => {});
    } finally {
      for (const name of [...mine, ...theirs]) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
