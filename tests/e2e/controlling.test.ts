// The controlling screens in Chromium against `npm start` (product rules ‹Controlling overview›, 'Entity
// controlling page', 'Control-field modals'): a farm admin creates, edits and deletes a control field
// (messages, live hint, the lifecycle settings; its phase and 'Verlauf' on a phone), sees its incident in 'Aktuelle Meldungen' after an MLP upload and acknowledges
// it (with 'Beginn' and 'Ende'); farm staff without 'Konfiguration des Controllingsystems' only look, and with it on one location
// only they configure just that location; a farm admin mutes a site and ends the silence. Every screen passes
// axe-core and fits a 360 px phone.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { phaseText, transitionEntry } from '../../src/domain/alert-lifecycle-view.ts';
import { reportToday } from '../../src/domain/reports.ts';
import { launchBrowser } from './support/browser.ts';
import { axeViolations, scrollWidthAt360 } from './support/checks.ts';
import { startE2eServer, type E2eServer } from './support/server.ts';
import { PASSWORD, failureEvidence, freshLoginPage, logIn, waitForPath } from './support/session.ts';

const FIELD = 'fprz_pm';

async function signIn(page: Page, baseUrl: string, email: string, password = PASSWORD) {
  await freshLoginPage(page, baseUrl);
  await logIn(page, email, password);
  await waitForPath(page, '/');
}

async function expectPageFits(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, violations.join('\n')).toEqual([]);
  expect(await scrollWidthAt360(page)).toBeLessThanOrEqual(360);
}

/** Elements that scroll sideways: the page itself or any box inside it. */
async function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [document.scrollingElement!, ...document.querySelectorAll('body *')]
      .filter((el) => el === document.scrollingElement || ['auto', 'scroll'].includes(getComputedStyle(el).overflowX))
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} (${el.scrollWidth} > ${el.clientWidth})`),
  );
}

/**
 * The element is on a 360 px screen as a person sees it: a real size, horizontally inside 0..360
 * (no sideways scrolling reaches it; the page is only scrolled vertically), and not clipped or covered.
 */
async function expectOnPhoneScreen(target: Locator, what: string) {
  await target.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 200));
  const box = await target.boundingBox();
  expect(box, `${what}: no box`).not.toBeNull();
  expect(box!.width > 2 && box!.height > 2, `${what}: ${box!.width} × ${box!.height} px`).toBe(true);
  expect(box!.x >= 0 && box!.x + box!.width <= 360, `${what}: x ${box!.x}…${box!.x + box!.width}`).toBe(true);
  const hit = await target.evaluate((el) => {
    // The first line box: a link that wraps has its bounding box's centre between its lines.
    const r = el.getClientRects()[0] ?? el.getBoundingClientRect();
    const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return at !== null && (at === el || el.contains(at));
  });
  expect(hit, `${what}: clipped or covered (${JSON.stringify(await target.evaluate((el) => { const r = el.getClientRects()[0]; const at = r && document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2); return at ? `${at.tagName}.${at.className}: ${at.textContent?.slice(0, 60)}` : null; }))})`).toBe(true);
}
const STATE_TEXT = /^\s*\.\.\.(löste ein Ereignis aus|würde jetzt auslösen|würde jetzt nicht auslösen)$/;

/** Picks an option of a labelled react-aria select unless it is already chosen (a single option is). */
async function choose(page: Page, label: string, option: string) {
  const select = page.locator('.field.select').filter({ has: page.locator('.field__label', { hasText: new RegExp(`^${label}$`) }) });
  if ((await select.locator('.select__value').innerText()).trim() === option) return;
  await select.locator('button').click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function api(baseUrl: string, bearer: string, path: string, init: RequestInit = {}) {
  const res = await fetch(`${baseUrl}/api/v1${path}`, { ...init, headers: { authorization: `Bearer ${bearer}`, ...(init.body && typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}), ...init.headers } });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}
async function token(baseUrl: string, username: string) {
  const res = await fetch(`${baseUrl}/api/v1/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: PASSWORD }) });
  return ((await res.json()) as { access: string }).access;
}


