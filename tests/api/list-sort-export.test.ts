// The long lists an association clerk pages through: farms and users sorted by a column on the
// server (umlauts beside their base letter, pages that neither overlap nor skip), each caller only
// within their scope, and the farm list as a CSV file in the list's order and filter.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farms } from '../../src/api/db/schema.ts';
import { datedFileName } from '../../src/domain/format.ts';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { demoSessions, expectedFarmIds, getter, type Session } from '../support/read.ts';

type Farm = { id: number; number: string; name: string; display_name: string; is_active: boolean; has_admin_rights: boolean; tos_accepted: string | null };
type User = { id: number; username: string; account_type: string | null; is_active: boolean };

/** The rows of a CSV export (after its byte-order mark) by header. */
const records = (body: string) => parse(body.slice(1), { delimiter: ';', columns: true, record_delimiter: '\r\n' }) as Record<string, string>[];

describe.each(dbKinds())('sorted, paged lists and the farm CSV export on %s', (kind) => {
  let t: TestApp;
  let sessions: Map<string, Session>;
  let get: ReturnType<typeof getter>['get'];
  const s = (name: string) => sessions.get(name)!;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // Names a byte-wise sort gets wrong: 'Öd…' belongs between 'apfel' and 'Ott…', not after 'Zenz'.
    await t.database.db.insert(farms).values([
      { number: '999000000001', name: 'Sortprobe Zenz' },
      { number: '999000000002', name: 'Sortprobe Öd' },
      { number: '999000000003', name: 'sortprobe apfel' },
      { number: '999000000004', name: 'Sortprobe Ott', isActive: false },
    ]);
    ({ get } = getter(t));
    sessions = await demoSessions(t);
  });
  afterAll(() => t?.close());

  const page = async <T,>(session: Session, url: string) => {
    const res = await get(session, url);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { count: number; results: T[] };
  };
  /** Every row, read in pages of `size`. */
  const paged = async <T extends { id: number }>(session: Session, url: string, size: number) => {
    const out: T[] = [];
    let count = 0;
    for (let offset = 0; offset === 0 || offset < count; offset += size) {
      const p = await page<T>(session, `${url}&limit=${size}&offset=${offset}`);
      count = p.count;
      out.push(...p.results);
    }
    return { count, rows: out };
  };

  it('sorts farms by name with umlauts beside their base letter, ignoring case, both ways', async () => {
    const up = await page<Farm>(s('superuser'), '/farms/?search=sortprobe&sort=name');
    expect(up.results.map((f) => f.name)).toEqual(['sortprobe apfel', 'Sortprobe Öd', 'Sortprobe Ott', 'Sortprobe Zenz']);
    const down = await page<Farm>(s('superuser'), '/farms/?search=sortprobe&sort=name&direction=desc');
    expect(down.results.map((f) => f.name)).toEqual(['Sortprobe Zenz', 'Sortprobe Ott', 'Sortprobe Öd', 'sortprobe apfel']);
    const state = await page<Farm>(s('superuser'), '/farms/?search=sortprobe&sort=is_active&direction=desc');
    expect(state.results[0]!.name).toBe('Sortprobe Ott');
  });

  it('pages a sorted farm list without overlap or gaps, in the same order as one large page', async () => {
    const whole = await page<Farm>(s('lkv-admin'), '/farms/?sort=number&direction=desc&limit=10000');
    expect(whole.count).toBeGreaterThan(20);
    const numbers = whole.results.map((f) => f.number);
    expect(numbers).toEqual([...numbers].sort().toReversed());
    const { count, rows } = await paged<Farm>(s('lkv-admin'), '/farms/?sort=number&direction=desc', 7);
    expect(count).toBe(whole.count);
    expect(rows.map((f) => f.id)).toEqual(whole.results.map((f) => f.id));
    const byName = await paged<Farm>(s('lkv-admin'), '/farms/?sort=name', 9);
    expect(new Set(byName.rows.map((f) => f.id)).size).toBe(whole.count);
  });

  it('lists the farms a clerk administers first when no column is chosen', async () => {
    const list = (await page<Farm>(s('lkv-mitarbeiter'), '/farms/?limit=10000')).results;
    const admin = list.filter((f) => f.has_admin_rights).length;
    expect(admin).toBeGreaterThan(0);
    expect(admin).toBeLessThan(list.length);
    expect(list.slice(0, admin).every((f) => f.has_admin_rights)).toBe(true);
  });

  it("gives a superuser, who administers every farm, the list's own order and the whole CSV", async () => {
    const list = await page<Farm>(s('superuser'), '/farms/?limit=10000');
    const names = list.results.map((f) => f.display_name);
    expect(names.slice(0, 3)).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de', { sensitivity: 'base' })).slice(0, 3));
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/farms/csv/', headers: s('superuser').headers });
    expect(res.statusCode).toBe(200);
    expect(records(res.body).map((r) => r.LDWU)).toEqual(names);
  });

  it('lists and exports the farms of farm staff, who administer none', async () => {
    const caller = s('mitarbeiter');
    const list = await page<Farm>(caller, '/farms/?limit=10000');
    expect(list.count).toBeGreaterThan(0);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/farms/csv/', headers: caller.headers });
    expect(res.statusCode).toBe(200);
    expect(records(res.body).map((r) => r.LDWU)).toEqual(list.results.map((f) => f.display_name));
  });

  it('keeps a farm admin to their own farms whatever the sort', async () => {
    const caller = s('ldwu-admin-multi');
    const own = await expectedFarmIds(t.database.db, caller.id);
    for (const sort of ['name', 'number', 'is_active', 'tos_accepted', 'has_current_report']) {
      const list = await page<Farm>(caller, `/farms/?sort=${sort}&direction=desc&limit=10000`);
      expect(list.results.map((f) => f.id).sort((a, b) => a - b)).toEqual(own);
    }
  });

  it('refuses an unknown sort column', async () => {
    expect((await get(s('lkv-admin'), '/farms/?sort=password')).status).toBe(400);
    expect((await get(s('lkv-admin'), '/users/?sort=password_hash')).status).toBe(400);
  });

  it('exports the farm list as CSV: BOM, semicolons, German headers, every farm in scope in list order', async () => {
    const raw = await t.app.inject({ method: 'GET', url: '/api/v1/farms/csv/?sort=name', headers: s('lkv-admin').headers });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(raw.headers['content-disposition']).toBe(`attachment; filename="${datedFileName('LDWUexport_', 'csv')}"`);
    expect([...raw.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const body = raw.rawPayload.toString('utf8');
    expect(body.split('\r\n')[0]).toBe(
      '\uFEFFIDNr.;Name;LDWU;Rechnungsstellender Verband;Aktiv;ToS akzeptiert am;Aktuelle MLP vorhanden;Kuhzahl;Betriebe;Betriebsstätten;Adminrechte',
    );
    const rows = records(body);
    const list = await page<Farm>(s('lkv-admin'), '/farms/?sort=name&limit=10000');
    expect(rows.map((r) => r.LDWU)).toEqual(list.results.map((f) => f.display_name));
    const first = rows[0]!;
    expect(first.Aktiv).toMatch(/^(Ja|Nein)$/);
    expect(first['Rechnungsstellender Verband']).toMatch(/^LKV - /);
    const accepted = rows.find((r) => r['ToS akzeptiert am'] !== '');
    expect(accepted?.['ToS akzeptiert am']).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
  });

  it('exports only what the filter shows, and to a farm admin only their own farms', async () => {
    const filtered = await t.app.inject({ method: 'GET', url: '/api/v1/farms/csv/?search=sortprobe&is_active=true&sort=name', headers: s('superuser').headers });
    expect(records(filtered.body).map((r) => r.Name)).toEqual(['sortprobe apfel', 'Sortprobe Öd', 'Sortprobe Zenz']);
    const caller = s('ldwu-admin-multi');
    const own = await page<Farm>(caller, '/farms/?limit=10000');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/farms/csv/', headers: caller.headers });
    expect(res.statusCode).toBe(200);
    const rows = records(res.body);
    expect(rows.map((r) => r.LDWU).sort()).toEqual(own.results.map((f) => f.display_name).sort());
    expect(rows.every((r) => r.Adminrechte === 'Ja')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/farms/csv/' })).statusCode).toBe(401);
  });

  it('sorts users by a column on the server and pages them without overlap', async () => {
    const whole = await page<User>(s('superuser'), '/users/?sort=username&limit=10000');
    const names = whole.results.map((u) => u.username.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
    const { rows } = await paged<User>(s('superuser'), '/users/?sort=username&direction=desc', 4);
    expect(rows.map((u) => u.id)).toEqual(whole.results.toReversed().map((u) => u.id));
    const byRole = (await page<User>(s('superuser'), '/users/?sort=account_type&direction=desc&limit=10000')).results;
    expect(byRole[0]!.account_type ?? 'farm_staff').toBe('farm_staff');
    expect(byRole.at(-1)!.account_type).toBe('association_admin');
  });

  it('lists the caller first without a column, and finds users by their role label', async () => {
    const caller = s('lkv-admin');
    const list = (await page<User>(caller, '/users/?limit=3')).results;
    expect(list[0]!.id).toBe(caller.id);
    const members = await page<User>(caller, `/users/?search=${encodeURIComponent('verbandsmitarbeiter')}&limit=10000`);
    expect(members.count).toBeGreaterThan(0);
    expect(members.results.every((u) => u.account_type === 'association_member')).toBe(true);
  });
});
