// The data pages in Chromium against `npm start` (product rules ‹Data export› export, product rules ‹Data check› data check's
// import): the export refuses dates outside start ≤ end ≤ today and downloads exactly the reports of
// the range; `unvollstaendig@` is sent from the evaluations to the data check and sees both lists;
// an association admin imports a good file (counts shown, reports visible through the API) and a bad
// one (lines listed, nothing stored); farm staff are refused the export and the import. Every page
// passes axe-core and fits a 360 px phone. With E2E_SHOTS=<dir> it also saves screenshots.
import { mkdirSync, readFileSync } from 'node:fs';
import { Temporal } from 'temporal-polyfill';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { axeViolations, scrollWidthAt360 } from './support/checks.ts';
import { startE2eServer, type E2eServer } from './support/server.ts';
import { failureEvidence, freshLoginPage, logIn, PASSWORD, waitForPath } from './support/session.ts';

const SHOTS = process.env.E2E_SHOTS;
const today = Temporal.Now.plainDateISO('Europe/Berlin');
/** 'TTMMJJJJ' as typed into the German date segments. */
const typed = (d: Temporal.PlainDate) => `${String(d.day).padStart(2, '0')}${String(d.month).padStart(2, '0')}${d.year}`;

async function signIn(page: Page, baseUrl: string, email: string) {
  await freshLoginPage(page, baseUrl);
  await logIn(page, email);
  await waitForPath(page, '/');
}

async function expectPageFits(page: Page, shot: string) {
  const violations = await axeViolations(page);
  expect(violations, violations.join('\n')).toEqual([]);
  expect(await scrollWidthAt360(page)).toBeLessThanOrEqual(360);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/${shot}-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${shot}-360.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  }
}

/** Opens the header menu and waits for an entry (the user's farms arrive with the bootstrap, the menu may still be filling). */
async function openMenu(page: Page, entry: string | RegExp) {
  const item = page.getByRole('menuitem', { name: entry });
  for (let attempt = 0; ; attempt++) {
    await page.locator('.header-menu-button').click();
    try {
      await item.waitFor({ timeout: 5_000 });
      return item;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

/** Types a date into a picker's segments (day, month, year), as a keyboard user would. */
async function typeDate(page: Page, label: string, date: Temporal.PlainDate) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(typed(date));
  await page.keyboard.press('Tab');
}

async function apiToken(baseUrl: string, username: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: PASSWORD }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access: string }).access;
}

