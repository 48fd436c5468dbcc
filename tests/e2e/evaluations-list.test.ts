// /evaluations in Chromium against `npm start` (product rules ‹Evaluations list›, ‹Evaluation modals›): a farm admin reads the sections
// and the popover, creates an evaluation through the wizard ('Weiter' waits for each tab, the
// messages show, the backdrop does not close it), stars it (the API says default), copies it
// (' Kopie', default off), edits and deletes with the confirmation; farm staff without evaluation
// rights get no add/edit/copy/delete controls. axe-core and the 360 px check on list and wizard. An
// association clerk with more evaluations than one server page (120 inserted before the server starts)
// finds one on a later page with 'Weiter' and by 'Auswertungen filtern'.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { axeViolations, scrollWidthAt360 } from './support/checks.ts';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/api/db/client.ts';
import { startE2eServer, type E2eServer } from './support/server.ts';
import { failureEvidence, freshLoginPage, logIn, PASSWORD, waitForPath } from './support/session.ts';

const NAME = 'E2E Herdenvergleich';
const COPY = `${NAME} Kopie`;
const CLERK_EVALUATIONS = 120;
const LATE = 'Zielauswertung Nord';
const SET = 'Als Standard-Auswertung auf der Startseite anzeigen';
const UNSET = 'Nicht mehr auf der Startseite anzeigen';

async function expectPageFits(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, violations.join('\n')).toEqual([]);
  expect(await scrollWidthAt360(page)).toBeLessThanOrEqual(360);
}

const row = (page: Page, name: string) => page.locator('.evaluation-row').filter({ has: page.getByRole('link', { name, exact: true }) });

