// Logging in as every demo account in a real browser against `npm start`: where each one lands,
// wrong passwords, the redirect parameter, logout, the 404 page and accessibility of /login.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { startE2eServer, type E2eServer } from './support/server.ts';
import { failureEvidence, freshLoginPage, logIn, waitForPath } from './support/session.ts';

/** A script's chunk name without its hash: 'navigation-D3xv….js' is no chart code, though 'D3' matches. */
const chunkName = (url: string) => url.split('/').pop()!.replace(/-[\w-]{8}\.js$/, '');

const LANDS_ON_DASHBOARD = [
  'superuser@herdenblick.example',
  'lkv-admin@herdenblick.example',
  'lkv-mitarbeiter@herdenblick.example',
  'ldwu-admin@herdenblick.example',
  'ldwu-admin-multi@herdenblick.example',
  'mitarbeiter@herdenblick.example',
  'unvollstaendig@herdenblick.example',
];

const REFUSED = [
  ['neu-mitarbeiter@herdenblick.example', 'Ihr LDWU-Administrator hat den Nutzungsbedingungen noch nicht zugestimmt.'],
  ['ohne-verband@herdenblick.example', 'Der Rechnungsstellende Verband wurde noch nicht festgelegt.'],
] as const;

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('login in the browser', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  /** What the browser refused under the CSP during every login of this file. */
  const cspViolations: string[] = [];

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    page = await browser.context.newPage();
    page.on('console', (m) => /Content Security Policy/.test(m.text()) && cspViolations.push(m.text()));
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') console.log(await failureEvidence(page, server, context.task.name));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('enables Einloggen only when both fields are filled', async () => {
    await freshLoginPage(page, server.baseUrl);
    const button = page.getByRole('button', { name: 'Einloggen' });
    await expect.poll(() => button.isDisabled()).toBe(true);
    await page.getByLabel('E-Mail').fill('ldwu-admin@herdenblick.example');
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel('Passwort', { exact: true }).fill('x');
    expect(await button.isDisabled()).toBe(false);
    expect(await page.title()).toBe('Login • Herdenblick');
  });

  it('shows the German error for a wrong password and stays on /login', async () => {
    await freshLoginPage(page, server.baseUrl);
    await logIn(page, 'ldwu-admin@herdenblick.example', 'falsch');
    await page.getByText('Authentifizierung gescheitert.').waitFor();
    await page.getByText('Login-Daten sind nicht korrekt.').first().waitFor();
    await waitForPath(page, '/login');
  });

  for (const email of LANDS_ON_DASHBOARD) {
    it(`lands ${email} on the dashboard`, async () => {
      await freshLoginPage(page, server.baseUrl);
      await logIn(page, email);
      await waitForPath(page, '/');
      await page.getByRole('heading', { name: 'Übersicht' }).waitFor();
      expect(await page.title()).toBe('Übersicht • Herdenblick');
    });
  }

  it('sends a farm admin whose farm has not accepted the terms to the terms page', async () => {
    await freshLoginPage(page, server.baseUrl);
    await logIn(page, 'neu-admin@herdenblick.example');
    await waitForPath(page, '/terms-of-service');
    await page.getByRole('button', { name: 'Nutzungsbedingungen akzeptieren' }).waitFor();
  });

  for (const [email, message] of REFUSED) {
    it(`refuses ${email} with the spec's message and returns to login`, async () => {
      await freshLoginPage(page, server.baseUrl);
      await logIn(page, email);
      await page.getByText('Login verweigert').first().waitFor();
      await page.getByText(message).first().waitFor();
      await waitForPath(page, '/login');
      expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('herdenblick.')))).toEqual([]);
    });
  }

  it('submits with Enter and honours the redirect parameter', async () => {
    await freshLoginPage(page, server.baseUrl, '/controlling');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/controlling');
    await page.getByLabel('E-Mail').fill('ldwu-admin@herdenblick.example');
    await page.getByLabel('Passwort', { exact: true }).fill('herdenblick');
    await page.getByLabel('Passwort', { exact: true }).press('Enter');
    await waitForPath(page, '/controlling');
  });

  it('logs out from the header menu, clearing the stored session', async () => {
    await freshLoginPage(page, server.baseUrl);
    await logIn(page, 'ldwu-admin@herdenblick.example');
    await waitForPath(page, '/');
    await page.getByRole('button', { name: /Administration/ }).click();
    await page.getByRole('menuitem', { name: 'Ausloggen' }).click();
    await waitForPath(page, '/login');
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('herdenblick.')))).toEqual([]);
    await page.goto(`${server.baseUrl}/`);
    await waitForPath(page, '/login');
  });

  it('keeps the header to one row on a 360 px phone, the menu named by its label and usable', async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    try {
      await freshLoginPage(page, server.baseUrl);
      await logIn(page, 'lkv-admin@herdenblick.example');
      await waitForPath(page, '/');
      const header = await page.locator('.app-header').boundingBox();
      expect(header!.height).toBeLessThanOrEqual(60);
      for (const name of ['Auswertungen', 'Controllingsystem']) {
        const link = await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name }).boundingBox();
        expect(link!.y + link!.height, name).toBeLessThanOrEqual(header!.height);
        expect(link!.x + link!.width, name).toBeLessThanOrEqual(360);
      }
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
      await page.getByRole('button', { name: 'Administration' }).click();
      await expect.poll(() => page.getByRole('menuitem', { name: 'Benutzerverwaltung' }).isVisible()).toBe(true);
      await page.keyboard.press('Escape');
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('shows the message of a failed login where it covers neither field nor button, on a phone and a desktop', async () => {
    for (const [viewport, cookieNotice] of [
      [{ width: 360, height: 740 }, 'dismissed'],
      [{ width: 360, height: 740 }, 'shown'],
      [{ width: 1280, height: 800 }, 'shown'],
    ] as const) {
      await page.setViewportSize(viewport);
      try {
        await freshLoginPage(page, server.baseUrl, '/login', { cookieNotice });
        await logIn(page, 'ldwu-admin@herdenblick.example', 'falsch');
        const toast = page.locator('.toast', { hasText: 'Login-Daten sind nicht korrekt.' });
        await toast.waitFor();
        const box = (await toast.boundingBox())!;
        const label = `${viewport.width} px, cookie notice ${cookieNotice}`;
        expect(box.y + box.height, label).toBeLessThanOrEqual(viewport.height);
        for (const control of [page.getByLabel('E-Mail'), page.getByLabel('Passwort', { exact: true }), page.getByRole('button', { name: 'Einloggen' }), page.getByRole('button', { name: 'Verstanden' })]) {
          if (!(await control.count())) continue;
          expect(overlap(box, (await control.boundingBox())!), `${label}: ${await control.evaluate((e) => e.outerHTML.slice(0, 60))}`).toBe(false);
        }
      } finally {
        await page.setViewportSize({ width: 1280, height: 800 });
      }
    }
  });

  it('wraps a long e-mail address inside the reset card on a phone', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    try {
      const email = 'sehr.lange.adresse.der.betriebsleitung.hof-sonnenschein@milchviehbetrieb-beispiel.example';
      await freshLoginPage(page, server.baseUrl, `/reset-password-verification?email=${encodeURIComponent(email)}&token=abc`);
      const strong = page.locator('strong', { hasText: email.slice(0, 20) });
      await strong.waitFor();
      const card = (await page.locator('.page-card').boundingBox())!;
      for (const rect of await strong.evaluate((e) => [...e.getClientRects()].map((r) => ({ left: r.left, right: r.right })))) {
        expect(rect.left).toBeGreaterThanOrEqual(card.x);
        expect(rect.right).toBeLessThanOrEqual(card.x + card.width);
      }
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('remembers the dismissed cookie notice across reloads', async () => {
    await freshLoginPage(page, server.baseUrl, '/login', { cookieNotice: 'shown' });
    const notice = page.getByRole('region', { name: 'Cookie-Hinweis' });
    await notice.getByText('Diese Webseite verwendet Cookies bzw. verwandte Technologien').waitFor();
    expect(await notice.getByRole('link', { name: /Datenschutz/ }).getAttribute('href')).toBe('/privacy-policy');
    await notice.getByRole('button', { name: 'Verstanden' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('button', { name: 'Einloggen' }).waitFor();
    expect(await notice.count()).toBe(0);
  });

  it('shows the 404 page for unknown paths', async () => {
    await page.goto(`${server.baseUrl}/gibt-es-nicht`);
    await page.getByRole('heading', { name: '404' }).waitFor();
    await page.getByText('Page /gibt-es-nicht does not exist.').waitFor();
  });

  it('loads at most 150 kB of gzip JavaScript for /login, and no chart code', async () => {
    const fresh = await browser.context.newPage();
    const scripts: { url: string; gzip: number }[] = [];
    fresh.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push({ url: response.url(), gzip: gzipSync(await response.body()).length });
    });
    await fresh.goto(`${server.baseUrl}/login`, { waitUntil: 'networkidle' });
    await fresh.close();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /nivo|d3|chart/i.test(chunkName(s.url)))).toEqual([]);
    expect(scripts.reduce((sum, s) => sum + s.gzip, 0)).toBeLessThanOrEqual(150 * 1024);
  });

  it('has no serious or critical accessibility violations on /login', async () => {
    await freshLoginPage(page, server.baseUrl);
    await page.getByRole('button', { name: 'Einloggen' }).waitFor();
    const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    // Evaluated through the DevTools protocol: a <script> tag with inline code would be blocked by the CSP.
    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      const result = await (window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string; help: string }[] }> } }).axe.run();
      return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
    });
    expect(violations).toEqual([]);
  });

  it('keeps room for the scrollbar on a wide screen (no sideways jump when data arrives), and none on a phone: all 360 px are page', async () => {
    const fresh = await browser.context.newPage();
    await fresh.goto(`${server.baseUrl}/login`);
    await fresh.getByRole('button', { name: 'Einloggen' }).waitFor();
    const width = () => fresh.evaluate(() => document.body.getBoundingClientRect().width);
    // The login page is shorter than the window: only a kept gutter makes the page narrower.
    expect(await width()).toBeLessThan(1280);
    await fresh.setViewportSize({ width: 360, height: 740 });
    await expect.poll(width).toBe(360);
    await fresh.close();
  });

  it('ran every login above without a single CSP violation (the app needs no inline code)', () => {
    expect(cspViolations).toEqual([]);
  });
});
