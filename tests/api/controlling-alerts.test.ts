// Alert (control field) and incident writes over REST: bound storage per operator, every validation
// message, duplicate refusal, who may configure which entity (farm staff with and without
// allow_alerts, association entities), 404 outside the scope, audit events, nothing stored on refusal.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEntity } from '../../src/api/services/controlling/entities.ts';
import { createTestApp, dbKinds, login, type TestApp } from '../support/app.ts';
import { locationGroup, twoSites, type DemoSite } from '../support/controlling.ts';
import { rows } from '../support/read.ts';
import { entitiesWithIncidents, farmHasIncident, incidentFarmsFirst, indexAlerts, indexTallies, levelCounts, type OverviewFarm } from '../../src/domain/controlling-view.ts';

describe.each(dbKinds())('control-field writes on %s', (kind) => {
  let t: TestApp;
  let s1: DemoSite;
  let s2: DemoSite;
  let group: number;
  let foreignGroup: number;
  let foreignSite: number;
  const h: Record<string, Record<string, string>> = {};
  const db = () => t.database.db;

  const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: h[who]!, ...(payload === undefined ? {} : { payload: payload as object }) });
  const count = async (table: 'alerts' | 'incidents' | 'audit_events') => (await rows<{ n: number }>(db(), sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;
  const body = (extra: Record<string, unknown> = {}) => ({ entity_type: 'site', entity_id: s1.siteId, field: 'leistung_milch_kg_div_melk_avg', comparison_group: group, operator: 'lt', upper_bound: 30, ...extra });

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const who of ['ldwu-admin', 'mitarbeiter', 'lkv-admin', 'superuser', 'unvollstaendig']) h[who] = (await login(t.app, who)).headers;
    [s1, s2] = await twoSites(db(), 'ldwu-admin');
    await db().execute(sql`delete from incidents`);
    await db().execute(sql`delete from alerts`);
    const [admin] = await rows<{ id: number }>(db(), sql`select id from users where username = 'ldwu-admin'`);
    group = await locationGroup(db(), admin!.id, s2.locationId);
    // A group and a site of a farm ldwu-admin does not see.
    const [other] = await rows<{ user_id: number; farm_id: number }>(
      db(),
      sql`select fa.user_id, fa.farm_id from farm_admins fa where fa.farm_id <> ${s1.farmId}
          and fa.farm_id not in (select farm_id from farm_admins where user_id = ${admin!.id}) order by fa.farm_id limit 1`,
    );
    const [site] = await rows<{ id: number; location_id: number }>(db(), sql`select id, location_id from sites where farm_id = ${other!.farm_id} and location_id is not null order by id limit 1`);
    foreignSite = Number(site!.id);
    foreignGroup = await locationGroup(db(), other!.user_id, Number(site!.location_id), 'Fremde Gruppe');
  });
  afterAll(() => t?.close());

  it('stores only the bounds the operator uses, answers 201 with the alert and writes an audit event', async () => {
    const audits = await count('audit_events');
    const res = await call('ldwu-admin', 'POST', '/alerts/', body({ lower_bound: 12 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ entity_type: 'site', entity_id: s1.siteId, operator: 'lt', lower_bound: null, upper_bound: 30, is_relative: false, send_mail: false, problem: null, last_incident: null });
    expect(await count('audit_events')).toBe(audits + 1);
    const gt = await call('ldwu-admin', 'POST', '/alerts/', body({ field: 'fprz_pm', operator: 'gt', lower_bound: 4, upper_bound: 9 }));
    expect(gt.json()).toMatchObject({ lower_bound: 4, upper_bound: null });
    const inRange = await call('ldwu-admin', 'POST', '/alerts/', body({ field: 'eprz_pm', operator: 'in', lower_bound: 3, upper_bound: 3, is_relative: true }));
    expect(inRange.json()).toMatchObject({ operator: 'in', lower_bound: 3, upper_bound: 3, is_relative: true });
  });

  it('refuses bad input with the spec messages and stores nothing', async () => {
    const before = await count('alerts');
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ field: 'anteil_trockensteher', operator: 'in', lower_bound: 5, upper_bound: 4 }, { lower_bound: ['Der linke Bereichswert muss kleiner als der Rechte sein.'] }],
      [{ field: 'anteil_trockensteher', operator: 'not in', lower_bound: null, upper_bound: 4 }, { lower_bound: ['Wählen Sie Werte aus!'] }],
      [{ field: 'anteil_trockensteher', operator: 'lt', upper_bound: -1 }, { upper_bound: ['Der Wert darf nicht kleiner als 0 sein.'] }],
      [{ field: 'gibt_es_nicht' }, { field: ['Dieses Feld gibt es im Katalog nicht.'] }],
      [{ field: 'anteil_trockensteher', comparison_group: null }, { comparison_group: ['Wählen Sie eine Vergleichsgruppe aus.'] }],
      [{ field: 'anteil_trockensteher', comparison_group: foreignGroup }, { comparison_group: ['Diese Vergleichsgruppe gibt es nicht oder sie ist für Sie nicht sichtbar.'] }],
      [{ field: 'anteil_trockensteher', entity_id: foreignSite }, { entity_id: ['Diese Einheit gibt es nicht oder sie ist für Sie nicht sichtbar.'] }],
      [{ field: 'anteil_trockensteher', entity_type: 'association', entity_id: 1 }, { entity_id: ['Diese Einheit gibt es nicht oder sie ist für Sie nicht sichtbar.'] }],
    ];
    for (const [extra, errors] of cases) {
      const res = await call('ldwu-admin', 'POST', '/alerts/', body(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().errors, JSON.stringify(extra)).toEqual(errors);
      expect(res.json().code).toBe('invalid');
    }
    const missing = await call('ldwu-admin', 'POST', '/alerts/', { entity_type: 'site', entity_id: s1.siteId, operator: 'lt', upper_bound: 1 });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['comparison_group', 'field']);
    expect(await count('alerts')).toBe(before);
  });

  it('refuses a field the entity watches already, naming an identical control field', async () => {
    const before = await count('alerts');
    const same = await call('ldwu-admin', 'POST', '/alerts/', body());
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ detail: 'Genau dieses Kontrollfeld gibt es für diese Einheit bereits.', errors: { field: ['Genau dieses Kontrollfeld gibt es für diese Einheit bereits.'] } });
    const other = await call('ldwu-admin', 'POST', '/alerts/', body({ operator: 'gt', lower_bound: 50 }));
    expect(other.json()).toMatchObject({ detail: 'Dieses Feld wird für diese Einheit bereits überwacht.' });
    // Another entity may watch the same field.
    const elsewhere = await call('ldwu-admin', 'POST', '/alerts/', body({ entity_id: s2.siteId }));
    expect(elsewhere.statusCode).toBe(201);
    expect(await count('alerts')).toBe(before + 1);
  });

  it('updates with PATCH and PUT, keeps the bound rule, refuses moving and duplicates, audits only real changes', async () => {
    const [alert] = (await call('ldwu-admin', 'GET', `/alerts/?entity_type=site&entity_id=${s1.siteId}&field=leistung_milch_kg_div_melk_avg`)).json().results;
    const audits = await count('audit_events');
    const patched = await call('ldwu-admin', 'PATCH', `/alerts/${alert.id}/`, { operator: 'not in', lower_bound: 20, upper_bound: 35, send_mail: true });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ operator: 'not in', lower_bound: 20, upper_bound: 35, send_mail: true });
    const unchanged = await call('ldwu-admin', 'PATCH', `/alerts/${alert.id}/`, { send_mail: true });
    expect(unchanged.statusCode).toBe(200);
    expect(await count('audit_events')).toBe(audits + 1);
    const [event] = await rows<{ changes: Record<string, { from: unknown; to: unknown }> }>(db(), sql`select changes from audit_events where action = 'alert.updated' order by id desc limit 1`);
    expect(event!.changes).toMatchObject({ operator: { from: 'lt', to: 'not in' }, lower_bound: { from: null, to: 20 }, send_mail: { from: false, to: true } });
    const put = await call('ldwu-admin', 'PUT', `/alerts/${alert.id}/`, body({ operator: 'gt', lower_bound: 40, upper_bound: 99 }));
    expect(put.json()).toMatchObject({ operator: 'gt', lower_bound: 40, upper_bound: null, send_mail: false });
    const moved = await call('ldwu-admin', 'PATCH', `/alerts/${alert.id}/`, { entity_id: s2.siteId });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().detail).toBe('Ein Kontrollfeld kann nicht zu einer anderen Einheit wechseln.');
    const clash = await call('ldwu-admin', 'PATCH', `/alerts/${alert.id}/`, { field: 'fprz_pm' });
    expect(clash.json().detail).toBe('Dieses Feld wird für diese Einheit bereits überwacht.');
    const bad = await call('ldwu-admin', 'PATCH', `/alerts/${alert.id}/`, { operator: 'in', lower_bound: 9, upper_bound: 1 });
    expect(bad.json().errors).toEqual({ lower_bound: ['Der linke Bereichswert muss kleiner als der Rechte sein.'] });
    expect((await call('ldwu-admin', 'GET', `/alerts/${alert.id}/`)).json()).toMatchObject({ field: 'leistung_milch_kg_div_melk_avg', operator: 'gt', lower_bound: 40 });
  });

  it('lets farm staff configure only with allow_alerts on the entity’s locations; others see a 404 outside their scope', async () => {
    const created = await call('mitarbeiter', 'POST', '/alerts/', body({ field: 'kuehe_gesamt' }));
    expect(created.statusCode, created.body).toBe(201);
    await db().execute(sql`update user_locations set allow_alerts = false where user_id = (select id from users where username = 'mitarbeiter')`);
    h.mitarbeiter = (await login(t.app, 'mitarbeiter')).headers;
    const refused = await call('mitarbeiter', 'POST', '/alerts/', body({ field: 'kuehe_trocken' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'Sie dürfen das Controllingsystem dieser Einheit nicht konfigurieren.', code: 'permission_denied' });
    const id = created.json().id;
    expect((await call('mitarbeiter', 'GET', `/alerts/${id}/`)).statusCode).toBe(200);
    expect((await call('mitarbeiter', 'PATCH', `/alerts/${id}/`, { send_mail: true })).statusCode).toBe(403);
    expect((await call('mitarbeiter', 'DELETE', `/alerts/${id}/`)).statusCode).toBe(403);
    expect((await call('mitarbeiter', 'POST', `/alerts/${id}/check/`)).statusCode).toBe(403);
    expect((await call('mitarbeiter', 'POST', '/alerts/check/')).statusCode).toBe(403);
    // A farm admin of another farm: the alert does not exist for them.
    expect((await call('unvollstaendig', 'PATCH', `/alerts/${id}/`, { send_mail: true })).statusCode).toBe(404);
    expect((await call('unvollstaendig', 'DELETE', `/alerts/${id}/`)).statusCode).toBe(404);
  });

  it('lets association users configure their association, and deletes with an audit event', async () => {
    const [lkv] = await rows<{ id: number }>(db(), sql`select ua.association_id as id from user_associations ua join users u on u.id = ua.user_id where u.username = 'lkv-admin' order by 1 limit 1`);
    const [admin] = await rows<{ id: number }>(db(), sql`select id from users where username = 'lkv-admin'`);
    const lkvGroup = await locationGroup(db(), admin!.id, s2.locationId, 'Verbandsgruppe');
    const res = await call('lkv-admin', 'POST', '/alerts/', body({ entity_type: 'association', entity_id: lkv!.id, comparison_group: lkvGroup }));
    expect(res.statusCode, res.body).toBe(201);
    // The farm admin does not see the association's controlling.
    expect((await call('ldwu-admin', 'GET', `/alerts/${res.json().id}/`)).statusCode).toBe(404);
    const removed = await call('lkv-admin', 'DELETE', `/alerts/${res.json().id}/`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ id: res.json().id });
    expect((await call('lkv-admin', 'GET', `/alerts/${res.json().id}/`)).statusCode).toBe(404);
    const [event] = await rows<{ action: string; entity_id: string }>(db(), sql`select action, entity_id from audit_events order by id desc limit 1`);
    expect(event).toEqual({ action: 'alert.deleted', entity_id: String(res.json().id) });
  });

  it('acknowledges an incident with a comment (managers), deletes it (superusers only), and lists a site’s history', async () => {
    const [alert] = (await call('ldwu-admin', 'GET', `/alerts/?entity_type=site&entity_id=${s1.siteId}&field=leistung_milch_kg_div_melk_avg`)).json().results;
    // Only this test's incidents (not one the control field's creation may have opened on the demo history).
    await db().execute(sql`delete from incidents`);
    const [incident] = await rows<{ id: number }>(
      db(),
      sql`insert into incidents (alert_id, entity_type, entity_id, field, operator, upper_bound, value, observed) values
          (${alert.id}, 'site', ${s1.siteId}, 'leistung_milch_kg_div_melk_avg', 'lt', 30, 25, '2026-01-10'), (${alert.id}, 'site', ${s1.siteId}, 'leistung_milch_kg_div_melk_avg', 'lt', 30, 24, '2026-02-10') returning id`,
    );
    const id = Number(incident!.id);
    const ack = await call('ldwu-admin', 'PATCH', `/incidents/${id}/`, { acknowledged: true, comment: 'Futter umgestellt' });
    expect(ack.statusCode, ack.body).toBe(200);
    expect(ack.json()).toMatchObject({ comment: 'Futter umgestellt', acknowledged_by: expect.any(Number) });
    expect(ack.json().acknowledged_at).not.toBeNull();
    expect((await call('mitarbeiter', 'PATCH', `/incidents/${id}/`, { acknowledged: false })).statusCode).toBe(403);
    expect((await call('unvollstaendig', 'PATCH', `/incidents/${id}/`, { acknowledged: false })).statusCode).toBe(404);
    const history = (await call('ldwu-admin', 'GET', `/incidents/?entity_type=site&entity_id=${s1.siteId}&observed_from=2026-01-01&observed_to=2026-12-31`)).json();
    expect(history.results.map((i: { observed: string }) => i.observed)).toEqual(['2026-02-10', '2026-01-10']);
    const latest = (await call('ldwu-admin', 'GET', `/incidents/?entity_type=site&entity_id=${s1.siteId}&latest_per_site=true`)).json();
    expect(latest.results.map((i: { observed: string }) => i.observed)).toEqual(['2026-02-10']);
    expect((await call('ldwu-admin', 'GET', '/incidents/?observed_from=2026-02-30')).statusCode).toBe(400);
    const refused = await call('ldwu-admin', 'DELETE', `/incidents/${id}/`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Nur Superuser dürfen Meldungen löschen.');
    expect((await call('superuser', 'DELETE', `/incidents/${id}/`)).statusCode).toBe(200);
    expect((await call('superuser', 'GET', `/incidents/${id}/`)).statusCode).toBe(404);
    // No POST: incidents come from detection only.
    expect((await call('superuser', 'POST', '/incidents/', { entity_type: 'site', entity_id: s1.siteId })).statusCode).toBe(405);
  });

  it('the overview by farm: counted per entity, farms with incidents first, filtered and paged by the server beyond 10,000 farms', async () => {
    // An association clerk's worth of farms, inserted in SQL; the last one by name gets a location,
    // a site and control fields at every level, one of them with an incident and mails.
    const [lkv] = await rows<{ id: number }>(db(), sql`select ua.association_id as id from user_associations ua join users u on u.id = ua.user_id where u.username = 'lkv-admin' and ua.is_admin order by 1 limit 1`);
    await db().execute(sql`insert into farms (number, name, invoicing_association_id)
      select '999' || lpad(n::text, 9, '0'), 'Zusatzhof ' || n, ${lkv!.id} from generate_series(1, 10050) as n`);
    const [late] = await rows<{ id: number }>(db(), sql`insert into farms (number, name, invoicing_association_id) values ('999999999999', 'Zwölfhof Nachzügler', ${lkv!.id}) returning id`);
    const farm = Number(late!.id);
    const [location] = await rows<{ id: number }>(db(), sql`insert into locations (farm_id, name) values (${farm}, 'Hauptbetrieb') returning id`);
    const [site] = await rows<{ id: number }>(db(), sql`insert into sites (farm_id, number, name, location_id) values (${farm}, '888000000001', 'Stall', ${location!.id}) returning id`);
    const [siteAlert] = await rows<{ id: number }>(
      db(),
      sql`insert into alerts (entity_type, entity_id, field, operator, upper_bound, send_mail) values
          ('site', ${site!.id}, 'fprz_pm', 'lt', 3, true), ('site', ${site!.id}, 'eprz_pm', 'lt', 3, false),
          ('location', ${location!.id}, 'fprz_pm', 'lt', 3, false), ('farm', ${farm}, 'fprz_pm', 'lt', 3, false) returning id`,
    );
    await db().execute(sql`insert into incidents (alert_id, entity_type, entity_id, field, operator, upper_bound, value, observed)
      values (${siteAlert!.id}, 'site', ${site!.id}, 'fprz_pm', 'lt', 3, 2.5, '2026-03-01')`);

    const overview = async (who: string, query: string) => {
      const res = await call(who, 'GET', `/alerts/overview/${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const total = (await call('lkv-admin', 'GET', '/farms/?count_only=true')).json().count;
    expect(total).toBeGreaterThan(10_050);
    const first = await overview('lkv-admin', '?limit=25');
    expect(first.count).toBe(total);
    // The rule of src/domain/controlling-view.ts over the caller's control fields: the farms with an
    // incident lead, each part by display name.
    const alertsInScope = (await call('lkv-admin', 'GET', '/alerts/?limit=10000')).json().results;
    const withIncident = entitiesWithIncidents(alertsInScope);
    const leading = first.results.filter((f: OverviewFarm) => farmHasIncident(f, withIncident));
    expect(leading.length).toBeGreaterThan(0);
    expect(first.results.map((f: { has_incident: boolean }) => f.has_incident)).toEqual(first.results.map((f: OverviewFarm) => farmHasIncident(f, withIncident)));
    expect(incidentFarmsFirst(first.results, withIncident)).toEqual(first.results);
    const zwoelf = first.results.find((f: { id: number }) => f.id === farm);
    expect(zwoelf).toMatchObject({ display_name: '999999999999 - Zwölfhof Nachzügler', has_incident: true, locations: [location!.id], sites: [site!.id] });
    expect(levelCounts(indexTallies(zwoelf.tallies), farm, zwoelf.locations, zwoelf.sites)).toEqual([{ total: 1, mail: 0 }, { total: 1, mail: 0 }, { total: 2, mail: 1 }]);
    // The last page holds the rest: the farms without incident, by display name.
    const last = await overview('lkv-admin', `?limit=25&offset=${total - 3}`);
    expect(last.results).toHaveLength(3);
    expect(last.next).toBeNull();
    expect(last.results.every((f: { has_incident: boolean }) => !f.has_incident)).toBe(true);
    // Filter text and mail switch.
    const found = await overview('lkv-admin', '?search=zwölfhof');
    expect(found.results.map((f: { id: number }) => f.id)).toEqual([farm]);
    const mailing = await overview('lkv-admin', '?with_mail=true&limit=10000');
    expect(mailing.results.map((f: { id: number }) => f.id)).toContain(farm);
    for (const f of mailing.results) expect(f.tallies.some((x: { mail: number }) => x.mail > 0)).toBe(true);
    // A farm admin sees only the own farms, with the same counts as the alert list says.
    const own = await overview('ldwu-admin', '');
    expect(own.count).toBe((await call('ldwu-admin', 'GET', '/farms/?count_only=true')).json().count);
    const ownAlerts = (await call('ldwu-admin', 'GET', '/alerts/?limit=10000')).json().results;
    const fromOverview = indexTallies(own.results.flatMap((f: { tallies: unknown[] }) => f.tallies));
    expect(fromOverview.size).toBeGreaterThan(0);
    expect(fromOverview).toEqual(indexAlerts(ownAlerts.filter((x: { entity_type: string }) => x.entity_type !== 'association')));
  });

  it('checks control-field rights against the locations the browser’s rule names for each kind of entity', async () => {
    // The server reads what the rule needs and asks the rule (src/domain/controlling-permissions.ts):
    // a site's own location, else all of its farm's; a location itself; a farm's; none for an association.
    const farmLocations = async (farmId: number) => (await rows<{ id: number }>(db(), sql`select id from locations where farm_id = ${farmId} order by id`)).map((r) => Number(r.id));
    const covered = async (type: 'association' | 'farm' | 'location' | 'site', id: number) => (await loadEntity(db(), type, id))!.locationIds;
    expect(await covered('site', s1.siteId)).toEqual([s1.locationId]);
    expect(await covered('location', s1.locationId)).toEqual([s1.locationId]);
    const ofFarm = await farmLocations(s1.farmId);
    expect(ofFarm.length).toBeGreaterThan(0);
    expect(await covered('farm', s1.farmId)).toEqual(ofFarm);
    const [association] = await rows<{ id: number }>(db(), sql`select id from associations order by id limit 1`);
    expect(await covered('association', Number(association!.id))).toEqual([]);
    await db().execute(sql`update sites set location_id = null where id = ${s1.siteId}`);
    try {
      expect(await covered('site', s1.siteId)).toEqual(ofFarm);
    } finally {
      await db().execute(sql`update sites set location_id = ${s1.locationId} where id = ${s1.siteId}`);
    }
  });
});
