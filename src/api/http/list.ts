// The shape every paginated list handler shares: resolve the caller's scope once, combine scope and
// filter conditions, read one page in list order, count the matches only when the page does not tell
// the total itself, serialise the page (batched per page) and wrap it as { count, next, previous,
// results }. A resource states only what differs.
import { and, count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { callerScope, type CallerScope } from '../services/scope.ts';
import { page, type ListQuery, type PageQuery } from './pagination.ts';

export interface ListContext {
  db: Db;
  /** The API instance: its services (src/api/plugins/) for serialisers that need more than the database. */
  app: FastifyInstance;
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

/**
 * The total a page tells by itself: a page with room to spare ends the list, so the total is its
 * offset plus its rows, and no count statement is needed (most farm users' lists fit on one page).
 * A full page, or an empty one past the start, says nothing about the rest: null, count them.
 */
export function pageTotal(query: PageQuery, rows: number): number | null {
  return rows < query.limit && (rows > 0 || query.offset === 0) ? query.offset + rows : null;
}

const countOf = async (db: Db, from: PgTable, condition: SQL | undefined) => (await db.select({ n: count() }).from(from).where(condition))[0]?.n ?? 0;

/** A list handler from what the resource decides per request (see ListSpec). */
export function listHandler<Q extends ListQuery, Row, Out>(spec: (query: Q, context: ListContext) => ListSpec<Row, Out>) {
  return async (request: FastifyRequest, query: Q) => {
    const context = { db: request.server.deps.database.db, app: request.server, scope: await callerScope(request) };
    const { from, where, rows, serialize } = spec(query, context);
    const condition = and(...where);
    if (query.count_only) return page(request, query, await countOf(context.db, from, condition), []);
    const found = await rows(condition, query);
    const total = pageTotal(query, found.length) ?? (await countOf(context.db, from, condition));
    return page(request, query, total, await serialize(found));
  };
}
