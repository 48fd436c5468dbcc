// The monthly digest end to end: the opt-in is set on the own user over REST (nobody else may set
// it), the month's incidents reach each opted-in recipient once in one mail grouped farm › location ›
// site with display names, figure, condition and value (muted ones marked); the month ends in
// Europe/Berlin; nobody gets another's incidents, a second or racing run sends nothing more, an empty
// month sends nothing, and the job queue runs it keyed per month and queues the next month.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIGEST_SELF_ONLY, monthOf, MUTED_MARK } from '../../src/domain/controlling-digest.ts';
import { loadEntity } from '../../src/api/services/controlling/entities.ts';
import { digestJobKey, scheduleDigest, sendMonthlyDigests } from '../../src/api/services/controlling/digest.ts';
import { createTestApp, dbKinds, login, type TestApp } from '../support/app.ts';
import { twoSites, type DemoSite } from '../support/controlling.ts';
import { readOutbox } from '../support/mail.ts';
import { rows } from '../support/read.ts';

const MONTH = '2026-09-01';
const FIELD = 'leistung_milch_kg_div_melk_avg';
const digests = (t: TestApp, to?: string) => readOutbox(t.config.dataDir).filter((m) => m.subject.includes('Zusammenfassung') && (to === undefined || m.to === to));

/** Where `s` stands in `text` (it must). */
function position(text: string, s: string): number {
  const i = text.indexOf(s);
  expect(i, `${s} in\n${text}`).toBeGreaterThan(-1);
  return i;
}

