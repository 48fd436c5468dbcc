// The association's ranking on a small association built here, computed by hand:
// values (a farm's locations combined), status from the target/warning pair, percentile ranks in
// the association, n, order, paging, the profile filter, the CSV; 403 for farm users, 404 for a
// foreign association, 400 with a field error for a missing or unknown figure.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SURVEY_QUESTIONS } from '../../src/api/catalogue/fields.ts';
import { createTestApp, dbKinds, login, type TestApp } from '../support/app.ts';
import { storeReport } from '../support/controlling.ts';
import { rows } from '../support/read.ts';

// Anteil eutergesunde Kühe: larger is better, target 75, warning 50, one decimal.
const FIELD = 'anteil_eutergesund';
const DATE = '2025-03-10';
const ON = '2025-03-20';
const QUESTION = SURVEY_QUESTIONS.find((q) => q.type === 'boolean')!.name;

interface Row { id: number; name: string; farm_name: string; value: number | null; status: string | null; status_text: string; percentile_rank: number | null; n: number }
interface Page { count: number; next: string | null; previous: string | null; results: Row[]; ranked: number; target_value: number | null }

const brief = (p: Page) => p.results.map((r) => [r.name, r.value, r.status_text, r.percentile_rank === null ? null : Math.round(r.percentile_rank * 100) / 100, r.n]);

