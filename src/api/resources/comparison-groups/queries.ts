// Comparison groups visible to the caller (src/domain/read-scope.ts isSharedDefinitionVisible):
// own ones, ownerless ones and those of colleagues, never one bound to an entity outside scope.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { activeCriteria, inSizeBand, profileMatches, type Answer } from '../../../domain/profile-match.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { comparisonGroups } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { listHandler } from '../../http/list.ts';
import { callerScope, colleagueCondition, entityCondition, intArray, type CallerScope } from '../../services/scope.ts';
import type { ComparisonGroupListQuery, ComparisonGroupOut } from './schemas.ts';

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
 * location_count of each group: locations over the whole population whose active profile meets
 * the group's management options, whose cow count lies in its size band and which lie within its
 * entity (src/domain/profile-match.ts). One pass over the active profiles per page, reading only
 * the answers the page's groups ask about; a first approximation until the benchmark engine
 * provides the real count.
 */
async function locationCounts(db: Db, groups: GroupRow[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (groups.length === 0) return counts;
  const keys = [...new Set(groups.flatMap((g) => activeCriteria(g.managementOptions).map(([k]) => k)))];
  const answers = keys.map((k, i) => sql`p.management_options -> ${k} as ${sql.identifier(`k${i}`)}`);
  const locations = await queryRows<Record<string, unknown> & { id: number; farm_id: number; cow_count: number; inv: number | null }>(
    db,
    sql`select l.id, l.farm_id, l.cow_count, f.invoicing_association_id as inv${answers.length ? sql`, ${sql.join(answers, sql`, `)}` : sql``}
        from locations l join profiles p on p.id = l.active_profile_id join farms f on f.id = l.farm_id`,
  );
  const entityIds = (type: string) => groups.filter((g) => g.entityType === type && g.entityId !== null).map((g) => g.entityId!);
  const herdBooks = entityIds('association');
  const hbvLocations = herdBooks.length
    ? await queryRows<{ location_id: number; hbv_id: number }>(
        db,
        sql`select distinct location_id, hbv_id from sites where location_id is not null and hbv_id = any(${intArray(herdBooks)})`,
      )
    : [];
  const siteEntities = entityIds('site');
  const siteLocations = siteEntities.length
    ? new Map(
        (await queryRows<{ id: number; location_id: number | null }>(db, sql`select id, location_id from sites where id = any(${intArray(siteEntities)})`)).map(
          (r) => [Number(r.id), r.location_id === null ? null : Number(r.location_id)],
        ),
      )
    : new Map<number, number | null>();
  const inHerdBook = new Set(hbvLocations.map((r) => `${r.hbv_id}:${r.location_id}`));
  const withAnswers = locations.map((l) => ({
    id: Number(l.id),
    farm: Number(l.farm_id),
    cows: Number(l.cow_count),
    association: l.inv === null ? null : Number(l.inv),
    answers: Object.fromEntries(keys.map((k, i) => [k, l[`k${i}`] as Answer])),
  }));
  for (const g of groups) {
    const withinEntity = (l: (typeof withAnswers)[number]) => {
      if (g.entityId === null || g.entityType === null) return true;
      switch (g.entityType) {
        case 'farm':
          return l.farm === g.entityId;
        case 'location':
          return l.id === g.entityId;
        case 'site':
          return siteLocations.get(g.entityId) === l.id;
        case 'association':
          return l.association === g.entityId || inHerdBook.has(`${g.entityId}:${l.id}`);
      }
    };
    let n = 0;
    for (const l of withAnswers) {
      if (inSizeBand(l.cows, g.locationSize) && withinEntity(l) && profileMatches(g.managementOptions, l.answers)) n++;
    }
    counts.set(g.id, n);
  }
  return counts;
}

async function serializeGroups(db: Db, rows: GroupRow[]): Promise<ComparisonGroupOut[]> {
  const counts = await locationCounts(db, rows);
  return rows.map((g) => ({
    id: g.id,
    name: g.name,
    user: g.userId ?? null,
    location_count: counts.get(g.id) ?? 0,
    aggregation: { how: g.aggregationHow, threshold: g.aggregationThreshold ?? null },
    filter: {
      delay: g.delay ?? null,
      entity_type: g.entityType ?? null,
      entity_id: g.entityId ?? null,
      location_size: g.locationSize ?? null,
      management_options: (g.managementOptions ?? {}) as ComparisonGroupOut['filter']['management_options'],
      top_in: g.topInField !== null && g.topInValue !== null ? { field: g.topInField, value: g.topInValue } : null,
    },
  }));
}

export const listComparisonGroups = listHandler((query: ComparisonGroupListQuery, { db, scope }) => ({
  from: comparisonGroups,
  where: [comparisonGroupVisible(scope), query.user ? eq(comparisonGroups.userId, query.user) : undefined],
  rows: (where, p) => db.select().from(comparisonGroups).where(where).orderBy(asc(comparisonGroups.name), asc(comparisonGroups.id)).limit(p.limit).offset(p.offset),
  serialize: (rows) => serializeGroups(db, rows),
}));

export async function getComparisonGroup(request: FastifyRequest, id: number) {
  const { db } = request.server.deps.database;
  const scope = await callerScope(request);
  const rows = await db.select().from(comparisonGroups).where(and(eq(comparisonGroups.id, id), comparisonGroupVisible(scope)));
  if (rows.length === 0) throw notFound('Vergleichsgruppe nicht gefunden.');
  return (await serializeGroups(db, rows))[0]!;
}
