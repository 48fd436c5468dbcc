// Read side, part 1: farms, associations, locations, sites, profiles, reports, alerts and
// incidents, scoped per demo account; 404 outside the scope, never leaked through a list.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, incidents } from '../../src/api/db/schema.ts';
import { currentCutoff, isCurrentSince } from '../../src/domain/reports.ts';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { demoSessions, expectedFarmIds, getter, ids, intList, rows, type Session } from '../support/read.ts';

// ohne-verband's farm has no invoicing association: the terms gate refuses it every farm read
// (tests/api/terms-enforcement.test.ts), so its scope cannot be observed through the API.
const ACCOUNTS = [
  'superuser',
  'lkv-admin',
  'lkv-mitarbeiter',
  'ldwu-admin',
  'ldwu-admin-multi',
  'mitarbeiter',
  'neu-admin',
  'neu-mitarbeiter',
  'unvollstaendig',
] as const;

describe.each(dbKinds())('read side: farms and what belongs to them on %s', (kind) => {
  let t: TestApp;
  let sessions: Map<string, Session>;
  let get: ReturnType<typeof getter>['get'];
  let all: ReturnType<typeof getter>['all'];
  const expected = new Map<string, number[]>();
  const s = (name: string) => sessions.get(name)!;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ get, all } = getter(t));
    sessions = await demoSessions(t);
    for (const name of ACCOUNTS) expected.set(name, await expectedFarmIds(db(), s(name).id));
    // The scope rules as they hold once neu-admin has accepted the terms (before that the terms
    // gate refuses most reads: tests/api/terms-enforcement.test.ts).
    await db().execute(sql`update farms set tos_accepted = now() where id = any(${intList(expected.get('neu-admin')!)})`);
    // Controlling fixtures on every entity level (the demo data has site alerts only; the incidents
    // the start-up detection found for them are replaced by these fixtures).
    await db().execute(sql`delete from incidents`);
    const [site1] = await rows<{ id: number }>(db(), sql`select min(id) as id from sites where farm_id = 1`);
    const [siteNorth] = await rows<{ id: number }>(db(), sql`select min(id) as id from sites where farm_id = 19`);
    const [loc1] = await rows<{ id: number }>(db(), sql`select min(id) as id from locations where farm_id = 1`);
    const [field] = await rows<{ name: string }>(db(), sql`select pythonic_name as name from report_fields order by column_index limit 1`);
    const base = { field: field!.name, operator: 'lt' as const, upperBound: 1 };
    const made = await db()
      .insert(alerts)
      .values([
        { ...base, entityType: 'association', entityId: 1 },
        { ...base, entityType: 'association', entityId: 2 },
        { ...base, entityType: 'farm', entityId: 19 },
        { ...base, entityType: 'location', entityId: loc1!.id },
        { ...base, entityType: 'site', entityId: siteNorth!.id },
        { ...base, entityType: 'site', entityId: 999_999 },
      ])
      .returning({ id: alerts.id });
    const incident = { field: field!.name, operator: 'lt' as const, alertId: made[0]!.id };
    await db()
      .insert(incidents)
      .values([
        { ...incident, entityType: 'site', entityId: site1!.id, observed: '2025-01-10', value: 1 },
        { ...incident, entityType: 'site', entityId: site1!.id, observed: '2025-03-10', value: Number.NaN },
        { ...incident, entityType: 'site', entityId: site1!.id, observed: '2025-02-10', value: 2 },
        { ...incident, alertId: made[4]!.id, entityType: 'site', entityId: siteNorth!.id, observed: '2025-02-10' },
        { ...incident, entityType: 'farm', entityId: 19, observed: '2025-02-11' },
        { ...incident, entityType: 'location', entityId: loc1!.id, observed: '2025-02-12' },
        { ...incident, entityType: 'association', entityId: 1, observed: '2025-02-13' },
      ]);
  });
  afterAll(() => t?.close());

  /** Farm of an entity reference, or null for associations and missing entities. */
  async function entityFarms(list: { entity_type: string; entity_id: number }[]) {
    const out: (number | null)[] = [];
    for (const e of list) {
      const [r] = await rows<{ farm: number | null }>(
        db(),
        sql`select case ${e.entity_type}
          when 'farm' then (select id from farms where id = ${e.entity_id})
          when 'location' then (select farm_id from locations where id = ${e.entity_id})
          when 'site' then (select farm_id from sites where id = ${e.entity_id}) end as farm`,
      );
      out.push(r?.farm === null || r?.farm === undefined ? null : Number(r.farm));
    }
    return out;
  }

  it('has sessions for every demo account and the scope sizes the demo data promises', () => {
    expect(expected.get('superuser')).toHaveLength(24);
    expect(expected.get('ldwu-admin')).toHaveLength(1);
    expect(expected.get('ldwu-admin-multi')).toHaveLength(3);
    expect(expected.get('lkv-mitarbeiter')).toHaveLength(10);
    expect(expected.get('mitarbeiter')).toEqual(expected.get('ldwu-admin'));
  });

  it.each(ACCOUNTS)('%s sees exactly its farms, their locations, sites and reports', async (name) => {
    const me = s(name);
    const farmIds = expected.get(name)!;
    const farms = await all(me, '/farms/');
    expect(ids(farms)).toEqual(farmIds);

    const locations = await all(me, '/locations/');
    const [locCount] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from locations where farm_id = any(${intList(farmIds)})`);
    expect(locations).toHaveLength(locCount!.n);
    expect(locations.every((l) => farmIds.includes(l.farm))).toBe(true);

    const sites = await all(me, '/sites/');
    const [siteCount] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from sites where farm_id = any(${intList(farmIds)})`);
    expect(sites).toHaveLength(siteCount!.n);
    expect(sites.every((x) => farmIds.includes(x.farm))).toBe(true);

    // The farm's id lists agree with the location and site lists.
    for (const farm of farms) {
      expect(farm.locations).toEqual(ids(locations.filter((l) => l.farm === farm.id)));
      expect(farm.sites).toEqual(ids(sites.filter((x) => x.farm === farm.id)));
      expect(farm.unassigned_sites).toEqual(ids(sites.filter((x) => x.farm === farm.id && x.location === null)));
      expect(farm.has_current_report).toBe(sites.some((x) => x.farm === farm.id && x.has_current_report));
      expect(farm.display_name).toBe(`${farm.number} - ${farm.name}`);
    }
    for (const location of locations) expect(location.sites).toEqual(ids(sites.filter((x) => x.location === location.id)));

    const reports = await get(me, '/reports/?limit=5');
    const [reportCount] = await rows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from reports r join sites x on x.id = r.site_id where x.farm_id = any(${intList(farmIds)})`,
    );
    expect(reports.body.count).toBe(reportCount!.n);
    expect(reports.body.results.every((r: { farm: number }) => farmIds.includes(r.farm))).toBe(true);

    const profiles = await all(me, '/profiles/');
    const locationIds = ids(locations);
    expect(profiles.every((p) => locationIds.includes(p.location))).toBe(true);

    // Anything outside the scope is 404 on retrieve.
    const foreignFarm = (await rows<{ id: number }>(db(), sql`select id from farms where not (id = any(${intList(farmIds)})) order by id limit 1`))[0];
    if (foreignFarm) {
      expect((await get(me, `/farms/${foreignFarm.id}/`)).status).toBe(404);
      const [x] = await rows<{ site: number; location: number | null; report: number | null }>(
        db(),
        sql`select s.id as site, (select min(id) from locations where farm_id = ${foreignFarm.id}) as location,
              (select min(r.id) from reports r where r.site_id = s.id) as report
            from sites s where s.farm_id = ${foreignFarm.id} order by s.id limit 1`,
      );
      if (x) {
        expect((await get(me, `/sites/${x.site}/`)).status).toBe(404);
        if (x.location) {
          expect((await get(me, `/locations/${x.location}/`)).status).toBe(404);
          expect((await get(me, `/locations/${x.location}/profile/`)).status).toBe(404);
        }
        if (x.report) expect((await get(me, `/reports/${x.report}/`)).status).toBe(404);
      }
    } else {
      expect(name).toBe('superuser');
    }
    // Inside the scope retrieve works and equals the list entry.
    if (farms[0]) expect((await get(me, `/farms/${farms[0].id}/`)).body).toEqual(farms[0]);
    if (sites[0]) expect((await get(me, `/sites/${sites[0].id}/`)).body).toEqual(sites[0]);
    if (locations[0]) expect((await get(me, `/locations/${locations[0].id}/`)).body).toEqual(locations[0]);
  });

  it('grants admin rights as the roles say', async () => {
    const adminFarms = async (name: string) => ids((await all(s(name), '/farms/')).filter((f) => f.has_admin_rights));
    expect(await adminFarms('superuser')).toEqual(expected.get('superuser'));
    expect(await adminFarms('lkv-admin')).toEqual(expected.get('lkv-admin'));
    expect(await adminFarms('lkv-mitarbeiter')).toHaveLength(2);
    const [interim] = await rows<{ ids: number[] }>(db(), sql`select array_agg(farm_id order by farm_id) as ids from user_association_farms where user_id = ${s('lkv-mitarbeiter').id} and interim_admin`);
    expect(await adminFarms('lkv-mitarbeiter')).toEqual(interim!.ids.map(Number));
    expect(await adminFarms('ldwu-admin')).toEqual(expected.get('ldwu-admin'));
    expect(await adminFarms('ldwu-admin-multi')).toEqual(expected.get('ldwu-admin-multi'));
    expect(await adminFarms('mitarbeiter')).toEqual([]);
    expect(await adminFarms('neu-mitarbeiter')).toEqual([]);
  });

  it('gives lkv-admin the farms of its LKV and ldwu-admin its one complete farm', async () => {
    const [lkv] = await rows<{ ids: number[] }>(
      db(),
      sql`select array_agg(f.id order by f.id) as ids from farms f join user_associations ua on ua.association_id = f.invoicing_association_id
          where ua.user_id = ${s('lkv-admin').id} and ua.is_admin`,
    );
    expect(expected.get('lkv-admin')).toEqual(lkv!.ids.map(Number));
    const [farm] = await all(s('ldwu-admin'), '/farms/');
    expect(farm.locations).toHaveLength(2);
    expect(farm.sites).toHaveLength(3);
    expect(farm.unassigned_sites).toEqual([]);
    expect(farm.has_current_report).toBe(true);
    expect(farm.tos_accepted).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('filters the farm list by text, activity, terms and current report', async () => {
    const su = s('superuser');
    const farms = await all(su, '/farms/');
    const match = (q: string) => ids(farms.filter((f) => f.display_name.toLowerCase().includes(q.toLowerCase())));
    expect(ids(await all(su, '/farms/?search=HOF'))).toEqual(match('hof'));
    expect(match('hof').length).toBeGreaterThan(1);
    const number = farms[3].number.slice(3, 9);
    expect(ids(await all(su, `/farms/?search=${number}`))).toEqual(match(number));
    expect(ids(await all(su, '/farms/?search=%25'))).toEqual([]);
    expect(ids(await all(su, '/farms/?is_active=false'))).toEqual(ids(farms.filter((f) => !f.is_active)));
    expect(ids(await all(su, '/farms/?is_active=true'))).toEqual(ids(farms.filter((f) => f.is_active)));
    expect(ids(await all(su, '/farms/?tos_accepted=false'))).toEqual(ids(farms.filter((f) => f.tos_accepted === null)));
    expect(ids(await all(su, '/farms/?tos_accepted=true'))).toEqual(ids(farms.filter((f) => f.tos_accepted !== null)));
    const current = ids(await all(su, '/farms/?has_current_report=true'));
    const stale = ids(await all(su, '/farms/?has_current_report=false'));
    expect(current).toEqual(ids(farms.filter((f) => f.has_current_report)));
    expect([...current, ...stale].sort((a, b) => a - b)).toEqual(ids(farms));
    expect((await get(su, '/farms/?is_active=vielleicht')).status).toBe(400);
    // Filters never widen the scope.
    expect(ids(await all(s('ldwu-admin'), '/farms/?is_active=true'))).toEqual(expected.get('ldwu-admin'));
  });

  it('paginates with limit and offset, next and previous', async () => {
    const su = s('superuser');
    const farms = await all(su, '/farms/');
    const res = await get(su, '/farms/?limit=2&offset=2');
    expect(res.body.count).toBe(farms.length);
    expect(ids(res.body.results)).toEqual(farms.slice(2, 4).map((f) => f.id).sort((a, b) => a - b));
    expect(new URL(res.body.next).search).toBe('?limit=2&offset=4');
    expect(new URL(res.body.previous).search).toBe('?limit=2');
    expect(new URL(res.body.next).pathname).toBe('/api/v1/farms/');
    const first = await get(su, '/farms/?limit=2');
    expect(first.body.previous).toBeNull();
    const last = await get(su, `/farms/?limit=2&offset=${farms.length - 2}`);
    expect(last.body.next).toBeNull();
    const filtered = await get(su, '/farms/?limit=1&offset=1&is_active=true');
    expect(new URL(filtered.body.next).searchParams.get('is_active')).toBe('true');
    const reports = await get(su, '/reports/?limit=2&offset=2');
    expect(new URL(reports.body.next).search).toBe('?limit=2&offset=4');
    expect(new URL(reports.body.previous).search).toBe('?limit=2');
    expect((await get(su, '/farms/?limit=0')).status).toBe(400);
  });

  it('lists reports newest first with all figures, the same on both query plans', async () => {
    const su = s('superuser');
    // A restricted scope pages through the per-site plan, a page ending past 1000 through the plain one.
    const small = await get(s('lkv-admin'), '/reports/?limit=30&offset=5');
    const large = await get(s('lkv-admin'), '/reports/?limit=1001');
    const unrestricted = await get(su, '/reports/?limit=1001');
    expect(unrestricted.body.results.filter((r: { farm: number }) => expected.get('lkv-admin')!.includes(r.farm))).toEqual(large.body.results);
    expect(small.body.count).toBe(large.body.count);
    expect(small.body.results.map((r: { id: number }) => r.id)).toEqual(large.body.results.slice(5, 35).map((r: { id: number }) => r.id));
    const order = large.body.results.map((r: { inspection_date: string; id: number }) => `${r.inspection_date}|${String(r.id).padStart(9, '0')}`);
    expect(order).toEqual(order.toSorted().toReversed());
    const [fields] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from report_fields`);
    const report = small.body.results[0];
    expect(report.data).toHaveLength(fields!.n);
    expect(report.inspection_date).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(report.data.every((d: { value: unknown }) => d.value === null || typeof d.value === 'number')).toBe(true);
    expect((await get(su, `/reports/${report.id}/`)).body).toEqual(report);
    // Filters by site and farm.
    const site = (await all(s('ldwu-admin'), '/sites/'))[0];
    const bySite = await all(s('ldwu-admin'), `/reports/?site=${site.id}`);
    expect(bySite.every((r) => r.site === site.id)).toBe(true);
    expect(bySite[0].id).toBe(site.latest_report.id);
    expect(bySite[0].inspection_date).toBe(site.latest_report.inspection_date);
    expect(site.has_current_report).toBe(isCurrentSince(site.latest_report.inspection_date, currentCutoff()));
    const byFarm = await get(s('ldwu-admin'), `/reports/?farm=${site.farm}&limit=1`);
    expect(byFarm.body.count).toBe((await get(s('ldwu-admin'), '/reports/?limit=1')).body.count);
    // A foreign farm or site as filter yields nothing, not an error.
    expect((await get(s('ldwu-admin'), '/reports/?farm=19')).body.count).toBe(0);
    expect((await get(s('ldwu-admin'), '/sites/?farm=19')).body.count).toBe(0);
  });

  it('serves sites with display name, latest report and current flag', async () => {
    const sites = await all(s('superuser'), '/sites/');
    for (const site of sites) {
      const [latest] = await rows<{ id: number; d: string }>(
        db(),
        sql`select id, to_char(inspection_date, 'YYYY-MM-DD') as d from reports where site_id = ${site.id} order by inspection_date desc limit 1`,
      );
      expect(site.latest_report?.id ?? null).toBe(latest ? Number(latest.id) : null);
      expect(site.latest_report?.inspection_date ?? null).toBe(latest?.d ?? null);
      expect(site.display_name.length).toBeGreaterThan(0);
    }
    expect(sites.some((x) => !x.has_current_report)).toBe(true);
    expect(sites.some((x) => x.has_current_report)).toBe(true);
    const byLocation = await all(s('ldwu-admin'), `/sites/?location=${(await all(s('ldwu-admin'), '/locations/'))[0].id}`);
    expect(byLocation.length).toBeGreaterThan(0);
  });

  it('serves locations with their active profile; a location without one has no profile', async () => {
    const locations = await all(s('unvollstaendig'), '/locations/');
    const without = locations.find((l) => l.active_profile === null);
    expect(without).toBeDefined();
    expect((await get(s('unvollstaendig'), `/locations/${without.id}/profile/`)).status).toBe(404);
    const withProfile = (await all(s('ldwu-admin'), '/locations/'))[0];
    const profile = await get(s('ldwu-admin'), `/locations/${withProfile.id}/profile/`);
    expect(profile.status).toBe(200);
    expect(profile.body.id).toBe(withProfile.active_profile.id);
    expect(profile.body.incomplete).toBe(withProfile.active_profile.incomplete);
    expect(profile.body.location).toBe(withProfile.id);
    expect(Object.keys(profile.body.management_options).length).toBeGreaterThan(50);
    expect((await get(s('ldwu-admin'), `/profiles/${profile.body.id}/`)).body).toEqual(profile.body);
    expect((await get(s('ldwu-admin-multi'), `/profiles/${profile.body.id}/`)).status).toBe(404);
    expect(ids(await all(s('ldwu-admin'), `/locations/?farm=${withProfile.farm}`))).toEqual(ids(await all(s('ldwu-admin'), '/locations/')));
  });

  it('shows associations by role', async () => {
    expect(ids(await all(s('superuser'), '/associations/'))).toEqual([1, 2, 3, 4]);
    expect(ids(await all(s('lkv-admin'), '/associations/'))).toEqual([1]);
    expect(ids(await all(s('lkv-mitarbeiter'), '/associations/'))).toEqual([1]);
    const lkv = await get(s('lkv-mitarbeiter'), '/associations/1/');
    expect(lkv.body.farms).toEqual(expected.get('lkv-mitarbeiter'));
    expect(lkv.body.display_name).toBe(`LKV - ${lkv.body.name}`);
    expect((await get(s('lkv-mitarbeiter'), '/associations/2/')).status).toBe(404);
    // Farm users: the invoicing association and the herd books of their farms' sites.
    for (const name of ['ldwu-admin', 'mitarbeiter', 'unvollstaendig']) {
      const farmIds = expected.get(name)!;
      const [want] = await rows<{ ids: number[] | null }>(
        db(),
        sql`select array_agg(distinct a order by a) as ids from (
              select invoicing_association_id as a from farms where id = any(${intList(farmIds)})
              union select hbv_id from sites where farm_id = any(${intList(farmIds)})) x where a is not null`,
      );
      const seen = await all(s(name), '/associations/');
      expect(ids(seen)).toEqual((want!.ids ?? []).map(Number));
      for (const a of seen) expect(a.farms.every((f: number) => farmIds.includes(f))).toBe(true);
    }
    expect(ids(await all(s('superuser'), '/associations/?kind=HBV'))).toEqual([3, 4]);
  });

  it('scopes alerts and incidents by their entity', async () => {
    for (const name of ACCOUNTS) {
      const me = s(name);
      const farmIds = expected.get(name)!;
      const linked = (await rows<{ id: number }>(db(), sql`select association_id as id from user_associations where user_id = ${me.id}`)).map((r) => Number(r.id));
      for (const path of ['/alerts/', '/incidents/']) {
        const list = await all(me, path);
        const farms = await entityFarms(list);
        list.forEach((e, i) => {
          if (name === 'superuser') return;
          if (e.entity_type === 'association') expect(linked.includes(e.entity_id), `${name} ${path} ${e.id}`).toBe(true);
          else expect(farms[i] !== null && farmIds.includes(farms[i]!), `${name} ${path} ${e.id}`).toBe(true);
        });
        // Nothing visible is missing.
        const farmArray = `ARRAY[${farmIds.join(',') || 'NULL'}]::int[]`;
        const [total] = await rows<{ n: number }>(
          db(),
          sql.raw(`select count(*)::int as n from ${path === '/alerts/' ? 'alerts' : 'incidents'} e where
            ${name === 'superuser' ? 'true' : `(e.entity_type = 'association' and e.entity_id = any(ARRAY[${linked.join(',') || 'NULL'}]::int[]))
            or (e.entity_type = 'farm' and e.entity_id = any(${farmArray}))
            or (e.entity_type = 'location' and exists (select 1 from locations l where l.id = e.entity_id and l.farm_id = any(${farmArray})))
            or (e.entity_type = 'site' and exists (select 1 from sites x where x.id = e.entity_id and x.farm_id = any(${farmArray})))`}`),
        );
        expect(list.length, `${name} ${path}`).toBe(total!.n);
        if (list[0]) expect((await get(me, `${path}${list[0].id}/`)).body).toEqual(list[0]);
      }
    }
    // The dangling alert (site 999999) is visible to the superuser only.
    expect((await all(s('superuser'), '/alerts/')).some((a) => a.entity_id === 999_999)).toBe(true);
    const north = (await all(s('superuser'), '/alerts/')).find((a) => a.entity_type === 'farm' && a.entity_id === 19);
    expect((await get(s('ldwu-admin'), `/alerts/${north.id}/`)).status).toBe(404);
    expect((await get(s('lkv-admin'), `/alerts/${north.id}/`)).status).toBe(404);
  });

  it('orders incidents by observation and keeps only the newest per site on request', async () => {
    const list = await all(s('ldwu-admin'), '/incidents/');
    const observed = list.map((i) => i.observed);
    expect(observed).toEqual(observed.toSorted().toReversed());
    const siteIncidents = list.filter((i) => i.entity_type === 'site');
    expect(siteIncidents).toHaveLength(3);
    expect(siteIncidents.find((i) => i.observed === '2025-03-10').value).toBeNull();
    const latest = await all(s('ldwu-admin'), '/incidents/?latest_per_site=true');
    const latestSites = latest.filter((i) => i.entity_type === 'site');
    expect(latestSites).toHaveLength(1);
    expect(latestSites[0].observed).toBe('2025-03-10');
    expect(latest.filter((i) => i.entity_type === 'location')).toHaveLength(1);
    const su = await all(s('superuser'), '/incidents/?latest_per_site=true&entity_type=site');
    expect(su).toHaveLength(2);
  });

  it('refuses every read without a token', async () => {
    for (const path of ['/farms/', '/farms/1/', '/associations/', '/locations/', '/sites/', '/profiles/', '/profiles/choices/', '/reports/', '/reports/fields/', '/alerts/', '/incidents/', '/users/', '/comparison_groups/', '/filters/', '/evaluations/']) {
      const res = await get(undefined, path);
      expect(res.status, path).toBe(401);
      expect(res.body.code).toBe('not_authenticated');
    }
  });
});
