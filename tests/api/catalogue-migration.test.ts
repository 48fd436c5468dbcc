// A database filled before the catalogue took the spec's names (six dashboard figures, the
// questionnaire's 'überwacht_andere') keeps every reference after the migration: alerts, incidents,
// comparison groups, figure filters and profile answers follow the new names, and the catalogue then
// loads over it without complaint.
import { randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/api/catalogue/index.ts';
import { migrationsFolder, openDatabase, pgliteDirectory, queryRows, type Database } from '../../src/api/db/client.ts';
import { serverUrl } from '../support/pg-url.ts';

const ROOT = `/tmp/herdenblick-tests/catalogue-migration-${randomUUID()}`;
const RENAMED = 'catalogue_spec_names';

/** A copy of the migrations folder that ends just before the rename. */
function migrationsBeforeRename(): string {
  const dir = join(ROOT, 'migrations-before');
  mkdirSync(ROOT, { recursive: true });
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag.endsWith(RENAMED));
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

const OLD_NAMES = ['kuehe_gemolken', 'milch_kg_pt', 'fett_prozent_pt', 'eiweiss_prozent_pt', 'zellzahl_tsd', 'harnstoff_mg_l'];
const NEW_NAMES = ['anz_geprueft', 'leistung_milch_kg_div_melk_avg', 'fprz_pm', 'eprz_pm', 'leistung_zellgehalt_avg_tsd', 'harnstoff_harnstoff_avg_ges'];
/** Column indexes of the six figures in the catalogue (unchanged by the rename). */
const COLUMNS = [1, 7, 8, 9, 30, 15];

type Exec = (query: string) => Promise<unknown>;

/** What an older installation had stored under the old names. */
async function fillOld(exec: Exec) {
  const fields = OLD_NAMES.map((n, i) => `('${n}', ${COLUMNS[i]}, '${n}', 'Prüftagsergebnisse')`).join(', ');
  await exec(`INSERT INTO report_fields (pythonic_name, column_index, name, category) VALUES ${fields}`);
  await exec(`INSERT INTO survey_questions (name, category, position, text, type, options) VALUES ('ueberwacht_andere', 'Tierüberwachung und Sensorik', 116, 'alt', 'boolean', '[]')`);
  await exec(`INSERT INTO farms (id, number, name) VALUES (1, '0900000001', 'Hof Alt')`);
  await exec(`INSERT INTO locations (id, farm_id, name) VALUES (1, 1, 'Stall Alt')`);
  await exec(`INSERT INTO profiles (location_id, incomplete, management_options) VALUES (1, false, '{"ueberwacht_andere": true, "pedometer": false}')`);
  await exec(`INSERT INTO comparison_groups (id, name, top_in_field, management_options) VALUES (1, 'Beste Milch', 'milch_kg_pt', '{"ueberwacht_andere": false}')`);
  await exec(`INSERT INTO figure_filters (id, name) VALUES (1, 'Kompakt')`);
  await exec(`INSERT INTO figure_filter_fields (filter_id, pythonic_name, position) VALUES (1, 'zellzahl_tsd', 0), (1, 'fett_prozent_pt', 1)`);
  await exec(`INSERT INTO alerts (entity_type, entity_id, field, operator) VALUES ('location', 1, 'harnstoff_mg_l', 'gt')`);
  await exec(`INSERT INTO incidents (entity_type, entity_id, field, operator, observed) VALUES ('location', 1, 'eiweiss_prozent_pt', 'lt', '2025-05-03')`);
}

async function checkRenamed(database: Database) {
  const q = <T>(text: string) => queryRows<T>(database.db, sql.raw(text));
  const fields = await q<{ pythonic_name: string; column_index: number }>(
    `SELECT pythonic_name, column_index FROM report_fields WHERE column_index IN (${COLUMNS.join(', ')}) ORDER BY column_index`,
  );
  const expected = COLUMNS.map((c, i) => ({ pythonic_name: NEW_NAMES[i]!, column_index: c })).sort((a, b) => a.column_index - b.column_index);
  expect(fields).toEqual(expected);
  expect(await q(`SELECT top_in_field, management_options FROM comparison_groups`)).toEqual([
    { top_in_field: 'leistung_milch_kg_div_melk_avg', management_options: { überwacht_andere: false } },
  ]);
  expect(await q(`SELECT pythonic_name FROM figure_filter_fields ORDER BY position`)).toEqual([
    { pythonic_name: 'leistung_zellgehalt_avg_tsd' },
    { pythonic_name: 'fprz_pm' },
  ]);
  expect(await q(`SELECT field FROM alerts`)).toEqual([{ field: 'harnstoff_harnstoff_avg_ges' }]);
  expect(await q(`SELECT field FROM incidents`)).toEqual([{ field: 'eprz_pm' }]);
  expect(await q(`SELECT management_options FROM profiles`)).toEqual([{ management_options: { überwacht_andere: true, pedometer: false } }]);
  expect(await q(`SELECT name FROM survey_questions`)).toEqual([{ name: 'überwacht_andere' }]);
  // The foreign keys are back: an unknown figure is refused.
  await expect(database.db.execute(sql.raw(`UPDATE alerts SET field = 'milch_kg_pt'`))).rejects.toThrow();
  // The full catalogue loads over the renamed rows (same columns, no "Spalte belegt" refusal).
  const summary = await loadCatalogue(database);
  expect(summary.reportFields).toBe(170);
  expect(summary.surveyQuestionsRemoved).toBe(0);
  expect(await q(`SELECT count(*)::int AS n FROM report_fields WHERE pythonic_name IN (${OLD_NAMES.map((n) => `'${n}'`).join(', ')})`)).toEqual([{ n: 0 }]);
}

describe('catalogue rename migration', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.toReversed()) await c();
    rmSync(ROOT, { recursive: true, force: true });
  });

  it('moves every stored reference to the spec names on PGlite', async () => {
    const dataDir = join(ROOT, 'pglite');
    mkdirSync(dataDir, { recursive: true });
    const client = await PGlite.create(pgliteDirectory(dataDir));
    await migratePglite(drizzlePglite(client) as never, { migrationsFolder: migrationsBeforeRename() });
    await fillOld((q) => client.exec(q));
    await client.close();
    const database = await openDatabase({ dataDir });
    cleanups.push(() => database.close());
    await checkRenamed(database);
  });

  it.runIf(!!process.env.DATABASE_URL)('moves every stored reference to the spec names on PostgreSQL', async () => {
    const url = process.env.DATABASE_URL!;
    const name = `herdenblick_cm_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: serverUrl(url, 'postgres') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });
    const pool = new pg.Pool({ connectionString: serverUrl(url, name), max: 1 });
    await migratePg(drizzlePg(pool) as never, { migrationsFolder: migrationsBeforeRename() });
    await fillOld((q) => pool.query(q));
    await pool.end();
    const database = await openDatabase({ databaseUrl: serverUrl(url, name) });
    cleanups.push(() => database.close());
    await checkRenamed(database);
  });
});
