// Username auto-generation on the server (product rules ‹User form›): role prefix (va, vm, la, bm) + '_{farm number}_'
// + the next running number, from the first farm of the assignment (association users without a
// farm: the association's number); unique under concurrent creates.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { newUser, usersApi } from '../support/users-api.ts';

describe.each(dbKinds())('generated usernames on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof usersApi>;
  const farmNumber = async (id: number) => String((await api.sql(sql`select number from farms where id = ${id}`))[0]!.number);
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = usersApi(t);
  });
  afterAll(() => t?.close());

  it('uses the role prefix, the first farm of the assignment and the next running number', async () => {
    const farm8 = await farmNumber(8);
    // The demo data names farm 8's admin la_{number}_1 already.
    expect(await api.userId(`la_${farm8}_1`)).toBeGreaterThan(0);
    const admin = await api.post('lkv-admin', '/users/', newUser('la@neu.example', { account_type: 'farm_admin', farm_admin_of: [8, 1] }));
    expect(admin.body.username).toBe(`la_${farm8}_2`);
    const staff = await api.post('ldwu-admin', '/users/', newUser('bm@neu.example', { account_type: 'farm_staff', locations: [{ location: 2 }] }));
    expect(staff.body.username).toBe(`bm_${await farmNumber(1)}_1`);
    const member = await api.post('lkv-admin', '/users/', newUser('vm1@neu.example', { account_type: 'association_member', associations: [{ association: 1, allowed_farms: [9] }] }));
    expect(member.body.username).toBe(`vm_${await farmNumber(9)}_1`);
    // Association users without a farm carry the association's number (LKV Süd: 101).
    const bare = await api.post('lkv-admin', '/users/', newUser('vm2@neu.example', { account_type: 'association_member', associations: [{ association: 1 }] }));
    expect(bare.body.username).toBe('vm_101_1');
    const va = await api.post('superuser', '/users/', newUser('va@neu.example', { account_type: 'association_admin', associations: [{ association: 2, is_admin: true }] }));
    expect(va.body.username).toBe('va_102_2');
  });

  it('keeps a given username and asks for one when nothing is assigned', async () => {
    const given = await api.post('ldwu-admin', '/users/', newUser('eigen@neu.example', { account_type: 'farm_staff', username: 'Stallmeister', locations: [{ location: 1 }] }));
    expect(given.body.username).toBe('Stallmeister');
    const none = await api.post('superuser', '/users/', newUser('niemand@neu.example', { account_type: 'farm_staff' }));
    expect(none.status).toBe(400);
    expect(none.body.errors.username).toEqual(['Geben Sie einen Benutzernamen ein.']);
    expect((await api.post('superuser', '/users/', newUser('niemand@neu.example', { account_type: 'farm_staff', username: 'freigestellt' }))).status).toBe(201);
  });

  it('stays unique under concurrent creates', async () => {
    const stem = `bm_${await farmNumber(2)}_`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => api.post('ldwu-admin-multi', '/users/', newUser(`parallel${i}@neu.example`, { account_type: 'farm_staff', locations: [{ location: 3 }] }))),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const names = answers.map((a) => a.body.username as string).sort();
    expect(new Set(names).size).toBe(6);
    expect(names.every((n) => n.startsWith(stem))).toBe(true);
    expect(names.map((n) => Number(n.slice(stem.length))).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('gives a username and an address to one of two concurrent creates only', async () => {
    const twice = await Promise.all(
      [1, 2].map((i) => api.post('ldwu-admin', '/users/', newUser(`zwilling${i}@neu.example`, { account_type: 'farm_staff', username: 'zwilling', locations: [{ location: 1 }] }))),
    );
    expect(twice.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(twice.find((a) => a.status === 400)!.body.field_codes.username).toEqual(['taken']);
    const sameAddress = await Promise.all(
      [1, 2].map((i) => api.post('ldwu-admin', '/users/', newUser('gleich@neu.example', { account_type: 'farm_staff', username: `gleich${i}`, locations: [{ location: 1 }] }))),
    );
    expect(sameAddress.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(sameAddress.find((a) => a.status === 400)!.body.field_codes.email).toEqual(['already_associated']);
  });
});
