// The association's ranking (/rankings) as lkv-admin in Chromium: reached from the header menu, the
// table sorts by a column header on the server (aria-sort), the CSV download holds every row with
// German headers, and at 360 px the rows are cards without sideways scrolling.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { overflowsSideways } from './support/checks.ts';
import { startE2eServer, type E2eServer } from './support/server.ts';
import { PASSWORD, failureEvidence, freshLoginPage, logIn, waitForPath } from './support/session.ts';

describe('the association ranking as lkv-admin', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser({ viewport: { width: 1280, height: 900 } });
    page = await browser.context.newPage();
    await freshLoginPage(page, server.baseUrl);
    await logIn(page, 'lkv-admin@herdenblick.example', PASSWORD);
    await waitForPath(page, '/');
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens from the menu, sorts on the server, downloads the CSV and fits 360 px', async () => {
    try {
      await page.getByRole('button', { name: /Administration/ }).click();
      await page.getByRole('menuitem', { name: 'Verbandsranking' }).click();
      await waitForPath(page, '/rankings');
      const rows = page.locator('.ranking-row');
      await rows.first().waitFor({ timeout: 60_000 });
      // Best first: the first row's rank is at least the second's.
      const rankOf = async (i: number) => Number((await rows.nth(i).locator('.ranking-row__rank').innerText()).match(/(\d+) %/)?.[1] ?? -1);
      expect(await rankOf(0)).toBeGreaterThanOrEqual(await rankOf(1));
      const header = page.getByRole('columnheader', { name: /^LDWU/ });
      await header.getByRole('button').click();
      await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
      const names = async () => (await page.locator('.ranking-row__title').allInnerTexts()).slice(0, 5);
      await expect.poll(async () => {
        const shown = await names();
        return shown.length > 1 && shown.every((n, i) => i === 0 || shown[i - 1]!.localeCompare(n, 'de') <= 0);
      }, { timeout: 30_000 }).toBe(true);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Ranking herunterladen (CSV)' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^Verbandsranking_\d{8}\.csv$/);
      const lines = readFileSync((await download.path())!, 'utf8').split('\r\n').filter(Boolean);
      expect(lines[0]).toMatch(/^\uFEFFLDWU;Anteil eutergesunde Kühe .*;Status;Besser als \(%\);n \(Betriebe mit Wert\)$/);
      // In the page's order (by name) and with German decimal commas.
      expect(lines[1]!.split(';')[0]).toBe((await names())[0]);
      expect(lines.slice(1).some((l) => /;\d+,\d;/.test(l))).toBe(true);
      await page.setViewportSize({ width: 360, height: 740 });
      await rows.first().waitFor();
      expect(await overflowsSideways(page)).toBe(false);
      // A card: value, status as icon and word, rank and n, each labelled.
      const card = rows.first();
      for (const [cell, label] of [['value', 'Wert'], ['rank', 'Rang'], ['status', 'Status'], ['n', 'n']] as const) {
        expect(await card.locator(`.ranking-row__${cell}`).getAttribute('data-label')).toBe(label);
        expect(await card.locator(`.ranking-row__${cell}`).isVisible()).toBe(true);
      }
      // The label is drawn in front of the value (CSS ::before), the status is an icon and a word.
      expect(await card.locator('.ranking-row__value').evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"Wert: "');
      expect(await card.locator('.ranking-row__status').innerText()).toMatch(/^([●▲■] (gut|beobachten|handeln)|–|kein Zielwert)$/);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${await failureEvidence(page, server, 'ranking')}`, { cause: error });
    }
  }, 240_000);
});
