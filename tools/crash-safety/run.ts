// Crash safety: start the server on PostgreSQL, begin a large report upload, kill the
// process with SIGKILL at a random moment, restart it, and check that the reports, the incidents and
// the restarted engine's answers are exactly as before the upload or exactly as after it.
//   npm run crash-safety -- [--runs 20] [--farms 300] [--months 6] [--seed 1]
// Works on its own databases hb_crash_base (seeded once per run) and hb_crash_work (a copy per round).
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import pg from 'pg';
import { startServer, type RunningServer } from './server.ts';
import { databaseState, describeState, engineAnswers, sameState, type State } from './state.ts';
import { correctedDelivery } from './delivery.ts';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '20' }, farms: { type: 'string', default: '300' }, months: { type: 'string', default: '6' }, seed: { type: 'string', default: '1' } },
});
const ROOT = resolve(import.meta.dirname, '../..');
const SERVER = process.env.CRASH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const BASE = 'hb_crash_base';
const WORK = 'hb_crash_work';
const urlOf = (db: string) => `${SERVER}/${db}`;

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: urlOf('postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const recreate = (name: string, template?: string) =>
  admin(async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  });

async function login(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/v1/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'superuser', password: 'herdenblick' }) });
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access: string }).access;
}

function upload(server: RunningServer, token: string, csv: string): Promise<Response> {
  const form = new FormData();
  form.append('report', new Blob([csv], { type: 'text/csv' }), 'mlp-korrektur.csv');
  return fetch(`${server.baseUrl}/api/v1/reports/upload/`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
}

/** Watches a few farms and sites so that the upload raises incidents (a condition every value meets). */
async function prepareBase(farms: number) {
  await recreate(BASE);
  console.log(`Basis: ${farms} LDWU in ${BASE} …`);
  const seeding = await startServer(ROOT, urlOf(BASE), { SEED_FARMS: String(farms) });
  await seeding.stop();
  const client = new pg.Client({ connectionString: urlOf(BASE) });
  await client.connect();
  try {
    const [field] = (await client.query(`select pythonic_name from report_fields where precision = 0 order by priority desc, column_index limit 1`)).rows;
    const [association] = (await client.query(`select id from associations order by id limit 1`)).rows;
    const [owner] = (await client.query(`select id from users where username = 'superuser'`)).rows;
    const group = (await client.query(`insert into comparison_groups (name, user_id, entity_type, entity_id) values ('Absturztest', $1, 'association', $2) returning id`, [owner.id, association.id])).rows[0];
    await client.query(
      `insert into alerts (entity_type, entity_id, field, operator, lower_bound, comparison_group_id, send_mail, created_by)
       select 'site', id, $1, 'gt', 0, $2, true, $3 from sites where location_id is not null order by id limit 40`,
      [field.pythonic_name, group.id, owner.id],
    );
  } finally {
    await client.end();
  }
  // One start over the watched data: what the server does on its own at start is part of "before".
  const settle = await startServer(ROOT, urlOf(BASE));
  await settle.stop();
}

async function targetsOf(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const farms = (await client.query(`select id from farms order by id limit 3`)).rows.map((r) => Number(r.id));
    const associations = (await client.query(`select id from associations order by id limit 2`)).rows.map((r) => Number(r.id));
    return { farms, associations };
  } finally {
    await client.end();
  }
}

async function stateAfterRestart(targets: { farms: number[]; associations: number[] }): Promise<State> {
  const server = await startServer(ROOT, urlOf(WORK));
  try {
    const answers = await engineAnswers(server.baseUrl, await login(server), targets);
    return { ...(await databaseState(urlOf(WORK))), answers };
  } finally {
    await server.stop();
  }
}

const runs = Number(args.runs);
await prepareBase(Number(args.farms));
const targets = await targetsOf(urlOf(BASE));
const csv = await correctedDelivery(urlOf(BASE), Number(args.months), Number(args.seed));
console.log(`Lieferung: ${csv.rows} Zeilen, ${(csv.text.length / 1e6).toFixed(1)} MB (korrigierte Werte der letzten ${args.months} Prüfmonate)`);

await recreate(WORK, BASE);
const before = await stateAfterRestart(targets);
await recreate(WORK, BASE);
const full = await startServer(ROOT, urlOf(WORK));
const started = performance.now();
const answer = await upload(full, await login(full), csv.text);
const uploadMs = performance.now() - started;
if (!answer.ok) throw new Error(`Upload ohne Abbruch: ${answer.status} ${(await answer.text()).slice(0, 500)}`);
await full.stop();
const after = await stateAfterRestart(targets);
console.log(`vorher:  ${describeState(before)}\nnachher: ${describeState(after)}\nUpload ohne Abbruch: ${uploadMs.toFixed(0)} ms`);
if (sameState(before, after)) throw new Error('Die Lieferung ändert nichts: der Test wäre blind.');

let asBefore = 0;
let asAfter = 0;
const between: string[] = [];
for (let round = 1; round <= runs; round++) {
  await recreate(WORK, BASE);
  const server = await startServer(ROOT, urlOf(WORK));
  const token = await login(server);
  // Anywhere from the first bytes to a little past the answer (commit done, listeners maybe not).
  const killAt = Math.round(Math.random() * uploadMs * 1.3);
  const pending = upload(server, token, csv.text).then((r) => `${r.status}`, () => 'abgebrochen');
  await new Promise((r) => setTimeout(r, killAt));
  await server.kill();
  const seen = await pending;
  const state = await stateAfterRestart(targets);
  const verdict = sameState(state, before) ? 'wie vorher' : sameState(state, after) ? 'wie nachher' : 'DAZWISCHEN';
  if (verdict === 'wie vorher') asBefore++;
  else if (verdict === 'wie nachher') asAfter++;
  else between.push(`Runde ${round}: ${describeState(state)}`);
  console.log(`Runde ${String(round).padStart(2)}: SIGKILL nach ${String(killAt).padStart(5)} ms (Upload-Antwort: ${seen}) → ${verdict}`);
}
await admin((c) => c.query(`drop database if exists ${WORK} with (force)`));
console.log(`\n${runs} Abbrüche: ${asBefore} wie vorher, ${asAfter} wie nachher, ${between.length} dazwischen`);
if (between.length) {
  console.log(between.join('\n'));
  process.exit(1);
}
process.exit(0);
