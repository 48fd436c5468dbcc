// Incident detection end to end: reports stored and announced like the upload does, alerts created
// over the API, incidents with hand-computed values (absolute and relative, every operator), an
// invalid group reported on the alert, idempotent re-runs, the start-up catch-up after a "crash"
// between commit and detection, one mail per user and run, retry after a failing mail server, and
// the evaluation mail.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startControlling } from '../../src/api/services/controlling/index.ts';
import { createTestApp, dbKinds, login, type TestApp } from '../support/app.ts';
import { announce, locationGroup, retryJobs, storeReport, twoSites, type DemoSite } from '../support/controlling.ts';
import { readOutbox } from '../support/mail.ts';
import { rows } from '../support/read.ts';

const PUBLIC_URL = 'https://herdenblick.example';

/** YYYY-MM-DD, `days` before today (UTC). */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const D1 = daysAgo(20);
const D1b = daysAgo(12);
const D2 = daysAgo(5);

describe.each(dbKinds())('controlling detection on %s', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let adminId: number;
  let s1: DemoSite;
  let s2: DemoSite;
  let group: number;
  const alertIds: Record<string, number> = {};
  let mailsAtStart = 0;
  let startIncidents = 0;
  let firstReceipt = { incidents: -1 };
  const db = () => t.database.db;

  const incidentsNow = () =>
    rows<{ alert_id: number; observed: string; value: number; comparison_group_value: number | null; operator: string; lower_bound: number | null; upper_bound: number | null; is_relative: boolean }>(
      db(),
      sql`select alert_id, observed::text as observed, value, comparison_group_value, operator, lower_bound, upper_bound, is_relative from incidents order by alert_id, observed`,
    );

  async function createAlert(body: Record<string, unknown>) {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/alerts/', headers, payload: { entity_type: 'site', entity_id: s1.siteId, comparison_group: group, ...body } });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL });
    ({ headers } = await login(t.app, 'ldwu-admin'));
    const [me] = await rows<{ id: number }>(db(), sql`select id from users where username = 'ldwu-admin'`);
    adminId = Number(me!.id);
    [s1, s2] = await twoSites(db(), 'ldwu-admin');
    // Only the alerts of this test: the demo farm's own control fields were checked (and mailed
    // about) by the start-up catch-up already and would add incidents of their own.
    // The first start checked the seeded control fields: their history is recorded, but nobody is mailed about it.
    const [seeded] = await rows<{ n: number; unmailed: number }>(db(), sql`select count(*)::int as n, count(*) filter (where mailed_at is null)::int as unmailed from incidents`);
    startIncidents = seeded!.n;
    expect(seeded!.unmailed).toBe(0);
    expect(readOutbox(t.config.dataDir).filter((m) => m.subject.includes('Controllingsystem'))).toEqual([]);
    await db().execute(sql`delete from incidents`);
    await db().execute(sql`delete from alerts`);
    mailsAtStart = readOutbox(t.config.dataDir).length;
    group = await locationGroup(db(), adminId, s2.locationId);
    const doomed = await locationGroup(db(), adminId, s2.locationId, 'Wird gelöscht');

    alertIds.lt = await createAlert({ field: 'leistung_milch_kg_div_melk_avg', operator: 'lt', upper_bound: 30, send_mail: true });
    alertIds.gt = await createAlert({ field: 'fprz_pm', operator: 'gt', lower_bound: 4 });
    alertIds.in = await createAlert({ field: 'eprz_pm', operator: 'in', lower_bound: 3, upper_bound: 3.5, send_mail: true });
    alertIds.notInRelative = await createAlert({ field: 'anteil_trockensteher', operator: 'not in', lower_bound: 90, upper_bound: 110, is_relative: true });
    alertIds.ltRelative = await createAlert({ field: 'kuehe_gesamt', operator: 'lt', upper_bound: 90, is_relative: true });
    alertIds.deletedGroup = await createAlert({ field: 'laktationstage_durchschnitt', operator: 'gt', lower_bound: 10, comparison_group: doomed });
    await db().execute(sql`delete from comparison_groups where id = ${doomed}`);
    // Created on the demo sites' history, they judged it at once (tests/api/controlling-lifecycle.test.ts);
    // this test follows them from a clean slate through its own test days only.
    await t.app.deps.jobs.settled();
    await db().execute(sql`delete from incidents`);
    await db().execute(sql`delete from alert_transitions`);
    await db().execute(sql`update alerts set phase = 'normal', phase_since = null, streak = 0, last_observed = null, checked_mark = null`);
    mailsAtStart = readOutbox(t.config.dataDir).length;

    // The neighbour location (the group): anteil_trockensteher 20, kuehe_gesamt 100.
    await storeReport(db(), s2.siteId, D1, { anteil_trockensteher: 20, kuehe_gesamt: 100 });
    await storeReport(db(), s1.siteId, D1, {
      leistung_milch_kg_div_melk_avg: 28.5, // < 30: triggers
      fprz_pm: 3.9, // not > 4
      eprz_pm: 3.5, // within [3, 3.5], bound included: triggers
      anteil_trockensteher: 23, // outside 90–110 % of 20 = [18, 22]: triggers
      kuehe_gesamt: 95, // not below 90 % of 100 = 90
      laktationstage_durchschnitt: 200, // group deleted: undecidable
    });
    firstReceipt = await announce(t, [s1.siteId, s2.siteId], [D1]);
  });
  afterAll(() => t?.close());

  it('recorded the seeded control fields’ incidents at the first start', () => {
    expect(startIncidents).toBeGreaterThan(0);
  });

  it('records exactly the triggering alerts with value, group value, operator and bounds', async () => {
    // The upload's answer counts them (the receipt the controlling listener fills in).
    expect(firstReceipt.incidents).toBe(4);
    expect(await incidentsNow()).toEqual([
      { alert_id: alertIds.lt, observed: D1, value: 28.5, comparison_group_value: null, operator: 'lt', lower_bound: null, upper_bound: 30, is_relative: false },
      { alert_id: alertIds.in, observed: D1, value: 3.5, comparison_group_value: null, operator: 'in', lower_bound: 3, upper_bound: 3.5, is_relative: false },
      { alert_id: alertIds.notInRelative, observed: D1, value: 23, comparison_group_value: 20, operator: 'not in', lower_bound: 90, upper_bound: 110, is_relative: true },
      // Its group was deleted: reported on the alert, but an absolute threshold still decides.
      { alert_id: alertIds.deletedGroup, observed: D1, value: 200, comparison_group_value: null, operator: 'gt', lower_bound: 10, upper_bound: null, is_relative: false },
    ]);
  });

  it('reports the deleted group on the alert, and a relative threshold without group value, and marks every alert checked', async () => {
    const list = (await t.app.inject({ method: 'GET', url: `/api/v1/alerts/?entity_type=site&entity_id=${s1.siteId}`, headers })).json() as {
      results: { id: number; problem: string | null; last_checked: string | null; comparison_group: number | null; last_incident: { observed: string; value: number } | null }[];
    };
    const byId = new Map(list.results.map((a) => [a.id, a]));
    expect(byId.get(alertIds.deletedGroup!)).toMatchObject({ comparison_group: null, problem: 'Keine gültige Vergleichgruppe konfiguiert.', last_incident: { observed: D1, value: 200 } });
    expect(byId.get(alertIds.lt!)).toMatchObject({ problem: null, last_incident: { observed: D1, value: 28.5 } });
    for (const a of list.results) expect(a.last_checked).not.toBeNull();
  });

  it('answers where each control field stands now by the rule detection recorded (GET /alerts/current/)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/alerts/current/?entity_type=site&entity_id=${s1.siteId}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    const states = new Map((res.json() as { results: { alert: number }[] }).results.map((r) => [r.alert, r]));
    expect(states.size).toBe(6);
    const recorded = new Map((await incidentsNow()).map((i) => [i.alert_id, i]));
    for (const [name, id] of Object.entries(alertIds)) {
      const incident = recorded.get(id!);
      // Triggering exactly where an incident was recorded, with its date and values.
      expect(states.get(id!), name).toMatchObject({ observed: D1, triggers: incident !== undefined, ...(incident && { value: incident.value }) });
      if (incident?.is_relative) expect(states.get(id!)).toMatchObject({ group_value: incident.comparison_group_value });
    }
    expect(states.get(alertIds.ltRelative!)).toMatchObject({ value: 95, group_value: 100, triggers: false, problem: null });
    expect(states.get(alertIds.deletedGroup!)).toMatchObject({ problem: 'Keine gültige Vergleichgruppe konfiguiert.' });
  });

  it("gives a control field's current value before it is saved (GET /alerts/current-value/), and refuses what the caller may not see", async () => {
    const ask = (query: string, h = headers) => t.app.inject({ method: 'GET', url: `/api/v1/alerts/current-value/?${query}`, headers: h });
    const draft = await ask(`entity_type=site&entity_id=${s1.siteId}&field=anteil_trockensteher&comparison_group=${group}`);
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toEqual({ observed: D1, value: 23, group_value: 20, group_problem: null });
    expect((await ask(`entity_type=site&entity_id=${s1.siteId}&field=fprz_pm`)).json()).toEqual({ observed: D1, value: 3.9, group_value: null, group_problem: null });
    const noEntity = await ask('field=fprz_pm');
    expect(noEntity.statusCode).toBe(400);
    expect(noEntity.json().errors).toEqual({ entity_type: ['Wählen Sie eine Einheit aus.'] });
    expect((await ask(`entity_type=site&entity_id=${s1.siteId}`)).json().errors).toEqual({ field: ['Wählen Sie ein Feld aus.'] });
    const unknown = await ask(`entity_type=site&entity_id=${s1.siteId}&field=nope`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ field: ['Dieses Feld gibt es im Katalog nicht.'] });
    // A farm admin of another farm sees neither the site nor its values.
    const other = await login(t.app, 'ldwu-admin-multi');
    expect((await ask(`entity_type=site&entity_id=${s1.siteId}&field=fprz_pm`, other.headers)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/alerts/current/?entity_type=site&entity_id=${s1.siteId}`, headers: other.headers })).statusCode).toBe(404);
  });

  it('mails each user who sees the site once, listing both new incidents of mail-enabled alerts', async () => {
    // (The seeded association evaluation with send_mail got its own mail: see the last test.)
    const mails = readOutbox(t.config.dataDir)
      .slice(mailsAtStart)
      .filter((m) => m.subject.includes('Controllingsystem'));
    const recipients = mails.map((m) => m.to);
    expect(new Set(recipients).size).toBe(recipients.length);
    expect(recipients).toContain('ldwu-admin@herdenblick.example');
    // The staff member of the farm sees it too; a user of another farm does not.
    expect(recipients).toContain('mitarbeiter@herdenblick.example');
    expect(recipients).not.toContain('neu-admin@herdenblick.example');
    expect(recipients).not.toContain('superuser@herdenblick.example');
    const mail = mails.find((m) => m.to === 'ldwu-admin@herdenblick.example')!;
    expect(mail.subject).toBe('Herdenblick: 2 neue Meldungen im Controllingsystem');
    expect(mail.text).toContain('Milch (kg/Kuh, Prüftag)');
    expect(mail.text).toContain('Der Wert 28,5 ist unter 30.');
    expect(mail.text).toContain('Der Wert 3,50 ist zw. 3 und 3,5.');
    expect(mail.text).toContain(`${PUBLIC_URL}/sites/${s1.siteId}/controlling`);
    expect(mail.text).not.toContain('Trockensteher');
  });

  it('adds nothing when detection runs again, after the event or on demand', async () => {
    const before = await incidentsNow();
    const mailsBefore = readOutbox(t.config.dataDir).length;
    expect(await announce(t, [s1.siteId, s2.siteId], [D1])).toEqual({ incidents: 0 });
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/alerts/check/?entity_type=site&entity_id=${s1.siteId}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ checked: 6, incidents: 0, problems: 1 });
    const one = await t.app.inject({ method: 'POST', url: `/api/v1/alerts/${alertIds.lt}/check/`, headers });
    expect(one.json()).toEqual({ checked: 1, incidents: 0, problems: 0 });
    expect(await incidentsNow()).toEqual(before);
    expect(readOutbox(t.config.dataDir)).toHaveLength(mailsBefore);
  });

  it('catches up at start on reports stored without detection (killed between commit and detection)', async () => {
    // A corrected delivery for D1 is committed, but the server dies before the event.
    await storeReport(db(), s1.siteId, D1, { leistung_milch_kg_div_melk_avg: 28.5, fprz_pm: 4.2, eprz_pm: 3.5, anteil_trockensteher: 23, kuehe_gesamt: 95, laktationstage_durchschnitt: 200 }, new Date(Date.now() + 1000));
    expect((await incidentsNow()).some((i) => i.alert_id === alertIds.gt)).toBe(false);
    // "Restart": a fresh engine and the start hook.
    t.app.engine.forget();
    await startControlling(t.app);
    const after = await incidentsNow();
    expect(after.filter((i) => i.alert_id === alertIds.gt)).toEqual([
      { alert_id: alertIds.gt, observed: D1, value: 4.2, comparison_group_value: null, operator: 'gt', lower_bound: 4, upper_bound: null, is_relative: false },
    ]);
    expect(after).toHaveLength(5);
    // A second start finds nothing stale and changes nothing.
    await startControlling(t.app);
    expect(await incidentsNow()).toEqual(after);
  });

  it('keeps incidents when the mail server fails, and the retry sends each user one mail; the evaluation owner is told about the new date', async () => {
    // A test day back inside first: the firing control fields resolve, so D2 opens new incidents
    // (one that keeps firing is mailed once per incident, not per test day).
    await storeReport(db(), s2.siteId, D1b, { anteil_trockensteher: 20, kuehe_gesamt: 100 });
    await storeReport(db(), s1.siteId, D1b, { leistung_milch_kg_div_melk_avg: 32, fprz_pm: 3, eprz_pm: 3.8, anteil_trockensteher: 20, kuehe_gesamt: 100 });
    expect(await announce(t, [s1.siteId, s2.siteId], [D1b])).toEqual({ incidents: 0 });
    const [evaluation] = await rows<{ id: number }>(
      db(),
      sql`insert into evaluations (name, user_id, entity_type, entity_id, visibility, send_mail) values ('Meine Betriebsstätte', ${adminId}, 'site', ${s1.siteId}, 'self', true) returning id`,
    );
    const mailer = t.app.deps.mailer;
    const send = mailer.send;
    mailer.send = async () => {
      throw new Error('Mailserver nicht erreichbar');
    };
    const mailsBefore = readOutbox(t.config.dataDir).length;
    try {
      await storeReport(db(), s2.siteId, D2, { anteil_trockensteher: 20, kuehe_gesamt: 100 });
      await storeReport(db(), s1.siteId, D2, { leistung_milch_kg_div_melk_avg: 20, fprz_pm: 3, eprz_pm: 3.2, anteil_trockensteher: 20, kuehe_gesamt: 100 });
      await announce(t, [s1.siteId, s2.siteId], [D2]);
    } finally {
      mailer.send = send;
    }
    const atD2 = (await incidentsNow()).filter((i) => i.observed === D2);
    expect(atD2.map((i) => [i.alert_id, i.value])).toEqual([
      [alertIds.lt, 20],
      [alertIds.in, 3.2],
    ]);
    expect(readOutbox(t.config.dataDir)).toHaveLength(mailsBefore);
    const [pending] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from incidents where observed = ${D2}::date and mailed_at is null`);
    expect(pending!.n).toBe(2);

    await retryJobs(t);
    const fresh = readOutbox(t.config.dataDir).slice(mailsBefore);
    const incidentMails = fresh.filter((m) => m.subject.includes('Controllingsystem'));
    const recipients = incidentMails.map((m) => m.to);
    expect(new Set(recipients).size).toBe(recipients.length);
    expect(recipients).toContain('ldwu-admin@herdenblick.example');
    for (const m of incidentMails) {
      expect(m.subject).toBe('Herdenblick: 2 neue Meldungen im Controllingsystem');
      expect(m.text).toContain('Der Wert 20,0 ist unter 30.');
    }
    const evaluationMails = fresh.filter((m) => m.subject.includes('Meine Betriebsstätte'));
    expect(evaluationMails.map((m) => m.to)).toEqual(['ldwu-admin@herdenblick.example']);
    expect(evaluationMails[0]!.text).toContain(`${PUBLIC_URL}/evaluations/${evaluation!.id}`);
    const [notified] = await rows<{ d: string }>(db(), sql`select notified_report_date::text as d from evaluations where id = ${evaluation!.id}`);
    expect(notified!.d).toBe(D2);

    // Nothing is sent twice.
    const total = readOutbox(t.config.dataDir).length;
    await retryJobs(t);
    await announce(t, [s1.siteId, s2.siteId], [D2]);
    expect(readOutbox(t.config.dataDir)).toHaveLength(total);
  });
});
