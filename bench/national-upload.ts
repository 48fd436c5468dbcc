// `npm run bench -- national-upload [--sites 60000] [--keep]`: one national monthly file,
// every site × all 170 catalogue figures (German notation: decimal comma, thousands dots), uploaded
// in ONE request to the product server (`npm start`'s entry, a child process) on PostgreSQL.
// Needs DATABASE_URL (a server URL; the bench creates hb_bench_national, seeds ~60,000 sites with
// one month of demo reports and drops it at the end unless --keep). Prints file size, time to the
// commit (seen from a second connection: parse, check and store, the part the upload handler does
// in its transaction), time to 200 (commit plus the engine update and alert detection after it),
// rows/s and the server's peak RSS during the upload (VmHWM after resetting it).
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { REPORT_FIELDS } from '../src/api/catalogue/fields.ts';
import { openDatabase } from '../src/api/db/client.ts';
import { seedDemo, DEMO_PASSWORD } from '../tools/seed/index.ts';
import { serverUrl } from '../tests/support/pg-url.ts';
import { rows } from '../tests/support/read.ts';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-runtime.ts';

const DB = 'hb_bench_national';
/** ~1.2 sites per farm at this size (tools/seed/plan.ts). */
const FARMS_PER_SITE = 50_000 / 60_000;
const f1 = (v: number) => v.toFixed(1);
const mib = (kb: number) => `${Math.round(kb / 1024)} MiB`;

/** A value in the figure's usual range, written as a German user's Excel export would: 9.450 / 4,12. */
function germanCell(value: number, precision: number): string {
  const [int = '0', frac] = Math.abs(value).toFixed(precision).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${value < 0 ? '-' : ''}${grouped}${frac ? `,${frac}` : ''}`;
}

async function writeCsv(path: string, numbers: string[], month: string): Promise<number> {
  const out = createWriteStream(path);
  const write = (s: string) => (out.write(s) ? Promise.resolve() : once(out, 'drain').then(() => undefined));
  await write(`\ufeff${['betriebsstaette', 'pruefdatum', 'verarbeitungsdatum', ...REPORT_FIELDS.map((f) => f.pythonic_name)].join(';')}\n`);
  let seed = 12345;
  const rnd = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296);
  let chunk = '';
  for (let s = 0; s < numbers.length; s++) {
    const day = `${month.slice(0, 8)}${String(1 + (s % 28)).padStart(2, '0')}`;
    const cells = REPORT_FIELDS.map((f) => (rnd() < 0.01 ? '' : germanCell(f.min + rnd() * (f.max - f.min), f.precision)));
    chunk += `${numbers[s]};${day};${day};${cells.join(';')}\n`;
    if (chunk.length > 1 << 20) {
      await write(chunk);
      chunk = '';
    }
  }
  await write(chunk);
  out.end();
  await once(out, 'finish');
  return statSync(path).size;
}

async function startServer(databaseUrl: string, dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'src/server/start.ts'], {
    env: { ...process.env, ...SERVER_ENV, NODE_ENV: 'production', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED_FARMS: '0', JWT_SECRET: 'bench-national-secret-bench-national-secret' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => void (out += d.toString()));
  const started = performance.now();
  while (!out.includes('läuft auf')) {
    if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
    if (performance.now() - started > 300_000) throw new Error(`server did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  console.log(`  Server gestartet in ${f1((performance.now() - started) / 1000)} s`);
  return child;
}

