// Several instances: two servers on one PostgreSQL database, 200 simulated users split
// over both, and one national-size upload through A during the run.
//   npm run bench -- instances [--farms 50000] [--months 3] [--users 200] [--seconds 60] [--warmup 10] [--reset] [--profile DIR]
// The database hb_bench_instances is created and seeded once with the demo generator (tools/seed,
// ~1.2 sites per farm: 50,000 farms are ~60,000 sites) and reused; --reset recreates it. Both
// servers start as in production (NODE_ENV=production, SEED_FARMS=0, no JWT_SECRET: the signing key
// lives in the database; a token of A refused by B stops the bench). The users run the
// load bench's session (bench/load.ts), half on each instance. At a third of the measured time one
// CSV with every site of the database (a new test day, all 170 figures, each site's latest values
// changed a little) goes to A in one streamed request. Meanwhile a probe asks both instances for a
// few sites' value, each time after reading the database's 'reports' version: an answer given after
// the upload's version was committed must show the new value (else it is stale). Prints the upload's
// answer and time, the time until both instances show it ("visible everywhere"), the time until every
// alert is evaluated, and per instance and overall throughput, errors, reads p50/p95/p99, reads p95
// per 10 s, RSS and CPU. Targets: 0 errors, 0 stale answers, upload visible everywhere and all
// alerts evaluated ≤ 60 s after the upload's start.
// --profile writes both servers' V8 CPU profiles (.cpuprofile) into DIR when they stop.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { REPORT_FIELDS, FIELD_INDEX } from '../src/api/catalogue/fields.ts';
import { formatApiDate } from '../src/domain/format.ts';
import { DEMO_PASSWORD } from '../tools/seed/demo-accounts.ts';
import {
  accounts,
  cpuSeconds,
  databaseCpu,
  mib,
  READS,
  rss,
  SERVER,
  sessionUsers,
  startServer,
  warmUpLogins,
  type Kind,
} from './load.ts';
import { percentileOfSorted } from './stats.ts';
import { runUsers, type SimulatedUser } from './simulated-users.ts';
import { random } from './random.ts';

const DATABASE = 'hb_bench_instances';
const DATABASE_URL = `${SERVER}/${DATABASE}`;
const ROOT = resolve(import.meta.dirname, '..');
/** The figure the probe reads (the e2e test's; one decimal, so a changed value is plain to see). */
const PROBE_FIELD = 'leistung_milch_kg_div_melk_avg';
const PROBE_SITES = 5;
/** Pause between two probe rounds on one instance: often enough to time the catch-up, without adding load. */
const PROBE_PAUSE_MS = 50;
const TARGET_SECONDS = 60;

type Server = Awaited<ReturnType<typeof startServer>>;

interface Instance {
  name: 'A' | 'B';
  server: Server;
  startSeconds: number;
  peakRss: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).replace('.', ',')} s`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates and seeds the database unless it is there and seeded (--reset: always anew); prints what it holds. */
async function prepareDatabase(farms: number, months: number, reset: boolean): Promise<void> {
  const exists = await withClient(`${SERVER}/postgres`, async (admin) => {
    if (reset) await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    const found = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE])).rowCount! > 0;
    if (!found) await admin.query(`CREATE DATABASE ${DATABASE}`);
    return found;
  });
  const seeded = exists && (await withClient(DATABASE_URL, async (c) => (await c.query(`SELECT to_regclass('sites') IS NOT NULL AND EXISTS (SELECT 1 FROM sites) AS ok`)).rows[0].ok as boolean));
  if (!seeded) {
    // The project's generator in a process of its own, as `npm run seed` runs it.
    console.log(`Befülle ${DATABASE}: npm run seed -- --farms ${farms} --months ${months} …`);
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'tools/seed/cli.ts', '--farms', String(farms), '--months', String(months)], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const code = await new Promise<number | null>((r) => child.once('exit', r));
    if (code !== 0) throw new Error(`Seed gescheitert (Exit-Code ${code}).`);
    console.log(`Seed fertig in ${seconds(performance.now() - started)}.`);
  }
  const counts = await withClient(DATABASE_URL, async (c) => (await c.query(`SELECT (SELECT count(*) FROM farms) AS farms, (SELECT count(*) FROM sites) AS sites, (SELECT count(*) FROM reports) AS reports, (SELECT count(*) FROM alerts) AS alerts`)).rows[0]);
  console.log(`Datenbank ${DATABASE}${seeded ? ' (wiederverwendet)' : ''}: ${counts.farms} LDWU, ${counts.sites} Betriebsstätten, ${counts.reports} MLP-Berichte, ${counts.alerts} Kontrollfelder.`);
}

/** Both servers at once (as a deployment starts them), each timed to its health route; RSS sampled from the start. */
async function startInstances(profile?: string): Promise<Instance[]> {
  // PUBLIC_URL: required with DATABASE_URL (links in mails); SEED_FARMS=0: the bench seeds, never the server.
  const env = { DATABASE_URL, PUBLIC_URL: 'http://bench.invalid', SEED_FARMS: '0', JWT_SECRET: '' };
  const start = async (name: 'A' | 'B'): Promise<Instance> => {
    const started = performance.now();
    const server = await startServer(env, ROOT, profile);
    return { name, server, startSeconds: (performance.now() - started) / 1000, peakRss: rss(server.child.pid!) };
  };
  return Promise.all([start('A'), start('B')]);
}

async function restToken(baseUrl: string, username: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: DEMO_PASSWORD }) });
  if (res.status !== 200) throw new Error(`Anmeldung ${username}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access: string }).access;
}

