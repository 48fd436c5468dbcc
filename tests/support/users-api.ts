// Helpers of the user-write API tests: one cached session per demo account, REST calls as a caller,
// and reads straight from the tables (what was stored, what was audited).
import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../../tools/seed/demo-accounts.ts';
import { DEMO_PASSWORD, login, type TestApp } from './app.ts';
import { rows } from './read.ts';

export type Caller = string | null;
export interface Answer {
  status: number;
  body: any;
  headers: Record<string, unknown>;
}

/** A password the policy accepts. */
export const GOOD_PASSWORD = 'Weidegang-2026';

export function usersApi(t: TestApp) {
  const sessions = new Map<string, Record<string, string>>();
  /** Demo accounts log in with the demo password, users the tests create with GOOD_PASSWORD. */
  async function headersOf(caller: Caller): Promise<Record<string, string>> {
    if (caller === null) return {};
    let headers = sessions.get(caller);
    if (!headers) {
      const password = DEMO_ACCOUNTS.some((a) => a.username === caller) ? DEMO_PASSWORD : GOOD_PASSWORD;
      headers = (await login(t.app, caller, password)).headers;
      sessions.set(caller, headers);
    }
    return headers;
  }
  async function call(caller: Caller, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object): Promise<Answer> {
    const res = await t.app.inject({ method, url: `/api/v1${url}`, headers: await headersOf(caller), ...(payload ? { payload } : {}) });
    const json = String(res.headers['content-type'] ?? '').includes('json');
    return { status: res.statusCode, body: json ? res.json() : res.body, headers: res.headers };
  }
  const db = () => t.database.db;
  return {
    call,
    headersOf,
    /** Forget a cached session (after a password change or deactivation). */
    forget: (caller: string) => sessions.delete(caller),
    get: (caller: Caller, url: string) => call(caller, 'GET', url),
    post: (caller: Caller, url: string, payload: object) => call(caller, 'POST', url, payload),
    patch: (caller: Caller, url: string, payload: object) => call(caller, 'PATCH', url, payload),
    del: (caller: Caller, url: string) => call(caller, 'DELETE', url),
    async userId(username: string): Promise<number> {
      const [row] = await rows<{ id: number }>(db(), sql`select id from users where lower(username) = lower(${username})`);
      if (!row) throw new Error(`no user ${username}`);
      return Number(row.id);
    },
    async userRow(id: number) {
      const [row] = await rows<Record<string, any>>(db(), sql`select * from users where id = ${id}`);
      return row;
    },
    sql: (query: ReturnType<typeof sql>) => rows<Record<string, any>>(db(), query),
    async count(table: string): Promise<number> {
      const [row] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from ${sql.raw(table)}`);
      return Number(row!.n);
    },
    async auditOf(entity: string, entityId: string | number) {
      return rows<{ action: string; actor_id: number; changes: Record<string, unknown> }>(
        db(),
        sql`select action, actor_id, changes from audit_events where entity = ${entity} and entity_id = ${String(entityId)} order by id`,
      );
    },
  };
}

/** The body of a new user the caller may create; `extra` overrides. */
export function newUser(email: string, extra: Record<string, unknown> = {}) {
  return { email, password: GOOD_PASSWORD, first_name: 'Jörg', last_name: 'Weiß', prefix: 'Herr', ...extra };
}
