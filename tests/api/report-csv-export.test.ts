// GET /reports/csv/ and /sites/{id}/reports_csv/ (product rules ‹Data export›, ‹Evaluation, group and filter calls›): the file name, BOM,
// semicolons and decimal comma, the caller's scope only, the date window, admins only, and the
// round trip: an exported file uploads again unchanged.
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_FIELDS } from '../../src/api/catalogue/index.ts';
import { formatFileDate } from '../../src/domain/format.ts';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { demoSessions, expectedFarmIds, intList, rows, type Session } from '../support/read.ts';
import { multipartFile } from '../support/writes.ts';

const table = (text: string) => parse(text.replace(/^\ufeff/, ''), { delimiter: ';' }) as string[][];

describe.each(dbKinds())('report CSV export on %s', (kind) => {
  let t: TestApp;
  let sessions: Map<string, Session>;
  const s = (name: string) => sessions.get(name)!;
  const get = async (who: string, url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: s(who).headers });
    return { status: res.statusCode, headers: res.headers, raw: res.rawPayload, text: res.body };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    sessions = await demoSessions(t);
  });
  afterAll(() => t?.close());

  it("exports the caller's reports of the window with BOM, semicolons and decimal comma", async () => {
    const [window] = await rows<{ d: string }>(t.database.db, sql`select max(inspection_date)::text as d from reports`);
    const day = window!.d;
    const res = await get('ldwu-admin', `/reports/csv/?begin=${day.slice(0, 8)}01&end=${day}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(`Prüfungenexport_${formatFileDate(new Date())}.csv`)}`);
    expect([...res.raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...lines] = table(res.text);
    expect(header).toEqual(['betriebsstaette', 'pruefdatum', 'verarbeitungsdatum', ...REPORT_FIELDS.map((f) => f.pythonic_name)]);
    const farms = await expectedFarmIds(t.database.db, s('ldwu-admin').id);
    const expected = await rows<{ number: string; d: string }>(t.database.db, sql`
      select s.number, r.inspection_date::text as d from reports r join sites s on s.id = r.site_id
      where s.farm_id = any(${intList(farms)}) and r.inspection_date between ${`${day.slice(0, 8)}01`}::date and ${day}::date order by r.inspection_date, r.id`);
    expect(lines.map((l) => [l[0], l[1]])).toEqual(expected.map((r) => [r.number, r.d]));
    expect(lines.length).toBeGreaterThan(0);
    // Decimal comma, never a point, and the stored values.
    const [first] = await rows<{ v: number[] }>(t.database.db, sql`select r.values as v from reports r join sites s on s.id = r.site_id where s.number = ${lines[0]![0]!} and r.inspection_date = ${lines[0]![1]!}::date`);
    const figures = lines[0]!.slice(3);
    expect(figures.some((c) => c.includes('.'))).toBe(false);
    expect(figures.map((c) => (c === '' ? null : Number(c.replace(',', '.'))))).toEqual(first!.v.map((x) => (Number.isNaN(Number(x)) ? null : Number(x))));
  });

  it('uploads an exported file again unchanged (replacing every report in place)', async () => {
    const [w] = await rows<{ d: string }>(t.database.db, sql`select max(inspection_date)::text as d from reports`);
    const exported = await get('lkv-admin', `/reports/csv/?begin=${w!.d}&end=${w!.d}`);
    const count = table(exported.text).length - 1;
    expect(count).toBeGreaterThan(0);
    const { payload, headers } = multipartFile('report', 'wieder.csv', exported.raw);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/reports/upload/', payload, headers: { ...headers, ...s('lkv-admin').headers } });
    expect(res.json()).toMatchObject({ stored: 0, replaced: count });
    const again = await get('lkv-admin', `/reports/csv/?begin=${w!.d}&end=${w!.d}`);
    expect(again.text).toBe(exported.text);
  });

  it('serves one site, refuses sites outside the scope, non-admins and a reversed window', async () => {
    const [site] = await rows<{ id: number; number: string }>(t.database.db, sql`select s.id, s.number from sites s where s.farm_id = any(${intList(await expectedFarmIds(t.database.db, s('ldwu-admin').id))}) order by s.id limit 1`);
    const one = await get('ldwu-admin', `/sites/${site!.id}/reports_csv/`);
    expect(one.status).toBe(200);
    const lines = table(one.text).slice(1);
    expect(lines.length).toBeGreaterThan(0);
    expect(new Set(lines.map((l) => l[0]))).toEqual(new Set([site!.number]));
    expect((await get('ldwu-admin-multi', `/sites/${site!.id}/reports_csv/`)).status).toBe(404);
    for (const who of ['mitarbeiter', 'lkv-mitarbeiter']) {
      const res = await get(who, '/reports/csv/');
      expect(res.status, who).toBe(403);
      expect(JSON.parse(res.text).detail).toBe('Nur Administratoren können Prüfergebnisse exportieren.');
    }
    const reversed = await get('ldwu-admin', '/reports/csv/?begin=2026-02-01&end=2026-01-01');
    expect(JSON.parse(reversed.text).errors).toEqual({ end: ['Das End-Datum liegt vor dem Beginn-Datum.'] });
    expect((await get('ldwu-admin', '/reports/csv/?begin=2026-02-30')).status).toBe(400);
  });
});
