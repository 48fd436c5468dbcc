// The catalogue loader and the demo-data generator: determinism (same seed ⇒ same rows, also across
// PGlite and PostgreSQL), the demo accounts and their links, the edge cases the spec needs, the
// profile dependency rules, herd effects, report_months / latest_report_id consistency, reset.
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/api/auth/passwords.ts';
import { FIELD_COUNT, fieldIndex, loadCatalogue, REPORT_FIELDS, SURVEY_QUESTIONS, optionKeys } from '../../src/api/catalogue/index.ts';
import { openDatabase, type Database } from '../../src/api/db/client.ts';
import { farms as farmsTable } from '../../src/api/db/schema.ts';
import { DEMO_ACCOUNTS, demoAccount } from '../../tools/seed/demo-accounts.ts';
import { SiteModel } from '../../tools/seed/figures.ts';
import {
  buildPlan,
  DatabaseNotEmptyError,
  profileRuleViolations,
  resetDatabase,
  seedDemo,
  seedIfEmpty,
  type SeedOptions,
} from '../../tools/seed/index.ts';
import { cowBand, isAms } from '../../tools/seed/profile.ts';
import { Rng } from '../../tools/seed/random.ts';
import { herdAverages } from '../../tools/seed/realism.ts';
import { serverUrl } from '../support/pg-url.ts';
import { ensurePgliteTemplate } from '../support/template.ts';

const ROOT = join('/tmp/herdenblick-tests', `seed-${process.pid}`);
const OPTS: SeedOptions = { farms: 25, months: 6, seed: 11, anchor: '2025-06-01' };

type Row = Record<string, unknown>;
type Executor = { execute(query: ReturnType<typeof sql.raw>): Promise<unknown> };
const exec = async (db: Executor, query: string): Promise<Row[]> => ((await db.execute(sql.raw(query))) as { rows: Row[] }).rows;
const rows = (database: Database, query: string): Promise<Row[]> => exec(database.db, query);
const one = async (database: Database, query: string): Promise<Row> => (await rows(database, query))[0]!;
const num = (v: unknown) => Number(v);
/** A figure's 1-based position in reports.values (SQL arrays). */
const column = (name: string) => fieldIndex(name) + 1;

/** Everything the generator writes, as text in a fixed order (password hashes excluded: salted). */
async function dump(database: Database): Promise<{ hash: string; text: string }> {
  const tables: [string, string][] = [
    ['associations', 'id'],
    ['farms', 'id'],
    ['farm_admins', 'user_id, farm_id'],
    ['locations', 'id'],
    ['profiles', 'id'],
    ['sites', 'id'],
    ['reports', 'id'],
    ['report_months', 'site_id, month'],
    ['user_associations', 'user_id, association_id'],
    ['user_association_farms', 'user_id, association_id, farm_id'],
    ['user_locations', 'user_id, location_id'],
    ['comparison_groups', 'id'],
    ['figure_filters', 'id'],
    ['figure_filter_fields', 'filter_id, pythonic_name'],
    ['evaluations', 'id'],
    ['evaluation_comparison_groups', 'evaluation_id, comparison_group_id'],
    ['alerts', 'id'],
  ];
  const text = await database.db.transaction(async (tx) => {
    await exec(tx, `SET LOCAL TIME ZONE 'UTC'`);
    await exec(tx, `SET LOCAL DateStyle = 'ISO, YMD'`);
    await exec(tx, 'SET LOCAL extra_float_digits = 1');
    const parts: string[] = [];
    for (const [table, key] of tables) {
      const [r] = await exec(tx, `SELECT string_agg(t::text, E'\\n' ORDER BY ${key.split(', ').map((k) => `t.${k}`).join(', ')}) AS d FROM ${table} t`);
      parts.push(`# ${table}\n${String(r!.d ?? '')}`);
    }
    const [users] = await exec(
      tx,
      `SELECT string_agg(concat_ws('|', id, username, email, email_verified, prefix, first_name, last_name, account_type, is_active, is_superuser, default_evaluation_id, created_at), E'\\n' ORDER BY id) AS d FROM users`,
    );
    parts.push(`# users\n${String(users!.d ?? '')}`);
    return parts.join('\n');
  });
  return { hash: createHash('sha256').update(text).digest('hex'), text };
}

