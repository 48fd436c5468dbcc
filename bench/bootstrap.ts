// Login as the LKV's association admin over ~10,000 farms in Debian's Chromium: bytes over the wire
// (CDP Network.loadingFinished encodedDataLength) and time from pressing 'Einloggen' until the
// dashboard is interactive (heading shown, no loading spinner), on PostgreSQL.
//   npm run bench -- bootstrap [--farms 15000] [--runs 3] [--root DIR] [--verbose]   (--verbose lists every response)
// Seeds (or reuses) the database hb_bench_bootstrap with `npm run seed` (LKV Süd invoices about two
// thirds of all farms, so 15,000 farms give its admin ~10,000). --root runs the server of another
// checkout (e.g. a worktree of an older commit, to measure the old bootstrap with the same script).
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from '../tests/e2e/support/server.ts';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { ADMIN, adminToken, fillLogin, launchChromium } from './browser.ts';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-runtime.ts';
import { median } from './stats.ts';

const DATABASE = 'hb_bench_bootstrap';
const SERVER = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const DATABASE_URL = `${SERVER}/${DATABASE}`;


/** Farms the LKV admin sees (0 when the database is missing or empty). */
async function adminFarmCount(): Promise<number> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from farms where invoicing_association_id = (select id from associations where number = '101')`,
    );
    return Number(rows[0]?.n ?? 0);
  } catch {
    return 0;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Shared with bench/farm-list.ts: the seeded PostgreSQL database of ~10,000 LKV farms. */
export async function ensureDatabase(farms: number, root: string) {
  const admin = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [DATABASE])).rowCount;
  if (!exists) await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const have = await adminFarmCount();
  if (have >= farms * 0.6) return have;
  console.log(`seeding ${farms} farms into ${DATABASE} (once; later runs reuse it) …`);
  const started = performance.now();
  // Migrations run on the first server start; the seed CLI expects them, so start once without data.
  await withServer(root, async () => {});
  execFileSync('npm', ['run', 'seed', '--', '--farms', String(farms), '--months', '1', '--seed', '1', '--reset'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL },
    stdio: 'inherit',
  });
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return adminFarmCount();
}

export async function withServer<T>(root: string, run: (baseUrl: string) => Promise<T>): Promise<T> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-bench-bootstrap-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'src/server/start.ts'], {
    cwd: root,
    env: { ...process.env, ...SERVER_ENV, NODE_ENV: 'production', DATABASE_URL, PUBLIC_URL: `http://127.0.0.1:${port}`, SEED_FARMS: '0', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-bench-secret-bench-s' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    for (const deadline = Date.now() + 180_000; ; ) {
      if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
      if (await fetch(`${baseUrl}/api/v1/health/`).then((r) => r.ok, () => false)) break;
      if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    return await run(baseUrl);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Run { pageBytes: number; loginBytes: number; pageGzip: number; loginGzip: number; requests: number; graphql: number; ms: number }

