// Silences end to end: created, listed per entity page and ended early over REST (with audit
// events, German field errors, 403/404 for others), and the mail run: an incident a silence covers is
// recorded but not mailed (muted, never mailed later), one it does not cover is mailed.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silenceEndOfDay } from '../../src/domain/silence.ts';
import { createTestApp, dbKinds, login, type TestApp } from '../support/app.ts';
import { announce, locationGroup, storeReport, twoSites, type DemoSite } from '../support/controlling.ts';
import { readOutbox } from '../support/mail.ts';
import { rows } from '../support/read.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const D1 = daysAgo(6);
const Dmid = daysAgo(5);
const D2 = daysAgo(3);

describe.each(dbKinds())('silences on %s', (kind) => {
  let t: TestApp;
  const h: Record<string, Record<string, string>> = {};
  let s1: DemoSite;
  let s2: DemoSite;
  let siteSilence = 0;
  const db = () => t.database.db;
  const call = (who: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: h[who], ...(payload === undefined ? {} : { payload: payload as object }) });
  const mailsTo = (to: string) => readOutbox(t.config.dataDir).filter((m) => m.to === to && m.subject.includes('Controllingsystem'));

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const who of ['ldwu-admin', 'ldwu-admin-multi', 'mitarbeiter', 'superuser']) h[who] = (await login(t.app, who)).headers;
    [s1, s2] = await twoSites(db(), 'ldwu-admin');
    await db().execute(sql`delete from incidents`);
    await db().execute(sql`delete from alerts`);
    const [me] = await rows<{ id: number }>(db(), sql`select id from users where username = 'ldwu-admin'`);
    const group = await locationGroup(db(), Number(me!.id), s2.locationId);
    for (const siteId of [s1.siteId, s2.siteId]) {
      const res = await call('ldwu-admin', 'POST', '/alerts/', { entity_type: 'site', entity_id: siteId, comparison_group: group, field: 'leistung_milch_kg_div_melk_avg', operator: 'lt', upper_bound: 30, send_mail: true });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  afterAll(() => t?.close());

  it('mutes a site with a reason, audited, and lists it on the site page but not on its location page', async () => {
    const res = await call('ldwu-admin', 'POST', '/silences/', { target_type: 'site', target_id: s1.siteId, ends_at: silenceEndOfDay(daysAgo(-14)), reason: ' Stallumbau ' });
    expect(res.statusCode, res.body).toBe(201);
    const silence = res.json();
    siteSilence = silence.id;
    expect(silence).toMatchObject({ target_type: 'site', target_id: s1.siteId, entity_type: 'site', entity_id: s1.siteId, reason: 'Stallumbau', state: 'active', ended_at: null, created_by_name: expect.any(String) });
    expect(silence.target_name).not.toBe('');
    const [event] = await rows<{ action: string; changes: { reason: string } }>(db(), sql`select action, changes from audit_events where entity = 'silence' and entity_id = ${String(siteSilence)}`);
    expect(event).toMatchObject({ action: 'silence.created', changes: { reason: 'Stallumbau' } });

    const onSite = (await call('ldwu-admin', 'GET', `/silences/?entity_type=site&entity_id=${s1.siteId}`)).json();
    expect(onSite.results.map((s: { id: number }) => s.id)).toEqual([siteSilence]);
    const onLocation = (await call('ldwu-admin', 'GET', `/silences/?entity_type=location&entity_id=${s1.locationId}`)).json();
    expect(onLocation.results).toEqual([]);
    // A farm silence (upcoming) covers the site page too; staff with allow_alerts may create it.
    const farm = await call('mitarbeiter', 'POST', '/silences/', { target_type: 'farm', target_id: s1.farmId, starts_at: inDays(20), ends_at: inDays(40), reason: 'Urlaub' });
    expect(farm.statusCode, farm.body).toBe(201);
    expect(farm.json().state).toBe('upcoming');
    const both = (await call('ldwu-admin', 'GET', `/silences/?entity_type=site&entity_id=${s1.siteId}`)).json();
    expect(both.results.map((s: { id: number; state: string }) => [s.id, s.state])).toEqual([
      [siteSilence, 'active'],
      [farm.json().id, 'upcoming'],
    ]);
    expect((await call('ldwu-admin', 'GET', `/silences/?entity_type=site&entity_id=${s2.siteId}`)).json().results.map((s: { id: number }) => s.id)).toEqual([farm.json().id]);
  });

  it('refuses bad input with German field messages', async () => {
    const bad = await call('ldwu-admin', 'POST', '/silences/', { target_type: 'site', target_id: s1.siteId, starts_at: inDays(-3), ends_at: inDays(-1), reason: '  ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid', errors: { reason: ['Geben Sie einen Grund an.'], ends_at: ['Das Ende muss in der Zukunft liegen.'] } });
    const long = await call('ldwu-admin', 'POST', '/silences/', { target_type: 'farm', target_id: s1.farmId, ends_at: inDays(400), reason: 'x'.repeat(201) });
    expect(long.json().errors).toEqual({ reason: ['Höchstens 200 Zeichen.'], ends_at: ['Eine Stummschaltung dauert höchstens 365 Tage.'] });
    const order = await call('ldwu-admin', 'POST', '/silences/', { target_type: 'farm', target_id: s1.farmId, starts_at: inDays(5), ends_at: inDays(4), reason: 'a' });
    expect(order.json().errors).toEqual({ ends_at: ['Das Ende muss nach dem Beginn liegen.'] });
    const missing = await call('ldwu-admin', 'POST', '/silences/', { target_type: 'herd', target_id: s1.farmId });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['ends_at', 'reason', 'target_type']);
    const unknown = await call('ldwu-admin', 'POST', '/silences/', { target_type: 'alert', target_id: 999_999, ends_at: inDays(3), reason: 'a' });
    expect(unknown.json().errors).toEqual({ target_id: ['Das gibt es nicht oder es ist für Sie nicht sichtbar.'] });
    expect((await call('ldwu-admin', 'GET', `/silences/?entity_id=${s1.siteId}`)).json().errors).toEqual({ entity_type: ['entity_type und entity_id gehören zusammen.'] });
    expect((await call('ldwu-admin', 'PATCH', `/silences/${siteSilence}/`, { ended: false })).json().errors).toEqual({ ended: ['Eine beendete Stummschaltung lässt sich nicht fortsetzen.'] });
  });

  it('answers 404 to another farm and 403 to staff without allow_alerts', async () => {
    const other = 'ldwu-admin-multi';
    expect((await call(other, 'GET', `/silences/${siteSilence}/`)).statusCode).toBe(404);
    expect((await call(other, 'PATCH', `/silences/${siteSilence}/`, { ended: true })).statusCode).toBe(404);
    expect((await call(other, 'GET', '/silences/')).json().results.map((s: { id: number }) => s.id)).not.toContain(siteSilence);
    expect((await call(other, 'POST', '/silences/', { target_type: 'site', target_id: s1.siteId, ends_at: inDays(3), reason: 'a' })).json().errors).toEqual({
      target_id: ['Das gibt es nicht oder es ist für Sie nicht sichtbar.'],
    });
    await db().execute(sql`update user_locations set allow_alerts = false where user_id = (select id from users where username = 'mitarbeiter')`);
    h.mitarbeiter = (await login(t.app, 'mitarbeiter')).headers;
    expect((await call('mitarbeiter', 'GET', `/silences/${siteSilence}/`)).statusCode).toBe(200);
    const refused = await call('mitarbeiter', 'PATCH', `/silences/${siteSilence}/`, { ended: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Sie dürfen das Controllingsystem dieser Einheit nicht konfigurieren.');
    expect((await call('mitarbeiter', 'POST', '/silences/', { target_type: 'site', target_id: s1.siteId, ends_at: inDays(3), reason: 'a' })).statusCode).toBe(403);
    await db().execute(sql`update user_locations set allow_alerts = true where user_id = (select id from users where username = 'mitarbeiter')`);
  });

  it('records a muted incident without mailing it, and mails the one no silence covers', async () => {
    await storeReport(db(), s1.siteId, D1, { leistung_milch_kg_div_melk_avg: 28.5 });
    await storeReport(db(), s2.siteId, D1, { leistung_milch_kg_div_melk_avg: 29.2 });
    const before = mailsTo('ldwu-admin@herdenblick.example').length;
    expect(await announce(t, [s1.siteId, s2.siteId], [D1])).toEqual({ incidents: 2 });
    const recorded = await rows<{ entity_id: number; muted_by: number | null; mailed: boolean }>(db(), sql`select entity_id, muted_by, mailed_at is not null as mailed from incidents order by entity_id`);
    expect(recorded.map((r) => [Number(r.entity_id), r.muted_by === null ? null : Number(r.muted_by), r.mailed])).toEqual(
      [
        [s1.siteId, siteSilence, true],
        [s2.siteId, null, true],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    const mails = mailsTo('ldwu-admin@herdenblick.example').slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('29,2');
    expect(mails[0]!.text).not.toContain('28,5');
    const history = (await call('ldwu-admin', 'GET', `/incidents/?entity_type=site&entity_id=${s1.siteId}`)).json();
    expect(history.results[0].muted).toMatchObject({ silence: siteSilence, reason: 'Stallumbau' });
    expect((await call('ldwu-admin', 'GET', `/incidents/?entity_type=site&entity_id=${s2.siteId}`)).json().results[0].muted).toBeNull();
  });

  it('ends a silence early (kept as ended, audited); the next incident is mailed, the muted one never', async () => {
    const ended = await call('ldwu-admin', 'PATCH', `/silences/${siteSilence}/`, { ended: true });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ id: siteSilence, state: 'ended', ended_at: expect.any(String), ended_by_name: expect.any(String) });
    // Again: nothing changes, no second audit event.
    expect((await call('ldwu-admin', 'PATCH', `/silences/${siteSilence}/`, { ended: true })).json().ended_at).toBe(ended.json().ended_at);
    const [events] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from audit_events where entity = 'silence' and entity_id = ${String(siteSilence)} and action = 'silence.ended'`);
    expect(events!.n).toBe(1);
    const list = (await call('ldwu-admin', 'GET', `/silences/?entity_type=site&entity_id=${s1.siteId}`)).json();
    expect(list.results.find((s: { id: number }) => s.id === siteSilence)).toMatchObject({ state: 'ended' });

    // Back above 30 first: the incident of D1 ends, so D2 opens a new one (a field that keeps firing is mailed once).
    await storeReport(db(), s1.siteId, Dmid, { leistung_milch_kg_div_melk_avg: 31 });
    expect(await announce(t, [s1.siteId], [Dmid])).toEqual({ incidents: 0 });
    const before = mailsTo('ldwu-admin@herdenblick.example').length;
    await storeReport(db(), s1.siteId, D2, { leistung_milch_kg_div_melk_avg: 27.7 });
    expect(await announce(t, [s1.siteId], [D2])).toEqual({ incidents: 1 });
    const mails = mailsTo('ldwu-admin@herdenblick.example').slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('27,7');
    expect(mails[0]!.text).not.toContain('28,5');
  });
});
