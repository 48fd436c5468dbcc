// Load: many simulated users against one server on PostgreSQL, over loopback, bounded in time.
//   npm run bench -- load [--seconds 60] [--warmup 10] [--users 200] [--rate 1] [--farms 1500] [--profile DIR] [--root DIR]
// --warmup runs the users that many seconds before the measured --seconds (not counted).
// --root runs the server of another checkout (e.g. an export of an older commit) for a before/after.
// --profile writes the server's V8 CPU profile (.cpuprofile) into DIR when it stops.
// Starts the server (NODE_ENV=production) on the database hb_bench_load, which the server seeds itself
// on its first start when empty (SEED_FARMS = --farms). Every simulated user is one keep-alive
// connection that sends, through /graphql, what the SPA's pages send (SESSION below: log in, the
// signed-in user, the start page, the farm list, the controlling overview, an evaluation, the start
// page again, the current incidents, the evaluation again, log in anew). Users log in once before the
// clock starts and begin at different steps, so logins are spread over the run. Each user sends at most --rate
// requests a second (a person clicking, not a tight loop). Prints throughput, p50/p95/p99
// per kind, errors (non-2xx, GraphQL errors, socket errors, timeouts) and the server's resident memory.
// Targets: zero errors, reads p95 ≤ 250 ms, RSS ≤ 1.5 GB.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { print, type DocumentNode } from 'graphql';
import pg from 'pg';
import {
  ControllingAlertsDocument,
  ControllingFarmsDocument,
  ControllingIncidentsDocument,
  CurrentUserDocument,
  DashboardActiveUsersDocument,
  DashboardControllingDocument,
  DashboardFarmNameDocument,
  DashboardFieldLabelsDocument,
  DashboardReportsDocument,
  DashboardSummaryDocument,
  EvalDetailEntityReportDocument,
  FarmListPageDocument,
  LocationTotalDocument,
  LoginDocument,
} from '../src/gateway/client/generated/graphql.ts';
import { DASHBOARD_REPORTS_MAX } from '../src/domain/constants.ts';
import { DASHBOARD_INCIDENTS } from '../src/domain/dashboard.ts';
import { DEMO_PASSWORD } from '../tools/seed/demo-accounts.ts';
import { freePort } from '../tests/e2e/support/server.ts';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-runtime.ts';
import { runUsers, type SimulatedUser } from './simulated-users.ts';
import { percentileOfSorted } from './stats.ts';

export const DATABASE = 'hb_bench_load';
export const SERVER = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
export const DATABASE_URL = `${SERVER}/${DATABASE}`;
const ROOT = resolve(import.meta.dirname, '..');

export type Kind = 'login' | 'dashboard' | 'farms' | 'controlling' | 'evaluation';
export const READS: Kind[] = ['dashboard', 'farms', 'controlling', 'evaluation'];

/** The evaluation row with its best location and top-10 % boundary (engine + tree), like a group report of the detail page. */
const FARM_REPORT = `query FarmReport($id: Int!) {
  getFarmReport(id: $id, best_value: true, top_value: true) { report_date location_count data { field value best_value top_value n } }
}`;

/** One request of a session; `farmOnly` steps need the user's farm (association users skip them). */
export interface Step {
  kind: Kind;
  query: string;
  variables: (farm: number | null) => Record<string, unknown>;
  farmOnly?: boolean;
}
const step = (kind: Kind, document: DocumentNode, variables: Record<string, unknown> = {}): Step => ({ kind, query: print(document), variables: () => variables });
const farmStep = (kind: Kind, document: DocumentNode, variables: (farm: number) => Record<string, unknown>): Step => ({
  kind,
  query: print(document),
  variables: (farm) => variables(farm!),
  farmOnly: true,
});