/** Whether B accepts a token A signed (the instances must share the signing key). */
async function tokenCrosses(a: Instance, b: Instance): Promise<boolean> {
  const token = await restToken(a.server.baseUrl, 'superuser');
  const res = await fetch(`${b.server.baseUrl}/api/v1/users/current-user/`, { headers: { authorization: `Bearer ${token}` } });
  return res.status === 200;
}

/** What the bench records of one instance's simulated users. */
interface Tally {
  latencies: Record<Kind, number[]>;
  failures: Record<Kind, number>;
  /** [answered at, ms] of every read. */
  timeline: [number, number][];
  samples: string[];
  warmupFailures: number;
  connectionErrors: number;
  timeouts: number;
}

const newTally = (): Tally => ({
  latencies: { login: [], dashboard: [], farms: [], controlling: [], evaluation: [] },
  failures: { login: 0, dashboard: 0, farms: 0, controlling: 0, evaluation: 0 },
  timeline: [],
  samples: [],
  warmupFailures: 0,
  connectionErrors: 0,
  timeouts: 0,
});

/** The load bench's users (same session, same spread of steps and logins), recording into `tally` once `measuring()`. */
function simulatedUsers(people: { username: string; farm: number | null }[], tokens: string[], tally: Tally, measuring: () => boolean): SimulatedUser[] {
  return sessionUsers(people, tokens, ({ kind, status, body, ms, failed }) => {
    if (!measuring()) {
      if (failed) tally.warmupFailures++;
      return;
    }
    tally.latencies[kind].push(ms);
    if (kind !== 'login') tally.timeline.push([performance.now(), ms]);
    if (failed) {
      tally.failures[kind]++;
      if (tally.samples.length < 3) tally.samples.push(`${kind} ${status} ${body.slice(0, 200)}`);
    }
  });
}

/** One site of the upload: its number and the values its line is made from (its latest report's). */
interface UploadSite {
  id: number;
  number: string;
  values: number[] | null;
}

/** Every site with its latest report's values, in id order. */
async function uploadSites(client: pg.Client): Promise<UploadSite[]> {
  const { rows } = await client.query<{ id: number; number: string; values: number[] | null }>(
    'SELECT s.id, s.number, r.values FROM sites s LEFT JOIN reports r ON r.id = s.latest_report_id ORDER BY s.id',
  );
  return rows.map((r) => ({ id: Number(r.id), number: r.number, values: r.values }));
}

/**
 * One figure as the file writes it: the value changed by up to ±1 %, rounded to the figure's
 * precision, kept inside the catalogue's range (unless the old value already lay outside), with a
 * decimal comma and no thousands separator; empty when missing.
 */
