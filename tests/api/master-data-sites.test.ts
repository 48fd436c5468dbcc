// Site (Betriebsstätte) writes (product rules ‹Farm management›, ‹REST calls› PATCH /sites/{id}/ with
// location set or null): whoever administers the farm assigns sites to its own locations; number,
// name, farm and herd book, creation and deletion belong to superusers.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_MESSAGES } from '../../src/api/resources/sites/schemas.ts';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { auditOf, caller, expectNothingStored, graphqlCaller, scalar } from '../support/master-data.ts';
import { demoSessions, rows, type Session } from '../support/read.ts';

describe.each(dbKinds())('site writes on %s', (kind) => {
  let t: TestApp;
  let s: Map<string, Session>;
  let call: ReturnType<typeof caller>;
  let own: number;
  let site: number;
  let locationsOfOwn: number[];
  let foreignLocation: number;
  let hbv: number;
  let lkv: number;
  const as = (name: string) => s.get(name)!;

  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await demoSessions(t);
    call = caller(t);
    own = (await scalar(t, sql`select min(farm_id) as v from farm_admins where user_id = ${as('ldwu-admin').id}`))!;
    site = (await scalar(t, sql`select min(id) as v from sites where farm_id = ${own}`))!;
    locationsOfOwn = (await rows<{ id: number }>(t.database.db, sql`select id from locations where farm_id = ${own} order by id`)).map((r) => Number(r.id));
    foreignLocation = (await scalar(t, sql`select min(id) as v from locations where farm_id <> ${own}`))!;
    hbv = (await scalar(t, sql`select min(id) as v from associations where kind = 'HBV'`))!;
    lkv = (await scalar(t, sql`select min(id) as v from associations where kind = 'LKV'`))!;
  });
  afterAll(() => t?.close());

  const locationOf = (id: number) => scalar(t, sql`select location_id as v from sites where id = ${id}`);

  describe('assignment (PATCH location)', () => {
    it('the farm admin moves a site to another location of the farm and unassigns it; audited', async () => {
      const from = (await locationOf(site))!;
      const to = locationsOfOwn.find((l) => l !== from)!;
      const moved = await call(as('ldwu-admin'), 'PATCH', `/sites/${site}/`, { location: to });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ id: site, location: to, farm: own });
      const none = await call(as('ldwu-admin'), 'PATCH', `/sites/${site}/`, { location: null });
      expect(none.body.location).toBeNull();
      expect(await locationOf(site)).toBeNull();
      // The farm now reports the site as unassigned.
      expect((await call(as('ldwu-admin'), 'GET', `/farms/${own}/`)).body.unassigned_sites).toContain(site);
      const events = await auditOf(t, 'site.updated', site);
      expect(events.map((e) => e.changes.location)).toEqual([
        { from, to },
        { from: to, to: null },
      ]);
      expect(events[0]!.actor_id).toBe(as('ldwu-admin').id);
    });

    it('only a location of the same farm (a foreign or unknown one is 400 on the field)', async () => {
      for (const location of [foreignLocation, 999_999]) {
        const res = await expectNothingStored(t, () => call(as('ldwu-admin'), 'PATCH', `/sites/${site}/`, { location }), 400);
        expect(res.body.errors).toEqual({ location: [SITE_MESSAGES.location] });
      }
      const typed = await expectNothingStored(t, () => call(as('ldwu-admin'), 'PATCH', `/sites/${site}/`, { location: 'Stall' }), 400);
      expect(Object.keys(typed.body.errors)).toEqual(['location']);
    });

    it('per role: association admin may; staff 403; a foreign site 404; no token 401', async () => {
      expect((await call(as('lkv-admin'), 'PATCH', `/sites/${site}/`, { location: locationsOfOwn[0] })).status).toBe(200);
      const refused = await expectNothingStored(t, () => call(as('mitarbeiter'), 'PATCH', `/sites/${site}/`, { location: null }), 403);
      expect(refused.body.detail).toBe(SITE_MESSAGES.assign);
      const foreignSite = (await scalar(t, sql`select min(id) as v from sites where farm_id <> ${own} and farm_id not in (select farm_id from farm_admins where user_id = ${as('ldwu-admin').id})`))!;
      await expectNothingStored(t, () => call(as('ldwu-admin'), 'PATCH', `/sites/${foreignSite}/`, { location: null }), 404);
      await expectNothingStored(t, () => call(undefined, 'PATCH', `/sites/${site}/`, { location: null }), 401);
    });

    it('through /graphql (updateSite) with location null', async () => {
      const res = await graphqlCaller(t)(as('ldwu-admin'), 'mutation($id: Int!, $input: SiteUpdate_Input) { updateSite(id: $id, input: $input) { id location } }', {
        id: site,
        input: { location: null },
      });
      expect(res.data?.updateSite).toEqual({ id: site, location: null });
      expect(await locationOf(site)).toBeNull();
    });
  });

  describe('master data (superusers)', () => {
    let created: number;

    it('number, name and herd book: superuser only, checked on what changes', async () => {
      const current = (await call(as('ldwu-admin'), 'GET', `/sites/${site}/`)).body;
      const res = await expectNothingStored(t, () => call(as('ldwu-admin'), 'PATCH', `/sites/${site}/`, { name: 'Umbenannt' }), 403);
      expect(res.body.detail).toBe(SITE_MESSAGES.masterData);
      // A PUT repeating everything but the location is an assignment.
      const put = await call(as('ldwu-admin'), 'PUT', `/sites/${site}/`, {
        number: current.number,
        name: current.name,
        farm: own,
        location: locationsOfOwn[1],
        hbv: current.hbv,
      });
      expect(put.status).toBe(200);
      expect(put.body.location).toBe(locationsOfOwn[1]);
      expect((await call(as('superuser'), 'PATCH', `/sites/${site}/`, { name: 'Nordstall' })).body.name).toBe('Nordstall');
    });

    it('POST creates a site; number taken, farm unknown, location of another farm, non-HBV herd book are field errors', async () => {
      const res = await call(as('superuser'), 'POST', '/sites/', { number: '0999000001', farm: own, location: locationsOfOwn[0], hbv });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ number: '0999000001', name: '', farm: own, location: locationsOfOwn[0], hbv, latest_report: null });
      created = res.body.id;
      expect((await auditOf(t, 'site.created', created))[0]!.actor_id).toBe(as('superuser').id);
      const bad = await expectNothingStored(
        t,
        () => call(as('superuser'), 'POST', '/sites/', { number: '0999000001', farm: 999_999, location: foreignLocation, hbv: lkv }),
        400,
      );
      expect(bad.body.errors).toEqual({
        number: [SITE_MESSAGES.numberTaken],
        farm: [SITE_MESSAGES.unknownFarm],
        location: [SITE_MESSAGES.location],
        hbv: [SITE_MESSAGES.hbv],
      });
      const missing = await expectNothingStored(t, () => call(as('superuser'), 'POST', '/sites/', {}), 400);
      expect(missing.body.errors).toEqual({ number: [SITE_MESSAGES.number], farm: [SITE_MESSAGES.farm] });
      for (const who of ['lkv-admin', 'ldwu-admin']) {
        const refused = await expectNothingStored(t, () => call(as(who), 'POST', '/sites/', { number: '0999000002', farm: own }), 403);
        expect(refused.body.detail).toBe(SITE_MESSAGES.create);
      }
    });

    it('moving a site to another farm needs a location of that farm (or none)', async () => {
      const otherFarm = (await scalar(t, sql`select farm_id as v from locations where id = ${foreignLocation}`))!;
      const res = await expectNothingStored(t, () => call(as('superuser'), 'PATCH', `/sites/${created}/`, { farm: otherFarm }), 400);
      expect(res.body.errors).toEqual({ location: [SITE_MESSAGES.location] });
      const moved = await call(as('superuser'), 'PATCH', `/sites/${created}/`, { farm: otherFarm, location: foreignLocation });
      expect(moved.body).toMatchObject({ farm: otherFarm, location: foreignLocation });
    });

    it('DELETE: not with stored reports, not by others; a site without reports goes, audited', async () => {
      const res = await expectNothingStored(t, () => call(as('superuser'), 'DELETE', `/sites/${site}/`), 400);
      expect(res.body.detail).toBe(SITE_MESSAGES.hasReports);
      await expectNothingStored(t, () => call(as('ldwu-admin'), 'DELETE', `/sites/${site}/`), 403);
      expect(await call(as('superuser'), 'DELETE', `/sites/${created}/`)).toEqual({ status: 200, body: { id: created } });
      expect(await scalar(t, sql`select count(*) as v from sites where id = ${created}`)).toBe(0);
      expect((await auditOf(t, 'site.deleted', created))[0]!.changes).toMatchObject({ number: '0999000001' });
    });
  });
});
