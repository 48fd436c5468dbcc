// Evaluations (product rules ‹Evaluation modals›, ‹Validation rules›, ‹Evaluation, group and filter calls›): create, change and delete with the owner rule, every
// validation message, the visibility rules (who may share, who then sees it in the list), entity,
// filter and groups within the caller's reach, and the start-page default cleared on deletion.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_FIELDS } from '../../src/api/catalogue/index.ts';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { demoSessions, getter, rows, type Session } from '../support/read.ts';
import { auditOf, caller, countRows } from '../support/writes.ts';

describe.each(dbKinds())('evaluation writes on %s', (kind) => {
  let t: TestApp;
  let sessions: Map<string, Session>;
  let call: ReturnType<typeof caller>;
  let all: ReturnType<typeof getter>['all'];
  let ownFarm: number;
  let foreignFarm: number;
  let association: number;
  let myGroup: number;
  let foreignGroup: number;
  let myFilter: number;
  let foreignFilter: number;
  const s = (name: string) => sessions.get(name)!;
  const listed = async (who: string) => (await all(s(who), '/evaluations/')).map((e) => e.name as string);
  const seen = async (who: string) => (await listed(who)).filter((n) => n.startsWith('V-')).sort();

  beforeAll(async () => {
    t = await createTestApp(kind);
    sessions = await demoSessions(t);
    call = caller(t);
    ({ all } = getter(t));
    const own = (await all(s('ldwu-admin'), '/farms/')).map((f) => f.id);
    ownFarm = own[0];
    const multi = (await all(s('ldwu-admin-multi'), '/farms/')).map((f) => f.id);
    foreignFarm = multi.find((id: number) => !own.includes(id));
    association = (await all(s('lkv-admin'), '/associations/'))[0].id;
    myGroup = (await call(s('ldwu-admin'), 'POST', '/comparison_groups/', { name: 'Mein LDWU', filter: { entity_type: 'farm', entity_id: ownFarm } })).body.id;
    foreignGroup = (await call(s('ldwu-admin-multi'), 'POST', '/comparison_groups/', { name: 'Fremd', filter: { entity_type: 'farm', entity_id: foreignFarm } })).body.id;
    const field = REPORT_FIELDS[20]!.pythonic_name;
    myFilter = (await call(s('ldwu-admin'), 'POST', '/filters/', { name: 'Meine', fields: [{ pythonic_name: field }] })).body.id;
    foreignFilter = (await call(s('ldwu-admin-multi'), 'POST', '/filters/', { name: 'Fremde', fields: [{ pythonic_name: field }] })).body.id;
  });
  afterAll(() => t?.close());

  it('creates an evaluation with the settings given and defaults for the rest', async () => {
    const res = await call(s('ldwu-admin'), 'POST', '/evaluations/', { name: ' Stallblick ', entity_type: 'farm', entity_id: ownFarm, filter: myFilter, comparison_groups: [myGroup] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ name: 'Stallblick', user: s('ldwu-admin').id, entity_type: 'farm', entity_id: ownFarm, filter: myFilter, comparison_groups: [myGroup], visibility: 'self', send_mail: false });
    const [event] = await auditOf(t, 'evaluation', res.body.id);
    expect(event).toMatchObject({ action: 'evaluation.created', changes: { name: 'Stallblick', comparison_groups: [myGroup] } });
  });

  it('refuses every invalid setting with its German message and stores nothing', async () => {
    const before = await countRows(t, 'evaluations');
    const base = { name: 'X', entity_type: 'farm', entity_id: ownFarm, comparison_groups: [myGroup] };
    const cases: [Record<string, unknown>, string, Record<string, string[]>][] = [
      [{ ...base, name: ' ' }, 'ldwu-admin', { name: ['Geben Sie einen Namen ein.'] }],
      [{ ...base, entity_id: null }, 'ldwu-admin', { entity_id: ['Wählen Sie eine Entität aus.'] }],
      [{ ...base, comparison_groups: [] }, 'ldwu-admin', { comparison_groups: ['Wählen Sie mind. eine Vergleichsgruppe aus.'] }],
      [{ name: 'X', entity_type: 'farm', entity_id: ownFarm }, 'ldwu-admin', { comparison_groups: ['Wählen Sie mind. eine Vergleichsgruppe aus.'] }],
      [{ ...base, comparison_groups: [myGroup, myGroup] }, 'ldwu-admin', { comparison_groups: ['Jede Vergleichsgruppe kann nur einmal gewählt werden.'] }],
      [{ ...base, comparison_groups: [myGroup, 0] }, 'ldwu-admin', {}],
      [{ ...base, comparison_groups: [myGroup, foreignGroup] }, 'ldwu-admin', { 'comparison_groups.1': [`Die Vergleichsgruppe ${foreignGroup} existiert nicht oder ist für Sie nicht auswählbar.`] }],
      [{ ...base, filter: foreignFilter }, 'ldwu-admin', { filter: ['Der Kennzahlen-Filter existiert nicht oder ist für Sie nicht auswählbar.'] }],
      [{ ...base, entity_id: foreignFarm }, 'ldwu-admin', { entity_id: ['Die Entität existiert nicht oder liegt außerhalb Ihres Zugriffs.'] }],
      [{ ...base, entity_type: 'association', entity_id: association }, 'ldwu-admin', { entity_type: ['Nur Verbandsbenutzer können Auswertungen für einen Verband anlegen.'] }],
      [{ ...base, entity_type: null, entity_id: null, visibility: 'farm' }, 'ldwu-admin', { visibility: ['Universelle Auswertungen können nicht geteilt werden.'] }],
      [{ ...base, visibility: 'all' }, 'ldwu-admin', { visibility: ['Diese Sichtbarkeit steht Ihnen nicht zur Verfügung.'] }],
      [{ ...base, entity_type: 'association', entity_id: association, comparison_groups: [], visibility: 'association' }, 'lkv-mitarbeiter', {
        comparison_groups: ['Wählen Sie mind. eine Vergleichsgruppe aus.'],
        visibility: ['Diese Sichtbarkeit steht Ihnen nicht zur Verfügung.'],
      }],
    ];
    for (const [body, who, errors] of cases) {
      const res = await call(s(who), 'POST', '/evaluations/', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      for (const [path, messages] of Object.entries(errors)) expect(res.body.errors[path], JSON.stringify(body)).toEqual(messages);
    }
    expect((await call(s('mitarbeiter'), 'POST', '/evaluations/', base)).status).toBe(403);
    expect(await countRows(t, 'evaluations')).toBe(before);
  });

  it('refuses a comparison group without members on create and change, naming the group, as the wizard does', async () => {
    // A location of the own farm without sites: a group over it has no member with a report.
    const [empty] = await rows<{ id: number }>(t.database.db, sql`insert into locations (farm_id, name) values (${ownFarm}, 'Leerer Betrieb') returning id`);
    const group = await call(s('ldwu-admin'), 'POST', '/comparison_groups/', { name: 'Leere Gruppe', filter: { entity_type: 'location', entity_id: empty!.id } });
    expect(group.status, JSON.stringify(group.body)).toBe(201);
    expect(group.body.location_count).toBe(0);
    const message = 'Die Vergleichsgruppe „Leere Gruppe“ umfasst keine Betriebe (Zu wenig Betriebsstätten): Die Auswertung bliebe in dieser Spalte leer. Wählen Sie eine andere Vergleichsgruppe.';
    const before = await countRows(t, 'evaluations');
    const refused = await call(s('ldwu-admin'), 'POST', '/evaluations/', { name: 'Leer', entity_type: 'farm', entity_id: ownFarm, comparison_groups: [myGroup, group.body.id] });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'invalid', detail: message, errors: { comparison_groups: [message] } });
    expect(await countRows(t, 'evaluations')).toBe(before);
    const made = await call(s('ldwu-admin'), 'POST', '/evaluations/', { name: 'Voll', entity_type: 'farm', entity_id: ownFarm, comparison_groups: [myGroup] });
    expect(made.status).toBe(201);
    for (const [method, body] of [['PATCH', { comparison_groups: [group.body.id] }], ['PUT', { name: 'Voll', entity_type: 'farm', entity_id: ownFarm, comparison_groups: [group.body.id] }]] as const) {
      const changed = await call(s('ldwu-admin'), method, `/evaluations/${made.body.id}/`, body);
      expect(changed.status, method).toBe(400);
      expect(changed.body.errors.comparison_groups, method).toEqual([message]);
    }
    expect((await call(s('ldwu-admin'), 'GET', `/evaluations/${made.body.id}/`)).body.comparison_groups).toEqual([myGroup]);
  });

  it('shows an evaluation to whom its visibility says', async () => {
    const make = async (who: string, body: Record<string, unknown>) => {
      const res = await call(s(who), 'POST', '/evaluations/', body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as number;
    };
    await make('ldwu-admin', { name: 'V-Nur ich', entity_type: 'farm', entity_id: ownFarm, comparison_groups: [myGroup], visibility: 'self' });
    await make('ldwu-admin', { name: 'V-LDWU', entity_type: 'farm', entity_id: ownFarm, comparison_groups: [myGroup], visibility: 'farm' });
    const lkvGroup = (await call(s('lkv-admin'), 'POST', '/comparison_groups/', { name: 'LKV', filter: { location_size: 10 } })).body.id;
    await make('lkv-admin', { name: 'V-Verband', entity_type: 'association', entity_id: association, comparison_groups: [lkvGroup], visibility: 'association' });
    await make('lkv-admin', { name: 'V-Alle', entity_type: 'association', entity_id: association, comparison_groups: [lkvGroup], visibility: 'all' });
    expect(await seen('ldwu-admin')).toEqual(['V-Alle', 'V-LDWU', 'V-Nur ich', 'V-Verband']);
    // Staff of the same farm: the farm's evaluation, not the admin's private one.
    expect(await seen('mitarbeiter')).toEqual(['V-Alle', 'V-LDWU', 'V-Verband']);
    // 'Das LDWU' reaches everyone whose scope holds the farm: association staff it is released to as well.
    const released = (await all(s('lkv-mitarbeiter'), '/farms/')).some((f) => f.id === ownFarm);
    expect(await seen('lkv-mitarbeiter')).toEqual(released ? ['V-Alle', 'V-LDWU', 'V-Verband'] : ['V-Alle', 'V-Verband']);
    const [associationOfMulti] = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from farms where id = ${foreignFarm} and invoicing_association_id = ${association}`);
    expect(await seen('ldwu-admin-multi')).toEqual(associationOfMulti!.n ? ['V-Alle', 'V-Verband'] : ['V-Alle']);
  });

  it('lets only the owner change or delete and clears a deleted start-page default', async () => {
    const created = await call(s('ldwu-admin'), 'POST', '/evaluations/', { name: 'Geteilt', entity_type: 'farm', entity_id: ownFarm, comparison_groups: [myGroup], visibility: 'farm' });
    const id = created.body.id;
    const foreign = await call(s('mitarbeiter'), 'PATCH', `/evaluations/${id}/`, { name: 'Meins' });
    expect(foreign.status).toBe(403);
    expect((await call(s('superuser'), 'DELETE', `/evaluations/${id}/`)).status).toBe(403);
    expect((await call(s('ldwu-admin-multi'), 'PATCH', `/evaluations/${id}/`, { name: 'x' })).status).toBe(404);

    const patched = await call(s('ldwu-admin'), 'PATCH', `/evaluations/${id}/`, { send_mail: true, filter: myFilter });
    expect(patched.body).toMatchObject({ name: 'Geteilt', visibility: 'farm', send_mail: true, filter: myFilter, comparison_groups: [myGroup] });
    const universal = await call(s('ldwu-admin'), 'PATCH', `/evaluations/${id}/`, { entity_type: null, entity_id: null });
    expect(universal.body.errors).toEqual({ visibility: ['Universelle Auswertungen können nicht geteilt werden.'] });
    const replaced = await call(s('ldwu-admin'), 'PUT', `/evaluations/${id}/`, { name: 'Universell', comparison_groups: [myGroup] });
    expect(replaced.body).toMatchObject({ name: 'Universell', entity_type: null, entity_id: null, filter: null, visibility: 'self', send_mail: false });
    const events = await auditOf(t, 'evaluation', id);
    expect(events[1]!.changes).toEqual({ filter: myFilter, send_mail: true });

    await t.database.db.execute(sql`update users set default_evaluation_id = ${id} where id = ${s('ldwu-admin').id}`);
    expect((await call(s('ldwu-admin'), 'DELETE', `/evaluations/${id}/`)).status).toBe(204);
    expect((await call(s('ldwu-admin'), 'GET', `/evaluations/${id}/`)).status).toBe(404);
    const [me] = await rows<{ d: number | null }>(t.database.db, sql`select default_evaluation_id as d from users where id = ${s('ldwu-admin').id}`);
    expect(me!.d).toBeNull();
    expect((await auditOf(t, 'evaluation', id)).at(-1)).toMatchObject({ action: 'evaluation.deleted' });
  });
});
