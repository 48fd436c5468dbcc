// Lighthouse (mobile and desktop presets) over the pages a farm admin opens in the barn: /login, the
// dashboard, an evaluation detail and both controlling pages, signed in as a demo user. Prints
// performance, accessibility, CLS, TBT and LCP per page and form factor.
//   npm run bench -- lighthouse [--user ldwu-admin@herdenblick.example] [--only mobile|desktop] [--pages login,dashboard,…] [--runs 1] [--json DIR]
// Its own server (`npm start`'s entry point, PGlite copy of the seeded test template) and Debian's
// Chromium with a DevTools port: Lighthouse's Node API connects to that browser. /login runs first
// with Lighthouse's storage reset (a first visit); then the user signs in through the form and the
// other pages run with disableStorageReset, so they keep the session. With --runs N each figure is
// the median run (by performance score).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { ensureSpaBuild } from '../src/server/ensure-build.ts';
import { freePort, startE2eServer } from '../tests/e2e/support/server.ts';
import { PASSWORD } from './browser.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RETRYABLE = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP', 'NO_TRACING_STARTED']);
const FORM_FACTORS = ['mobile', 'desktop'] as const;
type FormFactor = (typeof FORM_FACTORS)[number];

interface PageUnderTest {
  key: string;
  path: string;
  signedIn: boolean;
}

interface Row {
  page: string;
  formFactor: FormFactor;
  performance: number;
  accessibility: number;
  cls: number;
  tbtMs: number;
  lcpMs: number;
  cpuMs: number;
  longestCpuMs: number;
  failedA11y: string[];
}

/** Chromium with a DevTools port in a throw-away profile (Lighthouse and Playwright both connect). */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'hb-bench-lighthouse-'));
  const child: ChildProcess = spawn(
    CHROME_PATH,
    [
      '--headless=new',
      '--no-sandbox',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      '--lang=de-DE',
      '--no-first-run',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (const deadline = Date.now() + 30_000; ; ) {
    if (await fetch(`http://127.0.0.1:${port}/json/version`).then((r) => r.ok, () => false)) break;
    if (child.exitCode !== null) throw new Error(`Chromium endete mit Code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('Chromium antwortet nicht auf dem DevTools-Port.');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      }
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 }); // Chromium may still be writing to it
    },
  };
}

/** Signs in through the login form in the shared profile (cookie notice dismissed, as a returning user). */
async function signIn(port: number, baseUrl: string, user: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.evaluate(() => localStorage.setItem('herdenblick-cookie-notice', 'true'));
    await page.getByLabel('E-Mail').fill(user);
    await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Einloggen' }).click();
    await page.getByRole('heading', { name: 'Übersicht', level: 1 }).waitFor({ timeout: 60_000 });
    await page.close();
  } finally {
    // Disconnects only: the browser (and the session in its profile) stays for Lighthouse.
    await browser.close();
  }
}

/** The first evaluation and the first site the user may see (REST as that user). */
async function pickIds(baseUrl: string, user: string): Promise<{ evaluation: number; site: number }> {
  const token = await fetch(`${baseUrl}/api/v1/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user, password: PASSWORD }),
  }).then((r) => r.json() as Promise<{ access: string }>);
  const get = async (path: string) => {
    const res = await fetch(`${baseUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${token.access}` } });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return (await res.json()) as { results: { id: number }[] };
  };
  const evaluation = (await get('/evaluations/?limit=1')).results[0]?.id;
  const site = (await get('/sites/?limit=1')).results[0]?.id;
  if (evaluation === undefined || site === undefined) throw new Error(`${user} hat keine Auswertung oder Betriebsstätte.`);
  return { evaluation, site };
}

const auditValue = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;
const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * CPU time of the page's main thread (the sum of its top-level tasks' thread time) and its longest
 * task in CPU time. Lighthouse's TBT counts wall-clock time, which on a shared machine grows with
 * the other processes' load; these two show the page's own work.
 */
function mainThreadCpu(events: TraceEvent[]): { totalMs: number; longestMs: number } {
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const byThread = new Map<string, number[]>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || e.name !== 'RunTask' || !mains.has(key) || e.tdur === undefined) continue;
    byThread.set(key, [...(byThread.get(key) ?? []), e.tdur]);
  }
  const tasks = [...byThread.values()].sort((a, b) => b.reduce((x, y) => x + y, 0) - a.reduce((x, y) => x + y, 0))[0] ?? [];
  return { totalMs: tasks.reduce((x, y) => x + y, 0) / 1000, longestMs: Math.max(0, ...tasks) / 1000 };
}

