// Master data with the keyboard only (product rules ‹Screens and routes› 'keyboard-only use works'): the site
// assignment on /farms/{id} (assign, unassign, the API's refusal of another farm's location), the
// farm name form, the farm list (filter, select, activity toggle, open a farm), the user list and
// the user form: every step is reached with Tab and operated with Enter, Space, arrows and Escape,
// and every stop shows a visible focus ring. Also the states the other e2e files leave out of the
// axe and 360 px checks: the farm list with the detail pane open, the user edit form.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { STORAGE_KEYS } from '../../src/app/auth-storage.ts';
import { launchBrowser } from './support/browser.ts';
import { axeViolations, scrollWidthAt360 } from './support/checks.ts';
import { startE2eServer, type E2eServer } from './support/server.ts';
import { PASSWORD, failureEvidence, freshLoginPage, logIn, waitForPath } from './support/session.ts';

interface Answer<T = any> {
  status: number;
  body: T;
}

/** REST as the signed-in browser user (its stored token): what the screens stored, and calls the UI never makes. */
async function rest<T = any>(page: Page, method: string, path: string, body?: unknown): Promise<Answer<T>> {
  return page.evaluate(
    async ({ verb, url, payload, key }) => {
      const { access } = JSON.parse(localStorage.getItem(key) ?? '{}') as { access?: string };
      const headers: Record<string, string> = { Authorization: `Bearer ${access}` };
      if (payload !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`/api/v1${url}`, { method: verb, headers, ...(payload === undefined ? {} : { body: JSON.stringify(payload) }) });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    { verb: method, url: path, payload: body, key: STORAGE_KEYS.tokens },
  ) as Promise<Answer<T>>;
}

interface Focused {
  name: string;
  tag: string;
  ring: boolean;
}

/** The focused element: a name as a person hears it, and whether a focus ring is drawn (on it or on the visual part of a RAC control). */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: '', tag: 'body', ring: false };
    // Both helpers run inside the page (this function is serialised), so they cannot live outside it.
    // oxlint-disable-next-line unicorn/consistent-function-scoping
    const byIds = (ids: string | null) => (ids ? ids.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : '');
    const labels = (el as HTMLInputElement).labels;
    const name = (el.getAttribute('aria-label') || byIds(el.getAttribute('aria-labelledby')) || (labels?.[0]?.textContent ?? '') || el.textContent || '').replace(/\s+/g, ' ').trim();
    // oxlint-disable-next-line unicorn/consistent-function-scoping
    const drawn = (node: Element | null) => {
      if (!node) return false;
      const s = getComputedStyle(node);
      return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2) || s.boxShadow !== 'none';
    };
    const wrapper = el.closest('[data-focus-visible]');
    const parts = wrapper ? [...wrapper.querySelectorAll('.checkbox__box, .switch__track, .radio__dot')] : [];
    return { name, tag: el.tagName.toLowerCase(), ring: drawn(el) || drawn(wrapper) || parts.some(drawn) };
  });
}

/** Tab (or Shift+Tab) until the focused element's name matches; every stop on the way must show its focus ring. */
async function tabTo(page: Page, name: RegExp, options: { back?: boolean; max?: number } = {}): Promise<Focused> {
  const seen: string[] = [];
  for (let i = 0; i < (options.max ?? 60); i++) {
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    seen.push(now.name);
    if (now.tag !== 'body') expect(now.ring, `no visible focus on "${now.name}" (${now.tag})`).toBe(true);
    if (name.test(now.name)) return now;
  }
  throw new Error(`Tab never reached ${name}; stops: ${seen.join(' | ')}`);
}

/** In an open listbox (focus on the selected option): Home, then arrow down until the focused option reads `option`, then Enter. */
async function chooseWithArrows(page: Page, option: string) {
  await page.getByRole('listbox').waitFor();
  await page.keyboard.press('Home');
  const seen: string[] = [];
  for (let i = 0; i < 30; i++) {
    const text = await page.evaluate(() => `${document.activeElement?.getAttribute('role')}:${document.activeElement?.textContent?.replace('✓', '').trim() ?? ''}`);
    seen.push(text);
    if (text === `option:${option}`) {
      await page.keyboard.press('Enter');
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`option ${option} not reached; focus went ${seen.join(' | ')}`);
}

async function signIn(page: Page, server: E2eServer, email: string, path: string) {
  await freshLoginPage(page, server.baseUrl);
  await logIn(page, email, PASSWORD);
  await waitForPath(page, '/');
  await page.goto(`${server.baseUrl}${path}`);
}

/** Focus at the top of the page, as after a fresh load (the next Tab reaches the first control). */
async function focusTop(page: Page) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.locator('h1').first().focus().catch(() => {});
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

async function expectPageFits(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, violations.join('\n')).toEqual([]);
  expect(await scrollWidthAt360(page)).toBeLessThanOrEqual(360);
}

