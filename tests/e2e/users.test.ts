// User management in Chromium (product rules ‹User list›, ‹User form›, ‹States and transitions›, ‹Validation rules›, ‹Error catalogue›): an
// association admin deactivates a user and creates one of each role they may create, a farm admin
// creates farm staff with permissions, farm staff edit their own profile (the digest opt-in on a phone) and verify their e-mail
// through the mailed link, the taken-username dialog; axe finds nothing serious, phones do not scroll
// sideways, and the keyboard reaches everything (focus visible, dialogs trap focus, Escape closes).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DIGEST_OPT_IN_LABEL } from '../../src/domain/controlling-digest.ts';
import { readOutbox } from '../support/mail.ts';
import { launchBrowser } from './support/browser.ts';
import { axeViolations, overflowsSideways, restAsUser } from './support/checks.ts';
import { startE2eServer, type E2eServer } from './support/server.ts';
import { PASSWORD, failureEvidence, freshLoginPage, logIn, waitForPath } from './support/session.ts';

/** react-aria draws the box over its hidden input: a person clicks the label. */
async function tick(box: Locator) {
  await box.locator('xpath=ancestor::label[1]').click();
  await expect.poll(() => box.isChecked()).toBe(true);
}

interface UserOut {
  id: number;
  email: string;
  username: string;
  account_type: string;
  is_active: boolean;
  farms: number[];
}

async function findUser(page: Page, email: string): Promise<UserOut | undefined> {
  const { results } = await restAsUser<{ results: UserOut[] }>(page, `/users/?search=${encodeURIComponent(email)}&limit=50`);
  return results.find((u) => u.email === email);
}

async function signIn(page: Page, server: E2eServer, email: string, path: string) {
  await freshLoginPage(page, server.baseUrl);
  await logIn(page, email, PASSWORD);
  await waitForPath(page, '/');
  await page.goto(`${server.baseUrl}${path}`);
}

async function choose(page: Page, label: string, option: string) {
  await page.locator('.select', { has: page.locator('.field__label', { hasText: label }) }).getByRole('button').click();
  // The selected option carries a '✓' before its text.
  await page.getByRole('option', { name: new RegExp(`(^|\\s)${option}$`) }).click();
}

async function fillNewUser(page: Page, fields: { first: string; last: string; email: string; role: string }) {
  await page.getByRole('heading', { name: 'Neuen Benutzer anlegen' }).waitFor();
  await choose(page, 'Anrede', 'Frau');
  await page.getByLabel('Vorname').fill(fields.first);
  await page.getByLabel('Nachname').fill(fields.last);
  await page.getByLabel('E-Mail').fill(fields.email);
  await choose(page, 'Kontotyp', fields.role);
  await page.getByLabel('Passwort', { exact: true }).fill('Weidegang-2026');
  await page.getByLabel('Passwort wiederholen').fill('Weidegang-2026');
}

const form = (page: Page) => page.locator('.user-panel');

