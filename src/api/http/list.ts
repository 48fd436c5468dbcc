// The shape every paginated list handler shares: resolve the caller's scope once, combine scope and
// filter conditions, count them, read one page in list order, serialise it (batched per page) and
// wrap it as { count, next, previous, results }. A resource states only what differs.
import { and, count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { callerScope, type CallerScope } from '../services/scope.ts';
import { page, type PageQuery } from './pagination.ts';

export interface ListContext {
  db: Db;
  scope: CallerScope;
}

export interface ListSpec<Row, Out> {
  /** The table whose rows are counted under `where`. */
  from: PgTable;
  /** Scope and filter conditions, ANDed; undefined entries (an unset filter) are skipped. */
  where: (SQL | undefined)[];
  /** The rows of one page under the combined condition, in list order. */
  rows: (where: SQL | undefined, page: PageQuery) => Promise<Row[]>;
  /** The page's rows as response items. */
  serialize: (rows: Row[]) => Out[] | Promise<Out[]>;
}

/** A list handler from what the resource decides per request (see ListSpec). */
export function listHandler<Q extends PageQuery, Row, Out>(spec: (query: Q, context: ListContext) => ListSpec<Row, Out>) {
  return async (request: FastifyRequest, query: Q) => {
    const context = { db: request.server.deps.database.db, scope: await callerScope(request) };
    const { from, where, rows, serialize } = spec(query, context);
    const condition = and(...where);
    const [total] = await context.db.select({ n: count() }).from(from).where(condition);
    const items = await serialize(await rows(condition, query));
    return page(request, query, total?.n ?? 0, items);
  };
}