describe('master data with the keyboard only', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser({ viewport: { width: 1280, height: 900 } });
    page = await browser.context.newPage();
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') console.log(await failureEvidence(page, server, context.task.name));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  describe('as farm admin (ldwu-admin) on LDWU verwalten', () => {
    let farmId = 0;
    let spareLocation = 0;

    it('renames the farm: Tab to the name, type, Tab to Speichern, Enter', async () => {
      await signIn(page, server, 'ldwu-admin@herdenblick.example', '/');
      farmId = (await rest<{ farms: number[] }>(page, 'GET', '/users/current-user/')).body.farms[0]!;
      // A second location to move a site to (the farm admin may create one).
      const created = await rest<{ id: number }>(page, 'POST', '/locations/', { name: 'Kälberstall Tastatur', farm: farmId });
      expect(created.status).toBe(201);
      spareLocation = created.body.id;
      await page.goto(`${server.baseUrl}/farms/${farmId}`);
      await page.getByRole('heading', { name: 'LDWU verwalten' }).waitFor();
      await page.locator('.site-row').first().waitFor();
      await focusTop(page);
      const field = await tabTo(page, /^Name des LDWU$/);
      expect(field.tag).toBe('input');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('Berger Hof am Bach');
      await tabTo(page, /^Speichern$/);
      await page.keyboard.press('Enter');
      await page.getByText('LDWU gespeichert').first().waitFor();
      expect((await rest<{ name: string }>(page, 'GET', `/farms/${farmId}/`)).body.name).toBe('Berger Hof am Bach');
    });

    it('assigns a site to another location and unassigns it with the keyboard; Escape closes the choice unchanged', async () => {
      const sites = (await rest<{ results: { id: number; display_name: string; location: number | null }[] }>(page, 'GET', `/sites/?farm=${farmId}&limit=100`)).body.results;
      const site = sites.find((s) => s.location !== null)!;
      expect(site, 'the demo farm has a site with a location').toBeDefined();
      const label = new RegExp(`Betrieb der Betriebsstätte ${site.display_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
      await page.reload();
      await page.locator('.site-row').first().waitFor({ timeout: 15_000 });

      // Escape: the list closes, focus is back on the select, nothing is stored.
      await focusTop(page);
      await tabTo(page, label);
      await page.keyboard.press('Enter');
      await page.getByRole('listbox').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      await expect.poll(async () => (await focused(page)).name).toMatch(label);
      expect((await rest(page, 'GET', `/sites/${site.id}/`)).body.location).toBe(site.location);

      // Assign to the spare location: Space opens, arrows move, Enter chooses.
      await page.keyboard.press('Space');
      await chooseWithArrows(page, 'Kälberstall Tastatur');
      await expect.poll(async () => (await rest(page, 'GET', `/sites/${site.id}/`)).body.location, { timeout: 15_000 }).toBe(spareLocation);
      // The location's card lists the site now.
      const spareCard = page.locator('.card-list__item', { has: page.locator('strong', { hasText: /^Kälberstall Tastatur$/ }) }).locator('.muted');
      await expect.poll(() => spareCard.innerText(), { timeout: 15_000 }).toBe(site.display_name);

      // Unassign: 'Keinem Betrieb zugeordnet'.
      await focusTop(page);
      await tabTo(page, label);
      await page.keyboard.press('Enter');
      await chooseWithArrows(page, 'Keinem Betrieb zugeordnet');
      await expect.poll(async () => (await rest(page, 'GET', `/sites/${site.id}/`)).body.location, { timeout: 15_000 }).toBeNull();
      await expect.poll(() => spareCard.innerText(), { timeout: 15_000 }).toBe('Keine Betriebsstätten zugeordnet');
      await expectPageFits(page);

      // The API refuses a location of another farm (the screen never offers one); nothing changes.
      const token = await (await fetch(`${server.baseUrl}/api/v1/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'lkv-admin@herdenblick.example', password: PASSWORD }) })).json();
      const all = await (await fetch(`${server.baseUrl}/api/v1/locations/?limit=1000`, { headers: { authorization: `Bearer ${token.access}` } })).json();
      const foreign = (all.results as { id: number; farm: number }[]).find((l) => l.farm !== farmId)!;
      const refused = await rest(page, 'PATCH', `/sites/${site.id}/`, { location: foreign.id });
      expect(refused.status).toBe(400);
      expect(refused.body.errors.location).toEqual(['Wählen Sie einen Betrieb desselben LDWU (oder keinen).']);
      expect((await rest(page, 'GET', `/sites/${site.id}/`)).body.location).toBeNull();
      // Put the site back where it was.
      expect((await rest(page, 'PATCH', `/sites/${site.id}/`, { location: site.location })).status).toBe(200);
    });
  });

  describe('as association admin (lkv-admin)', () => {
    it('farm list: filter, select, toggle the activity and open a farm with the keyboard; the detail pane fits a phone', async () => {
      await signIn(page, server, 'lkv-admin@herdenblick.example', '/farms');
      await page.getByRole('heading', { name: 'Alle LDWUs' }).waitFor();
      const first = page.locator('.farm-row').first();
      await first.waitFor();
      const name = await first.locator('.farm-row__name').innerText();
      await focusTop(page);
      await tabTo(page, /^LDWU filtern/);
      await page.keyboard.type(name.toUpperCase());
      await expect.poll(() => page.locator('.farm-row').count()).toBeLessThan(10);
      // Select with Space: the detail pane opens; Enter again deselects.
      const show = await tabTo(page, new RegExp(`^Anzeigen: .*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      await page.keyboard.press('Space');
      await page.getByRole('heading', { level: 2, name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).waitFor();
      expect((await focused(page)).name).toBe(show.name);
      await expectPageFits(page);
      // The activity toggle: Space flips it (aria-pressed), a second Space restores it.
      await tabTo(page, /LDWU aktivieren\/deaktivieren/);
      const toggle = page.locator(':focus');
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      await page.keyboard.press('Space');
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
      await page.keyboard.press('Space');
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
      // Open the farm: back to 'LDWU bearbeiten', Enter follows the link.
      await tabTo(page, /^LDWU bearbeiten: /, { back: true });
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => /^\/farms\/\d+$/.test(u.pathname), { timeout: 15_000 });
      await page.getByRole('heading', { name: 'LDWU verwalten' }).waitFor();
    });

    it('user list and edit form: Tab to Bearbeiten, Enter, change a name, Tab to Speichern, Enter; the edit form passes axe and fits a phone', async () => {
      await page.goto(`${server.baseUrl}/users`);
      await page.locator('.user-row').first().waitFor({ timeout: 15_000 });
      await focusTop(page);
      await tabTo(page, /^Benutzer filtern/);
      await page.keyboard.type('lkv-mitarbeiter');
      await expect.poll(async () => (await page.locator('.user-row').count()) === 1 && (await page.locator('.user-row').first().innerText()).includes('lkv-mitarbeiter@')).toBe(true);
      await tabTo(page, / bearbeiten$/);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Benutzer bearbeiten' }).waitFor();
      await expectPageFits(page);
      await focusTop(page);
      await tabTo(page, /^Nachname/);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('Kiermeier-Tastatur');
      // The row's button now reads 'Speichern' (product rules ‹User list›): the list follows the form.
      await tabTo(page, /^Änderungen an .* speichern$/, { max: 80 });
      await page.keyboard.press('Enter');
      await page.locator('.user-panel').waitFor({ state: 'detached' });
      const found = await rest<{ results: { last_name: string }[] }>(page, 'GET', '/users/?search=lkv-mitarbeiter');
      expect(found.body.results[0]!.last_name).toBe('Kiermeier-Tastatur');
    });
  });

  describe('as farm admin (ldwu-admin) in the user form', () => {
    it('creates farm staff with a location and a permission using Tab, typing, Space and Enter only; Escape closes an open choice', async () => {
      await signIn(page, server, 'ldwu-admin@herdenblick.example', '/users');
      await page.getByRole('heading', { name: 'Alle Benutzer' }).waitFor();
      await page.locator('.user-row').first().waitFor({ timeout: 15_000 });
      await focusTop(page);
      await tabTo(page, /^Neuen Benutzer anlegen$/);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Neuen Benutzer anlegen', level: 2 }).waitFor();
      // Anrede: a select; Escape closes it without a change, then Frau is chosen with the arrows.
      await tabTo(page, /Anrede/);
      await page.keyboard.press('Enter');
      await page.getByRole('listbox').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      expect(await page.locator('.user-panel').count()).toBe(1);
      // Focus is back on the select (restored a frame after the list closes; Enter before it went nowhere on a loaded machine).
      await expect.poll(async () => (await focused(page)).name).toMatch(/Anrede/);
      await page.keyboard.press('Enter');
      await chooseWithArrows(page, 'Frau');
      for (const [label, text] of [
        [/^Vorname$/, 'Tara'],
        [/^Nachname$/, 'Tastmann'],
        [/^E-Mail$/, 'tara.tastmann@e2e.example'],
        [/^Passwort$/, 'Weidegang-2026'],
        [/^Passwort wiederholen$/, 'Weidegang-2026'],
      ] as const) {
        await tabTo(page, label);
        await page.keyboard.type(text);
      }
      // The farm is preselected for a farm admin; a location is ticked with Space, then a permission.
      const location = await tabTo(page, /^Kälberstall Tastatur$/);
      expect(location.tag).toBe('input');
      await page.keyboard.press('Space');
      await page.getByRole('group', { name: 'Berechtigungen' }).waitFor();
      await tabTo(page, /^Anlage von Reporten$/);
      await page.keyboard.press('Space');
      await tabTo(page, /^Benutzer anlegen$/);
      await page.keyboard.press('Enter');
      await page.locator('.user-panel').waitFor({ state: 'detached', timeout: 15_000 });
      const found = (await rest<{ results: { id: number; email: string; prefix: string; account_type: string }[] }>(page, 'GET', '/users/?search=tara.tastmann')).body.results;
      expect(found).toEqual([expect.objectContaining({ email: 'tara.tastmann@e2e.example', prefix: 'Frau', account_type: 'farm_staff' })]);
      const links = (await rest(page, 'GET', `/users/${found[0]!.id}/locations/`)).body;
      expect(links).toEqual([expect.objectContaining({ allow_evaluation_creation: true, allow_alerts: false, allow_management: false })]);
    });
  });
});