async function api<T>(baseUrl: string, token: string, path: string): Promise<T> {
  const res = await fetch(`${baseUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

describe('data pages in the browser', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') console.log(await failureEvidence(page, server, context.task.name));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('farm staff are refused the export and the import (sent home), and see no menu entries for them', async () => {
    await signIn(page, server.baseUrl, 'mitarbeiter@herdenblick.example');
    for (const path of ['/data-export', '/data-import']) {
      await page.goto(`${server.baseUrl}${path}`);
      await waitForPath(page, '/');
    }
    await openMenu(page, 'Ausloggen');
    expect(await page.getByRole('menuitem', { name: /Daten (exportieren|importieren)/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('unvollstaendig@ is sent from the evaluations to the data check and sees both lists with their links', async () => {
    await signIn(page, server.baseUrl, 'unvollstaendig@herdenblick.example');
    await page.getByRole('link', { name: 'Auswertungen' }).first().click();
    await waitForPath(page, '/data-check');
    await page.getByRole('heading', { name: 'Daten-Prüfung' }).waitFor();
    await page.getByRole('heading', { name: 'Unvollständige Daten' }).waitFor();
    const profiles = page.locator('section', { has: page.getByRole('heading', { name: 'Betriebe ohne vollständiges Profil' }) });
    const sites = page.locator('section', { has: page.getByRole('heading', { name: 'Betriebsstätten ohne Betrieb' }) });
    expect(await profiles.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await sites.getByRole('listitem').count()).toBeGreaterThan(0);
    // A farm admin may fix it: red hints and the links to the farm page.
    expect(await page.getByText('Zu erledigen:').count()).toBe(2);
    expect(await page.getByText('Auswertungen können nicht aufgerufen werden.').count()).toBe(0);
    const token = await apiToken(server.baseUrl, 'unvollstaendig@herdenblick.example');
    const me = await api<{ farms: number[] }>(server.baseUrl, token, '/users/current-user/');
    const farmLink = profiles.getByRole('link', { name: /^LDWU bearbeiten/ }).first();
    expect(await farmLink.getAttribute('href')).toBe(`/farms/${me.farms[0]}`);
    expect(await sites.getByRole('link', { name: /^Farm bearbeiten/ }).first().getAttribute('href')).toMatch(/^\/farms\/\d+$/);
    await expectPageFits(page, 'data-check-incomplete');
    await farmLink.click();
    await waitForPath(page, `/farms/${me.farms[0]}`);
  });

  it('a farm admin with complete data sees that all is well, and evaluations are not redirected', async () => {
    await signIn(page, server.baseUrl, 'ldwu-admin@herdenblick.example');
    await page.goto(`${server.baseUrl}/data-check`);
    await page.getByText('Alle Daten sind vollständig.').waitFor();
    await expectPageFits(page, 'data-check-complete');
    await page.getByRole('link', { name: 'Auswertungen' }).first().click();
    await waitForPath(page, '/evaluations');
  });

  it('the export refuses dates outside start ≤ end ≤ today and downloads exactly the reports of the range', async () => {
    await signIn(page, server.baseUrl, 'ldwu-admin@herdenblick.example');
    await (await openMenu(page, 'Daten exportieren')).click();
    await waitForPath(page, '/data-export');
    await page.getByRole('heading', { name: 'Prüfergebnisse' }).waitFor();
    expect(await page.getByText('Von Anfang an').count()).toBeGreaterThan(0);
    expect(await page.getByText('Bis heute').count()).toBeGreaterThan(0);
    const submit = page.getByRole('button', { name: 'Jetzt exportieren' });

    // A start in the future: refused with the German message, the button disabled.
    await typeDate(page, 'Beginn-Datum', today.add({ days: 1 }));
    await page.getByText('Das Beginn-Datum darf nicht in der Zukunft liegen.').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Kein Beginn-Datum festlegen' }).click();
    expect(await submit.isDisabled()).toBe(false);

    // An end in the future, then a start after the end.
    await typeDate(page, 'End-Datum', today.add({ days: 3 }));
    await page.getByText('Das End-Datum darf nicht in der Zukunft liegen.').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    const end = today.subtract({ months: 2 }).with({ day: 1 }).subtract({ days: 1 });
    const start = end.subtract({ months: 3 }).with({ day: 1 });
    await page.getByRole('button', { name: 'Kein End-Datum festlegen' }).click();
    await typeDate(page, 'End-Datum', start);
    await typeDate(page, 'Beginn-Datum', end);
    await page.getByText('Das Beginn-Datum darf nicht nach dem End-Datum liegen.').waitFor();
    await page.getByText('Das End-Datum darf nicht vor dem Beginn-Datum liegen.').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/data-export-refused-1280.png`, fullPage: true });

    // The calendar offers no day after today.
    await page.getByRole('button', { name: 'End-Datum: Kalender öffnen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.locator('[data-disabled], [data-unavailable]').count()).toBeGreaterThan(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/data-export-calendar-1280.png` });
    await page.keyboard.press('Escape');

    // A valid range: the file, its name and rows.
    await typeDate(page, 'Beginn-Datum', start);
    await typeDate(page, 'End-Datum', end);
    expect(await submit.isDisabled()).toBe(false);
    const [download] = await Promise.all([page.waitForEvent('download'), submit.click()]);
    expect(download.suggestedFilename()).toBe(`Prüfungenexport_${today.toString().replaceAll('-', '')}.csv`);
    const text = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const [header, ...rows] = text.trim().split('\n');
    expect(header!.split(';').slice(0, 3)).toEqual(['betriebsstaette', 'pruefdatum', 'verarbeitungsdatum']);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const day = Temporal.PlainDate.from(row.split(';')[1]!);
      expect(Temporal.PlainDate.compare(day, start)).toBeGreaterThanOrEqual(0);
      expect(Temporal.PlainDate.compare(day, end)).toBeLessThanOrEqual(0);
    }
    // The same rows the API gives for the range; the page says how many arrived.
    const token = await apiToken(server.baseUrl, 'ldwu-admin@herdenblick.example');
    const res = await fetch(`${server.baseUrl}/api/v1/reports/csv/?begin=${start}&end=${end}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await res.text()).trim().split('\n').length - 1).toBe(rows.length);
    await page.getByText(new RegExp(`wurde heruntergeladen \\(Prüfberichte: ${rows.length.toLocaleString('de-DE')} ·`)).waitFor();
    await expectPageFits(page, 'data-export');
  });

  it('an association admin imports a good file (counts shown, reports in the API) and a bad one (lines listed, nothing stored)', async () => {
    await signIn(page, server.baseUrl, 'lkv-admin@herdenblick.example');
    await (await openMenu(page, 'Daten importieren')).click();
    await waitForPath(page, '/data-import');
    await page.getByRole('heading', { name: 'Daten importieren' }).waitFor();

    const token = await apiToken(server.baseUrl, 'lkv-admin@herdenblick.example');
    const sites = await api<{ results: { id: number; number: string }[] }>(server.baseUrl, token, '/sites/?limit=2');
    const [a, b] = sites.results;
    const day = today.subtract({ days: 1 }).toString();
    const reportsOn = async (site: number, date: string) =>
      (await api<{ results: { inspection_date: string }[] }>(server.baseUrl, token, `/reports/?site=${site}&limit=100`)).results.filter((r) => r.inspection_date === date);
    const before = (await reportsOn(a!.id, day)).length + (await reportsOn(b!.id, day)).length;

    // A file that is not CSV is refused before anything is sent.
    await page.setInputFiles('input[type=file]', { name: 'bericht.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('x') });
    await page.getByText('Bitte wählen Sie eine CSV-Datei (.csv) aus.').waitFor();

    const good = ['betriebsstaette;pruefdatum;verarbeitungsdatum;anz_geprueft;fprz_pm', `${a!.number};${day};${day};61;4,1`, `${b!.number};${day};${day};48;3,9`].join('\n');
    await page.setInputFiles('input[type=file]', { name: 'mlp-gut.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    await page.getByRole('button', { name: 'Jetzt importieren' }).click();
    await page.getByText('Import abgeschlossen').waitFor({ timeout: 30_000 });
    const summary = await page.locator('.data-import__summary').innerText();
    expect(summary).toContain(`${2 - before} ${2 - before === 1 ? 'Prüfbericht' : 'Prüfberichte'} neu gespeichert`);
    expect(summary).toContain('2 Betriebsstätten betroffen');
    expect(summary).toMatch(/\d+ Meldung(en)? im Controllingsystem ausgelöst/);
    expect(await reportsOn(a!.id, day)).toHaveLength(1);
    expect(await reportsOn(b!.id, day)).toHaveLength(1);
    await expectPageFits(page, 'data-import-stored');

    // A bad file: the good line is not stored either, the bad lines are listed.
    const other = today.subtract({ days: 2 }).toString();
    const bad = ['betriebsstaette;pruefdatum;verarbeitungsdatum;anz_geprueft', `${a!.number};${other};${other};50`, `999999999;${other};${other};50`, `${b!.number};${other};${other};viele`].join('\n');
    await page.setInputFiles('input[type=file]', { name: 'mlp-fehler.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await page.getByRole('button', { name: 'Jetzt importieren' }).click();
    await page.getByText('Die Datei wurde nicht übernommen', { exact: true }).waitFor({ timeout: 30_000 });
    const lines = page.getByRole('list', { name: 'Fehlerhafte Zeilen' });
    expect(await lines.getByRole('listitem').allInnerTexts()).toEqual([expect.stringMatching(/^Zeile 3:/), expect.stringMatching(/^Zeile 4:/)]);
    await page.getByText('Es wurde nichts gespeichert.', { exact: false }).first().waitFor();
    expect(await reportsOn(a!.id, other)).toHaveLength(0);
    await expectPageFits(page, 'data-import-rejected');
  });
});
