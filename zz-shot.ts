import { launchBrowser } from './tests/e2e/support/browser.ts';
import { overflowsSideways } from './tests/e2e/support/checks.ts';
import { startE2eServer } from './tests/e2e/support/server.ts';
import { freshLoginPage, logIn, waitForPath, PASSWORD } from './tests/e2e/support/session.ts';
const server = await startE2eServer();
const browser = await launchBrowser({ viewport: { width: 1280, height: 900 } });
try {
  const page = await browser.context.newPage();
  await freshLoginPage(page, server.baseUrl);
  await logIn(page, 'lkv-admin@herdenblick.example', PASSWORD);
  await waitForPath(page, '/');
  await page.getByRole('link', { name: 'Verbandsranking' }).click();
  await page.locator('.ranking-row').first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/rk-1280.png', fullPage: false });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.waitForTimeout(500);
  console.log('overflow360', await overflowsSideways(page));
  await page.screenshot({ path: '/tmp/rk-360.png', fullPage: false });
  await page.locator('.ranking-row').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/rk-360b.png', fullPage: false });
} catch (e) { console.error(e); console.log(server.output().slice(-3000)); }
finally { await browser.close(); await server.stop(); }