async function api<T>(server: E2eServer, email: string, path: string): Promise<T> {
  const token = await fetch(`${server.baseUrl}/api/v1/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: email, password: PASSWORD }) });
  const { access } = (await token.json()) as { access: string };
  const response = await fetch(`${server.baseUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${access}` } });
  return (await response.json()) as T;
}

describe('evaluations list and wizard in the browser', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;

  beforeAll(async () => {
    server = await startE2eServer({}, async (dataDir) => {
      const database = await openDatabase({ dataDir });
      try {
        // The clerk's own universal evaluations (visibility self: no one else's list changes), the
        // one sought sorting last by name.
        await database.db.execute(sql`insert into evaluations (name, user_id, visibility)
          select case when n = ${CLERK_EVALUATIONS} then ${LATE} else 'Sammelauswertung ' || lpad(n::text, 3, '0') end, (select id from users where username = 'lkv-admin'), 'self'
          from generate_series(1, ${CLERK_EVALUATIONS}) n`);
      } finally {
        await database.close();
      }
    });
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
    const admin = 'ldwu-admin@herdenblick.example';
    let createdId = 0;

    it('lists the evaluations in sections with a popover after hovering, then opens the wizard', async () => {
      await freshLoginPage(page, server.baseUrl);
      await logIn(page, admin);
      await waitForPath(page, '/');
      await page.getByRole('link', { name: 'Auswertungen', exact: true }).first().click();
      await waitForPath(page, '/evaluations');
      await page.getByRole('heading', { name: 'Auswertungen', level: 1 }).waitFor();
      await page.getByText('Folgende Auswertungen stehen Ihnen zur Verfügung').waitFor();
      await page.locator('.evaluation-row').first().waitFor({ timeout: 20_000 });
      expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(['Universell', 'Verband', 'LDWU']);
      expect(await page.getByRole('link', { name: 'Mein LDWU im Vergleich' }).getAttribute('href')).toBe('/evaluations/1');
      await expectPageFits(page);

      // After 1 s of hovering, not at once.
      await page.getByRole('link', { name: 'Mein LDWU im Vergleich' }).hover();
      const tooltip = page.getByRole('tooltip');
      await page.waitForTimeout(400);
      expect(await tooltip.count()).toBe(0);
      await tooltip.waitFor({ timeout: 5_000 });
      const text = await tooltip.innerText();
      expect(text).toContain('Zugewiesene Kennzahlen und Vergleichsgruppen');
      expect(text).toContain('Eutergesundheit kompakt');
      expect(text).toContain('Melkroboter-Betriebe');
      await page.mouse.move(1, 1);

      // The dashboard's 'Neue Auswertung definieren' links to /evaluations?new: the wizard opens there.
      await page.goto(`${server.baseUrl}/evaluations?new`);
      await page.getByRole('dialog', { name: 'Neue Auswertung' }).getByRole('button', { name: 'Abbrechen' }).click();
      await waitForPath(page, '/evaluations');
      expect(new URL(page.url()).search).toBe('');
      await page.locator('.evaluation-row').first().waitFor();
    });

    it("creates an evaluation: 'Weiter' waits for each tab, the messages show, the backdrop does not close it", async () => {
      await page.getByRole('button', { name: 'Neue Auswertung hinzufügen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Neue Auswertung' });
      await dialog.waitFor();
      const next = dialog.getByRole('button', { name: 'Weiter' });
      expect(await next.isDisabled()).toBe(true);
      await dialog.getByLabel('Name').focus();
      await page.keyboard.press('Tab');
      await dialog.getByText('Geben Sie einen Namen ein.').waitFor();
      await dialog.getByLabel('Name').fill(NAME);
      expect(await next.isDisabled()).toBe(true);
      await dialog.getByRole('button', { name: /Entität/ }).click();
      await page.getByRole('option', { name: 'Universell' }).click();
      await dialog.getByText('Universelle Auswertungen können nicht geteilt werden.').waitFor();
      expect(await dialog.getByRole('button', { name: /Sichtbarkeit/ }).isDisabled()).toBe(true);
      expect(await dialog.getByRole('switch', { name: SET }).isDisabled()).toBe(true);
      await dialog.getByRole('button', { name: /Entität/ }).click();
      await page.getByRole('option', { name: 'LDWU' }).click();
      expect(await next.isDisabled()).toBe(true);
      await dialog.getByRole('button', { name: /LDWU$/ }).click();
      await page.getByRole('option').first().click();
      expect(await next.isDisabled()).toBe(false);
      // A click on the backdrop leaves the wizard open.
      await page.mouse.click(5, 400);
      expect(await dialog.isVisible()).toBe(true);
      await next.click();
      await dialog.getByRole('tab', { name: 'Kennzahlen', selected: true }).waitFor();
      await dialog.getByText('Eutergesundheit kompakt', { exact: true }).click();
      expect(await dialog.getByRole('radio', { name: 'Eutergesundheit kompakt' }).isChecked()).toBe(true);
      await next.click();
      await dialog.getByRole('tab', { name: 'Vergleichsgruppen', selected: true }).waitFor();
      // Nothing chosen yet is not an error: beside the disabled button it says what is missing.
      await dialog.getByText('Zum Hinzufügen fehlt noch: mindestens eine Vergleichsgruppe.').waitFor();
      expect(await dialog.getByText('Wählen Sie mind. eine Vergleichsgruppe aus.').count()).toBe(0);
      const add = dialog.getByRole('button', { name: 'Hinzufügen' });
      expect(await add.isDisabled()).toBe(true);
      await dialog.getByText('Ökobetriebe', { exact: true }).click();
      expect(await add.isDisabled()).toBe(false);
      await expectPageFits(page);
      await add.click();
      await dialog.waitFor({ state: 'detached' });
      const link = page.getByRole('link', { name: NAME, exact: true });
      await link.waitFor();
      createdId = Number((await link.getAttribute('href'))!.split('/').pop());
      const stored = await api<{ name: string; entity_type: string; filter: number; comparison_groups: number[]; visibility: string }>(server, admin, `/evaluations/${createdId}/`);
      expect(stored).toMatchObject({ name: NAME, entity_type: 'farm', filter: 1, comparison_groups: [4], visibility: 'self' });
      // In the LDWU section, under the farm's name.
      expect(await page.locator('section').filter({ has: page.getByRole('heading', { name: 'LDWU', level: 2 }) }).getByRole('link', { name: NAME, exact: true }).count()).toBe(1);
    });

    it('stars it: the API says it is the default; the star of the former default turns off', async () => {
      await row(page, NAME).getByRole('button', { name: SET }).click();
      await row(page, NAME).getByRole('button', { name: UNSET }).waitFor();
      await row(page, 'Mein LDWU im Vergleich').getByRole('button', { name: SET }).waitFor();
      const me = await api<{ default_evaluation: number | null }>(server, admin, '/users/current-user/');
      expect(me.default_evaluation).toBe(createdId);
      // Universal evaluations have no star.
      expect(await row(page, 'Schnellvergleich (universell)').getByRole('button', { name: SET }).count()).toBe(0);
    });

    it("copies it: the wizard opens as 'Neue Auswertung' named '… Kopie' with the default switch off", async () => {
      await row(page, NAME).getByRole('button', { name: 'Kopie erstellen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Neue Auswertung' });
      await dialog.waitFor();
      expect(await dialog.getByLabel('Name').inputValue()).toBe(COPY);
      expect(await dialog.getByRole('switch', { name: SET }).isChecked()).toBe(false);
      await dialog.getByRole('tab', { name: 'Vergleichsgruppen' }).click();
      await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('link', { name: COPY, exact: true }).waitFor();
      const list = await api<{ results: { name: string; filter: number; comparison_groups: number[] }[] }>(server, admin, '/evaluations/');
      expect(list.results.find((e) => e.name === COPY)).toMatchObject({ filter: 1, comparison_groups: [4] });
      const me = await api<{ default_evaluation: number | null }>(server, admin, '/users/current-user/');
      expect(me.default_evaluation).toBe(createdId);
    });

    it("edits with 'Speichern' (Escape closes unsaved) and deletes after 'Möchten Sie … wirklich löschen?'", async () => {
      const edit = row(page, COPY).getByRole('button', { name: 'Bearbeiten' });
      await edit.click();
      const dialog = page.getByRole('dialog', { name: 'Auswertung bearbeiten' });
      await dialog.getByLabel('Name').fill('nicht gespeichert');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await edit.click();
      expect(await dialog.getByLabel('Name').inputValue()).toBe(COPY);
      await dialog.getByLabel('Name').fill(`${COPY} 2`);
      await dialog.getByRole('tab', { name: 'Vergleichsgruppen' }).click();
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await dialog.waitFor({ state: 'detached' });
      await row(page, `${COPY} 2`).getByRole('button', { name: 'Löschen' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Auswertung löschen' });
      await confirm.getByText(`Möchten Sie die Auswertung '${COPY} 2' wirklich löschen?`).waitFor();
      await confirm.getByRole('button', { name: 'Löschen' }).click();
      await confirm.waitFor({ state: 'detached' });
      await page.getByRole('link', { name: `${COPY} 2`, exact: true }).waitFor({ state: 'detached' });
      const list = await api<{ results: { name: string }[] }>(server, admin, '/evaluations/');
      expect(list.results.map((e) => e.name)).not.toContain(`${COPY} 2`);
    });

    it("creates an evaluation of a location with 'Gleiche Betriebsgröße'; its detail page shows that column with a value and n", async () => {
      const SIZE = 'E2E Gleiche Größe';
      // A location whose size band has enough members to show values (the seed's small bands are withheld).
      type SizeAnswer = { data: { field: string; value: number | null; has_error: boolean; n: number }[] };
      const { results: locations } = await api<{ results: { id: number; name: string }[] }>(server, admin, '/locations/?limit=100');
      let chosen: { id: number; name: string; row: SizeAnswer['data'][number] } | null = null;
      for (const l of locations) {
        const answer = await api<SizeAnswer>(server, admin, `/comparison_groups/location_size/report/?entity_type=location&entity_id=${l.id}&filter=1`);
        const shown = answer.data?.find((r) => !r.has_error && r.value !== null);
        if (shown) {
          chosen = { ...l, row: shown };
          break;
        }
      }
      expect(chosen).not.toBeNull();
      const { id: locationId, name: locationName, row: expected } = chosen!;

      await page.getByRole('button', { name: 'Neue Auswertung hinzufügen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Neue Auswertung' });
      await dialog.getByLabel('Name').fill(SIZE);
      await dialog.getByRole('button', { name: /Entität/ }).click();
      await page.getByRole('option', { name: 'Betrieb', exact: true }).click();
      await dialog.getByRole('button', { name: /Betrieb$/ }).click();
      await page.getByRole('option', { name: locationName }).click();
      await dialog.getByRole('button', { name: 'Weiter' }).click();
      await dialog.getByText('Eutergesundheit kompakt', { exact: true }).click();
      await dialog.getByRole('button', { name: 'Weiter' }).click();
      expect(await dialog.getByRole('checkbox', { name: 'Gleiche Betriebsgröße' }).isDisabled()).toBe(false);
      await dialog.getByText('Gleiche Betriebsgröße', { exact: true }).click();
      await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
      await dialog.waitFor({ state: 'detached' });
      const link = page.getByRole('link', { name: SIZE, exact: true });
      const id = Number((await link.getAttribute('href'))!.split('/').pop());
      const stored = await api<{ entity_type: string; entity_id: number; comparison_groups: unknown[] }>(server, admin, `/evaluations/${id}/`);
      expect(stored).toMatchObject({ entity_type: 'location', entity_id: locationId, comparison_groups: ['location_size'] });

      await link.click();
      const header = page.locator('.report-table th.report-table__group').filter({ hasText: 'Gleiche Betriebsgröße' });
      await header.waitFor({ timeout: 30_000 });
      expect(await header.getByRole('link', { name: /Vergleich/ }).getAttribute('href')).toBe(`/evaluations/${id}/comparison-groups/location_size?location=${locationId}`);
      // The size band's cell of that figure: a number and the API's n.
      const cell = page.locator(`tr[data-field="${expected.field}"] td:nth-of-type(3)`);
      expect(await cell.textContent()).toMatch(new RegExp(`\\d.*n = ${expected.n}`));
    });
  });

  describe('as farm staff without evaluation rights (mitarbeiter)', () => {
    it("sees the farm's evaluation with its star but without add, edit, copy or delete; ?new opens nothing", async () => {
      await freshLoginPage(page, server.baseUrl);
      await logIn(page, 'mitarbeiter@herdenblick.example');
      await waitForPath(page, '/');
      await page.goto(`${server.baseUrl}/evaluations?new`);
      await page.getByRole('heading', { name: 'Auswertungen', level: 1 }).waitFor();
      await page.getByText('Folgende Auswertungen stehen Ihnen zur Verfügung').waitFor();
      // The farm's shared evaluation (visibility 'Das LDWU'): the star is for everyone.
      await row(page, 'Mein LDWU im Vergleich').getByRole('button', { name: SET }).waitFor({ timeout: 20_000 });
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Neue Auswertung hinzufügen' }).count()).toBe(0);
      for (const name of ['Bearbeiten', 'Kopie erstellen', 'Löschen']) expect(await page.getByRole('button', { name }).count()).toBe(0);
      await expectPageFits(page);
    });
  });

  describe('as association clerk with more evaluations than one page (lkv-admin)', () => {
    it("finds an evaluation on a later page with 'Weiter' and by 'Auswertungen filtern'; 360 px without sideways scrolling", async () => {
      await freshLoginPage(page, server.baseUrl);
      await logIn(page, 'lkv-admin@herdenblick.example');
      await waitForPath(page, '/');
      await page.goto(`${server.baseUrl}/evaluations`);
      await page.locator('.evaluation-row').first().waitFor({ timeout: 20_000 });
      const status = page.locator('.evaluations-page__list [role="status"]');
      expect(Number((await status.innerText()).replace(/\D/g, ''))).toBeGreaterThan(CLERK_EVALUATIONS);
      expect(await page.locator('.evaluation-row').count()).toBeLessThanOrEqual(50);
      expect(await page.getByRole('link', { name: LATE }).count()).toBe(0);
      const pager = page.getByRole('navigation', { name: 'Seiten der Auswertungsliste' });
      await expect.poll(() => pager.innerText()).toContain('1–50 von');
      for (let i = 0; i < 5 && (await page.getByRole('link', { name: LATE }).count()) === 0; i++) {
        const range = await pager.innerText();
        await pager.getByRole('button', { name: 'Weiter' }).click();
        await expect.poll(() => pager.innerText()).not.toBe(range);
        await page.locator('.evaluations-page__list[aria-busy="false"]').waitFor();
      }
      expect(await page.getByRole('link', { name: LATE }).getAttribute('href')).toMatch(/^\/evaluations\/\d+$/);
      expect(await page.getByRole('heading', { level: 2 }).first().innerText()).toBe('Universell');
      await expectPageFits(page);

      await page.getByRole('searchbox', { name: 'Auswertungen filtern' }).fill('zielauswertung');
      await page.locator('.evaluations-page__list[data-filter="zielauswertung"][aria-busy="false"]').waitFor();
      expect(await status.innerText()).toBe('1 Auswertung gefunden');
      expect(await page.locator('.evaluation-row').count()).toBe(1);
      await page.getByRole('link', { name: LATE }).waitFor();
      expect(await pager.count()).toBe(0);
      await expectPageFits(page);
    });
  });
});
