// Evaluation detail, deviation and timeline pages in Chromium against `npm start` (product rules ‹Evaluation detail›, ‹Deviation page›, ‹Timeline page›).
// As farm admin: the seeded evaluation's values, trophies and percentile ranks (status
// cell, one line per group naming it) match the API's numbers, an
// invalid group disables the download, each group value's spread strip reads out the API's p25,
// median and p75 with the own value (also on a 360 px phone and in the print), a valid evaluation downloads an XLSX that reads back with the
// same numbers, the deviation chart draws one bar per figure and the timeline one line per series;
// the universal evaluation asks 'Anwenden auf:'. Every page passes axe-core and fits 360 px.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_TEXT, nText, reportDateText, valueText, type ReportFieldInfo } from '../../src/domain/evaluation-report.ts';
import { rankColumnTitle, rankLabel, rankPercent, rankText } from '../../src/domain/percentile-rank.ts';
import { DEVIATION_KIND_TEXT } from '../../src/domain/deviation.ts';
import { TIMELINE_TEXT } from '../../src/domain/timeline.ts';
import { FIGURE_STATUS_TEXT, NO_STATUS_TEXT, figureStatus, figureStatusText } from '../../src/domain/figure-status.ts';
import { formatNumber } from '../../src/domain/format.ts';
import { spreadLabel, spreadOf } from '../../src/domain/group-spread.ts';
import { TEST_ROOT } from '../support/template.ts';
import { TROPHY_SHORT, trophyFor, trophyLabel } from '../../src/domain/trophy.ts';
import { launchBrowser } from './support/browser.ts';
import { axeViolations, scrollWidthAt360 } from './support/checks.ts';
import { startE2eServer, type E2eServer } from './support/server.ts';
import { failureEvidence, freshLoginPage, logIn, PASSWORD, waitForPath } from './support/session.ts';

const FARM_ADMIN = 'ldwu-admin@herdenblick.example';

type Row = {
  field: string;
  value: number | null;
  has_error: boolean;
  best_value: number | null;
  top_value: number | null;
  n: number;
  percentile_rank: number | null;
  p25: number | null;
  median: number | null;
  p75: number | null;
};
type Answer = { data: Row[]; location_count: number };
type Field = ReportFieldInfo;

async function expectPageFits(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, violations.join('\n')).toEqual([]);
  expect(await scrollWidthAt360(page)).toBeLessThanOrEqual(360);
}

/** Where the visible text `text` in the element `scope` is, and whether inside the viewport (any layout, any nesting). */
async function textBox(page: Page, scope: string, text: string) {
  return page.evaluate(
    ([sel, wanted]) => {
      const root = document.querySelector(sel!);
      if (!root) return null;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent?.trim() !== wanted || node.parentElement?.closest('.visually-hidden')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const r = range.getBoundingClientRect();
        if (r.width === 0) continue;
        return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, inside: r.left >= 0 && r.right <= innerWidth && r.top >= 0 && r.bottom <= innerHeight };
      }
      return null;
    },
    [scope, text] as const,
  );
}

const statusWord = (status: ReturnType<typeof figureStatus>) => (status ? FIGURE_STATUS_TEXT[status] : NO_STATUS_TEXT);

/** Elements in the main area that scroll sideways (a table in its own scroller counts). */
async function sidewaysScrollers(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((e) => e.scrollWidth > e.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(e).overflowX))
      .map((e) => `${e.tagName}.${e.className}`),
  );
}