/** A staff link to one location, with or without the alert permission. */
const staffLink = (location: number, allow_alerts: boolean) => ({ location, allow_alerts, allow_management: false, allow_evaluation_creation: false });
describe('controlling in the browser', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  let site: { id: number; number: string; location: number };
  let label = '';
  let adminToken = '';

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    page = await browser.context.newPage();
    adminToken = await token(server.baseUrl, 'ldwu-admin@herdenblick.example');
    // A site of the farm admin's farm that does not watch the field yet.
    const [sites, alerts, fields] = await Promise.all([
      api(server.baseUrl, adminToken, '/sites/?limit=100'),
      api(server.baseUrl, adminToken, '/alerts/?limit=1000'),
      api(server.baseUrl, adminToken, '/reports/fields/'),
    ]);
    const watched = new Set(alerts.results.filter((a: { field: string }) => a.field === FIELD).map((a: { entity_id: number }) => a.entity_id));
    site = sites.results.find((s: { id: number; location: number | null }) => s.location !== null && !watched.has(s.id));
    label = fields.find((f: { pythonic_name: string }) => f.pythonic_name === FIELD).label_or_name;
  }, 120_000);
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') console.log(await failureEvidence(page, server, context.task.name));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('farm admin: the overview, then a new control field with its messages and live hint', async () => {
    await signIn(page, server.baseUrl, 'ldwu-admin@herdenblick.example');
    await page.getByRole('link', { name: 'Controllingsystem' }).click();
    await page.getByRole('heading', { name: 'Übersicht' }).waitFor();
    await page.getByText(/^LDWU \d+ - /).waitFor();
    await page.getByText("Mit 'Bearbeiten' konfigurieren Sie die Überwachung.", { exact: false }).waitFor();
    // One farm: expanded, every row offers 'Bearbeiten' and none 'Anschauen'.
    await page.getByRole('link', { name: /^Bearbeiten: Betriebsstätte/ }).first().waitFor();
    expect(await page.getByRole('link', { name: /^Anschauen:/ }).count()).toBe(0);
    await expectPageFits(page);

    await page.goto(`${server.baseUrl}/sites/${site.id}/controlling`);
    await page.getByRole('heading', { name: 'Kontrollfeld-Überwachung' }).waitFor();
    await page.getByRole('link', { name: '← Zurück zur Übersicht' }).waitFor();
    await page.getByRole('button', { name: 'Neues Kontrollfeld erstellen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neues Kontrollfeld' });
    await dialog.waitFor();
    const add = dialog.getByRole('button', { name: 'Hinzufügen' });
    expect(await add.isDisabled()).toBe(true);
    // An untouched form is not scolded; beside the disabled button it says what is missing.
    await dialog.getByText('Zum Hinzufügen fehlt noch: Kennzahl, Schwellenwert und Vergleichsgruppe.').waitFor();
    expect(await dialog.getByText('Wählen Sie Werte aus!').count()).toBe(0);
    await choose(page, 'Kategorie', 'Prüftagsergebnisse');
    await choose(page, 'Unterkategorie', 'Milchinhaltsstoffe');
    await choose(page, 'Feld', label);
    // Live hint: below 0 never triggers; the current value is shown.
    await dialog.getByLabel('Wert', { exact: true }).fill('0');
    await dialog.getByText('Das Kontrollfeld würde jetzt nicht auslösen.').waitFor();
    await dialog.getByText(/^Aktueller Wert: \d/).waitFor();
    await choose(page, 'Bedingung', 'Größer als');
    await dialog.getByLabel('Wert', { exact: true }).fill('0');
    await dialog.getByText('Das Kontrollfeld würde jetzt auslösen.').waitFor();
    expect(await add.isDisabled()).toBe(true); // no comparison group yet
    // Choosing the group reloads the hint; held back here, so the spinner shows: the buttons stay put.
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('query CurrentValue')) await held;
      await route.continue();
    });
    await dialog.getByRole('button', { name: /Vergleichsgruppe/ }).click();
    await page.getByRole('option').first().click();
    await dialog.getByText('Aktueller Wert wird geladen …').waitFor();
    const loading = await add.boundingBox();
    release?.();
    await dialog.getByText('Das Kontrollfeld würde jetzt auslösen.').waitFor();
    expect(await add.boundingBox()).toEqual(loading);
    await page.unroute('**/graphql');
    expect(await add.isDisabled()).toBe(false);
    // Lifecycle: fires only on the second crossing test day in a row; back inside by 3,5 to resolve.
    await dialog.getByLabel(/^Auslösen nach/).fill('13');
    await dialog.getByText('Geben Sie eine ganze Zahl von 1 bis 12 an.').waitFor();
    expect(await add.isDisabled()).toBe(true);
    await dialog.getByLabel(/^Auslösen nach/).fill('2');
    await dialog.getByLabel(/^Erholungsspanne/).fill('3,5');
    expect(await add.isDisabled()).toBe(false);
    await expectPageFits(page);
    await add.click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: new RegExp(label.replace(/[()%]/g, '.')) });
    await row.getByText('Größer als 0').waitFor();
    await expectPageFits(page);
  });

  it('on a 360 px phone the saved lifecycle shows: the phase in words with its day, the Verlauf entry of the creation, the settings when editing', async () => {
    const alert = (await api(server.baseUrl, adminToken, `/alerts/?entity_type=site&entity_id=${site.id}&limit=100`)).results.find((a: { field: string }) => a.field === FIELD);
    expect([alert.pending_test_days, alert.recovery_margin]).toEqual([2, 3.5]);
    const [created] = (await api(server.baseUrl, adminToken, `/alerts/${alert.id}/transitions/`)).results;
    expect(created.cause).toBe('create');
    await page.setViewportSize({ width: 360, height: 740 });
    try {
      await page.reload();
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });
      const phase = row.getByText(phaseText(alert.phase, alert.phase_since), { exact: true });
      await phase.waitFor();
      await expectOnPhoneScreen(phase, 'phase');
      await row.getByRole('button', { name: `Verlauf anzeigen: ${label}` }).click();
      const history = page.getByRole('dialog', { name: `Verlauf: ${label}` });
      const entry = transitionEntry(created);
      const first = history.getByRole('listitem').first();
      await first.getByText(entry.change).waitFor();
      for (const text of [entry.change, entry.testDay, 'Kontrollfeld angelegt', created.by_user_name]) await expectOnPhoneScreen(first.getByText(text, { exact: true }), text);
      expect(await sidewaysScrollers(page)).toEqual([]);
      const violations = await axeViolations(page);
      expect(violations, violations.join('\n')).toEqual([]);
      await history.getByRole('button', { name: 'Schließen' }).click();
      await history.waitFor({ state: 'detached' });
      // A firing control field's incident has begun and runs on.
      if (alert.phase === 'firing') await page.locator('.incident-list').getByText(/Beginn \d{2}\.\d{2}\.\d{4}, läuft noch/).first().waitFor();
      await row.getByRole('button', { name: `Kontrollfeld bearbeiten: ${label}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Kontrollfeld bearbeiten' });
      expect(await dialog.getByLabel(/^Auslösen nach/).inputValue()).toBe('2');
      expect(await dialog.getByLabel(/^Erholungsspanne/).inputValue()).toBe('3,5');
      expect(await sidewaysScrollers(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('farm admin: editing shows the order message, saves Außerhalb; the history switch adds dated columns', async () => {
    await page.getByRole('button', { name: `Kontrollfeld bearbeiten: ${label}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Kontrollfeld bearbeiten' });
    await dialog.waitFor();
    await choose(page, 'Bedingung', 'Außerhalb');
    // German notation: '3,5' is 3.5 (more than 3), '1.000' is 1000.
    await dialog.getByLabel(/^Linker Bereichswert/).fill('3,5');
    await dialog.getByLabel(/^Rechter Bereichswert/).fill('3');
    await dialog.getByText('Der linke Bereichswert muss kleiner als der Rechte sein.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Speichern' }).isDisabled()).toBe(true);
    await dialog.getByLabel(/^Linker Bereichswert/).fill('1.000');
    await dialog.getByLabel(/^Rechter Bereichswert/).fill('2.000');
    await dialog.getByText('Das Kontrollfeld würde jetzt auslösen.').waitFor();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Außerhalb 1.000 – 2.000').waitFor();
    const headers = page.locator('.data-table thead th');
    const before = await headers.count();
    await page.getByText('Historische Werte anzeigen').click();
    await page.waitForFunction((n) => document.querySelectorAll('.data-table thead th').length > n, before, { timeout: 20_000 });
    expect(await headers.allInnerTexts()).toEqual(expect.arrayContaining([expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/)]));
  });

  it('after an MLP upload the incident is in Aktuelle Meldungen; the farm admin acknowledges it', async () => {
    const lkv = await token(server.baseUrl, 'lkv-admin@herdenblick.example');
    const today = reportToday();
    const form = new FormData();
    form.append('report', new Blob([`betriebsstaette;pruefdatum;verarbeitungsdatum;${FIELD}\n${site.number};${today};${today};4,2\n`], { type: 'text/csv' }), 'mlp.csv');
    await api(server.baseUrl, lkv, '/reports/upload/', { method: 'POST', body: form });

    await page.goto(`${server.baseUrl}/controlling`);
    await page.getByRole('heading', { name: 'Aktuelle Meldungen' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'ist nicht zw. 1.000 und 2.000' });
    await row.waitFor();
    await row.getByText('Wert 4,2').waitFor();
    await row.getByRole('button', { name: /^Meldung bestätigen/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Meldung bestätigen' });
    await dialog.getByLabel('Kommentar').fill('Futter umgestellt');
    await dialog.getByRole('button', { name: 'Bestätigen' }).click();
    await row.getByText(/bestätigt am .*Futter umgestellt/).waitFor();
    await expectPageFits(page);
  });

  it('farm admin deletes the control field after confirming; the incident stays in the history', async () => {
    await page.goto(`${server.baseUrl}/sites/${site.id}/controlling`);
    await page.getByRole('button', { name: `Kontrollfeld löschen: ${label}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Bitte bestätigen' });
    await confirm.getByText(`Möchten Sie das Kontrollfeld "${label}" wirklich löschen?`).waitFor();
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await page.getByText('Außerhalb 1.000 – 2.000').waitFor({ state: 'detached' });
    await page.locator('.incident-list').getByText(/ist nicht zw\. 1\.000 und 2\.000/).waitFor();
    await page.locator('.incident-list').getByText(/bestätigt am/).waitFor();
  });

  it('on a 360 px phone a control field and a current incident show value, state, differences and actions without sideways scrolling', async () => {
    const open = await api(server.baseUrl, adminToken, '/incidents/?limit=100&latest_per_site=true');
    const incident = open.results.find((i: { entity_type: string; acknowledged_at: string | null }) => i.entity_type === 'site' && i.acknowledged_at === null);
    const fields = await api(server.baseUrl, adminToken, '/reports/fields/');
    const fieldLabel: string = fields.find((f: { pythonic_name: string }) => f.pythonic_name === incident.field).label_or_name;
    await signIn(page, server.baseUrl, 'ldwu-admin@herdenblick.example');
    await page.setViewportSize({ width: 360, height: 740 });
    try {
      await page.goto(`${server.baseUrl}/sites/${incident.entity_id}/controlling`);
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: fieldLabel }) });
      await row.locator('.cell').waitFor();
      const cells = row.getByRole('cell');
      await expectOnPhoneScreen(row.getByRole('rowheader'), 'Kontrollfeld');
      await expectOnPhoneScreen(cells.nth(0), 'Schwellenwert');
      await expectOnPhoneScreen(row.locator('.cell'), 'Aktuell');
      await expectOnPhoneScreen(row.getByText(STATE_TEXT), 'state in words');
      await expectOnPhoneScreen(cells.nth(1).locator('.phase'), 'Zustand');
      await expectOnPhoneScreen(cells.nth(3), 'Diff. Prozentual');
      await expectOnPhoneScreen(cells.nth(4), 'Diff. Absolut');
      await expectOnPhoneScreen(row.getByRole('button', { name: `Kontrollfeld bearbeiten: ${fieldLabel}` }), 'Bearbeiten');
      await expectOnPhoneScreen(row.getByRole('button', { name: `Kontrollfeld löschen: ${fieldLabel}` }), 'Löschen');
      expect(await sidewaysScrollers(page)).toEqual([]);
      const violations = await axeViolations(page);
      expect(violations, violations.join('\n')).toEqual([]);

      await page.goto(`${server.baseUrl}/controlling`);
      const current = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Meldung bestätigen: ${fieldLabel}`, exact: false }) });
      await current.first().waitFor();
      await expectOnPhoneScreen(current.getByRole('link', { name: fieldLabel }), 'Kontrollfeld of the incident');
      await expectOnPhoneScreen(current.getByText(/^ist (unter|über|zw\.|nicht zw\.) /), 'Auslöser');
      expect(await current.first().locator('td[data-label="Beginn"]').innerText()).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
      expect(await current.first().locator('td[data-label="Ende"]').innerText()).toMatch(/^(läuft noch|\d{2}\.\d{2}\.\d{4})$/);
      await expectOnPhoneScreen(current.first().locator('td[data-label="Beginn"]'), 'Beginn');
      await expectOnPhoneScreen(current.first().locator('td[data-label="Ende"]'), 'Ende');
      await expectOnPhoneScreen(current.getByRole('button', { name: /^Meldung bestätigen/ }), 'Bestätigen');
      expect(await sidewaysScrollers(page)).toEqual([]);
      const overviewViolations = await axeViolations(page);
      expect(overviewViolations, overviewViolations.join('\n')).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('association clerk: the overview leads with the farms whose control fields have incidents, marked as such', async () => {
    const clerk = await token(server.baseUrl, 'lkv-admin@herdenblick.example');
    const alerts: { entity_type: string; entity_id: number; last_incident: unknown }[] = (await api(server.baseUrl, clerk, '/alerts/?limit=1000')).results;
    const farms = new Set<number>();
    for (const a of alerts.filter((x) => x.last_incident)) {
      farms.add(a.entity_type === 'farm' ? a.entity_id : (await api(server.baseUrl, clerk, `/${a.entity_type}s/${a.entity_id}/`)).farm);
    }
    expect(farms.size).toBeGreaterThan(0);
    await signIn(page, server.baseUrl, 'lkv-admin@herdenblick.example');
    await page.goto(`${server.baseUrl}/controlling`);
    const rows = page.locator('.overview-table__farm');
    await rows.first().waitFor();
    const marked = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('th')!.textContent!.includes('Meldungen')));
    expect(marked.length).toBeGreaterThan(farms.size);
    expect(marked).toEqual(marked.map((_, n) => n < farms.size));
  });

  it('farm staff without allow_alerts only look: Anschauen, no create or row tools', async () => {
    const email = `ohne-controlling-${Date.now()}@hof.example`;
    await api(server.baseUrl, adminToken, '/users/', {
      method: 'POST',
      body: JSON.stringify({
        email, password: 'Weidegang-2026', prefix: null, first_name: 'Olga', last_name: 'Ohnealarm', is_active: true, account_type: 'farm_staff',
        farm_admin_of: [], associations: [], locations: [{ location: site.location, allow_alerts: false, allow_management: false, allow_evaluation_creation: false }],
      }),
    });
    await signIn(page, server.baseUrl, email, 'Weidegang-2026');
    await page.goto(`${server.baseUrl}/controlling`);
    await page.getByRole('heading', { name: 'Übersicht' }).waitFor();
    await page.getByRole('link', { name: /^Anschauen:/ }).first().waitFor();
    expect(await page.getByRole('link', { name: /^Bearbeiten:/ }).count()).toBe(0);
    // The acknowledged incident of their site is shown to them, without any acknowledging button.
    await page.getByRole('row').filter({ hasText: 'ist nicht zw. 1.000 und 2.000' }).getByText(/bestätigt am/).waitFor();
    expect(await page.getByRole('button', { name: /^Meldung bestätigen/ }).count()).toBe(0);
    await page.getByRole('link', { name: /^Anschauen: Betriebsstätte/ }).first().click();
    await page.getByRole('heading', { name: 'Kontrollfeld-Überwachung' }).waitFor();
    await page.locator('.data-table, .muted').first().waitFor();
    expect(await page.getByRole('button', { name: 'Neues Kontrollfeld erstellen' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Kontrollfeld (bearbeiten|löschen)/ }).count()).toBe(0);
    await expectPageFits(page);
  });

  it('farm staff with allow_alerts on one location only: Bearbeiten there, Anschauen for the other', async () => {
    const { farm } = await api(server.baseUrl, adminToken, `/sites/${site.id}/`);
    const locations: { id: number; name: string; farm: number }[] = (await api(server.baseUrl, adminToken, `/locations/?farm=${farm}&limit=100`)).results;
    const allowed = locations.find((l) => l.id === site.location)!;
    const other = locations.find((l) => l.id !== site.location) ?? (await api(server.baseUrl, adminToken, '/locations/', { method: 'POST', body: JSON.stringify({ farm, name: 'Zweiter Betrieb' }) }));
    const email = `ein-betrieb-${Date.now()}@hof.example`;
    await api(server.baseUrl, adminToken, '/users/', {
      method: 'POST',
      body: JSON.stringify({
        email, password: 'Weidegang-2026', prefix: null, first_name: 'Eva', last_name: 'Einbetrieb', is_active: true, account_type: 'farm_staff',
        farm_admin_of: [], associations: [], locations: [staffLink(allowed.id, true), staffLink(other.id, false)],
      }),
    });
    await signIn(page, server.baseUrl, email, 'Weidegang-2026');
    await page.goto(`${server.baseUrl}/controlling`);
    await page.getByRole('link', { name: `Bearbeiten: Betrieb ${allowed.name}`, exact: true }).waitFor();
    await page.getByRole('link', { name: `Anschauen: Betrieb ${other.name}`, exact: true }).waitFor();
    await page.getByRole('link', { name: /^Bearbeiten: Betriebsstätte/ }).first().waitFor();
    // The farm covers both locations: not every link allows alerts.
    await page.getByRole('link', { name: /^Anschauen: LDWU / }).waitFor();
    await page.goto(`${server.baseUrl}/locations/${other.id}/controlling`);
    await page.getByRole('heading', { name: 'Kontrollfeld-Überwachung' }).waitFor();
    await page.locator('.data-table, .muted').first().waitFor();
    expect(await page.getByRole('button', { name: 'Neues Kontrollfeld erstellen' }).count()).toBe(0);
  });

  it("farm admin on a 360 px phone mutes a site ('Stallumbau'), sees it listed, ends it", async () => {
    await signIn(page, server.baseUrl, 'ldwu-admin@herdenblick.example');
    await page.setViewportSize({ width: 360, height: 740 });
    try {
      await page.goto(`${server.baseUrl}/sites/${site.id}/controlling`);
      const section = page.getByRole('region', { name: 'Stummschaltungen' });
      await section.getByRole('button', { name: 'Stummschalten' }).click();
      const dialog = page.getByRole('dialog', { name: 'Stummschalten' });
      await dialog.locator('.select__value', { hasText: 'Diese Betriebsstätte (alle Kontrollfelder)' }).waitFor();
      // Without a reason the dialog says what is missing, in German.
      await dialog.getByRole('button', { name: 'Stummschalten' }).click();
      await dialog.getByText('Geben Sie einen Grund an.').waitFor();
      await dialog.getByRole('textbox', { name: 'Grund' }).fill('Stallumbau');
      await dialog.getByRole('button', { name: 'Stummschalten' }).click();
      await dialog.waitFor({ state: 'detached' });
      const item = section.getByRole('listitem').filter({ hasText: 'Stallumbau' });
      await item.getByText(/^Stummgeschaltet bis \d{2}\.\d{2}\.\d{4}: Stallumbau$/).waitFor();
      await item.getByText('Aktiv', { exact: true }).waitFor();
      await item.getByText(/eingerichtet von/).waitFor();
      const end = item.getByRole('button', { name: /^Stummschaltung beenden: Betriebsstätte / });
      await expectOnPhoneScreen(end, 'Beenden');
      expect(await sidewaysScrollers(page)).toEqual([]);
      const violations = await axeViolations(page);
      expect(violations, violations.join('\n')).toEqual([]);
      await end.click();
      await item.getByText('Beendet', { exact: true }).waitFor();
      await item.getByText(/beendet von/).waitFor();
      const listed = await api(server.baseUrl, adminToken, `/silences/?entity_type=site&entity_id=${site.id}`);
      expect(listed.results.find((x: { reason: string }) => x.reason === 'Stallumbau')).toMatchObject({ target_type: 'site', target_id: site.id, state: 'ended' });
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('404 for an unknown entity type, a non-numeric id and a missing entity', async () => {
    await page.goto(`${server.baseUrl}/kuehe/1/controlling`);
    await page.getByRole('heading', { name: '404' }).waitFor();
    await page.goto(`${server.baseUrl}/sites/abc/controlling`);
    await page.getByRole('heading', { name: '404' }).waitFor();
    await page.goto(`${server.baseUrl}/sites/999999/controlling`);
    await page.getByRole('heading', { name: '404' }).waitFor();
  });
});
