// Debian's Chromium driven by playwright-core, with a fresh profile per test file.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { TEST_ROOT } from '../../support/template.ts';

export const CHROMIUM = '/usr/bin/chromium';

export async function launchBrowser(options: { viewport?: { width: number; height: number } } = {}) {
  const profile = join(TEST_ROOT, `chromium-${randomUUID()}`);
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport: options.viewport ?? { width: 1280, height: 800 },
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
