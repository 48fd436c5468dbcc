// GET /evaluations/{id}/xlsx/ (spec 2 §2.5, §7.1): opened again with exceljs and checked cell by
// cell against the report API: header, frozen header row, the three date rows, figures grouped by
// category and subcategory, values with the field's precision as number format, best/top value, n
// and the farm's percentile rank in the group (whole percent, rounded down, as the page shows it).
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_FIELDS } from '../../src/api/catalogue/index.ts';
import { figureSections, precisionFormat } from '../../src/domain/evaluation-layout.ts';
import { rankPercent } from '../../src/domain/percentile-rank.ts';
import { formatDate, formatFileDate } from '../../src/domain/format.ts';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { demoSessions, getter, type Session } from '../support/read.ts';
import { caller } from '../support/writes.ts';

// Figures of several categories, precisions and directions (every catalogue figure has a
// subcategory today; 'Ohne Unterkategorie' is covered by tests/unit/evaluation-layout.test.ts).
const CHOSEN = [...new Map(REPORT_FIELDS.map((f) => [`${f.category}|${f.precision}`, f])).values()].slice(0, 8);

describe.each(dbKinds())('evaluation XLSX on %s', (kind) => {
  let t: TestApp;
  let sessions: Map<string, Session>;
  let call: ReturnType<typeof caller>;
  let farm: number;
  let group: number;
  let evaluation: number;
  const s = (name: string) => sessions.get(name)!;

  beforeAll(async () => {
    t = await createTestApp(kind);
    sessions = await demoSessions(t);
    call = caller(t);
    farm = (await getter(t).all(s('ldwu-admin'), '/farms/'))[0].id;
    group = (await call(s('ldwu-admin'), 'POST', '/comparison_groups/', { name: 'Alle ab 1 Kuh', filter: { location_size: 1 } })).body.id;
    const filter = (await call(s('ldwu-admin'), 'POST', '/filters/', { name: 'Auswahl', fields: CHOSEN.map((f) => ({ pythonic_name: f.pythonic_name })) })).body.id;
    const created = await call(s('ldwu-admin'), 'POST', '/evaluations/', { name: 'Export', entity_type: 'farm', entity_id: farm, filter, comparison_groups: [group] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    evaluation = created.body.id;
  });
  afterAll(() => t?.close());

  it('holds the evaluation page cell by cell', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/evaluations/${evaluation}/xlsx/`, headers: s('ldwu-admin').headers });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Auswertungsexport_${formatFileDate(new Date())}.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const sheet = book.getWorksheet('Auswertung')!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, xSplit: 3 });
    const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(row(1)).toEqual(['Kategorie', 'Unterkategorie', 'Kennzahl', 'LDWU', 'LDWU: n (Betriebe mit Wert)', 'Alle ab 1 Kuh', 'Alle ab 1 Kuh: Bestwert', 'Alle ab 1 Kuh: Top 10 %', 'Alle ab 1 Kuh: n (Betriebe mit Wert)', 'Alle ab 1 Kuh: besser als (%)']);

    const own = (await call(s('ldwu-admin'), 'GET', `/farms/${farm}/report/?field=${CHOSEN.map((f) => f.pythonic_name).join(',')}`)).body;
    expect(row(2).slice(2, 4)).toEqual(['Anz. Betriebe', own.location_count]);
    expect(row(3).slice(2, 4)).toEqual(['Prüfdatum', own.latest_inspection_date ? formatDate(own.latest_inspection_date) : 'n. v.']);
    expect(row(4).slice(2, 4)).toEqual(['Verarbeitungsdatum', own.latest_processing_date ? formatDate(own.latest_processing_date) : 'n. v.']);

    const ordered = figureSections(CHOSEN.map((f) => ({ ...f, subcategory: f.subcategory }))).flatMap((sec) => sec.fields.map((f) => [sec.category, sec.subcategory, f] as const));
    const byField = new Map((own.data as { field: string; value: number | null; has_error: boolean; n: number }[]).map((r) => [r.field, r]));
    const ranked = (await call(s('ldwu-admin'), 'GET', `/comparison_groups/${group}/report/?field=${CHOSEN.map((f) => f.pythonic_name).join(',')}&entity_type=farm&entity_id=${farm}`)).body;
    const rankOf = new Map((ranked.data as { field: string; percentile_rank: number | null }[]).map((r) => [r.field, r.percentile_rank]));
    let ranks = 0;
    ordered.forEach(([category, subcategory, f], i) => {
      const n = 5 + i;
      const cells = row(n);
      expect(cells.slice(0, 3), f.pythonic_name).toEqual([category, subcategory, f.label?.trim() || f.name]);
      const mine = byField.get(f.pythonic_name)!;
      expect(cells[3] ?? null, f.pythonic_name).toEqual(mine.has_error ? '(ungültig)' : mine.value);
      expect(cells[4]).toBe(mine.n);
      if (typeof mine.value === 'number') expect(sheet.getRow(n).getCell(4).numFmt).toBe(precisionFormat(f.precision));
      // Group columns: numbers (or empty), best value not worse than the top value in the figure's direction.
      const [value, best, top, members, rank] = cells.slice(5, 10) as (number | null | undefined)[];
      expect(typeof members).toBe('number');
      const apiRank = rankOf.get(f.pythonic_name) ?? null;
      expect(rank ?? null, f.pythonic_name).toBe(apiRank === null ? null : rankPercent(apiRank));
      if (apiRank !== null) ranks++;
      if (f.evaluation === null) expect(apiRank).toBeNull(); // neutral figures have none
      if (typeof best === 'number' && typeof top === 'number' && f.evaluation !== null) expect(f.evaluation ? best >= top : best <= top).toBe(true);
      if (typeof value === 'number') expect(sheet.getRow(n).getCell(6).numFmt).toBe(precisionFormat(f.precision));
    });
    expect(sheet.rowCount).toBe(4 + CHOSEN.length);
    // This small group withholds its values, and with them the ranks.
    expect(ranks).toBe(0);
  });

  it("carries the farm's percentile rank in a group that shows its values", async () => {
    // Seeded group 1, 'Alle LDWUs des LKV Süd': the demo farm's association, large enough.
    const created = await call(s('ldwu-admin'), 'POST', '/evaluations/', { name: 'Rang', entity_type: 'farm', entity_id: farm, comparison_groups: [1] });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/evaluations/${created.body.id}/xlsx/`, headers: s('ldwu-admin').headers });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const sheet = book.getWorksheet('Auswertung')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const column = header.indexOf('Alle LDWUs des LKV Süd: besser als (%)');
    expect(column).toBe(9);
    const api = (await call(s('ldwu-admin'), 'GET', `/comparison_groups/1/report/?entity_type=farm&entity_id=${farm}`)).body;
    const label = new Map(REPORT_FIELDS.map((f) => [f.label?.trim() || f.name, f.pythonic_name]));
    const rankOf = new Map((api.data as { field: string; percentile_rank: number | null }[]).map((r) => [r.field, r.percentile_rank]));
    let ranked = 0;
    sheet.eachRow((row, n) => {
      if (n < 5) return;
      const field = label.get(String(row.getCell(3).value))!;
      const expected = rankOf.get(field) ?? null;
      expect(row.getCell(column + 1).value ?? null, field).toBe(expected === null ? null : rankPercent(expected));
      if (expected !== null) ranked++;
    });
    expect(ranked).toBeGreaterThan(100);
  });

  it('needs an entity for a universal evaluation and answers 404 outside the scope', async () => {
    const large = (await call(s('ldwu-admin'), 'POST', '/comparison_groups/', { name: 'Groß', filter: { location_size: 100 } })).body.id;
    const universal = (await call(s('ldwu-admin'), 'POST', '/evaluations/', { name: 'Universell', comparison_groups: [large] })).body.id;
    const res = await call(s('ldwu-admin'), 'GET', `/evaluations/${universal}/xlsx/`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ entity_id: ['Wählen Sie eine Entität aus.'] });
    const withEntity = await t.app.inject({ method: 'GET', url: `/api/v1/evaluations/${universal}/xlsx/?entity_type=farm&entity_id=${farm}`, headers: s('ldwu-admin').headers });
    expect(withEntity.statusCode).toBe(200);
    expect((await call(s('ldwu-admin-multi'), 'GET', `/evaluations/${evaluation}/xlsx/`)).status).toBe(404);
  });
});
