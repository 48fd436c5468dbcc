// The token endpoint under a burst: N simultaneous logins through /graphql, and while they run,
// authenticated reads (current user) of other users whose token checks share libuv's thread pool with
// argon2. Prints p50/p95 of both over several rounds.
//   npm run bench -- login [--logins 50] [--rounds 5] [--farms 150] [--database hb_bench_login] [--root DIR]
// --root runs the server of another checkout (e.g. a worktree of an older commit) for a before/after
// comparison; give each checkout its own --database, since the catalogue must match its database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort } from '../tests/e2e/support/server.ts';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-runtime.ts';
import { percentile } from './stats.ts';

const SERVER = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const LOGIN = 'mutation Login($username: NonEmptyString!, $password: NonEmptyString!) { obtainToken(input: { username: $username, password: $password }) { access } }';
const ME = '{ currentUser { id farms } }';

const f = (v: number) => v.toFixed(0).padStart(6);

export default async function login(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      logins: { type: 'string', default: '50' },
      rounds: { type: 'string', default: '5' },
      farms: { type: 'string', default: '150' },
      database: { type: 'string', default: 'hb_bench_login' },
      root: { type: 'string', default: resolve(import.meta.dirname, '..') },
    },
  });
  const n = Number(values.logins);
  const databaseUrl = `${SERVER}/${values.database}`;
  const admin = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await admin.connect();
  if (!(await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [values.database])).rowCount) {
    await admin.query(`CREATE DATABASE ${values.database}`);
  }
  await admin.end();

  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-bench-login-'));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'src/server/start.ts'], {
    cwd: values.root,
    env: { ...process.env, ...SERVER_ENV, NODE_ENV: 'production', DATABASE_URL: databaseUrl, PUBLIC_URL: `http://127.0.0.1:${port}`, SEED_FARMS: values.farms, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-bench-secret-bench-s' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const gql = async (query: string, variables: object, token?: string) => {
    const started = performance.now();
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: { obtainToken?: { access: string } }; errors?: unknown };
    if (res.status !== 200 || body.errors) throw new Error(`${res.status} ${JSON.stringify(body.errors)}`);
    return { ms: performance.now() - started, token: body.data?.obtainToken?.access };
  };
  try {
    for (const deadline = Date.now() + 600_000; !(await fetch(`${base}/api/v1/health/`).then((r) => r.ok, () => false)); ) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error('Server nicht gestartet');
      await new Promise((r) => setTimeout(r, 300));
    }
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ username: string }>(
      `SELECT u.username FROM users u JOIN farm_admins fa ON fa.user_id = u.id JOIN farms f ON f.id = fa.farm_id
        WHERE u.is_active AND f.is_active AND f.tos_accepted IS NOT NULL AND f.invoicing_association_id IS NOT NULL ORDER BY u.id LIMIT $1`,
      [n + 10],
    );
    await client.end();
    const users = rows.map((r) => r.username);
    const readers = users.slice(n);
    // Warm-up: every account once (also upgrades old hashes), then the readers' tokens.
    for (const u of users) await gql(LOGIN, { username: u, password: 'herdenblick' });
    const readerTokens = await Promise.all(readers.map(async (u) => (await gql(LOGIN, { username: u, password: 'herdenblick' })).token!));

    const loginMs: number[] = [];
    const readMs: number[] = [];
    for (let round = 0; round < Number(values.rounds); round++) {
      const burstState = { done: false };
      const burst = Promise.all(users.slice(0, n).map((u) => gql(LOGIN, { username: u, password: 'herdenblick' }))).finally(() => (burstState.done = true));
      // Readers keep reading until the burst is over.
      const reads = readerTokens.map(async (token) => {
        for (;;) {
          if (burstState.done) return;
          readMs.push((await gql(ME, {}, token)).ms);
        }
      });
      for (const r of await burst) loginMs.push(r.ms);
      await Promise.all(reads);
    }
    console.log(`${values.root} (${values.database}); ${cpus().length} Kerne, Last (1 min) ${loadavg()[0]!.toFixed(1)}`);
    console.log(`${n} gleichzeitige Anmeldungen × ${values.rounds}: p50 ${f(percentile(loginMs, 50))} ms, p95 ${f(percentile(loginMs, 95))} ms`);
    console.log(`Lesen (currentUser) während der Anmeldungen, ${readMs.length} Anfragen: p50 ${f(percentile(readMs, 50))} ms, p95 ${f(percentile(readMs, 95))} ms`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
