// 'Alle Benutzer exportieren' (product rules ‹User list›, ‹REST calls›): Benutzerexport_YYYYMMDD.csv, UTF-8 with BOM so Excel
// shows umlauts, semicolons, German headers, only the users the caller sees, admins only.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datedFileName } from '../../src/domain/format.ts';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { expectedFarmIds, expectedUserIds } from '../support/read.ts';
import { newUser, usersApi } from '../support/users-api.ts';

/** The rows of an export (after its byte-order mark) by header. */
const records = (body: string) => parse(body.slice(1), { delimiter: ';', columns: true, record_delimiter: '\r\n' }) as Record<string, string>[];

describe.each(dbKinds())('user CSV export on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof usersApi>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = usersApi(t);
    await api.post('ldwu-admin', '/users/', newUser('joerg.weiss@neu.example', { account_type: 'farm_staff', last_name: 'Weiß-Öztürk; "Sepp"', locations: [{ location: 1 }] }));
  });
  afterAll(() => t?.close());

  it('is a dated attachment with BOM, semicolons and German headers; umlauts and quotes survive', async () => {
    const res = await api.get('ldwu-admin', '/users/csv/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${datedFileName('Benutzerexport_', 'csv')}"`);
    expect(res.headers['content-disposition']).toMatch(/Benutzerexport_\d{8}\.csv/);
    const raw = await t.app.inject({ method: 'GET', url: '/api/v1/users/csv/', headers: await api.headersOf('ldwu-admin') });
    expect([...raw.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const body = raw.rawPayload.toString('utf8');
    expect(body.split('\r\n')[0]).toBe('\uFEFFID;Benutzername;Anrede;Vorname;Nachname;E-Mail;E-Mail verifiziert;Rolle;Aktiv;LDWUs;Angelegt am');
    const rows = records(body);
    const self = rows[0]!;
    expect(self).toMatchObject({ Benutzername: 'ldwu-admin', Anrede: 'Herr', Vorname: 'Josef', Nachname: 'Berger', Rolle: 'LDWU-Administrator', Aktiv: 'Ja', 'E-Mail verifiziert': 'Ja' });
    expect(self.LDWUs).toMatch(/^276098930226 - /);
    expect(self['Angelegt am']).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    const created = rows.find((r) => r['E-Mail'] === 'joerg.weiss@neu.example')!;
    expect(created).toMatchObject({ Vorname: 'Jörg', Nachname: 'Weiß-Öztürk; "Sepp"', Rolle: 'Betriebsmitarbeiter', 'E-Mail verifiziert': 'Nein' });
    // Order of the user list: self first, then role order (farm admins before farm staff).
    const roles = rows.slice(1).map((r) => r.Rolle);
    expect(roles.indexOf('Betriebsmitarbeiter')).toBeGreaterThan(roles.lastIndexOf('LDWU-Administrator'));
  });

  it.each(['superuser', 'lkv-admin', 'ldwu-admin-multi'])('holds exactly the users %s sees', async (caller) => {
    const res = await api.get(caller, '/users/csv/');
    expect(res.status).toBe(200);
    const id = await api.userId(caller);
    const expected = await expectedUserIds(t.database.db, id, await expectedFarmIds(t.database.db, id));
    expect(records(res.body).map((r) => Number(r.ID)).sort((a, b) => a - b)).toEqual(expected);
  });

  it.each(['lkv-mitarbeiter', 'mitarbeiter'])('is refused to %s (not an admin)', async (caller) => {
    const res = await api.get(caller, '/users/csv/');
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe('Nur Administratoren können Benutzer exportieren.');
  });

  it('needs a login', async () => {
    expect((await api.get(null, '/users/csv/')).status).toBe(401);
  });
});