function figureCell(value: number, field: (typeof REPORT_FIELDS)[number], rnd: () => number): string {
  if (!Number.isFinite(value)) return '';
  const changed = value * (1 + (rnd() - 0.5) * 0.02);
  const bounded = Math.min(Math.max(changed, Math.min(value, field.min)), Math.max(value, field.max));
  return bounded.toFixed(field.precision).replace('.', ',');
}

const MEANS = REPORT_FIELDS.map((f) => (Number.isFinite(f.mean) ? f.mean : 0));
const PROBE_INDEX = FIELD_INDEX.get(PROBE_FIELD)!;

/**
 * The probe sites' new value of PROBE_FIELD: their current value moved by 0.5 to 2.4 (inside the
 * catalogue's range), so a stale answer cannot pass for a fresh one.
 */
function probeValues(sites: UploadSite[], rnd: () => number): Map<number, number> {
  const field = REPORT_FIELDS[PROBE_INDEX]!;
  const withReports = sites.filter((s) => s.values && Number.isFinite(s.values[PROBE_INDEX]!));
  const chosen = Array.from({ length: PROBE_SITES }, (_, i) => withReports[Math.floor(((i + 0.5) / PROBE_SITES) * withReports.length)]!);
  return new Map(
    chosen.map((s) => {
      const old = s.values![PROBE_INDEX]!;
      const step = 0.5 + Math.round(rnd() * 19) / 10;
      const value = old + step <= field.max ? old + step : old - step;
      return [s.id, Number(value.toFixed(1))];
    }),
  );
}

/** The CSV, a few hundred lines per chunk: never the whole file in memory. */
function* csvChunks(sites: UploadSite[], day: string, probes: Map<number, number>, rnd: () => number): Generator<string> {
  yield `${['betriebsstaette', 'pruefdatum', 'verarbeitungsdatum', ...REPORT_FIELDS.map((f) => f.pythonic_name)].join(';')}\n`;
  let lines: string[] = [];
  // A site without any report takes the values of the last one that has some.
  let borrowed: number[] = MEANS;
  for (const site of sites) {
    const values = site.values ?? borrowed;
    if (site.values) borrowed = site.values;
    const cells = REPORT_FIELDS.map((f, i) => figureCell(values[i]!, f, rnd));
    const probe = probes.get(site.id);
    if (probe !== undefined) cells[PROBE_INDEX] = probe.toFixed(1).replace('.', ',');
    lines.push(`${site.number};${day};${day};${cells.join(';')}`);
    if (lines.length === 500) {
      yield `${lines.join('\n')}\n`;
      lines = [];
    }
  }
  if (lines.length) yield `${lines.join('\n')}\n`;
}

interface UploadAnswer {
  status: number;
  body: string;
  bytes: number;
  startedAt: number;
  answeredAt: number;
}

/** POSTs the CSV as multipart/form-data in one chunked request, streamed from the generator. */
function upload(baseUrl: string, token: string, chunks: Iterable<string>): Promise<UploadAnswer> {
  const boundary = `----herdenblick-bench-${Date.now()}`;
  let bytes = 0;
  function* body(): Generator<Buffer> {
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="report"; filename="mlp-bundesweit.csv"\r\nContent-Type: text/csv\r\n\r\n`);
    for (const chunk of chunks) {
      const buffer = Buffer.from(chunk);
      bytes += buffer.length;
      yield buffer;
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  const startedAt = performance.now();
  return new Promise((resolvePromise, reject) => {
    const req = http.request(`${baseUrl}/api/v1/reports/upload/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
    });
    req.on('response', (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8'), bytes, startedAt, answeredAt: performance.now() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    Readable.from(body()).pipe(req);
  });
}

const reportsVersion = async (client: pg.Client) => Number((await client.query<{ version: string }>(`SELECT version FROM engine_versions WHERE name = 'reports'`)).rows[0]!.version);

/** One probe round on one instance: the database's version read before, and how many probe sites showed the new value. */
interface ProbeRound {
  instance: 'A' | 'B';
  version: number;
  answeredAt: number;
  fresh: number;
  errors: number;
}

/**
 * Until `stop()`: asks one instance for every probe site's value, after reading the 'reports'
 * version, and records whether each answer shows the upload's test day and value.
 */
