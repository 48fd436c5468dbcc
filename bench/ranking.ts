// The association's ranking over ~10,000 farms, server time:
//   npm run bench -- ranking [--farms 10000] [--runs 30]
// A PostgreSQL database of this run (hb_bench_ranking_<pid>_<time>, dropped at its end; DATABASE_URL
// names the server, default postgres://postgres@127.0.0.1:5432/postgres) gets one association with
// `farms` farms, every fifth with two locations, one site per location, a report per site in each of
// the last two months (all figures) and a profile answer on half the locations; an association admin
// of it asks GET /associations/{id}/ranking/ in-process (Fastify inject: the server's time from the
// request to the last byte, no network): farms by rank, locations by value, farms by name, farms
// with a profile filter, a deep page; p50/p95 of `runs` calls each after a warm-up; and the CSV.
import { sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIELD_COUNT, SURVEY_QUESTIONS } from '../src/api/catalogue/fields.ts';
import { hashPassword } from '../src/api/auth/passwords.ts';
import { openDatabase, queryRows } from '../src/api/db/client.ts';
import { reportToday } from '../src/domain/reports.ts';
import { loadConfig } from '../src/config.ts';
import { buildServer } from '../src/server/server.ts';
import { withRunDatabase } from './run-database.ts';
import { percentile } from './stats.ts';

const FIELD = 'anteil_eutergesund';
const FLAG = SURVEY_QUESTIONS.find((q) => q.type === 'boolean')!.name;
const PASSWORD = 'bench-ranking-passwort';
const ms = (n: number) => `${n.toFixed(1)} ms`;

export default async function rankingBench(args: string[]) {
  const { values } = parseArgs({ args, options: { farms: { type: 'string', default: '10000' }, runs: { type: 'string', default: '30' } } });
  const farms = Number(values.farms);
  const runs = Number(values.runs);
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  await withRunDatabase(url, 'hb_bench_ranking', async (databaseUrl, name) => {
    const database = await openDatabase({ databaseUrl });
    const dataDir = mkdtempSync(join(tmpdir(), 'hb-bench-ranking-'));
    try {
      const t0 = performance.now();
      const db = database.db;
      const today = reportToday();
      await db.execute(sql`insert into associations (kind, number, name) values ('LKV', '9001', 'Bench-Verband')`);
      await db.execute(sql`insert into farms (number, name, invoicing_association_id, tos_accepted)
        select lpad(g::text, 12, '0'), 'Hof ' || g, (select id from associations where number = '9001'), now() from generate_series(1, ${farms}::int) g`);
      await db.execute(sql`insert into locations (farm_id, name, cow_count)
        select f.id, 'Stall ' || f.number || '-' || k, 40 + (f.id * 37 % 300) from farms f cross join generate_series(1, 2) k where k = 1 or f.id % 5 = 0`);
      await db.execute(sql`insert into sites (number, name, farm_id, location_id) select '276' || lpad(l.id::text, 9, '0'), l.name, l.farm_id, l.id from locations l`);
      // A report per site in each of the last two months, every figure a pseudo-random value.
      for (const back of [35, 5]) {
        await db.execute(sql`insert into reports (site_id, inspection_date, processing_date, values)
          select s.id, (${today}::date - ${back}::int), now(), array(select round((random() * 100)::numeric, 2)::float8 from generate_series(1, ${FIELD_COUNT}::int) g where g > -s.id)
          from sites s`);
        await db.execute(sql`insert into report_months (site_id, month, report_id)
          select r.site_id, date_trunc('month', r.inspection_date)::date, r.id from reports r where r.inspection_date = (${today}::date - ${back}::int)
          on conflict (site_id, month) do update set report_id = excluded.report_id`);
      }
      await db.execute(sql`insert into profiles (location_id, incomplete, management_options)
        select l.id, false, jsonb_build_object(${FLAG}::text, l.id % 2 = 0) from locations l`);
      await db.execute(sql`update locations l set active_profile_id = p.id from profiles p where p.location_id = l.id`);
      const hash = await hashPassword(PASSWORD);
      await db.execute(sql`insert into users (username, email, password_hash, account_type) values ('bench-verband', 'bench-verband@herdenblick.example', ${hash}, 'association_admin')`);
      await db.execute(sql`insert into user_associations (user_id, association_id, is_admin)
        select u.id, a.id, true from users u, associations a where u.username = 'bench-verband' and a.number = '9001'`);
      const seeded = performance.now() - t0;

      const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET: 'bench-ranking-bench-ranking-secret' }, []);
      const app = await buildServer({ config, database, log: () => {} });
      await app.ready();
      try {
        const login = await app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username: 'bench-verband', password: PASSWORD } });
        const headers = { authorization: `Bearer ${(login.json() as { access: string }).access}` };
        const [assoc] = await queryRows<{ id: number }>(db, sql`select id from associations where number = '9001'`);
        const base = `/api/v1/associations/${assoc!.id}/ranking/?field=${FIELD}&limit=50`;
        const cases = [
          ['farms by rank, first page', `${base}&level=farm`],
          ['locations by value, first page', `${base}&level=location&sort=value&direction=asc`],
          ['farms by name, page 150', `${base}&level=farm&sort=name&direction=asc&offset=7450`],
          ['farms, profile filter', `${base}&level=farm&${FLAG}=true`],
        ] as const;
        const t1 = performance.now();
        const first = await app.inject({ url: cases[0][1], headers });
        const firstMs = performance.now() - t1;
        const body = first.json() as { count: number; ranked: number };
        if (first.statusCode !== 200) throw new Error(`ranking: ${first.statusCode} ${first.body.slice(0, 300)}`);
        console.log(`ranking bench: ${farms} farms, ${body.count} in the ranking, ${body.ranked} with a value (PostgreSQL ${name}, seeded in ${(seeded / 1000).toFixed(1)} s)`);
        console.log(`  first call (engine and tree built): ${ms(firstMs)}`);
        const all: number[] = [];
        for (const [label, path] of cases) {
          await app.inject({ url: path, headers });
          const times: number[] = [];
          for (let i = 0; i < runs; i++) {
            const t = performance.now();
            const res = await app.inject({ url: path, headers });
            times.push(performance.now() - t);
            if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode}`);
          }
          all.push(...times);
          console.log(`  ${label}: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))} (${runs} calls)`);
        }
        console.log(`  all calls: p50 ${ms(percentile(all, 50))}, p95 ${ms(percentile(all, 95))}, max ${ms(Math.max(...all))}; target ≤ 200 ms`);
        const t2 = performance.now();
        const csv = await app.inject({ url: `/api/v1/associations/${assoc!.id}/ranking.csv?field=${FIELD}&level=farm`, headers });
        console.log(`  CSV of all ${csv.body.split('\r\n').filter(Boolean).length - 1} farms: ${ms(performance.now() - t2)} (${(Buffer.byteLength(csv.body) / 1024).toFixed(0)} KiB)`);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
