// The same migrations build an empty database on both drivers, and applying them again is a no-op.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../src/api/db/client.ts';
import { serverUrl } from '../support/pg-url.ts';

const TABLES = [
  'alert_transitions', 'alerts', 'associations', 'audit_events', 'auth_throttles', 'comparison_groups', 'digest_runs', 'email_verification_tokens', 'engine_versions', 'evaluation_comparison_groups', 'evaluations',
  'farm_admins', 'farms', 'figure_filter_fields', 'figure_filters', 'incident_mail_receipts', 'incidents', 'jobs', 'locations', 'password_reset_tokens',
  'profiles', 'refresh_tokens', 'report_changes', 'report_fields', 'report_month_generations', 'report_month_snapshot_columns', 'report_month_snapshots', 'report_months', 'reports', 'signing_keys', 'silences', 'sites', 'survey_questions', 'texts',
  'user_association_farms', 'user_associations', 'user_locations', 'users',
];

async function checkFresh(open: () => Promise<Database>) {
  const first = await open();
  const tables = await queryRows<{ table_name: string }>(first.db, sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`);
  expect(tables.map((r) => r.table_name)).toEqual(TABLES);
  expect(await queryRows(first.db, sql`select count(*)::int as n from farms`)).toEqual([{ n: 0 }]);
  await first.db.execute(sql`insert into audit_events (action, entity, entity_id) values ('test', 'db', '1')`);
  await expect(first.db.execute(sql`delete from audit_events`)).rejects.toThrow();
  await expect(first.db.execute(sql`update audit_events set action = 'x'`)).rejects.toThrow();
  await first.close();
  const second = await open();
  expect(await queryRows(second.db, sql`select count(*)::int as n from audit_events`)).toEqual([{ n: 1 }]);
  await second.close();
}

describe('migrations', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  it('create every table on an empty PGlite directory and are idempotent', async () => {
    const dir = `/tmp/herdenblick-tests/migrate-${randomUUID()}`;
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    await checkFresh(() => openDatabase({ dataDir: dir }));
  });

  /** A new, empty PostgreSQL database (dropped after the file); its URL. */
  async function emptyPostgresDatabase(): Promise<string> {
    const url = process.env.DATABASE_URL!;
    const name = `herdenblick_m_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: serverUrl(url, 'postgres') });
    await admin.connect();
    await admin.query(`create database ${name}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    return serverUrl(url, name);
  }

  it.runIf(!!process.env.DATABASE_URL)('create every table on an empty PostgreSQL database', async () => {
    const databaseUrl = await emptyPostgresDatabase();
    await checkFresh(() => openDatabase({ databaseUrl }));
  });

  it.runIf(!!process.env.DATABASE_URL)('let instances that start together on an empty PostgreSQL database migrate one after the other', async () => {
    const databaseUrl = await emptyPostgresDatabase();
    const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl, poolSize: 1 })));
    for (const database of opened) await database.close();
    await checkFresh(() => openDatabase({ databaseUrl }));
  });
});
