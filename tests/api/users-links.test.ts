// A user's links, one at a time (product rules ‹User save›, ‹Roles and permissions›, ‹REST calls›): association links with allowed and
// interim admin farms, location links with the staff permissions (PATCH only the changed flags),
// farm-admin links; who may hand out what, and that nobody changes their own links.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { newUser, usersApi } from '../support/users-api.ts';

describe.each(dbKinds())('user links on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof usersApi>;
  let member: number;
  let staff: number;
  let farmAdmin: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = usersApi(t);
    member = (await api.post('lkv-admin', '/users/', newUser('vm@neu.example', { account_type: 'association_member', associations: [{ association: 1, allowed_farms: [1] }] }))).body.id;
    staff = (await api.post('ldwu-admin', '/users/', newUser('bm@neu.example', { account_type: 'farm_staff', locations: [{ location: 1 }] }))).body.id;
    farmAdmin = (await api.post('lkv-admin', '/users/', newUser('la@neu.example', { account_type: 'farm_admin', farm_admin_of: [2] }))).body.id;
  });
  afterAll(() => t?.close());

  describe('association links', () => {
    it('changes allowed and interim admin farms, keeping interim ⊆ allowed', async () => {
      const url = `/users/${member}/associations/1/`;
      const res = await api.patch('lkv-admin', url, { allowed_farms: [2, 1, 2], interim_admin_farms: [2] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({ association: 1, allowed_farms: [1, 2], interim_admin_farms: [2], is_admin: false });
      // Dropping a farm from the allowed ones drops its admin rights with it.
      expect((await api.patch('lkv-admin', url, { allowed_farms: [1] })).body).toEqual({ association: 1, allowed_farms: [1], interim_admin_farms: [], is_admin: false });
      const bad = await api.patch('lkv-admin', url, { interim_admin_farms: [2] });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.interim_admin_farms).toEqual(['Adminrechte können nur für freigegebene LDWUs vergeben werden.']);
      const notAdmin = await api.patch('lkv-admin', url, { is_admin: true });
      expect(notAdmin.status).toBe(400);
      expect(notAdmin.body.errors.is_admin).toBeDefined();
      expect((await api.get('lkv-admin', `/users/${member}/`)).body.farms).toEqual([1]);
      const events = await api.auditOf('user_association', `${member}:1`);
      expect(events.map((e) => e.action)).toEqual(['user_association.updated', 'user_association.updated']);
      expect(events[0]!.changes).toEqual({ allowed_farms: [1, 2], interim_admin_farms: [2] });
    });

    it('adds and removes only associations the caller administers; refuses duplicates and farm users', async () => {
      expect((await api.post('lkv-admin', `/users/${member}/associations/`, { association: 2 })).status).toBe(403);
      const dup = await api.post('lkv-admin', `/users/${member}/associations/`, { association: 1 });
      expect(dup.status).toBe(400);
      expect(dup.body.errors.association).toEqual(['Der Benutzer ist diesem Verband bereits zugeordnet.']);
      const farmUser = await api.post('lkv-admin', `/users/${staff}/associations/`, { association: 1 });
      expect(farmUser.status).toBe(400);
      expect(farmUser.body.errors.association).toEqual(['Nur Verbandsbenutzer können einem Verband zugeordnet werden.']);
      // The superuser may link the member to another association too; then lkv-admin sees only their own link.
      const added = await api.post('superuser', `/users/${member}/associations/`, { association: 2 });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      expect((await api.get('lkv-admin', `/users/${member}/associations/`)).body.map((a: { association: number }) => a.association)).toEqual([1]);
      expect((await api.del('lkv-admin', `/users/${member}/associations/2/`)).status).toBe(404);
      const deleted = await api.del('superuser', `/users/${member}/associations/2/`);
      expect(deleted.status).toBe(204);
      expect(deleted.body).toBe('');
      expect((await api.get('superuser', `/users/${member}/associations/`)).body.map((a: { association: number }) => a.association)).toEqual([1]);
    });

    it('nobody but a superuser changes their own association links', async () => {
      const me = await api.userId('lkv-admin');
      const res = await api.patch('lkv-admin', `/users/${me}/associations/1/`, { allowed_farms: [1] });
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe('Ihre eigenen Zuordnungen können Sie nicht ändern.');
      expect((await api.del('lkv-admin', `/users/${me}/associations/1/`)).status).toBe(403);
      expect((await api.post('lkv-mitarbeiter', `/users/${await api.userId('lkv-mitarbeiter')}/associations/`, { association: 2 })).status).toBe(403);
      expect((await api.get('lkv-admin', `/users/${me}/associations/1/`)).body.is_admin).toBe(true);
    });
  });

  describe('location links (farm staff)', () => {
    it('adds a location of the own farm, patches only the changed flags, removes it', async () => {
      const added = await api.post('ldwu-admin', `/users/${staff}/locations/`, { location: 2, allow_management: true });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      expect(added.body).toEqual({ location: 2, allow_management: true, allow_alerts: false, allow_evaluation_creation: false });
      const patched = await api.patch('ldwu-admin', `/users/${staff}/locations/2/`, { allow_alerts: true });
      expect(patched.body).toEqual({ location: 2, allow_management: true, allow_alerts: true, allow_evaluation_creation: false });
      expect((await api.patch('ldwu-admin', `/users/${staff}/locations/2/`, {})).status).toBe(400);
      // The staff permission is true only where every link allows it (location 1 allows nothing).
      const session = await api.headersOf('bm@neu.example');
      const current = (await t.app.inject({ method: 'GET', url: '/api/v1/users/current-user/', headers: session })).json();
      expect(current.permissions.allow_alerts).toBe(false);
      expect((await api.del('ldwu-admin', `/users/${staff}/locations/2/`)).status).toBe(204);
      expect((await api.get('ldwu-admin', `/users/${staff}/locations/`)).body.map((l: { location: number }) => l.location)).toEqual([1]);
      expect((await api.auditOf('user_location', `${staff}:2`)).map((e) => e.action)).toEqual(['user_location.created', 'user_location.updated', 'user_location.deleted']);
    });

    it('a farm admin assigns only their own farms\' locations, and only to farm staff', async () => {
      // Location 3 belongs to farm 2 (ldwu-admin-multi): unknown to ldwu-admin.
      const foreign = await api.post('ldwu-admin', `/users/${staff}/locations/`, { location: 3 });
      expect(foreign.status).toBe(400);
      expect(foreign.body.errors.location).toEqual(['Diesen Betrieb gibt es nicht.']);
      // lkv-mitarbeiter sees farm 1 but may not edit users at all.
      expect((await api.post('lkv-mitarbeiter', `/users/${staff}/locations/`, { location: 2 })).status).toBe(403);
      const notStaff = await api.post('lkv-admin', `/users/${farmAdmin}/locations/`, { location: 3 });
      expect(notStaff.status).toBe(400);
      // The association admin may hand out any location of the association's farms.
      expect((await api.post('lkv-admin', `/users/${staff}/locations/`, { location: 3 })).status).toBe(201);
      // ldwu-admin may not touch the link on someone else's farm…
      expect((await api.patch('ldwu-admin', `/users/${staff}/locations/3/`, { allow_alerts: true })).status).toBe(404);
      // …and farm staff never edit their own links.
      expect((await api.del('bm@neu.example', `/users/${staff}/locations/1/`)).status).toBe(403);
      expect((await api.del('mitarbeiter', `/users/${await api.userId('mitarbeiter')}/locations/1/`)).status).toBe(403);
    });
  });

  describe('farm-admin links', () => {
    it('adds and removes farms the caller administers', async () => {
      const added = await api.post('lkv-admin', `/users/${farmAdmin}/farm_admin/`, { farm: 3 });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      expect(added.body).toEqual({ user: farmAdmin, farm: 3, farm_admin_of: [2, 3] });
      expect((await api.post('lkv-admin', `/users/${farmAdmin}/farm_admin/`, { farm: 3 })).status).toBe(400);
      // Farm 6 has no invoicing association: outside lkv-admin's scope.
      expect((await api.post('lkv-admin', `/users/${farmAdmin}/farm_admin/`, { farm: 6 })).status).toBe(400);
      expect((await api.del('lkv-admin', `/users/${farmAdmin}/farm_admin/?farm=2`)).status).toBe(204);
      expect((await api.get('lkv-admin', `/users/${farmAdmin}/`)).body.farms).toEqual([3]);
      expect((await api.del('lkv-admin', `/users/${farmAdmin}/farm_admin/?farm=2`)).status).toBe(404);
      expect((await api.del('lkv-admin', `/users/${farmAdmin}/farm_admin/?farm=abc`)).status).toBe(400);
      expect((await api.auditOf('farm_admin', `${farmAdmin}:3`)).map((e) => e.action)).toEqual(['farm_admin.created']);
    });

    it('farm admins neither add other farm admins nor farms to themselves; staff are no farm admins', async () => {
      expect((await api.post('ldwu-admin-multi', `/users/${farmAdmin}/farm_admin/`, { farm: 2 })).status).toBe(403);
      expect((await api.post('ldwu-admin', `/users/${await api.userId('ldwu-admin')}/farm_admin/`, { farm: 1 })).status).toBe(403);
      const staffAsAdmin = await api.post('lkv-admin', `/users/${staff}/farm_admin/`, { farm: 1 });
      expect(staffAsAdmin.status).toBe(400);
      expect(staffAsAdmin.body.errors.farm).toEqual(['Nur LDWU-Administratoren können ein LDWU verwalten.']);
    });
  });
});
