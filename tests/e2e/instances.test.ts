// Two `npm start` processes (A, B) on one PostgreSQL database, as an association runs them behind a
// load balancer: they must answer as one product. An upload through A is answered by B at once; a
// token from A works on B; failed logins count across both; uploads on both at the same moment raise
// each incident once and mail each recipient once (real SMTP); and when the instance running a
// detection is killed with SIGKILL, the other finishes it. Needs DATABASE_URL (CI sets it).
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/api/db/client.ts';
import { openTestDatabase } from '../support/app.ts';
import { decodeMail } from '../support/mail.ts';
import { rows } from '../support/read.ts';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp.ts';
import { TEST_ROOT } from '../support/template.ts';
import { multipartFile } from '../support/writes.ts';
import { spawnServer, type ServerProcess } from './support/server.ts';

const PUBLIC_URL = 'https://herdenblick.example';
const FIELD = 'leistung_milch_kg_div_melk_avg';
const PASSWORD = 'herdenblick';
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** A login of the farm staff demo account on one instance. */
const attempt = (server: ServerProcess, password: string) =>
  fetch(`${server.baseUrl}/api/v1/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'mitarbeiter', password }) });

describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let smtp: SmtpCapture;
  let a: ServerProcess;
  let b: ServerProcess;
  let token: string;
  /** A comparison group for the alerts (their thresholds are absolute; the group is required). */
  let group: number;
  const dataDirs: string[] = [];
  /** Sites of farms with at most three sites, grouped by farm, so a farm's value is exactly what its sites' upload says. */
  let farms: { farmId: number; sites: { id: number; number: string }[] }[];
  const db = () => database.db;

  const api = (server: ServerProcess, path: string, init: RequestInit = {}) =>
    fetch(`${server.baseUrl}/api/v1${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string> | undefined) } });

  async function upload(server: ServerProcess, lines: string[]) {
    const csv = `betriebsstaette;pruefdatum;verarbeitungsdatum;${FIELD}\n${lines.join('\n')}\n`;
    const { payload, headers } = multipartFile('report', 'mlp.csv', csv);
    const res = await api(server, '/reports/upload/', { method: 'POST', body: payload, headers });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    return body as { stored: number; replaced: number; sites: number; incidents: number };
  }

  async function createAlert(server: ServerProcess, entity: { type: 'site' | 'farm'; id: number }) {
    const res = await api(server, '/alerts/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // Above 100 kg: no demo value crosses it, so a new control field starts normal (creating one judges the data at once).
      body: JSON.stringify({ entity_type: entity.type, entity_id: entity.id, field: FIELD, operator: 'gt', lower_bound: 100, comparison_group: group, send_mail: true }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  }

  /** Waits until no job is due or running and every incident of these alerts is mailed. */
  async function settled(alertIds: number[], timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [open] = await rows<{ jobs: number; unmailed: number }>(
        db(),
        sql`select (select count(*)::int from jobs where done_at is null and kind <> 'maintenance.prune' and (run_after <= now() or locked_until >= now())) as jobs,
                   (select count(*)::int from incidents where mailed_at is null and alert_id = any(${sql.param(alertIds)}::int[])) as unmailed`,
      );
      if (open!.jobs === 0 && open!.unmailed === 0) return;
      if (Date.now() > deadline) throw new Error(`not settled: ${JSON.stringify(open)}\nA:\n${a.output()}\nB:\n${b.output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** (recipient, controlling link) of every incident line in the mails received so far. */
  const mailedPairs = () =>
    smtp.received.flatMap((m) => {
      const mail = decodeMail(m.raw.replace(/\r\n/g, '\n'));
      if (!mail.subject.includes('Controllingsystem')) return [];
      return [...mail.text.matchAll(/https:\/\/herdenblick\.example\/(sites|farms)\/(\d+)\/controlling/g)].map((x) => `${m.to.join(',')} ${x[1]}/${x[2]}`);
    });

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    ({ database, drop } = await openTestDatabase('postgres'));
    if (database.kind !== 'postgres') throw new Error('PostgreSQL expected');
    const list = await rows<{ farm_id: number; id: number; number: string }>(
      db(),
      sql`select s.farm_id, s.id, s.number from sites s where s.farm_id in (select farm_id from sites group by farm_id having count(*) <= 3) order by s.farm_id, s.id`,
    );
    const byFarm = new Map<number, { id: number; number: string }[]>();
    for (const r of list) byFarm.set(Number(r.farm_id), [...(byFarm.get(Number(r.farm_id)) ?? []), { id: Number(r.id), number: r.number }]);
    farms = [...byFarm].map(([farmId, sites]) => ({ farmId, sites }));
    const [g] = await rows<{ id: number }>(
      db(),
      sql`insert into comparison_groups (name, user_id, entity_type, entity_id) select 'Alle Betriebe', id, 'farm', ${farms[0]!.farmId} from users where username = 'superuser' returning id`,
    );
    group = Number(g!.id);
    // No JWT_SECRET: the instances must share the signing key through the database.
    const env = (name: string) => {
      const dir = join(TEST_ROOT, `instance-${name}-${randomUUID()}`);
      mkdirSync(dir, { recursive: true });
      dataDirs.push(dir);
      const { url } = database as Extract<Database, { kind: 'postgres' }>;
      return { DATABASE_URL: url, DATA_DIR: dir, JWT_SECRET: '', PUBLIC_URL, SMTP_URL: smtp.url, SEED_FARMS: '0', JOB_LEASE_SECONDS: '3', JOB_POLL_MS: '200' };
    };
    [a, b] = await Promise.all([spawnServer(env('a')), spawnServer(env('b'))]);
    const res = await fetch(`${a.baseUrl}/api/v1/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'superuser', password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    token = ((await res.json()) as { access: string }).access;
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await drop?.();
    await smtp?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('answers on B what was uploaded through A, at once, with A’s token', async () => {
    expect((await api(b, '/users/current-user/')).status, 'a token from A on B').toBe(200);
    const site = farms[0]!.sites[0]!;
    const read = async () => ((await (await api(b, `/sites/${site.id}/report/?field=${FIELD}`)).json()) as { data: { value: number }[]; latest_inspection_date: string });
    expect((await read()).data[0]!.value).not.toBe(42.5);
    await upload(a, [`${site.number};${day(3)};${day(3)};42,5`]);
    const started = Date.now();
    const answer = await read();
    expect(answer.data[0]!.value).toBe(42.5);
    expect(answer.latest_inspection_date).toBe(day(3));
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('counts failed logins across both instances', async () => {
    for (let i = 0; i < 10; i++) expect((await attempt(i % 2 ? b : a, 'falsch')).status).toBe(401);
    // The eleventh try, on either instance, waits: the account saw ten failures, five on each.
    expect((await attempt(a, PASSWORD)).status).toBe(429);
    expect((await attempt(b, PASSWORD)).status).toBe(429);
  });

  it('raises each incident once and mails each recipient once when A and B take uploads at the same moment', async () => {
    const [f1, f2, f3, f4] = farms.slice(1, 5) as [(typeof farms)[0], (typeof farms)[0], (typeof farms)[0], (typeof farms)[0]];
    // Site alerts on every site, and a farm alert created on A for a farm whose sites go through B.
    const alertIds: number[] = [];
    for (const f of [f1, f2, f3, f4]) for (const s of f.sites) alertIds.push(await createAlert(a, { type: 'site', id: s.id }));
    alertIds.push(await createAlert(a, { type: 'farm', id: f4.farmId }));
    const line = (s: { number: string }) => `${s.number};${day(2)};${day(2)};120`;
    const mailsBefore = mailedPairs().length;
    const [onA, onB] = await Promise.all([upload(a, [...f1.sites, ...f2.sites].map(line)), upload(b, [...f3.sites, ...f4.sites].map(line))]);
    const siteAlerts = alertIds.length - 1;
    expect(onA.incidents + onB.incidents).toBe(siteAlerts + 1);
    await settled(alertIds);
    const incidents = await rows<{ alert_id: number; n: number }>(
      db(),
      sql`select alert_id, count(*)::int as n from incidents where alert_id = any(${sql.param(alertIds)}::int[]) and observed = ${day(2)}::date group by alert_id`,
    );
    expect(incidents.map((i) => Number(i.alert_id)).sort((x, y) => x - y)).toEqual([...alertIds].sort((x, y) => x - y));
    expect(incidents.every((i) => i.n === 1)).toBe(true);
    // Every recipient got exactly one line per incident, from whichever instance sent it.
    const pairs = mailedPairs().slice(mailsBefore);
    expect(pairs.length).toBeGreaterThan(alertIds.length);
    expect(new Set(pairs).size, pairs.join('\n')).toBe(pairs.length);
    const receipts = await rows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from incident_mail_receipts r join incidents i on i.id = r.incident_id where i.alert_id = any(${sql.param(alertIds)}::int[]) and r.sent_at is not null`,
    );
    expect(pairs).toHaveLength(receipts[0]!.n);
  });

  it('finishes a detection on the other instance when the one running it is killed with SIGKILL', async () => {
    const site = farms[5]!.sites[0]!;
    const alertId = await createAlert(a, { type: 'site', id: site.id });
    const mailsBefore = mailedPairs().length;
    // Hold the alert row: whichever instance claims the detection stops inside it, and we know which one.
    const blocker = new pg.Client({ connectionString: (database as Extract<Database, { kind: 'postgres' }>).url });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('select id from alerts where id = $1 for update', [alertId]);
    const uploading = upload(a, [`${site.number};${day(1)};${day(1)};120`]).catch((error: unknown) => error);
    let holder = '';
    for (const deadline = Date.now() + 30_000; !holder && Date.now() < deadline; ) {
      const [job] = await rows<{ locked_by: string | null }>(db(), sql`select locked_by from jobs where kind = 'controlling.detect' and done_at is null and locked_by is not null and payload->'siteIds' @> ${JSON.stringify([site.id])}::jsonb`);
      holder = job?.locked_by ?? '';
      if (!holder) await new Promise((r) => setTimeout(r, 20));
    }
    const victim = holder.split(':')[1] === String(a.pid) ? a : b;
    const survivor = victim === a ? b : a;
    expect([a.pid, b.pid].map(String)).toContain(holder.split(':')[1]);
    await new Promise((r) => setTimeout(r, 300));
    await victim.kill();
    await blocker.query('rollback');
    await blocker.end();
    await settled([alertId]);
    const [job] = await rows<{ locked_by: string; attempts: number }>(db(), sql`select locked_by, attempts from jobs where kind = 'controlling.detect' and payload->'siteIds' @> ${JSON.stringify([site.id])}::jsonb order by id desc limit 1`);
    expect(job!.locked_by.split(':')[1]).toBe(String(survivor.pid));
    expect(job!.attempts).toBe(2);
    const incidents = await rows<{ n: number }>(db(), sql`select count(*)::int as n from incidents where alert_id = ${alertId}`);
    expect(incidents[0]!.n).toBe(1);
    const pairs = mailedPairs().slice(mailsBefore);
    expect(pairs.length).toBeGreaterThan(0);
    expect(new Set(pairs).size).toBe(pairs.length);
    // The upload answered when A survived; its request died with A otherwise.
    const answer = await uploading;
    if (survivor === a) expect(answer).toMatchObject({ stored: 1, incidents: 1 });
  }, 120_000);
});
