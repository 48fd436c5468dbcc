// Checks and writes of a user's assignments: farm-admin links, association links (allowed farms,
// interim admin farms) and location links (staff permissions). Used by the link routes and by user
// creation, always inside the caller's transaction. What the caller may hand out (product rules ‹Roles and permissions›):
// associations they administer, farms and locations on which they have admin rights (a farm admin
// only their own farms' locations); a superuser anything that exists.
import { and, eq, sql } from 'drizzle-orm';
import { assignmentKind } from '../../../domain/user-rules.ts';
import type { AccountType } from '../../../domain/roles.ts';
import { inScope } from '../../../domain/scope.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { associations, farmAdmins, farms, locations, userAssociationFarms, userAssociations, userLocations } from '../../db/schema.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { UNKNOWN_REFERENCE } from '../../http/not-found-texts.ts';
import { intArray, type CallerScope } from '../../services/scope.ts';
import type { UserAssociationInput, UserLocationInput } from './write-schemas.ts';

const unique = (ids: readonly number[]) => [...new Set(ids)];

export const ASSIGNMENT_MESSAGES = {
  onlyAssociationUsers: 'Nur Verbandsbenutzer können einem Verband zugeordnet werden.',
  onlyFarmStaff: 'Nur Betriebsmitarbeiter werden einzelnen Betrieben zugeordnet.',
  onlyFarmAdmins: 'Nur LDWU-Administratoren können ein LDWU verwalten.',
  unknownAssociation: UNKNOWN_REFERENCE.association,
  unknownLocation: UNKNOWN_REFERENCE.location,
  unknownFarm: UNKNOWN_REFERENCE.farm,
  associationNotAssignable: 'Diesen Verband dürfen Sie nicht zuweisen.',
  farmNotAssignable: 'Dieses LDWU dürfen Sie nicht zuweisen.',
  locationNotAssignable: 'Diesen Betrieb dürfen Sie nicht zuweisen.',
  interimNotAllowed: 'Adminrechte können nur für freigegebene LDWUs vergeben werden.',
  adminOnlyForAdmins: 'Die Verwaltung eines Verbands ist Verbands-Administratoren vorbehalten.',
  alreadyAssociation: 'Der Benutzer ist diesem Verband bereits zugeordnet.',
  alreadyLocation: 'Der Benutzer ist diesem Betrieb bereits zugeordnet.',
  roleChangeOutsideScope: 'Die Rolle kann nicht geändert werden: der Benutzer hat Zuordnungen, die Sie nicht entfernen dürfen.',
} as const;

/**
 * Farms an association serves (invoiced by it, or with a site in its herd book), as one statement:
 * a transaction's queries run one at a time on its connection.
 */
async function farmsServedBy(tx: Tx, associationId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(tx, sql`
    select id from farms where invoicing_association_id = ${associationId}
    union select farm_id from sites where hbv_id = ${associationId}`);
  return rows.map((r) => Number(r.id));
}

/** A 400 on one field. */
const invalid = (field: string, message: string) => badRequest({ [field]: [message] });

/** An association link the caller may give a user of `accountType`, normalised (lists de-duplicated, ascending). */
export async function checkAssociationLink(tx: Tx, scope: CallerScope, accountType: AccountType | null, input: UserAssociationInput): Promise<UserAssociationInput> {
  if (assignmentKind(accountType) !== 'associations') throw invalid('association', ASSIGNMENT_MESSAGES.onlyAssociationUsers);
  const [association] = await tx.select({ id: associations.id }).from(associations).where(eq(associations.id, input.association));
  if (!association) throw invalid('association', ASSIGNMENT_MESSAGES.unknownAssociation);
  const administers = scope.actor.associations.some((a) => a.associationId === input.association && a.isAdmin);
  if (!scope.actor.isSuperuser && !administers) throw forbidden(ASSIGNMENT_MESSAGES.associationNotAssignable);
  const allowed = unique(input.allowed_farms).sort((a, b) => a - b);
  const interim = unique(input.interim_admin_farms).sort((a, b) => a - b);
  const served = new Set(await farmsServedBy(tx, input.association));
  const foreign = allowed.filter((f) => !served.has(f));
  if (foreign.length) throw invalid('allowed_farms', `Diese LDWUs gehören nicht zum Verband: ${foreign.join(', ')}.`);
  if (interim.some((f) => !allowed.includes(f))) throw invalid('interim_admin_farms', ASSIGNMENT_MESSAGES.interimNotAllowed);
  if (input.is_admin && accountType !== 'association_admin') throw invalid('is_admin', ASSIGNMENT_MESSAGES.adminOnlyForAdmins);
  return { association: input.association, allowed_farms: allowed, interim_admin_farms: interim, is_admin: input.is_admin };
}

