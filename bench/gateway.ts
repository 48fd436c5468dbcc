// What /graphql adds to a REST read, measured in one run over real HTTP on a loopback port: the same
// reads through REST and through the gateway, interleaved (rotating order), N times each after a
// warm-up, on a seeded PGlite copy (the tests' template). The server runs in a child process (its
// own event loop, as in production); this process is the client. Doors (all reach REST by inject):
//   rest      GET /api/v1/…
//   graphql   /graphql as served: the runtime with the opt-in compiled source
//             (src/gateway/server/compiled-source: direct execution on the source + graphql-jit)
//   plain     the runtime as it comes (stitched schema, delegation, graphql-js execution)
//   jit       plain + @envelop/graphql-jit (the maintained compiled executor as a runtime plugin)
//   text      graphql with REST answers handed over as text only (before 2xx values were handed over)
//   copy      graphql without the handoff (src/api/http/handoff.ts): REST answers through inject's body
// Targets for /graphql: +≤ 1.5 ms on a small read, ≤ 1.25× REST on a large one. The ratio columns
// compare each door's median with REST's; "×best" compares it with the fastest GraphQL door.
//   npm run bench -- gateway [--n 300] [--warmup 50] [--doors text,copy,plain,jit]
import { fork } from 'node:child_process';
import { parseArgs } from 'node:util';
import { print } from 'graphql';
import { CurrentUserDocument, FarmsDocument, ReportFieldsDocument, SitesDocument } from '../src/gateway/client/generated/graphql.ts';
import { useGraphQlJit } from '@envelop/graphql-jit';
import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';
import { registerGateway } from '../src/gateway/server/runtime.ts';
import { loadConfig } from '../src/config.ts';
import { buildServer } from '../src/server/server.ts';
import { login, openTestDatabase } from '../tests/support/app.ts';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-runtime.ts';
import { percentile } from './stats.ts';

interface Case {
  name: string;
  size: 'small' | 'large';
  user: string;
  rest: string;
  query: string;
  variables?: object;
  field: string;
  /** The REST body as the GraphQL field returns it, for the equality check. */
  page?: boolean;
}

const FARM_ADMIN = 'ldwu-admin@herdenblick.example';
const SUPERUSER = 'superuser@herdenblick.example';
const REPORTS = 'query Reports($limit: PositiveInt) { listReports(limit: $limit) { count results { id farm site inspection_date processing_date data { pythonic_name value } } } }';

const CASES: Case[] = [
  { name: 'current user', size: 'small', user: FARM_ADMIN, rest: '/api/v1/users/current-user/', query: print(CurrentUserDocument), field: 'currentUser' },
  { name: '1-farm list', size: 'small', user: FARM_ADMIN, rest: '/api/v1/farms/?limit=1000', query: print(FarmsDocument), variables: { limit: 1000 }, field: 'listFarms', page: true },
  { name: 'sites, limit 1000', size: 'large', user: SUPERUSER, rest: '/api/v1/sites/?limit=1000', query: print(SitesDocument), variables: { limit: 1000 }, field: 'listSites', page: true },
  { name: 'report fields (170)', size: 'large', user: SUPERUSER, rest: '/api/v1/reports/fields/', query: print(ReportFieldsDocument), field: 'listReportFields' },
  { name: 'reports ×170 figures', size: 'large', user: FARM_ADMIN, rest: '/api/v1/reports/?limit=100', query: REPORTS, variables: { limit: 100 }, field: 'listReports', page: true },
];
const DOORS = ['rest', 'graphql', 'text', 'copy', 'plain', 'jit'] as const;
type Door = (typeof DOORS)[number];

const sortKeys = (_key: string, x: unknown) =>
  x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))) : x;
const canonical = (v: unknown) => JSON.stringify(v, sortKeys);
/** The REST value cut to the fields the GraphQL answer selected (REST may carry fields the document leaves out). */
const selected = (rest: unknown, shape: unknown): unknown =>
  Array.isArray(shape) && Array.isArray(rest)
    ? rest.map((x, i) => selected(x, shape[i]))
    : shape && typeof shape === 'object' && rest && typeof rest === 'object' && !Array.isArray(rest)
      ? Object.fromEntries(Object.keys(shape).map((k) => [k, selected((rest as Record<string, unknown>)[k], (shape as Record<string, unknown>)[k])]))
      : rest;
const ms = (x: number) => x.toFixed(2).padStart(7);
const cell = (s: { med: number; p95: number }) => `${ms(s.med)} ${ms(s.p95)}`;

interface Ready {
  origin: string;
  tokens: Record<string, string>;
  readyMs: number;
}

