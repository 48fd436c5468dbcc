// Farms in the caller's scope, with their location and site ids batched per page.
import { and, asc, eq, isNotNull, isNull, not, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { farmDisplayName } from '../../../domain/display-names.ts';
import { inScope } from '../../../domain/scope.ts';
import type { Db } from '../../db/client.ts';
import { farms, locations, sites } from '../../db/schema.ts';
import { groupBy } from '../../http/batch.ts';
import { notFound } from '../../http/errors.ts';
import { listHandler } from '../../http/list.ts';
import { currentCutoff, farmHasCurrentReport } from '../../services/current-reports.ts';
import { containsText, idListCondition } from '../../services/entity-search.ts';
import { callerScope, farmCondition, intArray, type CallerScope } from '../../services/scope.ts';
import type { FarmListQuery, FarmOut } from './schemas.ts';

/** What a farm is found by: its display name 'number - name'. */
export const farmDisplayText = sql`${farms.number} || ' - ' || ${farms.name}`;

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
    })
    .from(farms);
}
type FarmRow = Awaited<ReturnType<ReturnType<typeof selectFarms>['execute']>>[number];

async function serializeFarms(db: Db, scope: CallerScope, rows: FarmRow[]): Promise<FarmOut[]> {
  if (rows.length === 0) return [];
  const ids = intArray(rows.map((r) => r.id));
  const [locs, sts] = await Promise.all([
    db.select({ id: locations.id, farmId: locations.farmId }).from(locations).where(sql`${locations.farmId} = any(${ids})`).orderBy(asc(locations.id)),
    db
      .select({ id: sites.id, farmId: sites.farmId, locationId: sites.locationId })
      .from(sites)
      .where(sql`${sites.farmId} = any(${ids})`)
      .orderBy(asc(sites.id)),
  ]);
  const locationsByFarm = groupBy(locs, (l) => l.farmId);
  const sitesByFarm = groupBy(sts, (s) => s.farmId);
  return rows.map((r) => {
    const farmSites = sitesByFarm.get(r.id) ?? [];
    return {
      id: r.id,
      number: r.number,
      name: r.name,
      display_name: farmDisplayName(r),
      invoicing_association: r.invoicingAssociationId ?? null,
      is_active: r.isActive,
      tos_accepted: r.tosAccepted ? r.tosAccepted.toISOString() : null,
      has_admin_rights: inScope(scope.adminFarms, r.id),
      cow_count: r.cowCount,
      locations: (locationsByFarm.get(r.id) ?? []).map((l) => l.id),
      sites: farmSites.map((s) => s.id),
      unassigned_sites: farmSites.filter((s) => s.locationId === null).map((s) => s.id),
      has_current_report: Boolean(r.hasCurrentReport),
    };
  });
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
    serialize: (rows) => serializeFarms(db, scope, rows),
  };
});

export async function getFarm(request: FastifyRequest, id: number) {
  const { db } = request.server.deps.database;
  const scope = await callerScope(request);
  const rows = await selectFarms(db, currentCutoff()).where(and(eq(farms.id, id), farmCondition(farms.id, scope.farms)));
  if (rows.length === 0) throw notFound('LDWU nicht gefunden.');
  return (await serializeFarms(db, scope, rows))[0]!;
}
