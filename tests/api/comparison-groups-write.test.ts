// Comparison groups (product rules ‹Comparison-group modals›, ‹Evaluation and group workflows›, ‹Validation rules›, ‹Evaluation, group and filter calls›): create, change and delete with the owner rule,
// every validation message, entity scope, DELETE refused while evaluations use the group (the
// message names them) and allowed with force, which removes it from them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_FIELDS } from '../../src/api/catalogue/index.ts';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { demoSessions, getter, type Session } from '../support/read.ts';
import { auditOf, caller, countRows } from '../support/writes.ts';

const RANKED = REPORT_FIELDS.find((f) => f.evaluation !== null)!.pythonic_name;
const NEUTRAL = REPORT_FIELDS.find((f) => f.evaluation === null)!.pythonic_name;
const PERCENT = 'Geben Sie einen Prozentwert zwischen 0 und 95 in Schritten von 5 an.';
const OUT_OF_SCOPE = 'Die Entität existiert nicht oder liegt außerhalb Ihres Zugriffs.';

const group = (name: string, filter: Record<string, unknown>, aggregation?: Record<string, unknown>) => ({ name, ...(aggregation ? { aggregation } : {}), filter });

describe.each(dbKinds())('comparison group writes on %s', (kind) => {
  let t: TestApp;
  let sessions: Map<string, Session>;
  let call: ReturnType<typeof caller>;
  let ownFarm: number;
  let foreignFarm: number;
  let association: number;
  const s = (name: string) => sessions.get(name)!;

  beforeAll(async () => {
    t = await createTestApp(kind);
    sessions = await demoSessions(t);
    call = caller(t);
    const { all } = getter(t);
    const own = (await all(s('ldwu-admin'), '/farms/')).map((f) => f.id);
    ownFarm = own[0];
    foreignFarm = (await all(s('superuser'), '/farms/')).map((f) => f.id).find((id: number) => !own.includes(id));
    association = (await all(s('lkv-admin'), '/associations/'))[0].id;
  });
  afterAll(() => t?.close());

  it("creates a 'Mein Betrieb' group on the caller's own farm and audits every setting", async () => {
    const res = await call(s('ldwu-admin'), 'POST', '/comparison_groups/', group(' Mein LDWU ', { entity_type: 'farm', entity_id: ownFarm }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Mein LDWU',
      user: s('ldwu-admin').id,
      aggregation: { how: 'add', threshold: null },
      filter: { delay: null, entity_type: 'farm', entity_id: ownFarm, location_size: null, management_options: {}, top_in: null },
    });
    expect(res.body.location_count).toBeGreaterThan(0);
    const [event] = await auditOf(t, 'comparison_group', res.body.id);
    expect(event).toMatchObject({ action: 'comparison_group.created', actor_id: s('ldwu-admin').id });
    expect(event!.changes).toMatchObject({ name: 'Mein LDWU', 'filter.entity_type': 'farm', 'filter.entity_id': ownFarm });
  });

  it('stores a profile benchmark with a top percentage and drops placeholder answers', async () => {
    const res = await call(
      s('lkv-admin'),
      'POST',
      '/comparison_groups/',
      group('Haupterwerb, groß', { location_size: 100, delay: 30, management_options: { erwerbsform: ['HAUPTERWERB'], rindermast: false, wirtschaftsweise: [] } }, { how: 'percentile', threshold: 25 }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.aggregation).toEqual({ how: 'percentile', threshold: 25 });
    expect(res.body.filter).toMatchObject({ delay: 30, location_size: 100, management_options: { erwerbsform: ['HAUPTERWERB'], rindermast: false } });
  });

  it('refuses every invalid setting with its German message and stores nothing', async () => {
    const before = await countRows(t, 'comparison_groups');
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [group('  ', { location_size: 10 }), { name: ['Geben Sie einen Namen ein.'] }],
      [{ filter: { location_size: 10 } }, { name: ['Geben Sie einen Namen ein.'] }],
      [group('Nichts', { delay: 90 }), { non_field_errors: ['Geben Sie mindestens ein Kriterium an.'] }],
      [group('Leer', { management_options: { erwerbsform: [] } }), { non_field_errors: ['Geben Sie mindestens ein Kriterium an.'] }],
      [group('Sieben', { location_size: 10 }, { how: 'percentile', threshold: 7 }), { 'aggregation.threshold': [PERCENT] }],
      [group('Hundert', { location_size: 10 }, { how: 'percentile', threshold: 100 }), { 'aggregation.threshold': [PERCENT] }],
      [group('Ohne Anteil', { location_size: 10 }, { how: 'percentile', threshold: null }), { 'aggregation.threshold': ['Geben Sie den Anteil der Top-Betriebe in Prozent an.'] }],
      [
        group('Beides', { top_in: { field: RANKED, value: 10 } }, { how: 'percentile', threshold: 10 }),
        { 'filter.top_in': ['Der Vergleich mit Top-Betrieben kann nicht mit dem Vergleich von Kennzahlen kombiniert werden.'] },
      ],
      [group('Größe', { location_size: 20 }), { 'filter.location_size': ['Wählen Sie eine Betriebsgröße aus (1, 10, 50, 100, 250, 500, 750, 1000).'] }],
      [group('Zeitraum', { location_size: 10, delay: -1 }), { 'filter.delay': ['Geben Sie einen Zeitraum zwischen 0 und 3650 Tagen an.'] }],
      [group('Frage', { management_options: { lieblingsfarbe: ['BLAU'] } }), { 'filter.management_options.lieblingsfarbe': ['Unbekannte Frage des Betriebsprofils.'] }],
      [group('Antwort', { management_options: { erwerbsform: ['HAUPTERWERB', 'HOBBY'] } }), { 'filter.management_options.erwerbsform': ['Unbekannte Antwort „HOBBY“.'] }],
      [group('Ja/Nein', { management_options: { rindermast: 'JA' } }), { 'filter.management_options.rindermast': ['Erwartet wird Ja oder Nein (true/false).'] }],
      [group('Kennzahl', { top_in: { field: 'gibt_es_nicht', value: 10 } }), { 'filter.top_in.field': ['Unbekannte Kennzahl.'] }],
      [group('Neutral', { top_in: { field: NEUTRAL, value: 10 } }), { 'filter.top_in.field': ['Diese Kennzahl hat keine Bewertungsrichtung und eignet sich nicht für den Vergleich mit Top-Betrieben.'] }],
      [group('Top 3', { top_in: { field: RANKED, value: 3 } }), { 'filter.top_in.value': [PERCENT] }],
      [group('Halb', { entity_type: 'farm' }), { 'filter.entity_id': ['Wählen Sie eine Entität aus.'], non_field_errors: ['Geben Sie mindestens ein Kriterium an.'] }],
      [group('Fremd', { entity_type: 'farm', entity_id: foreignFarm }), { 'filter.entity_id': [OUT_OF_SCOPE] }],
      [group('Unbekannt', { entity_type: 'location', entity_id: 987654 }), { 'filter.entity_id': [OUT_OF_SCOPE] }],
      [group('Verband', { entity_type: 'association', entity_id: 987654 }), { 'filter.entity_id': [OUT_OF_SCOPE] }],
    ];
    for (const [body, errors] of cases) {
      const res = await call(s('ldwu-admin'), 'POST', '/comparison_groups/', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      for (const [path, messages] of Object.entries(errors)) expect(res.body.errors[path], JSON.stringify(body)).toEqual(messages);
    }
    expect(await countRows(t, 'comparison_groups')).toBe(before);
  });

  it('lets only the owner change or delete; a patch changes only the keys it gives', async () => {
    const created = await call(s('lkv-admin'), 'POST', '/comparison_groups/', group('LKV Süd', { entity_type: 'association', entity_id: association, management_options: { erwerbsform: ['HAUPTERWERB'] } }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    expect((await call(s('ldwu-admin'), 'GET', `/comparison_groups/${id}/`)).status).toBe(200);
    const foreign = await call(s('ldwu-admin'), 'PATCH', `/comparison_groups/${id}/`, { name: 'Meins' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.detail).toBe('Nur der Eigentümer kann diese Vergleichsgruppe ändern oder löschen.');
    expect((await call(s('ldwu-admin'), 'DELETE', `/comparison_groups/${id}/`)).status).toBe(403);
    expect((await call(s('superuser'), 'PUT', `/comparison_groups/${id}/`, group('x', { location_size: 10 }))).status).toBe(403);
    expect((await call(s('mitarbeiter'), 'POST', '/comparison_groups/', group('Staff', { location_size: 10 }))).status).toBe(403);

    const patched = await call(s('lkv-admin'), 'PATCH', `/comparison_groups/${id}/`, { filter: { location_size: 50 } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.filter).toMatchObject({ entity_type: 'association', entity_id: association, location_size: 50, management_options: { erwerbsform: ['HAUPTERWERB'] } });
    const exclusive = await call(s('lkv-admin'), 'PATCH', `/comparison_groups/${id}/`, { aggregation: { how: 'percentile', threshold: 10 }, filter: { top_in: { field: RANKED, value: 10 } } });
    expect(exclusive.status).toBe(400);
    const replaced = await call(s('lkv-admin'), 'PUT', `/comparison_groups/${id}/`, group('Top 10 %', { top_in: { field: RANKED, value: 10 } }));
    expect(replaced.body).toMatchObject({ name: 'Top 10 %', filter: { entity_type: null, location_size: null, management_options: {}, top_in: { field: RANKED, value: 10 } } });
    const events = await auditOf(t, 'comparison_group', id);
    expect(events.map((e) => e.action)).toEqual(['comparison_group.created', 'comparison_group.updated', 'comparison_group.updated']);
    expect(events[1]!.changes).toEqual({ 'filter.location_size': 50 });
  });

  it('refuses to delete a group evaluations use, naming them, and deletes it with force', async () => {
    const g = (await call(s('lkv-admin'), 'POST', '/comparison_groups/', group('Größe 100', { location_size: 100 }))).body;
    const shared = await call(s('lkv-admin'), 'POST', '/evaluations/', { name: 'Verbandsblick', entity_type: 'association', entity_id: association, comparison_groups: [g.id], visibility: 'all' });
    expect(shared.status, JSON.stringify(shared.body)).toBe(201);
    const other = await call(s('lkv-admin'), 'POST', '/evaluations/', { name: 'Zweiter Blick', entity_type: 'association', entity_id: association, comparison_groups: [g.id] });
    const hidden = await call(s('ldwu-admin'), 'POST', '/evaluations/', { name: 'Privat', entity_type: 'farm', entity_id: ownFarm, comparison_groups: [g.id] });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(201);

    const refused = await call(s('lkv-admin'), 'DELETE', `/comparison_groups/${g.id}/`);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      code: 'in_use',
      detail: 'Die Vergleichsgruppe „Größe 100“ wird in den Auswertungen „Verbandsblick“, „Zweiter Blick“ sowie in einer Auswertung anderer Benutzer verwendet. Beim Löschen wird sie daraus entfernt.',
    });
    expect((await call(s('lkv-admin'), 'GET', `/comparison_groups/${g.id}/`)).status).toBe(200);

    expect((await call(s('lkv-admin'), 'DELETE', `/comparison_groups/${g.id}/?force=true`)).status).toBe(204);
    expect((await call(s('lkv-admin'), 'GET', `/comparison_groups/${g.id}/`)).status).toBe(404);
    expect((await call(s('lkv-admin'), 'GET', `/evaluations/${shared.body.id}/`)).body.comparison_groups).toEqual([]);
    expect((await call(s('ldwu-admin'), 'GET', `/evaluations/${hidden.body.id}/`)).body.comparison_groups).toEqual([]);
    const events = await auditOf(t, 'comparison_group', g.id);
    expect(events.at(-1)).toMatchObject({ action: 'comparison_group.deleted' });
    expect((events.at(-1)!.changes.removed_from_evaluations as number[]).sort()).toEqual([shared.body.id, other.body.id, hidden.body.id].sort());

    const unused = (await call(s('lkv-admin'), 'POST', '/comparison_groups/', group('Unbenutzt', { location_size: 1 }))).body;
    expect((await call(s('lkv-admin'), 'DELETE', `/comparison_groups/${unused.id}/`)).status).toBe(204);
  });
});
