// Helpers of the read-side API tests: sessions of every demo account, GET shortcuts and the
// expected farm scope computed straight from the link tables (independent of src/domain).
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { DEMO_ACCOUNTS } from '../../tools/seed/demo-accounts.ts';
import type { Db } from '../../src/api/db/client.ts';
import { login, type TestApp } from './app.ts';

export interface Session {
  username: string;
  id: number;
  headers: Record<string, string>;
}

export async function demoSessions(t: TestApp): Promise<Map<string, Session>> {
  const sessions = new Map<string, Session>();
  for (const account of DEMO_ACCOUNTS) {
    const { headers } = await login(t.app, account.username);
    const me = (await t.app.inject({ method: 'GET', url: '/api/v1/users/current-user/', headers })).json() as { id: number };
    sessions.set(account.username, { username: account.username, id: me.id, headers });
  }
  return sessions;
}

export function getter(t: TestApp) {
  const get = async (session: Session | undefined, url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: session?.headers ?? {} });
    return { status: res.statusCode, body: res.json() as any };
  };
  /** Every result of a paginated list (one large page). */
  const all = async (session: Session, url: string): Promise<any[]> => {
    const res = await get(session, `${url}${url.includes('?') ? '&' : '?'}limit=10000`);
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
    expect(res.body.results.length).toBe(res.body.count);
    return res.body.results;
  };
  return { get, all };
}

export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export const ids = (list: { id: number }[]) => list.map((x) => x.id).sort((a, b) => a - b);

/** The farms a user should see, straight from the link tables (product rules ‹Roles and permissions› as the tests read it). */
export async function expectedFarmIds(db: Db, userId: number): Promise<number[]> {
  const result = await rows<{ id: number }>(
    db,
    sql`select f.id from farms f, users u where u.id = ${userId} and (
      u.is_superuser
      or (u.account_type = 'association_admin' and exists (select 1 from user_associations ua where ua.user_id = u.id and ua.is_admin
            and (f.invoicing_association_id = ua.association_id or exists (select 1 from sites s where s.farm_id = f.id and s.hbv_id = ua.association_id))))
      or (u.account_type in ('association_admin', 'association_member') and exists (select 1 from user_association_farms x where x.user_id = u.id and x.farm_id = f.id))
      or (u.account_type = 'farm_admin' and exists (select 1 from farm_admins fa where fa.user_id = u.id and fa.farm_id = f.id))
      or (coalesce(u.account_type, 'farm_staff') in ('farm_admin', 'farm_staff')
            and exists (select 1 from user_locations ul join locations l on l.id = ul.location_id where ul.user_id = u.id and l.farm_id = f.id)))
    order by f.id`,
  );
  return result.map((r) => Number(r.id));
}

/** Users the viewer should see, restated in SQL from src/domain/user-visibility.ts's comment. */
export async function expectedUserIds(db: Db, viewerId: number, farmIds: number[]): Promise<number[]> {
  const farmArray = sql.raw(`ARRAY[${farmIds.map((v) => Math.trunc(v)).join(',') || 'NULL'}]::int[]`);
  const result = await rows<{ id: number }>(
    db,
    sql`select t.id from users t, users v where v.id = ${viewerId} and (t.id = v.id or (t.account_type is not null and (
      v.is_superuser
      or (v.account_type = 'association_admin' and exists (select 1 from user_associations a join user_associations b on a.association_id = b.association_id
            where a.user_id = v.id and a.is_admin and b.user_id = t.id))
      or (t.account_type in ('farm_admin', 'farm_staff') and (
            exists (select 1 from farm_admins fa where fa.user_id = t.id and fa.farm_id = any(${farmArray}))
            or exists (select 1 from user_locations ul join locations l on l.id = ul.location_id where ul.user_id = t.id and l.farm_id = any(${farmArray})))))))
    order by t.id`,
  );
  return result.map((r) => Number(r.id));
}

export const intList = (values: number[]) => sql.raw(`ARRAY[${values.map((v) => Math.trunc(v)).join(',') || 'NULL'}]::int[]`);