/** FK-level consistency the bulk load skips checking row by row. */
async function consistencyProblems(database: Database): Promise<Row> {
  return one(
    database,
    `SELECT
      (SELECT count(*) FROM reports r LEFT JOIN sites s ON s.id = r.site_id WHERE s.id IS NULL) AS orphan_reports,
      (SELECT count(*) FROM report_months m LEFT JOIN reports r ON r.id = m.report_id WHERE r.id IS NULL OR r.site_id <> m.site_id
         OR date_trunc('month', r.inspection_date)::date <> m.month) AS bad_report_months,
      (SELECT count(*) FROM reports r LEFT JOIN report_months m ON m.report_id = r.id WHERE m.report_id IS NULL) AS reports_without_month,
      (SELECT count(*) FROM report_months m WHERE m.report_id <> (SELECT r.id FROM reports r WHERE r.site_id = m.site_id
         AND date_trunc('month', r.inspection_date)::date = m.month ORDER BY r.inspection_date DESC LIMIT 1)) AS month_not_latest,
      (SELECT count(*) FROM sites s WHERE s.latest_report_id IS DISTINCT FROM
         (SELECT r.id FROM reports r WHERE r.site_id = s.id ORDER BY r.inspection_date DESC LIMIT 1)) AS wrong_latest,
      (SELECT count(*) FROM sites s LEFT JOIN locations l ON l.id = s.location_id WHERE s.location_id IS NOT NULL AND (l.id IS NULL OR l.farm_id <> s.farm_id)) AS bad_site_location,
      (SELECT count(*) FROM locations l LEFT JOIN profiles p ON p.id = l.active_profile_id WHERE l.active_profile_id IS NOT NULL AND (p.id IS NULL OR p.location_id <> l.id)) AS bad_active_profile,
      (SELECT count(*) FROM locations l WHERE NOT EXISTS (SELECT 1 FROM sites s WHERE s.location_id = l.id)) AS empty_locations,
      (SELECT count(*) FROM farms f LEFT JOIN users u ON u.id = f.tos_accepted_by WHERE f.tos_accepted IS NOT NULL AND u.id IS NULL) AS bad_tos_user,
      (SELECT count(*) FROM farm_admins a LEFT JOIN users u ON u.id = a.user_id LEFT JOIN farms f ON f.id = a.farm_id WHERE u.id IS NULL OR f.id IS NULL) AS bad_farm_admins,
      (SELECT count(*) FROM user_locations ul LEFT JOIN locations l ON l.id = ul.location_id WHERE l.id IS NULL) AS bad_user_locations,
      (SELECT count(*) FROM reports WHERE array_length(values, 1) <> ${FIELD_COUNT}) AS bad_lengths,
      (SELECT count(*) FROM reports WHERE inspection_date >= DATE '${OPTS.anchor}' OR processing_date <= inspection_date
         OR processing_date > inspection_date + 5) AS bad_dates`,
  );
}