function probeLoop(instance: Instance, token: string, day: string, probes: Map<number, number>, rounds: ProbeRound[]): { stop(): Promise<void> } {
  const state = { running: true };
  const done = withClient(DATABASE_URL, async (client) => {
    while (state.running) {
      const version = await reportsVersion(client);
      const answers = await Promise.all(
        [...probes].map(async ([site, value]) => {
          try {
            const res = await fetch(`${instance.server.baseUrl}/api/v1/sites/${site}/report/?field=${PROBE_FIELD}`, { headers: { authorization: `Bearer ${token}` } });
            if (res.status !== 200) return 'error';
            const body = (await res.json()) as { data: { value: number | null }[]; latest_inspection_date: string | null };
            const shown = body.data[0]?.value;
            return body.latest_inspection_date === day && typeof shown === 'number' && Math.abs(shown - value) < 1e-3 ? 'fresh' : 'old';
          } catch {
            return 'error';
          }
        }),
      );
      rounds.push({ instance: instance.name, version, answeredAt: performance.now(), fresh: answers.filter((a) => a === 'fresh').length, errors: answers.filter((a) => a === 'error').length });
      await sleep(PROBE_PAUSE_MS);
    }
  });
  return {
    stop() {
      state.running = false;
      return done;
    },
  };
}

/** When the upload's transaction committed (first reading of a version above `before`), and that version. */
async function watchCommit(before: number, until: () => boolean): Promise<{ at: number; version: number } | null> {
  return withClient(DATABASE_URL, async (client) => {
    while (!until()) {
      const version = await reportsVersion(client);
      if (version > before) return { at: performance.now(), version };
      await sleep(20);
    }
    return null;
  });
}

interface Evaluated {
  alertsAt: number;
  jobsAt: number;
  detector: string;
  jobs: { kind: string; by: string; doneMs: number }[];
}

/** The jobs the upload queued: who ran each and when it was done, in ms after the upload's start (where the time goes). */
async function uploadJobs(client: pg.Client, uploadStart: Date): Promise<Evaluated['jobs']> {
  const { rows } = await client.query<{ kind: string; locked_by: string; done_ms: number }>(
    `SELECT kind, locked_by, extract(epoch FROM done_at - $1::timestamptz) * 1000 AS done_ms FROM jobs WHERE created_at >= $1 AND kind <> 'maintenance.prune' ORDER BY id`,
    [uploadStart],
  );
  return rows.map((r) => ({ kind: r.kind, by: r.locked_by, doneMs: Number(r.done_ms) }));
}

/**
 * When every alert is evaluated after the upload: no detection job open and every alert checked
 * since the upload started; and when every job the upload queued (mails, snapshots) is done.
 */
async function watchJobs(uploadStart: Date, committed: Promise<unknown>): Promise<Evaluated | null> {
  if (!(await committed)) return null;
  return withClient(DATABASE_URL, async (client) => {
    let alertsAt = 0;
    for (;;) {
      const { rows } = await client.query<{ detect: number; unchecked: number; open: number; detector: string | null }>(
        `SELECT (SELECT count(*)::int FROM jobs WHERE kind = 'controlling.detect' AND done_at IS NULL) AS detect,
                (SELECT count(*)::int FROM alerts WHERE last_checked IS NULL OR last_checked < $1) AS unchecked,
                (SELECT count(*)::int FROM jobs WHERE done_at IS NULL AND kind <> 'maintenance.prune' AND (run_after <= now() OR locked_until >= now())) AS open,
                (SELECT locked_by FROM jobs WHERE kind = 'controlling.detect' AND created_at >= $1 ORDER BY id DESC LIMIT 1) AS detector`,
        [uploadStart],
      );
      const r = rows[0]!;
      if (!alertsAt && r.detect === 0 && r.unchecked === 0) alertsAt = performance.now();
      if (alertsAt && r.open === 0) return { alertsAt, jobsAt: performance.now(), detector: r.detector ?? '?', jobs: await uploadJobs(client, uploadStart) };
      await sleep(100);
    }
  });
}

/** CPU seconds of both servers and of the bench database's PostgreSQL backends, from `before`. */
interface CpuReading {
  servers: Map<string, number>;
  database: Map<number, number>;
  bench: NodeJS.CpuUsage;
}