const status = (pid: number, key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

function upload(port: number, token: string, file: string): Promise<{ status: number; body: string }> {
  const boundary = `----herdenblick-national-${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="report"; filename="national.csv"\r\nContent-Type: text/csv\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/reports/upload/',
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + statSync(file).size + tail.length },
      },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => void (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.write(head);
    const stream = createReadStream(file);
    stream.on('error', reject);
    stream.on('end', () => req.end(tail));
    stream.pipe(req, { end: false });
  });
}

export default async function run(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { sites: { type: 'string', default: '60000' }, keep: { type: 'boolean', default: false } } });
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('national-upload braucht DATABASE_URL (PostgreSQL).');
  const sites = Number(values.sites);
  const admin = new pg.Client({ connectionString: serverUrl(base, 'postgres') });
  await admin.connect();
  await admin.query(`drop database if exists ${DB} with (force)`);
  await admin.query(`create database ${DB}`);
  const url = serverUrl(base, DB);
  const dir = mkdtempSync(join(tmpdir(), 'hb-bench-national-'));
  let server: ChildProcess | null = null;
  try {
    // The month before the current one is the upload's; the demo reports end before it.
    const now = new Date();
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
    let t = performance.now();
    const database = await openDatabase({ databaseUrl: url });
    const summary = await seedDemo(database, { farms: Math.ceil(sites * FARMS_PER_SITE), months: 1, seed: 1, anchor: month });
    const numbers = (await rows<{ number: string }>(database.db, sql`select number from sites order by id limit ${sites}`)).map((r) => r.number);
    await database.close();
    console.log(`National-Upload: ${summary.sites} Betriebsstätten angelegt (Demo-Daten, 1 Monat) in ${f1((performance.now() - t) / 1000)} s`);

    const file = join(dir, 'national.csv');
    t = performance.now();
    const bytes = await writeCsv(file, numbers, month);
    console.log(`  Datei: ${numbers.length} Zeilen × ${REPORT_FIELDS.length} Kennzahlen, ${(bytes / 1e6).toFixed(1)} MB (${(bytes / 1048576).toFixed(1)} MiB), erzeugt in ${f1((performance.now() - t) / 1000)} s`);

    const port = 20_000 + Math.floor(Math.random() * 20_000);
    server = await startServer(url, dir, port);
    const login = await fetch(`http://127.0.0.1:${port}/api/v1/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'superuser', password: DEMO_PASSWORD }) });
    if (login.status !== 200) throw new Error(`login ${login.status} ${await login.text()}`);
    const { access } = (await login.json()) as { access: string };
    const pid = server.pid!;
    const rssBefore = status(pid, 'VmRSS');
    writeFileSync(`/proc/${pid}/clear_refs`, '5'); // resets VmHWM to the current RSS

    // The commit, seen from outside: the upload's audit event becomes visible with it.
    const watcher = new pg.Client({ connectionString: url });
    await watcher.connect();
    let committedAt = 0;
    const watch$ = { on: true };
    const started = performance.now();
    const watch = (async () => {
      while (watch$.on && !committedAt) {
        const r = await watcher.query(`select 1 from audit_events where action = 'reports.uploaded' and entity_id = 'national.csv' limit 1`);
        if (r.rowCount) committedAt = performance.now();
        else await new Promise((res) => setTimeout(res, 50));
      }
    })();
    const res = await upload(port, access, file);
    const answered = performance.now();
    watch$.on = false;
    await watch;
    await watcher.end();
    const peak = status(pid, 'VmHWM');
    if (res.status !== 200) throw new Error(`upload ${res.status} ${res.body.slice(0, 500)}`);
    const total = (answered - started) / 1000;
    const commit = committedAt ? (committedAt - started) / 1000 : Number.NaN;
    console.log(`  Antwort ${res.status} ${res.body}`);
    console.log(
      `  Upload bis Commit (lesen, prüfen, speichern): ${f1(commit)} s = ${Math.round(numbers.length / commit)} Zeilen/s, ${Math.round((numbers.length * REPORT_FIELDS.length) / commit)} Kennzahlen/s`,
    );
    console.log(`  bis zur Antwort 200 (dazu Engine und Kontrollfelder nach dem Commit): ${f1(total)} s  Ziel ≤ 60 s`);
    console.log(`  Server-RSS vor dem Upload ${mib(rssBefore)}, Spitze während des Uploads ${mib(peak)} (+${mib(peak - rssBefore)})`);
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    rmSync(dir, { recursive: true, force: true });
    if (!values.keep) await admin.query(`drop database if exists ${DB} with (force)`);
    await admin.end();
  }
}
