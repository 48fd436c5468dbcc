// Which users a caller may see in /users/ (and read the links of). Pure: the caller's farm scope
// (src/domain/scope.ts) and links are supplied; the server turns the same rule into SQL.
//
// The rule (product rules ‹Entities and fields›, ‹Roles and permissions›, decided where the spec is silent):
// - Everyone sees themselves, whatever their account type.
// - Other users without an account type are hidden from everyone (product rules ‹Entities and fields›).
// - A superuser sees every other user.
// - An association admin sees every user linked to an association they administer (its admins and
//   members) and the farm users of every farm in their scope.
// - An association member sees the farm users of their allowed farms (not their colleagues: members
//   cannot edit users and do not manage the association).
// - A farm admin sees the farm users of their farms (the farms' admins and the staff linked to
//   locations of those farms).
// - Farm staff see the other farm users of their farms (the dashboard's 'Aktive Benutzer').
// "Farm users of a farm" are users of account type farm_admin or farm_staff who are farm admin of
// that farm or linked to one of its locations; association users are never visible through farms.
import { effectiveAccountType, isFarmUser, type AccountType } from './roles.ts';
import type { FarmScope } from './scope.ts';

export type UserVisibility =
  | { all: true; selfId: number }
  | {
      all: false;
      selfId: number;
      /** Users linked to any of these associations are visible. */
      associationIds: readonly number[];
      /** Farm users linked to any of these farms are visible. */
      farmIds: readonly number[];
    };

export interface UserVisibilityViewer {
  id: number;
  isSuperuser: boolean;
  accountType: AccountType | null;
  associations: readonly { associationId: number; isAdmin: boolean }[];
}

export function userVisibility(viewer: UserVisibilityViewer, scope: FarmScope): UserVisibility {
  if (viewer.isSuperuser || scope.all) return { all: true, selfId: viewer.id };
  const associationIds =
    effectiveAccountType(viewer.accountType) === 'association_admin'
      ? viewer.associations.filter((a) => a.isAdmin).map((a) => a.associationId)
      : [];
  return { all: false, selfId: viewer.id, associationIds, farmIds: [...scope.farmIds] };
}

export interface UserVisibilityTarget {
  id: number;
  accountType: AccountType | null;
  /** Associations the target is linked to (admin or member). */
  associationIds: readonly number[];
  /** Farms the target is farm admin of or linked to through a location. */
  farmIds: readonly number[];
}

export function isUserVisible(visibility: UserVisibility, target: UserVisibilityTarget): boolean {
  if (target.id === visibility.selfId) return true;
  if (target.accountType === null) return false;
  if (visibility.all) return true;
  if (target.associationIds.some((a) => visibility.associationIds.includes(a))) return true;
  return isFarmUser(target.accountType) && target.farmIds.some((f) => visibility.farmIds.includes(f));
}