async function readCpu(servers: Instance[], client: pg.Client): Promise<CpuReading> {
  return {
    servers: new Map(servers.map((i) => [i.name, cpuSeconds(i.server.child.pid!)])),
    database: await databaseCpu(client, DATABASE),
    bench: process.cpuUsage(),
  };
}

function cpuSpent(before: CpuReading, after: CpuReading) {
  let database = 0;
  for (const [pid, cpu] of after.database) database += cpu - (before.database.get(pid) ?? 0);
  const servers = new Map([...after.servers].map(([name, cpu]) => [name, cpu - (before.servers.get(name) ?? 0)]));
  const bench = (after.bench.user - before.bench.user + after.bench.system - before.bench.system) / 1e6;
  return { servers, database, bench };
}

const cell = (sorted: number[], p: number) => percentileOfSorted(sorted, p).toFixed(0).padStart(7);

/** Reads p95 per 10 s from the measured start (`*` marks windows the upload was running in). */
function windowLine(timeline: [number, number][], measuredStart: number, uploadSpan: [number, number] | null): string {
  const windows: number[][] = [];
  for (const [at, ms] of timeline) (windows[Math.floor((at - measuredStart) / 10_000)] ??= []).push(ms);
  return Array.from(windows, (w = [], i) => {
    const from = measuredStart + i * 10_000;
    const busy = uploadSpan && uploadSpan[0] < from + 10_000 && uploadSpan[1] >= from ? '*' : '';
    return `${percentileOfSorted(w.sort((a, b) => a - b), 95).toFixed(0)}${busy}`;
  }).join(' / ');
}

/** Throughput, errors, reads of one instance or of all. */
function printFigures(label: string, tallies: Tally[], measured: number, measuredStart: number, uploadSpan: [number, number] | null): { errors: number; p95: number } {
  const reads = tallies.flatMap((t) => READS.flatMap((k) => t.latencies[k])).sort((a, b) => a - b);
  const total = tallies.reduce((n, t) => n + Object.values(t.latencies).reduce((m, l) => m + l.length, 0), 0);
  const failed = tallies.reduce((n, t) => n + Object.values(t.failures).reduce((a, b) => a + b, 0) + t.connectionErrors, 0);
  console.log(
    `${label.padEnd(8)} ${(total / measured).toFixed(1).padStart(7)} Anfragen/s  Fehler ${failed}  Lesen p50/p95/p99 ${cell(reads, 50).trim()} / ${cell(reads, 95).trim()} / ${cell(reads, 99).trim()} ms  Lesen p95 je 10 s: ${windowLine(
      tallies.flatMap((t) => t.timeline).sort((a, b) => a[0] - b[0]),
      measuredStart,
      uploadSpan,
    )} ms`,
  );
  return { errors: failed, p95: percentileOfSorted(reads, 95) };
}

export default async function instances(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      farms: { type: 'string', default: '50000' },
      months: { type: 'string', default: '3' },
      users: { type: 'string', default: '200' },
      seconds: { type: 'string', default: '60' },
      warmup: { type: 'string', default: '10' },
      reset: { type: 'boolean', default: false },
      profile: { type: 'string' },
    },
  });
  const measured = Number(values.seconds);
  const warmup = Number(values.warmup);
  const users = Number(values.users);
  await prepareDatabase(Number(values.farms), Number(values.months), values.reset);

  // Without JWT_SECRET, as in production: the signing key lives in the database. A token of A that B
  // refuses is a defect of the product, not of the bench.
  const servers = await startInstances(values.profile);
  const secretNote = 'ohne JWT_SECRET (Schlüssel aus der Datenbank)';
  if (!(await tokenCrosses(servers[0]!, servers[1]!))) {
    await Promise.all(servers.map((i) => i.server.stop()));
    throw new Error('B lehnt die Tokens von A ab: die Instanzen teilen ihren Signierschlüssel nicht.');
  }
  const [a, b] = servers as [Instance, Instance];
  const sampler = setInterval(() => servers.forEach((i) => (i.peakRss = Math.max(i.peakRss, rss(i.server.child.pid!)))), 250);
  try {
    for (const i of servers) console.log(`Instanz ${i.name}: bereit nach ${seconds(i.startSeconds * 1000)} (${i.server.baseUrl}), RSS ${mib(rss(i.server.child.pid!))}; ${secretNote}`);
    await run(a, b, { users, warmup, measured });
  } finally {
    clearInterval(sampler);
    await Promise.all(servers.map((i) => i.server.stop()));
  }
}