/** Writes the farms of an association link (replacing what was there). */
export async function writeAssociationFarms(tx: Tx, userId: number, link: UserAssociationInput): Promise<void> {
  await tx.delete(userAssociationFarms).where(and(eq(userAssociationFarms.userId, userId), eq(userAssociationFarms.associationId, link.association)));
  if (link.allowed_farms.length === 0) return;
  await tx.insert(userAssociationFarms).values(
    link.allowed_farms.map((farmId) => ({ userId, associationId: link.association, farmId, interimAdmin: link.interim_admin_farms.includes(farmId) })),
  );
}

export async function insertAssociationLink(tx: Tx, userId: number, link: UserAssociationInput): Promise<void> {
  const inserted = await tx
    .insert(userAssociations)
    .values({ userId, associationId: link.association, isAdmin: link.is_admin })
    .onConflictDoNothing()
    .returning({ userId: userAssociations.userId });
  if (inserted.length === 0) throw invalid('association', ASSIGNMENT_MESSAGES.alreadyAssociation);
  await writeAssociationFarms(tx, userId, link);
}

/** The farm of a location the caller may link a user of `accountType` to. */
export async function checkLocationLink(tx: Tx, scope: CallerScope, accountType: AccountType | null, locationId: number): Promise<number> {
  if (assignmentKind(accountType) !== 'locations') throw invalid('location', ASSIGNMENT_MESSAGES.onlyFarmStaff);
  return locationFarmForChange(tx, scope, locationId);
}

/** The farm of a location whose links the caller may change (400 when it is unknown to the caller, 403 without admin rights on its farm). */
export async function locationFarmForChange(tx: Tx, scope: CallerScope, locationId: number): Promise<number> {
  const [location] = await tx.select({ farmId: locations.farmId }).from(locations).where(eq(locations.id, locationId));
  if (!location || !inScope(scope.farms, location.farmId)) throw invalid('location', ASSIGNMENT_MESSAGES.unknownLocation);
  if (!inScope(scope.adminFarms, location.farmId)) throw forbidden(ASSIGNMENT_MESSAGES.locationNotAssignable);
  return location.farmId;
}

export async function insertLocationLink(tx: Tx, userId: number, link: UserLocationInput): Promise<void> {
  const inserted = await tx
    .insert(userLocations)
    .values({
      userId,
      locationId: link.location,
      allowManagement: link.allow_management,
      allowAlerts: link.allow_alerts,
      allowEvaluationCreation: link.allow_evaluation_creation,
    })
    .onConflictDoNothing()
    .returning({ userId: userLocations.userId });
  if (inserted.length === 0) throw invalid('location', ASSIGNMENT_MESSAGES.alreadyLocation);
}

/** A farm the caller may make a user of `accountType` farm admin of (or remove them from). */
export async function checkFarmAdminLink(tx: Tx, scope: CallerScope, accountType: AccountType | null, farmId: number): Promise<void> {
  if (assignmentKind(accountType) !== 'farm_admin_of') throw invalid('farm', ASSIGNMENT_MESSAGES.onlyFarmAdmins);
  await farmForChange(tx, scope, farmId);
}

export async function farmForChange(tx: Tx, scope: CallerScope, farmId: number): Promise<void> {
  const [farm] = await tx.select({ id: farms.id }).from(farms).where(eq(farms.id, farmId));
  if (!farm || !inScope(scope.farms, farmId)) throw invalid('farm', ASSIGNMENT_MESSAGES.unknownFarm);
  if (!inScope(scope.adminFarms, farmId)) throw forbidden(ASSIGNMENT_MESSAGES.farmNotAssignable);
}

export async function insertFarmAdmin(tx: Tx, userId: number, farmId: number): Promise<boolean> {
  const inserted = await tx.insert(farmAdmins).values({ userId, farmId }).onConflictDoNothing().returning({ userId: farmAdmins.userId });
  return inserted.length > 0;
}

/** The numbers the generated username of a new user may carry: first farm of the assignment, first association. */
export async function assignmentNumbers(tx: Tx, firstFarm: number | undefined, firstAssociation: number | undefined) {
  const [farm] = firstFarm === undefined ? [] : await tx.select({ number: farms.number }).from(farms).where(eq(farms.id, firstFarm));
  const [association] =
    firstAssociation === undefined ? [] : await tx.select({ number: associations.number }).from(associations).where(eq(associations.id, firstAssociation));
  return { firstFarmNumber: farm?.number ?? null, firstAssociationNumber: association?.number ?? null };
}

/** The links a new user or a changed role comes with (the fields of UserCreate and UserUpdate). */
export interface RoleLinksInput {
  farm_admin_of?: readonly number[] | undefined;
  associations?: readonly UserAssociationInput[] | undefined;
  locations?: readonly UserLocationInput[] | undefined;
}

export interface RoleLinks {
  farmAdminOf: number[];
  associations: UserAssociationInput[];
  locations: UserLocationInput[];
  /** The farm of each location link, in order (the generated username takes the first). */
  locationFarms: number[];
  /** Links of a kind the role does not use, per field (400). */
  misplaced: ('farm_admin_of' | 'associations' | 'locations')[];
}

