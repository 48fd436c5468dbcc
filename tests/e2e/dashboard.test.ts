// The start page (/) in Chromium against `npm start`, one journey per role: a farm admin with one
// farm, one with several, farm staff and an association admin. Every card's figures are compared
// with what the API answers the same account; 'Weitere Einträge anzeigen' opens up to 10 reports;
// each dashboard passes axe-core and fits a 360 px phone (screenshots at 360 and 1280 px).
import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DASHBOARD_INCIDENTS, integrityErrors } from '../../src/domain/dashboard.ts';
import { formatDate, formatDateTime, formatNumber } from '../../src/domain/format.ts';
import { launchBrowser } from './support/browser.ts';
import { axeViolations, scrollWidthAt360 } from './support/checks.ts';
import { startE2eServer, type E2eServer } from './support/server.ts';
import { failureEvidence, freshLoginPage, logIn, PASSWORD, waitForPath } from './support/session.ts';

const SHOTS = '/tmp/herdenblick-tests/dashboard';
const int = (n: number) => formatNumber(n, { precision: 0 });

/** What the API answers the account: the numbers every card must show. */
async function apiFigures(baseUrl: string, username: string) {
  const token = await fetch(`${baseUrl}/api/v1/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  }).then((r) => r.json() as Promise<{ access: string }>);
  const get = (path: string) => fetch(`${baseUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${token.access}` } }).then((r) => r.json() as Promise<any>);
  const [summary, users, incidents, alerts, notifying, reports, me] = await Promise.all([
    get('/dashboard/'),
    get('/users/?is_active=true&limit=1'),
    get(`/incidents/?latest_per_site=true&limit=${DASHBOARD_INCIDENTS}`),
    get('/alerts/?limit=1'),
    get('/alerts/?send_mail=true&limit=1'),
    get('/reports/?limit=10'),
    get('/users/current-user/'),
  ]);
  const farmNames = new Map<number, string>();
  for (const farm of new Set<number>(reports.results.map((r: { farm: number }) => r.farm))) farmNames.set(farm, (await get(`/farms/${farm}/`)).name);
  const siteNames = new Map<number, string>();
  for (const site of new Set<number>(reports.results.map((r: { site: number }) => r.site))) siteNames.set(site, (await get(`/sites/${site}/`)).display_name);
  const evaluation = me.default_evaluation ? await get(`/evaluations/${me.default_evaluation}/`) : null;
  return { me, summary, activeUsers: users.count as number, incidents, alerts: alerts.count as number, notifying: notifying.count as number, reports: reports.results as any[], farmNames, siteNames, evaluation };
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function checkCards(page: Page, figures: Awaited<ReturnType<typeof apiFigures>>, offers: { users: boolean; newUser: boolean; ownData: boolean }) {
  const { summary } = figures;
  const sites = region(page, 'Betriebsstätten');
  await sites.getByText(int(summary.site_count), { exact: true }).waitFor();
  expect(await sites.innerText()).toContain(`Letzte Verarbeitung: ${formatDateTime(summary.last_processing_date)}`);
  const cows = region(page, 'Kuh-Bestand');
  await cows.getByText(int(summary.cow_count), { exact: true }).waitFor();
  expect(await cows.innerText()).toContain(`Stand der letzten Prüfung: ${formatDate(summary.last_inspection_date)}`);

  const users = region(page, 'Aktive Benutzer');
  if (offers.users) {
    await users.getByText(int(figures.activeUsers), { exact: true }).waitFor();
    expect(await users.getByRole('link', { name: 'Neuen Benutzer anlegen' }).count()).toBe(offers.newUser ? 1 : 0);
  } else expect(await users.count()).toBe(0);
  expect(await page.getByRole('link', { name: 'Eigene Daten anpassen' }).count()).toBe(offers.ownData ? 1 : 0);

  // Data integrity: only errors, and only when there are some.
  const errors = integrityErrors(figures.me, summary);
  const integrity = region(page, 'Unvollständige Daten');
  if (errors.length) for (const e of errors) await integrity.getByText(e).waitFor();
  else expect(await integrity.count()).toBe(0);

  // Controlling: the overview counts and the current incidents.
  const controlling = region(page, 'Controllingsystem');
  await expect.poll(() => controlling.getByTestId('dash-incident-count').innerText(), { timeout: 15_000 }).toBe(int(figures.incidents.count));
  expect(await controlling.getByTestId('dash-alert-count').innerText()).toBe(int(figures.alerts));
  expect(await controlling.getByTestId('dash-notifying-count').innerText()).toBe(int(figures.notifying));
  if (figures.incidents.count === 0) await controlling.getByText('Aktuell gibt es keine Meldungen.').waitFor();
  else expect(await controlling.getByRole('list', { name: 'Aktuelle Meldungen' }).getByRole('listitem').count()).toBe(figures.incidents.results.length);
}

/** The report table: 3 rows with date, farm and site as /reports/ lists them, then up to 10. */
async function checkReports(page: Page, figures: Awaited<ReturnType<typeof apiFigures>>, { keyboard = false } = {}) {
  const section = region(page, 'Milchleistungsprüfungen');
  const rows = section.locator('tbody tr');
  const expectRows = async (n: number) => {
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(n);
    for (let i = 0; i < n; i++) {
      const report = figures.reports[i];
      await expect.poll(() => rows.nth(i).innerText(), { timeout: 15_000 }).toContain(figures.farmNames.get(report.farm)!);
      expect(await rows.nth(i).innerText()).toContain(figures.siteNames.get(report.site)!);
      expect(await rows.nth(i).getByRole('rowheader').innerText()).toContain(formatDate(report.inspection_date));
    }
  };
  await expectRows(Math.min(3, figures.reports.length));
  for (const header of ['Prüfdatum', 'LDWU', 'Betriebsstätte']) await section.getByRole('columnheader', { name: header, exact: true }).waitFor({ state: 'attached' });
  expect(await section.getByRole('columnheader').count()).toBe(9);
  const more = section.getByRole('button', { name: 'Weitere Einträge anzeigen' });
  if (figures.reports.length > 3) {
    if (keyboard) {
      await more.focus();
      await page.keyboard.press('Enter');
    } else await more.click();
    await expectRows(figures.reports.length);
    expect(await more.count()).toBe(0);
  } else expect(await more.count()).toBe(0);
}

async function checkPage(page: Page, name: string) {
  const violations = await axeViolations(page);
  expect(violations, violations.join('\n')).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  expect(await scrollWidthAt360(page)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: `${SHOTS}/${name}-360.png`, fullPage: true });
  // The phone layout turns report rows into cards: still no serious violation there.
  const phone = await axeViolations(page);
  expect(phone, phone.join('\n')).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('dashboard in the browser', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
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

  async function open(username: string) {
    await freshLoginPage(page, server.baseUrl);
    await logIn(page, `${username}@herdenblick.example`);
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Übersicht', level: 1 }).waitFor();
    // Within seconds of the login: no announcement may still point at the gone login button.
    const afterLogin = await axeViolations(page, { liveAnnouncer: true });
    expect(afterLogin, afterLogin.join('\n')).toEqual([]);
    return apiFigures(server.baseUrl, username);
  }

  it('farm admin with one farm: every card, own data, new user, the favourite evaluation', async () => {
    const figures = await open('ldwu-admin');
    expect(figures.summary.farm_count).toBe(1);
    await checkCards(page, figures, { users: true, newUser: true, ownData: true });
    await checkReports(page, figures);
    const favourite = region(page, 'Meine favorisierte Auswertung');
    expect(figures.evaluation?.name).toBeTruthy();
    await favourite.getByRole('heading', { name: figures.evaluation.name }).waitFor();
    await expect.poll(() => favourite.locator('td').filter({ hasText: /\d/ }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await favourite.getByRole('link', { name: 'Neue Auswertung definieren' }).getAttribute('href')).toBe('/evaluations?new');
    expect(await page.getByRole('link', { name: 'Neuen Benutzer anlegen' }).getAttribute('href')).toBe('/users?new');
    const own = region(page, 'Mein LDWU');
    await own.getByText(figures.farmNames.get(figures.reports[0].farm)!, { exact: false }).waitFor();
    expect(await own.getByRole('link', { name: 'Eigene Daten anpassen' }).getAttribute('href')).toBe(`/farms/${figures.reports[0].farm}`);
    await checkPage(page, 'ldwu-admin');
  });

  it('nothing jumps while the start page loads, on a phone and on a desktop (layout shift ≤ 0.1), and no query is sent twice', async () => {
    await open('ldwu-admin');
    for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
      const fresh = await browser.context.newPage();
      try {
        await fresh.setViewportSize(viewport);
        // Every GraphQL operation the visit sends, by name and variables: on a phone each one costs a round trip.
        const sent: string[] = [];
        fresh.on('request', (request) => {
          if (new URL(request.url()).pathname !== '/graphql') return;
          const body = request.postDataJSON() as { operationName?: string; variables?: unknown } | null;
          sent.push(`${body?.operationName} ${JSON.stringify(body?.variables ?? {})}`);
        });
        await fresh.addInitScript(() => {
          const w = window as unknown as { layoutShift: number };
          w.layoutShift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) w.layoutShift += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        // A phone's round trips: each answer arrives in its own frame, as in the barn.
        const cdp = await browser.context.newCDPSession(fresh);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 90_000 });
        await fresh.goto(`${server.baseUrl}/`);
        const controlling = region(fresh, 'Controllingsystem');
        await controlling.getByRole('link', { name: 'Zum Controllingsystem' }).waitFor({ timeout: 30_000 });
        await expect.poll(() => controlling.getByTestId('dash-incident-count').innerText(), { timeout: 30_000 }).not.toBe('…');
        await region(fresh, 'Milchleistungsprüfungen').locator('tbody tr').first().waitFor({ timeout: 30_000 });
        await expect.poll(() => fresh.locator('.dash-incident__entity', { hasText: '…' }).count(), { timeout: 30_000 }).toBe(0);
        await fresh.waitForLoadState('networkidle');
        const shift = await fresh.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
        expect(shift, `${viewport.width} px`).toBeLessThanOrEqual(0.1);
        expect(sent.filter((name, i) => sent.indexOf(name) !== i), `${viewport.width} px: ${sent.join(', ')}`).toEqual([]);
      } finally {
        await fresh.close();
      }
    }
  });

  it('asks the server for the summary once per visit: after the login, on a reload and on coming back', async () => {
    const asked: string[] = [];
    const count = (request: { method(): string; url(): string; postData(): string | null }) => {
      if (request.method() === 'POST' && request.url().endsWith('/graphql') && /query DashboardSummary\b/.test(request.postData() ?? '')) asked.push(new URL(page.url()).pathname);
    };
    page.on('request', count);
    try {
      const visit = async (go: () => Promise<unknown>) => {
        asked.length = 0;
        await go();
        await region(page, 'Betriebsstätten').waitFor();
        await page.waitForLoadState('networkidle');
        return asked.length;
      };
      expect(await visit(() => open('ldwu-admin'))).toBe(1);
      expect(await visit(() => page.reload())).toBe(1);
      await page.getByRole('link', { name: 'Controllingsystem' }).first().click();
      await waitForPath(page, '/controlling');
      expect(await visit(() => page.getByRole('link', { name: 'Übersicht' }).first().click())).toBe(1);
    } finally {
      page.off('request', count);
    }
  });

  it('farm admin with several farms: sums over all farms, no own-data link', async () => {
    const figures = await open('ldwu-admin-multi');
    expect(figures.summary.farm_count).toBeGreaterThan(1);
    await checkCards(page, figures, { users: true, newUser: true, ownData: false });
    await checkReports(page, figures, { keyboard: true });
    await checkPage(page, 'ldwu-admin-multi');
  });

  it('farm staff: active users without the new-user link, no evaluation to define', async () => {
    const figures = await open('mitarbeiter');
    await checkCards(page, figures, { users: true, newUser: false, ownData: false });
    await checkReports(page, figures);
    expect(await page.getByRole('link', { name: 'Neue Auswertung definieren' }).count()).toBe(0);
    await checkPage(page, 'mitarbeiter');
  });

  it('association admin: the whole association without a user card', async () => {
    const figures = await open('lkv-admin');
    expect(figures.summary.farm_count).toBeGreaterThan(3);
    await checkCards(page, figures, { users: false, newUser: false, ownData: false });
    await checkReports(page, figures);
    await region(page, 'Meine favorisierte Auswertung').getByRole('link', { name: 'Neue Auswertung definieren' }).waitFor();
    await checkPage(page, 'lkv-admin');
  });
});
