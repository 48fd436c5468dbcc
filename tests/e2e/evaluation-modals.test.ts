// The comparison-group and figure-filter modals of the evaluation wizard in Chromium (product rules ‹Comparison-group modals›,
// ‹Figure-filter modals›, ‹Evaluation and group workflows›, ‹Validation rules›, ‹Business constants and limits›): a farm admin creates a figure filter and a benchmark group (count shown, the
// below-minimum message, a custom period 'Vor ... Tagen' of 45 days), edits it (45 shown again),
// switches to expert (the note 'Vergleichsoptionen übertragen' once) and deletes a group an
// evaluation uses (second confirmation with the server's text, then force); the association admin
// sees the farm admin's filter read-only and copies it; with more groups than one page the groups tab
// searches the server and keeps a chosen group listed. Relies only on what the spec names for the
// wizard (button, dialog and tab titles), not on the wizard's details.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { browserSession } from './support/browser-session.ts';
import { axeViolations, scrollWidthAt360 } from './support/checks.ts';
import type { E2eServer } from './support/server.ts';
import { freshLoginPage, logIn, PASSWORD, waitForPath } from './support/session.ts';

const FARM_ADMIN = 'ldwu-admin@herdenblick.example';
const ASSOCIATION_ADMIN = 'lkv-admin@herdenblick.example';
const FILTER = 'E2E Zellzahl';
const GROUP = 'E2E Ökobetriebe';

async function signIn(page: Page, baseUrl: string, email: string) {
  await freshLoginPage(page, baseUrl);
  await logIn(page, email);
  await waitForPath(page, '/');
}

/** The wizard on /evaluations ('Neue Auswertung hinzufügen'), on one of its tabs. */
async function openWizardTab(page: Page, baseUrl: string, tab: 'Kennzahlen' | 'Vergleichsgruppen') {
  await page.goto(`${baseUrl}/evaluations`);
  await page.getByRole('button', { name: 'Neue Auswertung hinzufügen' }).click();
  // The wizard opens a tab only once the tabs before it are ready: a name and an entity first.
  const dialog = page.getByRole('dialog', { name: 'Neue Auswertung' });
  await dialog.getByLabel('Name').fill('Auswertung für die Modaltests');
  await dialog.getByRole('button', { name: /Entität/ }).click();
  await page.getByRole('option', { name: 'Universell' }).click();
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  // The filter list loads into the tab and moves the buttons: click on once it stands (a click during
  // the shift can miss 'Weiter' on a busy machine).
  await dialog.getByRole('tab', { name: 'Kennzahlen', selected: true }).waitFor();
  await expect.poll(() => dialog.getByText('Kennzahlen-Filter werden geladen …').count()).toBe(0);
  if (tab === 'Vergleichsgruppen') await dialog.getByRole('button', { name: 'Weiter' }).click();
  await dialog.getByRole('tab', { name: tab, selected: true }).waitFor();
}

async function tick(box: Locator, checked = true) {
  await box.locator('xpath=ancestor::label[1]').click();
  await expect.poll(() => box.isChecked()).toBe(checked);
}

async function expectFits(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, violations.join('\n')).toEqual([]);
  expect(await scrollWidthAt360(page)).toBeLessThanOrEqual(360);
}