async function run(a: Instance, b: Instance, { users, warmup, measured }: { users: number; warmup: number; measured: number }) {
  const servers = [a, b];
  const observer = new pg.Client({ connectionString: DATABASE_URL });
  await observer.connect();
  try {
    // The file's content before the clock starts: each site's latest values (read once, ~60,000 rows).
    let t = performance.now();
    const sites = await uploadSites(observer);
    const rnd = random(Date.now() % 2 ** 31);
    const probes = probeValues(sites, rnd);
    const day = formatApiDate(new Date());
    console.log(`Upload vorbereitet: ${sites.length} Betriebsstätten, Prüftag ${day}, ${REPORT_FIELDS.length} Kennzahlen (${seconds(performance.now() - t)}); Probe: ${PROBE_SITES} Betriebsstätten, ${PROBE_FIELD}`);

    // Half of the users on each instance, each logged in on its own instance before the clock starts.
    const people = await accounts(users, DATABASE_URL);
    if (people.length < users) throw new Error(`Nur ${people.length} passende Konten für ${users} Nutzer.`);
    const tallies = new Map(servers.map((i) => [i.name, newTally()]));
    let measuring = false;
    const crowds = await Promise.all(
      servers.map(async (instance, n) => {
        const mine = people.filter((_, i) => i % 2 === n);
        const tokens = await warmUpLogins(instance.server.baseUrl, mine.map((p) => p.username));
        return { instance, users: simulatedUsers(mine, tokens, tallies.get(instance.name)!, () => measuring) };
      }),
    );
    // Never shorter than `secs` (with no users, a loop over it would spin without ever yielding to timers).
    const runAll = (secs: number) =>
      Promise.all([
        sleep(secs * 1000),
        ...crowds.map(async ({ instance, users: list }) => {
          const result = await runUsers({ url: `${instance.server.baseUrl}/graphql`, users: list, rate: 1, seconds: secs, timeoutMs: 30_000 });
          const tally = tallies.get(instance.name)!;
          if (measuring) {
            tally.connectionErrors += result.errors;
            tally.timeouts += result.timeouts;
          } else tally.warmupFailures += result.errors;
        }),
      ]);
    if (warmup > 0) await runAll(warmup);

    // The probe token comes from A and is used on both (the instances share the signing key).
    const probeToken = await restToken(a.server.baseUrl, 'superuser');
    const rounds: ProbeRound[] = [];
    const probeLoops = servers.map((i) => probeLoop(i, probeToken, day, probes, rounds));
    const versionBefore = await reportsVersion(observer);
    const [loadBefore = 0] = loadavg();
    const cpuBefore = await readCpu(servers, observer);
    measuring = true;
    const measuredStart = performance.now();
    // The upload may outlast the measured time: the users go on, 10 s at a time, until it is visible
    // everywhere and evaluated, so that every read during it is measured.
    const phase = { settled: false };
    let measuredEnd = 0;
    const usersDone = (async () => {
      await runAll(measured);
      while (!phase.settled) await runAll(10);
      measuredEnd = performance.now();
    })();

    // The upload at a third of the measured time, through A, with the watchers of its commit and jobs.
    await sleep((measured * 1000) / 3);
    const uploadToken = await restToken(a.server.baseUrl, 'superuser');
    let answered = false;
    const uploadStart = new Date();
    const commit = watchCommit(versionBefore, () => answered);
    const jobs = watchJobs(uploadStart, commit);
    const answer = await upload(a.server.baseUrl, uploadToken, csvChunks(sites, day, probes, rnd)).finally(() => (answered = true));
    const committed = (await commit) ?? { at: answer.answeredAt, version: await reportsVersion(observer) };
    console.log(
      `\nUpload über A: ${(answer.bytes / 1e6).toFixed(1).replace('.', ',')} MB, ${sites.length} Zeilen; Antwort ${answer.status} nach ${seconds(answer.answeredAt - answer.startedAt)}: ${answer.body.slice(0, 300)}`,
    );
    if (answer.status !== 200) console.log('  Upload abgelehnt: die weiteren Upload-Zahlen fehlen.');
    const uploadVersion = committed.version;

    // The probes go on until both instances show the upload (or 120 s after the answer at most).
    for (const deadline = answer.answeredAt + 120_000; answer.status === 200 && performance.now() < deadline; await sleep(100)) {
      const shown = servers.every((i) => rounds.some((r) => r.instance === i.name && r.fresh === PROBE_SITES));
      if (shown) break;
    }
    const evaluated = answer.status === 200 ? await Promise.race([jobs, sleep(300_000).then(() => null)]) : null;
    phase.settled = true;
    await usersDone;
    const cpuAfter = await readCpu(servers, observer);
    const [loadAfter = 0] = loadavg();
    await Promise.all(probeLoops.map((p) => p.stop()));

    printUpload(answer, committed, uploadVersion, rounds, servers, evaluated);
    const span = (measuredEnd - measuredStart) / 1000;
    printRun({ servers, tallies, measured: span, measuredStart, upload: [answer.startedAt, answer.answeredAt], users, warmup, loadBefore, loadAfter, cpu: cpuSpent(cpuBefore, cpuAfter) });
    if (answer.status !== 200) console.log(`Serverausgabe A (Ende):\n${a.server.output().slice(-2000)}`);
  } finally {
    await observer.end();
  }
}