/** The server side (child process): seeded copy, /graphql plus its twins, logged-in tokens. */
async function serve() {
  const { database, dataDir, drop } = await openTestDatabase('pglite');
  const app = await buildServer({ config: loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-bench-secret-bench-secret' }, []), database, log: () => {} });
  await registerGateway(app, { path: '/graphql-plain' });
  await registerGateway(app, { path: '/graphql-copy', compiledSource: true, handoff: false });
  await registerGateway(app, { path: '/graphql-text', compiledSource: true, handoff: 'text' });
  await registerGateway(app, { path: '/graphql-jit', plugins: [useGraphQlJit() as GatewayPlugin] });
  const started = performance.now();
  await app.ready();
  const readyMs = performance.now() - started;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const tokens: Record<string, string> = {};
  for (const user of new Set(CASES.map((c) => c.user))) tokens[user] = (await login(app, user)).headers.authorization;
  const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  process.send!({ origin, tokens, readyMs } satisfies Ready);
  process.once('message', async () => {
    await app.close();
    await database.close();
    await drop();
    process.exit(0);
  });
}

export default async function main(args: string[]) {
  const { values } = parseArgs({ args, options: { n: { type: 'string', default: '300' }, warmup: { type: 'string', default: '50' }, doors: { type: 'string' } } });
  // --doors rest,graphql,text: only these (rest and graphql always), for shorter runs.
  const picked = values.doors?.split(',') ?? [...DOORS];
  const doors = DOORS.filter((d) => d === 'rest' || d === 'graphql' || picked.includes(d));
  const n = Number(values.n);
  const warmup = Number(values.warmup);
  // Run as `npm start` runs it (V8 flag and environment of bench/server-runtime.ts).
  const server = fork(import.meta.filename, ['--serve'], { execArgv: [...SERVER_NODE_FLAGS, '--import', 'tsx'], env: { ...process.env, ...SERVER_ENV }, stdio: 'inherit' });
  const { origin, tokens: tokenRecord, readyMs } = await new Promise<Ready>((ready, fail) => {
    server.once('message', (m) => ready(m as Ready));
    server.once('exit', (code) => fail(new Error(`bench server exited (${code})`)));
  });
  const tokens = new Map(Object.entries(tokenRecord));

  const timed = async (url: string, init: RequestInit) => {
    const start = performance.now();
    const res = await fetch(origin + url, init);
    const body = await res.text();
    const elapsed = performance.now() - start;
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body.slice(0, 200)}`);
    return { elapsed, body };
  };

  console.log(`gateway bench (NODE_ENV=${process.env.NODE_ENV}): ${n} interleaved reads per case and door after ${warmup} warm-up rounds; schema loaded at start in ${readyMs.toFixed(0)} ms`);
  const rows = [];
  for (const c of CASES) {
    const authorization = tokens.get(c.user)!;
    const body = JSON.stringify({ query: c.query, variables: c.variables });
    const gql = (path: string) => () => timed(path, { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body });
    const read: Record<Door, () => ReturnType<typeof timed>> = {
      rest: () => timed(c.rest, { headers: { authorization } }),
      graphql: gql('/graphql'),
      text: gql('/graphql-text'),
      copy: gql('/graphql-copy'),
      plain: gql('/graphql-plain'),
      jit: gql('/graphql-jit'),
    };
    // Every door gives the same answer (and this is the first warm-up round).
    const restBody = JSON.parse((await read.rest()).body) as { count?: number; results?: unknown };
    const restValue = c.page ? { count: restBody.count, results: restBody.results } : restBody;
    const expected = canonical(restValue);
    for (const door of doors.slice(1)) {
      const { data, errors } = JSON.parse((await read[door]()).body) as { data?: Record<string, unknown>; errors?: unknown };
      const answer = data?.[c.field];
      if (errors || answer == null || canonical(answer) !== canonical(selected(restValue, answer))) throw new Error(`${c.name}: ${door} differs from REST ${JSON.stringify(errors ?? '')}`);
    }
    for (let i = 0; i < warmup; i++) for (const door of doors) await read[door]();
    const times = Object.fromEntries(doors.map((d) => [d, [] as number[]])) as Record<Door, number[]>;
    for (let i = 0; i < n; i++) {
      for (let k = 0; k < doors.length; k++) {
        const door = doors[(i + k) % doors.length]!;
        times[door].push((await read[door]()).elapsed);
      }
    }
    const stats = Object.fromEntries(doors.map((d) => [d, { med: percentile(times[d], 50), p95: percentile(times[d], 95) }])) as Record<Door, { med: number; p95: number }>;
    const added = stats.graphql.med - stats.rest.med;
    const ratio = stats.graphql.med / stats.rest.med;
    rows.push({ c, stats, added, ratio, pass: c.size === 'small' ? added <= 1.5 : ratio <= 1.25, bytes: expected.length });
  }

  const gqlDoors = doors.filter((d) => d !== 'rest');
  console.log(`\n${'read'.padEnd(21)} ${'bytes'.padStart(7)} | ${'door'.padEnd(8)} ${'med'.padStart(7)} ${'p95'.padStart(7)} | ×REST  ×best | target`);
  for (const r of rows) {
    const best = Math.min(...gqlDoors.map((d) => r.stats[d].med));
    for (const door of doors) {
      const s = r.stats[door];
      const vsRest = door === 'rest' ? '' : `${(s.med / r.stats.rest.med).toFixed(2)}×`;
      const vsBest = door === 'rest' ? '' : `${(s.med / best).toFixed(2)}×`;
      const target = door !== 'graphql' ? '' : r.c.size === 'small' ? `+${r.added.toFixed(2)} ms (≤1.5) ${r.pass ? 'ok' : 'MISS'}` : `≤1.25× REST ${r.pass ? 'ok' : 'MISS'}`;
      const label = door === 'rest' ? r.c.name.padEnd(21) : ''.padEnd(21);
      const bytes = door === 'rest' ? String(r.bytes).padStart(7) : ''.padStart(7);
      console.log(`${label} ${bytes} | ${door.padEnd(8)} ${cell(s)} | ${vsRest.padStart(5)} ${vsBest.padStart(5)} | ${target}`);
    }
  }
  console.log('\nms per read as the client sees it (server in its own process); ×REST and ×best compare medians.');
  server.removeAllListeners('exit');
  server.send('stop');
  await new Promise((done) => server.once('exit', done));
}

if (process.argv.includes('--serve')) await serve();
