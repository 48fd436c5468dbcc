// The farm list of an association admin with ~10,000 farms (PostgreSQL database hb_bench_bootstrap,
// shared with the bootstrap bench): the API times of what /farms asks – a page of 50 in the list's
// own order, sorted by name, a deep page sorted by number, a search – over REST and the page's
// GraphQL query, the CSV export of every farm; and in Debian's Chromium the time /farms needs to
// show its rows and, per keystroke in 'LDWU filtern', the time from the end of the 300 ms debounce
// until the server's answer for the new text is painted.
//   npm run bench -- farm-list [--farms 15000] [--runs 5]
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { FILTER_DEBOUNCE_MS } from '../src/domain/constants.ts';
import { ensureDatabase, withServer } from './bootstrap.ts';
import { ADMIN, adminToken, fillLogin, launchChromium } from './browser.ts';
import { median, percentile } from './stats.ts';

const QUERY = `query FarmListPage($limit: PositiveInt!, $offset: NonNegativeInt = 0, $search: String, $sort: FarmSort, $direction: SortDirection) {
  listFarms(limit: $limit, offset: $offset, search: $search, sort: $sort, direction: $direction) {
  count results { id number name display_name is_active tos_accepted has_admin_rights has_current_report } } }`;
/** What a clerk types, one key at a time, with a backspace in between. */
const KEYS = ['h', 'o', 'f', 'Backspace', 'Backspace', '2', '7', '6'];

/** The typed sequence runs this often (the field cleared in between, itself a measured keystroke). */
const ROUNDS = 3;
const ms = (n: number) => `${n.toFixed(0)} ms`;

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const out = await run();
  return [out, performance.now() - t];
}

/** The requests of the list, each as REST query and GraphQL variables. */
const REQUESTS: { label: string; rest: string; variables: Record<string, unknown> }[] = [
  { label: 'first page, own order', rest: 'limit=50', variables: { limit: 50 } },
  { label: 'first page by name', rest: 'limit=50&sort=name', variables: { limit: 50, sort: 'name' } },
  { label: 'page 200 by number desc', rest: 'limit=50&offset=9950&sort=number&direction=desc', variables: { limit: 50, offset: 9950, sort: 'number', direction: 'desc' } },
  { label: "search 'hof'", rest: 'limit=50&search=hof', variables: { limit: 50, search: 'hof' } },
];

async function apiTimes(baseUrl: string, access: string, runs: number) {
  const headers = { authorization: `Bearer ${access}`, 'content-type': 'application/json', 'accept-encoding': 'gzip' };
  const out: { label: string; rest: number; graphql: number }[] = [];
  let count = 0;
  for (const request of REQUESTS) {
    const rest: number[] = [];
    const graphql: number[] = [];
    for (let i = 0; i <= runs; i++) {
      const [body, restMs] = await timed(async () => (await fetch(`${baseUrl}/api/v1/farms/?${request.rest}`, { headers })).json() as Promise<{ count: number }>);
      count = Math.max(count, body.count);
      const [, gqlMs] = await timed(async () => (await fetch(`${baseUrl}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: QUERY, variables: request.variables }) })).json());
      if (i === 0) continue; // warm-up
      rest.push(restMs);
      graphql.push(gqlMs);
    }
    out.push({ label: request.label, rest: median(rest), graphql: median(graphql) });
  }
  const [csv, csvMs] = await timed(async () => (await fetch(`${baseUrl}/api/v1/farms/csv/`, { headers })).text());
  return { count, requests: out, csvMs, csvRows: csv.split('\r\n').filter(Boolean).length - 1, csvBytes: Buffer.byteLength(csv) };
}

async function browserTimes(baseUrl: string) {
  const browser = await launchChromium('hb-bench-farms-', {
    viewport: { width: 1280, height: 900 },
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
  });
  const { context } = browser;
  try {
    const page = await context.newPage();
    await fillLogin(page, baseUrl);
    await page.getByRole('button', { name: 'Einloggen' }).click();
    await page.getByRole('heading', { name: 'Übersicht' }).waitFor({ timeout: 120_000 });
    // Client-side navigation, as from the header menu (no reload, the session stays bootstrapped).
    const [, listMs] = await timed(async () => {
      await page.evaluate(() => {
        history.pushState(null, '', '/farms');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.locator('.farm-row').first().waitFor({ timeout: 120_000 });
    });
    const rows = await page.locator('.farm-row').count();
    const input = page.getByLabel('LDWU filtern');
    await input.focus();
    const perKey: number[] = [];
    const sequence = Array.from({ length: ROUNDS }, (_, round) => (round === 0 ? KEYS : ['ControlOrMeta+A+Backspace', ...KEYS])).flat();
    for (const key of sequence) {
      const before = await page.locator('.farm-list').getAttribute('data-filter');
      // In the page: time from the key press to the paint after the list took the new filter.
      const measured = page.evaluate(
        (previous) =>
          new Promise<number>((done) => {
            const start = performance.now();
            const list = document.querySelector('.farm-list')!;
            const observer = new MutationObserver(() => {
              if (list.getAttribute('data-filter') === previous) return;
              observer.disconnect();
              requestAnimationFrame(() => setTimeout(() => done(performance.now() - start), 0));
            });
            observer.observe(list, { attributes: true, attributeFilter: ['data-filter'] });
          }),
        before,
      );
      if (key === 'ControlOrMeta+A+Backspace') {
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.press('Backspace');
      } else {
        await page.keyboard.press(key);
      }
      perKey.push((await measured) - FILTER_DEBOUNCE_MS);
    }
    return { listMs, rows, perKey, visibleAfter: await page.locator('.farm-row').count() };
  } finally {
    await browser.close();
  }
}

export default async function farmListBench(args: string[]) {
  const { values } = parseArgs({ args, options: { farms: { type: 'string', default: '15000' }, runs: { type: 'string', default: '5' } } });
  const root = resolve(import.meta.dirname, '..');
  await ensureDatabase(Number(values.farms), root);
  await withServer(root, async (baseUrl) => {
    const access = await adminToken(baseUrl);
    const api = await apiTimes(baseUrl, access, Number(values.runs));
    console.log(`farm-list bench: ${ADMIN} sees ${api.count} farms (PostgreSQL hb_bench_bootstrap)`);
    for (const r of api.requests) console.log(`  API ${r.label} (median of ${values.runs}): REST ${ms(r.rest)}, GraphQL FarmListPage ${ms(r.graphql)}`);
    console.log(`  CSV export of all ${api.csvRows} farms: ${ms(api.csvMs)} (${(api.csvBytes / 1024).toFixed(0)} KiB)`);
    const browser = await browserTimes(baseUrl);
    console.log(`  browser: /farms shows its first page ${ms(browser.listMs)} after navigation (${browser.rows} rows of ${api.count})`);
    console.log(
      `  keystroke → the server's page for the text painted, after the ${FILTER_DEBOUNCE_MS} ms debounce: ${browser.perKey.map(ms).join(', ')}; ` +
        `median ${ms(median(browser.perKey))}, p95 ${ms(percentile(browser.perKey, 95))}, max ${ms(Math.max(...browser.perKey))} over ${browser.perKey.length} keystrokes`,
    );
  });
}