describe.each(dbKinds())('monthly digest on %s', (kind) => {
  let t: TestApp;
  const h: Record<string, Record<string, string>> = {};
  const id: Record<string, number> = {};
  let s1: DemoSite;
  let s2: DemoSite;
  let otherSite = 0;
  const db = () => t.database.db;
  const call = (who: string, method: 'GET' | 'PATCH', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: h[who], ...(payload === undefined ? {} : { payload: payload as object }) });

  /** An incident of a new control field on the entity, raised at `created` (UTC). */
  async function incident(entity: { type: string; id: number }, created: string, value: number, observed: string, muted = false) {
    const [alert] = await rows<{ id: number }>(
      db(),
      sql`insert into alerts (entity_type, entity_id, field, operator, upper_bound, send_mail) values (${entity.type}, ${entity.id}, ${FIELD}, 'lt', 30, false)
          on conflict (entity_type, entity_id, field) do update set send_mail = false returning id`,
    );
    let silence: number | null = null;
    if (muted) {
      const [row] = await rows<{ id: number }>(
        db(),
        sql`insert into silences (target_type, target_id, starts_at, ends_at, reason) values (${entity.type}, ${entity.id}, ${created}::timestamptz - interval '1 day', ${created}::timestamptz + interval '1 day', 'Umbau') returning id`,
      );
      silence = Number(row!.id);
    }
    await db().execute(sql`insert into incidents (alert_id, entity_type, entity_id, field, operator, upper_bound, value, comparison_group_value, observed, created_at, mailed_at, muted_by)
      values (${Number(alert!.id)}, ${entity.type}, ${entity.id}, ${FIELD}, 'lt', 30, ${value}, 31.5, ${observed}::date, ${created}::timestamptz, ${created}::timestamptz, ${silence})`);
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const who of ['ldwu-admin', 'ldwu-admin-multi', 'mitarbeiter', 'lkv-admin']) {
      h[who] = (await login(t.app, who)).headers;
      id[who] = (await call(who, 'GET', '/users/current-user/')).json().id;
    }
    [s1, s2] = await twoSites(db(), 'ldwu-admin');
    const [other] = await rows<{ id: number }>(
      db(),
      sql`select s.id from sites s join farm_admins fa on fa.farm_id = s.farm_id join users u on u.id = fa.user_id
          where u.username = 'ldwu-admin-multi' and s.farm_id <> ${s1.farmId} order by s.id limit 1`,
    );
    otherSite = Number(other!.id);
    await db().execute(sql`delete from incidents`);
    await db().execute(sql`delete from alerts`);
    // September 2026 in Berlin: from 31.08. 22:00 UTC to 30.09. 22:00 UTC (summer time).
    await incident({ type: 'site', id: s1.siteId }, '2026-08-31T22:30:00Z', 28.5, '2026-08-30');
    await incident({ type: 'site', id: s2.siteId }, '2026-09-12T08:00:00Z', 29.2, '2026-09-10', true);
    await incident({ type: 'farm', id: s1.farmId }, '2026-09-20T08:00:00Z', 27, '2026-09-18');
    await incident({ type: 'site', id: s1.siteId }, '2026-09-30T22:30:00Z', 11.4, '2026-09-29'); // October in Berlin
    await incident({ type: 'site', id: s1.siteId }, '2026-08-31T21:30:00Z', 12.6, '2026-08-29'); // August in Berlin
    await incident({ type: 'site', id: otherSite }, '2026-09-05T08:00:00Z', 26.7, '2026-09-04');
  });
  afterAll(() => t?.close());

  it('is set by the user themself on their own user, and refused for anyone else', async () => {
    expect((await call('ldwu-admin', 'GET', '/users/current-user/')).json().digest_opt_in).toBe(false);
    for (const who of ['ldwu-admin', 'ldwu-admin-multi']) {
      const res = await call(who, 'PATCH', `/users/${id[who]}/`, { digest_opt_in: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().digest_opt_in).toBe(true);
    }
    expect((await call('ldwu-admin', 'GET', '/users/current-user/')).json().digest_opt_in).toBe(true);
    const refused = await call('ldwu-admin', 'PATCH', `/users/${id.mitarbeiter}/`, { digest_opt_in: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(DIGEST_SELF_ONLY);
    const [staff] = await rows<{ digest_opt_in: boolean }>(db(), sql`select digest_opt_in from users where id = ${id.mitarbeiter}`);
    expect(staff!.digest_opt_in).toBe(false);
  });

  it('mails each opted-in recipient one digest of the month, grouped farm › location › site, with only what they see', async () => {
    const run = await sendMonthlyDigests(t.app.deps, MONTH, 'instance-a');
    expect(run).toEqual({ sent: 2, failed: 0 });
    const [mine] = digests(t, 'ldwu-admin@herdenblick.example');
    expect(mine!.subject).toBe('Herdenblick: Zusammenfassung der Controlling-Meldungen im September 2026');
    const farm = (await loadEntity(db(), 'farm', s1.farmId))!.name;
    const loc1 = (await loadEntity(db(), 'location', s1.locationId))!.name;
    const loc2 = (await loadEntity(db(), 'location', s2.locationId))!.name;
    const site1 = (await loadEntity(db(), 'site', s1.siteId))!.name;
    const site2 = (await loadEntity(db(), 'site', s2.siteId))!.name;
    const text = mine!.text;
    expect(text).toContain('im September 2026 gab es 3 Meldungen im Controllingsystem:');
    // Farm first, its own line, then the locations by name with their sites.
    const at = (s: string) => position(text, s);
    const lines = text.split('\n');
    expect(lines).toContain(farm);
    expect(lines).toContain(`  ${loc1}`);
    expect(lines).toContain(`  ${loc2}`);
    expect(lines).toContain(`    ${site1}`);
    expect(lines).toContain(`    ${site2}`);
    expect(at(farm)).toBeLessThan(at('Der Wert 27,0 ist unter 30'));
    const [first, second] = [loc1, loc2].sort((a, b) => a.localeCompare(b, 'de'));
    expect(at(`  ${first}\n`)).toBeLessThan(at(`  ${second}\n`));
    expect(at(`    ${site1}\n`)).toBeLessThan(at('Der Wert 28,5 ist unter 30'));
    expect(at(`    ${site2}\n`)).toBeLessThan(at('Der Wert 29,2 ist unter 30'));
    expect(text).toContain('(Prüfung vom 30.08.2026): Der Wert 28,5 ist unter 30. Vergleichsgruppe: 31,5');
    // Only the muted one is marked.
    expect(lines.find((l) => l.includes('29,2'))).toContain(`– ${MUTED_MARK}`);
    expect(lines.find((l) => l.includes('28,5'))).not.toContain(MUTED_MARK);
    // The Berlin month: neither the October nor the August incident, nor another farm's.
    expect(text).not.toContain('11,4');
    expect(text).not.toContain('12,6');
    expect(text).not.toContain('26,7');
    expect(text).toContain(`/sites/${s1.siteId}/controlling`);
    expect(mine!.html).toContain(`<h2>${farm.replace(/&/g, '&amp;')}</h2>`);
    expect(mine!.html).toContain(MUTED_MARK);

    const [theirs] = digests(t, 'ldwu-admin-multi@herdenblick.example');
    expect(theirs!.text).toContain('im September 2026 gab es 1 Meldung im Controllingsystem:');
    expect(theirs!.text).toContain('26,7');
    expect(theirs!.text).not.toContain('28,5');
    expect(theirs!.text).not.toContain(site1);
    // Recipients of the farm who did not opt in get nothing.
    expect(digests(t, 'mitarbeiter@herdenblick.example')).toEqual([]);
    expect(digests(t, 'lkv-admin@herdenblick.example')).toEqual([]);
  });

  it('sends a month once, however often and however many instances run it', async () => {
    const before = digests(t).length;
    const runs = await Promise.all([sendMonthlyDigests(t.app.deps, MONTH, 'instance-b'), sendMonthlyDigests(t.app.deps, MONTH, 'instance-c')]);
    expect(runs.map((r) => r.sent)).toEqual([0, 0]);
    // A claim the sender never finished (its instance died) is taken back only once stale.
    await db().execute(sql`delete from digest_runs where user_id = ${id['ldwu-admin']}`);
    await db().execute(sql`insert into digest_runs (user_id, month, claimed_by, claimed_at) values (${id['ldwu-admin']}, ${MONTH}::date, 'dead', now())`);
    expect((await sendMonthlyDigests(t.app.deps, MONTH, 'instance-d')).sent).toBe(0);
    expect(digests(t).length).toBe(before);
    // Racing from scratch: two runs at once send one digest per user.
    await db().execute(sql`delete from digest_runs`);
    const race = await Promise.all([sendMonthlyDigests(t.app.deps, MONTH, 'instance-e'), sendMonthlyDigests(t.app.deps, MONTH, 'instance-f')]);
    expect(race[0]!.sent + race[1]!.sent).toBe(2);
    expect(digests(t).length).toBe(before + 2);
  });

  it('sends nothing for a month without incidents', async () => {
    const before = digests(t).length;
    expect(await sendMonthlyDigests(t.app.deps, '2026-07-01', 'instance-a')).toEqual({ sent: 0, failed: 0 });
    expect(digests(t).length).toBe(before);
    const [claims] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from digest_runs where month = '2026-07-01'`);
    expect(Number(claims!.n)).toBe(0);
  });

  it('runs through the job queue once per month key and queues the next month', async () => {
    await db().execute(sql`delete from digest_runs`);
    const september = () => digests(t).filter((m) => m.subject.endsWith('September 2026'));
    const before = september().length;
    // Every instance may queue it: one job waits (checked on a month still running, which no worker claims yet).
    expect(await scheduleDigest(t.app.deps, '2027-03-01')).toBe(await scheduleDigest(t.app.deps, '2027-03-01'));
    await Promise.all([scheduleDigest(t.app.deps, MONTH), scheduleDigest(t.app.deps, MONTH)]);
    await t.app.deps.jobs.settled();
    const done = await rows<{ result: { sent: number } }>(db(), sql`select result from jobs where key = ${digestJobKey(MONTH)} and done_at is not null`);
    expect(done.reduce((n, j) => n + j.result.sent, 0)).toBe(2);
    expect(september().length).toBe(before + 2);
    // The next month's job is queued by this one (and ran: October is over), with October's incident.
    const keys = await rows<{ key: string }>(db(), sql`select key from jobs where kind = 'controlling.digest' order by key`);
    expect(keys.map((k) => k.key)).toContain(digestJobKey('2026-10-01'));
    const october = digests(t, 'ldwu-admin@herdenblick.example').filter((m) => m.subject.endsWith('Oktober 2026'));
    expect(october).toHaveLength(1);
    expect(october[0]!.text).toContain('11,4');
    // The current month's job (queued at start) waits until the month is over.
    const [current] = await rows<{ due: boolean }>(db(), sql`select run_after <= now() as due from jobs where key = ${digestJobKey(monthOf(new Date()))}`);
    expect(current!.due).toBe(false);
  });
});
