// What the browser benches share: Debian's Chromium in a throw-away profile, and the LKV admin's
// login form filled in (each bench clicks 'Einloggen' when its own measurement is ready), and the
// admin's REST token.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const ADMIN = 'lkv-admin@herdenblick.example';
export const PASSWORD = 'herdenblick';

/** Chromium (headless, German) in a fresh profile directory; close() also removes the profile. */
export async function launchChromium(
  profilePrefix: string,
  options: { args: string[]; viewport?: { width: number; height: number } },
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), profilePrefix));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    locale: 'de-DE',
    ...(options.viewport && { viewport: options.viewport }),
    args: options.args,
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Opens the login page (cookie notice dismissed) and fills in the admin's credentials. */
export async function fillLogin(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.evaluate(() => localStorage.setItem('herdenblick-cookie-notice', 'true'));
  await page.getByLabel('E-Mail').fill(ADMIN);
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
}

/** The admin's access token from the REST login. */
export async function adminToken(baseUrl: string): Promise<string> {
  const token = await fetch(`${baseUrl}/api/v1/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: ADMIN, password: PASSWORD }) });
  return ((await token.json()) as { access: string }).access;
}