async function audit(url: string, port: number, formFactor: FormFactor, signedIn: boolean): Promise<{ lhr: Result; cpu: { totalMs: number; longestMs: number } }> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: signedIn,
    locale: 'de',
  };
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse lieferte kein Ergebnis für ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) {
      if (process.env.LIGHTHOUSE_TRACE_DIR) writeFileSync(join(process.env.LIGHTHOUSE_TRACE_DIR, `${new URL(url).pathname.replaceAll('/', '_')}-${formFactor}.trace.json`), JSON.stringify(result.artifacts.Trace));
      return { lhr: result.lhr, cpu: mainThreadCpu(result.artifacts.Trace.traceEvents as TraceEvent[]) };
    }
    // A busy machine now and then loses the trace's start; Lighthouse itself says to run again.
    if (!RETRYABLE.has(error.code) || attempt === 3) throw new Error(`${url}: ${error.message}`);
    console.log(`  ${url}: ${error.code}, noch einmal`);
  }
}

function toRow(page: string, formFactor: FormFactor, lhr: Result, cpu: { totalMs: number; longestMs: number }): Row {
  const a11y = lhr.categories.accessibility?.auditRefs ?? [];
  return {
    page,
    formFactor,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    cls: auditValue(lhr, 'cumulative-layout-shift'),
    tbtMs: auditValue(lhr, 'total-blocking-time'),
    lcpMs: auditValue(lhr, 'largest-contentful-paint'),
    cpuMs: cpu.totalMs,
    longestCpuMs: cpu.longestMs,
    failedA11y: a11y.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
  };
}

function median<T>(items: T[], by: (t: T) => number): T {
  return [...items].sort((a, b) => by(a) - by(b))[Math.floor(items.length / 2)]!;
}

function printTable(rows: Row[]) {
  const head = ['Seite', 'Gerät', 'Perf.', 'A11y', 'CLS', 'TBT ms', 'LCP s', 'CPU ms', 'längste ms', 'A11y-Mängel'];
  const cells = rows.map((r) => [
    r.page,
    r.formFactor,
    String(r.performance),
    String(r.accessibility),
    r.cls.toFixed(3),
    r.tbtMs.toFixed(0),
    (r.lcpMs / 1000).toFixed(2),
    r.cpuMs.toFixed(0),
    r.longestCpuMs.toFixed(0),
    r.failedA11y.join(', ') || '–',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => (i >= 2 && i <= 8 ? v.padStart(widths[i]!) : v.padEnd(widths[i]!))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
}

export default async function main(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      user: { type: 'string', default: 'ldwu-admin@herdenblick.example' },
      only: { type: 'string' },
      pages: { type: 'string' },
      runs: { type: 'string', default: '1' },
      json: { type: 'string' },
    },
  });
  const formFactors = FORM_FACTORS.filter((f) => !values.only || values.only === f);
  const runs = Math.max(1, Number(values.runs));
  await ensureSpaBuild(console.log);
  const server = await startE2eServer();
  const browser = await startChromium();
  try {
    const ids = await pickIds(server.baseUrl, values.user);
    const pages: PageUnderTest[] = [
      { key: 'login', path: '/login', signedIn: false },
      { key: 'dashboard', path: '/', signedIn: true },
      { key: 'evaluation', path: `/evaluations/${ids.evaluation}`, signedIn: true },
      { key: 'controlling', path: '/controlling', signedIn: true },
      { key: 'site-controlling', path: `/sites/${ids.site}/controlling`, signedIn: true },
    ].filter((p) => !values.pages || values.pages.split(',').includes(p.key));
    console.log(`Benutzer ${values.user}, ${runs} Lauf/Läufe, Lastmittel ${loadavg()[0]!.toFixed(1)}`);
    const rows: Row[] = [];
    let version = '';
    let signedIn = false;
    for (const page of pages) {
      if (page.signedIn && !signedIn) {
        await signIn(browser.port, server.baseUrl, values.user);
        signedIn = true;
      }
      for (const formFactor of formFactors) {
        const results: Row[] = [];
        for (let run = 0; run < runs; run++) {
          const { lhr, cpu } = await audit(`${server.baseUrl}${page.path}`, browser.port, formFactor, page.signedIn);
          version = lhr.lighthouseVersion;
          if (values.json) {
            mkdirSync(values.json, { recursive: true });
            writeFileSync(join(values.json, `${page.key}-${formFactor}-${run + 1}.json`), JSON.stringify(lhr));
          }
          if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(`${server.baseUrl}${page.path}`).pathname) {
            throw new Error(`${page.path} endete auf ${lhr.finalDisplayedUrl} (nicht angemeldet?)`);
          }
          results.push(toRow(`${page.key} (${page.path})`, formFactor, lhr, cpu));
        }
        const row = median(results, (r) => r.performance);
        rows.push(row);
        console.log(`  ${row.page} ${formFactor}: Performance ${row.performance}, Barrierefreiheit ${row.accessibility}, CPU ${row.cpuMs.toFixed(0)} ms`);
      }
    }
    console.log(`\nLastmittel ${loadavg()[0]!.toFixed(1)}; Lighthouse ${version}, Chromium ${CHROME_PATH}`);
    printTable(rows);
  } finally {
    await browser.stop();
    await server.stop();
  }
}
