// Ingest figure of `npm run bench -- evaluation`: the product server on the bench's
// PostgreSQL database, started like in production (the engine built before it answers), then one
// month of reports for every site through POST /reports/upload/ with the engine updated before each
// answer. Real uploads come per association, so the month goes in as uploads of UPLOAD_ROWS sites
// each (the national file in one request is bench/national-upload.ts and bench/instances.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { REPORT_FIELDS } from '../src/api/catalogue/fields.ts';
import { hashPassword } from '../src/api/auth/passwords.ts';
import type { Database } from '../src/api/db/client.ts';
import { loadConfig } from '../src/config.ts';
import { monthOfDate } from '../src/engine/index.ts';
import { buildServer } from '../src/server/server.ts';
import { multipartFile } from '../tests/support/writes.ts';

const UPLOAD_ROWS = 10_000;
const PASSWORD = 'bench-ingest-passwort';

function csv(from: number, to: number, month: string): string {
  const header = ['betriebsstaette', 'pruefdatum', 'verarbeitungsdatum', ...REPORT_FIELDS.map((f) => f.pythonic_name)].join(';');
  const lines = [header];
  for (let s = from; s < to; s++) {
    const day = `${month.slice(0, 8)}${String(3 + (s % 24)).padStart(2, '0')}`;
    const values = REPORT_FIELDS.map((f, j) => (((s + j) % 97) / 100 + f.mean * 0.9).toFixed(Math.min(2, f.precision)).replace('.', ','));
    lines.push([`S${s + 1}`, day, day, ...values].join(';'));
  }
  return `${lines.join('\n')}\n`;
}

const f1 = (v: number) => v.toFixed(1);

/** Starts the server on `database`, uploads `month` for sites 1..sites, prints the figures. */
export async function ingest(database: Database, sites: number, month: string): Promise<void> {
  await database.db.execute(sql`insert into users (username, password_hash, is_superuser, account_type) values ('bench', ${await hashPassword(PASSWORD)}, true, null)`);
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-bench-ingest-'));
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-bench-secret-bench-secret' }, []);
  let t = performance.now();
  const app = await buildServer({ config, database, log: () => undefined });
  await app.ready();
  console.log(`  Server-Start mit Engine (aus Snapshots): ${f1((performance.now() - t) / 1000)} s`);
  try {
    const login = await app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username: 'bench', password: PASSWORD } });
    if (login.statusCode !== 200) throw new Error(`login ${login.statusCode} ${login.body}`);
    const auth = { authorization: `Bearer ${(login.json() as { access: string }).access}` };
    let bytes = 0;
    let busy = 0;
    t = performance.now();
    for (let from = 0; from < sites; from += UPLOAD_ROWS) {
      const body = csv(from, Math.min(sites, from + UPLOAD_ROWS), month);
      bytes += body.length;
      const { payload, headers } = multipartFile('report', `mlp-${from}.csv`, body);
      const started = performance.now();
      const res = await app.inject({ method: 'POST', url: '/api/v1/reports/upload/', payload, headers: { ...auth, ...headers } });
      busy += performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`upload ${res.statusCode} ${res.body.slice(0, 300)}`);
    }
    const total = (performance.now() - t) / 1000;
    const engine = await app.engine.current();
    const block = engine.store.month(monthOfDate(month));
    let held = 0;
    if (block) for (let s = 0; s < engine.store.siteCount; s++) if (block.reportId[s] !== 0) held++;
    console.log(
      `  Upload-Ingest 1 Monat (${sites} Berichte × ${REPORT_FIELDS.length} Kennzahlen, ${Math.ceil(sites / UPLOAD_ROWS)} Uploads, ${Math.round(bytes / 1e6)} MB): ${f1(total)} s (davon Anfragen ${f1(busy / 1000)} s), Engine hält ${held} Berichte des Monats  Ziel ≤ 60 s`,
    );
    // The month's snapshot is rewritten in the background after the uploads (snapshot-refresh.ts).
    t = performance.now();
    await app.deps.jobs.settled(600_000);
    console.log(`  Snapshot des Monats danach im Hintergrund neu geschrieben: weitere ${f1((performance.now() - t) / 1000)} s`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
