// Farms in the caller's scope, with their location and site ids in the same statement (arrays of
// correlated subqueries: a page is one round trip, not three).
import { and, asc, eq, isNotNull, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { farmDisplayName } from '../../../domain/display-names.ts';
import { inScope } from '../../../domain/scope.ts';
import type { Db } from '../../db/client.ts';
import { farms } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { listHandler } from '../../http/list.ts';
import { currentCutoff, farmHasCurrentReport } from '../../services/current-reports.ts';
import { containsText, idListCondition } from '../../services/entity-search.ts';
import { callerScope, farmCondition, qualified, type CallerScope } from '../../services/scope.ts';
import type { FarmListQuery, FarmOut } from './schemas.ts';

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

export const listFarms = listHandler((query: FarmListQuery, { db, scope }) => {
  const cutoff = currentCutoff();
  const current = () => farmHasCurrentReport(farms.id, cutoff);
  return {
    from: farms,
    where: [
      farmCondition(farms.id, scope.farms),
      query.search ? containsText(farmDisplayText, query.search) : undefined,
      idListCondition(farms.id, query.ids),
      query.is_active === undefined ? undefined : eq(farms.isActive, query.is_active),
      query.tos_accepted === undefined ? undefined : query.tos_accepted ? isNotNull(farms.tosAccepted) : isNull(farms.tosAccepted),
      query.has_current_report === undefined ? undefined : query.has_current_report ? current() : not(current()),
    ],
    rows: (where, p) => selectFarms(db, cutoff).where(where).orderBy(asc(farms.number), asc(farms.id)).limit(p.limit).offset(p.offset),
    serialize: (rows) => serializeFarms(scope, rows),
  };
});

export async function getFarm(request: FastifyRequest, id: number) {
  const { db } = request.server.deps.database;
  const scope = await callerScope(request);
  const rows = await selectFarms(db, currentCutoff()).where(and(eq(farms.id, id), farmCondition(farms.id, scope.farms)));
  if (rows.length === 0) throw notFound('LDWU nicht gefunden.');
  return serializeFarms(scope, rows)[0]!;
}