describe('catalogue and demo data', () => {
  let template: string;
  let a: Database; // OPTS
  let b: Database; // OPTS again
  let c: Database; // another seed, more farms (herd effects)
  const opened: Database[] = [];

  /** A copy of the harness's migrated template, emptied: ~1 s instead of an initdb (~6 s). */
  const emptyPglite = async (name: string) => {
    const dir = join(ROOT, name);
    cpSync(template, dir, { recursive: true });
    const database = await openDatabase({ dataDir: dir });
    opened.push(database);
    await resetDatabase(database);
    return database;
  };

  const user = async (key: Parameters<typeof demoAccount>[0]) =>
    one(a, `SELECT * FROM users WHERE email = '${demoAccount(key).email}'`);
  const farmsOf = async (userId: unknown) =>
    rows(a, `SELECT f.* FROM farms f JOIN farm_admins fa ON fa.farm_id = f.id WHERE fa.user_id = ${num(userId)} ORDER BY f.id`);
  /** Every location has a complete active profile and every site a location and a report last month. */
  const complete = async (farmId: unknown) =>
    one(
      a,
      `SELECT
        (SELECT count(*) FROM locations l LEFT JOIN profiles p ON p.id = l.active_profile_id
           WHERE l.farm_id = ${num(farmId)} AND (p.id IS NULL OR p.incomplete)) AS bad_locations,
        (SELECT count(*) FROM sites s LEFT JOIN reports r ON r.id = s.latest_report_id
           WHERE s.farm_id = ${num(farmId)} AND (s.location_id IS NULL OR r.inspection_date < DATE '2025-05-01' OR r.id IS NULL)) AS bad_sites,
        (SELECT count(*) FROM locations WHERE farm_id = ${num(farmId)}) AS locations,
        (SELECT count(*) FROM sites WHERE farm_id = ${num(farmId)}) AS sites`,
    );

  beforeAll(async () => {
    mkdirSync(ROOT, { recursive: true });
    template = await ensurePgliteTemplate();
    a = await emptyPglite('a');
    b = await emptyPglite('b');
    c = await emptyPglite('c');
    await seedDemo(a, OPTS);
    await seedDemo(b, OPTS);
    await seedDemo(c, { ...OPTS, seed: 12, farms: 150, months: 6 });
  });

  afterAll(async () => {
    for (const database of opened) await database.close().catch(() => {});
    rmSync(ROOT, { recursive: true, force: true });
  });

  describe('catalogue', () => {
    it('loads 170 report fields in column order and 117 questions, idempotently', async () => {
      const fields = await rows(a, 'SELECT * FROM report_fields ORDER BY column_index');
      expect(fields).toHaveLength(170);
      expect(fields.map((f) => f.pythonic_name)).toEqual(REPORT_FIELDS.map((f) => f.pythonic_name));
      expect(fields.map((f) => num(f.column_index))).toEqual(REPORT_FIELDS.map((_, i) => i));
      expect(fields.map((f) => f.intensive)).toEqual(REPORT_FIELDS.map((f) => f.intensive));
      const qcheck = fields.filter((f) => f.target_value !== null);
      expect(qcheck).toHaveLength(REPORT_FIELDS.filter((f) => f.q_check?.zielwert != null).length);
      const eutergesund = fields.find((f) => f.pythonic_name === 'anteil_eutergesund')!;
      expect([num(eutergesund.target_value), num(eutergesund.warning_value)]).toEqual([75, 50]);

      const questions = await rows(a, 'SELECT * FROM survey_questions ORDER BY position');
      expect(questions).toHaveLength(117);
      expect(new Set(questions.map((q) => q.category)).size).toBe(12);
      const erwerbsform = questions.find((q) => q.name === 'erwerbsform')!;
      expect(erwerbsform.options).toEqual([{ HAUPTERWERB: 'Haupterwerb' }, { NEBENERWERB: 'Nebenerwerb' }]);
      expect(questions.find((q) => q.name === 'herdbuchbetrieb')).toMatchObject({ type: 'boolean', options: [] });

      const texts = await rows(a, 'SELECT name, title, body FROM texts ORDER BY name');
      expect(texts.map((t) => t.name)).toEqual(['impressum', 'privacy-policy', 'terms-of-service']);
      expect(texts.every((t) => String(t.body).includes('Herdenblick GmbH'))).toBe(true);

      const started = performance.now();
      const again = await loadCatalogue(a);
      const ms = performance.now() - started;
      expect(again).toEqual({ reportFields: 0, surveyQuestions: 0, surveyQuestionsRemoved: 0, texts: 0 });
      expect(ms).toBeLessThan(1000); // typically ~20–60 ms
      expect(num((await one(a, `SELECT count(*) AS n FROM audit_events WHERE action = 'catalogue.load'`)).n)).toBe(1);
    });

    it('repairs a changed field and refuses a field at another column', async () => {
      await a.db.execute(sql.raw(`UPDATE report_fields SET label = 'kaputt', precision = 7 WHERE pythonic_name = 'leistung_milch_kg_div_melk_avg'`));
      const repaired = await loadCatalogue(a);
      expect(repaired.reportFields).toBe(1);
      expect(await one(a, `SELECT label, precision FROM report_fields WHERE pythonic_name = 'leistung_milch_kg_div_melk_avg'`)).toEqual({
        label: REPORT_FIELDS[fieldIndex('leistung_milch_kg_div_melk_avg')]!.label,
        precision: 1,
      });
      await a.db.execute(sql.raw(`UPDATE report_fields SET column_index = 999 WHERE pythonic_name = 'leistung_milch_kg_div_melk_avg'`));
      await expect(loadCatalogue(a)).rejects.toThrow(/leistung_milch_kg_div_melk_avg/);
      await a.db.execute(sql.raw(`UPDATE report_fields SET column_index = ${fieldIndex('leistung_milch_kg_div_melk_avg')} WHERE pythonic_name = 'leistung_milch_kg_div_melk_avg'`));
    });
  });

  describe('determinism', () => {
    it('gives identical data for the same options and different data for another seed', async () => {
      const [da, db, dc] = await Promise.all([dump(a), dump(b), dump(c)]);
      expect(da.text.length).toBeGreaterThan(100_000);
      expect(db.hash).toBe(da.hash);
      expect(dc.hash).not.toBe(da.hash);
      // The plan alone, too: another seed changes farm names and numbers.
      const p1 = buildPlan(OPTS);
      const p2 = buildPlan({ ...OPTS, seed: OPTS.seed + 1 });
      expect(p1.farms.map((f) => f.number)).toEqual(buildPlan(OPTS).farms.map((f) => f.number));
      expect(p2.farms.map((f) => f.number)).not.toEqual(p1.farms.map((f) => f.number));
    });

    it('never calls Math.random', () => {
      const dir = resolve(import.meta.dirname, '../../tools/seed');
      for (const name of readdirSync(dir)) {
        expect(readFileSync(join(dir, name), 'utf8'), name).not.toMatch(/Math\.random\s*\(/);
      }
    });

    it('keeps every foreign key, report_months and latest_report_id consistent', async () => {
      for (const database of [a, c]) {
        const problems = await consistencyProblems(database);
        expect(Object.values(problems).map(num)).toEqual(Object.values(problems).map(() => 0));
      }
      const summary = await one(
        a,
        `SELECT (SELECT count(*) FROM reports) AS reports, (SELECT count(*) FROM report_months) AS months,
                (SELECT count(*) FROM sites WHERE latest_report_id IS NOT NULL) AS with_latest`,
      );
      expect(num(summary.months)).toBe(num(summary.reports));
      expect(num(summary.with_latest)).toBeGreaterThan(40);
      // Sequences continue after the explicit ids.
      const [farm] = await a.db.insert(farmsTable).values({ number: '276999999999', name: 'Neu' }).returning();
      expect(farm!.id).toBe(num((await one(a, 'SELECT max(id) AS m FROM farms WHERE id <> ' + farm!.id)).m) + 1);
      await a.db.execute(sql.raw(`DELETE FROM farms WHERE id = ${farm!.id}`));
    });

    it('writes one audit event for the seed', async () => {
      const events = await rows(a, `SELECT * FROM audit_events WHERE action = 'seed'`);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ entity: 'database', changes: { farms: 25, months: 6, seed: 11, anchor: '2025-06-01' } });
    });
  });

  describe('demo accounts', () => {
    it('creates all accounts with the shared password, verified e-mail and names', async () => {
      const users = await rows(a, `SELECT * FROM users WHERE email LIKE '%@herdenblick.example' ORDER BY id`);
      expect(users.map((u) => u.email)).toEqual(DEMO_ACCOUNTS.map((d) => d.email));
      for (const [i, d] of DEMO_ACCOUNTS.entries()) {
        expect(users[i]).toMatchObject({
          username: d.username,
          account_type: d.accountType,
          is_superuser: d.isSuperuser,
          email_verified: true,
          is_active: true,
          prefix: d.prefix,
          first_name: d.firstName,
          last_name: d.lastName,
        });
      }
      expect(new Set(users.map((u) => u.password_hash)).size).toBe(1);
      expect(await verifyPassword(String(users[0]!.password_hash), 'herdenblick')).toBe(true);
    });

    it('links the association admin and member to the LKV that invoices most farms', async () => {
      const admin = await user('lkvAdmin');
      const [link] = await rows(a, `SELECT ua.*, a.kind FROM user_associations ua JOIN associations a ON a.id = ua.association_id WHERE ua.user_id = ${num(admin.id)}`);
      expect(link).toMatchObject({ kind: 'LKV', is_admin: true });
      const share = await one(a, `SELECT count(*) FILTER (WHERE invoicing_association_id = ${num(link!.association_id)})::float / count(*) AS s FROM farms`);
      expect(num(share.s)).toBeGreaterThan(0.5);

      const member = await user('lkvMember');
      expect(await rows(a, `SELECT association_id, is_admin FROM user_associations WHERE user_id = ${num(member.id)}`)).toEqual([
        { association_id: link!.association_id, is_admin: false },
      ]);
      const allowed = await rows(
        a,
        `SELECT uaf.interim_admin, f.invoicing_association_id FROM user_association_farms uaf JOIN farms f ON f.id = uaf.farm_id WHERE uaf.user_id = ${num(member.id)}`,
      );
      expect(allowed).toHaveLength(10);
      expect(allowed.filter((r) => r.interim_admin)).toHaveLength(2);
      expect(allowed.every((r) => r.invoicing_association_id === link!.association_id)).toBe(true);
    });

    it('gives ldwu-admin one complete farm with 2 locations and 3 sites', async () => {
      const farms = await farmsOf((await user('farmAdmin')).id);
      expect(farms).toHaveLength(1);
      const farm = farms[0]!;
      expect(farm.is_active).toBe(true);
      expect(farm.tos_accepted).not.toBeNull();
      expect(farm.invoicing_association_id).not.toBeNull();
      const c0 = await complete(farm.id);
      expect([num(c0.bad_locations), num(c0.bad_sites), num(c0.locations), num(c0.sites)]).toEqual([0, 0, 2, 3]);
      // Its staff member sees both locations: alerts and management, no evaluations.
      const staff = await user('farmStaff');
      const links = await rows(
        a,
        `SELECT ul.* FROM user_locations ul JOIN locations l ON l.id = ul.location_id WHERE ul.user_id = ${num(staff.id)} AND l.farm_id = ${num(farm.id)}`,
      );
      expect(links).toHaveLength(2);
      expect(links.every((l) => l.allow_alerts === true && l.allow_management === true && l.allow_evaluation_creation === false)).toBe(true);
      // The extras: a default evaluation with groups and a filter, and control fields on its sites.
      const evaluation = await one(a, `SELECT e.* FROM evaluations e JOIN users u ON u.default_evaluation_id = e.id WHERE u.id = ${num((await user('farmAdmin')).id)}`);
      expect(evaluation).toMatchObject({ entity_type: 'farm', entity_id: farm.id });
      const alerts = await rows(a, `SELECT a.* FROM alerts a JOIN sites s ON s.id = a.entity_id AND a.entity_type = 'site' WHERE s.farm_id = ${num(farm.id)}`);
      expect(alerts.length).toBeGreaterThanOrEqual(2);
    });

    it('gives ldwu-admin-multi three complete farms', async () => {
      const farms = await farmsOf((await user('farmAdminMulti')).id);
      expect(farms).toHaveLength(3);
      for (const farm of farms) {
        expect(farm.tos_accepted).not.toBeNull();
        expect(farm.is_active).toBe(true);
        const c0 = await complete(farm.id);
        expect([num(c0.bad_locations), num(c0.bad_sites)]).toEqual([0, 0]);
      }
    });

    it('has the new admin without terms, her staff member, the farm without association and the incomplete farm', async () => {
      const [newFarm] = await farmsOf((await user('newFarmAdmin')).id);
      expect(newFarm).toMatchObject({ tos_accepted: null });
      expect(newFarm!.invoicing_association_id).not.toBeNull();
      const staffLinks = await rows(
        a,
        `SELECT l.farm_id FROM user_locations ul JOIN locations l ON l.id = ul.location_id WHERE ul.user_id = ${num((await user('newFarmStaff')).id)}`,
      );
      expect(staffLinks.map((l) => l.farm_id)).toEqual([newFarm!.id]);

      const [noAssociation] = await farmsOf((await user('noAssociation')).id);
      expect(noAssociation).toMatchObject({ invoicing_association_id: null });

      const [incomplete] = await farmsOf((await user('incomplete')).id);
      expect(incomplete!.tos_accepted).not.toBeNull();
      const gaps = await one(
        a,
        `SELECT (SELECT count(*) FROM locations WHERE farm_id = ${num(incomplete!.id)} AND active_profile_id IS NULL) AS no_profile,
                (SELECT count(*) FROM sites WHERE farm_id = ${num(incomplete!.id)} AND location_id IS NULL) AS no_location`,
      );
      expect(num(gaps.no_profile)).toBeGreaterThanOrEqual(1);
      expect(num(gaps.no_location)).toBeGreaterThanOrEqual(1);
    });
  });

  describe('edge cases, profiles and herd effects', () => {
    it('contains every edge case the spec needs', async () => {
      const edge = await one(
        a,
        `SELECT
          (SELECT count(*) FROM locations WHERE active_profile_id IS NULL) AS locations_without_profile,
          (SELECT count(*) FROM profiles WHERE incomplete) AS incomplete_profiles,
          (SELECT count(*) FROM sites WHERE location_id IS NULL) AS sites_without_location,
          (SELECT count(*) FROM farms WHERE tos_accepted IS NULL) AS farms_without_tos,
          (SELECT count(*) FROM farms WHERE invoicing_association_id IS NULL) AS farms_without_association,
          (SELECT count(*) FROM farms WHERE NOT is_active) AS inactive_farms,
          (SELECT count(*) FROM sites s LEFT JOIN reports r ON r.id = s.latest_report_id
             WHERE r.id IS NULL OR r.inspection_date < DATE '2025-06-01' - 90) AS sites_without_current_report,
          (SELECT count(*) FROM farms f WHERE NOT EXISTS (SELECT 1 FROM locations l WHERE l.farm_id = f.id)) AS farms_without_location,
          (SELECT count(*) FROM sites WHERE hbv_id IS NOT NULL) AS sites_with_hbv`,
      );
      for (const [name, n] of Object.entries(edge)) expect(num(n), name).toBeGreaterThanOrEqual(1);
      // Incomplete profiles leave answers open; complete ones answer all 117 questions.
      const profiles = await rows(a, 'SELECT incomplete, management_options FROM profiles');
      for (const p of profiles) {
        const answers = p.management_options as Record<string, unknown>;
        expect(Object.keys(answers)).toHaveLength(117);
        expect(Object.values(answers).some((v) => v === null)).toBe(p.incomplete);
      }
    });

    it('draws profiles that respect the dependency rules and the options', async () => {
      const profiles = await rows(
        c,
        'SELECT p.incomplete, p.management_options AS a, l.cow_count FROM profiles p JOIN locations l ON l.active_profile_id = p.id',
      );
      expect(profiles.length).toBeGreaterThan(150);
      let tie = 0;
      for (const p of profiles) {
        const answers = p.a as Record<string, string | boolean | null>;
        expect(profileRuleViolations(answers)).toEqual([]);
        for (const q of SURVEY_QUESTIONS) {
          const v = answers[q.name];
          if (v === null) continue;
          if (q.type === 'boolean') expect(typeof v, q.name).toBe('boolean');
          else expect(optionKeys(q), q.name).toContain(v);
        }
        // An unfinished survey may leave the dependent answer open (null), never contradict it.
        const openOr = (v: unknown) => (p.incomplete && v === null ? 'offen' : v);
        if (answers.liegeflaechen === 'ANBINDEHALTUNG') {
          tie++;
          expect(openOr(answers.melkstandtyp)).toMatch(/^(ROHRMELKANLAGE|offen)$/);
          if (!p.incomplete) expect(answers.melkstandtyp).toBe('ROHRMELKANLAGE');
        }
        if (typeof answers.melkstandtyp === 'string' && isAms(answers.melkstandtyp)) {
          expect(openOr(answers.melkfrequenz)).toMatch(/^(FREIER_KUHVERKEHR_AMS|offen)$/);
          expect(openOr(answers.melkdauer_pro_melkschicht)).toMatch(/^(NICHT_ZUTREFFEND_AMS|offen)$/);
        }
        if (!p.incomplete) expect(answers.kuehe).toBe(cowBand(num(p.cow_count)));
      }
      expect(tie).toBeGreaterThan(10);
      // Farm cows cover their locations' cows.
      const bad = await one(c, 'SELECT count(*) AS n FROM farms f WHERE f.cow_count < (SELECT coalesce(sum(cow_count), 0) FROM locations l WHERE l.farm_id = f.id)');
      expect(num(bad.n)).toBe(0);
    });

    it('makes groups differ in the stored reports', async () => {
      const milk = fieldIndex('leistung_milch_kg_div_melk_avg') + 1;
      const protein = fieldIndex('eprz_pm') + 1;
      const byGroup = await rows(
        c,
        `SELECT CASE WHEN p.management_options->>'melkstandtyp' IN ('AMS_BOX', 'AMS_KARUSSELL') THEN 'robot'
                     WHEN p.management_options->>'melkstandtyp' = 'ROHRMELKANLAGE' THEN 'tie' ELSE 'parlour' END AS g,
                avg(r.values[${milk}]) FILTER (WHERE r.values[${milk}] <> 'NaN') AS milk, count(*) AS n
           FROM reports r JOIN sites s ON s.id = r.site_id JOIN locations l ON l.id = s.location_id JOIN profiles p ON p.id = l.active_profile_id
          GROUP BY 1`,
      );
      const g = Object.fromEntries(byGroup.map((r) => [r.g, num(r.milk)]));
      expect(g.robot).toBeGreaterThan(g.parlour!);
      expect(g.parlour).toBeGreaterThan(g.tie!);
      const breeds = await rows(
        c,
        `SELECT p.management_options->>'rasseschluessel' AS b,
                avg(r.values[${milk}]) FILTER (WHERE r.values[${milk}] <> 'NaN') AS milk,
                avg(r.values[${protein}]) FILTER (WHERE r.values[${protein}] <> 'NaN') AS protein
           FROM reports r JOIN sites s ON s.id = r.site_id JOIN locations l ON l.id = s.location_id JOIN profiles p ON p.id = l.active_profile_id
          WHERE p.management_options->>'rasseschluessel' IN ('N01_HOLSTEIN_SBT', 'N11_FLECKVIEH_MILCH') GROUP BY 1`,
      );
      const hol = breeds.find((r) => r.b === 'N01_HOLSTEIN_SBT')!;
      const fv = breeds.find((r) => r.b === 'N11_FLECKVIEH_MILCH')!;
      expect(num(fv.milk)).toBeLessThan(num(hol.milk));
      expect(num(fv.protein)).toBeGreaterThan(num(hol.protein));
      // Holstein indices only for Holstein-type herds, dual-purpose ones for Fleckvieh.
      const rzg = fieldIndex('rzg') + 1;
      const gzw = fieldIndex('gzw') + 1;
      const availability = await one(
        c,
        `SELECT count(*) FILTER (WHERE p.management_options->>'rasseschluessel' = 'N11_FLECKVIEH_MILCH' AND r.values[${rzg}] <> 'NaN') AS fv_rzg,
                count(*) FILTER (WHERE p.management_options->>'rasseschluessel' = 'N01_HOLSTEIN_SBT' AND r.values[${gzw}] <> 'NaN') AS hol_gzw
           FROM reports r JOIN sites s ON s.id = r.site_id JOIN locations l ON l.id = s.location_id JOIN profiles p ON p.id = l.active_profile_id`,
      );
      expect([num(availability.fv_rzg), num(availability.hol_gzw)]).toEqual([0, 0]);
      // About 1 % of the remaining values are missing at random, the rest within [min, max].
      const stats = await one(c, `SELECT count(*) FILTER (WHERE v = 'NaN') AS nan, count(*) AS n FROM reports, unnest(values) v`);
      expect(num(stats.nan) / num(stats.n)).toBeGreaterThan(0.01);
      expect(num(stats.nan) / num(stats.n)).toBeLessThan(0.1);
    });

    it('stores exactly the values the realism check replays (cow-weighted averages)', async () => {
      const ix = column;
      const mean = (value: string, weight: string) =>
        `sum(r.values[${ix(value)}] * r.values[${ix(weight)}]) FILTER (WHERE r.values[${ix(value)}] <> 'NaN' AND r.values[${ix(weight)}] > 0 AND r.values[${ix(weight)}] <> 'NaN')
         / sum(r.values[${ix(weight)}]) FILTER (WHERE r.values[${ix(value)}] <> 'NaN' AND r.values[${ix(weight)}] > 0 AND r.values[${ix(weight)}] <> 'NaN')`;
      const stored = await one(
        c,
        `SELECT ${mean('jahresleistung_milch_kg', 'durchschnittskuhbestand')} AS milk,
                ${mean('fprz_pm', 'anz_geprueft')} AS fat, ${mean('leistung_zellgehalt_avg_tsd', 'anz_geprueft')} AS cells
           FROM reports r`,
      );
      const replayed = herdAverages(buildPlan({ ...OPTS, seed: 12, farms: 150, months: 6 }));
      expect(num(stored.milk)).toBeCloseTo(replayed.milkKg, 6);
      expect(num(stored.fat)).toBeCloseTo(replayed.fatPctTestDay, 9);
      expect(num(stored.cells)).toBeCloseTo(replayed.cellsTsd, 6);
    });

    it('has robust herd effects in the value model (simulated, 1,500 farms)', () => {
      const plan = buildPlan({ farms: 1500, months: 12, seed: 3, anchor: '2025-06-01' });
      const milk = fieldIndex('leistung_milch_kg_div_melk_avg');
      const cells = fieldIndex('leistung_zellgehalt_avg_tsd');
      const out = new Float64Array(FIELD_COUNT);
      const acc = new Map<string, { milk: number; cells: number; n: number }>();
      const add = (key: string, m: number, c0: number) => {
        const e = acc.get(key) ?? { milk: 0, cells: 0, n: 0 };
        e.milk += m;
        e.cells += c0;
        e.n++;
        acc.set(key, e);
      };
      for (const farm of plan.farms) {
        for (const site of farm.sites) {
          const rng = new Rng(site.idx + 1);
          const model = new SiteModel(rng, site.traits);
          model.draw(rng, 1, 4, out);
          const t = site.traits;
          add(isAms(t.parlour) ? 'robot' : t.housing === 'ANBINDEHALTUNG' ? 'tie' : 'parlour', out[milk]!, out[cells]!);
          add(t.organic ? 'organic' : 'conventional', out[milk]!, out[cells]!);
        }
      }
      const mean = (k: string) => acc.get(k)!.milk / acc.get(k)!.n;
      expect(mean('robot')).toBeGreaterThan(mean('parlour'));
      expect(mean('parlour')).toBeGreaterThan(mean('tie'));
      expect(mean('organic')).toBeLessThan(mean('conventional') * 0.9);
      expect(plan.siteCount / plan.farms.length).toBeLessThan(2.2);
    });
  });

  describe('empty-database rules and reset', () => {
    it('refuses a non-empty database; seedIfEmpty leaves it alone', async () => {
      await expect(seedDemo(b, OPTS)).rejects.toBeInstanceOf(DatabaseNotEmptyError);
      const before = await dump(b);
      expect(await seedIfEmpty(b, { ...OPTS, seed: 99 })).toBeNull();
      expect((await dump(b)).hash).toBe(before.hash);
    });

    it('reseeds identically after a reset; with 0 farms only the catalogue is loaded', async () => {
      const before = await dump(b);
      await resetDatabase(b);
      expect(num((await one(b, 'SELECT count(*) AS n FROM farms')).n)).toBe(0);
      expect(num((await one(b, 'SELECT count(*) AS n FROM audit_events')).n)).toBe(0);
      expect(await seedIfEmpty(b, { ...OPTS, farms: 0 })).toBeNull();
      const counts = await one(b, 'SELECT (SELECT count(*) FROM report_fields) AS f, (SELECT count(*) FROM farms) AS farms');
      expect([num(counts.f), num(counts.farms)]).toEqual([170, 0]);
      const summary = await seedIfEmpty(b, OPTS);
      expect(summary).toMatchObject({ farms: 25, months: 6, seed: 11 });
      expect((await dump(b)).hash).toBe(before.hash);
    });
  });

  describe.skipIf(!process.env.DATABASE_URL)('on PostgreSQL', () => {
    const name = `herdenblick_seedtest_${process.pid}`;
    let admin: pg.Client;
    let database: Database;

    beforeAll(async () => {
      const url = process.env.DATABASE_URL!;
      admin = new pg.Client({ connectionString: serverUrl(url, 'postgres') });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.query(`CREATE DATABASE ${name}`);
      database = await openDatabase({ databaseUrl: serverUrl(url, name) });
      await seedDemo(database, OPTS);
    });

    afterAll(async () => {
      await database?.close();
      await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin?.end();
    });

    it('writes exactly the rows PGlite gets', async () => {
      expect((await dump(database)).hash).toBe((await dump(b)).hash);
    });

    it('keeps every foreign key and the latest reports consistent', async () => {
      const problems = await consistencyProblems(database);
      expect(Object.values(problems).map(num)).toEqual(Object.values(problems).map(() => 0));
      // The foreign keys are still there and valid.
      const fks = await one(database, `SELECT count(*) FILTER (WHERE NOT convalidated) AS invalid, count(*) AS n FROM pg_constraint WHERE contype = 'f'`);
      expect(num(fks.invalid)).toBe(0);
      expect(num(fks.n)).toBeGreaterThan(20);
    });

    it('refuses to seed twice, and reseeds identically after a reset', async () => {
      await expect(seedDemo(database, OPTS)).rejects.toBeInstanceOf(DatabaseNotEmptyError);
      const before = await dump(database);
      await resetDatabase(database);
      await seedDemo(database, OPTS);
      expect((await dump(database)).hash).toBe(before.hash);
    });
  });
});
