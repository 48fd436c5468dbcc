// Helpers of the master-data write tests (tests/api/master-data-*.test.ts): calls as a demo account,
// row counts that prove a refused write stored nothing, and the audit events a write appended.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { rows, type Session } from './read.ts';

export interface Reply {
  status: number;
  body: any;
}

/** A REST call under /api/v1 as `session` (anonymous without one). */
export function caller(t: TestApp) {
  return async (session: Session | undefined, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown): Promise<Reply> => {
    const res = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: session?.headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
}

/** A GraphQL operation as `session`; the root field's value or the first error's extensions. */
export function graphqlCaller(t: TestApp) {
  return async (session: Session, query: string, variables: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...session.headers },
      payload: JSON.stringify({ query, variables }),
    });
    return JSON.parse(res.body) as { data?: Record<string, any> | null; errors?: { message: string; extensions?: { code?: string; status?: number } }[] };
  };
}

const TABLES = ['associations', 'farms', 'locations', 'sites', 'profiles', 'alerts', 'incidents', 'audit_events'] as const;

/** Row counts of every table a master-data write touches, plus a digest of their contents. */
export async function stateOf(t: TestApp): Promise<Record<string, string>> {
  const state: Record<string, string> = {};
  for (const table of TABLES) {
    const [row] = await rows<{ n: number; digest: string | null }>(
      t.database.db,
      sql`select count(*)::int as n, md5(string_agg(x::text, '|' order by x::text)) as digest from ${sql.raw(table)} x`,
    );
    state[table] = `${row!.n}:${row!.digest}`;
  }
  return state;
}

/** Runs a refused write and checks that it changed nothing in the master-data tables. */
export async function expectNothingStored(t: TestApp, write: () => Promise<Reply>, status: number): Promise<Reply> {
  const before = await stateOf(t);
  const reply = await write();
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(typeof reply.body?.detail, 'Fehler mit {detail, code}').toBe('string');
  expect(typeof reply.body?.code).toBe('string');
  expect(await stateOf(t)).toEqual(before);
  return reply;
}

export interface AuditRow {
  actor_id: number | null;
  action: string;
  entity: string;
  entity_id: string;
  changes: Record<string, any>;
}

/** The audit events of one entity with one action, oldest first. */
export async function auditOf(t: TestApp, action: string, entityId: number): Promise<AuditRow[]> {
  return rows<AuditRow>(
    t.database.db,
    sql`select actor_id, action, entity, entity_id, changes from audit_events where action = ${action} and entity_id = ${String(entityId)} order by id`,
  );
}

/** One number from SQL. */
export async function scalar(t: TestApp, query: ReturnType<typeof sql>): Promise<number | null> {
  const [row] = await rows<{ v: unknown }>(t.database.db, query);
  return row?.v === null || row?.v === undefined ? null : Number(row.v);
}
