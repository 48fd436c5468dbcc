// Report queries over REST on the seeded demo data: values as the database holds them, role scoping
// (404 outside the scope), the minimum-n rule, the spec's refusals, 204 without data, validation,
// and the engine following reports committed by any writer (the report change log).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadActor } from '../../src/api/auth/actor.ts';
import { fieldIndex } from '../../src/api/catalogue/fields.ts';
import { evaluationRows } from '../../src/api/services/benchmark/index.ts';
import { currentCutoff } from '../../src/domain/reports.ts';
import { createTestApp, dbKinds, login, type TestApp } from '../support/app.ts';
import { rows } from '../support/read.ts';

describe.each(dbKinds())('report queries on %s', (kind) => {
  let t: TestApp;
  let farmAdmin: Awaited<ReturnType<typeof login>>;
  let superuser: Awaited<ReturnType<typeof login>>;
  let own: { location: number; site: number; farm: number };
  let foreignLocation: number;
  let profile: number;
  const get = (url: string, who = farmAdmin) => t.app.inject({ url: `/api/v1${url}`, headers: who.headers });

  beforeAll(async () => {
    t = await createTestApp(kind);
    [farmAdmin, superuser] = await Promise.all([login(t.app, 'ldwu-admin'), login(t.app, 'superuser')]);
    const mine = (await get('/locations/?limit=1000')).json().results as { id: number; farm: number }[];
    const all = (await get('/locations/?limit=1000', superuser)).json().results as { id: number }[];
    const ownIds = new Set(mine.map((l) => l.id));
    // An own location with exactly one site that has a current report.
    const [single] = await rows<{ location_id: number; site_id: number; farm_id: number }>(
      t.database.db,
      sql`select s.location_id, min(s.id) as site_id, min(s.farm_id) as farm_id from sites s
          where s.location_id = any(${sql.param([...ownIds])}::int[])
          group by s.location_id having count(*) = 1
             and max((select max(r.inspection_date) from reports r where r.site_id = s.id)) >= ${currentCutoff()}::date
          order by 1 limit 1`,
    );
    own = { location: Number(single!.location_id), site: Number(single!.site_id), farm: Number(single!.farm_id) };
    foreignLocation = all.find((l) => !ownIds.has(l.id))!.id;
    const profiles = (await get('/profiles/?limit=1000')).json().results as { id: number }[];
    profile = profiles[0]!.id;
  }, 180_000);
  afterAll(async () => t?.close());

  it("answers an own location's values as its latest report holds them", async () => {
    const [latest] = await rows<{ values: number[]; inspection_date: string }>(
      t.database.db,
      sql`select values, inspection_date::text from reports where site_id = ${own.site} order by inspection_date desc limit 1`,
    );
    const res = await get(`/locations/${own.location}/report/?field=leistung_milch_kg_div_melk_avg,kuehe_gesamt`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.latest_inspection_date).toBe(latest!.inspection_date);
    expect(body.location_count).toBe(1);
    const milk = body.data.find((r: { field: string }) => r.field === 'leistung_milch_kg_div_melk_avg');
    expect(milk.value).toBeCloseTo(latest!.values[fieldIndex('leistung_milch_kg_div_melk_avg')]!, 5);
    expect(milk).toMatchObject({ n: 1, has_error: false, best_value: null, top_value: null, error: null, p25: null, median: null, p75: null });
  });

  it("an entity's n counts Betriebe with a value, the unit of 'Anz. Betriebe' and of a group's n", async () => {
    // The demo farm of ldwu-admin has a Betrieb with two sites: counting sites, n was 3 beside 2 Betriebe.
    const [shape] = await rows<{ sites: number; places: number }>(
      t.database.db,
      sql`select count(*)::int as sites, count(distinct coalesce(s.location_id, -s.id))::int as places from sites s
          where s.farm_id = ${own.farm} and exists (select 1 from reports r where r.site_id = s.id and r.inspection_date >= ${currentCutoff()}::date)`,
    );
    expect(shape!.sites, 'the farm has more current sites than Betriebe').toBeGreaterThan(shape!.places);
    const body = (await get(`/farms/${own.farm}/report/?field=kuehe_gesamt,leistung_milch_kg_div_melk_avg`)).json();
    expect(body.location_count).toBe(shape!.places);
    for (const row of body.data as { field: string; n: number }[]) expect(row.n, row.field).toBe(body.location_count);
  });

  it('refuses entities outside the scope with 404, as if they did not exist', async () => {
    expect((await get(`/locations/${foreignLocation}/report/`)).statusCode).toBe(404);
    expect((await get(`/locations/${foreignLocation}/report/`, superuser)).statusCode).toBe(200);
    expect((await get('/locations/999999/report/', superuser)).statusCode).toBe(404);
    // The evaluated entity of a group query is checked the same way.
    expect((await get(`/comparison_groups/location_size/report/?entity_type=location&entity_id=${foreignLocation}`)).statusCode).toBe(404);
  });

  it('withholds values of a small group with foreign locations and says why; the superuser sees them', async () => {
    const url = `/profiles/${profile}/report/?field=leistung_milch_kg_div_melk_avg&top_in_field=leistung_milch_kg_div_melk_avg&top_in_value=10&best_value=true`;
    const mine = (await get(url)).json();
    const row = mine.data[0];
    expect(mine.location_count).toBeLessThan(10);
    expect(row).toMatchObject({ value: null, best_value: null, has_error: true, p25: null, median: null, p75: null });
    expect(row.error).toBe(`Zum Schutz der Betriebsdaten nicht angezeigt: nur ${row.n} von mindestens 10 Betrieben haben einen Wert.`);
    const all = (await get(url, superuser)).json().data[0];
    expect(all.has_error).toBe(false);
    expect(all.value).toBeGreaterThan(0);
    expect(all.best_value).toBeGreaterThanOrEqual(all.value);
    // The spread is shown with the value: the top 10 % by milk, so all of it lies at or below the best.
    expect(all.p25).toBeLessThanOrEqual(all.median);
    expect(all.median).toBeLessThanOrEqual(all.p75);
    expect(all.p75).toBeLessThanOrEqual(all.best_value);
  });

  it('carries the spread of every group value, counted from the worse end by the figure\'s direction', async () => {
    // The location's size band, seen by the superuser (nothing withheld): milk larger is better, cell count smaller is better, cows neutral.
    const body = (await get('/comparison_groups/location_size/report/?entity_type=location&entity_id=' + own.location + '&field=leistung_milch_kg_div_melk_avg,leistung_zellgehalt_avg_tsd,kuehe_gesamt', superuser)).json();
    const by = new Map((body.data as { field: string; n: number; p25: number; median: number; p75: number }[]).map((r) => [r.field, r]));
    const milk = by.get('leistung_milch_kg_div_melk_avg')!;
    const cells = by.get('leistung_zellgehalt_avg_tsd')!;
    const cows = by.get('kuehe_gesamt')!;
    for (const r of [milk, cells, cows]) expect([r.p25, r.median, r.p75].every((v) => typeof v === 'number'), r.field).toBe(true);
    expect(milk.n).toBeGreaterThan(3);
    expect(milk.p25).toBeLessThan(milk.p75);
    expect(cells.p25).toBeGreaterThan(cells.p75); // the worse quarter of cell counts is the high one
    expect(cows.p25).toBeLessThanOrEqual(cows.p75);
    for (const r of [milk, cells, cows]) expect((r.median - r.p25) * (r.p75 - r.median), r.field).toBeGreaterThanOrEqual(0);
  });

  it("a group of the caller's own location has no minimum ('Mein Betrieb')", async () => {
    const res = await get(`/profiles/${profile}/report/?field=leistung_milch_kg_div_melk_avg&entity_type=location&entity_id=${own.location}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ n: 1, has_error: false });
    expect(res.json().data[0].value).toBeGreaterThan(0);
  });

  it("refuses a profile-restricted group below the minimum with the spec's message", async () => {
    const res = await get(`/profiles/${profile}/report/?melkstandtyp=AMS_BOX&location_size=1000`);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^Wählen Sie weniger Kriterien aus\. (Keine Betriebe erfüllen|Nur \d+ Betriebe? erfüll)/);
    expect(res.json().detail).toContain('mindestens 10 Betriebe umfassen');
  });

  it('applies the location_size group only to a location', async () => {
    for (const query of ['', `?entity_type=farm&entity_id=${own.farm}`]) {
      const res = await get(`/comparison_groups/location_size/report/${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('Kann nur Prüfdaten eines Betriebs angewendet werden');
    }
    const ok = await get(`/comparison_groups/location_size/report/?entity_type=location&entity_id=${own.location}&field=leistung_milch_kg_div_melk_avg`);
    expect(ok.statusCode).toBe(200);
  });

  it('answers 204 without data and lists report dates newest first', async () => {
    expect((await get(`/locations/${own.location}/report/?report_date=2001-01-31`)).statusCode).toBe(204);
    const dates = (await get(`/sites/${own.site}/report_dates/`)).json().report_dates as string[];
    expect(dates.length).toBeGreaterThan(6);
    expect([...dates].sort().toReversed()).toEqual(dates);
    const list = (await get(`/sites/${own.site}/reports/?limit=2&field=leistung_milch_kg_div_melk_avg`)).json();
    expect(list.count).toBe(dates.length);
    expect(list.results.map((r: { report_date: string }) => r.report_date)).toEqual(dates.slice(0, 2));
  });

  it('counts matching operations and narrows with questionnaire filters', async () => {
    const all = (await get('/comparison_groups/count/')).json().count as number;
    const some = (await get('/comparison_groups/count/?erwerbsform=HAUPTERWERB')).json().count as number;
    const posted = (await t.app.inject({ method: 'POST', url: '/api/v1/comparison_groups/count/', headers: farmAdmin.headers, payload: { filter: { management_options: { erwerbsform: ['HAUPTERWERB'] } } } })).json().count;
    expect(all).toBeGreaterThan(some);
    expect(some).toBeGreaterThan(0);
    expect(posted).toBe(some);
  });

  it('explains bad input per field, in German', async () => {
    const unknown = await get(`/locations/${own.location}/report/?field=gibt_es_nicht`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.field).toEqual(['Unbekannte Kennzahl: gibt_es_nicht']);
    const date = await get(`/locations/${own.location}/report/?report_date=2025-02-30`);
    expect(date.statusCode).toBe(400);
    expect(date.json().errors.report_date[0]).toContain('JJJJ-MM-TT');
    const answer = await get(`/comparison_groups/count/?erwerbsform=VOLLERWERB`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.erwerbsform[0]).toContain('HAUPTERWERB');
    const group = await get(`/locations/${own.location}/report/?percentile_threshold=10`);
    expect(group.json().errors.percentile_threshold).toEqual(['Nur für Vergleichsgruppen und Profile.']);
  });

  it('follows stored reports: the engine answers values committed by any writer at the next read', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const values = `{${Array.from({ length: 170 }, (_, i) => (i === fieldIndex('leistung_milch_kg_div_melk_avg') ? '47.5' : '1')).join(',')}}`;
    const [stored] = await rows<{ id: number }>(
      t.database.db,
      sql`insert into reports (site_id, inspection_date, processing_date, values) values (${own.site}, ${today}, now(), ${values}::float8[])
          on conflict (site_id, inspection_date) do update set values = excluded.values returning id`,
    );
    await t.database.db.execute(sql`insert into report_months (site_id, month, report_id) values (${own.site}, date_trunc('month', ${today}::date)::date, ${stored!.id})
      on conflict (site_id, month) do update set report_id = excluded.report_id`);
    // No event, no call: the write's version and change log tell the engine (as with another instance's upload).
    const milk = (await get(`/locations/${own.location}/report/?field=leistung_milch_kg_div_melk_avg`)).json();
    expect(milk.data[0].value).toBe(47.5);
    expect(milk.latest_inspection_date).toBe(today);
  });

  it('reads the versions once per reading request: the engine and the tree use the reading its authentication took', async () => {
    const url = `/farms/${own.farm}/report/?field=kuehe_gesamt&best_value=true&top_value=true`;
    await get(url);
    const before = t.app.versions.mark();
    expect((await get(url)).statusCode).toBe(200);
    expect(t.app.versions.mark() - before).toBe(1);
  });

  it('gives an evaluation its rows: the entity, then each group with its reason when it cannot answer', async () => {
    const actor = (await loadActor(t.database.db, (await get('/users/current-user/')).json().id))!;
    const result = await evaluationRows(t.app, actor, {
      evaluation: { filter: null, comparison_groups: ['location_size'] },
      entity: { entity_type: 'farm', entity_id: own.farm },
    });
    expect(result.entity?.data.length).toBeGreaterThan(100);
    expect(result.groups).toEqual([{ comparison_group: 'location_size', name: 'Gleiche Betriebsgröße', answer: null, error: 'Kann nur Prüfdaten eines Betriebs angewendet werden' }]);
    const forLocation = await evaluationRows(t.app, actor, {
      evaluation: { filter: null, comparison_groups: ['location_size'] },
      entity: { entity_type: 'location', entity_id: own.location },
    });
    expect(forLocation.groups[0]!.answer?.location_count).toBeGreaterThan(0);
    await expect(evaluationRows(t.app, actor, { evaluation: { filter: null, comparison_groups: [] }, entity: { entity_type: 'location', entity_id: foreignLocation } })).rejects.toMatchObject({ statusCode: 404 });
  });
  it('lists reports with every value as stored, and a figure the catalogue appends once a report carries it', async () => {
    type Item = { id: number; data: { pythonic_name: string; value: number | null }[] };
    const list = async () => (await get('/reports/?limit=3')).json().results as Item[];
    const first = await list();
    expect(first.length).toBeGreaterThan(0);
    for (const report of first) {
      const [stored] = await rows<{ values: number[] }>(t.database.db, sql`select values from reports where id = ${report.id}`);
      const expected = stored!.values.map((v) => (typeof v === 'number' && Number.isFinite(v) ? v : null));
      expect(report.data.map((d) => d.value)).toEqual(expected);
      expect(report.data[fieldIndex('kuehe_gesamt')]!.pythonic_name).toBe('kuehe_gesamt');
    }
    // A newer catalogue appends a figure and a report carries a value for it: the list shows it
    // although this server read the figure positions before.
    const target = first[0]!.id;
    const [{ next }] = (await rows<{ next: number }>(t.database.db, sql`select max(column_index) + 1 as next from report_fields`)) as [{ next: number }];
    await t.database.db.execute(sql`insert into report_fields (pythonic_name, column_index, name, category) values ('test_appended', ${next}, 'Angehängt', 'Test')`);
    await t.database.db.execute(sql`update reports set values = values || ${42.5}::float8 where id = ${target}`);
    try {
      const after = (await list()).find((r) => r.id === target)!;
      expect(after.data.at(-1)).toEqual({ pythonic_name: 'test_appended', value: 42.5 });
    } finally {
      await t.database.db.execute(sql`update reports set values = values[1:${next}] where id = ${target}`);
      await t.database.db.execute(sql`delete from report_fields where pythonic_name = 'test_appended'`);
    }
  });
});