describe('user management in the browser', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  let current = '';

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser({ viewport: { width: 1280, height: 900 } });
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const step = (name: string, run: () => Promise<void>, timeout = 90_000) =>
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

  step('association admin: the list in spec order with (ich), the filter, and a user deactivated after confirmation', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, server, 'lkv-admin@herdenblick.example', '/users');
    await page.getByRole('heading', { name: 'Alle Benutzer' }).waitFor();
    const rows = page.locator('.user-row');
    await rows.first().waitFor();
    // Self first, then the association member before the farm admins.
    await expect.poll(() => rows.nth(0).innerText()).toContain('(ich)');
    expect(await rows.nth(0).innerText()).toContain('Verbands-Administrator');
    expect(await rows.nth(1).innerText()).toContain('Verbandsmitarbeiter');
    expect(await page.getByText(/Benutzer insgesamt/).innerText()).toMatch(/^\d+ Benutzer insgesamt$/);

    await page.getByLabel('Benutzer filtern').fill('josef berger');
    await expect.poll(async () => (await rows.count()) === 1 && (await rows.first().innerText()).includes('ldwu-admin@herdenblick.example')).toBe(true);
    // Role labels match too.
    await page.getByLabel('Benutzer filtern').fill('Verbandsmitarbeiter');
    await expect.poll(async () => (await rows.allInnerTexts()).every((t) => t.includes('Verbandsmitarbeiter'))).toBe(true);

    await page.getByLabel('Benutzer filtern').fill('ldwu-admin-multi');
    await expect.poll(async () => (await rows.count()) === 1 && (await rows.first().innerText()).includes('ldwu-admin-multi@')).toBe(true);
    await rows.first().getByRole('button', { name: 'Benutzer deaktivieren' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Bitte bestätigen' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('ldwu-admin-multi@herdenblick.example');
    expect(await dialog.innerText()).toMatch(/wirklich deaktivieren\?/);
    expect.soft((await axeViolations(page)).join('\n')).toBe('');
    await dialog.getByRole('button', { name: 'Deaktivieren' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => rows.first().innerText()).toContain('inaktiv');
    await rows.first().getByRole('button', { name: 'Benutzer aktivieren' }).waitFor();
    expect((await findUser(page, 'ldwu-admin-multi@herdenblick.example'))?.is_active).toBe(false);
  });

  step("association admin: while a row is edited its button reads 'Abbrechen', then 'Speichern', which saves only the change", async () => {
    const rows = page.locator('.user-row');
    await page.getByLabel('Benutzer filtern').fill('lkv-mitarbeiter');
    await expect.poll(async () => (await rows.count()) === 1 && (await rows.first().innerText()).includes('lkv-mitarbeiter@')).toBe(true);
    await rows.first().getByRole('button', { name: /bearbeiten$/ }).click();
    await page.getByRole('heading', { name: 'Benutzer bearbeiten' }).waitFor();
    await rows.first().getByRole('button', { name: /abbrechen$/ }).waitFor();
    const patches: string[] = [];
    page.on('request', (r) => r.url().endsWith('/graphql') && /UserUpdate/.test(r.postData() ?? '') && patches.push(r.postData() ?? ''));
    await form(page).getByLabel('Nachname').fill('Kiermeier-Huber');
    const save = rows.first().getByRole('button', { name: /speichern$/ });
    await save.click();
    await form(page).waitFor({ state: 'detached' });
    await expect.poll(() => rows.first().innerText()).toContain('Frau Veronika Kiermeier-Huber');
    expect(patches).toHaveLength(1);
    expect(JSON.parse(patches[0]!).variables.input).toEqual({ last_name: 'Kiermeier-Huber' });
  });

  step("association admin: 'Alle Benutzer exportieren' saves Benutzerexport_YYYYMMDD.csv", async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Alle Benutzer exportieren' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Benutzerexport_\d{8}\.csv$/);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text).toContain('lkv-mitarbeiter@herdenblick.example');
  });

  step('association admin: no serious accessibility violation on the list and the open form; no sideways scrolling at 360 px', async () => {
    await page.getByLabel('Benutzer filtern').fill('');
    expect.soft((await axeViolations(page)).join('\n')).toBe('');
    await page.getByRole('button', { name: 'Neuen Benutzer anlegen' }).click();
    await page.getByRole('heading', { name: 'Neuen Benutzer anlegen', level: 2 }).waitFor();
    expect(new URL(page.url()).search).toBe('?new');
    expect.soft((await axeViolations(page)).join('\n')).toBe('');
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await overflowsSideways(page)).toBe(false);
    await page.goto(`${server.baseUrl}/users`);
    await page.locator('.user-row').first().waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  step('association admin: the messages of product rules ‹Validation rules›, then a new association member with allowed farms and admin rights for one', async () => {
    await page.goto(`${server.baseUrl}/users?new`);
    await fillNewUser(page, { first: 'Vera', last: 'Verbandlich', email: 'vera.verband@e2e.example', role: 'Verbandsmitarbeiter' });
    await page.getByLabel('Passwort wiederholen').fill('Weidegang-2027');
    await form(page).getByRole('button', { name: 'Benutzer anlegen' }).click();
    await form(page).getByText('Die Passwörter sind nicht identisch.').waitFor();
    await form(page).getByText('Geben Sie einen Benutzernamen ein.').waitFor();
    await form(page).getByText('Bitte weisen Sie dem Nutzer einen Verband / ein LDWU / einen Betrieb / eine Organisation zu.').waitFor();
    await page.getByLabel('Passwort wiederholen').fill('Weidegang-2026');
    await page.locator('label.switch', { hasText: 'Benutzername automatisch erzeugen' }).click();
    expect(await page.getByLabel('Benutzername', { exact: true }).isDisabled()).toBe(true);
    await tick(page.getByRole('checkbox', { name: /LKV - / }));
    await page.getByLabel('Freigegebene LDWUs: LDWU suchen').fill('0');
    const first = form(page).locator('.farm-picker').first().getByRole('checkbox').first();
    const farmLabel = (await first.locator('xpath=ancestor::label').innerText()).trim();
    await tick(first);
    await tick(page.getByRole('group', { name: 'Adminrechte für weitere LDWUs' }).getByRole('checkbox', { name: farmLabel }));
    await form(page).getByRole('button', { name: 'Benutzer anlegen' }).click();
    await form(page).waitFor({ state: 'detached' });
    const user = await findUser(page, 'vera.verband@e2e.example');
    expect(user?.account_type).toBe('association_member');
    expect(user?.username).toMatch(/^vm_\w+_\d+$/);
    const links = await restAsUser<{ allowed_farms: number[]; interim_admin_farms: number[] }[]>(page, `/users/${user!.id}/associations/`);
    expect(links).toHaveLength(1);
    expect(links[0]!.allowed_farms).toHaveLength(1);
    expect(links[0]!.interim_admin_farms).toEqual(links[0]!.allowed_farms);
  });

  step("association admin: a taken username opens 'Benutzername vergeben'; then a farm admin for a farm found by search", async () => {
    await page.goto(`${server.baseUrl}/users?new`);
    await fillNewUser(page, { first: 'Lars', last: 'Landwirt', email: 'lars.landwirt@e2e.example', role: 'LDWU-Administrator' });
    await page.getByLabel('Benutzername', { exact: true }).fill('ldwu-admin');
    await page.getByLabel('LDWUs: LDWU suchen').fill('0');
    await tick(form(page).locator('.farm-picker').getByRole('checkbox').first());
    await form(page).getByRole('button', { name: 'Benutzer anlegen' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Benutzername vergeben' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Der Benutzername ist bereits vergeben. Bitte wählen Sie einen anderen.');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByLabel('Benutzername', { exact: true }).fill('lars-landwirt');
    await form(page).getByRole('button', { name: 'Benutzer anlegen' }).click();
    await form(page).waitFor({ state: 'detached' });
    const user = await findUser(page, 'lars.landwirt@e2e.example');
    expect(user).toMatchObject({ account_type: 'farm_admin', username: 'lars-landwirt' });
    expect(user!.farms).toHaveLength(1);
  });

  step('association admin: a farm staff user with a location (no username field: it is generated)', async () => {
    await page.goto(`${server.baseUrl}/users?new`);
    await fillNewUser(page, { first: 'Sepp', last: 'Stall', email: 'sepp.stall@e2e.example', role: 'Betriebsmitarbeiter' });
    expect(await page.getByLabel('Benutzername', { exact: true }).count()).toBe(0);
    await page.getByLabel('LDWU: LDWU suchen').fill('0');
    await tick(form(page).locator('.farm-picker').getByRole('checkbox').first());
    await tick(page.getByRole('group', { name: /^Betriebe von / }).getByRole('checkbox').first());
    await page.getByRole('group', { name: 'Berechtigungen' }).waitFor();
    await form(page).getByRole('button', { name: 'Benutzer anlegen' }).click();
    await form(page).waitFor({ state: 'detached' });
    const user = await findUser(page, 'sepp.stall@e2e.example');
    expect(user?.account_type).toBe('farm_staff');
    expect(user?.username).toMatch(/^bm_\w+_\d+$/);
  });

  step('farm admin: only farm staff can be created; the farm is preselected and the permissions appear with a location', async () => {
    await signIn(page, server, 'ldwu-admin@herdenblick.example', '/users?new');
    await page.getByRole('heading', { name: 'Neuen Benutzer anlegen', level: 2 }).waitFor();
    await page.locator('.select', { has: page.locator('.field__label', { hasText: 'Kontotyp' }) }).getByRole('button').click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['Betriebsmitarbeiter']);
    await page.keyboard.press('Escape');
    await page.getByLabel('Vorname').fill('Mia');
    await page.getByLabel('Nachname').fill('Melkerin');
    await page.getByLabel('E-Mail').fill('mia.melkerin@e2e.example');
    await page.getByLabel('Passwort', { exact: true }).fill('Weidegang-2026');
    await page.getByLabel('Passwort wiederholen').fill('Weidegang-2026');
    expect(await page.getByRole('group', { name: 'Berechtigungen' }).count()).toBe(0);
    await tick(page.getByRole('group', { name: /^Betriebe von / }).getByRole('checkbox').first());
    const permissions = page.getByRole('group', { name: 'Berechtigungen' });
    await tick(permissions.getByRole('checkbox', { name: 'Anlage von Reporten' }));
    await tick(permissions.getByRole('checkbox', { name: 'Bearbeiten des Fragebogens' }));
    expect(await permissions.getByRole('checkbox', { name: 'Konfiguration des Controllingsystems' }).isChecked()).toBe(false);
    await form(page).getByRole('button', { name: 'Benutzer anlegen' }).click();
    await form(page).waitFor({ state: 'detached' });
    const user = await findUser(page, 'mia.melkerin@e2e.example');
    const links = await restAsUser<{ allow_management: boolean; allow_alerts: boolean; allow_evaluation_creation: boolean }[]>(page, `/users/${user!.id}/locations/`);
    expect(links).toEqual([expect.objectContaining({ allow_evaluation_creation: true, allow_management: true, allow_alerts: false })]);
  });

  step('keyboard only: focus is visible, the confirmation dialog traps focus, Escape closes it and nothing changes', async () => {
    await page.goto(`${server.baseUrl}/users`);
    await page.getByLabel('Benutzer filtern').fill('mia.melkerin');
    await expect.poll(async () => (await page.locator('.user-row').allInnerTexts()).join('|')).toMatch(/^[^|]*mia\.melkerin@e2e\.example[^|]*$/);
    await page.getByLabel('Benutzer filtern').focus();
    let reached = false;
    for (let i = 0; i < 8 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.textContent === 'Benutzer deaktivieren');
    }
    expect(reached).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-focus-visible'))).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Bitte bestätigen' });
    await dialog.waitFor();
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="alertdialog"]'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect((await findUser(page, 'mia.melkerin@e2e.example'))?.is_active).toBe(true);
  });

  step('farm staff: /profile without username, deactivation or assignments to change; a changed name is saved and home follows', async () => {
    await signIn(page, server, 'mitarbeiter@herdenblick.example', '/profile');
    await page.getByRole('heading', { name: 'Eigenen Benutzer bearbeiten', level: 1 }).waitFor();
    await page.getByRole('group', { name: /^Betriebe von / }).first().waitFor();
    expect(await page.getByLabel('Benutzername', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Benutzer (de)?aktivieren/ }).count()).toBe(0);
    expect(await page.getByRole('switch', { name: 'Aktiv' }).count()).toBe(0);
    expect(await page.getByText('Zuordnungen ändert ein Administrator.').count()).toBe(1);
    for (const box of await page.locator('.assignments').getByRole('checkbox').all()) expect(await box.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Speichern' }).isDisabled()).toBe(true);
    expect.soft((await axeViolations(page)).join('\n')).toBe('');
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await overflowsSideways(page)).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByLabel('Nachname').fill('Huber-Stallmeister');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await waitForPath(page, '/');
    const me = await restAsUser<{ last_name: string }>(page, '/users/current-user/');
    expect(me.last_name).toBe('Huber-Stallmeister');
  });

  step('farm staff on a phone: the monthly digest checkbox is saved with the profile and shown ticked afterwards', async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${server.baseUrl}/profile`);
    const box = page.getByRole('checkbox', { name: DIGEST_OPT_IN_LABEL });
    await box.waitFor({ state: 'attached' });
    expect(await box.isChecked()).toBe(false);
    await tick(box);
    expect(await overflowsSideways(page)).toBe(false);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await waitForPath(page, '/');
    expect((await restAsUser<{ digest_opt_in: boolean }>(page, '/users/current-user/')).digest_opt_in).toBe(true);
    await page.goto(`${server.baseUrl}/profile`);
    await expect.poll(() => page.getByRole('checkbox', { name: DIGEST_OPT_IN_LABEL }).isChecked()).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  step("farm staff: a new e-mail is unverified; 'E-Mail verifizieren' mails a link, following it verifies the address", async () => {
    await page.goto(`${server.baseUrl}/profile`);
    // Verified addresses show the disabled state; a changed address hides the button until saved.
    const verifiedButton = page.getByRole('button', { name: 'E-Mail ist verifiziert' });
    await verifiedButton.waitFor();
    expect(await verifiedButton.isDisabled()).toBe(true);
    await page.getByLabel('E-Mail', { exact: true }).fill('lukas.neu@e2e.example');
    expect(await page.getByRole('button', { name: /^E-Mail (ist )?verifi/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await waitForPath(page, '/');
    await page.goto(`${server.baseUrl}/profile`);
    await page.getByRole('button', { name: 'E-Mail verifizieren' }).click();
    await page.getByText('Ihrer E-Mail-Adresse wurde ein Bestätigungslink zugesendet. Bitte bestätigen Sie diesen, um Ihre E-Mail-Adresse zu verifizieren.').waitFor();
    let link: URL | undefined;
    await expect
      .poll(() => {
        const mail = readOutbox(server.dataDir).find((m) => m.to.includes('lukas.neu@e2e.example') && /verify-email/.test(m.text));
        const match = mail && /(https?:\/\/\S+\/verify-email\?token=[\w-]+)/.exec(mail.text);
        link = match ? new URL(match[1]!) : undefined;
        return !!link;
      })
      .toBe(true);
    await page.goto(`${server.baseUrl}${link!.pathname}${link!.search}`);
    await page.getByText('Ihre E-Mail-Adresse ist verifiziert.').waitFor();
    expect.soft((await axeViolations(page)).join('\n')).toBe('');
    await page.goto(`${server.baseUrl}/profile`);
    const verified = page.getByRole('button', { name: 'E-Mail ist verifiziert' });
    await verified.waitFor();
    expect(await verified.isDisabled()).toBe(true);
    // The link is single-use.
    await page.goto(`${server.baseUrl}${link!.pathname}${link!.search}`);
    await page.getByText('Die E-Mail-Adresse konnte nicht verifiziert werden.').waitFor();
  });
});
