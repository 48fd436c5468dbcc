// Farms in the caller's scope, with their location and site ids in the same statement (arrays of
// correlated subqueries: a page is one round trip, not three).
import { and, eq, isNotNull, isNull, not, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { farmDisplayName } from '../../../domain/display-names.ts';
import { inScope } from '../../../domain/scope.ts';
import type { Db } from '../../db/client.ts';
import { farms } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { NOT_FOUND } from '../../http/not-found-texts.ts';
import { listHandler } from '../../http/list.ts';
import { currentCutoff } from '../../../domain/reports.ts';
import { farmHasCurrentReport } from '../../services/current-reports.ts';
import { containsText, idListCondition } from '../../services/entity-search.ts';
import { callerScope, farmCondition, intArray, qualified, type CallerScope } from '../../services/scope.ts';
import { germanSortKey } from '../../services/text-sort.ts';
import type { FarmFilterQuery, FarmListQuery, FarmOut } from './schemas.ts';

/** What a farm is found by: its display name 'number - name'. */
export const farmDisplayText = sql`${farms.number} || ' - ' || ${farms.name}`;

/** The ids a subquery selects, in its order, as one int[] column (empty, not NULL, without rows). */
const idsOf = (subquery: SQL) => sql<number[]>`array(${subquery})::int[]`;

function selectFarms(db: Db, cutoff: string) {
  return db
    .select({
      id: farms.id,
      number: farms.number,
      name: farms.name,
      invoicingAssociationId: farms.invoicingAssociationId,
      isActive: farms.isActive,
      tosAccepted: farms.tosAccepted,
      cowCount: farms.cowCount,
      hasCurrentReport: farmHasCurrentReport(farms.id, cutoff),
      locationIds: idsOf(sql`select l.id from locations l where l.farm_id = ${qualified(farms.id)} order by l.id`),
      siteIds: idsOf(sql`select s.id from sites s where s.farm_id = ${qualified(farms.id)} order by s.id`),
      unassignedSiteIds: idsOf(sql`select s.id from sites s where s.farm_id = ${qualified(farms.id)} and s.location_id is null order by s.id`),
    })
    .from(farms);
}

type FarmRow = Awaited<ReturnType<ReturnType<typeof selectFarms>['execute']>>[number];

function serializeFarms(scope: CallerScope, rows: FarmRow[]): FarmOut[] {
  return rows.map((r) => ({
      id: r.id,
      number: r.number,
      name: r.name,
      display_name: farmDisplayName(r),
      invoicing_association: r.invoicingAssociationId ?? null,
      is_active: r.isActive,
      tos_accepted: r.tosAccepted ? r.tosAccepted.toISOString() : null,
      has_admin_rights: inScope(scope.adminFarms, r.id),
      cow_count: r.cowCount,
      locations: r.locationIds.map(Number),
      sites: r.siteIds.map(Number),
      unassigned_sites: r.unassignedSiteIds.map(Number),
      has_current_report: Boolean(r.hasCurrentReport),
  }));
}

/** The list's filter conditions (scope first); shared by the list and its CSV export. */
export function farmConditions(query: FarmFilterQuery, scope: CallerScope, cutoff: string): (SQL | undefined)[] {
  const current = () => farmHasCurrentReport(farms.id, cutoff);
  return [
    farmCondition(farms.id, scope.farms),
    query.search ? containsText(farmDisplayText, query.search) : undefined,
    idListCondition(farms.id, query.ids),
    query.association === undefined
      ? undefined
      : sql`(${farms.invoicingAssociationId} = ${query.association} or exists (select 1 from sites hs where hs.farm_id = ${qualified(farms.id)} and hs.hbv_id = ${query.association}))`,
    query.is_active === undefined ? undefined : eq(farms.isActive, query.is_active),
    query.tos_accepted === undefined ? undefined : query.tos_accepted ? isNotNull(farms.tosAccepted) : isNull(farms.tosAccepted),
    query.has_current_report === undefined ? undefined : query.has_current_report ? current() : not(current()),
  ];
}

/**
 * The list order: the chosen column (yes/no columns 'yes' first when ascending), then display name
 * and id so pages never overlap; without a column the farms the caller administers come first,
 * then display name, then number descending.
 */
export function farmOrder(query: Pick<FarmListQuery, 'sort' | 'direction'>, scope: CallerScope, cutoff: string): SQL[] {
  const up = (query.direction ?? 'asc') === 'asc';
  const dir = (e: SQL | AnyColumn) => (up ? sql`${e} asc` : sql`${e} desc`);
  const yesFirst = (e: SQL) => (up ? sql`${e} desc` : sql`${e} asc`);
  const byDisplay = [sql`${germanSortKey(farmDisplayText)} asc`, sql`${farms.id} asc`];
  switch (query.sort) {
    case 'name':
      return [dir(germanSortKey(farms.name)), ...byDisplay];
    case 'number':
      return [dir(farms.number), sql`${farms.id} asc`];
    case 'is_active':
      return [yesFirst(sql`${farms.isActive}`), ...byDisplay];
    case 'tos_accepted':
      return [yesFirst(sql`(${farms.tosAccepted} is not null)`), ...byDisplay];
    case 'has_current_report':
      return [yesFirst(sql`(${farmHasCurrentReport(farms.id, cutoff)})`), ...byDisplay];
    case undefined: {
      const ownOrder = [sql`${germanSortKey(farmDisplayText)} asc`, sql`${farms.number} desc`, sql`${farms.id} asc`];
      // Administering every farm or none, no farm comes first (and a constant in ORDER BY is an error).
      const { adminFarms } = scope;
      if (adminFarms.all || adminFarms.farmIds.size === 0) return ownOrder;
      return [sql`(${farms.id} = any(${intArray(adminFarms.farmIds)})) desc`, ...ownOrder];
    }
  }
}

export const listFarms = listHandler((query: FarmListQuery, { db, scope }) => {
  const cutoff = currentCutoff();
  return {
    from: farms,
    where: farmConditions(query, scope, cutoff),
    rows: (where, p) =>
      selectFarms(db, cutoff)
        .where(where)
        .orderBy(...farmOrder(query, scope, cutoff))
        .limit(p.limit)
        .offset(p.offset),
    serialize: (rows) => serializeFarms(scope, rows),
  };
});

export async function getFarm(request: FastifyRequest, id: number) {
  const { db } = request.server.deps.database;
  const scope = await callerScope(request);
  const rows = await selectFarms(db, currentCutoff()).where(and(eq(farms.id, id), farmCondition(farms.id, scope.farms)));
  if (rows.length === 0) throw notFound(NOT_FOUND.farm);
  return serializeFarms(scope, rows)[0]!;
}
