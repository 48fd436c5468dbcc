// What the writes of comparison groups, figure filters and evaluations share: who may write them at
// all (canManageEvaluations), the owner rule for edits and deletions, whether an entity a
// definition refers to exists inside the caller's scope, and the one audited transaction per write.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { canManageEvaluations, isOwner, permissionUser, type PermissionUser } from '../../domain/permissions.ts';
import { isEntityInScope } from '../../domain/read-scope.ts';
import type { EntityType } from '../../domain/roles.ts';
import type { Actor } from '../auth/actor.ts';
import { audit } from '../db/audit.ts';
import type { Db, Tx } from '../db/client.ts';
import { associations, farms, locations, sites } from '../db/schema.ts';
import { forbidden, notFound } from '../http/errors.ts';
import type { CallerScope } from './scope.ts';
import { PROBLEM_TEXTS } from '../../domain/errors.ts';

/** The caller as the permission rules of src/domain/permissions.ts see them. */
export const actorPermissions = (actor: Actor): PermissionUser =>
  permissionUser(actor.accountType, actor.locationLinks, { id: actor.id, is_superuser: actor.isSuperuser });

/** 403 unless the caller may manage evaluations, groups and filters (farm staff need 'Anlage von Reporten'). */
export function requireDefinitionManager(actor: Actor): void {
  if (!canManageEvaluations(actorPermissions(actor))) throw forbidden('Sie dürfen keine Auswertungen, Vergleichsgruppen oder Kennzahlen-Filter anlegen oder ändern.');
}

/** 403 unless the caller owns the definition (it is visible to them, else they got a 404 already). */
export function requireOwner(actor: Actor, ownerId: number | null, detail: string): void {
  if (!isOwner(actorPermissions(actor), { user: ownerId })) throw forbidden(detail, 'not_owner');
}

/** The farm an entity belongs to (null for an association), or undefined when it does not exist. */
async function entityFarm(db: Db, type: EntityType, id: number): Promise<number | null | undefined> {
  switch (type) {
    case 'association': {
      const [row] = await db.select({ id: associations.id }).from(associations).where(eq(associations.id, id));
      return row ? null : undefined;
    }
    case 'farm': {
      const [row] = await db.select({ id: farms.id }).from(farms).where(eq(farms.id, id));
      return row?.id;
    }
    case 'location': {
      const [row] = await db.select({ farmId: locations.farmId }).from(locations).where(eq(locations.id, id));
      return row?.farmId;
    }
    case 'site': {
      const [row] = await db.select({ farmId: sites.farmId }).from(sites).where(eq(sites.id, id));
      return row ? row.farmId : undefined;
    }
  }
}

/** Whether the entity exists and lies in the caller's scope (src/domain/read-scope.ts isEntityInScope). */
export async function isEntityVisible(db: Db, scope: CallerScope, type: EntityType, id: number): Promise<boolean> {
  const farmId = await entityFarm(db, type, id);
  if (farmId === undefined) return false;
  return isEntityInScope({ type, id, farmId }, scope.farms, scope.associations);
}

/** Names of the keys whose JSON differs between two flat objects (the audit's changed fields). */
export function changedKeys(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
}

/** The keys whose value changed, with the new value (what an 'updated' audit event records). */
export function changedValues(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(changedKeys(before, after).map((k) => [k, after[k]]));
}

/** The audit entity of each kind of definition (also the prefix of its audit actions). */
export type DefinitionEntity = 'comparison_group' | 'evaluation' | 'filter';

/** The stored definition as the caller may change or delete it: 403 for non-managers, 404 when not visible, 403 when not theirs. */
export async function ownDefinition<T extends { user: number | null }>(
  request: FastifyRequest,
  id: number,
  load: (request: FastifyRequest, id: number) => Promise<T>,
  notOwner: string,
): Promise<T> {
  requireDefinitionManager(request.actor);
  const current = await load(request, id);
  requireOwner(request.actor, current.user, notOwner);
  return current;
}

/**
 * One definition write: `run` changes the rows inside a transaction and names the definition and
 * what changed; the audit event '{entity}.{action}' with the caller as actor lands in the same
 * transaction. `run` answering null means the row was not there (404 `missing`, nothing written).
 */
export async function auditedDefinitionWrite(
  request: FastifyRequest,
  entity: DefinitionEntity,
  action: 'created' | 'updated' | 'deleted',
  run: (tx: Tx) => Promise<{ id: number; changes: Record<string, unknown> } | null>,
  missing: string = PROBLEM_TEXTS.notFound,
): Promise<number> {
  return request.server.deps.database.db.transaction(async (tx) => {
    const done = await run(tx);
    if (!done) throw notFound(missing);
    await audit(tx, { actorId: request.actor.id, action: `${entity}.${action}`, entity, entityId: done.id, changes: done.changes });
    return done.id;
  });
}
