// Profile writes and the profile count (product rules ‹Entities and fields›, ‹States and transitions›, ‹Validation rules› profile form and CSV rules, product rules ‹Roles and permissions› 'Manage
// profiles', product rules ‹REST calls› POST/GET /locations/{id}/profile/; product rules ‹Resource catalogue› /profiles/ CRUD and count, product rules ‹Report query filters› the
// questionnaire names as filters). `incomplete` is the server's verdict: complete only when every
// question of the questionnaire has an answer.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_WRITE_MESSAGES } from '../../src/api/resources/profiles/schemas.ts';
import { profileMatches } from '../../src/domain/profile-match.ts';
import { PROFILE_MESSAGES, parseProfileFilters, type ProfileQuestion } from '../../src/domain/profile.ts';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { auditOf, caller, expectNothingStored, graphqlCaller, scalar } from '../support/master-data.ts';
import { demoSessions, rows, type Session } from '../support/read.ts';

/** The questionnaire names product rules ‹Report query filters› spells out (the named ones and the examples), exactly as spelt. */
const SPEC_NAMES = `erwerbsform wirtschaftsweise hersteller rasseschluessel rasseschluessel2 melkstandtyp melkplaetze melkfrequenz
  melkdauer_pro_melkschicht gruppengroesse_melkende kuehe offenstall auslauf laufflaechen liegeflaechen einstreu kalbung
  kaelber_geburt kolostrum_menge traenkperiode traenkperiode_dauer traenkperiode_max_tagesmenge trockenstellen
  trockenstehdauer klauenbad klauenpflege vordippen nachdippen tierarzt tiergesundheit rindermast schweinemast
  sauenhaltung gefluegelhaltung ackerbau photovoltaik biogasanlage überwacht_andere abkalbebox automatische_tierortung
  bcs_bestimmung brunstbeobachtung_kuehe inhalt_klauenbad ketosekontrolle kolostrummanagement kuhbuersten kuhduschen
  pansenbolus pedometer rationsberechnung trockensteher_auslauf ventilatoren_milchviehstall videoueberwachung
  wasserversorgung`.split(/\s+/);

