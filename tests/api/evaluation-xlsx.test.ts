// GET /evaluations/{id}/xlsx/: opened again with exceljs and checked cell by cell against the report
// API: the title block (evaluation, farm by name, groups, report date as a date cell), header, frozen
// header row, the three fact rows (dates as date cells), figures grouped by category and subcategory,
// values with the field's precision as number format, the farm's n and status, per group best/top
// value, n, the farm's percentile rank (whole percent, rounded down, as the page shows it), trophy
// and the group's spread (P25, Median, P75: the API's numbers, empty when withheld).
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_FIELDS, statusFieldOf } from '../../src/api/catalogue/index.ts';
import { figureSections, precisionFormat } from '../../src/domain/evaluation-layout.ts';
import { rankPercent } from '../../src/domain/percentile-rank.ts';
import { figureStatusText } from '../../src/domain/figure-status.ts';
import { formatApiDate, formatFileDate } from '../../src/domain/format.ts';
import { TROPHY_SHORT, trophyFor } from '../../src/domain/trophy.ts';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { demoSessions, getter, type Session } from '../support/read.ts';
import { caller } from '../support/writes.ts';

// Figures of several categories, precisions and directions (every catalogue figure has a
// subcategory today; 'Ohne Unterkategorie' is covered by tests/unit/evaluation-layout.test.ts).
const CHOSEN = [...new Map(REPORT_FIELDS.map((f) => [`${f.category}|${f.precision}`, f])).values()].slice(0, 8);

