// CPU time and database statements of one request of each kind of the load mix (bench/load.ts),
// measured in-process, one request at a time, so the figures do not depend on what else shares the
// cores: what `load` needs per answer, split by kind.
//   npm run bench -- request-cost [--runs 200] [--only OperationName] [--profile DIR] [--without-handoff | --without-values | --gateway-of DIR]
// --profile writes a V8 CPU profile (.cpuprofile) of the measured requests only (with --only: of one operation,
// a GraphQL operation's name or a REST read's, e.g. --only 'REST current-user').
// Uses the load bench's database (hb_bench_load; run `npm run bench -- load` once to seed it).
import { cpus, loadavg } from 'node:os';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join, resolve as resolvePath } from 'node:path';
import { tmpdir } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/api/db/client.ts';
import { buildServer } from '../src/server/server.ts';
import { registerGateway } from '../src/gateway/server/runtime.ts';
import { DEMO_PASSWORD } from '../tools/seed/demo-accounts.ts';
import { accounts, DATABASE_URL, operationName, SESSION, type Kind } from './load.ts';

export default async function requestCost(args: string[]) {
  const { values } = parseArgs({ args, options: { runs: { type: 'string', default: '200' }, only: { type: 'string' }, profile: { type: 'string' }, 'without-handoff': { type: 'boolean', default: false }, 'without-values': { type: 'boolean', default: false }, 'gateway-of': { type: 'string' } } });
  const runs = Number(values.runs);
  const inspector = new Session();
  inspector.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) => inspector.post(method, params, (error, result) => (error ? reject(error) : resolve(result))));
  if (values.profile) await post('Profiler.enable');
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-bench-cost-'));
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', DATABASE_URL, DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-bench-secret-bench-s' }, []);
  const database = await openDatabase({ databaseUrl: DATABASE_URL, poolSize: config.databasePoolSize });
  if (database.kind !== 'postgres') throw new Error('PostgreSQL erwartet');
  const app = await buildServer({ config, database, log: () => {} });
  // --without-handoff: every GraphQL operation also through a twin gateway whose REST answers come
  // through light-my-request's body (before src/api/http/handoff.ts), in the same rounds.
  // --without-values: the twin takes REST answers as text only (before 2xx answers came as values).
  // --gateway-of DIR: the twin is the served gateway of another checkout (e.g. a worktree of main),
  // mounted on this server: its REST, database and process are the same, only the gateway differs.
  const other = values['gateway-of'];
  const twin = values['without-handoff'] || values['without-values'] || other !== undefined;
  const TWIN = other !== undefined ? ' (Vergleich)' : values['without-values'] ? ' (ohne Werte)' : ' (ohne Übergabe)';
  if (other !== undefined) {
    const { registerGateway: registerOther } = (await import(resolvePath(other, 'src/gateway/server/runtime.ts'))) as { registerGateway: typeof registerGateway };
    await registerOther(app, { path: '/graphql-copy', compiledSource: true });
  } else if (twin) await registerGateway(app, { path: '/graphql-copy', compiledSource: true, handoff: values['without-values'] ? 'text' : false });
  await app.ready();
  // Every statement the server sends, counted where a pooled connection sends it.
  let statements = 0;
  const clientQuery = pg.Client.prototype.query;
  const trace = process.env.BENCH_TRACE_SQL === '1';
  pg.Client.prototype.query = function (this: pg.Client, ...a: unknown[]) {
    statements++;
    if (trace) console.log('  SQL', String((a[0] as { text?: string })?.text ?? a[0]).replace(/\s+/g, ' ').slice(0, 240));
    return (clientQuery as (...x: unknown[]) => unknown).apply(this, a);
  } as typeof clientQuery;

  try {
    const people = await accounts(40);
    const farmUser = people.find((p) => p.farm !== null)!;
    // The answer's text, checked but not parsed: parsing is the client's work, not the server's.
    const graphql = async (body: unknown, token?: string, url = '/graphql') => {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        payload: JSON.stringify(body),
      });
      if (res.statusCode !== 200 || res.body.includes('"errors"')) throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`);
      return res.body;
    };
    const loginOp = SESSION.find((s) => s.kind === 'login')!;
    const token = async () =>
      (JSON.parse(await graphql({ query: loginOp.query, variables: { username: farmUser.username, password: DEMO_PASSWORD } })) as { data: { obtainToken: { access: string } } }).data.obtainToken.access;
    const access = await token();

    // One probe per distinct operation of the session (the same query with other variables costs the
    // same), and the same reads on REST directly (what the gateway adds on top).
    type Probe = { kind: Kind | 'rest'; name: string; once: () => Promise<string>; every: number; cpu: number; wall: number; statements: number; n: number; bytes: number };
    const probes: Probe[] = [];
    const seen = new Set<string>();
    for (const { kind, query: q, variables: vars } of SESSION) {
      const name = operationName(q);
      if (seen.has(name) || (values.only && values.only !== name)) continue;
      seen.add(name);
      const variables = kind === 'login' ? { username: farmUser.username, password: DEMO_PASSWORD } : vars(farmUser.farm);
      const once = () => graphql({ query: q, variables }, kind === 'login' ? undefined : access);
      // Logins are slow on purpose (argon2) and throttled per account: one in ten rounds.
      probes.push({ kind, name, once, every: kind === 'login' ? 10 : 1, cpu: 0, wall: 0, statements: 0, n: 0, bytes: 0 });
      if (twin && kind !== 'login') {
        const copy = () => graphql({ query: q, variables }, access, '/graphql-copy');
        probes.push({ kind, name: `${name}${TWIN}`, once: copy, every: 1, cpu: 0, wall: 0, statements: 0, n: 0, bytes: 0 });
      }
    }
    const restReads = [['REST current-user', '/api/v1/users/current-user/'], ['REST dashboard-reports', '/api/v1/dashboard/reports/?limit=10'], ['REST farms', '/api/v1/farms/?limit=10000&offset=0']] as const;
    for (const [name, url] of restReads.filter(([read]) => !values.only || values.only === read)) {
      const once = async () => (await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${access}` } })).body;
      probes.push({ kind: 'rest', name, once, every: 1, cpu: 0, wall: 0, statements: 0, n: 0, bytes: 0 });
    }
    // Warm (compiled documents, caches of the first request), then measure in rounds, every probe
    // once a round: a change in the machine's load hits all of them alike.
    for (const probe of probes) {
      if (trace) console.log(probe.name);
      await probe.once();
    }
    if (trace) return;
    for (let i = 0; i < 5; i++) for (const probe of probes) await probe.once();
    if (values.profile) await post('Profiler.start');
    // With the twin, each operation and its twin run back to back; every other round the twin goes
    // first (the second of two equal requests finds warmer caches).
    const swapped = probes.flatMap((p, i) => (probes[i + 1]?.name.endsWith(TWIN) ? [probes[i + 1]!, p] : p.name.endsWith(TWIN) ? [] : [p]));
    for (let round = 0; round < runs; round++) {
      for (const probe of twin && round % 2 ? swapped : probes) {
        if (round % probe.every) continue;
        statements = 0;
        const cpu0 = process.cpuUsage();
        const t0 = performance.now();
        probe.bytes = (await probe.once()).length;
        const cpu = process.cpuUsage(cpu0);
        probe.wall += performance.now() - t0;
        probe.cpu += (cpu.user + cpu.system) / 1000;
        probe.statements += statements;
        probe.n++;
      }
    }
    if (values.profile) {
      const { profile } = (await post('Profiler.stop')) as { profile: object };
      mkdirSync(values.profile, { recursive: true });
      writeFileSync(join(values.profile, `${values.only ?? 'mix'}.cpuprofile`), JSON.stringify(profile));
    }
    const rows = probes.map((p) => ({ ...p, cpu: p.cpu / p.n, wall: p.wall / p.n, statements: p.statements / p.n }));
    console.log(`Kosten je Anfrage (nacheinander, im Prozess), ${runs} Runden, je Runde jeder Lesezugriff einmal (Anmeldung jede zehnte); ${cpus().length} Kerne, Last (1 min) ${loadavg()[0]!.toFixed(1)}`);
    console.log('Art          Operation            CPU ms   Zeit ms  Anweisungen  Antwort-Bytes');
    for (const r of rows) {
      console.log(
        `${r.kind.padEnd(12)} ${r.name.padEnd(20)} ${r.cpu.toFixed(2).padStart(6)} ${r.wall.toFixed(2).padStart(9)} ${r.statements.toFixed(1).padStart(12)} ${String(r.bytes).padStart(14)}`,
      );
    }
    if (values.only) return;
    // The session's mix: every step once (association users read a dashboard query instead of the farm report).
    const byName = new Map(rows.map((r) => [r.name, r]));
    let cpu = 0;
    for (const { query: q } of SESSION) cpu += byName.get(operationName(q))!.cpu;
    console.log(`Mittel über die Sitzung (${SESSION.length} Schritte): ${(cpu / SESSION.length).toFixed(2)} ms CPU je Anfrage; bei 200 Anfragen/s ${((cpu / SESSION.length) * 200 / 1000).toFixed(2)} Kerne`);
    if (twin) {
      let before = 0;
      for (const { kind, query: q } of SESSION) before += byName.get(kind === 'login' ? operationName(q) : `${operationName(q)}${TWIN}`)!.cpu;
      console.log(`${TWIN.slice(2, -1)} (im selben Lauf): ${(before / SESSION.length).toFixed(2)} ms CPU je Anfrage`);
    }
  } finally {
    await app.close();
    await database.close();
    pg.Client.prototype.query = clientQuery;
    rmSync(dataDir, { recursive: true, force: true });
  }
}
