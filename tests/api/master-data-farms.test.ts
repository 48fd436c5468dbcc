// Farm writes (product rules ‹Farm management›, ‹Farm activity›, ‹Roles and permissions›, ‹REST calls›): renaming by whoever
// administers the farm, the activity toggle by association admins of its association, master data
// (create, replace, delete, number, association, cows) by superusers; every refusal stores nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, evaluations } from '../../src/api/db/schema.ts';
import { FARM_MESSAGES } from '../../src/api/resources/farms/schemas.ts';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { auditOf, caller, expectNothingStored, graphqlCaller, scalar } from '../support/master-data.ts';
import { demoSessions, rows, type Session } from '../support/read.ts';

describe.each(dbKinds())('farm writes on %s', (kind) => {
  let t: TestApp;
  let s: Map<string, Session>;
  let call: ReturnType<typeof caller>;
  let gql: ReturnType<typeof graphqlCaller>;
  /** ldwu-admin's farm, a farm of ldwu-admin-multi (foreign to ldwu-admin), and lkv-mitarbeiter's farms. */
  let own: number;
  let foreign: number;
  let memberPlain: number;
  let memberInterim: number;
  const as = (name: string) => s.get(name)!;

  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await demoSessions(t);
    call = caller(t);
    gql = graphqlCaller(t);
    own = (await scalar(t, sql`select min(farm_id) as v from farm_admins where user_id = ${as('ldwu-admin').id}`))!;
    foreign = (await scalar(t, sql`select min(farm_id) as v from farm_admins where user_id = ${as('ldwu-admin-multi').id}`))!;
    memberPlain = (await scalar(t, sql`select min(farm_id) as v from user_association_farms where user_id = ${as('lkv-mitarbeiter').id} and not interim_admin`))!;
    memberInterim = (await scalar(t, sql`select min(farm_id) as v from user_association_farms where user_id = ${as('lkv-mitarbeiter').id} and interim_admin`))!;
  });
  afterAll(() => t?.close());

  const nameOf = (id: number) => rows<{ name: string; is_active: boolean }>(t.database.db, sql`select name, is_active from farms where id = ${id}`).then((r) => r[0]);

  describe('renaming (PATCH name)', () => {
    it('the farm admin renames the own farm; the answer and the audit event show it', async () => {
      const before = (await nameOf(own))!.name;
      const res = await call(as('ldwu-admin'), 'PATCH', `/farms/${own}/`, { name: '  Hofgut Berger  ' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: own, name: 'Hofgut Berger', display_name: expect.stringMatching(/ - Hofgut Berger$/), has_admin_rights: true });
      expect((await nameOf(own))!.name).toBe('Hofgut Berger');
      const [event] = await auditOf(t, 'farm.updated', own);
      expect(event).toMatchObject({ actor_id: as('ldwu-admin').id, entity: 'farm', changes: { name: { from: before, to: 'Hofgut Berger' } } });
    });

    it('the same name again changes nothing and writes no audit event', async () => {
      const events = (await auditOf(t, 'farm.updated', own)).length;
      const res = await call(as('ldwu-admin'), 'PATCH', `/farms/${own}/`, { name: 'Hofgut Berger' });
      expect(res.status).toBe(200);
      expect(await auditOf(t, 'farm.updated', own)).toHaveLength(events);
    });

    it('per role: admins of the farm may, others get 403, a foreign farm 404, no token 401', async () => {
      const rename = (who: string | undefined, farm: number) => call(who ? as(who) : undefined, 'PATCH', `/farms/${farm}/`, { name: `Umbenannt von ${who}` });
      expect((await rename('superuser', own)).status).toBe(200);
      expect((await rename('lkv-admin', own)).status).toBe(200);
      expect((await rename('lkv-mitarbeiter', memberInterim)).status).toBe(200);
      for (const [who, farm] of [
        ['lkv-mitarbeiter', memberPlain],
        ['mitarbeiter', own],
      ] as const) {
        const res = await expectNothingStored(t, () => rename(who, farm), 403);
        expect(res.body).toEqual({ detail: FARM_MESSAGES.rename, code: 'permission_denied' });
      }
      await expectNothingStored(t, () => rename('ldwu-admin', foreign), 404);
      await expectNothingStored(t, () => rename('ldwu-admin', 999_999), 404);
      await expectNothingStored(t, () => rename(undefined, own), 401);
      // Terms not accepted yet: the gate refuses before anything else.
      const newAdminFarm = (await scalar(t, sql`select min(farm_id) as v from farm_admins where user_id = ${as('neu-admin').id}`))!;
      await expectNothingStored(t, () => rename('neu-admin', newAdminFarm), 403);
    });

    it('a blank or missing name, an empty body and a wrong type are 400 with field messages', async () => {
      for (const name of ['', '   ']) {
        const res = await expectNothingStored(t, () => call(as('ldwu-admin'), 'PATCH', `/farms/${own}/`, { name }), 400);
        expect(res.body.errors).toEqual({ name: [FARM_MESSAGES.name] });
      }
      const long = await expectNothingStored(t, () => call(as('ldwu-admin'), 'PATCH', `/farms/${own}/`, { name: 'x'.repeat(201) }), 400);
      expect(long.body.errors.name).toEqual(['Höchstens 200 Zeichen.']);
      const empty = await expectNothingStored(t, () => call(as('ldwu-admin'), 'PATCH', `/farms/${own}/`, {}), 400);
      expect(JSON.stringify(empty.body.errors)).toContain('Die Anfrage enthält keine Änderung.');
      const typed = await expectNothingStored(t, () => call(as('ldwu-admin'), 'PATCH', `/farms/${own}/`, { name: 5 }), 400);
      expect(typed.body.errors.name).toEqual(['Erwartet wird ein Text.']);
    });

    it('works through /graphql (updateFarm), and a refusal arrives as FORBIDDEN', async () => {
      const mutation = 'mutation($id: Int!, $input: FarmUpdate_Input) { updateFarm(id: $id, input: $input) { id name } }';
      const ok = await gql(as('ldwu-admin'), mutation, { id: own, input: { name: 'Per GraphQL' } });
      expect(ok.data?.updateFarm).toEqual({ id: own, name: 'Per GraphQL' });
      const refused = await gql(as('mitarbeiter'), mutation, { id: own, input: { name: 'Nein' } });
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
      expect((await nameOf(own))!.name).toBe('Per GraphQL');
    });
  });

  describe('activity (PATCH is_active)', () => {
    it('the association admin of the farm\'s association deactivates and activates it, audited', async () => {
      const off = await call(as('lkv-admin'), 'PATCH', `/farms/${own}/`, { is_active: false });
      expect(off.status).toBe(200);
      expect(off.body.is_active).toBe(false);
      expect((await nameOf(own))!.is_active).toBe(false);
      expect((await call(as('lkv-admin'), 'PATCH', `/farms/${own}/`, { is_active: true })).body.is_active).toBe(true);
      const events = (await auditOf(t, 'farm.updated', own)).filter((e) => 'is_active' in e.changes);
      expect(events.map((e) => e.changes.is_active)).toEqual([
        { from: true, to: false },
        { from: false, to: true },
      ]);
      expect(events.every((e) => e.actor_id === as('lkv-admin').id)).toBe(true);
    });

    it('farm admins, association members and staff get 403 with the reason; nothing changes', async () => {
      for (const [who, farm] of [
        ['ldwu-admin', own],
        ['lkv-mitarbeiter', memberInterim],
        ['mitarbeiter', own],
      ] as const) {
        const res = await expectNothingStored(t, () => call(as(who), 'PATCH', `/farms/${farm}/`, { is_active: false }), 403);
        expect(res.body.detail).toBe(FARM_MESSAGES.toggle);
      }
    });

    it('a rename together with a forbidden toggle is refused as a whole', async () => {
      await expectNothingStored(t, () => call(as('ldwu-admin'), 'PATCH', `/farms/${own}/`, { name: 'Nur halb', is_active: false }), 403);
    });

    it('the superuser may toggle any farm', async () => {
      expect((await call(as('superuser'), 'PATCH', `/farms/${foreign}/`, { is_active: false })).body.is_active).toBe(false);
      expect((await call(as('superuser'), 'PATCH', `/farms/${foreign}/`, { is_active: true })).body.is_active).toBe(true);
    });
  });

  describe('master data (superusers)', () => {
    let created: number;

    it('POST creates a farm with defaults; the audit event lists the fields', async () => {
      const res = await call(as('superuser'), 'POST', '/farms/', { number: '276000000001', name: 'Neues LDWU', invoicing_association: 1 });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ number: '276000000001', name: 'Neues LDWU', invoicing_association: 1, is_active: true, cow_count: 0, locations: [], sites: [] });
      created = res.body.id;
      const [event] = await auditOf(t, 'farm.created', created);
      expect(event).toMatchObject({ actor_id: as('superuser').id, changes: { number: '276000000001', name: 'Neues LDWU', invoicing_association: 1 } });
      expect((await call(as('superuser'), 'GET', `/farms/${created}/`)).status).toBe(200);
    });

    it('POST refuses a taken number, an unknown association and missing fields, per field', async () => {
      const taken = await expectNothingStored(t, () => call(as('superuser'), 'POST', '/farms/', { number: '276000000001', name: 'Doppelt' }), 400);
      expect(taken.body.errors).toEqual({ number: [FARM_MESSAGES.numberTaken] });
      const unknown = await expectNothingStored(t, () => call(as('superuser'), 'POST', '/farms/', { number: '276000000002', name: 'X', invoicing_association: 999_999 }), 400);
      expect(unknown.body.errors).toEqual({ invoicing_association: [FARM_MESSAGES.unknownAssociation] });
      const missing = await expectNothingStored(t, () => call(as('superuser'), 'POST', '/farms/', { cow_count: -1 }), 400);
      expect(missing.body.errors).toEqual({ number: [FARM_MESSAGES.number], name: [FARM_MESSAGES.name], cow_count: ['Erwartet wird eine ganze Zahl ab 0.'] });
    });

    it('nobody else creates farms (403), not even the association admin', async () => {
      for (const who of ['lkv-admin', 'lkv-mitarbeiter', 'ldwu-admin', 'mitarbeiter']) {
        const res = await expectNothingStored(t, () => call(as(who), 'POST', '/farms/', { number: `27699${who.length}`, name: 'Nein' }), 403);
        expect(res.body.detail).toBe(FARM_MESSAGES.create);
      }
    });

    it('number, association and cows only by the superuser; PUT is checked on what changes', async () => {
      const res = await expectNothingStored(t, () => call(as('lkv-admin'), 'PATCH', `/farms/${own}/`, { cow_count: 12 }), 403);
      expect(res.body.detail).toBe(FARM_MESSAGES.masterData);
      const farm = (await call(as('ldwu-admin'), 'GET', `/farms/${own}/`)).body;
      const full = { number: farm.number, name: farm.name, invoicing_association: farm.invoicing_association, is_active: farm.is_active, cow_count: farm.cow_count };
      // The farm admin may PUT the farm as it is with a new name…
      expect((await call(as('ldwu-admin'), 'PUT', `/farms/${own}/`, { ...full, name: 'Per PUT' })).body.name).toBe('Per PUT');
      // …but not with another number, and a PUT needs every field.
      await expectNothingStored(t, () => call(as('ldwu-admin'), 'PUT', `/farms/${own}/`, { ...full, number: '1' }), 403);
      const partial = await expectNothingStored(t, () => call(as('superuser'), 'PUT', `/farms/${own}/`, { name: 'Nur Name' }), 400);
      expect(Object.keys(partial.body.errors).sort()).toEqual(['cow_count', 'invoicing_association', 'is_active', 'number']);
      const su = await call(as('superuser'), 'PUT', `/farms/${created}/`, { number: '276000000009', name: 'Ersetzt', invoicing_association: null, is_active: false, cow_count: 40 });
      expect(su.body).toMatchObject({ number: '276000000009', name: 'Ersetzt', invoicing_association: null, is_active: false, cow_count: 40 });
      const taken = await expectNothingStored(t, () => call(as('superuser'), 'PATCH', `/farms/${created}/`, { number: farm.number }), 400);
      expect(taken.body.errors).toEqual({ number: [FARM_MESSAGES.numberTaken] });
    });

    it('DELETE refuses a farm with sites, and others than the superuser', async () => {
      const res = await expectNothingStored(t, () => call(as('superuser'), 'DELETE', `/farms/${own}/`), 400);
      expect(res.body.detail).toBe(FARM_MESSAGES.hasSites);
      await expectNothingStored(t, () => call(as('lkv-admin'), 'DELETE', `/farms/${created}/`), 404);
      await expectNothingStored(t, () => call(as('ldwu-admin'), 'DELETE', `/farms/${own}/`), 403);
    });

    it('DELETE refuses while an evaluation is bound to the farm', async () => {
      const [evaluation] = await t.database.db.insert(evaluations).values({ name: 'Bindet', entityType: 'farm', entityId: created }).returning();
      const res = await expectNothingStored(t, () => call(as('superuser'), 'DELETE', `/farms/${created}/`), 400);
      expect(res.body.detail).toBe('Das LDWU oder einer seiner Betriebe wird noch in 1 Auswertung oder Vergleichsgruppe verwendet und kann nicht gelöscht werden.');
      await t.database.db.delete(evaluations).where(sql`id = ${evaluation!.id}`);
    });

    it('DELETE removes a farm without sites with its locations and control fields, audited', async () => {
      const location = (await call(as('superuser'), 'POST', '/locations/', { name: 'Leerer Betrieb', farm: created })).body.id as number;
      const field = (await rows<{ name: string }>(t.database.db, sql`select pythonic_name as name from report_fields limit 1`))[0]!.name;
      await t.database.db.insert(alerts).values([
        { entityType: 'farm', entityId: created, field, operator: 'lt', upperBound: 1 },
        { entityType: 'location', entityId: location, field, operator: 'lt', upperBound: 1 },
      ]);
      const res = await call(as('superuser'), 'DELETE', `/farms/${created}/`);
      expect(res).toEqual({ status: 200, body: { id: created } });
      expect(await scalar(t, sql`select count(*) as v from farms where id = ${created}`)).toBe(0);
      expect(await scalar(t, sql`select count(*) as v from locations where id = ${location}`)).toBe(0);
      expect(await scalar(t, sql`select count(*) as v from alerts where (entity_type = 'farm' and entity_id = ${created}) or (entity_type = 'location' and entity_id = ${location})`)).toBe(0);
      const [event] = await auditOf(t, 'farm.deleted', created);
      expect(event).toMatchObject({ actor_id: as('superuser').id, changes: { number: '276000000009', name: 'Ersetzt', locations: [location] } });
      expect((await call(as('superuser'), 'GET', `/farms/${created}/`)).status).toBe(404);
    });
  });
});
