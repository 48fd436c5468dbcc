// Figure filters (product rules ‹Figure-filter modals›, ‹Validation rules›, ‹Evaluation, group and filter calls›): create, change and delete with the owner rule, every
// validation message, nothing stored on refusal, one audit event per write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_FIELDS } from '../../src/api/catalogue/index.ts';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { demoSessions, type Session } from '../support/read.ts';
import { auditOf, caller, countRows } from '../support/writes.ts';

// Catalogue names (the catalogue may rename figures; the test follows it).
const [A, B, C] = REPORT_FIELDS.slice(10, 13).map((f) => f.pythonic_name) as [string, string, string];

describe.each(dbKinds())('figure filter writes on %s', (kind) => {
  let t: TestApp;
  let sessions: Map<string, Session>;
  let call: ReturnType<typeof caller>;
  const s = (name: string) => sessions.get(name)!;

  beforeAll(async () => {
    t = await createTestApp(kind);
    sessions = await demoSessions(t);
    call = caller(t);
  });
  afterAll(() => t?.close());

  it('creates a filter for its owner with the figures in the chosen order and audits it', async () => {
    const res = await call(s('ldwu-admin'), 'POST', '/filters/', { name: '  Milch und Zellen ', fields: [{ pythonic_name: A }, { pythonic_name: B }] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ name: 'Milch und Zellen', user: s('ldwu-admin').id, fields: [{ pythonic_name: A }, { pythonic_name: B }] });
    const read = await call(s('ldwu-admin'), 'GET', `/filters/${res.body.id}/`);
    expect(read.body).toEqual(res.body);
    const events = await auditOf(t, 'filter', res.body.id);
    expect(events).toEqual([expect.objectContaining({ action: 'filter.created', actor_id: s('ldwu-admin').id })]);
    expect(events[0]!.changes).toEqual({ name: 'Milch und Zellen', fields: [A, B] });
  });

  it('refuses a missing name, no figure, unknown and doubled figures with German messages and stores nothing', async () => {
    const before = await countRows(t, 'figure_filters');
    const noName = await call(s('ldwu-admin'), 'POST', '/filters/', { name: '   ', fields: [{ pythonic_name: B }] });
    expect(noName.status).toBe(400);
    expect(noName.body.errors).toEqual({ name: ['Geben Sie einen Namen ein.'] });
    const absentName = await call(s('ldwu-admin'), 'POST', '/filters/', { fields: [{ pythonic_name: B }] });
    expect(absentName.body.errors.name).toEqual(['Geben Sie einen Namen ein.']);
    const none = await call(s('ldwu-admin'), 'POST', '/filters/', { name: 'Leer', fields: [] });
    expect(none.body.errors).toEqual({ fields: ['Wählen Sie mind. eine Kennzahl aus.'] });
    const absentFields = await call(s('ldwu-admin'), 'POST', '/filters/', { name: 'Leer' });
    expect(absentFields.body.errors.fields).toEqual(['Wählen Sie mind. eine Kennzahl aus.']);
    const unknown = await call(s('ldwu-admin'), 'POST', '/filters/', { name: 'X', fields: [{ pythonic_name: B }, { pythonic_name: 'milchmenge_erfunden' }, { pythonic_name: B }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'invalid', detail: 'Die Eingaben sind ungültig.' });
    expect(unknown.body.errors).toEqual({
      'fields.1.pythonic_name': ['Unbekannte Kennzahl „milchmenge_erfunden“.'],
      'fields.2.pythonic_name': ['Diese Kennzahl ist bereits ausgewählt.'],
    });
    expect(await countRows(t, 'figure_filters')).toBe(before);
  });

  it('lets only the owner change or delete; others who see it get 403, strangers 404', async () => {
    const created = await call(s('lkv-admin'), 'POST', '/filters/', { name: 'Verbandsfilter', fields: [{ pythonic_name: C }] });
    const id = created.body.id;
    // A farm admin of the association sees the association's filter (view and copy only).
    expect((await call(s('ldwu-admin'), 'GET', `/filters/${id}/`)).status).toBe(200);
    const foreignPatch = await call(s('ldwu-admin'), 'PATCH', `/filters/${id}/`, { name: 'Übernommen' });
    expect(foreignPatch.status).toBe(403);
    expect(foreignPatch.body.detail).toBe('Nur der Eigentümer kann diesen Kennzahlen-Filter ändern oder löschen.');
    expect((await call(s('ldwu-admin'), 'DELETE', `/filters/${id}/`)).status).toBe(403);
    // The superuser sees everything but is no owner either.
    expect((await call(s('superuser'), 'PUT', `/filters/${id}/`, { name: 'Super', fields: [{ pythonic_name: C }] })).status).toBe(403);
    expect((await call(s('lkv-admin'), 'PATCH', '/filters/999999/', { name: 'x' })).status).toBe(404);

    const patched = await call(s('lkv-admin'), 'PATCH', `/filters/${id}/`, { fields: [{ pythonic_name: B }, { pythonic_name: C }] });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: 'Verbandsfilter', fields: [{ pythonic_name: B }, { pythonic_name: C }] });
    const replaced = await call(s('lkv-admin'), 'PUT', `/filters/${id}/`, { name: 'Inhaltsstoffe', fields: [{ pythonic_name: C }] });
    expect(replaced.body).toMatchObject({ name: 'Inhaltsstoffe', fields: [{ pythonic_name: C }] });
    const badPatch = await call(s('lkv-admin'), 'PATCH', `/filters/${id}/`, { fields: [] });
    expect(badPatch.body.errors).toEqual({ fields: ['Wählen Sie mind. eine Kennzahl aus.'] });
    expect((await call(s('lkv-admin'), 'GET', `/filters/${id}/`)).body.fields).toEqual([{ pythonic_name: C }]);

    expect((await call(s('lkv-admin'), 'DELETE', `/filters/${id}/`)).status).toBe(204);
    expect((await call(s('lkv-admin'), 'GET', `/filters/${id}/`)).status).toBe(404);
    const events = await auditOf(t, 'filter', id);
    expect(events.map((e) => e.action)).toEqual(['filter.created', 'filter.updated', 'filter.updated', 'filter.deleted']);
    expect(events[1]!.changes).toEqual({ fields: [B, C] });
    expect(events[2]!.changes).toEqual({ name: 'Inhaltsstoffe', fields: [C] });
  });

  it('refuses farm staff without "Anlage von Reporten"', async () => {
    const res = await call(s('mitarbeiter'), 'POST', '/filters/', { name: 'Mein Filter', fields: [{ pythonic_name: C }] });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe('Sie dürfen keine Auswertungen, Vergleichsgruppen oder Kennzahlen-Filter anlegen oder ändern.');
  });
});