/** The header row; above it the title block. */
const HEAD = 6;
/** An exceljs date cell as YYYY-MM-DD (exceljs reads dates as UTC midnights). */
const isoOf = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : v);
const statusOf = (value: number | null, f: (typeof REPORT_FIELDS)[number]) => figureStatusText(value, statusFieldOf(f));

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
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: HEAD, xSplit: 3 });
    const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    const farmName = (await call(s('ldwu-admin'), 'GET', `/farms/${farm}/`)).body.display_name;
    expect(row(1)).toEqual(['Auswertung Export']);
    expect(row(2)).toEqual([`LDWU ${farmName}`]);
    expect(row(3)).toEqual(['Vergleichsgruppen', 'Alle ab 1 Kuh']);
    expect(row(4).map(isoOf)).toEqual(['Stichtag', formatApiDate(new Date())]);
    expect(sheet.getRow(4).getCell(2).numFmt).toBe('dd.mm.yyyy');
    expect(row(HEAD)).toEqual([
      'Kategorie', 'Unterkategorie', 'Kennzahl', 'LDWU', 'LDWU: n (Betriebe mit Wert)', 'Status',
      'Alle ab 1 Kuh', 'Alle ab 1 Kuh: Bestwert', 'Alle ab 1 Kuh: Top 10 %', 'Alle ab 1 Kuh: n (Betriebe mit Wert)', 'Alle ab 1 Kuh: besser als (%)', 'Alle ab 1 Kuh: Pokal',
      'Alle ab 1 Kuh: P25', 'Alle ab 1 Kuh: Median', 'Alle ab 1 Kuh: P75',
    ]);

    const own = (await call(s('ldwu-admin'), 'GET', `/farms/${farm}/report/?field=${CHOSEN.map((f) => f.pythonic_name).join(',')}`)).body;
    expect(row(HEAD + 1).slice(2, 4)).toEqual(['Anz. Betriebe', own.location_count]);
    for (const [n, label, iso] of [[HEAD + 2, 'Prüfdatum', own.latest_inspection_date], [HEAD + 3, 'Verarbeitungsdatum', own.latest_processing_date]] as const) {
      expect(row(n).slice(2, 4).map(isoOf)).toEqual([label, iso ? iso.slice(0, 10) : 'n. v.']);
      if (iso) expect(sheet.getRow(n).getCell(4).numFmt).toBe('dd.mm.yyyy');
    }

    const ordered = figureSections(CHOSEN.map((f) => ({ ...f, subcategory: f.subcategory }))).flatMap((sec) => sec.fields.map((f) => [sec.category, sec.subcategory, f] as const));
    const byField = new Map((own.data as { field: string; value: number | null; has_error: boolean; n: number }[]).map((r) => [r.field, r]));
    const ranked = (await call(s('ldwu-admin'), 'GET', `/comparison_groups/${group}/report/?field=${CHOSEN.map((f) => f.pythonic_name).join(',')}&entity_type=farm&entity_id=${farm}`)).body;
    const rankOf = new Map((ranked.data as { field: string; percentile_rank: number | null }[]).map((r) => [r.field, r.percentile_rank]));
    let ranks = 0;
    ordered.forEach(([category, subcategory, f], i) => {
      const n = HEAD + 4 + i;
      const cells = row(n);
      expect(cells.slice(0, 3), f.pythonic_name).toEqual([category, subcategory, f.label?.trim() || f.name]);
      const mine = byField.get(f.pythonic_name)!;
      expect(cells[3] ?? null, f.pythonic_name).toEqual(mine.has_error ? '(ungültig)' : mine.value);
      expect(cells[4]).toBe(mine.n);
      expect(cells[5] ?? '', f.pythonic_name).toBe(statusOf(mine.has_error ? null : mine.value, f));
      if (typeof mine.value === 'number') expect(sheet.getRow(n).getCell(4).numFmt).toBe(precisionFormat(f.precision));
      // Group columns: numbers (or empty), best value not worse than the top value in the figure's direction.
      const [value, best, top, members, rank] = cells.slice(6, 11) as (number | null | undefined)[];
      expect(cells[11] ?? '').toBe(''); // withheld values carry no trophy
      expect([12, 13, 14].map((i) => cells[i] ?? null)).toEqual([null, null, null]); // nor a spread
      expect(typeof members).toBe('number');
      const apiRank = rankOf.get(f.pythonic_name) ?? null;
      expect(rank ?? null, f.pythonic_name).toBe(apiRank === null ? null : rankPercent(apiRank));
      if (apiRank !== null) ranks++;
      if (f.evaluation === null) expect(apiRank).toBeNull(); // neutral figures have none
      if (typeof best === 'number' && typeof top === 'number' && f.evaluation !== null) expect(f.evaluation ? best >= top : best <= top).toBe(true);
      if (typeof value === 'number') expect(sheet.getRow(n).getCell(7).numFmt).toBe(precisionFormat(f.precision));
    });
    expect(sheet.rowCount).toBe(HEAD + 3 + CHOSEN.length);
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
    const header = (sheet.getRow(HEAD).values as unknown[]).slice(1) as string[];
    const column = header.indexOf('Alle LDWUs des LKV Süd: besser als (%)');
    expect(column).toBe(10);
    expect(header[11]).toBe('Alle LDWUs des LKV Süd: Pokal');
    expect(header.slice(12, 15)).toEqual(['Alle LDWUs des LKV Süd: P25', 'Alle LDWUs des LKV Süd: Median', 'Alle LDWUs des LKV Süd: P75']);
    const own = (await call(s('ldwu-admin'), 'GET', `/farms/${farm}/report/`)).body;
    const ownValue = new Map((own.data as { field: string; value: number | null; has_error: boolean }[]).map((r) => [r.field, r.has_error ? null : r.value]));
    const api = (await call(s('ldwu-admin'), 'GET', `/comparison_groups/1/report/?entity_type=farm&entity_id=${farm}&best_value=true&top_value=true`)).body;
    const label = new Map(REPORT_FIELDS.map((f) => [f.label?.trim() || f.name, f.pythonic_name]));
    type GroupRow = { field: string; percentile_rank: number | null; best_value: number | null; top_value: number | null; has_error: boolean; p25: number | null; median: number | null; p75: number | null };
    const groupRow = new Map((api.data as GroupRow[]).map((r) => [r.field, r]));
    let ranked = 0;
    let spreads = 0;
    const trophies = new Set<string>();
    const statuses = new Set<string>();
    sheet.eachRow((row, n) => {
      if (n <= HEAD + 3) return;
      const field = label.get(String(row.getCell(3).value))!;
      const g = groupRow.get(field);
      const expected = g?.percentile_rank ?? null;
      expect(row.getCell(column + 1).value ?? null, field).toBe(expected === null ? null : rankPercent(expected));
      if (expected !== null) ranked++;
      const f = REPORT_FIELDS.find((x) => x.pythonic_name === field)!;
      const trophy = g && !g.has_error ? TROPHY_SHORT[trophyFor(ownValue.get(field) ?? null, g.best_value, g.top_value, f.evaluation, f.precision)] : '';
      expect(row.getCell(column + 2).value ?? '', field).toBe(trophy);
      trophies.add(trophy);
      const spread = [13, 14, 15].map((c) => row.getCell(c).value ?? null);
      expect(spread, field).toEqual(g ? [g.p25, g.median, g.p75] : [null, null, null]);
      if (spread[1] !== null) spreads++;
      statuses.add(String(row.getCell(6).value ?? ''));
    });
    expect(ranked).toBeGreaterThan(100);
    expect(spreads).toBeGreaterThan(100);
    // The demo farm's figures have every status.
    for (const text of ['gut', 'handeln', 'kein Zielwert']) expect(statuses.has(text), text).toBe(true);
  });

  it("gives the trophy to the farm's own value, naming the group in the column", async () => {
    // A farm of the association among its best 10 % in daily milk yield: silver or gold there.
    const field = 'leistung_milch_kg_div_melk_avg';
    const answer = await call(s('lkv-admin'), 'GET', `/comparison_groups/1/report/?field=${field}&best_value=true&top_value=true`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const bounds = answer.body.data[0];
    let top: number | undefined;
    for (const f of await getter(t).all(s('lkv-admin'), '/farms/')) {
      const value = (await call(s('lkv-admin'), 'GET', `/farms/${f.id}/report/?field=${field}`)).body?.data?.[0]?.value;
      if (typeof value === 'number' && value >= bounds.top_value) top = f.id;
      if (top) break;
    }
    const created = await call(s('lkv-admin'), 'POST', '/evaluations/', { name: 'Pokal', comparison_groups: [1] });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/evaluations/${created.body.id}/xlsx/?entity_type=farm&entity_id=${top}`, headers: s('lkv-admin').headers });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const sheet = book.getWorksheet('Auswertung')!;
    const label = REPORT_FIELDS.find((f) => f.pythonic_name === field)!;
    let trophy: unknown;
    sheet.eachRow((row) => {
      if (row.getCell(3).value === (label.label?.trim() || label.name)) trophy = row.getCell(12).value;
    });
    expect(sheet.getRow(HEAD).getCell(12).value).toBe('Alle LDWUs des LKV Süd: Pokal');
    expect(['Gold', 'Silber']).toContain(trophy);
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
