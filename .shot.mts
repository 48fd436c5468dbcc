// Screenshot helper: node --import tsx /tmp/hb-ui-farms/shot.ts <baseUrl> <email> <path> <name> [width] [clickText]
import { chromium } from 'playwright-core';
const [base, email, path, name, width = '1280', ...clicks] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, locale: 'de-DE' });
page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
await page.goto(`${base}/api/v1/health/`);
await page.evaluate(() => { localStorage.clear(); localStorage.setItem('herdenblick-cookie-notice', 'true'); });
await page.goto(`${base}/login`);
await page.getByLabel('E-Mail').fill(email!);
await page.getByLabel('Passwort', { exact: true }).fill('herdenblick');
await page.getByRole('button', { name: 'Einloggen' }).click();
await page.waitForURL((u) => u.pathname === '/', { timeout: 30000 });
await page.goto(`${base}${path}`);
await page.waitForTimeout(2500);
for (const c of clicks) { await page.getByText(c, { exact: false }).first().click(); await page.waitForTimeout(1500); }
const sw = await page.evaluate(() => document.scrollingElement!.scrollWidth);
console.log('scrollWidth', sw);
await page.screenshot({ path: `/tmp/hb-ui-farms/${name}.png`, fullPage: true });
await browser.close();