async function measure(baseUrl: string, verbose = false): Promise<Run> {
  const browser = await launchChromium('hb-bench-chromium-', {
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const { context } = browser;
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    let bytes = 0;
    let inFlight = 0;
    let requests = 0;
    let graphql = 0;
    let lastActivity = Date.now();
    let clickAt = performance.now();
    const urls = new Map<string, string>();
    const sizes: [string, number][] = [];
    cdp.on('Network.requestWillBeSent', (e) => {
      urls.set(e.requestId, `${e.request.url.replace(baseUrl, '')}${e.request.postData ? ` ${e.request.postData.slice(0, 60)}` : ''}`);
      inFlight++;
      requests++;
      if (e.request.url.endsWith('/graphql')) graphql++;
      lastActivity = Date.now();
    });
    const done = () => {
      inFlight = Math.max(0, inFlight - 1);
      lastActivity = Date.now();
    };
    // What the same responses would weigh gzip-compressed (the server sends them uncompressed today).
    let gzipped = 0;
    const bodies: Promise<void>[] = [];
    cdp.on('Network.loadingFinished', (e) => {
      bodies.push(
        cdp.send('Network.getResponseBody', { requestId: e.requestId }).then(
          (b) => void (gzipped += gzipSync(b.base64Encoded ? Buffer.from(b.body, 'base64') : Buffer.from(b.body)).byteLength),
          () => {},
        ),
      );
      bytes += e.encodedDataLength;
      sizes.push([`+${(performance.now() - clickAt).toFixed(0)} ms ${urls.get(e.requestId) ?? '?'}`, e.encodedDataLength]);
      done();
    });
    cdp.on('Network.loadingFailed', done);
    const busy = () => inFlight > 0 || Date.now() - lastActivity < 750;
    const quiet = async () => {
      while (busy()) await new Promise((r) => setTimeout(r, 50));
    };

    await fillLogin(page, baseUrl);
    await quiet();
    await Promise.all(bodies.splice(0));
    const pageBytes = bytes;
    const pageGzip = gzipped;
    gzipped = 0;
    if (verbose) for (const [url, n] of sizes) console.log(`    page  ${kB(n).padStart(9)} ${url}`);
    sizes.length = 0;
    bytes = 0;
    requests = 0;
    graphql = 0;
    const started = performance.now();
    clickAt = started;
    await page.getByRole('button', { name: 'Einloggen' }).click();
    await page.getByRole('heading', { name: 'Übersicht' }).waitFor({ timeout: 120_000 });
    await page.locator('.page-loading').waitFor({ state: 'detached', timeout: 120_000 });
    const ms = performance.now() - started;
    // Everything the login set off, including what loads in the background after the dashboard shows.
    await quiet();
    await Promise.all(bodies.splice(0));
    if (verbose) for (const [url, n] of sizes) console.log(`    login ${kB(n).padStart(9)} ${url}`);
    return { pageBytes, loginBytes: bytes, pageGzip, loginGzip: gzipped, requests, graphql, ms };
  } finally {
    await browser.close();
  }
}

const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;

export default async function bootstrapBench(args: string[]) {
  const { values } = parseArgs({ args, options: { verbose: { type: 'boolean', default: false }, farms: { type: 'string', default: '15000' }, runs: { type: 'string', default: '3' }, root: { type: 'string' } } });
  const root = resolve(values.root ?? resolve(import.meta.dirname, '..'));
  const farms = Number(values.farms);
  const adminFarms = await ensureDatabase(farms, root);
  const runs = await withServer(root, async (baseUrl) => {
    // The admin's scope as the API sees it (not just the invoicing association's farms).
    const access = await adminToken(baseUrl);
    const page = await fetch(`${baseUrl}/api/v1/farms/?limit=1`, { headers: { authorization: `Bearer ${access}` } });
    const { count } = (await page.json()) as { count: number };
    console.log(`bootstrap bench: ${ADMIN} sees ${count} farms (${adminFarms} invoiced by the LKV; PostgreSQL ${DATABASE}), server from ${root}`);
    await measure(baseUrl); // warm-up: the gateway loads its schema on the first request
    const out: Run[] = [];
    for (let i = 0; i < Number(values.runs); i++) out.push(await measure(baseUrl, values.verbose && i === 0));
    return out;
  });
  for (const [i, r] of runs.entries()) {
    console.log(
      `  run ${i + 1}: login → dashboard interactive ${r.ms.toFixed(0)} ms; after login ${kB(r.loginBytes)} (gzip ${kB(r.loginGzip)}) in ${r.requests} requests (${r.graphql} GraphQL); login page ${kB(r.pageBytes)} (gzip ${kB(r.pageGzip)})`,
    );
  }
  const total = runs.map((r) => r.pageBytes + r.loginBytes);
  console.log(
    `median: ${median(runs.map((r) => r.ms)).toFixed(0)} ms until the dashboard is interactive (target ≤ 1000 ms); ` +
      `${kB(median(runs.map((r) => r.loginBytes)))} transferred by the login, ${kB(median(total))} with the login page (target ≤ 300 kB); ` +
      `gzip-compressed: ${kB(median(runs.map((r) => r.loginGzip)))} / ${kB(median(runs.map((r) => r.pageGzip + r.loginGzip)))}`,
  );
}
