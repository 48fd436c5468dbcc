// The special comparison group 'location_size' in evaluations: stored at its place among
// the stored groups, refused for an entity other than a location, and computed where the
// evaluation is shown (the XLSX carries the group with the same n as its report query).
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_FIELDS } from '../../src/api/catalogue/index.ts';
import { LOCATION_SIZE_GROUP_LABEL } from '../../src/domain/evaluation-rules.ts';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { demoSessions, getter, type Session } from '../support/read.ts';
import { caller } from '../support/writes.ts';

const FIELD = REPORT_FIELDS.find((f) => f.pythonic_name === 'leistung_milch_kg_div_melk_avg')!;

describe.each(dbKinds())('the location_size group in evaluations on %s', (kind) => {
  let t: TestApp;
  let sessions: Map<string, Session>;
  let call: ReturnType<typeof caller>;
  let location: number;
  let farm: number;
  let groups: number[];
  let filter: number;
  const s = (name: string) => sessions.get(name)!;

  beforeAll(async () => {
    t = await createTestApp(kind);
    sessions = await demoSessions(t);
    call = caller(t);
    const { all } = getter(t);
    farm = (await all(s('ldwu-admin'), '/farms/'))[0].id;
    location = (await all(s('ldwu-admin'), '/locations/')).find((l: { farm: number }) => l.farm === farm).id;
    groups = [
      (await call(s('ldwu-admin'), 'POST', '/comparison_groups/', { name: 'Alle', filter: { location_size: 1 } })).body.id,
      (await call(s('ldwu-admin'), 'POST', '/comparison_groups/', { name: 'Mein LDWU', filter: { entity_type: 'farm', entity_id: farm } })).body.id,
    ];
    filter = (await call(s('ldwu-admin'), 'POST', '/filters/', { name: 'Milch', fields: [{ pythonic_name: FIELD.pythonic_name }] })).body.id;
  }, 120_000);
  afterAll(() => t?.close());

  it('is stored in its place, changed and removed like any group', async () => {
    const chosen = [groups[0], 'location_size', groups[1]];
    const created = await call(s('ldwu-admin'), 'POST', '/evaluations/', { name: 'Größe', entity_type: 'location', entity_id: location, comparison_groups: chosen });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.comparison_groups).toEqual(chosen);
    const id = created.body.id;
    expect((await call(s('ldwu-admin'), 'GET', `/evaluations/${id}/`)).body.comparison_groups).toEqual(chosen);
    expect((await call(s('ldwu-admin'), 'PATCH', `/evaluations/${id}/`, { comparison_groups: ['location_size'] })).body.comparison_groups).toEqual(['location_size']);
    expect((await call(s('ldwu-admin'), 'PATCH', `/evaluations/${id}/`, { comparison_groups: [groups[1], 'location_size'] })).body.comparison_groups).toEqual([groups[1], 'location_size']);
    expect((await call(s('ldwu-admin'), 'PATCH', `/evaluations/${id}/`, { comparison_groups: [groups[1]] })).body.comparison_groups).toEqual([groups[1]]);
    const universal = await call(s('ldwu-admin'), 'POST', '/evaluations/', { name: 'Universell', comparison_groups: ['location_size'] });
    expect(universal.status, JSON.stringify(universal.body)).toBe(201);
    expect(universal.body.comparison_groups).toEqual(['location_size']);
  });

  it('is refused for another entity and twice, with the German message', async () => {
    const onFarm = await call(s('ldwu-admin'), 'POST', '/evaluations/', { name: 'X', entity_type: 'farm', entity_id: farm, comparison_groups: ['location_size'] });
    expect(onFarm.status).toBe(400);
    expect(onFarm.body.errors['comparison_groups.0']).toEqual(['Kann nur Prüfdaten eines Betriebs angewendet werden']);
    const twice = await call(s('ldwu-admin'), 'POST', '/evaluations/', { name: 'X', entity_type: 'location', entity_id: location, comparison_groups: ['location_size', 'location_size'] });
    expect(twice.status).toBe(400);
    expect(twice.body.errors.comparison_groups).toEqual(['Jede Vergleichsgruppe kann nur einmal gewählt werden.']);
    expect((await call(s('ldwu-admin'), 'POST', '/evaluations/', { name: 'X', comparison_groups: ['andere'] })).status).toBe(400);
  });

  it('is computed where the evaluation is shown: the XLSX column has the n of its report query', async () => {
    const created = await call(s('ldwu-admin'), 'POST', '/evaluations/', { name: 'Export', entity_type: 'location', entity_id: location, filter, comparison_groups: ['location_size'] });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/evaluations/${created.body.id}/xlsx/`, headers: s('ldwu-admin').headers });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const sheet = book.getWorksheet('Auswertung')!;
    // Row 6 is the header (a title block above it); the group's columns follow the own value, n and status.
    const header = (sheet.getRow(6).values as unknown[]).slice(1);
    expect(header.slice(6)).toEqual([
      LOCATION_SIZE_GROUP_LABEL, `${LOCATION_SIZE_GROUP_LABEL}: Bestwert`, `${LOCATION_SIZE_GROUP_LABEL}: Top 10 %`, `${LOCATION_SIZE_GROUP_LABEL}: n (Betriebe mit Wert)`,
      `${LOCATION_SIZE_GROUP_LABEL}: besser als (%)`, `${LOCATION_SIZE_GROUP_LABEL}: Pokal`,
      `${LOCATION_SIZE_GROUP_LABEL}: P25`, `${LOCATION_SIZE_GROUP_LABEL}: Median`, `${LOCATION_SIZE_GROUP_LABEL}: P75`,
    ]);
    const report = await call(s('ldwu-admin'), 'GET', `/comparison_groups/location_size/report/?entity_type=location&entity_id=${location}&field=${FIELD.pythonic_name}`);
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const n = report.body.data[0].n;
    expect(n).toBeGreaterThan(0);
    expect((sheet.getRow(10).values as unknown[]).slice(1)[9]).toBe(n);
  });
});
