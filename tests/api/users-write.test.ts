// Creating and editing users (product rules ‹User form›, ‹User save›, ‹Validation rules›, ‹Roles and permissions›, ‹Error catalogue›): the
// create-roles table per demo account, canEditUser on the server, no self-escalation, the field
// errors the user form maps to its dialogs, audit events, nothing stored on rejection.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, login, type TestApp } from '../support/app.ts';
import { GOOD_PASSWORD, newUser, usersApi } from '../support/users-api.ts';

/** A valid assignment per role, as each creating demo account may hand it out (see the seeded links). */
const ASSIGNMENT = {
  association_admin: { associations: [{ association: 1, is_admin: true }] },
  association_member: { associations: [{ association: 1, allowed_farms: [1, 2], interim_admin_farms: [2] }] },
  farm_admin: { farm_admin_of: [1] },
  farm_staff: { locations: [{ location: 1, allow_alerts: true }] },
} as const;
type Role = keyof typeof ASSIGNMENT;
const ROLES = Object.keys(ASSIGNMENT) as Role[];

describe.each(dbKinds())('user writes on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof usersApi>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = usersApi(t);
  });
  afterAll(() => t?.close());
  /** The stored links of a user, per table. */
  const linkCounts = async (id: number) => ({
    farm_admins: await api.count(`farm_admins where user_id = ${id}`),
    associations: await api.count(`user_associations where user_id = ${id}`),
    association_farms: await api.count(`user_association_farms where user_id = ${id}`),
    locations: await api.count(`user_locations where user_id = ${id}`),
  });

  describe('create roles (product rules ‹Roles and permissions›)', () => {
    const table: [string, Role[]][] = [
      ['superuser', ['association_admin', 'association_member', 'farm_admin', 'farm_staff']],
      ['lkv-admin', ['association_member', 'farm_admin', 'farm_staff']],
      ['lkv-mitarbeiter', []],
      ['ldwu-admin', ['farm_staff']],
      ['mitarbeiter', []],
    ];
    it.each(table)('%s creates exactly %j', async (caller, allowed) => {
      for (const role of ROLES) {
        const email = `${caller}-${role}@neu.example`.replace(/_/g, '-');
        const res = await api.post(caller, '/users/', newUser(email, { account_type: role, ...ASSIGNMENT[role] }));
        if (allowed.includes(role)) {
          expect(res.status, `${caller} → ${role}: ${JSON.stringify(res.body)}`).toBe(201);
          expect(res.body).toMatchObject({ email, account_type: role, is_active: true, is_superuser: false, email_verified: false, first_name: 'Jörg' });
          expect(res.body.display_name).toBe('Herr Jörg Weiß');
          // The new user can log in, and the creator sees them in the list.
          expect((await t.app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username: email, password: GOOD_PASSWORD } })).statusCode).toBe(200);
          const listed = await api.get(caller, `/users/?search=${encodeURIComponent(email)}`);
          expect(listed.body.results.map((u: { id: number }) => u.id)).toContain(res.body.id);
        } else {
          expect(res.status, `${caller} → ${role}`).toBe(403);
          expect(res.body.code).toBe('permission_denied');
          expect(await api.count(`users where email = '${email}'`)).toBe(0);
        }
      }
    });
  });

  it('creates with the links of the assignment and one audit event without the password', async () => {
    const res = await api.post('lkv-admin', '/users/', newUser('verband.neu@neu.example', { account_type: 'association_member', ...ASSIGNMENT.association_member }));
    expect(res.status).toBe(201);
    expect(res.body.farms).toEqual([1, 2]);
    expect(res.body.interim_admin_farms).toEqual([2]);
    const links = await api.get('lkv-admin', `/users/${res.body.id}/associations/`);
    expect(links.body).toEqual([{ association: 1, allowed_farms: [1, 2], interim_admin_farms: [2], is_admin: false }]);
    const events = await api.auditOf('user', res.body.id);
    expect(events.map((e) => e.action)).toEqual(['user.created']);
    expect(events[0]!.actor_id).toBe(await api.userId('lkv-admin'));
    expect(events[0]!.changes).toMatchObject({ email: 'verband.neu@neu.example', account_type: 'association_member', password: '***' });
    expect(JSON.stringify(events[0]!.changes)).not.toContain(GOOD_PASSWORD);
    expect(JSON.stringify(events[0]!.changes)).not.toContain('$argon');
  });

  it('refuses hand-outs beyond the caller: other farms, foreign associations, a role that does not fit', async () => {
    // A farm admin assigns only their own farm's locations (location 3 belongs to farm 2).
    const foreignLocation = await api.post('ldwu-admin', '/users/', newUser('x1@neu.example', { account_type: 'farm_staff', locations: [{ location: 3 }] }));
    expect(foreignLocation.status).toBe(400);
    expect(foreignLocation.body.errors.location).toEqual(['Diesen Betrieb gibt es nicht.']);
    // An association admin hands out only associations they administer.
    const foreignAssociation = await api.post('lkv-admin', '/users/', newUser('x2@neu.example', { account_type: 'association_member', associations: [{ association: 2 }] }));
    expect(foreignAssociation.status).toBe(403);
    expect(foreignAssociation.body.detail).toBe('Diesen Verband dürfen Sie nicht zuweisen.');
    // Farms outside the association are not allowed farms of it (farm 6 has no invoicing association).
    const foreignFarm = await api.post('lkv-admin', '/users/', newUser('x3@neu.example', { account_type: 'association_member', associations: [{ association: 1, allowed_farms: [6] }] }));
    expect(foreignFarm.status).toBe(400);
    expect(foreignFarm.body.errors.allowed_farms[0]).toMatch(/gehören nicht zum Verband: 6/);
    const interim = await api.post('lkv-admin', '/users/', newUser('x4@neu.example', { account_type: 'association_member', associations: [{ association: 1, allowed_farms: [1], interim_admin_farms: [2] }] }));
    expect(interim.status).toBe(400);
    expect(interim.body.errors.interim_admin_farms).toEqual(['Adminrechte können nur für freigegebene LDWUs vergeben werden.']);
    const unassigned = await api.post('ldwu-admin', '/users/', newUser('x5@neu.example', { account_type: 'farm_staff' }));
    expect(unassigned.status).toBe(400);
    expect(unassigned.body.errors.locations).toEqual(['Bitte weisen Sie dem Nutzer einen Verband / ein LDWU / einen Betrieb / eine Organisation zu.']);
    const misplaced = await api.post('lkv-admin', '/users/', newUser('x6@neu.example', { account_type: 'farm_staff', farm_admin_of: [1], locations: [{ location: 1 }] }));
    expect(misplaced.status).toBe(400);
    expect(Object.keys(misplaced.body.errors)).toEqual(['farm_admin_of']);
    expect(await api.count(`users where email like 'x_@neu.example'`)).toBe(0);
  });

  it('answers taken username, e-mail in use and a weak password with the codes of the save dialogs, storing nothing', async () => {
    const before = await api.count('users');
    const auditBefore = await api.count('audit_events');
    const res = await api.post('ldwu-admin', '/users/', {
      ...newUser('MITARBEITER@herdenblick.example', { account_type: 'farm_staff', ...ASSIGNMENT.farm_staff }),
      username: 'Mitarbeiter',
      password: '12345',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid');
    expect(res.body.errors.username).toEqual(['Der Benutzername ist bereits vergeben.']);
    expect(res.body.field_codes.username).toEqual(['taken']);
    expect(res.body.errors.email).toEqual(['Die E-Mail-Adresse ist bereits einem anderen Benutzer zugeordnet.']);
    expect(res.body.field_codes.email).toEqual(['already_associated']);
    expect(res.body.errors.password).toEqual(['Das Passwort muss mindestens 8 Zeichen lang sein.', 'Das Passwort darf nicht nur aus Ziffern bestehen.']);
    expect(await api.count('users')).toBe(before);
    expect(await api.count('audit_events')).toBe(auditBefore);

    const invalid = await api.post('ldwu-admin', '/users/', { ...newUser('keine-adresse', { account_type: 'farm_staff', ...ASSIGNMENT.farm_staff }), username: 'mit leerzeichen' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.email).toEqual(['Geben Sie eine gültige E-Mail-Adresse ein.']);
    expect(invalid.body.errors.username).toEqual(['Der Benutzername darf nur Buchstaben, Ziffern und @ . + - _ enthalten.']);
    const empty = await api.post('ldwu-admin', '/users/', { account_type: 'farm_staff' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.email).toEqual(['Geben Sie eine gültige E-Mail-Adresse ein.']);
    expect(empty.body.errors.password).toEqual(['Geben Sie ein Passwort ein.']);
  });

  it('carries the field codes through /graphql', async () => {
    const { headers } = await login(t.app, 'ldwu-admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: {
        query: 'mutation($input: UserCreateInput_Input) { createUser(input: $input) { id } }',
        variables: { input: { ...newUser('mitarbeiter@herdenblick.example', { account_type: 'farm_staff', ...ASSIGNMENT.farm_staff }), username: 'neuer-name' } },
      },
    });
    const error = res.json().errors[0];
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400, fieldCodes: { email: ['already_associated'] } });
    expect(error.extensions.errors.email).toEqual(['Die E-Mail-Adresse ist bereits einem anderen Benutzer zugeordnet.']);
  });

  it('never takes is_superuser, not even from a superuser', async () => {
    const me = await api.userId('lkv-admin');
    const raise = await api.patch('lkv-admin', `/users/${me}/`, { is_superuser: true });
    expect(raise.status).toBe(400);
    expect(raise.body.errors.non_field_errors[0]).toContain('is_superuser');
    const create = await api.post('superuser', '/users/', newUser('su@neu.example', { account_type: 'farm_staff', is_superuser: true }));
    expect(create.status).toBe(400);
    expect((await api.userRow(me))!.is_superuser).toBe(false);
  });

  describe('editing (canEditUser on the server)', () => {
    // Target: a user each caller sees, by account type.
    const cases: [string, string, number | 'ok'][] = [
      ['lkv-admin', 'mitarbeiter', 'ok'],
      ['lkv-admin', 'ldwu-admin', 'ok'],
      ['lkv-admin', 'lkv-mitarbeiter', 'ok'],
      ['lkv-admin', 'superuser', 404],
      ['ldwu-admin', 'mitarbeiter', 'ok'],
      ['lkv-mitarbeiter', 'ldwu-admin', 403],
      ['ldwu-admin-multi', 'mitarbeiter', 404],
      ['mitarbeiter', 'ldwu-admin', 403],
      ['superuser', 'lkv-admin', 'ok'],
    ];
    it.each(cases)('%s edits %s: %s', async (caller, target, expected) => {
      const id = await api.userId(target);
      const res = await api.patch(caller, `/users/${id}/`, { last_name: `Geändert von ${caller}` });
      if (expected === 'ok') {
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.last_name).toBe(`Geändert von ${caller}`);
      } else {
        expect(res.status).toBe(expected);
        expect((await api.userRow(id))!.last_name).not.toBe(`Geändert von ${caller}`);
      }
    });

    it('an association admin does not edit another association admin', async () => {
      const other = (await api.post('superuser', '/users/', newUser('zweiter.admin@neu.example', { account_type: 'association_admin', associations: [{ association: 1, is_admin: true }] }))).body;
      const res = await api.patch('lkv-admin', `/users/${other.id}/`, { first_name: 'Nein' });
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe('Sie dürfen diesen Benutzer nicht bearbeiten.');
    });
  });

  describe('self-editing', () => {
    it('changes own names and password but neither own activity nor own role', async () => {
      const me = await api.userId('mitarbeiter');
      const ok = await api.patch('mitarbeiter', `/users/${me}/`, { first_name: 'Lukas Maria', prefix: '' });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ first_name: 'Lukas Maria', prefix: null });
      expect((await api.patch('mitarbeiter', `/users/${me}/`, { is_active: false })).status).toBe(403);
      const role = await api.patch('mitarbeiter', `/users/${me}/`, { account_type: 'farm_admin' });
      expect(role.status).toBe(403);
      expect(role.body.detail).toBe('Sie können Ihre eigene Rolle nicht ändern.');
      expect((await api.patch('lkv-mitarbeiter', `/users/${await api.userId('lkv-mitarbeiter')}/`, { account_type: 'association_admin' })).status).toBe(403);
      expect((await api.patch('ldwu-admin', `/users/${await api.userId('ldwu-admin')}/`, { account_type: 'association_admin' })).status).toBe(403);
      // Farm staff and association members keep their username (the form disables it).
      expect((await api.patch('mitarbeiter', `/users/${me}/`, { username: 'lukas' })).status).toBe(403);
      expect((await api.userRow(me))!).toMatchObject({ account_type: 'farm_staff', is_active: true, username: 'mitarbeiter' });
      // An unchanged value is no change: sending the own role or activity as stored is fine.
      expect((await api.patch('mitarbeiter', `/users/${me}/`, { account_type: 'farm_staff', is_active: true })).status).toBe(200);
    });

    it('respects the restriction flag', async () => {
      const id = (await api.post('ldwu-admin', '/users/', newUser('gesperrt@neu.example', { account_type: 'farm_staff', username: 'gesperrt', ...ASSIGNMENT.farm_staff }))).body.id;
      await api.sql(sql`update users set self_edit_locked = true where id = ${id}`);
      const res = await api.patch('gesperrt', `/users/${id}/`, { first_name: 'Selbst' });
      expect(res.status).toBe(403);
      // Their admin still may.
      expect((await api.patch('ldwu-admin', `/users/${id}/`, { first_name: 'Vom Admin' })).status).toBe(200);
    });

    it('a new e-mail address is unverified again; the password policy applies to changes', async () => {
      const me = await api.userId('ldwu-admin-multi');
      expect((await api.userRow(me))!.email_verified).toBe(true);
      const same = await api.patch('ldwu-admin-multi', `/users/${me}/`, { email: 'ldwu-admin-multi@herdenblick.example' });
      expect(same.body.email_verified).toBe(true);
      const res = await api.patch('ldwu-admin-multi', `/users/${me}/`, { email: 'katharina.huber@neu.example' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ email: 'katharina.huber@neu.example', email_verified: false });
      const weak = await api.patch('ldwu-admin-multi', `/users/${me}/`, { password: 'katharina.huber' });
      expect(weak.status).toBe(400);
      expect(weak.body.errors.password).toEqual(['Das Passwort darf nicht dem Benutzernamen oder der E-Mail-Adresse entsprechen.']);
      expect(weak.body.field_codes.password).toEqual(['password_policy']);
      const empty = await api.patch('ldwu-admin-multi', `/users/${me}/`, { password: '' });
      expect(empty.body.errors.password).toEqual(['Geben Sie ein Passwort ein.']);
      const events = await api.auditOf('user', me);
      expect(events.at(-1)).toMatchObject({ action: 'user.updated', changes: { email: 'katharina.huber@neu.example', email_verified: false } });
    });
  });

  it('deactivating a user ends their sessions and logins', async () => {
    const id = (await api.post('ldwu-admin', '/users/', newUser('kurzzeit@neu.example', { account_type: 'farm_staff', username: 'kurzzeit', ...ASSIGNMENT.farm_staff }))).body.id;
    const session = await login(t.app, 'kurzzeit', GOOD_PASSWORD);
    const res = await api.patch('ldwu-admin', `/users/${id}/`, { is_active: false });
    expect(res.status).toBe(200);
    expect(res.body.is_active).toBe(false);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/refresh/', payload: { refresh: session.refresh } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/current-user/', headers: session.headers })).statusCode).toBe(401);
    expect((await api.auditOf('user', id)).at(-1)).toMatchObject({ action: 'user.updated', changes: { is_active: false } });
  });

  it('sets the favourite evaluation only to one the user sees and that has an entity type', async () => {
    const me = await api.userId('ldwu-admin');
    expect((await api.patch('ldwu-admin', `/users/${me}/`, { default_evaluation: 1 })).body.default_evaluation).toBe(1);
    const [hidden] = await api.sql(sql`insert into evaluations (name, user_id, visibility, entity_type, entity_id) values ('Privat', ${await api.userId('lkv-admin')}, 'self', 'association', 1) returning id`);
    const foreign = await api.patch('ldwu-admin', `/users/${me}/`, { default_evaluation: Number(hidden!.id) });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors.default_evaluation).toHaveLength(1);
    const universal = await api.patch('ldwu-admin', `/users/${me}/`, { default_evaluation: 3 });
    expect(universal.status).toBe(400);
    expect((await api.patch('ldwu-admin', `/users/${me}/`, { default_evaluation: null })).body.default_evaluation).toBeNull();
    // For another user the other user's view counts: lkv-admin's association evaluation is theirs to star.
    expect((await api.patch('superuser', `/users/${await api.userId('lkv-admin')}/`, { default_evaluation: 2 })).status).toBe(200);
  });

  describe('changing the account type (links that no longer fit the role)', () => {
    it('farm admin → farm staff drops the farm-admin link and takes the new location link in the same write', async () => {
      const id = (await api.post('lkv-admin', '/users/', newUser('rollenwechsel1@neu.example', { account_type: 'farm_admin', ...ASSIGNMENT.farm_admin }))).body.id;
      // Without the new role's assignment the user would fall out of every view: refused, nothing stored.
      const bare = await api.patch('lkv-admin', `/users/${id}/`, { account_type: 'farm_staff' });
      expect(bare.status).toBe(400);
      expect(bare.body.errors.locations).toEqual(['Bitte weisen Sie dem Nutzer einen Verband / ein LDWU / einen Betrieb / eine Organisation zu.']);
      expect(await linkCounts(id)).toMatchObject({ farm_admins: 1 });
      // Links of another kind than the new role's are refused too.
      const wrong = await api.patch('lkv-admin', `/users/${id}/`, { account_type: 'farm_staff', ...ASSIGNMENT.farm_staff, farm_admin_of: [1] });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors.farm_admin_of).toEqual(['Diese Zuordnung passt nicht zur Rolle des Benutzers.']);
      // Links without a role change belong to the link operations.
      expect((await api.patch('lkv-admin', `/users/${id}/`, { locations: [{ location: 1 }] })).status).toBe(400);
      expect((await api.userRow(id))!.account_type).toBe('farm_admin');

      const res = await api.patch('lkv-admin', `/users/${id}/`, { account_type: 'farm_staff', ...ASSIGNMENT.farm_staff });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ account_type: 'farm_staff', farms: [1] });
      expect(await linkCounts(id)).toEqual({ farm_admins: 0, associations: 0, association_farms: 0, locations: 1 });
      expect((await api.get('lkv-admin', `/users/${id}/locations/`)).body).toEqual([{ location: 1, allow_management: false, allow_alerts: true, allow_evaluation_creation: false }]);
      expect((await api.auditOf('user', id)).at(-1)).toMatchObject({
        action: 'user.updated',
        changes: { account_type: 'farm_staff', dropped_links: { farm_admin_of: [1], associations: [], locations: [], association_admin_revoked: [] } },
      });
      // A farm-admin link no longer fits the role.
      expect((await api.post('lkv-admin', `/users/${id}/farm_admin/`, { farm: 1 })).status).toBe(400);
    });

    it('association member → farm admin drops the association link with its farms; association admin → member loses the admin flag', async () => {
      const member = (await api.post('lkv-admin', '/users/', newUser('rollenwechsel2@neu.example', { account_type: 'association_member', ...ASSIGNMENT.association_member }))).body.id;
      expect(await linkCounts(member)).toMatchObject({ associations: 1, association_farms: 2 });
      const res = await api.patch('lkv-admin', `/users/${member}/`, { account_type: 'farm_admin', farm_admin_of: [2] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ account_type: 'farm_admin', farms: [2], interim_admin_farms: [] });
      expect(await linkCounts(member)).toEqual({ farm_admins: 1, associations: 0, association_farms: 0, locations: 0 });
      expect((await api.get('lkv-admin', `/users/${member}/associations/`)).body).toEqual([]);

      const admin = (await api.post('superuser', '/users/', newUser('rollenwechsel3@neu.example', { account_type: 'association_admin', ...ASSIGNMENT.association_admin }))).body.id;
      expect((await api.patch('superuser', `/users/${admin}/`, { account_type: 'association_member' })).status).toBe(200);
      expect((await api.get('superuser', `/users/${admin}/associations/`)).body).toEqual([{ association: 1, allowed_farms: [], interim_admin_farms: [], is_admin: false }]);
    });

    it("refuses with a German reason, changing nothing, when a dropped link lies outside the caller's rights", async () => {
      // Farm 6 is outside the LKV: its admin sees the user through farm 1 but may not take farm 6 away.
      const id = (await api.post('superuser', '/users/', newUser('rollenwechsel4@neu.example', { account_type: 'farm_admin', farm_admin_of: [1, 6] }))).body.id;
      const auditBefore = await api.count('audit_events');
      const res = await api.patch('lkv-admin', `/users/${id}/`, { account_type: 'farm_staff', last_name: 'Neu', ...ASSIGNMENT.farm_staff });
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe('Die Rolle kann nicht geändert werden: der Benutzer hat Zuordnungen, die Sie nicht entfernen dürfen.');
      expect(await api.userRow(id)).toMatchObject({ account_type: 'farm_admin', last_name: 'Weiß' });
      expect(await linkCounts(id)).toMatchObject({ farm_admins: 2, locations: 0 });
      expect(await api.count('audit_events')).toBe(auditBefore);
      // The superuser may.
      expect((await api.patch('superuser', `/users/${id}/`, { account_type: 'farm_staff' })).status).toBe(200);
      expect(await linkCounts(id)).toMatchObject({ farm_admins: 0 });
    });
  });

  it('answers an unknown or malformed id with 404/400 and a foreign one with 404', async () => {
    expect((await api.patch('lkv-admin', '/users/999999/', { first_name: 'x' })).status).toBe(404);
    expect((await api.patch('lkv-admin', '/users/01/', { first_name: 'x' })).status).toBe(400);
    expect((await api.patch('ldwu-admin', `/users/${await api.userId('neu-mitarbeiter')}/`, { first_name: 'x' })).status).toBe(404);
  });
});
