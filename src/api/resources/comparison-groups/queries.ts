// Comparison groups visible to the caller (src/domain/read-scope.ts isSharedDefinitionVisible):
// own ones, ownerless ones and those of colleagues, never one bound to an entity outside scope.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { reportToday } from '../../../domain/reports.ts';
import { groupCounts } from '../../services/benchmark/answers.ts';
import { groupDefinitionOf, type GroupDefinition } from '../../services/benchmark/definition.ts';
import type { BenchmarkContext } from '../../context.ts';
import { comparisonGroups } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { NOT_FOUND } from '../../http/not-found-texts.ts';
import { listHandler } from '../../http/list.ts';
import { containsText, idListCondition } from '../../services/entity-search.ts';
import { callerScope, colleagueCondition, entityCondition, type CallerScope } from '../../services/scope.ts';
import type { ComparisonGroupListQuery, ComparisonGroupOut } from './schemas.ts';
import { requestBenchmark } from '../../services/benchmark/request-context.ts';

/** Visible comparison groups as a condition on the comparison_groups table (undefined: all). */
export function comparisonGroupVisible(scope: CallerScope): SQL | undefined {
  if (scope.actor.isSuperuser) return undefined;
  const entityOk = entityCondition(comparisonGroups.entityType, comparisonGroups.entityId, scope.farms, scope.associations);
  return sql`(${comparisonGroups.userId} = ${scope.actor.id} or (
    (${comparisonGroups.userId} is null or ${colleagueCondition(scope, comparisonGroups.userId)})
    and (${comparisonGroups.entityType} is null ${entityOk ? sql`or ${entityOk}` : sql`or true`})))`;
}

type GroupRow = typeof comparisonGroups.$inferSelect;

/**
 * location_count of each group: member locations with a report today, from the benchmark engine
 * (src/api/services/benchmark; the same count as /comparison_groups/{id}/reports/count/).
 */
async function locationCounts(app: BenchmarkContext, groups: GroupRow[], definitions: GroupDefinition[]): Promise<Map<number, number>> {
  if (groups.length === 0) return new Map();
  const counts = await groupCounts(app, definitions, reportToday());
  return new Map(groups.map((g, i) => [g.id, counts[i]!]));
}

async function serializeGroups(app: BenchmarkContext, rows: GroupRow[]): Promise<ComparisonGroupOut[]> {
  // The stored columns read as a filter in one place (groupDefinitionOf), for the answer and the counts.
  const definitions = rows.map(groupDefinitionOf);
  const counts = await locationCounts(app, rows, definitions);
  return rows.map((g, i) => ({
    id: g.id,
    name: g.name,
    user: g.userId ?? null,
    location_count: counts.get(g.id) ?? 0,
    aggregation: definitions[i]!.aggregation,
    filter: definitions[i]!.filter as ComparisonGroupOut['filter'],
  }));
}

export const listComparisonGroups = listHandler((query: ComparisonGroupListQuery, { db, app, scope }) => ({
  from: comparisonGroups,
  where: [
    comparisonGroupVisible(scope),
    query.user ? eq(comparisonGroups.userId, query.user) : undefined,
    query.search ? containsText(comparisonGroups.name, query.search) : undefined,
    idListCondition(comparisonGroups.id, query.ids),
  ],
  rows: (where, p) => db.select().from(comparisonGroups).where(where).orderBy(asc(comparisonGroups.name), asc(comparisonGroups.id)).limit(p.limit).offset(p.offset),
  serialize: (rows) => serializeGroups(app, rows),
}));

export async function getComparisonGroup(request: FastifyRequest, id: number) {
  const { db } = request.server.deps.database;
  const scope = await callerScope(request);
  const rows = await db.select().from(comparisonGroups).where(and(eq(comparisonGroups.id, id), comparisonGroupVisible(scope)));
  if (rows.length === 0) throw notFound(NOT_FOUND.comparisonGroup);
  return (await serializeGroups(requestBenchmark(request), rows))[0]!;
}
