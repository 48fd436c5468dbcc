// Master-data screens in Chromium against `npm start` (product rules ‹Farm list›, ‹Farm management›, new
// location, location edit, profile survey): a farm admin renames, creates, deletes, answers, imports
// and exports; an association admin deactivates a farm; farm staff get the read-only variants. Every
// page passes axe-core and fits a 360 px phone.
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { axeViolations, scrollWidthAt360 } from './support/checks.ts';
import { startE2eServer, type E2eServer } from './support/server.ts';
import { failureEvidence, freshLoginPage, logIn, waitForPath } from './support/session.ts';

async function signIn(page: Page, baseUrl: string, email: string) {
  await freshLoginPage(page, baseUrl);
  await logIn(page, email);
  await waitForPath(page, '/');
}

/** Client-side navigation through the header menu's entry, as a person would. */
async function openMenuEntry(page: Page, entry: RegExp) {
  const item = page.getByRole('menuitem', { name: entry });
  // The user's farms arrive with the bootstrap; until then the menu may still say 'Noch keine LDWUs'.
  for (let attempt = 0; ; attempt++) {
    await page.locator('.header-menu-button').click();
    try {
      await item.waitFor({ timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
  await item.click();
}

async function expectPageFits(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, violations.join('\n')).toEqual([]);
  expect(await scrollWidthAt360(page)).toBeLessThanOrEqual(360);
}

const SURVEY_READY = 'Alle Fragen sind beantwortet.';

describe('master data in the browser', () => {
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

  describe('as farm admin (ldwu-admin)', () => {
    let farmPath = '';
    let locationPath = '';

    it('renames the farm on LDWU verwalten; Speichern only for a changed, non-empty name', async () => {
      await signIn(page, server.baseUrl, 'ldwu-admin@herdenblick.example');
      await openMenuEntry(page, /^LDWU verwalten$/);
      await page.getByRole('heading', { name: 'LDWU verwalten' }).waitFor();
      farmPath = new URL(page.url()).pathname;
      expect(farmPath).toMatch(/^\/farms\/\d+$/);
      await page.getByText('IDNr. des LDWU').waitFor();
      await page.getByText('Zugehöriger Verband').waitFor();
      await page.getByText('Zustimmung erteilt').waitFor();
      const save = page.getByRole('button', { name: 'Speichern', exact: true });
      expect(await save.isDisabled()).toBe(true);
      const name = page.getByLabel('Name des LDWU');
      await name.fill('   ');
      expect(await save.isDisabled()).toBe(true);
      await page.getByText('Geben Sie einen Namen für das LDWU ein.').waitFor();
      // Longer than the server takes: said at the field, before anything is sent.
      await name.fill('B'.repeat(300));
      await page.getByText('Höchstens 200 Zeichen.').waitFor();
      expect(await save.isDisabled()).toBe(true);
      await name.fill('Berger Milch GbR');
      await save.click();
      await page.getByText('LDWU gespeichert').waitFor();
      await page.reload();
      await expect.poll(() => page.getByLabel('Name des LDWU').inputValue(), { timeout: 15_000 }).toBe('Berger Milch GbR');
      await expectPageFits(page);
    });

    it('creates a location from Neuen Betrieb hinzufügen, with cancel back to the farm', async () => {
      await page.getByRole('link', { name: 'Neuen Betrieb hinzufügen' }).click();
      await page.getByRole('heading', { name: 'Neuer Betrieb' }).waitFor();
      await page.getByText('Berger Milch GbR').waitFor(); // states the farm
      await expectPageFits(page);
      const create = page.getByRole('button', { name: 'Erstellen' });
      expect(await create.isDisabled()).toBe(true);
      await page.getByRole('link', { name: 'Abbrechen' }).click();
      await waitForPath(page, farmPath);
      await page.getByRole('link', { name: 'Neuen Betrieb hinzufügen' }).click();
      await page.getByLabel('Betriebsname').fill('Jungviehstall Au');
      await create.click();
      await page.waitForURL((u) => /^\/locations\/\d+$/.test(u.pathname), { timeout: 15_000 });
      locationPath = new URL(page.url()).pathname;
      await page.getByRole('heading', { name: 'Betrieb bearbeiten' }).waitFor();
      await page.getByText('Noch 117 unbeantwortete Fragen zum Profil').first().waitFor();
    });

    it('renames the location with Namensänderung speichern', async () => {
      const save = page.getByRole('button', { name: 'Namensänderung speichern' });
      expect(await save.isDisabled()).toBe(true);
      await page.getByLabel('Betriebsname').fill('Jungviehstall Auwiese');
      await save.click();
      await page.getByText('Betrieb gespeichert').waitFor();
      await page.reload();
      await expect.poll(() => page.getByLabel('Betriebsname').inputValue(), { timeout: 15_000 }).toBe('Jungviehstall Auwiese');
    });

    it('answers the profile: adopts another location, changes one answer, saves only at zero unanswered', async () => {
      const save = page.getByRole('button', { name: 'Profil speichern' });
      expect(await save.isDisabled()).toBe(true);
      const adopt = page.getByRole('button', { name: 'Profil übernehmen' });
      expect(await adopt.isDisabled()).toBe(true);
      // One answer by hand: the counter drops by one.
      await page.getByRole('radiogroup', { name: /Haupt- oder im Nebenerwerb/ }).getByText('Nebenerwerb', { exact: true }).click();
      await page.getByText('Noch 116 unbeantwortete Fragen zum Profil').first().waitFor();
      // Adopt the profile of another location: every answer replaced, the selector reset.
      await page.getByRole('button', { name: /Profil eines anderen Betriebs übernehmen/ }).click();
      const options = await page.getByRole('option').allInnerTexts();
      expect(options.at(-1)).toBe('Aus vorherigen Export');
      expect(options.length).toBeGreaterThan(1); // the farm's other locations with a profile
      await page.getByRole('option', { name: options[0]! }).click();
      expect(await adopt.isDisabled()).toBe(false);
      await adopt.click();
      await page.getByText(SURVEY_READY).waitFor();
      await page.getByRole('button', { name: /Profil eines anderen Betriebs übernehmen/ }).waitFor();
      // Change one answer, then save.
      const weide = page.getByRole('radiogroup', { name: /Haupt- oder im Nebenerwerb/ });
      await weide.getByText('Nebenerwerb', { exact: true }).click();
      expect(await save.isDisabled()).toBe(false);
      await save.click();
      await page.getByText('Profil gespeichert').first().waitFor();
      await page.reload();
      await page.getByText(SURVEY_READY).waitFor({ timeout: 15_000 });
      expect(await page.getByRole('radiogroup', { name: /Haupt- oder im Nebenerwerb/ }).getByRole('radio', { name: 'Nebenerwerb' }).isChecked()).toBe(true);
      await expectPageFits(page);
    });

    it('exports the answers as Profile-Export-{name}.csv with the header Frage;Antwort, question texts and answer labels', async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Antworten des Fragebogens exportieren' }).click()]);
      expect(download.suggestedFilename()).toBe('Profile-Export-Jungviehstall_Auwiese.csv');
      const text = readFileSync((await download.path())!, 'utf8');
      const lines = text.trim().split('\n');
      expect(lines[0]).toBe('Frage;Antwort');
      expect(lines).toContain('Wird der Betrieb im Haupt- oder im Nebenerwerb geführt?;Nebenerwerb');
      expect(lines).toHaveLength(118);
    });

    it('imports a profile CSV (Aus vorherigen Export): answers replaced, then saved', async () => {
      const csv = readFileSync((await (await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Antworten des Fragebogens exportieren' }).click()]))[0].path())!, 'utf8')
        .replace('Wird der Betrieb im Haupt- oder im Nebenerwerb geführt?;Nebenerwerb', 'Wird der Betrieb im Haupt- oder im Nebenerwerb geführt?;"Haupterwerb"');
      await page.getByRole('button', { name: /Profil eines anderen Betriebs übernehmen/ }).click();
      await page.getByRole('option', { name: 'Aus vorherigen Export' }).click();
      await page.getByText('Wähle eine Datei...').waitFor();
      const adopt = page.getByRole('button', { name: 'Profil übernehmen' });
      expect(await adopt.isDisabled()).toBe(true);
      await page.locator('input[type=file]').setInputFiles({ name: 'Profil.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByText('Profil.csv').waitFor();
      await adopt.click();
      await expect
        .poll(() => page.getByRole('radiogroup', { name: /Haupt- oder im Nebenerwerb/ }).getByRole('radio', { name: 'Haupterwerb' }).isChecked())
        .toBe(true);
      await page.getByRole('button', { name: 'Profil speichern' }).click();
      await page.getByText('Profil gespeichert').first().waitFor();
    });

    it('deletes the location after confirming; Escape closes the dialog and focus stays inside it', async () => {
      await page.getByRole('button', { name: 'Betrieb löschen' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText('Möchten Sie den Betrieb "Jungviehstall Auwiese" wirklich löschen?').waitFor();
      // Keyboard: Tab cycles inside the dialog, Escape closes it.
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => !!document.activeElement?.closest('[role=alertdialog]'))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Betrieb löschen' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
      await waitForPath(page, farmPath);
      await page.getByText('Betrieb gelöscht').first().waitFor();
      await page.goto(`${server.baseUrl}${locationPath}`);
      await page.getByText(`Page ${locationPath} does not exist.`).waitFor({ timeout: 15_000 });
    });

    it('offers no deletion for a location with sites, and shows the survey on /survey/{id}', async () => {
      await page.goto(`${server.baseUrl}${farmPath}`);
      await page.getByRole('link', { name: /^Profil bearbeiten: / }).first().click();
      await page.getByRole('heading', { name: 'Betrieb bearbeiten' }).waitFor();
      await page.getByText('Zugeordnete Betriebsstätten').waitFor();
      expect(await page.getByRole('button', { name: 'Betrieb löschen' }).count()).toBe(0);
      // Unticking only plans the change, says what it does, and can be dropped.
      const box = page.getByRole('group', { name: 'Zugeordnete Betriebsstätten' }).getByRole('checkbox', { checked: true }).first();
      // The label reads '✓' (the box) and then the site's name.
      const site = (await box.locator('xpath=ancestor::label[1]').innerText()).split('\n').at(-1)!.split(' (')[0]!.trim();
      await box.locator('xpath=ancestor::label[1]').click();
      await page.getByText(`${site}: von `).waitFor();
      await page.getByText(/^⚠ Eine Betriebsstätte ohne Betrieb macht die Daten des LDWU unvollständig/).waitFor();
      await expectPageFits(page);
      await page.getByRole('button', { name: 'Änderungen verwerfen' }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Zuordnung speichern' }).count()).toBe(0);
      await page.reload();
      await page.getByRole('group', { name: 'Zugeordnete Betriebsstätten' }).getByRole('checkbox', { name: new RegExp(`^${site.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), checked: true }).waitFor();
      const id = new URL(page.url()).pathname.split('/').at(-1);
      await page.goto(`${server.baseUrl}/survey/${id}`);
      await page.getByRole('heading', { name: 'Betriebsprofil' }).waitFor();
      await page.getByText(SURVEY_READY).waitFor({ timeout: 15_000 });
      await page.getByRole('heading', { name: 'Melken und Melktechnik' }).waitFor();
      await expectPageFits(page);
    });

    it('shows the not-found page for an unknown or non-canonical id', async () => {
      for (const path of ['/locations/999999', '/locations/007', '/farms/999999', '/survey/abc', '/locations/new?farm=999999']) {
        await page.goto(`${server.baseUrl}${path}`);
        await page.getByRole('heading', { name: '404' }).waitFor({ timeout: 15_000 });
      }
    });
  });

  describe('as association admin (lkv-admin)', () => {
    it('lists, filters and selects farms, and deactivates one', async () => {
      await signIn(page, server.baseUrl, 'lkv-admin@herdenblick.example');
      await openMenuEntry(page, /^LDWUs (verwalten|anschauen)$/);
      await page.getByRole('heading', { name: 'Alle LDWUs' }).waitFor();
      await page.getByText('Betriebe insgesamt').waitFor();
      await page.getByText('Kein LDWU ausgewählt').waitFor();
      await page.locator('.farm-row').first().waitFor();
      await expectPageFits(page);

      const first = page.locator('.farm-row').first();
      const name = await first.locator('.farm-row__name').innerText();
      await page.getByLabel('LDWU filtern').fill(name.toUpperCase());
      await expect.poll(() => page.locator('.farm-row').count()).toBeLessThan(10);
      const row = page.locator('.farm-row', { hasText: name }).first();
      await row.getByRole('button', { name: /^Anzeigen/ }).click();
      await page.getByRole('heading', { level: 2, name: new RegExp(name) }).waitFor();
      await row.getByRole('button', { name: /^Anzeigen/ }).click();
      await page.getByText('Kein LDWU ausgewählt').waitFor();

      const toggle = row.getByRole('button', { name: /LDWU aktivieren\/deaktivieren/ });
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
      await page.reload();
      await page.getByLabel('LDWU filtern').fill(name);
      await page.getByRole('button', { name: 'Betrieb deaktiviert' }).click();
      await page.locator('.farm-row', { hasText: name }).getByText('(deaktiviert)').waitFor({ timeout: 15_000 });
      // A second click clears the toggle filter.
      await page.getByRole('button', { name: 'Betrieb deaktiviert' }).click();
      expect(await page.getByRole('button', { name: 'Betrieb deaktiviert' }).getAttribute('aria-pressed')).toBe('false');
    });
  });

  describe('as farm staff (mitarbeiter)', () => {
    it('sees the farm and its locations read-only', async () => {
      await signIn(page, server.baseUrl, 'mitarbeiter@herdenblick.example');
      await openMenuEntry(page, /^LDWU anschauen$/);
      await page.getByRole('heading', { name: 'LDWU verwalten' }).waitFor();
      await page.getByText('Sie können dieses LDWU nur ansehen.').waitFor();
      expect(await page.getByRole('button', { name: 'Speichern', exact: true }).count()).toBe(0);
      expect(await page.getByLabel('Name des LDWU').getAttribute('readonly')).not.toBeNull();
      expect(await page.getByRole('link', { name: 'Neuen Betrieb hinzufügen' }).count()).toBe(0);
      await expectPageFits(page);
      await page.locator('.card-list__item a').first().click();
      await page.getByRole('heading', { name: 'Betrieb bearbeiten' }).waitFor();
      await page.getByText('Sie können diesen Betrieb nur ansehen.').waitFor();
      expect(await page.getByRole('button', { name: 'Namensänderung speichern' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Betrieb löschen' }).count()).toBe(0);
      for (const box of await page.getByRole('checkbox').all()) expect(await box.isDisabled()).toBe(true);
      await expectPageFits(page);
    });
  });
});
