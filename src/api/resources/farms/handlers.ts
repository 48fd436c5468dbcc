// Farm writes: superusers create, replace and delete farms; renaming needs admin rights on the farm,
// the activity toggle an association admin of an association serving it. Rights are checked per
// field that actually changes, so a PUT that repeats a value it may not change is fine.
import { count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { canManageMasterData, canRenameFarm, canToggleActivityOf } from '../../../domain/permissions.ts';
import { audit, changedFields } from '../../db/audit.ts';
import { associations, farms, locations, sites } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { NOT_FOUND } from '../../http/not-found-texts.ts';
import { associationsOfFarm, ensure, farmAccess, releaseEntity, usedIn, subjectOf } from '../../services/master-data.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { writer } from '../../services/writer.ts';
import type { Tx } from '../../db/client.ts';
import { getFarm } from './queries.ts';
import { FARM_MESSAGES, type FarmCreate, type FarmUpdate } from './schemas.ts';

type FarmFields = {
  number: string;
  name: string;
  invoicing_association: number | null;
  is_active: boolean;
  cow_count: number;
};

const toRow = (f: Partial<FarmFields>) => ({
  number: f.number,
  name: f.name,
  invoicingAssociationId: f.invoicing_association,
  isActive: f.is_active,
  cowCount: f.cow_count,
});

/** 400 for a number another farm has, or an association that does not exist. */
async function checkReferences(tx: Tx, fields: Partial<FarmFields>, exceptFarm?: number) {
  const errors: Record<string, string[]> = {};
  if (fields.number !== undefined) {
    const [other] = await tx.select({ id: farms.id }).from(farms).where(eq(farms.number, fields.number));
    if (other && other.id !== exceptFarm) errors.number = [FARM_MESSAGES.numberTaken];
  }
  if (typeof fields.invoicing_association === 'number') {
    const [a] = await tx.select({ id: associations.id }).from(associations).where(eq(associations.id, fields.invoicing_association));
    if (!a) errors.invoicing_association = [FARM_MESSAGES.unknownAssociation];
  }
  if (Object.keys(errors).length) throw badRequest(errors);
}

/** A concurrent insert of the same number surfaces as a unique violation: the same 400. */
async function numberGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'farms_number_key')) throw badRequest({ number: [FARM_MESSAGES.numberTaken] });
    throw error;
  }
}

export async function createFarm(request: FastifyRequest, body: FarmCreate) {
  const { scope, db, actorId } = await writer(request);
  const subject = subjectOf(scope);
  ensure(canManageMasterData(subject), FARM_MESSAGES.create);
  const id = await numberGuard(() =>
    db.transaction(async (tx) => {
      await checkReferences(tx, body);
      const [row] = await tx.insert(farms).values(toRow(body) as typeof farms.$inferInsert).returning({ id: farms.id });
      await audit(tx, { actorId, action: 'farm.created', entity: 'farm', entityId: row!.id, changes: { ...body } });
      return row!.id;
    }),
  );
  return getFarm(request, id);
}

/** PUT and PATCH: `fields` holds what the request sets. */
export async function updateFarm(request: FastifyRequest, id: number, fields: FarmUpdate) {
  const { scope, db, actorId } = await writer(request);
  const subject = subjectOf(scope);
  const access = farmAccess(scope, id);
  await numberGuard(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(farms).where(eq(farms.id, id)).for('update');
      if (!row) throw notFound(NOT_FOUND.farm);
      const current: FarmFields = {
        number: row.number,
        name: row.name,
        invoicing_association: row.invoicingAssociationId,
        is_active: row.isActive,
        cow_count: row.cowCount,
      };
      const changes = changedFields(current, fields);
      if ('name' in changes) ensure(canRenameFarm(subject, access), FARM_MESSAGES.rename);
      if ('is_active' in changes) ensure(canToggleActivityOf(subject, { associations: await associationsOfFarm(tx, id) }), FARM_MESSAGES.toggle);
      if ('number' in changes || 'invoicing_association' in changes || 'cow_count' in changes) ensure(canManageMasterData(subject), FARM_MESSAGES.masterData);
      if (Object.keys(changes).length === 0) return;
      const next = Object.fromEntries(Object.entries(changes).map(([k, c]) => [k, c.to])) as Partial<FarmFields>;
      await checkReferences(tx, next, id);
      await tx.update(farms).set(toRow(next)).where(eq(farms.id, id));
      await audit(tx, { actorId, action: 'farm.updated', entity: 'farm', entityId: id, changes });
    }),
  );
  return getFarm(request, id);
}

const farmInUse = (n: number) => `Das LDWU oder einer seiner Betriebe wird noch ${usedIn(n)} verwendet und kann nicht gelöscht werden.`;

export async function deleteFarm(request: FastifyRequest, id: number) {
  const { scope, db, actorId } = await writer(request);
  const subject = subjectOf(scope);
  farmAccess(scope, id);
  ensure(canManageMasterData(subject), FARM_MESSAGES.create);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(farms).where(eq(farms.id, id)).for('update');
    if (!row) throw notFound(NOT_FOUND.farm);
    const [siteCount] = await tx.select({ n: count() }).from(sites).where(eq(sites.farmId, id));
    if (Number(siteCount?.n ?? 0) > 0) throw badRequest({ non_field_errors: [FARM_MESSAGES.hasSites] }, FARM_MESSAGES.hasSites);
    const locationIds = (await tx.select({ id: locations.id }).from(locations).where(eq(locations.farmId, id))).map((l) => l.id);
    await releaseEntity(tx, 'farm', [id], farmInUse);
    await releaseEntity(tx, 'location', locationIds, farmInUse);
    await tx.delete(farms).where(eq(farms.id, id));
    await audit(tx, {
      actorId,
      action: 'farm.deleted',
      entity: 'farm',
      entityId: id,
      changes: { number: row.number, name: row.name, invoicing_association: row.invoicingAssociationId, locations: locationIds },
    });
  });
  return { id };
}