function printUpload(
  answer: UploadAnswer,
  committed: { at: number; version: number },
  uploadVersion: number,
  rounds: ProbeRound[],
  servers: Instance[],
  evaluated: Evaluated | null,
) {
  // Job runners are named host:pid:random (src/api/services/jobs/worker.ts).
  const who = (runner: string) => servers.find((i) => runner.split(':')[1] === String(i.server.child.pid))?.name ?? runner;
  const after = (at: number) => seconds(at - answer.startedAt);
  console.log(`  Commit (Version ${uploadVersion}) ${after(committed.at)} nach Upload-Beginn; Antwort von A ${seconds(answer.answeredAt - committed.at)} nach dem Commit`);
  // Stale: an answer given after reading a version ≥ the upload's that does not show the upload.
  const checked = rounds.filter((r) => r.version >= uploadVersion);
  const stale = checked.reduce((n, r) => n + (PROBE_SITES - r.fresh - r.errors), 0);
  const probeErrors = rounds.reduce((n, r) => n + r.errors, 0);
  console.log(
    `  Probe: ${rounds.length} Runden × ${PROBE_SITES} Betriebsstätten auf A und B, ${checked.length} nach dem Commit; veraltete Antworten ${stale} ${stale === 0 ? '(Ziel 0 erreicht)' : '(Ziel 0 VERFEHLT)'}; Fehler ${probeErrors}`,
  );
  for (const r of checked.filter((x) => x.fresh + x.errors < PROBE_SITES).slice(0, 5)) console.log(`    veraltet: ${r.instance} Version ${r.version}, ${after(r.answeredAt)} nach Upload-Beginn, ${r.fresh}/${PROBE_SITES} neu`);
  const visible = servers.map((i) => rounds.find((r) => r.instance === i.name && r.fresh === PROBE_SITES)?.answeredAt);
  for (const [n, i] of servers.entries()) console.log(`  sichtbar auf ${i.name}: ${visible[n] ? `${after(visible[n])} nach Upload-Beginn` : 'NIE (in 120 s nach der Antwort)'}`);
  if (visible.every((v) => v !== undefined)) {
    const everywhere = Math.max(...(visible as number[]));
    // A answers only after the detection, so both may show the upload before A's answer (negative).
    console.log(
      `  Sichtbar überall: ${seconds(everywhere - answer.answeredAt)} nach der Antwort von A (negativ: vor ihr), ${seconds(everywhere - committed.at)} nach dem Commit, ${after(everywhere)} nach Upload-Beginn (Ziel ≤ ${TARGET_SECONDS} s: ${everywhere - answer.startedAt <= TARGET_SECONDS * 1000 ? 'erreicht' : 'VERFEHLT'})`,
    );
  }
  if (evaluated) {
    console.log(
      `  Alle Kontrollfelder ausgewertet: ${after(evaluated.alertsAt)} nach Upload-Beginn (Ziel ≤ ${TARGET_SECONDS} s: ${evaluated.alertsAt - answer.startedAt <= TARGET_SECONDS * 1000 ? 'erreicht' : 'VERFEHLT'}; Erkennung lief auf ${who(evaluated.detector)}); alle Aufträge (Mails, Schnappschüsse) erledigt nach ${after(evaluated.jobsAt)}`,
    );
    console.log(`  Aufträge des Uploads (fertig nach Upload-Beginn): ${evaluated.jobs.map((j) => `${j.kind} auf ${who(j.by)} ${seconds(j.doneMs)}`).join(', ')}`);
  } else if (answer.status === 200) console.log('  Kontrollfelder: nach 300 s nicht alle ausgewertet.');
}

