import { chromium } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { openDatabase } from './src/api/db/client.ts';
import { startE2eServer } from './tests/e2e/support/server.ts';
import { freshLoginPage, logIn } from './tests/e2e/support/session.ts';
const out = '/tmp/evlist-shots';
const server = await startE2eServer({}, async (dataDir) => {
  const database = await openDatabase({ dataDir });
  await database.db.execute(sql`insert into evaluations (name, user_id, visibility) select 'Sammelauswertung ' || lpad(n::text, 3, '0'), (select id from users where username = 'lkv-admin'), 'self' from generate_series(1, 120) n`);
  await database.close();
});
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const user of ['lkv-admin', 'ldwu-admin']) for (const width of [1280, 360]) {
  const ctx = await browser.newContext({ viewport: { width, height: 800 }, hasTouch: width < 500, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const page = await ctx.newPage();
  await freshLoginPage(page, server.baseUrl);
  await logIn(page, `${user}@herdenblick.example`);
  await page.waitForURL((u) => u.pathname !== '/login', { timeout: 20000 }).catch(() => {});
  await page.goto(`${server.baseUrl}/evaluations`);
  await page.locator('.evaluation-row').first().waitFor({ timeout: 20000 });
  await page.waitForTimeout(800);
  const sw = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  await page.screenshot({ path: `${out}/${user}-${width}.png`, fullPage: true });
  console.log(user, width, sw.join('/'));
  if (width === 1280) {
    await page.locator('.evaluation-row__name').first().hover();
    await page.getByRole('tooltip').waitFor({ timeout: 5000 }).catch(() => {});
    await page.screenshot({ path: `${out}/${user}-${width}-popover.png` });
  }
  await ctx.close();
}
await browser.close();
await server.stop();
