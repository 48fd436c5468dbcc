// Site (Betriebsstätte) writes: whoever administers the farm assigns its sites to its locations (or
// none); number, name, farm and herd book are master data of superusers, who also create and delete
// sites. Rights are checked per field that actually changes. A site with stored reports is not deleted.
import { and, count, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { canAssignSite, canManageMasterData } from '../../../domain/permissions.ts';
import { inScope } from '../../../domain/scope.ts';
import { audit, changedFields } from '../../db/audit.ts';
import { associations, farms, locations, reports, sites } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { NOT_FOUND } from '../../http/not-found-texts.ts';
import { ensure, farmAccess, releaseEntity, usedIn, subjectOf } from '../../services/master-data.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { writer } from '../../services/writer.ts';
import type { Tx } from '../../db/client.ts';
import { getSite } from './queries.ts';
import { SITE_MESSAGES, type SiteCreate, type SiteUpdate } from './schemas.ts';

type SiteFields = {
  number: string;
  name: string;
  farm: number;
  location: number | null;
  hbv: number | null;
};

const toRow = (f: Partial<SiteFields>) => ({ number: f.number, name: f.name, farmId: f.farm, locationId: f.location, hbvId: f.hbv });

/** 400 per field for references that do not fit: number taken, farm unknown, location of another farm, hbv not a herd book. */
async function checkReferences(tx: Tx, site: SiteFields, changed: Partial<SiteFields>, exceptSite?: number) {
  const errors: Record<string, string[]> = {};
  if (changed.number !== undefined) {
    const [other] = await tx
      .select({ id: sites.id })
      .from(sites)
      .where(and(eq(sites.number, changed.number), exceptSite === undefined ? undefined : ne(sites.id, exceptSite)));
    if (other) errors.number = [SITE_MESSAGES.numberTaken];
  }
  if (changed.farm !== undefined) {
    const [farm] = await tx.select({ id: farms.id }).from(farms).where(eq(farms.id, changed.farm));
    if (!farm) errors.farm = [SITE_MESSAGES.unknownFarm];
  }
  if ((changed.location !== undefined || changed.farm !== undefined) && site.location !== null) {
    // Locked against a concurrent deletion of the location (which checks for sites).
    const [location] = await tx.select({ farmId: locations.farmId }).from(locations).where(eq(locations.id, site.location)).for('share');
    if (!location || location.farmId !== site.farm) errors.location = [SITE_MESSAGES.location];
  }
  if (typeof changed.hbv === 'number') {
    const [hbv] = await tx.select({ kind: associations.kind }).from(associations).where(eq(associations.id, changed.hbv));
    if (hbv?.kind !== 'HBV') errors.hbv = [SITE_MESSAGES.hbv];
  }
  if (Object.keys(errors).length) throw badRequest(errors);
}

async function numberGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'sites_number_key')) throw badRequest({ number: [SITE_MESSAGES.numberTaken] });
    throw error;
  }
}

export async function createSite(request: FastifyRequest, body: SiteCreate) {
  const { scope, db, actorId } = await writer(request);
  const subject = subjectOf(scope);
  ensure(canManageMasterData(subject), SITE_MESSAGES.create);
  const fields: SiteFields = { number: body.number, name: body.name ?? '', farm: body.farm, location: body.location ?? null, hbv: body.hbv ?? null };
  const id = await numberGuard(() =>
    db.transaction(async (tx) => {
      await checkReferences(tx, fields, fields);
      const [row] = await tx.insert(sites).values(toRow(fields) as typeof sites.$inferInsert).returning({ id: sites.id });
      await audit(tx, { actorId, action: 'site.created', entity: 'site', entityId: row!.id, changes: { ...fields } });
      return row!.id;
    }),
  );
  return getSite(request, id);
}

/** PUT and PATCH. */
export async function updateSite(request: FastifyRequest, id: number, body: SiteUpdate) {
  const { scope, db, actorId } = await writer(request);
  const subject = subjectOf(scope);
  await numberGuard(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(sites).where(eq(sites.id, id)).for('update');
      if (!row || !inScope(scope.farms, row.farmId)) throw notFound(NOT_FOUND.site);
      const current: SiteFields = { number: row.number, name: row.name, farm: row.farmId, location: row.locationId, hbv: row.hbvId };
      const changes = changedFields(current, body);
      if ('number' in changes || 'name' in changes || 'farm' in changes || 'hbv' in changes) ensure(canManageMasterData(subject), SITE_MESSAGES.masterData);
      if ('location' in changes) ensure(canAssignSite(subject, farmAccess(scope, row.farmId)), SITE_MESSAGES.assign);
      if (Object.keys(changes).length === 0) return;
      const next = Object.fromEntries(Object.entries(changes).map(([k, c]) => [k, c.to])) as Partial<SiteFields>;
      await checkReferences(tx, { ...current, ...next }, next, id);
      await tx.update(sites).set(toRow(next)).where(eq(sites.id, id));
      await audit(tx, { actorId, action: 'site.updated', entity: 'site', entityId: id, changes });
    }),
  );
  return getSite(request, id);
}

export async function deleteSite(request: FastifyRequest, id: number) {
  const { scope, db, actorId } = await writer(request);
  const subject = subjectOf(scope);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(sites).where(eq(sites.id, id)).for('update');
    if (!row || !inScope(scope.farms, row.farmId)) throw notFound(NOT_FOUND.site);
    ensure(canManageMasterData(subject), SITE_MESSAGES.create);
    const [stored] = await tx.select({ n: count() }).from(reports).where(eq(reports.siteId, id));
    if (Number(stored?.n ?? 0) > 0) throw badRequest({ non_field_errors: [SITE_MESSAGES.hasReports] }, SITE_MESSAGES.hasReports);
    await releaseEntity(tx, 'site', [id], (n) => `Die Betriebsstätte wird noch ${usedIn(n)} verwendet und kann nicht gelöscht werden.`);
    await tx.delete(sites).where(eq(sites.id, id));
    await audit(tx, {
      actorId,
      action: 'site.deleted',
      entity: 'site',
      entityId: id,
      changes: { number: row.number, name: row.name, farm: row.farmId, location: row.locationId, hbv: row.hbvId },
    });
  });
  return { id };
}