describe.each(dbKinds())('profile writes on %s', (kind) => {
  let t: TestApp;
  let s: Map<string, Session>;
  let call: ReturnType<typeof caller>;
  let questions: ProfileQuestion[];
  /** A location of ldwu-admin's farm (mitarbeiter has allow_management on it), one of another farm. */
  let location: number;
  let foreignLocation: number;
  const as = (name: string) => s.get(name)!;

  /** A complete set of answers: the first option of each list question, booleans alternating. */
  const complete = () =>
    Object.fromEntries(questions.map((q, i) => [q.name, q.type === 'boolean' ? i % 2 === 0 : Object.keys(q.options![0]!)[0]!]));
  const activeOf = (id: number) => scalar(t, sql`select active_profile_id as v from locations where id = ${id}`);
  /** The reference: every active profile through the domain's match rule. */
  const expected = async (params: Record<string, string | string[]>) => {
    const { criteria } = parseProfileFilters(questions, params);
    const active = await rows<{ options: Record<string, string | boolean | null> }>(
      t.database.db,
      sql`select p.management_options as options from locations l join profiles p on p.id = l.active_profile_id`,
    );
    return active.filter((p) => profileMatches(criteria, p.options)).length;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await demoSessions(t);
    call = caller(t);
    questions = (await call(as('ldwu-admin'), 'GET', '/profiles/choices/')).body.flatMap((c: { questions: ProfileQuestion[] }) => c.questions);
    const own = (await scalar(t, sql`select min(farm_id) as v from farm_admins where user_id = ${as('ldwu-admin').id}`))!;
    location = (await scalar(t, sql`select min(l.id) as v from locations l join user_locations ul on ul.location_id = l.id and ul.user_id = ${as('mitarbeiter').id} where l.farm_id = ${own}`))!;
    foreignLocation = (await scalar(t, sql`select min(id) as v from locations where farm_id not in (select farm_id from farm_admins where user_id = ${as('ldwu-admin').id})`))!;
  });
  afterAll(() => t?.close());

  describe('POST /locations/{id}/profile/', () => {
    it("every question answered: a new active version, complete, the earlier one kept; audited with the answers", async () => {
      const before = await activeOf(location);
      const answers = complete();
      const res = await call(as('ldwu-admin'), 'POST', `/locations/${location}/profile/`, { management_options: answers });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ location, incomplete: false, management_options: answers });
      expect(await activeOf(location)).toBe(res.body.id);
      if (before !== null) expect(await scalar(t, sql`select count(*) as v from profiles where id = ${before}`)).toBe(1);
      expect((await call(as('ldwu-admin'), 'GET', `/locations/${location}/profile/`)).body.id).toBe(res.body.id);
      expect((await call(as('ldwu-admin'), 'GET', `/locations/${location}/`)).body.active_profile).toEqual({ id: res.body.id, incomplete: false });
      const [event] = await auditOf(t, 'profile.created', res.body.id);
      expect(event).toMatchObject({ actor_id: as('ldwu-admin').id, entity: 'profile', changes: { location, incomplete: false, management_options: answers } });
    });

    it('one question left out (or null) makes it incomplete; every question is stored, unanswered ones null', async () => {
      const answers = complete();
      const [first, second] = questions;
      delete answers[first!.name];
      answers[second!.name] = null as never;
      const res = await call(as('ldwu-admin'), 'POST', `/locations/${location}/profile/`, { management_options: answers });
      expect(res.body.incomplete).toBe(true);
      expect(Object.keys(res.body.management_options).sort()).toEqual(questions.map((q) => q.name).sort());
      expect(res.body.management_options[first!.name]).toBeNull();
      expect(res.body.management_options[second!.name]).toBeNull();
    });

    it('answers that do not fit are 400 per question, nothing stored, the active profile unchanged', async () => {
      const list = questions.find((q) => q.type === 'list')!;
      const bool = questions.find((q) => q.type === 'boolean')!;
      const res = await expectNothingStored(
        t,
        () =>
          call(as('ldwu-admin'), 'POST', `/locations/${location}/profile/`, {
            management_options: { ...complete(), [list.name]: 'GIBT_ES_NICHT', [bool.name]: 'ja', windrad: true },
          }),
        400,
      );
      expect(res.body.errors).toEqual({
        [`management_options.${list.name}`]: [PROFILE_MESSAGES.notAnOption],
        [`management_options.${bool.name}`]: [PROFILE_MESSAGES.notABoolean],
        'management_options.windrad': [PROFILE_MESSAGES.unknownQuestion],
      });
      const missing = await expectNothingStored(t, () => call(as('ldwu-admin'), 'POST', `/locations/${location}/profile/`, {}), 400);
      expect(missing.body.errors).toEqual({ management_options: [PROFILE_WRITE_MESSAGES.answers] });
    });

    it('per role (product rules ‹Roles and permissions›): farm admin, association member, staff with allow_management; not association admins', async () => {
      const body = { management_options: complete() };
      expect((await call(as('mitarbeiter'), 'POST', `/locations/${location}/profile/`, body)).status).toBe(201);
      expect((await call(as('superuser'), 'POST', `/locations/${location}/profile/`, body)).status).toBe(201);
      const memberLocation = (await scalar(t, sql`select min(l.id) as v from locations l join user_association_farms x on x.farm_id = l.farm_id where x.user_id = ${as('lkv-mitarbeiter').id}`))!;
      expect((await call(as('lkv-mitarbeiter'), 'POST', `/locations/${memberLocation}/profile/`, body)).status).toBe(201);
      const refused = await expectNothingStored(t, () => call(as('lkv-admin'), 'POST', `/locations/${location}/profile/`, body), 403);
      expect(refused.body.detail).toBe(PROFILE_WRITE_MESSAGES.manage);
      await expectNothingStored(t, () => call(as('ldwu-admin'), 'POST', `/locations/${foreignLocation}/profile/`, body), 404);
      await expectNothingStored(t, () => call(as('ldwu-admin'), 'POST', '/locations/999999/profile/', body), 404);
      await expectNothingStored(t, () => call(undefined, 'POST', `/locations/${location}/profile/`, body), 401);
    });

    it('staff without allow_management on the location get 403', async () => {
      await t.database.db.execute(sql`update user_locations set allow_management = false where user_id = ${as('mitarbeiter').id} and location_id = ${location}`);
      try {
        await expectNothingStored(t, () => call(as('mitarbeiter'), 'POST', `/locations/${location}/profile/`, { management_options: complete() }), 403);
      } finally {
        await t.database.db.execute(sql`update user_locations set allow_management = true where user_id = ${as('mitarbeiter').id} and location_id = ${location}`);
      }
    });

    it('through /graphql (saveLocationProfile)', async () => {
      const res = await graphqlCaller(t)(
        as('ldwu-admin'),
        'mutation($id: Int!, $input: LocationProfileWrite_Input) { saveLocationProfile(id: $id, input: $input) { id incomplete } }',
        { id: location, input: { management_options: complete() } },
      );
      expect(res.data?.saveLocationProfile?.incomplete).toBe(false);
      expect(await activeOf(location)).toBe(res.data?.saveLocationProfile?.id);
    });
  });

  describe('/profiles/ CRUD', () => {
    let id: number;

    it('POST /profiles/ is the same as saving the location profile', async () => {
      const res = await call(as('ldwu-admin'), 'POST', '/profiles/', { location, management_options: { [questions[0]!.name]: complete()[questions[0]!.name] } });
      expect(res.status).toBe(201);
      expect(res.body.incomplete).toBe(true);
      id = res.body.id;
      expect(await activeOf(location)).toBe(id);
      const unknown = await expectNothingStored(t, () => call(as('ldwu-admin'), 'POST', '/profiles/', { location: foreignLocation, management_options: {} }), 400);
      expect(unknown.body.errors).toEqual({ location: [PROFILE_WRITE_MESSAGES.unknownLocation] });
    });

    it('PATCH changes the given answers and recomputes incomplete; audited per answer', async () => {
      const res = await call(as('ldwu-admin'), 'PATCH', `/profiles/${id}/`, { management_options: complete() });
      expect(res.status).toBe(200);
      expect(res.body.incomplete).toBe(false);
      const [event] = await auditOf(t, 'profile.updated', id);
      expect(event!.changes.incomplete).toEqual({ from: true, to: false });
      expect(Object.keys(event!.changes)).toHaveLength(questions.length); // every answer but the one given at creation, plus incomplete
      const cleared = await call(as('ldwu-admin'), 'PATCH', `/profiles/${id}/`, { management_options: { [questions[5]!.name]: null } });
      expect(cleared.body.incomplete).toBe(true);
      expect(cleared.body.management_options[questions[4]!.name]).not.toBeNull();
    });

    it('PUT replaces every answer; the location cannot change', async () => {
      const res = await call(as('ldwu-admin'), 'PUT', `/profiles/${id}/`, { location, management_options: { [questions[0]!.name]: complete()[questions[0]!.name] } });
      expect(res.body.incomplete).toBe(true);
      expect(Object.values(res.body.management_options).filter((v) => v !== null)).toHaveLength(1);
      const moved = await expectNothingStored(t, () => call(as('ldwu-admin'), 'PUT', `/profiles/${id}/`, { location: location + 1, management_options: {} }), 400);
      expect(moved.body.errors).toEqual({ location: [PROFILE_WRITE_MESSAGES.moveLocation] });
      await expectNothingStored(t, () => call(as('lkv-admin'), 'PATCH', `/profiles/${id}/`, { management_options: {} }), 403);
    });

    it('DELETE of the active version hands the location back to its newest remaining one', async () => {
      const previous = (await scalar(t, sql`select max(id) as v from profiles where location_id = ${location} and id <> ${id}`))!;
      await expectNothingStored(t, () => call(as('lkv-admin'), 'DELETE', `/profiles/${id}/`), 403);
      expect(await call(as('ldwu-admin'), 'DELETE', `/profiles/${id}/`)).toEqual({ status: 200, body: { id } });
      expect(await activeOf(location)).toBe(previous);
      expect((await auditOf(t, 'profile.deleted', id))[0]!.changes).toMatchObject({ location, active_profile: previous });
      expect((await call(as('ldwu-admin'), 'GET', `/profiles/${id}/`)).status).toBe(404);
      const foreignProfile = (await scalar(t, sql`select min(id) as v from profiles where location_id = ${foreignLocation}`))!;
      await expectNothingStored(t, () => call(as('ldwu-admin'), 'DELETE', `/profiles/${foreignProfile}/`), 404);
    });
  });

  describe('GET /profiles/count/', () => {
    it('counts the whole population, whoever asks, like the domain rule', async () => {
      const list = questions.find((q) => q.type === 'list' && (q.options?.length ?? 0) >= 2)!;
      const [a, b] = list.options!.map((o) => Object.keys(o)[0]!);
      const bool = questions.find((q) => q.type === 'boolean')!;
      const total = await scalar(t, sql`select count(*) as v from locations where active_profile_id is not null`);
      for (const [query, params] of [
        ['', {}],
        [`?${list.name}=${a}`, { [list.name]: a! }],
        [`?${list.name}=${a},${b}`, { [list.name]: `${a},${b}` }],
        [`?${list.name}=${a}&${list.name}=${b}&${bool.name}=true`, { [list.name]: [a!, b!], [bool.name]: 'true' }],
        [`?${bool.name}=false`, { [bool.name]: 'false' }],
      ] as [string, Record<string, string | string[]>][]) {
        const want = await expected(params);
        for (const who of ['ldwu-admin', 'lkv-admin', 'mitarbeiter']) {
          const res = await call(as(who), 'GET', `/profiles/count/${query}`);
          expect(res, `${who} ${query}`).toEqual({ status: 200, body: { count: want } });
        }
      }
      expect((await call(as('mitarbeiter'), 'GET', '/profiles/count/')).body.count).toBe(total);
      // A filter that narrows (otherwise the cross-check above proves little).
      expect(await expected({ [list.name]: a! })).toBeLessThan(total!);
      expect(await expected({ [list.name]: a! })).toBeGreaterThan(0);
    });

    it('unknown names and values are 400 per parameter', async () => {
      const list = questions.find((q) => q.type === 'list')!;
      const res = await call(as('ldwu-admin'), 'GET', `/profiles/count/?windrad=true&${list.name}=NIE`);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ windrad: [PROFILE_MESSAGES.unknownQuestion], [list.name]: [PROFILE_MESSAGES.notAnOption] });
    });

    it('takes every question of the questionnaire as a filter, and every name product rules ‹Report query filters› spells', async () => {
      for (const q of questions) {
        const value = q.type === 'boolean' ? 'true' : Object.keys(q.options![0]!)[0]!;
        const res = await call(as('ldwu-admin'), 'GET', `/profiles/count/?${encodeURIComponent(q.name)}=${encodeURIComponent(value)}`);
        expect(res.status, q.name).toBe(200);
      }
      // Exactly as spelt (überwacht_andere with its umlaut), each accepted as a filter.
      const names = new Set(questions.map((q) => q.name));
      expect(SPEC_NAMES.filter((n) => !names.has(n)), 'Fragen aus Produktregeln ‹Report query filters›, die der Fragebogen nicht kennt').toEqual([]);
      expect((await call(as('ldwu-admin'), 'GET', `/profiles/count/?${encodeURIComponent('überwacht_andere')}=true`)).status).toBe(200);
    });

    it('is a GraphQL query (countProfiles)', async () => {
      const list = questions.find((q) => q.name === 'erwerbsform')!;
      const res = await graphqlCaller(t)(as('ldwu-admin'), 'query($v: String) { countProfiles(erwerbsform: $v) { count } }', { v: Object.keys(list.options![0]!)[0] });
      expect(res.data?.countProfiles?.count).toBe(await expected({ erwerbsform: Object.keys(list.options![0]!)[0]! }));
    });
  });
});
