// Creating, changing and removing a user's links one at a time (product rules ‹User save›: an existing
// user's farm-admin, association and location links are created, updated or removed accordingly).
// The caller must be allowed to edit the user and never changes their own links (superusers aside);
// each write is one transaction with one audit event.
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { linkChangeRefusal } from '../../../domain/user-rules.ts';
import { audit } from '../../db/audit.ts';
import { farmAdmins, userAssociations, userLocations } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { NOT_FOUND } from '../../http/not-found-texts.ts';
import {
  ASSIGNMENT_MESSAGES,
  checkAssociationLink,
  checkFarmAdminLink,
  checkLocationLink,
  farmForChange,
  insertAssociationLink,
  insertFarmAdmin,
  insertLocationLink,
  locationFarmForChange,
  writeAssociationFarms,
} from './assignments.ts';
import { editTarget, refuseIf } from './editing.ts';
import { getUserAssociation, getUserLocation } from './queries.ts';
import type { UserAssociationInput, UserAssociationPatch, UserLocationInput, UserLocationPatch } from './write-schemas.ts';

/** The target user, refused (403) unless the caller may change their links. */
async function linkTarget(request: FastifyRequest, userId: number) {
  const t = await editTarget(request, userId);
  refuseIf(linkChangeRefusal(t.editor, t.target));
  return t;
}

// ---- Association links ----

export async function createUserAssociation(request: FastifyRequest, userId: number, input: UserAssociationInput) {
  const { db, scope, row } = await linkTarget(request, userId);
  await db.transaction(async (tx) => {
    const link = await checkAssociationLink(tx, scope, row.accountType, input);
    await insertAssociationLink(tx, row.id, link);
    await audit(tx, { actorId: request.actor.id, action: 'user_association.created', entity: 'user_association', entityId: `${row.id}:${link.association}`, changes: link });
  });
  return getUserAssociation(request, userId, input.association);
}

/** The stored link of the target, as the caller may see it (404 otherwise). */
function existingAssociationLink(t: Awaited<ReturnType<typeof linkTarget>>, associationId: number) {
  const visible = t.links.associations.find((a) => a.associationId === associationId);
  if (!visible) throw notFound(NOT_FOUND.associationLink);
  return t.allLinks.associations.find((a) => a.associationId === associationId)!;
}

export async function updateUserAssociation(request: FastifyRequest, userId: number, associationId: number, patch: UserAssociationPatch) {
  const t = await linkTarget(request, userId);
  const stored = existingAssociationLink(t, associationId);
  const wanted: UserAssociationInput = {
    association: associationId,
    allowed_farms: patch.allowed_farms ?? stored.allowedFarms,
    interim_admin_farms: patch.interim_admin_farms ?? stored.interimAdminFarms.filter((f) => (patch.allowed_farms ?? stored.allowedFarms).includes(f)),
    is_admin: patch.is_admin ?? stored.isAdmin,
  };
  await t.db.transaction(async (tx) => {
    const link = await checkAssociationLink(tx, t.scope, t.row.accountType, wanted);
    await tx.update(userAssociations).set({ isAdmin: link.is_admin }).where(and(eq(userAssociations.userId, t.row.id), eq(userAssociations.associationId, associationId)));
    await writeAssociationFarms(tx, t.row.id, link);
    const changes = Object.fromEntries(Object.entries(link).filter(([k]) => k in patch));
    await audit(tx, { actorId: request.actor.id, action: 'user_association.updated', entity: 'user_association', entityId: `${t.row.id}:${associationId}`, changes });
  });
  return getUserAssociation(request, userId, associationId);
}

export async function deleteUserAssociation(request: FastifyRequest, userId: number, associationId: number) {
  const t = await linkTarget(request, userId);
  existingAssociationLink(t, associationId);
  const administers = request.actor.associations.some((a) => a.associationId === associationId && a.isAdmin);
  if (!request.actor.isSuperuser && !administers) throw forbidden(ASSIGNMENT_MESSAGES.associationNotAssignable);
  await t.db.transaction(async (tx) => {
    // The link's farms go with it (foreign key on delete cascade).
    await tx.delete(userAssociations).where(and(eq(userAssociations.userId, t.row.id), eq(userAssociations.associationId, associationId)));
    await audit(tx, { actorId: request.actor.id, action: 'user_association.deleted', entity: 'user_association', entityId: `${t.row.id}:${associationId}` });
  });

}

