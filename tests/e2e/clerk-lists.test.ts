// An association clerk with more than 10,000 farms in Chromium: the farm list pages through the
// server, sorts by a column header (aria-sort), finds a farm by search and exports every farm in
// scope as CSV; the user list sorts the same way; both fit a 360 px phone without sideways
// scrolling; the user form finds and assigns a farm beyond the first 10,000 by a server search; and
// the controlling overview pages through all of them on the server.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { axeViolations, overflowsSideways, restAsUser } from './support/checks.ts';
import { EXTRA_FARMS, LAST_EXTRA_FARM, startServerWithManyFarms } from './support/many-farms.ts';
import type { E2eServer } from './support/server.ts';
import { PASSWORD, failureEvidence, freshLoginPage, logIn, waitForPath } from './support/session.ts';

const de = (n: number) => n.toLocaleString('de-DE');

describe('an association clerk with more than 10,000 farms', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  let current = '';
  let total = 0;

  beforeAll(async () => {
    server = await startServerWithManyFarms();
    browser = await launchBrowser({ viewport: { width: 1280, height: 900 } });
    page = await browser.context.newPage();
    await freshLoginPage(page, server.baseUrl);
    await logIn(page, 'lkv-admin@herdenblick.example', PASSWORD);
    await waitForPath(page, '/');
    total = (await restAsUser<{ count: number }>(page, '/farms/?count_only=true')).count;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const step = (name: string, run: () => Promise<void>, timeout = 120_000) =>
    it(
      name,
      async () => {
        current = name;
        try {
          await run();
        } catch (error) {
          throw new Error(`${(error as Error).message}\n${await failureEvidence(page, server, current)}`, { cause: error });
        }
      },
      timeout,
    );

  const rows = () => page.locator('.farm-row');

  step('the farm list shows a page of all farms, sorts by IDNr. both ways and pages on', async () => {
    expect(total).toBeGreaterThan(EXTRA_FARMS);
    await page.goto(`${server.baseUrl}/farms`);
    await page.getByText(`${de(total)} LDWUs`, { exact: true }).waitFor({ timeout: 60_000 });
    await page.getByText(`1–50 von ${de(total)} LDWUs`).waitFor();
    expect(await rows().count()).toBe(50);
    const header = page.getByRole('columnheader', { name: /IDNr\./ });
    expect(await header.getAttribute('aria-sort')).toBe('none');
    await header.getByRole('button').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await header.getByRole('button').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => rows().first().innerText(), { timeout: 30_000 }).toContain(LAST_EXTRA_FARM.name);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByText(`51–100 von ${de(total)} LDWUs`).waitFor();
    await expect.poll(() => rows().first().innerText()).toContain('999000010000');
    expect.soft((await axeViolations(page)).join('\n')).toBe('');
  });

  step('the filter asks the server and starts on the first page; the CSV holds every farm in scope', async () => {
    await page.getByLabel('LDWU filtern').fill('nachzügler');
    await expect.poll(async () => (await rows().count()) === 1 && (await rows().first().innerText()).includes(LAST_EXTRA_FARM.number), { timeout: 30_000 }).toBe(true);
    expect(await page.locator('.pager').count()).toBe(0);
    await page.getByLabel('LDWU filtern').fill('');
    await page.getByText(`${de(total)} LDWUs`, { exact: true }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'LDWU-Liste exportieren (CSV)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^LDWUexport_\d{8}\.csv$/);
    const text = readFileSync((await download.path())!, 'utf8');
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^\uFEFFIDNr\.;Name;LDWU;/);
    expect(lines).toHaveLength(total + 1);
    // In the list's order: descending by number, the last farm first.
    expect(lines[1]).toContain(LAST_EXTRA_FARM.number);
  });

  step('the user list sorts by a column header on the server', async () => {
    await page.goto(`${server.baseUrl}/users`);
    const users = page.locator('.user-row');
    await users.first().waitFor();
    expect(await users.first().innerText()).toContain('(ich)');
    const header = page.getByRole('columnheader', { name: /Benutzername/ });
    await header.getByRole('button').click();
    await header.getByRole('button').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    const expected = await restAsUser<{ results: { username: string }[] }>(page, '/users/?sort=username&direction=desc&limit=3');
    await expect.poll(() => users.first().innerText()).toContain(expected.results[0]!.username);
    expect.soft((await axeViolations(page)).join('\n')).toBe('');
  });

  step('both lists fit a 360 px phone without sideways scrolling', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/farms', '/users']) {
      await page.goto(`${server.baseUrl}${path}`);
      await page.locator(path === '/farms' ? '.farm-row' : '.user-row').first().waitFor({ timeout: 60_000 });
      expect(await overflowsSideways(page), path).toBe(false);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  step('the user form finds a farm beyond the first 10,000 and assigns it to a new farm admin', async () => {
    await page.goto(`${server.baseUrl}/users?new`);
    const form = page.locator('.user-panel');
    await page.getByRole('heading', { name: 'Neuen Benutzer anlegen', level: 2 }).waitFor();
    await page.getByLabel('Vorname').fill('Nina');
    await page.getByLabel('Nachname').fill('Nachzug');
    await page.getByLabel('E-Mail').fill('nina.nachzug@e2e.example');
    await page.locator('.select', { has: page.locator('.field__label', { hasText: 'Kontotyp' }) }).getByRole('button').click();
    await page.getByRole('option', { name: /(^|\s)LDWU-Administrator$/ }).click();
    await page.getByLabel('Benutzername', { exact: true }).fill('nina-nachzug');
    await page.getByLabel('Passwort', { exact: true }).fill('Weidegang-2026');
    await page.getByLabel('Passwort wiederholen').fill('Weidegang-2026');
    await page.getByLabel('LDWUs: LDWU suchen').fill('Nachzügler');
    const box = form.locator('.farm-picker').getByRole('checkbox', { name: `${LAST_EXTRA_FARM.number} - ${LAST_EXTRA_FARM.name}` });
    await box.waitFor({ timeout: 30_000 });
    await box.locator('xpath=ancestor::label[1]').click();
    await expect.poll(() => box.isChecked()).toBe(true);
    // Chosen, it stays named when the search changes.
    await page.getByLabel('LDWUs: LDWU suchen').fill('');
    await form.getByRole('checkbox', { name: `${LAST_EXTRA_FARM.number} - ${LAST_EXTRA_FARM.name}` }).waitFor();
    await form.getByRole('button', { name: 'Benutzer anlegen' }).click();
    await form.waitFor({ state: 'detached', timeout: 30_000 });
    const found = await restAsUser<{ results: { email: string; farms: number[] }[] }>(page, '/users/?search=nina.nachzug');
    const farm = await restAsUser<{ results: { id: number }[] }>(page, `/farms/?search=${LAST_EXTRA_FARM.number}`);
    expect(found.results[0]?.farms).toEqual([farm.results[0]!.id]);
  });

  step('the controlling overview pages through every farm on the server, farms with incidents first, and finds one beyond the first 10,000', async () => {
    await page.goto(`${server.baseUrl}/controlling`);
    await page.getByRole('heading', { name: 'Übersicht' }).waitFor();
    await page.getByText(`… (${de(total)} LDWUs)`).waitFor({ timeout: 30_000 });
    await page.getByText(`1–25 von ${de(total)} LDWUs`).waitFor({ timeout: 30_000 });
    const marked = await page.locator('.overview-table__farm').evaluateAll((trs) => trs.map((tr) => tr.querySelector('th')!.textContent!.includes('Meldungen')));
    expect(marked).toHaveLength(25);
    expect(marked[0]).toBe(true);
    await page.getByLabel('Nach LDWU-Name / -ID filtern').fill(LAST_EXTRA_FARM.name);
    await page.getByRole('button', { name: `${LAST_EXTRA_FARM.number} - ${LAST_EXTRA_FARM.name} aufklappen` }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('.overview-table__farm').count()).toBe(1);
  });
});
