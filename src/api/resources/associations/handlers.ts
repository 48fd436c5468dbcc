// Association writes: superusers only. A deletion is refused while farms are invoiced by the
// association or sites are in its herd book (their farms would lose their association silently).
import { and, count, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { canManageMasterData } from '../../../domain/permissions.ts';
import { isAssociationVisible } from '../../../domain/read-scope.ts';
import { audit, changedFields } from '../../db/audit.ts';
import { associations, farms, sites } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { NOT_FOUND } from '../../http/not-found-texts.ts';
import { ensure, releaseEntity, usedIn, subjectOf } from '../../services/master-data.ts';
import { writer } from '../../services/writer.ts';
import type { Tx } from '../../db/client.ts';
import type { CallerScope } from '../../services/scope.ts';
import { getAssociation } from './queries.ts';
import { ASSOCIATION_MESSAGES, type AssociationUpdate, type AssociationWrite } from './schemas.ts';

/** 404 for an association the caller does not see, 403 for one they see but may not change. */
function mayChange(scope: CallerScope, subject: Parameters<typeof canManageMasterData>[0], id?: number) {
  if (id !== undefined && !isAssociationVisible(scope.associations, id)) throw notFound(NOT_FOUND.association);
  ensure(canManageMasterData(subject), ASSOCIATION_MESSAGES.superuser);
}

async function checkNumber(tx: Tx, kind: string, number: string, exceptId?: number) {
  const [other] = await tx
    .select({ id: associations.id })
    .from(associations)
    .where(and(eq(associations.kind, kind as 'LKV'), eq(associations.number, number), exceptId === undefined ? undefined : ne(associations.id, exceptId)));
  if (other) throw badRequest({ number: [ASSOCIATION_MESSAGES.numberTaken] });
}

export async function createAssociation(request: FastifyRequest, body: AssociationWrite) {
  const { scope, db, actorId } = await writer(request);
  const subject = subjectOf(scope);
  mayChange(scope, subject);
  const id = await db.transaction(async (tx) => {
    await checkNumber(tx, body.kind, body.number);
    const [row] = await tx.insert(associations).values(body).returning({ id: associations.id });
    await audit(tx, { actorId, action: 'association.created', entity: 'association', entityId: row!.id, changes: { ...body } });
    return row!.id;
  });
  return getAssociation(request, id);
}

export async function updateAssociation(request: FastifyRequest, id: number, fields: AssociationUpdate) {
  const { scope, db, actorId } = await writer(request);
  const subject = subjectOf(scope);
  mayChange(scope, subject, id);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(associations).where(eq(associations.id, id)).for('update');
    if (!row) throw notFound(NOT_FOUND.association);
    const changes = changedFields({ kind: row.kind, number: row.number, name: row.name }, fields);
    if (Object.keys(changes).length === 0) return;
    if ('kind' in changes || 'number' in changes) await checkNumber(tx, fields.kind ?? row.kind, fields.number ?? row.number, id);
    await tx.update(associations).set({ kind: fields.kind, number: fields.number, name: fields.name }).where(eq(associations.id, id));
    await audit(tx, { actorId, action: 'association.updated', entity: 'association', entityId: id, changes });
  });
  return getAssociation(request, id);
}

export async function deleteAssociation(request: FastifyRequest, id: number) {
  const { scope, db, actorId } = await writer(request);
  const subject = subjectOf(scope);
  mayChange(scope, subject, id);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(associations).where(eq(associations.id, id)).for('update');
    if (!row) throw notFound(NOT_FOUND.association);
    const [invoiced] = await tx.select({ n: count() }).from(farms).where(eq(farms.invoicingAssociationId, id));
    const [herdBook] = await tx.select({ n: count() }).from(sites).where(eq(sites.hbvId, id));
    if (Number(invoiced?.n ?? 0) + Number(herdBook?.n ?? 0) > 0) throw badRequest({ non_field_errors: [ASSOCIATION_MESSAGES.inUse] }, ASSOCIATION_MESSAGES.inUse);
    await releaseEntity(tx, 'association', [id], (n) => `Der Verband wird noch ${usedIn(n)} verwendet und kann nicht gelöscht werden.`);
    await tx.delete(associations).where(eq(associations.id, id));
    await audit(tx, { actorId, action: 'association.deleted', entity: 'association', entityId: id, changes: { kind: row.kind, number: row.number, name: row.name } });
  });
  return { id };
}
