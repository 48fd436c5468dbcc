// Small steps a person takes in the browser, shared by the e2e test files.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export const PASSWORD = 'herdenblick';

/** A clean start: no stored session, cookie notice dismissed so it never covers a button. */
export async function freshLoginPage(page: Page, baseUrl: string, path = '/login', options: { cookieNotice?: 'dismissed' | 'shown' } = {}) {
  // Clear storage from a same-origin page the app does not run on, so it cannot re-persist a session.
  await page.goto(`${baseUrl}/api/v1/health/`);
  await page.evaluate((dismiss) => {
    localStorage.clear();
    if (dismiss) localStorage.setItem('herdenblick-cookie-notice', 'true');
  }, options.cookieNotice !== 'shown');
  await page.goto(`${baseUrl}${path}`);
}

export async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Einloggen' }).click();
}

export async function pathOf(page: Page) {
  return new URL(page.url()).pathname;
}

export async function waitForPath(page: Page, path: string, timeout = 20_000) {
  await page.waitForURL((url) => url.pathname === path, { timeout });
  expect(await pathOf(page)).toBe(path);
}

/** On a failed test: a screenshot, the URL and the server's output, so CI logs show what a person saw. */
export async function failureEvidence(page: Page, server: { output(): string }, name: string): Promise<string> {
  const file = `/tmp/herdenblick-tests/e2e-failure-${name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.png`;
  await page.screenshot({ path: file, fullPage: true }).catch(() => {});
  const text = await page.locator('body').innerText().catch(() => '');
  return `E2E failure "${name}" at ${page.url()}\nscreenshot: ${file}\npage text: ${text.slice(0, 600)}\nserver: ${server.output().slice(-1500)}`;
}
