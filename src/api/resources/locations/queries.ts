// Locations (Betriebe) of farms in the caller's scope, with their site ids batched per page.
import { and, asc, eq, not, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { farms, locations, profiles, sites } from '../../db/schema.ts';
import { groupBy } from '../../http/batch.ts';
import { notFound } from '../../http/errors.ts';
import { NOT_FOUND } from '../../http/not-found-texts.ts';
import { listHandler } from '../../http/list.ts';
import { containsText, idListCondition } from '../../services/entity-search.ts';
import { callerScope, farmCondition, intArray } from '../../services/scope.ts';
import { farmDisplayText } from '../farms/queries.ts';
import type { LocationListQuery, LocationOut } from './schemas.ts';

function selectLocations(db: Db) {
  return db
    .select({
      id: locations.id,
      farmId: locations.farmId,
      name: locations.name,
      shortAddress: locations.shortAddress,
      cowCount: locations.cowCount,
      profileId: profiles.id,
      profileIncomplete: profiles.incomplete,
    })
    .from(locations)
    .leftJoin(profiles, eq(profiles.id, locations.activeProfileId));
}
type LocationRow = Awaited<ReturnType<ReturnType<typeof selectLocations>['execute']>>[number];

async function serializeLocations(db: Db, rows: LocationRow[]): Promise<LocationOut[]> {
  if (rows.length === 0) return [];
  const siteRows = await db
    .select({ id: sites.id, locationId: sites.locationId })
    .from(sites)
    .where(sql`${sites.locationId} = any(${intArray(rows.map((r) => r.id))})`)
    .orderBy(asc(sites.id));
  const sitesByLocation = groupBy(siteRows, (s) => s.locationId);
  return rows.map((r) => ({
    id: r.id,
    farm: r.farmId,
    name: r.name,
    active_profile: r.profileId === null ? null : { id: r.profileId, incomplete: Boolean(r.profileIncomplete) },
    cow_count: r.cowCount,
    short_address: r.shortAddress,
    sites: (sitesByLocation.get(r.id) ?? []).map((s) => s.id),
  }));
}

/** A location is found by its name or by its farm's display name (names like 'Hauptbetrieb' repeat across farms). */
const searchCondition = (search: string) =>
  sql`(${containsText(locations.name, search)} or exists (select 1 from ${farms} where ${farms.id} = ${locations.farmId} and ${containsText(farmDisplayText, search)}))`;

/**
 * Lacking a complete profile (product rules ‹Other guards›): no active profile, or one marked incomplete.
 * A subquery rather than the page's join, so the list's count (over `locations` alone) sees it too.
 */
const lacksCompleteProfile = sql`not exists (select 1 from ${profiles} where ${profiles.id} = ${locations.activeProfileId} and not ${profiles.incomplete})`;

export const listLocations = listHandler((query: LocationListQuery, { db, scope }) => ({
  from: locations,
  where: [
    farmCondition(locations.farmId, scope.farms),
    query.farm ? eq(locations.farmId, query.farm) : undefined,
    query.search ? searchCondition(query.search) : undefined,
    idListCondition(locations.id, query.ids),
    query.incomplete === undefined ? undefined : query.incomplete ? lacksCompleteProfile : not(lacksCompleteProfile),
  ],
  rows: (where, p) => selectLocations(db).where(where).orderBy(asc(locations.farmId), asc(locations.name), asc(locations.id)).limit(p.limit).offset(p.offset),
  serialize: (rows) => serializeLocations(db, rows),
}));

export async function getLocation(request: FastifyRequest, id: number) {
  const { db } = request.server.deps.database;
  const scope = await callerScope(request);
  const rows = await selectLocations(db).where(and(eq(locations.id, id), farmCondition(locations.farmId, scope.farms)));
  if (rows.length === 0) throw notFound(NOT_FOUND.location);
  return (await serializeLocations(db, rows))[0]!;
}
