// Which farms a user may see (spec: farm users their farms, association members their allowed
// farms, association admins their association's farms, superusers everything). Pure: the caller
// supplies the links and, for association admins, the farms of those associations.
import { effectiveAccountType, type AccountType } from './roles.ts';

export interface ScopeInput {
  isSuperuser: boolean;
  accountType: AccountType | null;
  farmAdminOf: readonly number[];
  associations: readonly { associationId: number; isAdmin: boolean; allowedFarms: readonly number[] }[];
  /** Farms of the locations the user is linked to (farm staff). */
  locationFarms: readonly number[];
  /** Farms served by each association the user administers. */
  associationFarms: ReadonlyMap<number, readonly number[]>;
}

export type FarmScope = { all: true } | { all: false; farmIds: ReadonlySet<number> };

/** Associations whose farms the user needs loaded to compute the scope. */
export function administeredAssociations(input: Pick<ScopeInput, 'isSuperuser' | 'accountType' | 'associations'>): number[] {
  if (input.isSuperuser || effectiveAccountType(input.accountType) !== 'association_admin') return [];
  return input.associations.filter((a) => a.isAdmin).map((a) => a.associationId);
}

export function farmScope(input: ScopeInput): FarmScope {
  if (input.isSuperuser) return { all: true };
  const farmIds = new Set<number>();
  switch (effectiveAccountType(input.accountType)) {
    case 'association_admin':
      for (const a of input.associations) {
        for (const f of a.isAdmin ? (input.associationFarms.get(a.associationId) ?? []) : a.allowedFarms) farmIds.add(f);
      }
      break;
    case 'association_member':
      for (const a of input.associations) for (const f of a.allowedFarms) farmIds.add(f);
      break;
    case 'farm_admin':
      for (const f of input.farmAdminOf) farmIds.add(f);
      for (const f of input.locationFarms) farmIds.add(f);
      break;
    case 'farm_staff':
      for (const f of input.locationFarms) farmIds.add(f);
      break;
  }
  return { all: false, farmIds };
}

export const inScope = (scope: FarmScope, farmId: number) => scope.all || scope.farmIds.has(farmId);