// What the SPA's pages send, with the same documents and variables (src/views/pages): the start page
// (src/views/pages/dashboard), the farm list (useAllFarms: pages of 10,000; LocationTotal), the
// controlling overview (ControllingOverviewPage: all farms and alerts; CurrentIncidents: pages of 50)
// and the evaluation detail (useReportData: the entity's own values; FARM_REPORT as its group row).
const DASHBOARD = [
  step('dashboard', DashboardSummaryDocument),
  step('dashboard', DashboardReportsDocument, { limit: DASHBOARD_REPORTS_MAX }),
  step('dashboard', DashboardControllingDocument, { incidents: DASHBOARD_INCIDENTS }),
];
const OWN_EVALUATION = farmStep('evaluation', EvalDetailEntityReportDocument, (id) => ({ id, filter: null, farm: true, association: false, location: false, site: false }));

/**
 * One session of a user, in order: log in, load the signed-in user and the catalogue labels (once per
 * session: urql keeps them), then visit the start page, the farm list, the controlling overview, an
 * evaluation, the start page again, the current incidents and the evaluation again.
 */
export const SESSION: Step[] = [
  step('login', LoginDocument),
  step('dashboard', CurrentUserDocument),
  step('dashboard', DashboardFieldLabelsDocument),
  ...DASHBOARD,
  step('dashboard', DashboardActiveUsersDocument),
  farmStep('dashboard', DashboardFarmNameDocument, (id) => ({ id })),
  step('farms', FarmListPageDocument, { limit: 10_000, offset: 0 }),
  step('farms', LocationTotalDocument),
  step('controlling', ControllingFarmsDocument, { limit: 10_000, offset: 0 }),
  step('controlling', ControllingAlertsDocument, { limit: 10_000, offset: 0 }),
  step('controlling', ControllingIncidentsDocument, { limit: 50, offset: 0, latest_per_site: true }),
  OWN_EVALUATION,
  { kind: 'evaluation', query: FARM_REPORT, variables: (farm) => ({ id: farm }), farmOnly: true },
  ...DASHBOARD,
  step('controlling', ControllingIncidentsDocument, { limit: 50, offset: 0, latest_per_site: true }),
  OWN_EVALUATION,
];

/** What an association user (no farm) sends in place of a step that needs a farm. */
export const ASSOCIATION_INSTEAD = step('dashboard', CurrentUserDocument);

/** The operation's name (for tables). */
export const operationName = (query: string) => /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '?';

/** Accounts the simulated users log in with: mostly farm admins, a few association accounts. */
export async function accounts(users: number, databaseUrl = DATABASE_URL): Promise<{ username: string; farm: number | null }[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ username: string; farm_id: number }>(
      `SELECT DISTINCT ON (u.id) u.username, fa.farm_id FROM users u
         JOIN farm_admins fa ON fa.user_id = u.id JOIN farms f ON f.id = fa.farm_id
        WHERE u.is_active AND u.account_type = 'farm_admin' AND f.is_active AND f.tos_accepted IS NOT NULL
          AND f.invoicing_association_id IS NOT NULL
          -- Farms without a current report count too: their farm report (REST 204) is a null answer, no error.
        ORDER BY u.id LIMIT $1`,
      [users],
    );
    // About one user in twenty works at an association and sees hundreds of farms.
    const association = ['lkv-admin', 'lkv-mitarbeiter'];
    return rows.map((r, i) => (i % 20 === 19 ? { username: association[Math.floor(i / 20) % 2]!, farm: null } : { username: r.username, farm: Number(r.farm_id) }));
  } finally {
    await client.end();
  }
}

async function ensureDatabase() {
  const admin = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE])).rowCount;
  if (!exists) await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
}

/** CPU seconds (user + system) a process has used so far (Linux /proc), 0 when it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    // Fields after the command name, which may contain spaces: utime and stime are fields 14 and 15.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}
/** CPU seconds per thread of a process, by thread id (Linux /proc/<pid>/task). */
export function threadCpuSeconds(pid: number): Map<number, { seconds: number }> {
  const threads = new Map<number, { seconds: number }>();
  let tids: string[] = [];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return threads;
  }
  for (const tid of tids) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      threads.set(Number(tid), { seconds: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS });
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return threads;
}