async function api<T>(baseUrl: string, email: string, method: string, path: string, body?: unknown): Promise<T> {
  const token = await fetch(`${baseUrl}/api/v1/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: email, password: PASSWORD }) });
  const { access } = (await token.json()) as { access: string };
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${access}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return (response.status === 204 ? null : await response.json()) as T;
}

describe('comparison-group and figure-filter modals in the browser', () => {
  let server: E2eServer;
  let page: Page;

  browserSession((started) => ({ server, page } = started));

  it('farm admin: creates a figure filter from the catalogue, with the messages for an empty one', async () => {
    // The catalogue is held back until the dialog stands open, so it opens while the catalogue loads.
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('query PickerCatalogue')) await held;
      await route.continue();
    });
    await signIn(page, server.baseUrl, FARM_ADMIN);
    await openWizardTab(page, server.baseUrl, 'Kennzahlen');
    await page.getByRole('button', { name: 'Neuer Kennzahlen-Filter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neuen Kennzahlen-Filter erstellen' });
    await dialog.getByText('Kennzahlen werden geladen …').waitFor();
    // It loads into a list of fixed height: the buttons stay where they were (a tap must not miss).
    const create = dialog.getByRole('button', { name: 'Erstellen' });
    const opened = await create.boundingBox();
    release?.();
    await dialog.getByRole('heading', { name: 'Eutergesundheit', exact: true }).waitFor();
    expect(await create.boundingBox()).toEqual(opened);
    await page.unroute('**/graphql');
    await create.click();
    await dialog.getByText('Geben Sie einen Namen ein.').waitFor();
    await dialog.getByText('Wählen Sie mind. eine Kennzahl aus.').waitFor();
    await dialog.getByText('Korrigieren Sie Ihre Eingaben.').waitFor();
    await dialog.getByLabel('Name').fill(FILTER);
    await dialog.getByLabel('Kennzahlen suchen').fill('Zellzahl');
    // The search narrows the catalogue; categories stay as headings.
    await dialog.getByRole('heading', { name: 'Eutergesundheit', exact: true }).waitFor();
    await tick(dialog.getByRole('checkbox', { name: /^Zellzahl/ }).first());
    await dialog.getByText('1 Kennzahl ausgewählt').waitFor();
    await expectFits(page);
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The list reloaded and the new filter is the wizard's choice.
    await expect.poll(() => page.getByRole('radio', { name: FILTER }).isChecked()).toBe(true);
  });

  let groupId = 0;
  it("farm admin: a benchmark group with profile answers shows the count and 'Wählen Sie weniger Kriterien aus.' below the minimum", async () => {
    await openWizardTab(page, server.baseUrl, 'Vergleichsgruppen');
    await page.getByRole('button', { name: 'Neue Vergleichsgruppe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Vergleichsgruppe erstellen' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await dialog.getByText('Geben Sie einen Namen ein.').waitFor();
    await dialog.getByText('Geben Sie mindestens ein Kriterium an.').waitFor();
    await dialog.getByLabel('Name').fill(GROUP);
    await dialog.getByRole('button', { name: /Profilfrage hinzufügen/ }).click();
    await page.getByRole('option', { name: /Wirtschaftsweise/ }).click();
    // Ökologisch only: few operations in the test data.
    await tick(dialog.getByRole('checkbox', { name: /Ökologisch/ }));
    await tick(dialog.getByRole('checkbox', { name: 'Konventionell' }), false);
    await dialog.getByText('Wählen Sie weniger Kriterien aus.', { exact: false }).waitFor();
    const few = await dialog.getByText(/\d+ passende Betriebe|1 passende Betriebe/).innerText();
    expect(Number(few.replace(/\D/g, ''))).toBeLessThan(10);
    await expectFits(page);
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    expect(await dialog.isVisible()).toBe(true);
    // Both answers: enough operations, the message goes and the group can be created.
    await tick(dialog.getByRole('checkbox', { name: 'Konventionell' }));
    await expect.poll(async () => Number((await dialog.getByText(/passende Betriebe/).innerText()).replace(/\D/g, '')), { timeout: 10_000 }).toBeGreaterThanOrEqual(10);
    expect(await dialog.getByText('Wählen Sie weniger Kriterien aus.', { exact: false }).count()).toBe(0);
    // A custom period: 'Vor ... Tagen' opens the days field; empty it is refused, 45 days are taken.
    await dialog.getByRole('button', { name: /Vergleichszeitraum/ }).click();
    await page.getByRole('option', { name: 'Vor ... Tagen' }).click();
    const days = dialog.getByRole('textbox', { name: 'Anzahl Tage' });
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await dialog.getByText('Geben Sie einen Zeitraum zwischen 0 und 3650 Tagen an.').waitFor();
    await days.fill('45');
    await days.press('Tab');
    await expect.poll(() => dialog.getByText('Geben Sie einen Zeitraum zwischen 0 und 3650 Tagen an.').count()).toBe(0);
    await expect.poll(async () => (await dialog.getByRole('status').innerText()).includes('passende Betriebe'), { timeout: 10_000 }).toBe(true);
    await expectFits(page);
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('checkbox', { name: GROUP }).isChecked()).toBe(true);
    const groups = await api<{ results: { id: number; name: string; filter: { delay: number | null; management_options: Record<string, string[]> } }[] }>(server.baseUrl, FARM_ADMIN, 'GET', '/comparison_groups/');
    const stored = groups.results.find((g) => g.name === GROUP)!;
    expect(stored.filter.management_options).toEqual({ wirtschaftsweise: ['OEKOLOGISCH', 'KONVENTIONELL'] });
    expect(stored.filter.delay).toBe(45);
    groupId = stored.id;
  });

  it("farm admin: edits the group; the first switch to expert shows 'Vergleichsoptionen übertragen' once", async () => {
    await page.getByRole('button', { name: `„${GROUP}“ bearbeiten` }).click();
    const dialog = page.getByRole('dialog', { name: 'Vergleichsgruppe bearbeiten' });
    await dialog.waitFor();
    expect(await dialog.getByRole('tab', { name: 'Benchmark' }).getAttribute('aria-selected')).toBe('true');
    // The stored 45 days are no preset: the group opens with 'Vor ... Tagen' and 45 in the days field.
    expect(await dialog.getByRole('button', { name: /Vergleichszeitraum/ }).innerText()).toContain('Vor ... Tagen');
    expect(await dialog.getByRole('textbox', { name: 'Anzahl Tage' }).inputValue()).toBe('45');
    await dialog.getByRole('tab', { name: 'Experte' }).click();
    await dialog.getByText('Vergleichsoptionen übertragen').waitFor();
    // The copied options: the profile answers are there in the expert tab.
    expect(await dialog.getByRole('checkbox', { name: /Ökologisch/ }).isChecked()).toBe(true);
    await expectFits(page);
    await dialog.getByRole('tab', { name: 'Benchmark' }).click();
    await dialog.getByRole('tab', { name: 'Experte' }).click();
    await dialog.getByRole('tab', { name: 'Experte' }).waitFor();
    expect(await dialog.getByText('Vergleichsoptionen übertragen').count()).toBe(0);
    // Top percentage and top-in exclude each other.
    await dialog.getByRole('textbox', { name: 'Top-Betriebe' }).fill('10');
    await dialog.getByRole('textbox', { name: 'Top-Betriebe' }).press('Tab');
    await dialog.getByText('Der Vergleich mit Top-Betrieben kann nicht mit dem Vergleich von Kennzahlen kombiniert werden.').waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Anteil der Besten' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Name').fill(`${GROUP} Top 10`);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('checkbox', { name: `${GROUP} Top 10` }).waitFor();
    const stored = await api<{ aggregation: { how: string; threshold: number }; filter: { delay: number | null } }>(server.baseUrl, FARM_ADMIN, 'GET', `/comparison_groups/${groupId}/`);
    expect(stored.aggregation).toEqual({ how: 'percentile', threshold: 10 });
    // The expert copy carried the custom period along.
    expect(stored.filter.delay).toBe(45);
  });

  it("farm admin: 'Mein Betrieb' offers only own entity types and counts nothing before an entity is chosen", async () => {
    await page.getByRole('button', { name: 'Neue Vergleichsgruppe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Vergleichsgruppe erstellen' });
    await dialog.getByRole('tab', { name: 'Mein Betrieb' }).click();
    // No entity yet: no number of all operations, but why there is none.
    await dialog.getByText('Noch kein Kriterium gewählt: Die passenden Betriebe werden gezählt, sobald Sie eines angeben.').waitFor();
    await page.waitForTimeout(1000);
    expect(await dialog.getByText(/\d passende Betriebe/).count()).toBe(0);
    // A farm admin's own entities: LDWU, Betrieb, Betriebsstätte, no 'Verband'.
    await dialog.getByRole('button', { name: /Entitätstyp/ }).click();
    const options = await page.getByRole('option').allInnerTexts();
    expect(options.map((o) => o.trim())).toEqual(['LDWU', 'Betrieb', 'Betriebsstätte']);
    await page.getByRole('option', { name: 'LDWU' }).click();
    await dialog.getByRole('button', { name: /Entität(?!styp)/ }).click();
    await page.getByRole('option').first().click();
    await dialog.getByText(/^\d+ passende(r)? Betrieb/).waitFor();
    await expectFits(page);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it("farm admin: deleting a group an evaluation uses asks twice, the second time with the server's text, and deletes with force", async () => {
    const me = await api<{ farms: number[] }>(server.baseUrl, FARM_ADMIN, 'GET', '/users/current-user/');
    const evaluation = await api<{ id: number }>(server.baseUrl, FARM_ADMIN, 'POST', '/evaluations/', {
      name: 'E2E Auswertung mit Gruppe',
      entity_type: 'farm',
      entity_id: me.farms[0],
      filter: null,
      comparison_groups: [groupId],
      visibility: 'self',
      send_mail: false,
    });
    const name = `${GROUP} Top 10`;
    expect(await page.getByRole('checkbox', { name }).isChecked()).toBe(true);
    // Cancelled at the second question: the group stays, and stays selected.
    await page.getByRole('button', { name: `„${name}“ löschen` }).click();
    await page.getByRole('alertdialog', { name: 'Bitte bestätigen' }).getByRole('button', { name: 'Löschen' }).click();
    const asked = page.getByRole('alertdialog', { name: 'Bitte bestätigen' });
    await asked.getByText('„E2E Auswertung mit Gruppe“', { exact: false }).waitFor();
    await asked.getByRole('button', { name: 'Abbrechen' }).click();
    await asked.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('checkbox', { name }).isChecked()).toBe(true);
    await page.getByRole('button', { name: `„${name}“ löschen` }).click();
    const first = page.getByRole('alertdialog', { name: 'Bitte bestätigen' });
    await first.getByText(`Möchten Sie die Vergleichsgruppe '${name}' wirklich löschen?`).waitFor();
    await first.getByRole('button', { name: 'Löschen' }).click();
    const second = page.getByRole('alertdialog', { name: 'Bitte bestätigen' });
    await second.getByText('„E2E Auswertung mit Gruppe“', { exact: false }).waitFor();
    await second.getByText(`Möchten Sie die Vergleichsgruppe '${name}' wirklich löschen?`).waitFor();
    await expectFits(page);
    await second.getByRole('button', { name: 'Löschen' }).click();
    await second.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('checkbox', { name }).count()).toBe(0);
    const after = await api<{ comparison_groups: number[] }>(server.baseUrl, FARM_ADMIN, 'GET', `/evaluations/${evaluation.id}/`);
    expect(after.comparison_groups).toEqual([]);
  });

  it('farm admin: an evaluation whose group has no members says why in the report and offers no download', async () => {
    const me = await api<{ farms: number[] }>(server.baseUrl, FARM_ADMIN, 'GET', '/users/current-user/');
    // The server refuses an evaluation with an empty group, but a group can lose its members later:
    // saved with members, then moved ten years back, where no operation has inspection data.
    const definition = (delay: number | null) => ({
      name: 'E2E vor zehn Jahren',
      aggregation: { how: 'add', threshold: null },
      filter: { delay, entity_type: 'farm', entity_id: me.farms[0], location_size: null, management_options: {}, top_in: null },
    });
    const empty = await api<{ id: number }>(server.baseUrl, FARM_ADMIN, 'POST', '/comparison_groups/', definition(null));
    const evaluation = await api<{ id: number }>(server.baseUrl, FARM_ADMIN, 'POST', '/evaluations/', {
      name: 'E2E Auswertung ohne Vergleichswerte',
      entity_type: 'farm',
      entity_id: me.farms[0],
      filter: null,
      comparison_groups: [empty.id],
      visibility: 'self',
      send_mail: false,
    });
    await api(server.baseUrl, FARM_ADMIN, 'PUT', `/comparison_groups/${empty.id}/`, definition(3650));
    await page.goto(`${server.baseUrl}/evaluations/${evaluation.id}`);
    await page.getByText('Die Vergleichsgruppe umfasst keine Betriebe mit Prüfdaten zu diesem Datum', { exact: false }).first().waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Auswertung herunterladen' }).isDisabled()).toBe(true);
    await expectFits(page);
    await api(server.baseUrl, FARM_ADMIN, 'DELETE', `/evaluations/${evaluation.id}/`);
    await api(server.baseUrl, FARM_ADMIN, 'DELETE', `/comparison_groups/${empty.id}/`);
  });

  it("association admin: the farm admin's filter opens read-only ('Kennzahlen-Filter ansehen', 'Schließen') and can be copied", async () => {
    await signIn(page, server.baseUrl, ASSOCIATION_ADMIN);
    await openWizardTab(page, server.baseUrl, 'Kennzahlen');
    expect(await page.getByRole('button', { name: `„${FILTER}“ bearbeiten` }).count()).toBe(0);
    expect(await page.getByRole('button', { name: `„${FILTER}“ löschen` }).count()).toBe(0);
    await page.getByRole('button', { name: `„${FILTER}“ ansehen` }).click();
    const view = page.getByRole('dialog', { name: 'Kennzahlen-Filter ansehen' });
    await view.waitFor();
    expect(await view.getByRole('textbox').count()).toBe(0);
    await view.getByRole('checkbox', { name: /^Zellzahl/ }).first().waitFor();
    await expectFits(page);
    await view.getByRole('button', { name: 'Schließen' }).click();
    await view.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Kopie erstellen: „${FILTER}“` }).click();
    const edit = page.getByRole('dialog', { name: 'Kennzahlen-Filter bearbeiten' });
    await edit.waitFor();
    expect(await edit.getByLabel('Name').inputValue()).toBe(`${FILTER} Kopie`);
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('radio', { name: `${FILTER} Kopie` }).isChecked()).toBe(true);
    await page.getByRole('button', { name: `„${FILTER} Kopie“ bearbeiten` }).waitFor();
  });

  it('farm admin: with more groups than one page the tab searches the server; a group found and chosen stays listed', async () => {
    // 60 groups more than the tab showed before (one page is 50), made with one token.
    const me = await api<{ farms: number[] }>(server.baseUrl, FARM_ADMIN, 'GET', '/users/current-user/');
    const token = await fetch(`${server.baseUrl}/api/v1/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: FARM_ADMIN, password: PASSWORD }) });
    const { access } = (await token.json()) as { access: string };
    for (let i = 1; i <= 60; i++) {
      const body = {
        name: `E2E Viele ${String(i).padStart(2, '0')}`,
        aggregation: { how: 'add', threshold: null },
        filter: { delay: null, entity_type: 'farm', entity_id: me.farms[0], location_size: null, management_options: {}, top_in: null },
      };
      const res = await fetch(`${server.baseUrl}/api/v1/comparison_groups/`, { method: 'POST', headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect(res.status).toBe(201);
    }
    await signIn(page, server.baseUrl, FARM_ADMIN);
    await openWizardTab(page, server.baseUrl, 'Vergleichsgruppen');
    const dialog = page.getByRole('dialog', { name: 'Neue Auswertung' });
    const search = dialog.getByRole('searchbox', { name: 'Vergleichsgruppen durchsuchen' });
    await search.waitFor();
    await dialog.getByText(/^50 von \d+ Treffern – weitere Treffer, bitte genauer suchen$/).waitFor();
    // The 60th by name is beyond the first page: the search finds it.
    expect(await dialog.getByRole('checkbox', { name: 'E2E Viele 60' }).count()).toBe(0);
    await search.fill('viele 60');
    const sixty = dialog.getByRole('checkbox', { name: 'E2E Viele 60' });
    await tick(sixty);
    await search.fill('viele 01');
    await dialog.getByRole('checkbox', { name: 'E2E Viele 01' }).waitFor();
    expect(await sixty.isChecked()).toBe(true);
    await search.fill('nichts dergleichen');
    await dialog.getByText('Keine Treffer').waitFor();
    expect(await sixty.isChecked()).toBe(true);
    await expectFits(page);
  });
});

// The minimum comes from the server (MIN_GROUP_SIZE, sent with the current user), not from the
// default constant of 10: with 5 the organic-only group of the test data (5 operations) may be saved.
describe('comparison-group modal with MIN_GROUP_SIZE=5 on the server', () => {
  let server: E2eServer;
  let page: Page;

  browserSession((started) => ({ server, page } = started), { MIN_GROUP_SIZE: '5' });

  it("farm admin: 5 matching operations are enough; fewer say 'Wählen Sie weniger Kriterien aus.' with 5 as the minimum", async () => {
    await signIn(page, server.baseUrl, FARM_ADMIN);
    await openWizardTab(page, server.baseUrl, 'Vergleichsgruppen');
    await page.getByRole('button', { name: 'Neue Vergleichsgruppe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Vergleichsgruppe erstellen' });
    await dialog.getByLabel('Name').fill('E2E Öko ab fünf');
    await dialog.getByRole('button', { name: /Profilfrage hinzufügen/ }).click();
    await page.getByRole('option', { name: /Wirtschaftsweise/ }).click();
    await tick(dialog.getByRole('checkbox', { name: /Ökologisch/ }));
    await tick(dialog.getByRole('checkbox', { name: 'Konventionell' }), false);
    await dialog.getByText('5 passende Betriebe', { exact: true }).waitFor();
    expect(await dialog.getByText('Wählen Sie weniger Kriterien aus.', { exact: false }).count()).toBe(0);
    // Narrower still (only the largest herds): below 5, and the message names the server's 5.
    await dialog.getByRole('button', { name: /Betriebsgröße/ }).click();
    await page.getByRole('option', { name: 'über 1.000 Kühe' }).click();
    const tooFew = dialog.getByText('Wählen Sie weniger Kriterien aus.', { exact: false });
    await tooFew.waitFor();
    expect(await tooFew.innerText()).toContain('mindestens 5 Betriebe umfassen');
    await dialog.getByRole('button', { name: /Betriebsgröße/ }).click();
    await page.getByRole('option', { name: 'Keine Begrenzung' }).click();
    await dialog.getByText('5 passende Betriebe', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('checkbox', { name: 'E2E Öko ab fünf' }).isChecked()).toBe(true);
  });
});