describe.each(dbKinds())('association ranking on %s', (kind) => {
  let t: TestApp;
  let su: Awaited<ReturnType<typeof login>>;
  let association: number;
  const loc: Record<string, number> = {};
  const get = async (query: string, who = su, id = association) => {
    const res = await t.app.inject({ url: `/api/v1/associations/${id}/ranking/?${query}`, headers: who.headers });
    return { status: res.statusCode, body: res.json() as Page & { errors?: Record<string, string[]>; detail?: string } };
  };
  const ok = async (query: string) => {
    const res = await get(query);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    su = await login(t.app, 'superuser');
    const db = t.database.db;
    const [a] = await rows<{ id: number }>(db, sql`insert into associations (kind, number, name) values ('LKV', '9901', 'Rangtest') returning id`);
    association = Number(a!.id);
    // Four farms; Alpha has two locations, Delta no report.
    const farms: Record<string, number> = {};
    for (const [number, name] of [['T1', 'Alpha'], ['T2', 'Beta'], ['T3', 'Gamma'], ['T4', 'Delta']] as const) {
      const [f] = await rows<{ id: number }>(db, sql`insert into farms (number, name, invoicing_association_id) values (${number}, ${name}, ${association}) returning id`);
      farms[name] = Number(f!.id);
    }
    const values: [string, string, number | null][] = [
      ['Alpha', 'Alpha Nord', 80],
      ['Alpha', 'Alpha Süd', 60],
      ['Beta', 'Beta Hof', 90],
      ['Gamma', 'Gamma Hof', 40],
      ['Delta', 'Delta Hof', null],
    ];
    let n = 0;
    for (const [farm, name, value] of values) {
      const [l] = await rows<{ id: number }>(db, sql`insert into locations (farm_id, name) values (${farms[farm]!}, ${name}) returning id`);
      loc[name] = Number(l!.id);
      const [s] = await rows<{ id: number }>(db, sql`insert into sites (number, name, farm_id, location_id) values (${`99${n++}`}, ${name}, ${farms[farm]!}, ${l!.id}) returning id`);
      if (value !== null) await storeReport(db, Number(s!.id), DATE, { [FIELD]: value });
    }
    // Alpha Süd and Beta Hof answer the first yes/no question with yes.
    for (const name of ['Alpha Süd', 'Beta Hof']) {
      const [p] = await rows<{ id: number }>(
        db,
        sql`insert into profiles (location_id, incomplete, management_options) values (${loc[name]!}, false, ${JSON.stringify({ [QUESTION]: true })}::jsonb) returning id`,
      );
      await db.execute(sql`update locations set active_profile_id = ${p!.id} where id = ${loc[name]!}`);
    }
  }, 180_000);
  afterAll(async () => t?.close());

  it('ranks the farms: locations combined, best first, no value last', async () => {
    const p = await ok(`field=${FIELD}&level=farm&report_date=${ON}`);
    expect(p.count).toBe(4);
    expect(p.ranked).toBe(3);
    expect(p.target_value).toBe(75);
    expect(brief(p)).toEqual([
      ['T2 - Beta', 90, 'gut', 66.67, 1],
      ['T1 - Alpha', 70, 'beobachten', 33.33, 2],
      ['T3 - Gamma', 40, 'handeln', 0, 1],
      ['T4 - Delta', null, '', null, 0],
    ]);
    expect(p.results.map((r) => r.status)).toEqual(['good', 'watch', 'act', null]);
    const asc = await ok(`field=${FIELD}&level=farm&report_date=${ON}&sort=value&direction=asc`);
    expect(asc.results.map((r) => r.name)).toEqual(['T3 - Gamma', 'T1 - Alpha', 'T2 - Beta', 'T4 - Delta']);
    const byName = await ok(`field=${FIELD}&level=farm&report_date=${ON}&sort=name&direction=asc`);
    expect(byName.results.map((r) => r.name)).toEqual(['T1 - Alpha', 'T2 - Beta', 'T3 - Gamma', 'T4 - Delta']);
  });

  it('ranks the locations and pages them', async () => {
    const p = await ok(`field=${FIELD}&level=location&report_date=${ON}`);
    expect(p.ranked).toBe(4);
    expect(brief(p)).toEqual([
      ['Beta Hof', 90, 'gut', 75, 1],
      ['Alpha Nord', 80, 'gut', 50, 1],
      ['Alpha Süd', 60, 'beobachten', 25, 1],
      ['Gamma Hof', 40, 'handeln', 0, 1],
      ['Delta Hof', null, '', null, 0],
    ]);
    expect(p.results[0]!.farm_name).toBe('T2 - Beta');
    const page = await ok(`field=${FIELD}&level=location&report_date=${ON}&limit=2&offset=1`);
    expect(page.count).toBe(5);
    expect(page.results.map((r) => r.name)).toEqual(['Alpha Nord', 'Alpha Süd']);
    expect(page.next).toContain('offset=3');
    expect(page.previous).not.toBeNull();
  });

  it('filters rows by profile answers without changing values or ranks', async () => {
    const farms = await ok(`field=${FIELD}&level=farm&report_date=${ON}&${QUESTION}=true`);
    expect(brief(farms)).toEqual([
      ['T2 - Beta', 90, 'gut', 66.67, 1],
      ['T1 - Alpha', 70, 'beobachten', 33.33, 2],
    ]);
    const locations = await ok(`field=${FIELD}&level=location&report_date=${ON}&${QUESTION}=true`);
    expect(locations.results.map((r) => r.name)).toEqual(['Beta Hof', 'Alpha Süd']);
    expect(locations.ranked).toBe(4);
    // The same filter as one JSON parameter (what the page sends through GraphQL).
    const json = await ok(`field=${FIELD}&level=location&report_date=${ON}&profile=${encodeURIComponent(JSON.stringify({ [QUESTION]: true }))}`);
    expect(json.results.map((r) => r.name)).toEqual(['Beta Hof', 'Alpha Süd']);
    const bad = await get(`field=${FIELD}&profile=${encodeURIComponent('{"gibt_es_nicht":true}')}`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ profile: ['Unbekannte Profilfrage: gibt_es_nicht'] });
  });

  it('exports the CSV with German headers, labels and decimal commas', async () => {
    const res = await t.app.inject({ url: `/api/v1/associations/${association}/ranking.csv?field=${FIELD}&level=location&report_date=${ON}`, headers: su.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="Verbandsranking_\d{8}\.csv"/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Betrieb;LDWU;Anteil eutergesunde Kühe (≤ 100.000 Zellen/ml, %) (%);Status;Besser als (%);n (Betriebe mit Wert)');
    expect(lines[1]).toBe('Beta Hof;T2 - Beta;90,0;gut;75;1');
    expect(lines[5]).toBe('Delta Hof;T4 - Delta;;;;0');
    expect(lines).toHaveLength(6);
  });

  it('refuses farm users (403), hides foreign associations (404) and names a bad figure (400)', async () => {
    const farmAdmin = await login(t.app, 'ldwu-admin');
    expect((await get(`field=${FIELD}`, farmAdmin)).status).toBe(403);
    const lkvAdmin = await login(t.app, 'lkv-admin');
    expect((await get(`field=${FIELD}`, lkvAdmin)).status).toBe(404);
    const [own] = await rows<{ association_id: number }>(t.database.db, sql`select ua.association_id from user_associations ua join users u on u.id = ua.user_id where u.username = 'lkv-admin' limit 1`);
    const mine = await get(`field=${FIELD}&limit=5`, lkvAdmin, Number(own!.association_id));
    expect(mine.status).toBe(200);
    expect(mine.body.count).toBeGreaterThan(5);
    const unknown = await get('field=gibt_es_nicht');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ field: ['Unbekannte Kennzahl: gibt_es_nicht'] });
    const missing = await get('level=farm');
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ field: ['Wählen Sie eine Kennzahl.'] });
    const badLevel = await get(`field=${FIELD}&level=site`);
    expect(badLevel.status).toBe(400);
    expect(Object.keys(badLevel.body.errors ?? {})).toEqual(['level']);
  });
});