/**
 * Where a server's CPU went between two readings: its main thread (the event loop: every request's
 * own work, and what queues the others) and its other threads (libuv's pool: argon2 of the logins,
 * gzip, WebCrypto; V8's helpers: garbage collection, compiling — Node 20 does not name them apart).
 * Threads that came or went count from 0 / up to their last reading.
 */
export function threadShares(pid: number, before: Map<number, { seconds: number }>, after: Map<number, { seconds: number }>) {
  const shares = { main: 0, other: 0 };
  for (const [tid, { seconds }] of after) {
    const used = seconds - (before.get(tid)?.seconds ?? 0);
    if (tid === pid) shares.main += used;
    else shares.other += used;
  }
  return shares;
}

/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times (100 on every mainstream build). */
const CLOCK_TICKS = 100;

/**
 * CPU seconds of the PostgreSQL backends serving the bench database: they live as long as the
 * server's pool keeps them, so the sum over the ones alive at both ends of the run is their share.
 */
export async function databaseCpu(client: pg.Client, database = DATABASE): Promise<Map<number, number>> {
  const { rows } = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]);
  return new Map(rows.map((r) => [r.pid, cpuSeconds(r.pid)]));
}

/** Statements the database has finished (each of the server's queries runs in its own transaction or in one it opened). */
async function databaseTransactions(client: pg.Client): Promise<number> {
  // Backends report their counters to the statistics system at most once a second: clear this
  // session's snapshot so the reading is the current one.
  await client.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await client.query<{ n: string }>('SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = $1', [DATABASE]);
  return Number(rows[0]?.n ?? 0);
}

