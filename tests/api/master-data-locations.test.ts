// Location (Betrieb) writes (product rules ‹New location›, ‹Location edit›, ‹States and transitions› location
// deletion, product rules ‹Validation rules› 'Geben Sie einen Betriebsnamen ein.', product rules ‹REST calls›): whoever administers the farm adds, renames
// and deletes locations; deletion only without sites; refusals store nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, incidents } from '../../src/api/db/schema.ts';
import { LOCATION_MESSAGES } from '../../src/api/resources/locations/schemas.ts';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { auditOf, caller, expectNothingStored, graphqlCaller, scalar } from '../support/master-data.ts';
import { demoSessions, rows, type Session } from '../support/read.ts';

describe.each(dbKinds())('location writes on %s', (kind) => {
  let t: TestApp;
  let s: Map<string, Session>;
  let call: ReturnType<typeof caller>;
  let own: number;
  let foreign: number;
  /** A location of ldwu-admin's farm that has sites. */
  let withSites: number;
  const as = (name: string) => s.get(name)!;

  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await demoSessions(t);
    call = caller(t);
    own = (await scalar(t, sql`select min(farm_id) as v from farm_admins where user_id = ${as('ldwu-admin').id}`))!;
    foreign = (await scalar(t, sql`select min(farm_id) as v from farm_admins where user_id = ${as('ldwu-admin-multi').id}`))!;
    withSites = (await scalar(t, sql`select min(location_id) as v from sites where farm_id = ${own} and location_id is not null`))!;
  });
  afterAll(() => t?.close());

  describe('create (POST /locations/)', () => {
    it("the farm admin adds a location to the own farm ('Neuer Betrieb'); audited", async () => {
      const res = await call(as('ldwu-admin'), 'POST', '/locations/', { name: ' Jungviehstall ', farm: own });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ farm: own, name: 'Jungviehstall', active_profile: null, sites: [] });
      const [event] = await auditOf(t, 'location.created', res.body.id);
      expect(event).toMatchObject({ actor_id: as('ldwu-admin').id, entity: 'location', changes: { name: 'Jungviehstall', farm: own } });
      const farm = (await call(as('ldwu-admin'), 'GET', `/farms/${own}/`)).body;
      expect(farm.locations).toContain(res.body.id);
    });

    it("a missing or blank name: 'Geben Sie einen Betriebsnamen ein.'", async () => {
      for (const body of [{ farm: own }, { name: '', farm: own }, { name: '  ', farm: own }]) {
        const res = await expectNothingStored(t, () => call(as('ldwu-admin'), 'POST', '/locations/', body), 400);
        expect(res.body.errors).toEqual({ name: [LOCATION_MESSAGES.name] });
      }
      const noFarm = await expectNothingStored(t, () => call(as('ldwu-admin'), 'POST', '/locations/', { name: 'X' }), 400);
      expect(noFarm.body.errors).toEqual({ farm: [LOCATION_MESSAGES.farm] });
    });

    it('a farm outside the scope reads like one that does not exist (400 on the field)', async () => {
      for (const farm of [foreign, 999_999]) {
        const res = await expectNothingStored(t, () => call(as('ldwu-admin'), 'POST', '/locations/', { name: 'Fremd', farm }), 400);
        expect(res.body.errors).toEqual({ farm: [LOCATION_MESSAGES.unknownFarm] });
      }
    });

    it('per role: association admin and interim admin may, association member without admin rights and staff 403', async () => {
      expect((await call(as('lkv-admin'), 'POST', '/locations/', { name: 'Vom Verband', farm: own })).status).toBe(201);
      expect((await call(as('superuser'), 'POST', '/locations/', { name: 'Vom Super-Admin', farm: foreign })).status).toBe(201);
      const memberPlain = (await scalar(t, sql`select min(farm_id) as v from user_association_farms where user_id = ${as('lkv-mitarbeiter').id} and not interim_admin`))!;
      const memberInterim = (await scalar(t, sql`select min(farm_id) as v from user_association_farms where user_id = ${as('lkv-mitarbeiter').id} and interim_admin`))!;
      expect((await call(as('lkv-mitarbeiter'), 'POST', '/locations/', { name: 'Interim', farm: memberInterim })).status).toBe(201);
      const refused = await expectNothingStored(t, () => call(as('lkv-mitarbeiter'), 'POST', '/locations/', { name: 'Nein', farm: memberPlain }), 403);
      expect(refused.body.detail).toBe(LOCATION_MESSAGES.edit);
      await expectNothingStored(t, () => call(as('mitarbeiter'), 'POST', '/locations/', { name: 'Nein', farm: own }), 403);
      await expectNothingStored(t, () => call(undefined, 'POST', '/locations/', { name: 'Nein', farm: own }), 401);
    });
  });

  describe('rename (PATCH and PUT /locations/{id}/)', () => {
    it("'Namensänderung speichern': the new name, audited with old and new", async () => {
      const res = await call(as('ldwu-admin'), 'PATCH', `/locations/${withSites}/`, { name: 'Hauptstall' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: withSites, name: 'Hauptstall' });
      expect(res.body.sites.length).toBeGreaterThan(0);
      const [event] = await auditOf(t, 'location.updated', withSites);
      expect(event!.changes.name.to).toBe('Hauptstall');
      expect(event!.actor_id).toBe(as('ldwu-admin').id);
    });

    it('PUT takes name and farm; the farm never changes', async () => {
      expect((await call(as('ldwu-admin'), 'PUT', `/locations/${withSites}/`, { name: 'Hauptstall Nord', farm: own })).body.name).toBe('Hauptstall Nord');
      const moved = await expectNothingStored(t, () => call(as('superuser'), 'PUT', `/locations/${withSites}/`, { name: 'Weg', farm: foreign }), 400);
      expect(moved.body.errors).toEqual({ farm: [LOCATION_MESSAGES.moveFarm] });
      const incomplete = await expectNothingStored(t, () => call(as('ldwu-admin'), 'PUT', `/locations/${withSites}/`, { name: 'Ohne LDWU' }), 400);
      expect(incomplete.body.errors).toEqual({ farm: [LOCATION_MESSAGES.farm] });
    });

    it('blank name 400, staff 403, a foreign location 404', async () => {
      const blank = await expectNothingStored(t, () => call(as('ldwu-admin'), 'PATCH', `/locations/${withSites}/`, { name: ' ' }), 400);
      expect(blank.body.errors).toEqual({ name: [LOCATION_MESSAGES.name] });
      await expectNothingStored(t, () => call(as('mitarbeiter'), 'PATCH', `/locations/${withSites}/`, { name: 'Nein' }), 403);
      const foreignLocation = (await scalar(t, sql`select min(id) as v from locations where farm_id = ${foreign}`))!;
      await expectNothingStored(t, () => call(as('ldwu-admin'), 'PATCH', `/locations/${foreignLocation}/`, { name: 'Nein' }), 404);
    });

    it('through /graphql (updateLocation)', async () => {
      const res = await graphqlCaller(t)(as('ldwu-admin'), 'mutation($id: Int!, $input: LocationUpdate_Input) { updateLocation(id: $id, input: $input) { id name } }', {
        id: withSites,
        input: { name: 'Über GraphQL' },
      });
      expect(res.data?.updateLocation).toEqual({ id: withSites, name: 'Über GraphQL' });
    });
  });

  describe('delete (DELETE /locations/{id}/)', () => {
    it('a location with sites cannot be deleted: 400 with the German reason', async () => {
      const res = await expectNothingStored(t, () => call(as('ldwu-admin'), 'DELETE', `/locations/${withSites}/`), 400);
      expect(res.body.detail).toBe('Der Betrieb hat noch Betriebsstätten und kann nicht gelöscht werden.');
      expect(res.body.errors).toEqual({ non_field_errors: ['Der Betrieb hat noch Betriebsstätten und kann nicht gelöscht werden.'] });
    });

    it('a location without sites goes, with its profile versions and control fields; audited', async () => {
      const id = (await call(as('ldwu-admin'), 'POST', '/locations/', { name: 'Abriss', farm: own })).body.id as number;
      expect((await call(as('ldwu-admin'), 'POST', `/locations/${id}/profile/`, { management_options: {} })).status).toBe(201);
      const field = (await rows<{ name: string }>(t.database.db, sql`select pythonic_name as name from report_fields limit 1`))[0]!.name;
      const [alert] = await t.database.db.insert(alerts).values({ entityType: 'location', entityId: id, field, operator: 'lt', upperBound: 1 }).returning();
      await t.database.db.insert(incidents).values({ alertId: alert!.id, entityType: 'location', entityId: id, field, operator: 'lt', observed: '2025-01-01', value: 0 });
      await expectNothingStored(t, () => call(as('mitarbeiter'), 'DELETE', `/locations/${id}/`), 403);
      const res = await call(as('ldwu-admin'), 'DELETE', `/locations/${id}/`);
      expect(res).toEqual({ status: 200, body: { id } });
      for (const table of ['locations', 'profiles'] as const) {
        expect(await scalar(t, sql`select count(*) as v from ${sql.raw(table)} where ${sql.raw(table === 'locations' ? 'id' : 'location_id')} = ${id}`)).toBe(0);
      }
      expect(await scalar(t, sql`select count(*) as v from alerts where entity_type = 'location' and entity_id = ${id}`)).toBe(0);
      expect(await scalar(t, sql`select count(*) as v from incidents where entity_type = 'location' and entity_id = ${id}`)).toBe(0);
      const [event] = await auditOf(t, 'location.deleted', id);
      expect(event).toMatchObject({ actor_id: as('ldwu-admin').id, changes: { name: 'Abriss', farm: own } });
      expect((await call(as('ldwu-admin'), 'GET', `/locations/${id}/`)).status).toBe(404);
      expect((await call(as('ldwu-admin'), 'DELETE', `/locations/${id}/`)).status).toBe(404);
    });

    it('a comparison group bound to the location blocks the deletion', async () => {
      const id = (await call(as('ldwu-admin'), 'POST', '/locations/', { name: 'Gebunden', farm: own })).body.id as number;
      await t.database.db.execute(sql`insert into comparison_groups (name, entity_type, entity_id) values ('Gruppe', 'location', ${id})`);
      const res = await expectNothingStored(t, () => call(as('ldwu-admin'), 'DELETE', `/locations/${id}/`), 400);
      expect(res.body.detail).toBe('Der Betrieb wird noch in 1 Auswertung oder Vergleichsgruppe verwendet und kann nicht gelöscht werden.');
    });
  });
});
