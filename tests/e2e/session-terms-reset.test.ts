// Flows across requests: an expired access token is refreshed once and the request replayed,
// a farm admin accepts the terms (and their staff get in), and the whole password reset by mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { readOutbox, resetLinkFrom } from '../support/mail.ts';
import { launchBrowser } from './support/browser.ts';
import { startE2eServer, type E2eServer } from './support/server.ts';
import { freshLoginPage, logIn, waitForPath } from './support/session.ts';

const ACCESS_SECONDS = 4;

/** Token refreshes the browser sends, through the gateway or REST. */
function isRefresh(request: Request): boolean {
  if (request.url().includes('/api/v1/refresh/')) return true;
  if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return false;
  return /refresh/i.test(request.postData() ?? '');
}

/** The refresh token a refresh request carries (GraphQL variables or the REST body). */
function refreshTokenOf(request: Request): string {
  const body = JSON.parse(request.postData() ?? '{}') as { refresh?: string; variables?: { refresh?: string } };
  const token = body.variables?.refresh ?? body.refresh;
  if (!token) throw new Error(`refresh request without token: ${request.postData()}`);
  return token;
}

describe('session, terms and password reset in the browser', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;

  beforeAll(async () => {
    // Short access tokens so expiry happens inside the test.
    server = await startE2eServer({ ACCESS_TOKEN_SECONDS: String(ACCESS_SECONDS) });
    browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('refreshes an expired access token once and replays the request', async () => {
    await freshLoginPage(page, server.baseUrl);
    await logIn(page, 'ldwu-admin@herdenblick.example');
    await waitForPath(page, '/');
    const refreshes: Request[] = [];
    const unauthorized: string[] = [];
    page.on('request', (r) => isRefresh(r) && refreshes.push(r));
    page.on('response', async (r) => {
      if (r.status() === 401 || (r.url().endsWith('/graphql') && /UNAUTHENTICATED|401/.test(await r.text().catch(() => '')))) {
        unauthorized.push(r.url());
      }
    });
    await page.waitForTimeout((ACCESS_SECONDS + 1) * 1000);
    await page.reload();
    await page.getByRole('heading', { name: 'Übersicht' }).waitFor();
    await waitForPath(page, '/');
    expect(unauthorized.length).toBeGreaterThan(0);
    // Once: the requests that failed together waited for one shared refresh. A busy machine may let the
    // new 4-second token expire too, which legitimately refreshes again, with the rotated token; two
    // refreshes with the same token would be parallel refreshes.
    const used = refreshes.map(refreshTokenOf);
    expect(used.length).toBeGreaterThanOrEqual(1);
    expect(new Set(used).size).toBe(used.length);
  });

  it('lets a farm admin accept the terms, after which their staff can log in', async () => {
    await freshLoginPage(page, server.baseUrl);
    await logIn(page, 'neu-mitarbeiter@herdenblick.example');
    await page.getByText('Login verweigert').first().waitFor();
    await waitForPath(page, '/login');

    await freshLoginPage(page, server.baseUrl);
    await logIn(page, 'neu-admin@herdenblick.example');
    await waitForPath(page, '/terms-of-service');
    await page.getByRole('button', { name: 'Nutzungsbedingungen akzeptieren' }).click();
    await waitForPath(page, '/');

    await freshLoginPage(page, server.baseUrl);
    await logIn(page, 'neu-mitarbeiter@herdenblick.example');
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Übersicht' }).waitFor();
  });

  it('resets a forgotten password with the link from the mail', async () => {
    const email = 'ldwu-admin-multi@herdenblick.example';
    await freshLoginPage(page, server.baseUrl);
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await waitForPath(page, '/reset-password');
    await page.getByLabel('E-Mail').fill(email);
    await page.getByRole('button', { name: 'Link anfordern' }).click();
    await waitForPath(page, '/reset-password-instructions-sent');

    const mail = readOutbox(server.dataDir).find((m) => m.to === email);
    expect(mail?.subject).toBe('Herdenblick: Passwort zurücksetzen');
    const link = resetLinkFrom(mail!);
    await page.goto(`${server.baseUrl}${link.pathname}${link.search}`);
    await page.getByLabel('Neues Passwort').fill('Weidegang-2026');
    await page.getByLabel('Passwort wiederholen').fill('Weidegang-2027');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.getByText('Die Passwörter sind nicht identisch.').waitFor();
    await page.getByLabel('Passwort wiederholen').fill('Weidegang-2026');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await waitForPath(page, '/reset-password-verification-success');

    await freshLoginPage(page, server.baseUrl);
    await logIn(page, email, 'Weidegang-2026');
    await waitForPath(page, '/');
  });
});