/** The server's resident set in bytes (Linux /proc), 0 when it is gone. */
export function rss(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Starts `npm start`'s entry point with this environment (DATABASE_URL, SEED_FARMS, JWT_SECRET …) and waits for its health route. */
export async function startServer(
  env: Record<string, string>,
  root = ROOT,
  profileDir?: string,
): Promise<{ child: ChildProcess; baseUrl: string; output: () => string; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-bench-load-'));
  let output = '';
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${resolve(profileDir)}`] : [];
  const child = spawn(process.execPath, [...profile, ...SERVER_NODE_FLAGS, '--import', 'tsx', 'src/server/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...SERVER_ENV,
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // The first start seeds (a few minutes for 1,500 farms); later starts take seconds.
  for (const deadline = Date.now() + 900_000; ; ) {
    if (child.exitCode !== null) throw new Error(`Server beendet:\n${output}`);
    if (await fetch(`${baseUrl}/api/v1/health/`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Server nicht gestartet:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { child, baseUrl, output: () => output, stop };
}

export type LoginAnswer = { data: { obtainToken: { access: string } } };

/** One login per account, eight at a time; the access tokens in account order. */
export async function warmUpLogins(baseUrl: string, logins: string[]): Promise<string[]> {
  const tokens: string[] = [];
  const query = print(LoginDocument);
  for (let i = 0; i < logins.length; i += 8) {
    const batch = logins.slice(i, i + 8).map(async (username) => {
      const res = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables: { username, password: DEMO_PASSWORD } }),
      });
      const body = (await res.json()) as LoginAnswer & { errors?: unknown };
      if (!body.data?.obtainToken) throw new Error(`Anmeldung ${username} fehlgeschlagen: ${JSON.stringify(body.errors)}`);
      return body.data.obtainToken.access;
    });
    tokens.push(...(await Promise.all(batch)));
  }
  return tokens;
}

export const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

/** One answer a simulated user got, for the bench to record. */
export interface SessionAnswer {
  kind: Kind;
  operation: string;
  status: number;
  body: string;
  ms: number;
  failed: boolean;
}

/**
 * The simulated users of the load session: each replays SESSION from its own position, keeps the
 * token its logins return, and hands every answer to `record`.
 */
export function sessionUsers(people: { username: string; farm: number | null }[], tokens: string[], record: (answer: SessionAnswer) => void): SimulatedUser[] {
  return people.map((person, user) => {
    let token = tokens[user]!;
    let position = (user * 7) % SESSION.length;
    let pending: Step = SESSION[0]!;
    return {
      next() {
        // Association users have no farm: they load the signed-in user where a farm user needs the farm.
        const planned = SESSION[position++ % SESSION.length]!;
        pending = planned.farmOnly && person.farm === null ? ASSOCIATION_INSTEAD : planned;
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (pending.kind === 'login') return { headers, body: JSON.stringify({ query: pending.query, variables: { username: person.username, password: DEMO_PASSWORD } }) };
        headers.authorization = `Bearer ${token}`;
        return { headers, body: JSON.stringify({ query: pending.query, variables: pending.variables(person.farm) }) };
      },
      answered(status, body, ms) {
        const { kind } = pending;
        const failed = status !== 200 || body.includes('"errors"');
        if (!failed && kind === 'login') token = (JSON.parse(body) as LoginAnswer).data.obtainToken.access;
        record({ kind, operation: operationName(pending.query), status, body, ms, failed });
      },
    };
  });
}

export default async function load(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      seconds: { type: 'string', default: '60' },
      warmup: { type: 'string', default: '10' },
      users: { type: 'string', default: '200' },
      rate: { type: 'string', default: '1' },
      farms: { type: 'string', default: '1500' },
      profile: { type: 'string' },
      root: { type: 'string', default: ROOT },
    },
  });
  const seconds = Number(values.seconds);
  const warmup = Number(values.warmup);
  const users = Number(values.users);
  const rate = Number(values.rate);
  const farms = Number(values.farms);

  await ensureDatabase();
  const started = performance.now();
  const server = await startServer({ DATABASE_URL, SEED_FARMS: String(farms), JWT_SECRET: 'bench-secret-bench-secret-bench-s' }, values.root, values.profile);
  try {
    console.log(`Server bereit nach ${((performance.now() - started) / 1000).toFixed(1)} s (${server.baseUrl}, Datenbank ${DATABASE}, Checkout ${values.root}).`);
    const people = await accounts(users);
    const logins = people.map((p) => p.username);
    if (logins.length < users) throw new Error(`Nur ${logins.length} passende Konten für ${users} Nutzer; mehr --farms?`);

    const latencies: Record<Kind, number[]> = { login: [], dashboard: [], farms: [], controlling: [], evaluation: [] };
    const failures: Record<Kind, number> = { login: 0, dashboard: 0, farms: 0, controlling: 0, evaluation: 0 };
    const samples: string[] = [];
    const byOperation: Record<string, number[]> = {};
    /** [answered at, ms] of every read, for p95 per 10 s. */
    const timeline: [number, number][] = [];

    // Every user logs in once before the clock starts (not measured), then starts its session at its
    // own step: the logins of the measured run are spread over time as real ones are, instead of all
    // 200 arriving in the same second.
    const tokens = await warmUpLogins(server.baseUrl, logins);
    // Each simulated user works through the session from its own step (spread over the steps, so
    // logins are spread over the run), with the token of its warm-up login until the session's login.
    let measuring = false;
    /** Failed answers and connection errors of the warm-up: not in the figures, but never hidden. */
    let warmupFailures = 0;
    const simulated = sessionUsers(people, tokens, ({ kind, operation, status, body, ms, failed }) => {
      if (!measuring) {
        if (failed) warmupFailures++;
        return;
      }
      latencies[kind].push(ms);
      if (kind !== 'login') timeline.push([performance.now(), ms]);
      (byOperation[operation] ??= []).push(ms);
      if (failed) {
        failures[kind]++;
        if (samples.length < 5) samples.push(`${kind} ${status} ${body.slice(0, 200)}`);
      }
    });

    // A warm-up the figures leave out: the server's first seconds compile every operation and load
    // every user's access once, which a server that has been running does not do again.
    if (warmup > 0) {
      const warm = await runUsers({ url: `${server.baseUrl}/graphql`, users: simulated, rate, seconds: warmup, timeoutMs: 30_000 });
      warmupFailures += warm.errors;
    }
    measuring = true;
    const [loadBefore = 0] = loadavg();
    const observer = new pg.Client({ connectionString: DATABASE_URL });
    await observer.connect();
    const serverCpuBefore = cpuSeconds(server.child.pid!);
    const serverThreadsBefore = threadCpuSeconds(server.child.pid!);
    const benchCpuBefore = process.cpuUsage();
    const dbCpuBefore = await databaseCpu(observer);
    const transactionsBefore = await databaseTransactions(observer);
    let peakRss = rss(server.child.pid!);
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rss(server.child.pid!))), 250);
    const result = await runUsers({ url: `${server.baseUrl}/graphql`, users: simulated, rate, seconds, timeoutMs: 30_000 });
    clearInterval(sampler);
    const endRss = rss(server.child.pid!);
    const serverCpu = cpuSeconds(server.child.pid!) - serverCpuBefore;
    const threads = threadShares(server.child.pid!, serverThreadsBefore, threadCpuSeconds(server.child.pid!));
    const benchCpu = process.cpuUsage(benchCpuBefore);
    const dbCpuAfter = await databaseCpu(observer);
    // Let the backends flush their statistics (they do so at most once a second when idle).
    await new Promise((r) => setTimeout(r, 1500));
    const transactions = (await databaseTransactions(observer)) - transactionsBefore;
    await observer.end();
    // Backends that came or went during the run count from 0 / up to their last reading.
    let dbCpu = 0;
    for (const [pid, after] of dbCpuAfter) dbCpu += after - (dbCpuBefore.get(pid) ?? 0);

    const [load1] = loadavg();
    const total = Object.values(latencies).reduce((n, l) => n + l.length, 0);
    const errors = Object.values(failures).reduce((a, b) => a + b, 0) + result.errors + result.timeouts;
    console.log(
      `\n${users} Nutzer, höchstens ${rate} Anfrage(n)/s je Nutzer, ${seconds} s nach ${warmup} s Aufwärmen, ${farms} LDWU; UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? '4 (Standard)'}; Maschine: ${cpus().length} Kerne, Last (1 min) vorher ${loadBefore.toFixed(1)}, nachher ${load1!.toFixed(1)}`,
    );
    console.log(`Durchsatz: ${(total / seconds).toFixed(1)} Anfragen/s (${total} Antworten)`);
    console.log('Art           Anzahl  Fehler     p50     p95     p99   (ms)');
    for (const kind of Object.keys(latencies) as Kind[]) {
      const sorted = latencies[kind].sort((a, b) => a - b);
      const cell = (p: number) => percentileOfSorted(sorted, p).toFixed(0).padStart(7);
      console.log(`${kind.padEnd(12)} ${String(sorted.length).padStart(7)} ${String(failures[kind]).padStart(7)} ${cell(50)} ${cell(95)} ${cell(99)}`);
    }
    const first = timeline[0]?.[0] ?? 0;
    const windows: number[][] = [];
    for (const [at, ms] of timeline) (windows[Math.floor((at - first) / 10_000)] ??= []).push(ms);
    console.log(`  Lesen p95 je 10 s: ${windows.map((w) => percentileOfSorted(w.sort((a, b) => a - b), 95).toFixed(0)).join(' / ')} ms`);
    console.log('  je Operation (p50 / p95 / p99 ms):');
    for (const [name, list] of Object.entries(byOperation).sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = list.sort((a, b) => a - b);
      console.log(`    ${name.padEnd(24)} ${String(sorted.length).padStart(6)} ${[50, 95, 99].map((p) => percentileOfSorted(sorted, p).toFixed(0).padStart(6)).join(' ')}`);
    }
    const reads = READS.flatMap((k) => latencies[k]).sort((a, b) => a - b);
    console.log(`${'Lesen (alle)'.padEnd(12)} ${String(reads.length).padStart(7)} ${String(READS.reduce((n, k) => n + failures[k], 0)).padStart(7)} ${percentileOfSorted(reads, 50).toFixed(0).padStart(7)} ${percentileOfSorted(reads, 95).toFixed(0).padStart(7)} ${percentileOfSorted(reads, 99).toFixed(0).padStart(7)}`);
    console.log(`Fehler gesamt: ${errors} (Verbindungsfehler ${result.errors}, davon Zeitüberschreitungen ${result.timeouts})`);
    console.log(`Fehler im Aufwärmen (nicht in den Zahlen oben): ${warmupFailures}`);
    for (const s of samples) console.log(`  z. B. ${s}`);
    // CPU time per answer does not depend on what else shares the cores, unlike latency.
    const perAnswer = (cpu: number) => `${((cpu * 1000) / Math.max(1, total)).toFixed(2)} ms`;
    const cores = (cpu: number) => `${(cpu / seconds).toFixed(2)} Kerne`;
    console.log(
      `CPU je Antwort: Server ${perAnswer(serverCpu)} (${cores(serverCpu)}), PostgreSQL ${perAnswer(dbCpu)} (${cores(dbCpu)}), Lastgenerator ${perAnswer((benchCpu.user + benchCpu.system) / 1e6)}`,
    );
    console.log(
      `  davon Server-Hauptthread (Ereignisschleife) ${perAnswer(threads.main)}, übrige Threads (libuv-Pool: argon2 der ${latencies.login.length} Anmeldungen, gzip, WebCrypto; V8: GC, Übersetzen) ${perAnswer(threads.other)}`,
    );
    // What the offered load (every user at its full rate) would need at these costs, against the cores
    // there are: when it reaches them, the queue and not the code sets the latency.
    const offered = users * rate;
    const need = (cpu: number) => (cpu / Math.max(1, total)) * offered;
    const benchSeconds = (benchCpu.user + benchCpu.system) / 1e6;
    console.log(
      `Bedarf bei ${offered} Anfragen/s: Server ${need(serverCpu).toFixed(2)} + PostgreSQL ${need(dbCpu).toFixed(2)} + Lastgenerator ${need(benchSeconds).toFixed(2)} = ${(need(serverCpu) + need(dbCpu) + need(benchSeconds)).toFixed(2)} Kerne von ${cpus().length}`,
    );
    console.log(`Datenbank-Transaktionen je Antwort: ${(transactions / Math.max(1, total)).toFixed(2)} (${transactions} in ${total} Antworten)`);
    console.log(`Server-RSS: Spitze ${mib(peakRss)}, am Ende ${mib(endRss)}`);
    const p95 = percentileOfSorted(reads, 95);
    const serverMsPerAnswer = (serverCpu * 1000) / Math.max(1, total);
    console.log(
      `Ziele: Fehler 0 ${errors === 0 ? 'erreicht' : 'VERFEHLT'}; Lesen p95 ≤ 250 ms ${p95 <= 250 ? 'erreicht' : 'VERFEHLT'}; RSS ≤ 1,5 GB ${peakRss <= 1.5 * 2 ** 30 ? 'erreicht' : 'VERFEHLT'}; Server-CPU je Antwort ≤ 2 ms ${serverMsPerAnswer <= 2 ? 'erreicht' : 'VERFEHLT'}`,
    );
  } finally {
    await server.stop();
  }
}
