// Prints what the login route costs a browser: every script Chromium loads for /login, raw and
// gzip-compressed, and whether any chart code is among them (it must not be).
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../tests/e2e/support/browser.ts';
import { startE2eServer } from '../tests/e2e/support/server.ts';
import { ensureSpaBuild } from '../src/server/ensure-build.ts';

export const LOGIN_JS_BUDGET_GZIP = 150 * 1024;

export async function measureLoginRoute() {
  await ensureSpaBuild(console.log);
  const server = await startE2eServer();
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    const scripts: { url: string; raw: number; gzip: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body();
      scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    });
    await page.goto(`${server.baseUrl}/login`, { waitUntil: 'networkidle' });
    await page.close();
    return scripts;
  } finally {
    await browser.close();
    await server.stop();
  }
}

export default async function main() {
  const scripts = await measureLoginRoute();
  const total = scripts.reduce((s, x) => s + x.gzip, 0);
  const raw = scripts.reduce((s, x) => s + x.raw, 0);
  console.log('Login-Route: geladene Skripte');
  for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(7)} kB gzip  ${(s.raw / 1024).toFixed(1).padStart(7)} kB  ${s.url}`);
  }
  console.log(`Summe: ${(total / 1024).toFixed(1)} kB gzip (${(raw / 1024).toFixed(1)} kB roh), Budget ${LOGIN_JS_BUDGET_GZIP / 1024} kB`);
  console.log(`Diagramm-Code geladen: ${scripts.some((s) => /nivo|chart|d3/i.test(s.url)) ? 'JA' : 'nein'}`);
}