describe('evaluation detail, deviation and timeline in the browser', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  let token = '';
  const api = async <T,>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> => {
    const res = await fetch(`${server.baseUrl}/api/v1${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers } });
    return { status: res.status, body: (res.status === 204 ? null : await res.json()) as T };
  };

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    page = await browser.context.newPage();
    const login = await fetch(`${server.baseUrl}/api/v1/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: FARM_ADMIN, password: PASSWORD }) });
    token = ((await login.json()) as { access: string }).access;
    await freshLoginPage(page, server.baseUrl);
    await logIn(page, FARM_ADMIN);
    await waitForPath(page, '/');
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') console.log(await failureEvidence(page, server, context.task.name));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("shows the seeded evaluation with the API's values and trophies, and the invalid groups' consequence", async () => {
    const { body: evaluation } = await api<{ id: number; name: string; entity_type: string; entity_id: number; filter: number; comparison_groups: number[] }>('/evaluations/1/');
    const { body: fields } = await api<Field[]>('/reports/fields/');
    const fieldOf = new Map(fields.map((f) => [f.pythonic_name, f]));
    const own = await api<Answer>(`/${evaluation.entity_type}s/${evaluation.entity_id}/report/?filter=${evaluation.filter}`);
    expect(own.status).toBe(200);
    const groups = await Promise.all(
      evaluation.comparison_groups.map(async (g) => ({
        id: g,
        ...(await api<Answer>(`/comparison_groups/${g}/report/?filter=${evaluation.filter}&best_value=true&top_value=true&entity_type=${evaluation.entity_type}&entity_id=${evaluation.entity_id}`)),
      })),
    );

    await page.goto(`${server.baseUrl}/evaluations/1`);
    await page.getByRole('heading', { level: 1, name: `Auswertung ${evaluation.name}` }).waitFor();
    await page.locator('.report-table tr[data-field]').first().waitFor({ timeout: 30_000 });
    expect(await page.getByRole('link', { name: REPORT_TEXT.back }).getAttribute('href')).toBe('/evaluations');
    await expect.poll(() => page.getByRole('heading', { level: 2 }).first().textContent()).toMatch(/^LDWU \d+ - /);

    // Every valid group cell: the value as the API says; the trophy by the direction rule sits on
    // the own value and names the group (beside the group's value it read as the group's).
    let trophies = 0;
    let compared = 0;
    let spreads = 0;
    for (const [column, group] of groups.entries()) {
      if (group.status !== 200) continue;
      const { body: meta } = await api<{ name: string }>(`/comparison_groups/${group.id}/`);
      for (const r of group.body.data) {
        const mine = own.body.data.find((x) => x.field === r.field);
        const f = fieldOf.get(r.field)!;
        const cell = page.locator(`tr[data-field="${r.field}"] td`).nth(2 + column);
        if (r.has_error) {
          expect(await cell.textContent()).toContain(REPORT_TEXT.invalid);
          continue;
        }
        expect(await cell.textContent()).toContain(valueText(r.value, f));
        expect(await cell.textContent()).toContain(`n = ${r.n}`);
        // The spread strip's sentence: the API's numbers and the own value, in German.
        const ownValue = mine && !mine.has_error ? mine.value : null;
        expect(await cell.locator('[data-spread] .visually-hidden').textContent(), r.field).toBe(spreadLabel(spreadOf(r)!, ownValue, f.precision));
        spreads++;
        const expected = trophyFor(mine?.value ?? null, r.best_value, r.top_value, f.evaluation, f.precision);
        expect(await cell.locator('[data-trophy]').count()).toBe(0);
        const marks = page.locator(`tr[data-field="${r.field}"] td.report-table__own [data-trophy-column="${column}"] [data-trophy]`);
        if (expected === 'gold' || expected === 'silver') {
          expect(await marks.getAttribute('aria-label')).toBe(trophyLabel(expected, meta.name));
          trophies++;
        } else expect(await marks.count()).toBe(0);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(0);
    expect(await page.locator('.report-table [data-spread]').count()).toBe(spreads);
    expect(await page.locator('[data-trophy]').count()).toBe(trophies);
    // One status cell per figure row, with text.
    expect(await page.locator('tr[data-field] .figure-status').count()).toBe(await page.locator('tr[data-field]').count());
    // In it, the farm's percentile rank per group as the API ranks it, the group named in the label.
    let ranks = 0;
    for (const [column, group] of groups.entries()) {
      if (group.status !== 200) continue;
      const { body: meta } = await api<{ name: string }>(`/comparison_groups/${group.id}/`);
      for (const r of group.body.data) {
        const line = page.locator(`tr[data-field="${r.field}"] td.report-table__status li[data-rank-column="${column}"]`);
        if (r.percentile_rank === null) {
          expect(await line.count(), r.field).toBe(0);
          continue;
        }
        expect(await line.getAttribute('title')).toBe(rankLabel(meta.name, r.percentile_rank));
        expect(await line.textContent()).toContain(rankText(r.percentile_rank));
        ranks++;
      }
    }
    expect(ranks).toBeGreaterThan(0);
    expect(await page.locator('td.report-table__status li.figure-rank').count()).toBe(ranks);

    const download = page.getByRole('button', { name: REPORT_TEXT.download });
    if (groups.some((g) => g.status === 400 || g.status === 403)) {
      expect(await download.isDisabled()).toBe(true);
      expect(await page.getByText(REPORT_TEXT.invalidGroups).count()).toBeGreaterThan(0);
    } else expect(await download.isDisabled()).toBe(false);
    await expectPageFits(page);
  });

  it('downloads the XLSX of an evaluation with valid groups and reads the numbers back', async () => {
    // The association group of the LKV is valid for the demo farm; a fresh evaluation with only it.
    const created = await api<{ id: number }>('/evaluations/', {
      method: 'POST',
      body: JSON.stringify({ name: 'E2E Download', entity_type: 'farm', entity_id: 1, filter: 1, comparison_groups: [1], visibility: 'self', send_mail: false }),
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const group = await api<Answer>(`/comparison_groups/1/report/?filter=1&best_value=true&top_value=true&entity_type=farm&entity_id=1`);
    expect(group.status).toBe(200);

    await page.goto(`${server.baseUrl}/evaluations/${id}`);
    await page.locator('.report-table tr[data-field]').first().waitFor({ timeout: 30_000 });
    const button = page.getByRole('button', { name: REPORT_TEXT.download });
    expect(await button.isDisabled()).toBe(false);
    const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(file.suggestedFilename()).toMatch(/^Auswertungsexport_\d{8}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await file.path())!);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(6).values as unknown[]).slice(1);
    const column = header.indexOf('Alle LDWUs des LKV Süd') + 1;
    expect(column).toBeGreaterThan(0);
    const counts = sheet.getRow(7);
    expect(counts.getCell(3).value).toBe('Anz. Betriebe');
    expect(counts.getCell(column).value).toBe(group.body.location_count);
    const first = group.body.data.find((r) => !r.has_error && r.value !== null && r.percentile_rank !== null)!;
    const rankColumn = header.indexOf(rankColumnTitle('Alle LDWUs des LKV Süd')) + 1;
    expect(rankColumn).toBe(column + 4);
    const { body: fields } = await api<Field[]>('/reports/fields/');
    const label = fields.find((f) => f.pythonic_name === first.field)!.label_or_name;
    let found = false;
    sheet.eachRow((r) => {
      if (r.getCell(3).value === label) {
        expect(r.getCell(column).value).toBeCloseTo(first.value!, 6);
        expect(r.getCell(rankColumn).value).toBe(rankPercent(first.percentile_rank!));
        found = true;
      }
    });
    expect(found).toBe(true);
  });

  it('draws the deviation chart with one bar per figure and switches the tolerance', async () => {
    await page.getByRole('link', { name: `${REPORT_TEXT.comparison}: Alle LDWUs des LKV Süd` }).click();
    await page.getByRole('heading', { level: 1, name: 'Abweichung: Alle LDWUs des LKV Süd — Auswertung: E2E Download' }).waitFor();
    expect(new URL(page.url()).search).toBe('?farm=1');
    await page.getByText(/^Für LDWU \d+ - /).waitFor();
    await page.locator('.deviation-chart svg').waitFor({ timeout: 30_000 });
    const rows = page.locator('.report-table tbody tr');
    const withPercent = (await rows.locator('td:nth-of-type(4)').allTextContents()).filter((t) => t.trim() !== '–').length;
    expect(withPercent).toBeGreaterThan(0);
    // One bar item per figure (nivo also draws a background rect, without the test id).
    expect(await page.locator('.deviation-chart svg rect[data-testid^="bar.item."]').count()).toBe(withPercent);
    const five = page.getByRole('radio', { name: '5 %' });
    const ten = page.getByRole('radio', { name: '10 %' });
    expect(await five.isChecked()).toBe(true);
    const within = async () => (await page.locator('.deviation-kind').allTextContents()).filter((t) => t === 'im Toleranzbereich').length;
    const before = await within();
    await ten.check({ force: true });
    expect(await ten.isChecked()).toBe(true);
    expect(await within()).toBeGreaterThanOrEqual(before);
    await expectPageFits(page);
  });

  it('draws the timeline with one line per series over 12 months', async () => {
    await page.getByRole('link', { name: 'Zurück zur Auswertung' }).click();
    await page.locator('.report-table tr[data-field]').first().waitFor({ timeout: 30_000 });
    const graph = page.locator('a[aria-label^="Zeitreihe: "]').first();
    const name = (await graph.getAttribute('aria-label'))!.replace('Zeitreihe: ', '');
    await graph.click();
    await page.getByRole('heading', { level: 1, name: `Zeitreihe: ${name}` }).waitFor();
    expect(await page.getByText(/^Zeitraum: \d{2}\.\d{2}\.\d{4} bis \d{2}\.\d{2}\.\d{4}$/).count()).toBe(1);
    await page.locator('.timeline-chart svg path.timeline-line').first().waitFor({ timeout: 30_000 });
    const legend = await page.locator('.timeline-legend li').allTextContents();
    expect(legend[0]).toMatch(/^LDWU \d+ - /);
    expect(legend).toContain('Alle LDWUs des LKV Süd');
    expect(await page.locator('.timeline-chart svg path.timeline-line').count()).toBe(legend.length);
    // 12 months on the axis
    expect(await page.locator('.timeline-chart svg circle').count()).toBeGreaterThanOrEqual(12);
    await expectPageFits(page);
  });

  it('takes a second figure and 24 months, keeps them in the address over a reload, and fits 360 px', async () => {
    // On the timeline page of the test before.
    const first = (await page.getByRole('heading', { level: 1 }).textContent())!.replace('Zeitreihe: ', '');
    await page.getByRole('group', { name: TIMELINE_TEXT.figures }).waitFor();
    const add = page.getByRole('combobox', { name: 'Kennzahl hinzufügen' });
    await add.fill('Fett');
    const option = page.getByRole('option').filter({ hasNotText: first }).first();
    const second = (await option.locator('.combobox__label').textContent())!;
    await option.click();
    await page.getByRole('radio', { name: TIMELINE_TEXT.months(24) }).check({ force: true });
    await page.waitForURL((u) => u.searchParams.get('monate') === '24' && !!u.searchParams.get('kennzahlen'));
    const check = async () => {
      await page.getByRole('heading', { level: 1, name: `Zeitreihe: ${first}, ${second}` }).waitFor({ timeout: 30_000 });
      expect(await page.getByRole('radio', { name: TIMELINE_TEXT.months(24) }).isChecked()).toBe(true);
      await expect.poll(() => page.locator('.timeline-figure .timeline-chart').count(), { timeout: 30_000 }).toBe(2);
      expect(await page.getByRole('heading', { level: 2, name: second }).count()).toBe(1);
      // 24 monthly dates, own value and group values as text beside the chart.
      const [from, to] = [...(await page.getByText(/^Zeitraum: /).textContent())!.matchAll(/(\d{2})\.(\d{2})\.(\d{4})/g)].map((m) => Number(m[3]) * 12 + Number(m[2]));
      expect(to! - from!).toBe(23);
      expect(await page.locator('.timeline-figure').first().locator('.timeline-latest dt').count()).toBeGreaterThanOrEqual(2);
    };
    await check();
    await page.reload();
    await check();
    await page.setViewportSize({ width: 360, height: 740 });
    try {
      await page.reload();
      await check();
      await expectPageFits(page);
      expect(await sidewaysScrollers(page)).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it("prints 'Drucken / PDF' as an A4 report: no navigation, the head on every page, German dates and numbers (pdftotext)", async () => {
    const created = await api<{ id: number }>('/evaluations/', {
      method: 'POST',
      // Location 2 of the demo farm wins trophies in the association group (the phone test relies on it too).
      body: JSON.stringify({ name: 'E2E Druck', entity_type: 'location', entity_id: 2, filter: null, comparison_groups: [1, 3], visibility: 'self', send_mail: false }),
    });
    expect(created.status).toBe(201);
    const { body: fields } = await api<Field[]>('/reports/fields/');
    const own = await api<Answer & { latest_inspection_date: string; latest_processing_date: string }>('/locations/2/report/');
    const group = await api<Answer>('/comparison_groups/1/report/?best_value=true&top_value=true&entity_type=location&entity_id=2');
    const { body: groupMeta } = await api<{ name: string }>('/comparison_groups/1/');

    await page.goto(`${server.baseUrl}/evaluations/${created.body.id}`);
    await page.locator('.report-table tr[data-field]').first().waitFor({ timeout: 30_000 });
    const title = (await page.getByRole('heading', { level: 2 }).first().textContent())!;
    // The button opens the browser's print dialog (stubbed: headless Chromium has none).
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    await page.getByRole('button', { name: REPORT_TEXT.print }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    expect(await scrollWidthAt360(page)).toBeLessThanOrEqual(360);

    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.app-header').isVisible()).toBe(false);
    expect(await page.locator('.report-table').isVisible()).toBe(false);
    const dir = mkdtempSync(join(TEST_ROOT, 'print-'));
    try {
      const file = join(dir, 'bericht.pdf');
      writeFileSync(file, await page.pdf({ preferCSSPageSize: true }));
      await page.emulateMedia({ media: 'screen' });
      const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
      const pages = Number(/^Pages:\s+(\d+)/m.exec(info)![1]);
      expect(info).toMatch(/Page size:.*\(A4\)/);
      const text = (first?: number) =>
        execFileSync('pdftotext', [...(first ? ['-f', `${first}`, '-l', `${first}`] : []), file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      const all = text();
      const rows = await page.locator('.print-report tr[data-print-field]').count();
      expect(rows).toBeGreaterThan(fields.length * 0.9);
      // All ~170 figures of the catalogue (no figure filter) in 8.5 pt: a few dozen rows a page.
      expect(pages).toBeGreaterThanOrEqual(Math.ceil(rows / 60));
      expect(pages).toBeLessThanOrEqual(Math.ceil(rows / 15));
      expect(all).toContain(title);
      expect(all).toContain(`${REPORT_TEXT.printEvaluation}: E2E Druck`);
      expect(all).toContain(`${REPORT_TEXT.inspectionDate}: ${reportDateText(own.body.latest_inspection_date)}`);
      expect(all).toMatch(/\d{2}\.\d{2}\.\d{4}/);
      expect(all).toContain(`${groupMeta.name} – ${REPORT_TEXT.locationCount}: ${formatNumber(group.body.location_count, { precision: 0 })}`);
      // A figure with a German decimal (comma) as own value, its state in words, the group's value with n.
      const figure = own.body.data.find((r) => !r.has_error && r.value !== null && !Number.isInteger(r.value) && fields.find((f) => f.pythonic_name === r.field)?.precision)!;
      const f = fields.find((x) => x.pythonic_name === figure.field)!;
      expect(valueText(figure.value, f)).toContain(',');
      expect(all).toContain(f.label_or_name);
      expect(all).toContain(valueText(figure.value, f));
      const rowText = (await page.locator(`.print-report tr[data-print-field="${figure.field}"]`).textContent())!;
      expect(rowText).toContain(valueText(figure.value, f));
      const states = own.body.data.map((r) => figureStatusText(r.has_error ? null : r.value, fields.find((x) => x.pythonic_name === r.field) ?? f)).filter((w) => w && w !== NO_STATUS_TEXT);
      expect(states.length).toBeGreaterThan(0);
      for (const word of new Set(states)) expect(all).toContain(` ${word} `);
      const groupRow = group.body.data.find((r) => r.field === figure.field && !r.has_error && r.value !== null)!;
      expect(all).toContain(`${valueText(groupRow.value, f)} ${nText(groupRow.n)}`);
      // The group's spread in words beside its strip (the row shows the own value already).
      expect(all).toContain(spreadLabel(spreadOf(groupRow)!, null, f.precision));
      // Each trophy the own value wins in the group, as a word naming the group.
      let trophies = 0;
      for (const kind of ['gold', 'silver'] as const) {
        const won = group.body.data.filter((r) => {
          const mine = own.body.data.find((x) => x.field === r.field);
          const fi = fields.find((x) => x.pythonic_name === r.field)!;
          return !r.has_error && trophyFor(mine && !mine.has_error ? mine.value : null, r.best_value, r.top_value, fi.evaluation, fi.precision) === kind;
        }).length;
        expect(all.split(`${TROPHY_SHORT[kind]} · ${groupMeta.name}`).length - 1, kind).toBe(won);
        trophies += won;
      }
      expect(trophies).toBeGreaterThan(0);
      // No navigation, no screen controls; the table head on every page.
      for (const screenOnly of [REPORT_TEXT.back, REPORT_TEXT.download, REPORT_TEXT.print, 'Herdenblick']) expect(all).not.toContain(screenOnly);
      for (let p = 1; p <= pages; p++) expect(text(p), `page ${p}`).toContain(`${REPORT_TEXT.figure} ${REPORT_TEXT.status} ${REPORT_TEXT.current}`);
      console.log(`print report: ${rows} figures on ${pages} A4 pages`);
      if (process.env.HB_PRINT_PDF) copyFileSync(file, process.env.HB_PRINT_PDF);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("applies the universal evaluation to an entity chosen under 'Anwenden auf:'", async () => {
    await page.goto(`${server.baseUrl}/evaluations/3`);
    await page.getByRole('heading', { level: 1, name: 'Auswertung Schnellvergleich (universell)' }).waitFor();
    await page.getByText(REPORT_TEXT.chooseEntity).waitFor();
    await page.getByRole('button', { name: /Anwenden auf:/ }).click();
    const options = await page.getByRole('option').allTextContents();
    expect(options).not.toContain('Verband');
    expect(options).toContain('LDWU');
    await page.getByRole('option', { name: 'LDWU' }).click();
    await page.getByRole('button', { name: /^LDWU wählen/ }).click();
    await page.getByRole('option').first().click();
    await page.waitForURL((u) => /^\?farm=\d+$/.test(u.search));
    await page.locator('.evaluation-report h2').filter({ hasText: /^LDWU \d+ - / }).waitFor({ timeout: 30_000 });
    await page.locator('.report-table tr[data-field], .evaluation-report .notice').first().waitFor({ timeout: 30_000 });
    await expectPageFits(page);
  });

  it('on a 360 px phone shows each figure with own value, group value with n and state together, trophies on the own value naming the group, and a deviation chart that fits', async () => {
    // A location of the demo farm against the association group, on figures where it wins trophies.
    const location = 2;
    const { body: fields } = await api<Field[]>('/reports/fields/');
    const fieldOf = new Map(fields.map((f) => [f.pythonic_name, f]));
    const own = await api<Answer>(`/locations/${location}/report/`);
    const group = await api<Answer>(`/comparison_groups/1/report/?best_value=true&top_value=true&entity_type=location&entity_id=${location}`);
    const { body: groupMeta } = await api<{ name: string }>('/comparison_groups/1/');
    const valueOf = new Map(own.body.data.map((r) => [r.field, r.value]));
    const won = group.body.data
      .filter((r) => !r.has_error && fieldOf.get(r.field)?.evaluation !== null)
      .map((r) => ({ r, trophy: trophyFor(valueOf.get(r.field) ?? null, r.best_value, r.top_value, fieldOf.get(r.field)!.evaluation, fieldOf.get(r.field)!.precision) }))
      .filter((t) => t.trophy === 'gold' || t.trophy === 'silver')
      .slice(0, 3);
    expect(won.length).toBeGreaterThan(0);
    const filter = await api<{ id: number }>('/filters/', { method: 'POST', body: JSON.stringify({ name: 'E2E Pokale', fields: won.map((t) => ({ pythonic_name: t.r.field })) }) });
    expect(filter.status).toBe(201);
    const created = await api<{ id: number }>('/evaluations/', {
      method: 'POST',
      body: JSON.stringify({ name: 'E2E Telefon', entity_type: 'location', entity_id: location, filter: filter.body.id, comparison_groups: [1], visibility: 'self', send_mail: false }),
    });
    expect(created.status).toBe(201);

    await page.setViewportSize({ width: 360, height: 740 });
    try {
      await page.goto(`${server.baseUrl}/evaluations/${created.body.id}`);
      const first = page.locator('[data-field]').first();
      await first.waitFor({ timeout: 30_000 });
      const name = (await first.getAttribute('data-field'))!;
      const f = fieldOf.get(name)!;
      const theirs = group.body.data.find((r) => r.field === name)!;
      await first.scrollIntoViewIfNeeded();
      const scope = `[data-field="${name}"]`;
      const wanted = [valueText(valueOf.get(name), f), valueText(theirs.value, f), `n = ${theirs.n}`, statusWord(figureStatus(valueOf.get(name), f))];
      const boxes = await Promise.all(wanted.map((t) => textBox(page, scope, t)));
      expect(boxes.map((b, i) => `${wanted[i]}: ${b?.inside ?? 'missing'}`)).toEqual(wanted.map((t) => `${t}: true`));
      expect(await sidewaysScrollers(page)).toEqual([]);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
      // Each figure's group line: the spread strip inside the screen, read out with the API's numbers and the own value.
      for (const t of won) {
        const strip = page.locator(`[data-field="${t.r.field}"] [data-group-column] [data-spread]`);
        const fi = fieldOf.get(t.r.field)!;
        expect(await strip.locator('.visually-hidden').textContent()).toBe(spreadLabel(spreadOf(t.r)!, valueOf.get(t.r.field) ?? null, fi.precision));
        await strip.scrollIntoViewIfNeeded();
        const drawn = (await strip.locator('.spread__track').boundingBox())!;
        expect(drawn.x).toBeGreaterThanOrEqual(0);
        expect(drawn.x + drawn.width).toBeLessThanOrEqual(360);
        expect(drawn.height).toBeGreaterThan(8);
      }
      // Each trophy: announced on the own value with the group's name, none beside a group's value.
      for (const t of won) {
        const marks = page.locator(`[data-field="${t.r.field}"] [data-trophy]`);
        expect(await marks.count(), t.r.field).toBe(1);
        expect(await marks.getAttribute('aria-label')).toBe(trophyLabel(t.trophy, groupMeta.name));
        expect(await page.locator(`[data-field="${t.r.field}"] [data-group-column] [data-trophy]`).count()).toBe(0);
      }
      const violations = await axeViolations(page);
      expect(violations, violations.join('\n')).toEqual([]);

      await page.getByRole('link', { name: `${REPORT_TEXT.comparison}: ${groupMeta.name}` }).click();
      const chart = page.locator('.deviation-chart svg');
      await chart.waitFor({ timeout: 30_000 });
      const box = (await page.locator('.deviation-chart').boundingBox())!;
      const drawn = (await chart.boundingBox())!;
      expect(drawn.x).toBeGreaterThanOrEqual(box.x - 0.5);
      expect(drawn.x + drawn.width).toBeLessThanOrEqual(Math.min(box.x + box.width, 360) + 0.5);
      // A legend in words, one entry per direction the bars show; each bar's name and direction as text, none cut.
      const legend = await page.getByRole('list', { name: 'Legende' }).getByRole('listitem').allTextContents();
      expect(legend.length).toBeGreaterThan(0);
      for (const entry of legend) expect(Object.values(DEVIATION_KIND_TEXT)).toContain(entry.trim());
      const texts = await chart.locator('text').evaluateAll((nodes) => nodes.map((n) => ({ text: n.textContent ?? '', ...n.getBoundingClientRect().toJSON() })));
      for (const label of won.map((t) => fieldOf.get(t.r.field)!.label_or_name)) {
        expect(texts.map((t) => t.text).join(' '), label).toContain(label.split(' ')[0]);
      }
      for (const t of texts) expect(t.left >= drawn.x - 0.5 && t.right <= drawn.x + drawn.width + 0.5, `${t.text} ${t.left}–${t.right}`).toBe(true);
      expect(texts.filter((t) => legend.some((l) => t.text.endsWith(l.trim()))).length).toBe(won.length);
      expect(await sidewaysScrollers(page)).toEqual([]);
      await expectPageFits(page);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
