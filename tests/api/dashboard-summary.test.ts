// GET /dashboard/ (getDashboardSummary): the start page's aggregates for every role equal what the
// caller's own lists say (farms, sites with their latest report, locations), the data-integrity
// counts equal src/domain/data-integrity.ts over those lists, and they follow a change in the data.
// GET /dashboard/reports/ (listDashboardReports): the same reports as /reports/?limit=10, slimmed.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_REPORT_FIELDS } from '../../src/domain/constants.ts';
import { dataIntegrity } from '../../src/domain/data-integrity.ts';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { demoSessions, getter, ids, rows, type Session } from '../support/read.ts';

// ohne-verband, neu-mitarbeiter: refused by the terms gate (403, checked by the authorization matrix).
const ACCOUNTS = ['superuser', 'lkv-admin', 'lkv-mitarbeiter', 'ldwu-admin', 'ldwu-admin-multi', 'mitarbeiter', 'unvollstaendig'] as const;

const maxOf = (values: (string | null | undefined)[]) => values.filter((v): v is string => !!v).sort().at(-1) ?? null;

describe.each(dbKinds())('dashboard summary on %s', (kind) => {
  let t: TestApp;
  let sessions: Map<string, Session>;
  let get: ReturnType<typeof getter>['get'];
  let all: ReturnType<typeof getter>['all'];

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ get, all } = getter(t));
    sessions = await demoSessions(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The summary as the caller's own lists state it. */
  async function expectedSummary(session: Session) {
    const [farms, sites, locations] = await Promise.all([all(session, '/farms/'), all(session, '/sites/'), all(session, '/locations/')]);
    const integrity = dataIntegrity(locations, sites);
    const processed = maxOf(sites.map((s) => s.latest_report?.processing_date));
    return {
      farm_count: farms.length,
      site_count: sites.length,
      cow_count: farms.reduce((sum, f) => sum + f.cow_count, 0),
      last_inspection_date: maxOf(sites.map((s) => s.latest_report?.inspection_date)),
      last_processing_date: processed === null ? null : new Date(processed).toISOString(),
      locations_lacking_profile: integrity.locationsLackingProfile.length,
      sites_without_location: integrity.sitesWithoutLocation.length,
    };
  }

  it.each(ACCOUNTS)('%s: every figure equals the own lists', async (name) => {
    const session = sessions.get(name)!;
    const res = await get(session, '/dashboard/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(await expectedSummary(session));
    if (name === 'ldwu-admin') {
      expect(res.body.farm_count).toBe(1);
      expect(res.body.site_count).toBeGreaterThan(0);
      expect(res.body.last_inspection_date).not.toBeNull();
    }
    if (name === 'unvollstaendig') {
      expect(res.body.locations_lacking_profile).toBeGreaterThan(0);
      expect(res.body.sites_without_location).toBeGreaterThan(0);
    }
  });

  it('a farm admin with several farms sums over all of them; an association admin sees more than a farm', async () => {
    const multi = (await get(sessions.get('ldwu-admin-multi')!, '/dashboard/')).body;
    expect(multi.farm_count).toBeGreaterThan(1);
    const lkv = (await get(sessions.get('lkv-admin')!, '/dashboard/')).body;
    expect(lkv.farm_count).toBeGreaterThan(multi.farm_count);
    expect(lkv.cow_count).toBeGreaterThan(multi.cow_count);
  });

  it('follows the data: cows, an unassigned site and a newer report show at once', async () => {
    const session = sessions.get('ldwu-admin')!;
    const before = (await get(session, '/dashboard/')).body;
    const [farm] = await all(session, '/farms/');
    const [site] = (await all(session, '/sites/')).filter((s) => s.location !== null);
    const db = t.database.db;
    await db.execute(sql`update farms set cow_count = cow_count + 7 where id = ${farm.id}`);
    await db.execute(sql`update sites set location_id = null where id = ${site.id}`);
    const [latest] = await rows<{ id: number }>(db, sql`select id from reports where site_id = ${site.id} order by inspection_date desc limit 1`);
    await db.execute(sql`update reports set inspection_date = current_date + 1, processing_date = '2099-01-02T03:04:05Z' where id = ${latest!.id}`);
    const after = (await get(session, '/dashboard/')).body;
    expect(after.cow_count).toBe(before.cow_count + 7);
    expect(after.sites_without_location).toBe(before.sites_without_location + 1);
    expect(after.last_processing_date).toBe('2099-01-02T03:04:05.000Z');
    expect(after.last_inspection_date > before.last_inspection_date).toBe(true);
    expect(after).toEqual(await expectedSummary(session));
  });

  it.each(ACCOUNTS)('%s: the newest reports equal /reports/ with names and the six figures', async (name) => {
    const session = sessions.get(name)!;
    const [mine, full] = await Promise.all([get(session, '/dashboard/reports/'), get(session, '/reports/?limit=10')]);
    expect(mine.status).toBe(200);
    expect(mine.body.reports.map((r: any) => r.id)).toEqual(full.body.results.map((r: any) => r.id));
    for (const [i, r] of (mine.body.reports as any[]).entries()) {
      const source = full.body.results[i];
      expect(r).toMatchObject({ inspection_date: source.inspection_date, processing_date: source.processing_date, farm: source.farm, site: source.site });
      expect(r.values).toEqual(DASHBOARD_REPORT_FIELDS.map((f) => ({ pythonic_name: f, value: source.data.find((d: any) => d.pythonic_name === f).value })));
      expect(r.farm_name).toBe((await get(session, `/farms/${r.farm}/`)).body.name);
      expect(r.site_name).toBe((await get(session, `/sites/${r.site}/`)).body.display_name);
    }
    if (name !== 'unvollstaendig') expect(mine.body.reports.length).toBe(10);
  });

  it('takes a limit of 1 to 10', async () => {
    const session = sessions.get('lkv-admin')!;
    expect((await get(session, '/dashboard/reports/?limit=3')).body.reports).toHaveLength(3);
    expect((await get(session, '/dashboard/reports/?limit=11')).status).toBe(400);
    expect((await get(session, '/dashboard/reports/?limit=0')).status).toBe(400);
  });

  it.each(ACCOUNTS)('%s: the data check lists (?incomplete, ?unassigned) are the rule over the full lists, and complement their opposite', async (name) => {
    const session = sessions.get(name)!;
    const [locations, sites] = await Promise.all([all(session, '/locations/'), all(session, '/sites/')]);
    const integrity = dataIntegrity(locations, sites);
    const [lacking, complete, loose, placed] = await Promise.all([
      all(session, '/locations/?incomplete=true'),
      all(session, '/locations/?incomplete=false'),
      all(session, '/sites/?unassigned=true'),
      all(session, '/sites/?unassigned=false'),
    ]);
    expect(ids(lacking)).toEqual(ids(integrity.locationsLackingProfile));
    expect(ids([...lacking, ...complete])).toEqual(ids(locations));
    expect(ids(loose)).toEqual(ids(integrity.sitesWithoutLocation));
    expect(ids([...loose, ...placed])).toEqual(ids(sites));
    if (name === 'unvollstaendig') expect(lacking.length * loose.length).toBeGreaterThan(0);
  });

  it('counts and pages the data check lists on the server beyond 10,000 entries', async () => {
    const session = sessions.get('unvollstaendig')!;
    const db = t.database.db;
    const [farm] = await all(session, '/farms/');
    const before = (await get(session, '/dashboard/')).body;
    // An association's worth of locations without profile and sites without location, inserted in SQL.
    const extra = 10_050;
    await db.execute(sql`insert into locations (farm_id, name) select ${farm.id}, 'Zusatzbetrieb ' || lpad(n::text, 5, '0') from generate_series(1, ${extra}) n`);
    await db.execute(sql`insert into sites (farm_id, number, name) select ${farm.id}, '777' || lpad(n::text, 9, '0'), 'Zusatzstall' from generate_series(1, ${extra}) n`);
    const lacking = before.locations_lacking_profile + extra;
    const loose = before.sites_without_location + extra;
    expect((await get(session, '/dashboard/')).body).toMatchObject({ locations_lacking_profile: lacking, sites_without_location: loose });
    expect((await get(session, '/locations/?incomplete=true&count_only=true')).body.count).toBe(lacking);
    expect((await get(session, '/sites/?unassigned=true&count_only=true')).body.count).toBe(loose);
    // The last page holds the rest, and every page is the filter's.
    const lastLocations = (await get(session, `/locations/?incomplete=true&limit=50&offset=${lacking - 7}`)).body;
    expect(lastLocations).toMatchObject({ count: lacking, next: null });
    expect(lastLocations.results).toHaveLength(7);
    expect(lastLocations.results.every((l: any) => l.active_profile === null || l.active_profile.incomplete)).toBe(true);
    const lastSites = (await get(session, `/sites/?unassigned=true&limit=50&offset=${loose - 3}`)).body;
    expect(lastSites.results).toHaveLength(3);
    expect(lastSites.results.every((s: any) => s.location === null)).toBe(true);
  });

  it('refuses an anonymous caller', async () => {
    expect((await get(undefined, '/dashboard/')).status).toBe(401);
    expect((await get(undefined, '/dashboard/reports/')).status).toBe(401);
  });
});
