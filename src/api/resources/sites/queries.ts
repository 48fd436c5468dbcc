// Sites (Betriebsstätten) of farms in the caller's scope with their latest report, batched per page.
import { and, asc, desc, eq, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { siteDisplayName } from '../../../domain/display-names.ts';
import { currentCutoff, isCurrentSince } from '../../../domain/reports.ts';
import type { Db } from '../../db/client.ts';
import { farms, reports, sites } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { NOT_FOUND } from '../../http/not-found-texts.ts';
import { listHandler } from '../../http/list.ts';
import { containsText, idListCondition, numberMatches } from '../../services/entity-search.ts';
import { callerScope, farmCondition, intArray } from '../../services/scope.ts';
import type { SiteListQuery, SiteOut } from './schemas.ts';

function selectSites(db: Db) {
  return db
    .select({
      id: sites.id,
      number: sites.number,
      name: sites.name,
      farmId: sites.farmId,
      farmNumber: farms.number,
      locationId: sites.locationId,
      hbvId: sites.hbvId,
    })
    .from(sites)
    .innerJoin(farms, eq(farms.id, sites.farmId));
}
type SiteRow = Awaited<ReturnType<ReturnType<typeof selectSites>['execute']>>[number];

/** The latest report of each site (one index probe per site on reports_site_date_key). */
export async function latestReports(db: Db, siteIds: number[]) {
  if (siteIds.length === 0) return new Map<number, { id: number; inspectionDate: string; processingDate: Date }>();
  const rows = await db
    .selectDistinctOn([reports.siteId], { siteId: reports.siteId, id: reports.id, inspectionDate: reports.inspectionDate, processingDate: reports.processingDate })
    .from(reports)
    .where(sql`${reports.siteId} = any(${intArray(siteIds)})`)
    .orderBy(reports.siteId, desc(reports.inspectionDate));
  return new Map(rows.map((r) => [r.siteId, r]));
}

async function serializeSites(db: Db, rows: SiteRow[]): Promise<SiteOut[]> {
  if (rows.length === 0) return [];
  const farmIds = [...new Set(rows.map((r) => r.farmId))];
  const [latest, widths] = await Promise.all([
    latestReports(db, rows.map((r) => r.id)),
    db
      .select({ farmId: sites.farmId, width: max(sql<number>`length(${sites.number})`) })
      .from(sites)
      .where(sql`${sites.farmId} = any(${intArray(farmIds)})`)
      .groupBy(sites.farmId),
  ]);
  const widest = new Map(widths.map((w) => [w.farmId, Number(w.width ?? 0)]));
  const cutoff = currentCutoff();
  return rows.map((r) => {
    const report = latest.get(r.id);
    return {
      id: r.id,
      number: r.number,
      name: r.name,
      display_name: siteDisplayName(r, r.farmNumber, widest.get(r.farmId) ?? r.number.length),
      farm: r.farmId,
      location: r.locationId ?? null,
      hbv: r.hbvId ?? null,
      latest_report: report
        ? { id: report.id, inspection_date: report.inspectionDate, processing_date: report.processingDate.toISOString() }
        : null,
      has_current_report: isCurrentSince(report?.inspectionDate, cutoff),
    };
  });
}

/** A site is found by its display name (farm number and site name) or its number, zero-padded or not. */
const searchCondition = (search: string) =>
  sql`(${numberMatches(sites.number, search)} or exists (select 1 from ${farms} where ${farms.id} = ${sites.farmId} and ${containsText(sql`${farms.number} || ' ' || ${sites.name}`, search)}))`;

export const listSites = listHandler((query: SiteListQuery, { db, scope }) => ({
  from: sites,
  where: [
    farmCondition(sites.farmId, scope.farms),
    query.farm ? eq(sites.farmId, query.farm) : undefined,
    query.location ? eq(sites.locationId, query.location) : undefined,
    query.search ? searchCondition(query.search) : undefined,
    idListCondition(sites.id, query.ids),
    query.unassigned === undefined ? undefined : query.unassigned ? isNull(sites.locationId) : isNotNull(sites.locationId),
  ],
  rows: (where, p) => selectSites(db).where(where).orderBy(asc(sites.farmId), asc(sites.number), asc(sites.id)).limit(p.limit).offset(p.offset),
  serialize: (rows) => serializeSites(db, rows),
}));

export async function getSite(request: FastifyRequest, id: number) {
  const { db } = request.server.deps.database;
  const scope = await callerScope(request);
  const rows = await selectSites(db).where(and(eq(sites.id, id), farmCondition(sites.farmId, scope.farms)));
  if (rows.length === 0) throw notFound(NOT_FOUND.site);
  return (await serializeSites(db, rows))[0]!;
}
