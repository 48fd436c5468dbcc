// Location (Betrieb) writes: whoever administers the farm adds, renames and deletes its locations; a
// location with sites cannot be deleted. A location never moves to another farm.
import { count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { canAddLocation, canDeleteLocation, canEditLocation } from '../../../domain/permissions.ts';
import { inScope } from '../../../domain/scope.ts';
import { audit, changedFields } from '../../db/audit.ts';
import { farms, locations, sites } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { NOT_FOUND } from '../../http/not-found-texts.ts';
import { ensure, farmAccess, releaseEntity, usedIn, subjectOf } from '../../services/master-data.ts';
import { writer } from '../../services/writer.ts';
import type { Tx } from '../../db/client.ts';
import { getLocation } from './queries.ts';
import { LOCATION_MESSAGES, type LocationUpdate, type LocationWrite } from './schemas.ts';

export async function createLocation(request: FastifyRequest, body: LocationWrite) {
  const { scope, db, actorId } = await writer(request);
  const subject = subjectOf(scope);
  // A farm outside the scope reads like one that does not exist.
  if (!inScope(scope.farms, body.farm)) throw badRequest({ farm: [LOCATION_MESSAGES.unknownFarm] });
  const id = await db.transaction(async (tx) => {
    const [farm] = await tx.select({ id: farms.id }).from(farms).where(eq(farms.id, body.farm));
    if (!farm) throw badRequest({ farm: [LOCATION_MESSAGES.unknownFarm] });
    ensure(canAddLocation(subject, farmAccess(scope, body.farm)), LOCATION_MESSAGES.edit);
    const [row] = await tx.insert(locations).values({ farmId: body.farm, name: body.name }).returning({ id: locations.id });
    await audit(tx, { actorId, action: 'location.created', entity: 'location', entityId: row!.id, changes: { ...body } });
    return row!.id;
  });
  return getLocation(request, id);
}

/** The location row, locked, when its farm is in the caller's scope; 404 otherwise. */
export async function lockLocation(tx: Tx, scope: Awaited<ReturnType<typeof writer>>['scope'], id: number) {
  const [row] = await tx.select().from(locations).where(eq(locations.id, id)).for('update');
  if (!row || !inScope(scope.farms, row.farmId)) throw notFound(NOT_FOUND.location);
  return row;
}

/** PUT and PATCH. */
export async function updateLocation(request: FastifyRequest, id: number, fields: LocationUpdate) {
  const { scope, db, actorId } = await writer(request);
  const subject = subjectOf(scope);
  await db.transaction(async (tx) => {
    const row = await lockLocation(tx, scope, id);
    ensure(canEditLocation(subject, farmAccess(scope, row.farmId)), LOCATION_MESSAGES.edit);
    if (fields.farm !== undefined && fields.farm !== row.farmId) throw badRequest({ farm: [LOCATION_MESSAGES.moveFarm] });
    const changes = changedFields({ name: row.name }, { name: fields.name });
    if (Object.keys(changes).length === 0) return;
    await tx.update(locations).set({ name: fields.name }).where(eq(locations.id, id));
    await audit(tx, { actorId, action: 'location.updated', entity: 'location', entityId: id, changes });
  });
  return getLocation(request, id);
}

export async function deleteLocation(request: FastifyRequest, id: number) {
  const { scope, db, actorId } = await writer(request);
  const subject = subjectOf(scope);
  await db.transaction(async (tx) => {
    const row = await lockLocation(tx, scope, id);
    const access = farmAccess(scope, row.farmId);
    ensure(canEditLocation(subject, access), LOCATION_MESSAGES.edit);
    const [siteCount] = await tx.select({ n: count() }).from(sites).where(eq(sites.locationId, id));
    const n = Number(siteCount?.n ?? 0);
    if (!canDeleteLocation(subject, access, { sites: Array.from({ length: n }) })) {
      throw badRequest({ non_field_errors: [LOCATION_MESSAGES.hasSites] }, LOCATION_MESSAGES.hasSites);
    }
    await releaseEntity(tx, 'location', [id], (k) => `Der Betrieb wird noch ${usedIn(k)} verwendet und kann nicht gelöscht werden.`);
    await tx.delete(locations).where(eq(locations.id, id));
    await audit(tx, { actorId, action: 'location.deleted', entity: 'location', entityId: id, changes: { name: row.name, farm: row.farmId } });
  });
  return { id };
}
