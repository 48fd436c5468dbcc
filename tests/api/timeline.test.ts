// The timeline call (product rules ‹Timeline page›): up to four figures over 12, 24 or 36 months in one
// request, the same values as one request per figure and as the report of each date; bad input
// answers 400 with German field errors; an entity outside the scope 404.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, login, type TestApp } from '../support/app.ts';
import { rows } from '../support/read.ts';

type Timeline = { report_dates: string[]; fields: string[]; series: { id: string; name: string | null; values: { field: string; values: (number | null)[] }[] }[] };

const FIGURES = ['leistung_milch_kg_div_melk_avg', 'fprz_pm', 'eprz_pm', 'leistung_zellgehalt_avg_tsd'];

describe.each(dbKinds())('timeline on %s', (kind) => {
  let t: TestApp;
  let farmAdmin: Awaited<ReturnType<typeof login>>;
  let superuser: Awaited<ReturnType<typeof login>>;
  let location: number;
  const get = (url: string, who = farmAdmin) => t.app.inject({ url: `/api/v1${url}`, headers: who.headers });

  beforeAll(async () => {
    t = await createTestApp(kind);
    [farmAdmin, superuser] = await Promise.all([login(t.app, 'ldwu-admin'), login(t.app, 'superuser')]);
    location = ((await get('/locations/?limit=1')).json().results as { id: number }[])[0]!.id;
  }, 180_000);
  afterAll(async () => t?.close());

  it('answers 4 figures × 36 months as 4 single-figure requests do, and each date as its report', async () => {
    const base = `/timeline/?entity_type=location&entity_id=${location}&months=36&groups=1,location_size`;
    const all = await get(`${base}&field=${FIGURES.join(',')}`);
    expect(all.statusCode).toBe(200);
    const body = all.json() as Timeline;
    expect(body.report_dates).toHaveLength(36);
    expect(body.report_dates).toEqual([...body.report_dates].sort());
    expect(body.fields).toEqual(FIGURES);
    expect(body.series.map((s) => s.id)).toEqual(['entity', '1', 'location_size']);
    expect(body.series[0]!.name).toBeNull();
    expect(body.series[2]!.name).toBe('Gleiche Betriebsgröße');
    for (const s of body.series) {
      expect(s.values.map((v) => v.field)).toEqual(FIGURES);
      for (const v of s.values) expect(v.values).toHaveLength(36);
    }
    // Values over the whole period, not a single month only.
    expect(body.series[0]!.values[0]!.values.filter((v) => v !== null).length).toBeGreaterThan(12);
    for (const [k, field] of FIGURES.entries()) {
      const one = (await get(`${base}&field=${field}`)).json() as Timeline;
      expect(one.report_dates).toEqual(body.report_dates);
      for (const [i, s] of one.series.entries()) expect(s.values).toEqual([body.series[i]!.values[k]]);
    }
    // The newest date equals the report call of that date.
    const date = body.report_dates.at(-1)!;
    const own = (await get(`/locations/${location}/report/?field=${FIGURES.join(',')}&report_date=${date}`)).json() as { data: { field: string; value: number | null }[] };
    for (const [k, field] of FIGURES.entries()) expect(body.series[0]!.values[k]!.values.at(-1)).toBe(own.data.find((r) => r.field === field)!.value);
    // Each group's line (all groups of a date are asked together) equals that group's own report call.
    const groupReports = [`/comparison_groups/1/report/?`, `/comparison_groups/location_size/report/?entity_type=location&entity_id=${location}&`];
    for (const [g, url] of groupReports.entries()) {
      const report = (await get(`${url}field=${FIGURES.join(',')}&report_date=${date}`)).json() as { data: { field: string; value: number | null; has_error: boolean }[] };
      for (const [k, field] of FIGURES.entries()) {
        const row = report.data.find((r) => r.field === field)!;
        expect(body.series[g + 1]!.values[k]!.values.at(-1)).toBe(row.has_error ? null : row.value);
      }
    }
  });

  it('defaults to 12 months ending today', async () => {
    const body = (await get(`/timeline/?entity_type=location&entity_id=${location}&field=fprz_pm`)).json() as Timeline;
    expect(body.report_dates).toHaveLength(12);
    expect(body.series.map((s) => s.id)).toEqual(['entity']);
  });

  it('leaves a group the caller cannot see as a nameless gap, and still answers the other lines', async () => {
    // A superuser's own group: no farm user sees it.
    const [made] = await rows<{ id: number }>(
      t.database.db,
      sql`insert into comparison_groups (name, user_id, aggregation_how, location_size) select 'Nur für den Superuser', id, 'add', 50 from users where username = 'superuser' returning id`,
    );
    const hidden = Number(made!.id);
    expect((await get(`/comparison_groups/${hidden}/`)).statusCode).toBe(404);
    expect((await get(`/comparison_groups/${hidden}/`, superuser)).statusCode).toBe(200);
    const res = await get(`/timeline/?entity_type=location&entity_id=${location}&field=fprz_pm&groups=${hidden},location_size`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Timeline;
    expect(body.series.map((s) => [s.id, s.name])).toEqual([
      ['entity', null],
      [String(hidden), null],
      ['location_size', 'Gleiche Betriebsgröße'],
    ]);
    expect(body.series[1]!.values[0]!.values.every((v) => v === null)).toBe(true);
    expect(body.series[0]!.values[0]!.values.some((v) => v !== null)).toBe(true);
  });

  it('refuses bad input with German field errors', async () => {
    const base = `/timeline/?entity_type=location&entity_id=${location}`;
    const cases: [string, string, RegExp][] = [
      [`${base}&field=${[...FIGURES, 'kuehe_gesamt'].join(',')}`, 'field', /Höchstens 4 Kennzahlen/],
      [`${base}&field=fprz_pm,gibt_es_nicht`, 'field', /Unbekannte Kennzahl: gibt_es_nicht/],
      [`${base}&field=fprz_pm&months=18`, 'months', /Erlaubt sind 12, 24, 36 Monate/],
      [`${base}&field=fprz_pm&months=zwölf`, 'months', /./],
      [`${base}&field=fprz_pm&groups=1;2`, 'groups', /Vergleichsgruppen/],
      [`/timeline/?entity_type=location&field=fprz_pm`, 'entity_id', /Wählen Sie eine Einheit aus/],
      [`${base}`, 'field', /Mindestens eine Kennzahl/],
      [`/timeline/?entity_type=kuh&entity_id=1&field=fprz_pm`, 'entity_type', /Erwartet wird einer von/],
    ];
    for (const [url, key, message] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      const problem = res.json() as { detail: string; errors: Record<string, string[]> };
      expect(problem.detail).toBe('Die Eingaben sind ungültig.');
      expect(problem.errors[key]?.join(' '), url).toMatch(message);
    }
  });

  it('answers 404 for an entity outside the scope', async () => {
    const mine = new Set(((await get('/locations/?limit=1000')).json().results as { id: number }[]).map((l) => l.id));
    const foreign = ((await get('/locations/?limit=1000', superuser)).json().results as { id: number }[]).find((l) => !mine.has(l.id))!.id;
    expect((await get(`/timeline/?entity_type=location&entity_id=${foreign}&field=fprz_pm`)).statusCode).toBe(404);
  });
});
