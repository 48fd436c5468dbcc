// Read side, part 2: users and their links, terms state, comparison groups, figure filters,
// evaluations, the catalogues (report fields, survey choices), public texts and the OpenAPI names.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/api/auth/passwords.ts';
import { comparisonGroups, evaluationComparisonGroups, evaluations, figureFilters, userLocations, users } from '../../src/api/db/schema.ts';
import { isEvaluationVisible } from '../../src/domain/evaluation-visibility.ts';
import { isSharedDefinitionVisible } from '../../src/domain/read-scope.ts';
import { createTestApp, dbKinds, login, type TestApp } from '../support/app.ts';
import { demoSessions, expectedFarmIds, expectedUserIds, getter, ids, rows, type Session } from '../support/read.ts';

// neu-admin (terms not accepted) and ohne-verband (no invoicing association) are refused these
// reads by the terms gate (tests/api/terms-enforcement.test.ts); their terms status is read below.
const ACCOUNTS = ['superuser', 'lkv-admin', 'lkv-mitarbeiter', 'ldwu-admin', 'ldwu-admin-multi', 'mitarbeiter'] as const;

describe.each(dbKinds())('read side: users and definitions on %s', (kind) => {
  let t: TestApp;
  let sessions: Map<string, Session>;
  let get: ReturnType<typeof getter>['get'];
  let all: ReturnType<typeof getter>['all'];
  const s = (name: string) => sessions.get(name)!;
  const db = () => t.database.db;
  const idOf = (name: string) => s(name).id;
  const terms = async (who: string, of = who) => get(s(who), `/users/${s(of).id}/terms_of_service/`);

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ get, all } = getter(t));
    sessions = await demoSessions(t);
    // A user without account type, linked as staff to ldwu-admin's first location.
    const [ghost] = await db()
      .insert(users)
      .values({ username: 'ohne-typ', passwordHash: await hashPassword('herdenblick') })
      .returning({ id: users.id });
    const [loc] = await rows<{ id: number }>(db(), sql`select min(id) as id from locations where farm_id = 1`);
    await db().insert(userLocations).values({ userId: ghost!.id, locationId: loc!.id });
    const ghostLogin = await login(t.app, 'ohne-typ');
    sessions.set('ohne-typ', { username: 'ohne-typ', id: ghost!.id, headers: ghostLogin.headers });
    // Definitions on every visibility and entity kind, owned by various users.
    const groups = await db()
      .insert(comparisonGroups)
      .values([
        { name: 'Multi: eigener Hof 2', userId: idOf('ldwu-admin-multi'), entityType: 'farm', entityId: 2 },
        { name: 'Multi: ohne Entität', userId: idOf('ldwu-admin-multi') },
        { name: 'Nord-Admin', userId: 11 },
        { name: 'Nord: Hof 19', userId: 11, entityType: 'farm', entityId: 19 },
        { name: 'System', userId: null },
        { name: 'System Hof 24', userId: null, entityType: 'site', entityId: 999_999 },
        { name: 'Mitarbeiter: Standort', userId: idOf('mitarbeiter'), entityType: 'location', entityId: loc!.id },
      ])
      .returning({ id: comparisonGroups.id });
    await db().insert(figureFilters).values([
      { name: 'Multi-Filter', userId: idOf('ldwu-admin-multi') },
      { name: 'Nord-Filter', userId: 11 },
      { name: 'System-Filter', userId: null },
    ]);
    const made = await db()
      .insert(evaluations)
      .values([
        { name: 'Multi farm 2', userId: idOf('ldwu-admin-multi'), entityType: 'farm', entityId: 2, visibility: 'farm' },
        { name: 'Multi universal farm', userId: idOf('ldwu-admin-multi'), visibility: 'farm' },
        { name: 'LKV self', userId: idOf('lkv-admin'), entityType: 'association', entityId: 1, visibility: 'self' },
        { name: 'Nord assoc via farm', userId: 25, entityType: 'farm', entityId: 19, visibility: 'association' },
        { name: 'Süd assoc via site', userId: 25, entityType: 'site', entityId: 1, visibility: 'association' },
        { name: 'Alle', userId: 25, visibility: 'all' },
        { name: 'Location farm', userId: 25, entityType: 'location', entityId: loc!.id, visibility: 'farm' },
      ])
      .returning({ id: evaluations.id });
    await db().insert(evaluationComparisonGroups).values([
      { evaluationId: made[0]!.id, comparisonGroupId: groups[1]!.id, position: 1 },
      { evaluationId: made[0]!.id, comparisonGroupId: groups[0]!.id, position: 0 },
    ]);
  });
  afterAll(() => t?.close());

  it.each([...ACCOUNTS, 'ohne-typ'])('%s sees exactly the users the visibility rule names', async (name) => {
    const me = s(name);
    const farmIds = await expectedFarmIds(db(), me.id);
    const want = await expectedUserIds(db(), me.id, farmIds);
    const list = await all(me, '/users/');
    expect(ids(list)).toEqual(want);
    expect(list.some((u) => u.id === me.id)).toBe(true);
    for (const user of list) {
      if (name !== 'superuser') expect(user.farms.every((f: number) => farmIds.includes(f)), `${name} → ${user.username}`).toBe(true);
      if (user.account_type === null) expect(user.id).toBe(me.id);
    }
    // Retrieve agrees with the list; an invisible user is 404.
    const first = list.find((u) => u.id !== me.id) ?? list[0];
    expect((await get(me, `/users/${first.id}/`)).body).toEqual(first);
    const [hidden] = await rows<{ id: number }>(db(), sql`select id from users where not (id = any(${sql.raw(`ARRAY[${want.join(',')}]::int[]`)})) order by id limit 1`);
    if (hidden) {
      expect((await get(me, `/users/${hidden.id}/`)).status).toBe(404);
      expect((await get(me, `/users/${hidden.id}/associations/`)).status).toBe(404);
      expect((await get(me, `/users/${hidden.id}/locations/`)).status).toBe(404);
      expect((await get(me, `/users/${hidden.id}/terms_of_service/`)).status).toBe(404);
    }
  });

  it('pins the role rules on the demo accounts', async () => {
    const names = async (who: string) => (await all(s(who), '/users/')).map((u) => u.username).sort();
    expect(await names('mitarbeiter')).toEqual(['ldwu-admin', 'mitarbeiter']);
    expect(await names('ldwu-admin')).toEqual(['ldwu-admin', 'mitarbeiter']);
    expect(await names('ohne-typ')).toEqual(['ldwu-admin', 'mitarbeiter', 'ohne-typ']);
    const lkvAdmin = await names('lkv-admin');
    expect(lkvAdmin).toContain('lkv-mitarbeiter');
    expect(lkvAdmin).not.toContain('superuser');
    expect(lkvAdmin).not.toContain('va_102_1');
    expect(lkvAdmin).not.toContain('ohne-typ');
    const member = await names('lkv-mitarbeiter');
    expect(member).not.toContain('lkv-admin');
    expect(member).toContain('ldwu-admin');
    expect((await all(s('superuser'), '/users/')).some((u) => u.username === 'ohne-typ')).toBe(false);
  });

  it('filters users by text, account type, activity and farm', async () => {
    const su = s('superuser');
    expect((await all(su, '/users/?search=LKV-MIT')).map((u) => u.username)).toEqual(['lkv-mitarbeiter']);
    const found = await all(su, '/users/?search=obermaier');
    expect(found.map((u) => u.username)).toContain('lkv-admin');
    expect(found.every((u) => `${u.username} ${u.email} ${u.first_name} ${u.last_name}`.toLowerCase().includes('obermaier'))).toBe(true);
    const staff = await all(su, '/users/?account_type=farm_staff');
    expect(staff.length).toBeGreaterThan(1);
    expect(staff.every((u) => u.account_type === 'farm_staff')).toBe(true);
    expect((await all(su, '/users/?is_active=false')).every((u) => !u.is_active)).toBe(true);
    expect((await all(su, '/users/?farm=1')).map((u) => u.username).sort()).toEqual(['ldwu-admin', 'mitarbeiter']);
    expect((await get(su, '/users/?limit=3&offset=3')).body.results).toHaveLength(3);
  });

  it('shows association and location links of visible users only, cut to the caller\'s scope', async () => {
    const memberId = s('lkv-mitarbeiter').id;
    const viaAdmin = await get(s('lkv-admin'), `/users/${memberId}/associations/`);
    expect(viaAdmin.status).toBe(200);
    expect(viaAdmin.body).toHaveLength(1);
    expect(viaAdmin.body[0]).toMatchObject({ association: 1, is_admin: false });
    expect(viaAdmin.body[0].allowed_farms).toEqual(await expectedFarmIds(db(), memberId));
    expect(viaAdmin.body[0].interim_admin_farms).toHaveLength(2);
    expect((await get(s('lkv-mitarbeiter'), `/users/${memberId}/associations/`)).body).toEqual(viaAdmin.body);
    expect((await get(s('lkv-admin'), `/users/${memberId}/associations/1/`)).body).toEqual(viaAdmin.body[0]);
    expect((await get(s('lkv-admin'), `/users/${memberId}/associations/2/`)).status).toBe(404);
    expect((await get(s('ldwu-admin'), `/users/${memberId}/associations/`)).status).toBe(404);
    const user = (await get(s('lkv-admin'), `/users/${memberId}/`)).body;
    expect(user.interim_admin_farms).toEqual(viaAdmin.body[0].interim_admin_farms);
    expect(user.admin_association_ids).toEqual([]);
    expect((await get(s('superuser'), `/users/${s('lkv-admin').id}/`)).body.admin_association_ids).toEqual([1]);

    const staffId = s('mitarbeiter').id;
    const links = await get(s('ldwu-admin'), `/users/${staffId}/locations/`);
    expect(links.status).toBe(200);
    expect(links.body).toHaveLength(2);
    expect(links.body[0]).toEqual({ location: links.body[0].location, allow_management: true, allow_alerts: true, allow_evaluation_creation: false });
    expect((await get(s('mitarbeiter'), `/users/${staffId}/locations/`)).body).toEqual(links.body);
    expect((await get(s('lkv-admin'), `/users/${staffId}/locations/`)).body).toEqual(links.body);
    expect((await get(s('ldwu-admin'), `/users/${staffId}/locations/${links.body[1].location}/`)).body).toEqual(links.body[1]);
    expect((await get(s('ldwu-admin'), `/users/${staffId}/locations/999999/`)).status).toBe(404);
    expect((await get(s('ldwu-admin-multi'), `/users/${staffId}/locations/`)).status).toBe(404);
    expect((await get(s('ldwu-admin'), `/users/${staffId}/associations/`)).body).toEqual([]);
  });

  it('reports the terms-of-service state of a user\'s farms', async () => {
    const ok = (await terms('ldwu-admin')).body;
    expect(ok.status).toBe('AcceptedOrNotNecessary');
    expect(ok.farms).toEqual([expect.objectContaining({ farm: 1, status: 'accepted', is_farm_admin: true })]);
    const pending = (await terms('neu-admin')).body;
    expect(pending.status).toBe('NotAccepted');
    expect(pending.farms[0]).toMatchObject({ status: 'not_accepted', tos_accepted: null, is_farm_admin: true });
    const staff = (await terms('neu-mitarbeiter')).body;
    expect(staff.status).toBe('NotAcceptedByFarmAdmin');
    expect(staff.farms[0]).toMatchObject({ status: 'not_accepted', is_farm_admin: false });
    const noAssociation = (await terms('ohne-verband')).body;
    expect(noAssociation.status).toBe('NoInvoicingAssociation');
    expect(noAssociation.farms[0]).toMatchObject({ status: 'no_invoicing_association', invoicing_association: null });
    expect((await terms('lkv-admin')).body.status).toBe('AcceptedOrNotNecessary');
    expect((await terms('lkv-admin', 'neu-admin')).body.status).toBe('NotAccepted');
    expect((await terms('ldwu-admin', 'neu-admin')).status).toBe(404);
  });

  it('shows comparison groups and figure filters by the shared-definition rule', async () => {
    for (const name of [...ACCOUNTS, 'ohne-typ']) {
      const me = s(name);
      const visibleUsers = ids(await all(me, '/users/'));
      const visibleAssociations = ids(await all(me, '/associations/'));
      const farmIds = await expectedFarmIds(db(), me.id);
      const colleague = async (owner: number | null) => {
        if (owner === null) return false;
        if (visibleUsers.includes(owner)) return true;
        const links = await rows<{ a: number }>(db(), sql`select association_id as a from user_associations where user_id = ${owner}`);
        return links.some((l) => visibleAssociations.includes(Number(l.a)));
      };
      const entityInScope = async (type: string | null, id: number | null) => {
        if (type === null || id === null) return true;
        if (type === 'association') return visibleAssociations.includes(id);
        const [r] = await rows<{ farm: number | null }>(
          db(),
          sql`select case ${type} when 'farm' then (select id from farms where id = ${id}) when 'location' then (select farm_id from locations where id = ${id})
              when 'site' then (select farm_id from sites where id = ${id}) end as farm`,
        );
        return r?.farm !== null && r?.farm !== undefined && farmIds.includes(Number(r.farm));
      };
      const viewer = { id: me.id, isSuperuser: name === 'superuser' };
      const allGroups = await rows<{ id: number; user_id: number | null; entity_type: string | null; entity_id: number | null }>(
        db(),
        sql`select id, user_id, entity_type, entity_id from comparison_groups order by id`,
      );
      const wantGroups: number[] = [];
      for (const g of allGroups) {
        const owner = g.user_id === null ? null : Number(g.user_id);
        const visible = isSharedDefinitionVisible(viewer, {
          ownerId: owner,
          ownerIsColleague: await colleague(owner),
          entityInScope: await entityInScope(g.entity_type, g.entity_id === null ? null : Number(g.entity_id)),
        });
        if (visible) wantGroups.push(Number(g.id));
      }
      const groups = await all(me, '/comparison_groups/');
      expect(ids(groups), name).toEqual(wantGroups);
      expect(ids(await all(me, '/comparison-groups/')), name).toEqual(wantGroups);
      const allFilters = await rows<{ id: number; user_id: number | null }>(db(), sql`select id, user_id from figure_filters order by id`);
      const wantFilters: number[] = [];
      for (const f of allFilters) {
        const owner = f.user_id === null ? null : Number(f.user_id);
        if (isSharedDefinitionVisible(viewer, { ownerId: owner, ownerIsColleague: await colleague(owner), entityInScope: true })) wantFilters.push(Number(f.id));
      }
      expect(ids(await all(me, '/filters/')), name).toEqual(wantFilters);
    }
    // Pinned: farm users select their LKV's shared groups; a group over a foreign farm stays private.
    const ldwu = (await all(s('ldwu-admin'), '/comparison_groups/')).map((g) => g.name);
    expect(ldwu).toContain('Alle LDWUs des LKV Süd');
    expect(ldwu).toContain('System');
    expect(ldwu).not.toContain('Multi: eigener Hof 2');
    expect(ldwu).not.toContain('Nord-Admin');
    expect(ldwu).not.toContain('System Hof 24');
    expect((await all(s('lkv-admin'), '/comparison_groups/')).map((g) => g.name)).toContain('Multi: eigener Hof 2');
    const hidden = (await all(s('superuser'), '/comparison_groups/')).find((g) => g.name === 'Nord: Hof 19');
    expect((await get(s('lkv-admin'), `/comparison_groups/${hidden.id}/`)).status).toBe(404);
    expect((await get(s('superuser'), `/comparison-groups/${hidden.id}/`)).body).toEqual(hidden);
  });

  it('serves comparison groups in the spec\'s shape with a location count', async () => {
    const groups = await all(s('lkv-admin'), '/comparison_groups/');
    const top = groups.find((g) => g.name.startsWith('Top 10'));
    expect(top.filter.top_in).toEqual({ field: 'milch_kg_305', value: expect.any(Number) });
    const lkv = groups.find((g) => g.name === 'Alle LDWUs des LKV Süd');
    expect(lkv.filter).toMatchObject({ entity_type: 'association', entity_id: 1, top_in: null });
    expect(lkv.aggregation.how).toMatch(/^(add|percentile)$/);
    const [withProfile] = await rows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from locations l join farms f on f.id = l.farm_id where l.active_profile_id is not null and f.invoicing_association_id = 1`,
    );
    expect(lkv.location_count).toBeGreaterThanOrEqual(withProfile!.n);
    const organic = (await all(s('ldwu-admin'), '/comparison_groups/')).find((g) => g.name === 'Ökobetriebe');
    expect(organic.filter.management_options).toEqual({ wirtschaftsweise: ['OEKOLOGISCH'] });
    const [organicCount] = await rows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from locations l join profiles p on p.id = l.active_profile_id where p.management_options ->> 'wirtschaftsweise' = 'OEKOLOGISCH'`,
    );
    expect(organic.location_count).toBe(organicCount!.n);
    const filters = await all(s('ldwu-admin'), '/filters/');
    const mine = filters.find((f) => f.user === s('ldwu-admin').id);
    expect(mine.fields.length).toBeGreaterThan(0);
    expect(mine.fields[0]).toEqual({ pythonic_name: expect.any(String) });
    expect((await get(s('ldwu-admin'), `/filters/${mine.id}/`)).body).toEqual(mine);
  });

  it('shows evaluations by the visibility rule', async () => {
    const entityFarm = async (type: string | null, id: number | null) => {
      if (type === null || id === null || type === 'association') return null;
      const [r] = await rows<{ farm: number | null }>(
        db(),
        sql`select case ${type} when 'farm' then (select id from farms where id = ${id}) when 'location' then (select farm_id from locations where id = ${id})
            when 'site' then (select farm_id from sites where id = ${id}) end as farm`,
      );
      return r?.farm === null || r?.farm === undefined ? null : Number(r.farm);
    };
    const allEvaluations = await rows<{ id: number; user_id: number | null; visibility: 'self' | 'farm' | 'association' | 'all'; entity_type: string | null; entity_id: number | null }>(
      db(),
      sql`select id, user_id, visibility, entity_type, entity_id from evaluations order by id`,
    );
    for (const name of [...ACCOUNTS, 'ohne-typ']) {
      const me = s(name);
      const viewer = {
        id: me.id,
        isSuperuser: name === 'superuser',
        farmIds: new Set(await expectedFarmIds(db(), me.id)),
        associationIds: new Set(ids(await all(me, '/associations/'))),
      };
      const want: number[] = [];
      for (const e of allEvaluations) {
        const entityId = e.entity_id === null ? null : Number(e.entity_id);
        const farm = await entityFarm(e.entity_type, entityId);
        let association: number | null = e.entity_type === 'association' ? entityId : null;
        if (farm !== null) {
          const [f] = await rows<{ a: number | null }>(db(), sql`select invoicing_association_id as a from farms where id = ${farm}`);
          association = f?.a === null || f?.a === undefined ? null : Number(f.a);
        }
        const audience = { userId: e.user_id === null ? null : Number(e.user_id), visibility: e.visibility, entityFarmId: farm, entityAssociationId: association };
        if (isEvaluationVisible(viewer, audience)) want.push(Number(e.id));
      }
      expect(ids(await all(me, '/evaluations/')), name).toEqual(want);
    }
    const names = async (who: string) => (await all(s(who), '/evaluations/')).map((e) => e.name).sort();
    expect(await names('ldwu-admin')).toEqual(['Alle', 'Location farm', 'Mein LDWU im Vergleich', 'Schnellvergleich (universell)', 'Süd assoc via site', 'Verbandsüberblick Leistung']);
    expect(await names('mitarbeiter')).toEqual(['Alle', 'Location farm', 'Mein LDWU im Vergleich', 'Süd assoc via site', 'Verbandsüberblick Leistung']);
    expect((await get(s('ohne-verband'), '/evaluations/')).status).toBe(403);
    expect(await names('ldwu-admin-multi')).toContain('Multi universal farm');
    expect(await names('lkv-admin')).toContain('Multi farm 2');
    expect(await names('lkv-admin')).not.toContain('Multi universal farm');
    expect(await names('lkv-mitarbeiter')).not.toContain('LKV self');
    const multi = (await all(s('ldwu-admin-multi'), '/evaluations/')).find((e) => e.name === 'Multi farm 2');
    expect(multi.comparison_groups).toHaveLength(2);
    expect(multi).toMatchObject({ entity_type: 'farm', entity_id: 2, visibility: 'farm', filter: null, send_mail: false });
    expect((await get(s('ldwu-admin'), `/evaluations/${multi.id}/`)).status).toBe(404);
    expect((await get(s('lkv-admin'), `/evaluations/${multi.id}/`)).body).toEqual(multi);
    expect((await all(s('superuser'), '/evaluations/?entity_type=farm')).every((e) => e.entity_type === 'farm')).toBe(true);
  });

  it('serves the report field catalogue, highest priority first, unpaginated', async () => {
    const fields = (await get(s('mitarbeiter'), '/reports/fields/')).body;
    expect(fields).toHaveLength(170);
    for (let i = 1; i < fields.length; i++) {
      const [a, b] = [fields[i - 1], fields[i]];
      expect(a.priority > b.priority || (a.priority === b.priority && a.name <= b.name), `${a.pythonic_name} before ${b.pythonic_name}`).toBe(true);
    }
    for (const f of fields) expect(f.label_or_name).toBe(f.label || f.name);
    expect(fields.some((f: { target_value: number | null }) => f.target_value !== null)).toBe(true);
    const category = fields[0].category;
    const inCategory = (await get(s('mitarbeiter'), `/reports/fields/?category=${encodeURIComponent(category)}`)).body;
    expect(inCategory.length).toBe(fields.filter((f: { category: string }) => f.category === category).length);
    expect((await get(s('mitarbeiter'), `/reports/fields/?name=${fields[5].pythonic_name}`)).body).toEqual([fields[5]]);
    const intensive = (await get(s('mitarbeiter'), '/reports/fields/?intensive=true')).body;
    const extensive = (await get(s('mitarbeiter'), '/reports/fields/?intensive=false')).body;
    expect(intensive.every((f: { intensive: boolean }) => f.intensive)).toBe(true);
    expect(extensive.map((f: { pythonic_name: string }) => f.pythonic_name)).toContain('anz_geprueft');
    expect(extensive.every((f: { intensive: boolean }) => !f.intensive)).toBe(true);
    expect([intensive.length + extensive.length, extensive.length]).toEqual([170, 9]);
  });

  it('serves the survey choices grouped by category in catalogue order', async () => {
    const choices = (await get(s('mitarbeiter'), '/profiles/choices/')).body;
    expect(choices).toHaveLength(12);
    expect(choices.reduce((n: number, c: { questions: unknown[] }) => n + c.questions.length, 0)).toBe(117);
    const [first] = await rows<{ category: string; name: string }>(db(), sql`select category, name from survey_questions order by position limit 1`);
    expect(choices[0].category).toBe(first!.category);
    expect(choices[0].questions[0].name).toBe(first!.name);
    const list = choices.flatMap((c: { questions: { type: string; options: object[] }[] }) => c.questions).find((q: { type: string }) => q.type === 'list');
    expect(list.options.every((o: object) => Object.keys(o).length === 1)).toBe(true);
    const one = (await get(s('mitarbeiter'), `/profiles/choices/?name=${first!.name}`)).body;
    expect(one).toEqual([{ category: first!.category, questions: [choices[0].questions[0]] }]);
    const cat = (await get(s('mitarbeiter'), `/profiles/choices/?category=${encodeURIComponent(choices[1].category)}`)).body;
    expect(cat).toEqual([choices[1]]);
  });

  it('serves the legal texts without login', async () => {
    const list = await get(undefined, '/texts/');
    expect(list.status).toBe(200);
    expect(list.body.results.map((x: { name: string }) => x.name).sort()).toEqual(['impressum', 'privacy-policy', 'terms-of-service']);
    const tos = await get(undefined, '/texts/terms-of-service/');
    expect(tos.body).toMatchObject({ name: 'terms-of-service', version: expect.any(Number) });
    expect(tos.body.body.length).toBeGreaterThan(20);
    expect((await get(undefined, '/texts/nope/')).status).toBe(404);
  });

  it('documents every read operation with named schemas in the OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const operations = new Map<string, { path: string; op: any }>();
    for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const op of Object.values(methods)) operations.set(op.operationId, { path, op });
    }
    const expectedOps: Record<string, [string, string]> = {
      listFarms: ['/api/v1/farms/', 'FarmPage'],
      getFarm: ['/api/v1/farms/{id}/', 'Farm'],
      listAssociations: ['/api/v1/associations/', 'AssociationPage'],
      getAssociation: ['/api/v1/associations/{id}/', 'Association'],
      listLocations: ['/api/v1/locations/', 'LocationPage'],
      getLocation: ['/api/v1/locations/{id}/', 'Location'],
      getLocationProfile: ['/api/v1/locations/{id}/profile/', 'Profile'],
      listSites: ['/api/v1/sites/', 'SitePage'],
      getSite: ['/api/v1/sites/{id}/', 'Site'],
      listProfiles: ['/api/v1/profiles/', 'ProfilePage'],
      getProfile: ['/api/v1/profiles/{id}/', 'Profile'],
      listSurveyChoices: ['/api/v1/profiles/choices/', 'SurveyChoices'],
      listReportFields: ['/api/v1/reports/fields/', 'ReportFieldList'],
      listReports: ['/api/v1/reports/', 'ReportPage'],
      getReport: ['/api/v1/reports/{id}/', 'Report'],
      listUsers: ['/api/v1/users/', 'UserPage'],
      getUser: ['/api/v1/users/{id}/', 'User'],
      listUserAssociations: ['/api/v1/users/{userId}/associations/', 'UserAssociationList'],
      getUserAssociation: ['/api/v1/users/{userId}/associations/{association}/', 'UserAssociation'],
      listUserLocations: ['/api/v1/users/{userId}/locations/', 'UserLocationList'],
      getUserLocation: ['/api/v1/users/{userId}/locations/{location}/', 'UserLocation'],
      getUserTermsOfService: ['/api/v1/users/{userId}/terms_of_service/', 'TermsOfService'],
      listComparisonGroups: ['/api/v1/comparison_groups/', 'ComparisonGroupPage'],
      getComparisonGroup: ['/api/v1/comparison_groups/{id}/', 'ComparisonGroup'],
      listFilters: ['/api/v1/filters/', 'FigureFilterPage'],
      getFilter: ['/api/v1/filters/{id}/', 'FigureFilter'],
      listEvaluations: ['/api/v1/evaluations/', 'EvaluationPage'],
      getEvaluation: ['/api/v1/evaluations/{id}/', 'Evaluation'],
      listAlerts: ['/api/v1/alerts/', 'AlertPage'],
      getAlert: ['/api/v1/alerts/{id}/', 'Alert'],
      listIncidents: ['/api/v1/incidents/', 'IncidentPage'],
      getIncident: ['/api/v1/incidents/{id}/', 'Incident'],
      listTexts: ['/api/v1/texts/', 'TextPage'],
      getText: ['/api/v1/texts/{name}/', 'Text'],
    };
    for (const [operationId, [path, schema]] of Object.entries(expectedOps)) {
      const found = operations.get(operationId);
      expect(found?.path, operationId).toBe(path);
      // One success answer; the others are the documented errors (tests/api/openapi-lint.test.ts).
      expect(Object.keys(found!.op.responses).filter((status) => !/^[45]/.test(status))).toEqual(['200']);
      expect(found!.op.responses['200'].content['application/json'].schema).toEqual({ $ref: `#/components/schemas/${schema}` });
      expect(doc.components.schemas[schema], schema).toBeDefined();
    }
    for (const name of ['LatestReport', 'ActiveProfile', 'ReportField', 'ReportValue', 'ComparisonGroupFilter', 'Aggregation', 'TopIn', 'FigureFilterField', 'FarmTerms', 'EntityType', 'Operator']) {
      expect(doc.components.schemas[name], name).toBeDefined();
    }
    expect(Object.keys(doc.paths).some((p) => p.includes('comparison-groups'))).toBe(false);
    const text = JSON.stringify(doc);
    expect(text).not.toMatch(/_(oneOf|anyOf|allOf)_/);
    expect(Object.keys(doc.components.schemas).filter((k) => /_/.test(k))).toEqual([]);
    expect(operations.get('listTexts')!.op.security).toEqual([]);
    // Mesh invents a type per inline enum and a scalar per bounded string: keep both out of the read side.
    const inline: string[] = [];
    const walk = (node: unknown, where: string, top: boolean) => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${where}[${i}]`, false));
      if (!node || typeof node !== 'object') return;
      const o = node as Record<string, unknown>;
      if (!top && Array.isArray(o.enum)) inline.push(where);
      if ('maxLength' in o || 'minLength' in o || 'pattern' in o) inline.push(`${where} (bounded string)`);
      for (const [k, v] of Object.entries(o)) walk(v, `${where}.${k}`, false);
    };
    const readSchemas = [
      ...Object.values(expectedOps).map(([, schema]) => schema).filter((n) => n !== 'User' && n !== 'UserPage'),
      'ActiveProfile',
      'LatestReport',
      'ManagementOptions',
      'SurveyCategory',
      'SurveyQuestion',
      'ReportField',
      'ReportValue',
      'Aggregation',
      'TopIn',
      'ComparisonGroupFilter',
      'ComparisonGroupManagementOptions',
      'FigureFilterField',
      'FarmTerms',
    ];
    for (const name of readSchemas) walk(doc.components.schemas[name], name, true);
    for (const operationId of Object.keys(expectedOps)) walk(operations.get(operationId)!.op.parameters ?? [], `${operationId}.parameters`, false);
    expect(inline).toEqual([]);
    expect((await get(s('superuser'), `/farms/?search=${'x'.repeat(201)}`)).status).toBe(400);
    const farmParams = operations.get('listFarms')!.op.parameters.map((p: { name: string }) => p.name);
    expect(farmParams).toEqual(['limit', 'offset', 'count_only', 'search', 'ids', 'association', 'is_active', 'tos_accepted', 'has_current_report', 'sort', 'direction']);
  });
});
