// The wizard's entity choice as the LKV's association admin over ~10,000 farms (PostgreSQL database
// hb_bench_bootstrap, shared with the bootstrap bench), in Debian's Chromium:
// - the bytes that opening the wizard sets off (from the client-side navigation to /evaluations
//   until the wizard's entity field can be used and the network is quiet): wire (encoded) and
//   decoded sizes, requests;
// - per typed search, the time from the last keystroke until the list shows only matches (the
//   debounce included), median and maximum over a few names.
//   npm run bench -- entity-search [--farms 15000] [--runs 3] [--root DIR] [--verbose]
// --root runs the server of another checkout (the same script measures an older commit).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { ensureDatabase, withServer } from './bootstrap.ts';
import { ADMIN, adminToken, fillLogin, launchChromium } from './browser.ts';
import { median } from './stats.ts';

const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;

/** Parts of farm names a clerk would type (found in the seeded names: family names and places). */
async function searchTerms(baseUrl: string, access: string, runs: number): Promise<string[]> {
  const res = await fetch(`${baseUrl}/api/v1/farms/?limit=200&offset=3000`, { headers: { authorization: `Bearer ${access}` } });
  const { results } = (await res.json()) as { results: { name: string }[] };
  const words = [...new Set(results.flatMap((f) => f.name.split(' ')).filter((w) => w.length >= 6))];
  return words.slice(0, runs);
}

async function measure(baseUrl: string, terms: string[], verbose: boolean) {
  const browser = await launchChromium('hb-bench-entity-', {
    viewport: { width: 1280, height: 900 },
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const { context } = browser;
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    let wire = 0;
    let decoded = 0;
    let requests = 0;
    let inFlight = 0;
    let last = Date.now();
    const urls = new Map<string, string>();
    const lines: string[] = [];
    cdp.on('Network.requestWillBeSent', (e) => {
      urls.set(e.requestId, `${e.request.url.replace(baseUrl, '')} ${(e.request.postData ?? '').slice(0, 70)}`);
      requests++;
      inFlight++;
      last = Date.now();
    });
    cdp.on('Network.dataReceived', (e) => void (decoded += e.dataLength));
    cdp.on('Network.loadingFinished', (e) => {
      wire += e.encodedDataLength;
      lines.push(`${kB(e.encodedDataLength).padStart(10)} ${urls.get(e.requestId)}`);
      inFlight = Math.max(0, inFlight - 1);
      last = Date.now();
    });
    cdp.on('Network.loadingFailed', () => void (inFlight = Math.max(0, inFlight - 1)));
    // Quiet: nothing in flight and nothing finished for 750 ms (the CDP handlers change both).
    const busy = () => inFlight > 0 || Date.now() - last < 750;
    const quiet = async () => {
      while (busy()) await new Promise((r) => setTimeout(r, 50));
    };

    await fillLogin(page, baseUrl);
    await page.getByRole('button', { name: 'Einloggen' }).click();
    await page.getByRole('heading', { name: 'Übersicht' }).waitFor({ timeout: 120_000 });
    await quiet();

    wire = decoded = requests = 0;
    lines.length = 0;
    const started = performance.now();
    // Client-side navigation, as from the menu: the evaluations page with the wizard open.
    await page.evaluate(() => {
      history.pushState(null, '', '/evaluations?new');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    const dialog = page.getByRole('dialog', { name: 'Neue Auswertung' });
    await dialog.getByRole('button', { name: /Entität/ }).click({ timeout: 120_000 });
    await page.getByRole('option', { name: 'LDWU', exact: true }).click();
    const input = dialog.getByRole('combobox', { name: 'LDWU' });
    await input.waitFor({ timeout: 120_000 });
    const openMs = performance.now() - started;
    await quiet();
    const opened = { wire, decoded, requests, openMs };
    if (verbose) for (const line of lines) console.log(`    ${line}`);

    const perSearch: number[] = [];
    for (const term of terms) {
      await input.fill('');
      await input.focus();
      await page.keyboard.type(term.slice(0, -1), { delay: 60 });
      const t0 = await page.evaluate(() => performance.now());
      await page.keyboard.press(term.at(-1)!);
      perSearch.push((await shownAt(page, term)) - t0);
    }
    return { ...opened, perSearch };
  } finally {
    await browser.close();
  }
}

/**
 * Page time when the open list shows options and every one of them contains the typed text. A
 * source string: tsx would wrap a named inner function with a helper the page does not have.
 */
function shownAt(page: Page, term: string): Promise<number> {
  return page.evaluate(`new Promise((done) => {
    const needle = ${JSON.stringify(term.toLocaleLowerCase('de'))};
    const check = () => {
      const options = [...document.querySelectorAll('[role="listbox"] [role="option"]')];
      if (options.length > 0 && options.every((o) => (o.textContent ?? '').toLocaleLowerCase('de').includes(needle))) done(performance.now());
      else requestAnimationFrame(check);
    };
    check();
  })`);
}

export default async function entitySearchBench(args: string[]) {
  const { values } = parseArgs({ args, options: { verbose: { type: 'boolean', default: false }, farms: { type: 'string', default: '15000' }, runs: { type: 'string', default: '5' }, root: { type: 'string' } } });
  const root = resolve(values.root ?? resolve(import.meta.dirname, '..'));
  const adminFarms = await ensureDatabase(Number(values.farms), resolve(import.meta.dirname, '..'));
  await withServer(root, async (baseUrl) => {
    const access = await adminToken(baseUrl);
    const terms = await searchTerms(baseUrl, access, Number(values.runs));
    console.log(`entity-search bench: ${ADMIN} (${adminFarms} farms invoiced by the LKV), server from ${root}; searches: ${terms.join(', ')}`);
    const r = await measure(baseUrl, terms, values.verbose);
    console.log(`  opening the wizard up to a usable 'LDWU' field: ${r.openMs.toFixed(0)} ms, ${r.requests} requests, ${kB(r.wire)} over the wire, ${kB(r.decoded)} decoded`);
    console.log(`  typing to shown matches (per search, debounce included): median ${median(r.perSearch).toFixed(0)} ms, max ${Math.max(...r.perSearch).toFixed(0)} ms (${r.perSearch.map((x) => x.toFixed(0)).join(', ')})`);
  });
}
