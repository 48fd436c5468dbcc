// The demo-data generator: how fast it produces report rows on its own, and what loading them costs
// on PGlite and (with DATABASE_URL) PostgreSQL, measured in one run and printed as ratios.
//   node --import tsx bench/seed.ts [--farms 3000] [--months 36] [--pglite-farms 300]
// (or `npm run bench -- seed …`)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase, type Database } from '../src/api/db/client.ts';
import { reportTuples } from '../tools/seed/generate.ts';
import { buildPlan, seedDemo } from '../tools/seed/index.ts';
import { serverUrl } from '../tests/support/pg-url.ts';

const ANCHOR = '2025-06-01';

interface Measured {
  label: string;
  reports: number;
  seconds: number;
}

const rate = (m: Measured) => m.reports / m.seconds;
const mib = () => Math.round(process.memoryUsage().rss / 1048576);

function generationOnly(farms: number, months: number): Measured {
  const started = performance.now();
  const plan = buildPlan({ farms, months, seed: 1, anchor: ANCHOR });
  let bytes = 0;
  for (const chunk of reportTuples(plan)) bytes += chunk.byteLength;
  const seconds = (performance.now() - started) / 1000;
  console.log(`  generation only: ${plan.reportCount} reports, ${(bytes / 1048576).toFixed(0)} MiB COPY binary, ${seconds.toFixed(1)} s, RSS ${mib()} MiB`);
  return { label: `generation (${farms} farms)`, reports: plan.reportCount, seconds };
}

async function seedInto(label: string, database: Database, farms: number, months: number): Promise<Measured> {
  const started = performance.now();
  const summary = await seedDemo(database, { farms, months, seed: 1, anchor: ANCHOR });
  const seconds = (performance.now() - started) / 1000;
  console.log(`  ${label}: ${summary.reports} reports, ${summary.sites} sites, ${seconds.toFixed(1)} s, RSS ${mib()} MiB`);
  return { label, reports: summary.reports, seconds };
}

export default async function main(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { farms: { type: 'string', default: '3000' }, months: { type: 'string', default: '36' }, 'pglite-farms': { type: 'string', default: '300' } },
  });
  const farms = Number(values.farms);
  const months = Number(values.months);
  const pgliteFarms = Number(values['pglite-farms']);
  console.log(`Seed benchmark: ${farms} farms (PGlite ${pgliteFarms}) × ${months} months`);

  const results: Measured[] = [generationOnly(farms, months)];

  const dir = mkdtempSync(join(tmpdir(), 'hb-bench-seed-'));
  try {
    const database = await openDatabase({ dataDir: dir });
    try {
      results.push(await seedInto(`PGlite (${pgliteFarms} farms)`, database, pgliteFarms, months));
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `hb_bench_seed_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl(url, 'postgres') });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name}`);
      const database = await openDatabase({ databaseUrl: serverUrl(url, name) });
      try {
        results.push(await seedInto(`PostgreSQL (${farms} farms)`, database, farms, months));
      } finally {
        await database.close();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  } else {
    console.log('  PostgreSQL: skipped (DATABASE_URL not set)');
  }

  const base = results[0]!;
  console.log('\nreports per second (ratio to generation alone):');
  for (const r of results) console.log(`  ${r.label.padEnd(28)} ${Math.round(rate(r)).toString().padStart(8)}  ${(rate(r) / rate(base)).toFixed(2)}×`);
  console.log(`peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MiB`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv.slice(2));
  process.exit(0);
}
