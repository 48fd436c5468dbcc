// Resolves the caller's farm scope from the database; the rule itself is src/domain/scope.ts.
import { eq, inArray } from 'drizzle-orm';
import { administeredAssociations, farmScope, type FarmScope } from '../../domain/scope.ts';
import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/client.ts';
import { farms, locations, sites } from '../db/schema.ts';

/** Farms an association serves: invoiced by it (LKV) or with a site in its herd book (HBV). */
export async function farmsOfAssociation(db: Db, associationId: number): Promise<number[]> {
  const invoiced = db.select({ id: farms.id }).from(farms).where(eq(farms.invoicingAssociationId, associationId));
  const herdBook = db.selectDistinct({ id: sites.farmId }).from(sites).where(eq(sites.hbvId, associationId));
  const [a, b] = await Promise.all([invoiced, herdBook]);
  return [...new Set([...a.map((r) => r.id), ...b.map((r) => r.id)])];
}

export async function resolveFarmScope(db: Db, actor: Actor): Promise<FarmScope> {
  const administered = administeredAssociations(actor);
  const associationFarms = new Map<number, number[]>();
  for (const id of administered) associationFarms.set(id, await farmsOfAssociation(db, id));
  const linkedLocations = actor.locationLinks.map((l) => l.locationId);
  const locationFarms = linkedLocations.length
    ? (await db.selectDistinct({ farmId: locations.farmId }).from(locations).where(inArray(locations.id, linkedLocations))).map((r) => r.farmId)
    : [];
  return farmScope({ ...actor, locationFarms, associationFarms });
}

