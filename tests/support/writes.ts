// Helpers of the write-side API tests: JSON calls as a demo session and the audit trail of an entity.
import { sql } from 'drizzle-orm';
import type { TestApp } from './app.ts';
import { rows, type Session } from './read.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function caller(t: TestApp) {
  return async (session: Session | undefined, method: Method, url: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url: `/api/v1${url}`, headers: session?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: (res.body ? res.json() : null) as any };
  };
}

/** Audit events of one entity, oldest first. */
export function auditOf(t: TestApp, entity: string, id: number) {
  return rows<{ action: string; actor_id: number; changes: Record<string, unknown> }>(
    t.database.db,
    sql`select action, actor_id, changes from audit_events where entity = ${entity} and entity_id = ${String(id)} order by id`,
  );
}

export async function countRows(t: TestApp, table: string): Promise<number> {
  const [r] = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return Number(r!.n);
}

/** A multipart/form-data body with one file part (the report upload). */
export function multipartFile(field: string, filename: string, content: Buffer | string) {
  const boundary = `----herdenblick${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'), tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
