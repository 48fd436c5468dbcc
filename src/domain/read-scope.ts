// Pure read-side rules beyond the farm scope (src/domain/scope.ts): admin rights on farms, which
// associations a user sees, whether an entity reference is in scope, and who sees the comparison
// groups and figure filters of others. The server applies the same rules in SQL
// (src/api/services/scope.ts).
import { effectiveAccountType, isFarmUser, type AccountType, type EntityType } from './roles.ts';
import type { FarmScope } from './scope.ts';

export interface AdminRightsInput {
  isSuperuser: boolean;
  accountType: AccountType | null;
  farmAdminOf: readonly number[];
  associations: readonly { associationId: number; isAdmin: boolean; interimAdminFarms: readonly number[] }[];
  /** Farms served by each association the user administers. */
  associationFarms: ReadonlyMap<number, readonly number[]>;
}

/**
 * Farms on which the user has admin rights (the farm's has_admin_rights): a superuser on all; a
 * farm admin on the farms they administer; an association member on their interim admin farms; an
 * association admin on every farm of an association they administer (plus interim admin farms of
 * other links). Farm staff on none.
 */
export function adminFarmScope(input: AdminRightsInput): FarmScope {
  if (input.isSuperuser) return { all: true };
  const farmIds = new Set<number>();
  switch (effectiveAccountType(input.accountType)) {
    case 'farm_admin':
      for (const f of input.farmAdminOf) farmIds.add(f);
      break;
    case 'association_admin':
      for (const a of input.associations) {
        if (a.isAdmin) for (const f of input.associationFarms.get(a.associationId) ?? []) farmIds.add(f);
        else for (const f of a.interimAdminFarms) farmIds.add(f);
      }
      break;
    case 'association_member':
      for (const a of input.associations) for (const f of a.interimAdminFarms) farmIds.add(f);
      break;
    case 'farm_staff':
      break;
  }
  return { all: false, farmIds };
}

export type AssociationVisibility = { all: true } | { all: false; associationIds: ReadonlySet<number> };

/**
 * Associations a user sees: a superuser all; association users the associations they are linked
 * to; farm users the invoicing associations of their farms and the herd books (HBV) of their farms'
 * sites (`farmAssociations`, resolved by the caller).
 */
export function associationVisibility(
  user: { isSuperuser: boolean; accountType: AccountType | null; associations: readonly { associationId: number }[] },
  farmAssociations: readonly number[],
): AssociationVisibility {
  if (user.isSuperuser) return { all: true };
  const ids = isFarmUser(user.accountType) ? farmAssociations : user.associations.map((a) => a.associationId);
  return { all: false, associationIds: new Set(ids) };
}

export const isAssociationVisible = (v: AssociationVisibility, id: number) => v.all || v.associationIds.has(id);

/**
 * Whether an entity reference (alert, incident, comparison-group entity) is within scope: farm,
 * location and site through their farm (`farmId`, resolved by the caller; null when the entity does
 * not exist), associations through the given association visibility.
 */
export function isEntityInScope(
  entity: { type: EntityType; id: number; farmId: number | null },
  farms: FarmScope,
  associations: AssociationVisibility,
): boolean {
  if (entity.type === 'association') return isAssociationVisible(associations, entity.id);
  return entity.farmId !== null && (farms.all || farms.farmIds.has(entity.farmId));
}

/**
 * Comparison groups and figure filters of other users ('nur auswählbar' / view and copy only).
 * Visible are: the caller's own; every one for a superuser; ownerless ones (system definitions);
 * and those of colleagues, i.e. owners the caller can see as users (src/domain/user-visibility.ts)
 * or association users linked to an association the caller sees (so farm users can select the
 * groups their LKV or herd book shares). A comparison group bound to an entity (entity or expert
 * kind) is visible to others only when that entity is in the caller's scope: a group over a foreign
 * farm would leak that farm's figures.
 */
export function isSharedDefinitionVisible(
  viewer: { id: number; isSuperuser: boolean },
  definition: { ownerId: number | null; ownerIsColleague: boolean; entityInScope: boolean },
): boolean {
  if (viewer.isSuperuser || definition.ownerId === viewer.id) return true;
  return (definition.ownerId === null || definition.ownerIsColleague) && definition.entityInScope;
}