/** The links of `input` that fit `accountType`, each checked against the caller's rights (403/400 as the link routes answer). */
export async function checkRoleLinks(tx: Tx, scope: CallerScope, accountType: AccountType, input: RoleLinksInput): Promise<RoleLinks> {
  const kind = assignmentKind(accountType);
  const out: RoleLinks = {
    farmAdminOf: kind === 'farm_admin_of' ? unique(input.farm_admin_of ?? []) : [],
    associations: [],
    locations: kind === 'locations' ? [...(input.locations ?? [])] : [],
    locationFarms: [],
    misplaced: (['associations', 'farm_admin_of', 'locations'] as const).filter((k) => k !== kind && (input[k]?.length ?? 0) > 0),
  };
  if (kind === 'associations') for (const a of input.associations ?? []) out.associations.push(await checkAssociationLink(tx, scope, accountType, a));
  for (const farm of out.farmAdminOf) await checkFarmAdminLink(tx, scope, accountType, farm);
  for (const l of out.locations) out.locationFarms.push(await checkLocationLink(tx, scope, accountType, l.location));
  return out;
}

export async function insertRoleLinks(tx: Tx, userId: number, links: RoleLinks): Promise<void> {
  for (const farm of links.farmAdminOf) await insertFarmAdmin(tx, userId, farm);
  for (const a of links.associations) await insertAssociationLink(tx, userId, a);
  for (const l of links.locations) await insertLocationLink(tx, userId, l);
}

/** Whether a user holds any link of the kind their role uses. */
export async function holdsRoleLink(tx: Tx, userId: number, accountType: AccountType): Promise<boolean> {
  const table = { farm_admin_of: farmAdmins, associations: userAssociations, locations: userLocations }[assignmentKind(accountType)];
  const [row] = await tx.select({ userId: table.userId }).from(table).where(eq(table.userId, userId)).limit(1);
  return row !== undefined;
}

/** What a role change dropped (for the audit event). */
export interface DroppedLinks {
  farm_admin_of: number[];
  associations: number[];
  locations: number[];
  /** Association links whose admin flag went with the role (association admin → member). */
  association_admin_revoked: number[];
}

/**
 * A changed account type keeps only the links of the new role's kind (product rules ‹Roles and permissions›: association users
 * by association, farm admins by farm, farm staff by location), dropped in the caller's transaction;
 * an association member holds no admin link. Every dropped link must be one the caller could have
 * removed by hand (else 403, nothing changes: the transaction rolls back).
 */
export async function dropLinksNotFitting(tx: Tx, scope: CallerScope, userId: number, accountType: AccountType): Promise<DroppedLinks> {
  const kind = assignmentKind(accountType);
  const dropped: DroppedLinks = { farm_admin_of: [], associations: [], locations: [], association_admin_revoked: [] };
  const mayChangeFarm = (farmId: number) => scope.actor.isSuperuser || inScope(scope.adminFarms, farmId);
  const mayChangeAssociation = (id: number) => scope.actor.isSuperuser || scope.actor.associations.some((a) => a.associationId === id && a.isAdmin);
  if (kind !== 'farm_admin_of') {
    const rows = await tx.delete(farmAdmins).where(eq(farmAdmins.userId, userId)).returning({ farm: farmAdmins.farmId });
    dropped.farm_admin_of = rows.map((r) => r.farm).sort((a, b) => a - b);
    if (!dropped.farm_admin_of.every(mayChangeFarm)) throw forbidden(ASSIGNMENT_MESSAGES.roleChangeOutsideScope);
  }
  if (kind !== 'locations') {
    const rows = await tx.delete(userLocations).where(eq(userLocations.userId, userId)).returning({ location: userLocations.locationId });
    dropped.locations = rows.map((r) => r.location).sort((a, b) => a - b);
    if (dropped.locations.length) {
      const farmsOf = await tx.selectDistinct({ farm: locations.farmId }).from(locations).where(sql`${locations.id} = any(${intArray(dropped.locations)})`);
      if (!farmsOf.every((f) => mayChangeFarm(f.farm))) throw forbidden(ASSIGNMENT_MESSAGES.roleChangeOutsideScope);
    }
  }
  if (kind !== 'associations') {
    // The link's farms go with it (foreign key on delete cascade).
    const rows = await tx.delete(userAssociations).where(eq(userAssociations.userId, userId)).returning({ association: userAssociations.associationId });
    dropped.associations = rows.map((r) => r.association).sort((a, b) => a - b);
  } else if (accountType !== 'association_admin') {
    const rows = await tx
      .update(userAssociations)
      .set({ isAdmin: false })
      .where(and(eq(userAssociations.userId, userId), eq(userAssociations.isAdmin, true)))
      .returning({ association: userAssociations.associationId });
    dropped.association_admin_revoked = rows.map((r) => r.association).sort((a, b) => a - b);
  }
  if (![...dropped.associations, ...dropped.association_admin_revoked].every(mayChangeAssociation)) throw forbidden(ASSIGNMENT_MESSAGES.roleChangeOutsideScope);
  return dropped;
}
