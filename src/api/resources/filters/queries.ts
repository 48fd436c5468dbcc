// Figure filters visible to the caller: own ones, ownerless ones and those of colleagues
// (src/domain/read-scope.ts isSharedDefinitionVisible; others' filters are view and copy only).
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { figureFilterFields, figureFilters } from '../../db/schema.ts';
import { groupBy } from '../../http/batch.ts';
import { notFound } from '../../http/errors.ts';
import { NOT_FOUND } from '../../http/not-found-texts.ts';
import { listHandler } from '../../http/list.ts';
import { containsText, idListCondition } from '../../services/entity-search.ts';
import { callerScope, colleagueCondition, intArray, type CallerScope } from '../../services/scope.ts';
import type { FigureFilterListQuery, FigureFilterOut } from './schemas.ts';

export function figureFilterVisible(scope: CallerScope): SQL | undefined {
  if (scope.actor.isSuperuser) return undefined;
  return sql`(${figureFilters.userId} = ${scope.actor.id} or ${figureFilters.userId} is null or ${colleagueCondition(scope, figureFilters.userId)})`;
}

async function serializeFilters(db: Db, rows: (typeof figureFilters.$inferSelect)[]): Promise<FigureFilterOut[]> {
  if (rows.length === 0) return [];
  const fields = await db
    .select()
    .from(figureFilterFields)
    .where(sql`${figureFilterFields.filterId} = any(${intArray(rows.map((r) => r.id))})`)
    .orderBy(asc(figureFilterFields.filterId), asc(figureFilterFields.position), asc(figureFilterFields.pythonicName));
  const byFilter = groupBy(fields, (f) => f.filterId);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    user: r.userId ?? null,
    fields: (byFilter.get(r.id) ?? []).map((f) => ({ pythonic_name: f.pythonicName })),
  }));
}

export const listFigureFilters = listHandler((query: FigureFilterListQuery, { db, scope }) => ({
  from: figureFilters,
  where: [
    figureFilterVisible(scope),
    query.user ? eq(figureFilters.userId, query.user) : undefined,
    query.search ? containsText(figureFilters.name, query.search) : undefined,
    idListCondition(figureFilters.id, query.ids),
  ],
  rows: (where, p) => db.select().from(figureFilters).where(where).orderBy(asc(figureFilters.name), asc(figureFilters.id)).limit(p.limit).offset(p.offset),
  serialize: (rows) => serializeFilters(db, rows),
}));

export async function getFigureFilter(request: FastifyRequest, id: number) {
  const { db } = request.server.deps.database;
  const scope = await callerScope(request);
  const rows = await db.select().from(figureFilters).where(and(eq(figureFilters.id, id), figureFilterVisible(scope)));
  if (rows.length === 0) throw notFound(NOT_FOUND.filter);
  return (await serializeFilters(db, rows))[0]!;
}
