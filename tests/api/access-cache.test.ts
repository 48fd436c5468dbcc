// Reads reuse what authentication loaded for a user (src/api/auth/access-cache.ts) until the
// 'access' version changes. These tests change what decides access straight in the database, as
// another instance or an operator would, without this process knowing, and expect the very next
// read to obey the change: links, deactivation, terms, an association's farms.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/api/db/client.ts';
import { createTestApp, dbKinds, login, type TestApp } from '../support/app.ts';

describe.each(dbKinds())('cached access on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const session = async (username: string) => {
    const { headers } = await login(t.app, username);
    const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
    const me = (await get('/users/current-user/')).json() as { id: number; farms: number[] };
    const farmIds = async () => ((await get('/farms/?limit=1000')).json() as { results: { id: number }[] }).results.map((f) => f.id).sort((a, b) => a - b);
    return { headers, get, me, farmIds };
  };
  const run = <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

  it('drops a farm from a farm admin\'s reads as soon as the admin link is removed, and brings it back', async () => {
    const admin = await session('ldwu-admin-multi');
    const before = await admin.farmIds();
    expect(before.length).toBeGreaterThan(1);
    const farm = before[0]!;
    expect((await admin.get(`/farms/${farm}/`)).statusCode).toBe(200);

    await run(sql`delete from farm_admins where user_id = ${admin.me.id} and farm_id = ${farm}`);
    expect(await admin.farmIds()).toEqual(before.slice(1));
    expect((await admin.get(`/farms/${farm}/`)).statusCode).toBe(404);

    await run(sql`insert into farm_admins (user_id, farm_id) values (${admin.me.id}, ${farm})`);
    expect(await admin.farmIds()).toEqual(before);
  });

  it('refuses a user deactivated in the database on the next request', async () => {
    const staff = await session('mitarbeiter');
    expect((await staff.get('/farms/')).statusCode).toBe(200);
    await run(sql`update users set is_active = false where id = ${staff.me.id}`);
    const refused = await staff.get('/farms/');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('user_inactive');
    await run(sql`update users set is_active = true where id = ${staff.me.id}`);
    expect((await staff.get('/farms/')).statusCode).toBe(200);
  });

  it('gates farm staff again when the terms acceptance is withdrawn in the database', async () => {
    const staff = await session('mitarbeiter');
    const farm = staff.me.farms[0]!;
    expect((await staff.get('/locations/')).statusCode).toBe(200);
    const [accepted] = await run(sql`select tos_accepted from farms where id = ${farm}`);
    await run(sql`update farms set tos_accepted = null where id = ${farm}`);
    const refused = await staff.get('/locations/');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('terms_not_accepted_by_farm_admin');
    await run(sql`update farms set tos_accepted = ${(accepted as { tos_accepted: unknown }).tos_accepted} where id = ${farm}`);
    expect((await staff.get('/locations/')).statusCode).toBe(200);
  });

  it('follows an association admin\'s farms when a farm changes its invoicing association', async () => {
    const lkv = await session('lkv-admin');
    const before = await lkv.farmIds();
    const [other] = await run<{ id: number; invoicing_association_id: number | null }>(
      sql`select f.id, f.invoicing_association_id from farms f where f.id <> all(${sql.param(before)}::int[])
            and not exists (select 1 from sites s where s.farm_id = f.id and s.hbv_id is not null) order by f.id limit 1`,
    );
    expect(other, 'a farm outside the LKV').toBeDefined();
    const [lkvAssociation] = await run<{ association_id: number }>(sql`select association_id from user_associations where user_id = ${lkv.me.id} and is_admin`);
    await run(sql`update farms set invoicing_association_id = ${lkvAssociation!.association_id} where id = ${other!.id}`);
    expect(await lkv.farmIds()).toContain(Number(other!.id));
    await run(sql`update farms set invoicing_association_id = ${other!.invoicing_association_id} where id = ${other!.id}`);
    expect(await lkv.farmIds()).toEqual(before);
  });

  it('keeps a farm admin\'s reads while others only log in or rename a farm', async () => {
    const admin = await session('ldwu-admin');
    const before = await admin.farmIds();
    const version = async () => Number((await run<{ version: string }>(sql`select version from engine_versions where name = 'access'`))[0]!.version);
    const v0 = await version();
    await login(t.app, 'ldwu-admin-multi');
    await run(sql`update farms set name = name || ' ' where id = ${before[0]!}`);
    // Neither decides access: the cached access stays valid.
    expect(await version()).toBe(v0);
    expect(await admin.farmIds()).toEqual(before);
  });
});
