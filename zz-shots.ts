import { chromium } from 'playwright-core';
import { startE2eServer } from './tests/e2e/support/server.ts';
import { freshLoginPage, logIn } from './tests/e2e/support/session.ts';
const out = '/tmp/shots';
const server = await startE2eServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const users = process.argv[2]?.split(',') ?? ['ldwu-admin', 'lkv-admin', 'lkv-mitarbeiter'];
const pages = (process.argv[3] ?? '/,/evaluations,/evaluations/1,/controlling,/sites/3/controlling,/data-check,/farms,/users,/evaluations/1/fields/leistung_milch_kg_div_melk_avg?site=3').split(',');
const widths = (process.argv[4] ?? '360').split(',').map(Number);
for (const user of users) for (const width of widths) {
  const ctx = await browser.newContext({ viewport: { width, height: 800 }, hasTouch: width < 500, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const page = await ctx.newPage();
  await freshLoginPage(page, server.baseUrl);
  await logIn(page, `${user}@herdenblick.example`);
  await page.waitForURL((u) => u.pathname !== '/login', { timeout: 20000 }).catch(() => {});
  for (const path of pages) {
    await page.goto(`${server.baseUrl}${path}`);
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.waitForTimeout(800);
    const name = `${out}/${user}-${width}-${path.replace(/[^a-z0-9]+/gi, '_')}.png`;
    const sw = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    await page.screenshot({ path: name, fullPage: true });
    console.log(name, sw.join('/'));
  }
  await ctx.close();
}
await browser.close();
await server.stop();