function printRun(r: {
  servers: Instance[];
  tallies: Map<string, Tally>;
  measured: number;
  measuredStart: number;
  upload: [number, number];
  users: number;
  warmup: number;
  loadBefore: number;
  loadAfter: number;
  cpu: ReturnType<typeof cpuSpent>;
}) {
  const all = [...r.tallies.values()];
  console.log(
    `\n${r.users} Nutzer (je Instanz ${r.users / 2}), höchstens 1 Anfrage/s je Nutzer, ${r.measured.toFixed(0)} s gemessen (bis Upload sichtbar und ausgewertet) nach ${r.warmup} s Aufwärmen; Upload ${seconds(r.upload[0] - r.measuredStart)} bis ${seconds(r.upload[1] - r.measuredStart)} nach Messbeginn (* in den 10-s-Fenstern); Maschine: ${cpus().length} Kerne, Last (1 min) vorher ${r.loadBefore.toFixed(1)}, nachher ${r.loadAfter.toFixed(1)}`,
  );
  console.log('Art           Anzahl  Fehler     p50     p95     p99   (ms, beide Instanzen)');
  for (const kind of Object.keys(all[0]!.latencies) as Kind[]) {
    const sorted = all.flatMap((t) => t.latencies[kind]).sort((x, y) => x - y);
    console.log(`${kind.padEnd(12)} ${String(sorted.length).padStart(7)} ${String(all.reduce((n, t) => n + t.failures[kind], 0)).padStart(7)} ${cell(sorted, 50)} ${cell(sorted, 95)} ${cell(sorted, 99)}`);
  }
  for (const i of r.servers) printFigures(`Instanz ${i.name}`, [r.tallies.get(i.name)!], r.measured, r.measuredStart, r.upload);
  const overall = printFigures('gesamt', all, r.measured, r.measuredStart, r.upload);
  const timeouts = all.reduce((n, t) => n + t.timeouts, 0);
  console.log(`Fehler gesamt: ${overall.errors} (davon Zeitüberschreitungen ${timeouts}); im Aufwärmen (nicht gezählt): ${all.reduce((n, t) => n + t.warmupFailures, 0)}`);
  for (const s of all.flatMap((t) => t.samples)) console.log(`  z. B. ${s}`);
  const cores = (cpu: number) => `${(cpu / r.measured).toFixed(2)} Kerne`;
  console.log(
    `CPU im Messzeitraum: ${[...r.cpu.servers].map(([name, cpu]) => `Server ${name} ${cpu.toFixed(1)} s (${cores(cpu)})`).join(', ')}, PostgreSQL ${r.cpu.database.toFixed(1)} s (${cores(r.cpu.database)}), Lastgenerator ${r.cpu.bench.toFixed(1)} s (${cores(r.cpu.bench)})`,
  );
  console.log(`Server-RSS Spitze: ${r.servers.map((i) => `${i.name} ${mib(i.peakRss)}`).join(', ')}`);
  console.log(`Ziele: Fehler 0 ${overall.errors === 0 ? 'erreicht' : 'VERFEHLT'}; Lesen p95 ≤ 250 ms ${overall.p95 <= 250 ? 'erreicht' : 'VERFEHLT'}`);
}
