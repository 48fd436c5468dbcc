// Evaluations visible to the caller: the rule of src/domain/evaluation-visibility.ts as SQL.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { LOCATION_SIZE_GROUP, type EvaluationGroupRef } from '../../../domain/evaluation-rules.ts';
import type { Db } from '../../db/client.ts';
import { evaluationComparisonGroups, evaluations } from '../../db/schema.ts';
import { groupBy } from '../../http/batch.ts';
import { notFound } from '../../http/errors.ts';
import { NOT_FOUND } from '../../http/not-found-texts.ts';
import { listHandler } from '../../http/list.ts';
import { containsText } from '../../services/entity-search.ts';
import { associationCondition, callerScope, entityCondition, entityFarmSql, farmCondition, intArray, type CallerScope } from '../../services/scope.ts';
import { germanSortKey } from '../../services/text-sort.ts';
import { UNKNOWN_ENTITY_NAME } from '../../../domain/evaluation-list.ts';
import { ENTITY_TYPES } from '../../../domain/roles.ts';
import type { EvaluationListQuery, EvaluationOut } from './schemas.ts';

export function evaluationVisible(scope: CallerScope): SQL | undefined {
  if (scope.actor.isSuperuser) return undefined;
  const entityFarm = entityFarmSql(evaluations.entityType, evaluations.entityId);
  const entityAssociation = sql`(case when ${evaluations.entityType} = 'association' then ${evaluations.entityId}
    else (select fe.invoicing_association_id from farms fe where fe.id = ${entityFarm}) end)`;
  const farmOk = farmCondition(entityFarm, scope.farms) ?? sql`${entityFarm} is not null`;
  const associationOk = associationCondition(entityAssociation, scope.associations) ?? sql`${entityAssociation} is not null`;
  return sql`(${evaluations.userId} = ${scope.actor.id}
    or ${evaluations.visibility} = 'all'
    or (${evaluations.visibility} = 'farm' and ${evaluations.entityType} in ('farm', 'location', 'site') and coalesce(${farmOk}, false))
    or (${evaluations.visibility} = 'association' and ${evaluations.entityType} is not null and coalesce(${associationOk}, false)))`;
}

/** The stored groups in order with the special group put back at its place. */
function withLocationSize(stored: number[], position: number | null): EvaluationGroupRef[] {
  if (position === null) return stored;
  const out: EvaluationGroupRef[] = [...stored];
  out.splice(Math.min(position, out.length), 0, LOCATION_SIZE_GROUP);
  return out;
}

async function serializeEvaluations(db: Db, rows: (typeof evaluations.$inferSelect)[]): Promise<EvaluationOut[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select()
    .from(evaluationComparisonGroups)
    .where(sql`${evaluationComparisonGroups.evaluationId} = any(${intArray(rows.map((r) => r.id))})`)
    .orderBy(asc(evaluationComparisonGroups.evaluationId), asc(evaluationComparisonGroups.position), asc(evaluationComparisonGroups.comparisonGroupId));
  const byEvaluation = groupBy(links, (l) => l.evaluationId);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    user: r.userId ?? null,
    entity_type: r.entityType ?? null,
    entity_id: r.entityId ?? null,
    filter: r.filterId ?? null,
    comparison_groups: withLocationSize(
      (byEvaluation.get(r.id) ?? []).map((l) => l.comparisonGroupId),
      r.locationSizePosition,
    ),
    visibility: r.visibility,
    send_mail: r.sendMail,
  }));
}

/**
 * The evaluated entity's name as the list shows it (src/domain/display-names.ts; a site without a
 * name by its number, zero-padded for sorting) and '<unbekannt>' for an entity the caller cannot see,
 * so the server's order is the one the page's sections show and no hidden name decides it.
 */
function entityNameSql(scope: CallerScope): SQL {
  const t = evaluations.entityType;
  const id = evaluations.entityId;
  const name = sql`(case ${t}
    when 'association' then (select case when a.kind <> '' and a.name <> '' then a.kind || ' - ' || a.name else a.number end from associations a where a.id = ${id})
    when 'farm' then (select f.number || ' - ' || f.name from farms f where f.id = ${id})
    when 'location' then (select l.name from locations l where l.id = ${id})
    when 'site' then (select case when trim(s.name) <> '' then sf.number || ' ' || s.name else lpad(s.number, 20, '0') end from sites s join farms sf on sf.id = s.farm_id where s.id = ${id})
  end)`;
  const visible = entityCondition(t, id, scope.farms, scope.associations);
  return visible ? sql`(case when ${t} is null then '' when ${visible} then coalesce(${name}, ${UNKNOWN_ENTITY_NAME}) else ${UNKNOWN_ENTITY_NAME} end)` : sql`coalesce(${name}, '')`;
}

/**
 * Product rules ‹Evaluations list›: sections by entity type (universal first, then association, farm,
 * location, site), by entity name, then by name; id last so pages never overlap. `sort=name` sorts by
 * name alone.
 */
export function evaluationOrder(query: Pick<EvaluationListQuery, 'sort' | 'direction'>, scope: CallerScope): SQL[] {
  const up = (query.direction ?? 'asc') === 'asc';
  const byName = [up ? sql`${germanSortKey(evaluations.name)} asc` : sql`${germanSortKey(evaluations.name)} desc`, sql`${evaluations.id} asc`];
  if (query.sort === 'name') return byName;
  // The page's section order (src/domain/evaluation-list.ts): universal first, then ENTITY_TYPES in order.
  const typeRank = sql`(case ${evaluations.entityType} ${sql.join(ENTITY_TYPES.map((t, i) => sql`when ${t} then ${sql.raw(String(i + 1))}`), sql` `)} else 0 end)`;
  return [sql`${typeRank} asc`, sql`${germanSortKey(entityNameSql(scope))} asc`, ...byName];
}

export const listEvaluations = listHandler((query: EvaluationListQuery, { db, scope }) => ({
  from: evaluations,
  where: [
    evaluationVisible(scope),
    query.user ? eq(evaluations.userId, query.user) : undefined,
    query.entity_type ? eq(evaluations.entityType, query.entity_type) : undefined,
    query.entity_id ? eq(evaluations.entityId, query.entity_id) : undefined,
    query.search ? containsText(evaluations.name, query.search) : undefined,
  ],
  rows: (where, p) => db.select().from(evaluations).where(where).orderBy(...evaluationOrder(query, scope)).limit(p.limit).offset(p.offset),
  serialize: (rows) => serializeEvaluations(db, rows),
}));

export async function getEvaluation(request: FastifyRequest, id: number) {
  const { db } = request.server.deps.database;
  const scope = await callerScope(request);
  const rows = await db.select().from(evaluations).where(and(eq(evaluations.id, id), evaluationVisible(scope)));
  if (rows.length === 0) throw notFound(NOT_FOUND.evaluation);
  return (await serializeEvaluations(db, rows))[0]!;
}