// ---- Location links (farm staff and their permissions) ----

export async function createUserLocation(request: FastifyRequest, userId: number, input: UserLocationInput) {
  const { db, scope, row } = await linkTarget(request, userId);
  await db.transaction(async (tx) => {
    await checkLocationLink(tx, scope, row.accountType, input.location);
    await insertLocationLink(tx, row.id, input);
    await audit(tx, { actorId: request.actor.id, action: 'user_location.created', entity: 'user_location', entityId: `${row.id}:${input.location}`, changes: input });
  });
  return getUserLocation(request, userId, input.location);
}

function existingLocationLink(t: Awaited<ReturnType<typeof linkTarget>>, locationId: number) {
  if (!t.links.locations.some((l) => l.location === locationId)) throw notFound(NOT_FOUND.locationLink);
}

const FLAG_COLUMNS = { allow_management: 'allowManagement', allow_alerts: 'allowAlerts', allow_evaluation_creation: 'allowEvaluationCreation' } as const;

export async function updateUserLocation(request: FastifyRequest, userId: number, locationId: number, patch: UserLocationPatch) {
  const t = await linkTarget(request, userId);
  existingLocationLink(t, locationId);
  const set = Object.fromEntries(
    (Object.keys(FLAG_COLUMNS) as (keyof typeof FLAG_COLUMNS)[]).filter((k) => patch[k] !== undefined).map((k) => [FLAG_COLUMNS[k], patch[k]]),
  );
  if (Object.keys(set).length === 0) throw badRequest({ non_field_errors: ['Es wurde keine Berechtigung angegeben.'] });
  await t.db.transaction(async (tx) => {
    await locationFarmForChange(tx, t.scope, locationId);
    await tx.update(userLocations).set(set).where(and(eq(userLocations.userId, t.row.id), eq(userLocations.locationId, locationId)));
    await audit(tx, { actorId: request.actor.id, action: 'user_location.updated', entity: 'user_location', entityId: `${t.row.id}:${locationId}`, changes: patch });
  });
  return getUserLocation(request, userId, locationId);
}

export async function deleteUserLocation(request: FastifyRequest, userId: number, locationId: number) {
  const t = await linkTarget(request, userId);
  existingLocationLink(t, locationId);
  await t.db.transaction(async (tx) => {
    await locationFarmForChange(tx, t.scope, locationId);
    await tx.delete(userLocations).where(and(eq(userLocations.userId, t.row.id), eq(userLocations.locationId, locationId)));
    await audit(tx, { actorId: request.actor.id, action: 'user_location.deleted', entity: 'user_location', entityId: `${t.row.id}:${locationId}` });
  });

}

// ---- Farm-admin links ----

async function farmAdminAnswer(request: FastifyRequest, userId: number, farm: number) {
  const { links } = await editTarget(request, userId);
  return { user: userId, farm, farm_admin_of: [...links.farmAdminOf].sort((a, b) => a - b) };
}

export async function addFarmAdmin(request: FastifyRequest, userId: number, farm: number) {
  const { db, scope, row } = await linkTarget(request, userId);
  await db.transaction(async (tx) => {
    await checkFarmAdminLink(tx, scope, row.accountType, farm);
    if (!(await insertFarmAdmin(tx, row.id, farm))) throw badRequest({ farm: ['Der Benutzer verwaltet dieses LDWU bereits.'] });
    await audit(tx, { actorId: request.actor.id, action: 'farm_admin.created', entity: 'farm_admin', entityId: `${row.id}:${farm}`, changes: { farm } });
  });
  return farmAdminAnswer(request, userId, farm);
}

export async function removeFarmAdmin(request: FastifyRequest, userId: number, farm: number) {
  const t = await linkTarget(request, userId);
  if (!t.links.farmAdminOf.includes(farm)) throw notFound('Der Benutzer ist nicht Administrator dieses LDWU.');
  await t.db.transaction(async (tx) => {
    await farmForChange(tx, t.scope, farm);
    await tx.delete(farmAdmins).where(and(eq(farmAdmins.userId, t.row.id), eq(farmAdmins.farmId, farm)));
    await audit(tx, { actorId: request.actor.id, action: 'farm_admin.deleted', entity: 'farm_admin', entityId: `${t.row.id}:${farm}`, changes: { farm } });
  });
}
