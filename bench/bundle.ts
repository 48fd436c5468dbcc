// Prints what the login route costs a browser: every script Chromium loads for /login, raw and
// gzip-compressed, and whether any chart code is among them (it must not be). Chart code is
// recognised by what a chunk contains, not by its file name (a content hash can spell "D3").
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../tests/e2e/support/browser.ts';
import { startE2eServer } from '../tests/e2e/support/server.ts';
import { ensureSpaBuild } from '../src/server/ensure-build.ts';

export const LOGIN_JS_BUDGET_GZIP = 150 * 1024;

/**
 * String literals of the chart libraries that survive minification: nivo's default colour scheme
 * and d3-scale-chromatic's category10 palette. Each is checked against the installed package
 * first, so a library update that drops one fails here instead of silently passing.
 */
const CHART_MARKERS = [
  { marker: '#e8c1a0', module: '@nivo/colors' },
  { marker: '1f77b4ff7f0e2ca02c', module: 'd3-scale-chromatic' },
];

function chartMarkers(): string[] {
  const require = createRequire(import.meta.url);
  for (const { marker, module } of CHART_MARKERS) {
    if (!readFileSync(require.resolve(module), 'utf8').includes(marker)) throw new Error(`${module} enthält ${marker} nicht mehr: Marker anpassen`);
  }
  return CHART_MARKERS.map((m) => m.marker);
}

/** Whether a script's body holds chart library code. */
export const holdsChartCode = (body: string, markers = chartMarkers()) => markers.some((m) => body.includes(m));

export async function measureLoginRoute() {
  await ensureSpaBuild(console.log);
  const server = await startE2eServer();
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    const markers = chartMarkers();
    const scripts: { url: string; raw: number; gzip: number; charts: boolean }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body();
      scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, charts: holdsChartCode(body.toString('utf8'), markers) });
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
  const charts = scripts.filter((s) => s.charts);
  console.log(`Diagramm-Code geladen (nach Inhalt): ${charts.length ? `JA (${charts.map((s) => s.url).join(', ')})` : 'nein'}`);
}
