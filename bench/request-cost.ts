// CPU time and database statements of one request of each kind of the load mix (bench/load.ts),
// measured in-process, one request at a time, so the figures do not depend on what else shares the
// cores: what `load` needs per answer, split by kind.
//   npm run bench -- request-cost [--runs 200] [--farms 1500]
// Uses the load bench's database (hb_bench_load; run `npm run bench -- load` once to seed it).
import { cpus, loadavg } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/api/db/client.ts';
import { buildServer } from '../src/server/server.ts';
import { DEMO_PASSWORD } from '../tools/seed/demo-accounts.ts';
import { accounts, DATABASE_URL, SESSION, type Kind } from './load.ts';

export default async function requestCost(args: string[]) {
  const { values } = parseArgs({ args, options: { runs: { type: 'string', default: '200' } } });
  const runs = Number(values.runs);
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-bench-cost-'));
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', DATABASE_URL, DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-bench-secret-bench-s' }, []);
  const database = await openDatabase({ databaseUrl: DATABASE_URL, poolSize: config.databasePoolSize });
  if (database.kind !== 'postgres') throw new Error('PostgreSQL erwartet');
  const app = await buildServer({ config, database, log: () => {} });
  await app.ready();
  // Every statement the server sends, counted where a pooled connection sends it.
  let statements = 0;
  const clientQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...a: unknown[]) {
    statements++;
    return (clientQuery as (...x: unknown[]) => unknown).apply(this, a);
  } as typeof clientQuery;

  try {
    const people = await accounts(40);
    const farmUser = people.find((p) => p.farm !== null)!;
    const graphql = async (body: unknown, token?: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        payload: JSON.stringify(body),
      });
      if (res.statusCode !== 200 || res.body.includes('"errors"')) throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`);
      return res.json() as { data: Record<string, unknown> };
    };
    const loginOp = SESSION.find(([k]) => k === 'login')!;
    const token = async () =>
      ((await graphql({ query: loginOp[1], variables: { username: farmUser.username, password: DEMO_PASSWORD } })).data.obtainToken as { access: string }).access;
    const access = await token();

    // One row per distinct operation of the session (the same query with other variables costs the same).
    const seen = new Set<string>();
    const rows: { kind: Kind; name: string; cpu: number; wall: number; statements: number; bytes: number }[] = [];
    for (const [kind, q, vars] of SESSION) {
      const name = /(?:query|mutation)\s+(\w+)/.exec(q)?.[1] ?? kind;
      if (seen.has(name)) continue;
      seen.add(name);
      const variables = kind === 'evaluation' ? { id: farmUser.farm } : kind === 'login' ? { username: farmUser.username, password: DEMO_PASSWORD } : vars;
      const once = () => graphql({ query: q, variables }, kind === 'login' ? undefined : access);
      const n = kind === 'login' ? Math.max(5, Math.round(runs / 10)) : runs;
      // Warm: compiled documents, caches of the first request; then measure.
      let bytes = JSON.stringify(await once()).length;
      for (let i = 0; i < 5; i++) await once();
      statements = 0;
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      for (let i = 0; i < n; i++) bytes = JSON.stringify(await once()).length;
      const cpu = process.cpuUsage(cpu0);
      rows.push({ kind, name, cpu: (cpu.user + cpu.system) / 1000 / n, wall: (performance.now() - t0) / n, statements: statements / n, bytes });
    }
    console.log(`Kosten je Anfrage (nacheinander, im Prozess), ${runs} Läufe je Lesezugriff; ${cpus().length} Kerne, Last (1 min) ${loadavg()[0]!.toFixed(1)}`);
    console.log('Art          Operation            CPU ms   Zeit ms  Anweisungen  Antwort-Bytes');
    for (const r of rows) {
      console.log(
        `${r.kind.padEnd(12)} ${r.name.padEnd(20)} ${r.cpu.toFixed(2).padStart(6)} ${r.wall.toFixed(2).padStart(9)} ${r.statements.toFixed(1).padStart(12)} ${String(r.bytes).padStart(14)}`,
      );
    }
    // The session's mix: every step once (association users read a dashboard query instead of the farm report).
    const byName = new Map(rows.map((r) => [r.name, r]));
    let cpu = 0;
    for (const [kind, q] of SESSION) cpu += byName.get(/(?:query|mutation)\s+(\w+)/.exec(q)?.[1] ?? kind)!.cpu;
    console.log(`Mittel über die Sitzung (${SESSION.length} Schritte): ${(cpu / SESSION.length).toFixed(2)} ms CPU je Anfrage; bei 200 Anfragen/s ${((cpu / SESSION.length) * 200 / 1000).toFixed(2)} Kerne`);
  } finally {
    await app.close();
    await database.close();
    pg.Client.prototype.query = clientQuery;
    rmSync(dataDir, { recursive: true, force: true });
  }
}
