// Checks and writes of a user's assignments: farm-admin links, association links (allowed farms,
// interim admin farms) and location links (staff permissions). Used by the link routes and by user
// creation, always inside the caller's transaction. What the caller may hand out (spec 1 §6):
// associations they administer, farms and locations on which they have admin rights (a farm admin
// only their own farms' locations); a superuser anything that exists.
import { and, eq, sql } from 'drizzle-orm';
import { assignmentKind } from '../../../domain/user-rules.ts';
import type { AccountType } from '../../../domain/roles.ts';
import { inScope } from '../../../domain/scope.ts';
import type { Tx } from '../../db/audit.ts';
import { queryRows } from '../../db/client.ts';
import { associations, farmAdmins, farms, locations, userAssociationFarms, userAssociations, userLocations } from '../../db/schema.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import type { CallerScope } from '../../services/scope.ts';
import type { UserAssociationInput, UserLocationInput } from './write-schemas.ts';

const unique = (ids: readonly number[]) => [...new Set(ids)];

export const ASSIGNMENT_MESSAGES = {
  onlyAssociationUsers: 'Nur Verbandsbenutzer können einem Verband zugeordnet werden.',
  onlyFarmStaff: 'Nur Betriebsmitarbeiter werden einzelnen Betrieben zugeordnet.',
  onlyFarmAdmins: 'Nur LDWU-Administratoren können ein LDWU verwalten.',
  unknownAssociation: 'Diesen Verband gibt es nicht.',
  unknownLocation: 'Diesen Betrieb gibt es nicht.',
  unknownFarm: 'Dieses LDWU gibt es nicht.',
  associationNotAssignable: 'Diesen Verband dürfen Sie nicht zuweisen.',
  farmNotAssignable: 'Dieses LDWU dürfen Sie nicht zuweisen.',
  locationNotAssignable: 'Diesen Betrieb dürfen Sie nicht zuweisen.',
  interimNotAllowed: 'Adminrechte können nur für freigegebene LDWUs vergeben werden.',
  adminOnlyForAdmins: 'Die Verwaltung eines Verbands ist Verbands-Administratoren vorbehalten.',
  alreadyAssociation: 'Der Benutzer ist diesem Verband bereits zugeordnet.',
  alreadyLocation: 'Der Benutzer ist diesem Betrieb bereits zugeordnet.',
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
