// The control-field lifecycle end to end (product rules ‹Control-field lifecycle›): uploads step a
// control field through its test days (pending on fewer than N crossing days, one incident per firing
// episode, resolved only when back inside by the recovery margin), creating and editing judge it at
// once, the state history names who and what, NoData after 62 days without a report, and a silence
// mutes the incident of a control field that sends no mails as well.
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepNoData } from '../../src/api/services/controlling/detect.ts';
import { silenceEndOfDay } from '../../src/domain/silence.ts';
import { createTestApp, dbKinds, login, type TestApp } from '../support/app.ts';
import { announce, locationGroup, storeReport, twoSites, type DemoSite } from '../support/controlling.ts';
import { readOutbox } from '../support/mail.ts';
import { rows } from '../support/read.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
// Test days newer than the demo history; a milk yield above 100 kg never occurs in it.
const DAYS = [24, 20, 16, 12, 8].map(daysAgo);
const MILK = 'leistung_milch_kg_div_melk_avg';

interface Transition {
  from_phase: string;
  to_phase: string;
  test_date: string | null;
  cause: string;
  by_user: number | null;
  by_user_name: string | null;
}

describe.each(dbKinds())('control-field lifecycle on %s', (kind) => {
  let t: TestApp;
  const h: Record<string, Record<string, string>> = {};
  let s1: DemoSite;
  let s2: DemoSite;
  let group: number;
  let adminId: number;
  const db = () => t.database.db;
  const call = (who: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: h[who], ...(payload === undefined ? {} : { payload: payload as object }) });
  const incidentsOf = async (alert: number) =>
    (await call('ldwu-admin', 'GET', `/incidents/?alert=${alert}`)).json().results as { observed: string; started: string; ended: string | null; value: number; muted: { silence: number } | null }[];
  const transitionsOf = async (alert: number, who = 'ldwu-admin') => (await call(who, 'GET', `/alerts/${alert}/transitions/`)).json().results as Transition[];
  const mails = () => readOutbox(t.config.dataDir).filter((m) => m.to === 'ldwu-admin@herdenblick.example' && m.subject.includes('Controllingsystem'));
  async function upload(site: DemoSite, day: string, values: Record<string, number>) {
    await storeReport(db(), site.siteId, day, values);
    return announce(t, [site.siteId], [day]);
  }
  async function create(body: Record<string, unknown>, site = s1) {
    const res = await call('ldwu-admin', 'POST', '/alerts/', { entity_type: 'site', entity_id: site.siteId, comparison_group: group, field: MILK, operator: 'gt', lower_bound: 100, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; phase: string; phase_since: string | null; pending_test_days: number; recovery_margin: number };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const who of ['ldwu-admin', 'ldwu-admin-multi']) h[who] = (await login(t.app, who)).headers;
    [s1, s2] = await twoSites(db(), 'ldwu-admin');
    await db().execute(sql`delete from incidents`);
    await db().execute(sql`delete from alerts`);
    const [me] = await rows<{ id: number }>(db(), sql`select id from users where username = 'ldwu-admin'`);
    adminId = Number(me!.id);
    group = await locationGroup(db(), adminId, s2.locationId);
  });
  afterAll(() => t?.close());

  it('with N = 2 is pending on the first crossing test day, fires on the second, keeps one incident, and resolves only beyond the margin', async () => {
    const alert = await create({ pending_test_days: 2, recovery_margin: 10, send_mail: true });
    expect(alert).toMatchObject({ phase: 'normal', pending_test_days: 2, recovery_margin: 10 });
    const before = mails().length;
    const phase = async () => (await call('ldwu-admin', 'GET', `/alerts/${alert.id}/`)).json() as { phase: string; phase_since: string | null };

    expect(await upload(s1, DAYS[0]!, { [MILK]: 120 })).toEqual({ incidents: 0 });
    expect(await phase()).toEqual(expect.objectContaining({ phase: 'pending', phase_since: DAYS[0] }));
    expect(await incidentsOf(alert.id)).toEqual([]);

    expect(await upload(s1, DAYS[1]!, { [MILK]: 120 })).toEqual({ incidents: 1 });
    expect(await phase()).toEqual(expect.objectContaining({ phase: 'firing', phase_since: DAYS[1] }));
    // A third crossing test day: the same incident, brought up to date, and no second mail.
    expect(await upload(s1, DAYS[2]!, { [MILK]: 130 })).toEqual({ incidents: 0 });
    expect(await incidentsOf(alert.id)).toEqual([expect.objectContaining({ started: DAYS[1], observed: DAYS[2], value: 130, ended: null })]);
    expect(mails().length - before).toBe(1);

    // 95 is inside (≤ 100) but within the margin of 10: still firing.
    await upload(s1, DAYS[3]!, { [MILK]: 95 });
    expect((await phase()).phase).toBe('firing');
    expect((await incidentsOf(alert.id))[0]!.ended).toBeNull();
    // 85 clears the bound by more than the margin: resolved, the incident ends on that test day.
    await upload(s1, DAYS[4]!, { [MILK]: 85, fprz_pm: 4.5 });
    expect(await phase()).toEqual(expect.objectContaining({ phase: 'resolved', phase_since: DAYS[4] }));
    expect(await incidentsOf(alert.id)).toEqual([expect.objectContaining({ started: DAYS[1], ended: DAYS[4] })]);

    expect((await transitionsOf(alert.id)).map((x) => [x.from_phase, x.to_phase, x.test_date, x.cause, x.by_user])).toEqual([
      ['firing', 'resolved', DAYS[4], 'upload', null],
      ['pending', 'firing', DAYS[1], 'upload', null],
      ['normal', 'pending', DAYS[0], 'upload', null],
    ]);
  });

  it('judges a created and an edited control field at once, with who did it in the history; others see no history', async () => {
    const created = await create({ field: 'fprz_pm', lower_bound: 4 });
    // 4.5 on the newest test day: firing at once, the answer says so.
    expect(created).toMatchObject({ phase: 'firing', phase_since: DAYS[4] });
    expect(await incidentsOf(created.id)).toEqual([expect.objectContaining({ started: DAYS[4], ended: null, value: 4.5 })]);
    const edited = await call('ldwu-admin', 'PATCH', `/alerts/${created.id}/`, { lower_bound: 5 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ phase: 'resolved', phase_since: DAYS[4] });
    expect((await incidentsOf(created.id))[0]!.ended).toBe(DAYS[4]);
    const history = await transitionsOf(created.id);
    expect(history.map((x) => [x.from_phase, x.to_phase, x.cause, x.by_user])).toEqual([
      ['firing', 'resolved', 'edit', adminId],
      ['normal', 'firing', 'create', adminId],
    ]);
    expect(history[0]!.by_user_name).toMatch(/\S/);
    // Only a change of what is judged is judged again: the mail switch alone changes no phase.
    await call('ldwu-admin', 'PATCH', `/alerts/${created.id}/`, { send_mail: true });
    expect(await transitionsOf(created.id)).toHaveLength(2);
    expect((await call('ldwu-admin-multi', 'GET', `/alerts/${created.id}/transitions/`)).statusCode).toBe(404);
  });

  it('refuses bad lifecycle settings with German field messages', async () => {
    const res = await call('ldwu-admin', 'POST', '/alerts/', { entity_type: 'site', entity_id: s2.siteId, comparison_group: group, field: MILK, operator: 'gt', lower_bound: 100, pending_test_days: 13, recovery_margin: -1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ pending_test_days: ['Geben Sie eine ganze Zahl von 1 bis 12 an.'], recovery_margin: ['Der Abstand zum Beheben darf nicht kleiner als 0 sein.'] });
  });

  it('records the incident of a control field without mails as muted when a silence covers it', async () => {
    const silence = await call('ldwu-admin', 'POST', '/silences/', { target_type: 'site', target_id: s2.siteId, ends_at: silenceEndOfDay(daysAgo(-14)), reason: 'Umbau' });
    expect(silence.statusCode, silence.body).toBe(201);
    const alert = await create({ send_mail: false }, s2);
    expect(await upload(s2, DAYS[4]!, { [MILK]: 140 })).toEqual({ incidents: 1 });
    expect((await incidentsOf(alert.id))[0]!.muted).toMatchObject({ silence: silence.json().id });
  });

  it('has no data 62 days after the newest report: one day later the phase moves and an open incident ends', async () => {
    const [firing] = await rows<{ id: number }>(db(), sql`select id from alerts where entity_id = ${s2.siteId} and phase = 'firing'`);
    const newest = Temporal.PlainDate.from(DAYS[4]!);
    expect(await sweepNoData(db(), newest.add({ days: 62 }).toString())).toBe(0);
    const day63 = newest.add({ days: 63 }).toString();
    expect(await sweepNoData(db(), day63)).toBeGreaterThanOrEqual(1);
    const alert = (await call('ldwu-admin', 'GET', `/alerts/${firing!.id}/`)).json();
    expect(alert).toMatchObject({ phase: 'nodata', phase_since: day63 });
    expect((await incidentsOf(firing!.id))[0]!.ended).toBe(day63);
    expect((await transitionsOf(firing!.id))[0]).toMatchObject({ from_phase: 'firing', to_phase: 'nodata', cause: 'nodata', by_user: null, test_date: day63 });
    // The sweep of today is queued once for the day.
    const [job] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from jobs where key like 'controlling.nodata:%'`);
    expect(job!.n).toBeGreaterThanOrEqual(1);
  });
});
