// Who may do what (product rules ‹Roles and permissions›, ‹Validation rules›, ‹Evaluation permissions›). Pure rules shared by server and browser.
// Subjects use the wire names of the current-user response (account_type, is_superuser,
// permissions); the server builds one from its actor with `permissionUser`.
import { EVALUATION_VISIBILITIES, type EvaluationVisibility } from './evaluation-visibility.ts';
import { ACCOUNT_TYPES, effectiveAccountType, isAdmin, isAssociationUser, type AccountType, type EntityType } from './roles.ts';

export interface LocationPermission {
  allowManagement: boolean;
  allowAlerts: boolean;
  allowEvaluationCreation: boolean;
}

/** The farm-staff flags (labels: 'Bearbeiten des Fragebogens', 'Konfiguration des Controllingsystems', 'Anlage von Reporten'). */
export interface StaffPermissions {
  allow_alerts: boolean;
  allow_management: boolean;
  allow_evaluation_creation: boolean;
}

export const STAFF_PERMISSION_LABELS: Record<keyof StaffPermissions, string> = {
  allow_evaluation_creation: 'Anlage von Reporten',
  allow_alerts: 'Konfiguration des Controllingsystems',
  allow_management: 'Bearbeiten des Fragebogens',
};

export interface PermissionUser {
  id?: number;
  account_type?: AccountType | null;
  is_superuser?: boolean;
  /** Farm-staff flags derived from the location links (see farmStaffPermissions). */
  permissions?: Partial<StaffPermissions> | null;
  /** Farms the user is farm admin of; when absent, a farm admin's `farms` are used. */
  farm_admin_of?: readonly number[];
  farms?: readonly number[];
}

/** Farm-staff permissions derived from their location links: true only if every link allows it. */
export function farmStaffPermissions(links: readonly LocationPermission[]): StaffPermissions {
  const every = (key: keyof LocationPermission) => links.length > 0 && links.every((l) => l[key]);
  return {
    allow_alerts: every('allowAlerts'),
    allow_management: every('allowManagement'),
    allow_evaluation_creation: every('allowEvaluationCreation'),
  };
}

/** A subject for the rules below from server-side data (account type plus location links). */
export const permissionUser = (
  accountType: AccountType | null | undefined,
  links: readonly LocationPermission[],
  extra: Omit<PermissionUser, 'account_type' | 'permissions'> = {},
): PermissionUser => ({ ...extra, account_type: accountType ?? null, permissions: farmStaffPermissions(links) });

const typeOf = (u: PermissionUser) => effectiveAccountType(u.account_type);
const staffFlag = (u: PermissionUser, key: keyof StaffPermissions) => u.permissions?.[key] === true;

/** Everyone except farm staff; farm staff only with allow_evaluation_creation on all their locations. */
export const canManageEvaluations = (u: PermissionUser) => u.is_superuser === true || typeOf(u) !== 'farm_staff' || staffFlag(u, 'allow_evaluation_creation');

/**
 * Farm admin, association member, or farm staff with allow_management (association admins: no, per
 * spec); a superuser may do everything, as the server's canManageLocationProfile already lets them.
 */
export function canManageProfiles(u: PermissionUser): boolean {
  if (u.is_superuser) return true;
  const type = typeOf(u);
  return type === 'farm_admin' || type === 'association_member' || (type === 'farm_staff' && staffFlag(u, 'allow_management'));
}

/** Control fields: everyone except farm staff; farm staff only with allow_alerts. */
export const canManageAlerts = (u: PermissionUser) => u.is_superuser === true || typeOf(u) !== 'farm_staff' || staffFlag(u, 'allow_alerts');

/** Farm activity toggles: association admins only. */
export const canToggleFarmActivity = (u: PermissionUser) => typeOf(u) === 'association_admin';

/** has_admin_rights (reported by the server per user), or farm admin of that farm. */
export function farmAdministeredByUser(u: PermissionUser, farm: { id: number; has_admin_rights?: boolean | null }): boolean {
  if (farm.has_admin_rights) return true;
  return typeOf(u) === 'farm_admin' && (u.farm_admin_of ?? u.farms ?? []).includes(farm.id);
}

/** Editing a location (and the farm page): farm with admin rights or farm admin of it; else read only. */
export const canEditLocation = farmAdministeredByUser;

/** 'Alle Benutzer exportieren' and 'Neuen Benutzer anlegen': admins only. */
export const canExportUsers = (u: PermissionUser) => isAdmin(u.account_type);
export const canCreateUsers = canExportUsers;
/** /data-export and the menu entry 'Daten exportieren': admins only. */
export const canExportData = canExportUsers;
/** Menu 'Benutzerverwaltung': everyone except farm staff. 'Profil bearbeiten': farm staff only. */
export const canOpenUserManagement = (u: PermissionUser) => typeOf(u) !== 'farm_staff';
export const canEditOwnProfileOnly = (u: PermissionUser) => typeOf(u) === 'farm_staff';

/**
 * canEditUser: self unless `restrictSelf`; superuser anyone; association admin anyone except
 * other association admins; farm admin only farm staff; others nobody.
 */
export function canEditUser(
  editor: PermissionUser,
  target: { id?: number; account_type?: AccountType | null },
  options: { restrictSelf?: boolean } = {},
): boolean {
  if (editor.id !== undefined && editor.id === target.id) return !options.restrictSelf;
  if (editor.is_superuser) return true;
  const targetType = effectiveAccountType(target.account_type);
  switch (typeOf(editor)) {
    case 'association_admin':
      return targetType !== 'association_admin';
    case 'farm_admin':
      return targetType === 'farm_staff';
    default:
      return false;
  }
}

/** Roles a user may create: superuser all four; association admin all but association admin; farm admin only farm staff. */
export function creatableRoles(u: PermissionUser): AccountType[] {
  if (u.is_superuser) return [...ACCOUNT_TYPES];
  switch (typeOf(u)) {
    case 'association_admin':
      return ACCOUNT_TYPES.filter((t) => t !== 'association_admin');
    case 'farm_admin':
      return ['farm_staff'];
    default:
      return [];
  }
}

/** Users without an account type are hidden unless it is the current user (product rules ‹Entities and fields›). */
export const isUserListed = (user: { id: number; account_type?: AccountType | null }, currentUserId: number | undefined) =>
  !!user.account_type || user.id === currentUserId;

/** The effective capability flags of a user, for the current-user response and the SPA. */
export function userPermissions(accountType: AccountType | null, links: readonly LocationPermission[], isSuperuser = false): StaffPermissions {
  const u = permissionUser(accountType, links, { is_superuser: isSuperuser });
  return {
    allow_alerts: canManageAlerts(u),
    allow_management: canManageProfiles(u),
    allow_evaluation_creation: canManageEvaluations(u),
  };
}

/** Data check (product rules ‹Data check›): red editing hints for a farm admin, or with allow_management on at least one link. */
export const canFixIncompleteData = (accountType: AccountType | null | undefined, links: readonly LocationPermission[]) =>
  effectiveAccountType(accountType) === 'farm_admin' || links.some((l) => l.allowManagement);

// ---- Evaluations, comparison groups, filters (product rules ‹Validation rules›, ‹Evaluation permissions›) ----

/** Owner-only editing and deletion of evaluations, comparison groups and figure filters. */
export const isOwner = (u: PermissionUser, item: { user?: number | null }) => u.id !== undefined && item.user === u.id;
/** Starring (start-page default) is for any user, on evaluations bound to an entity type. */
export const canStarEvaluation = (evaluation: { entity_type?: EntityType | null }) => !!evaluation.entity_type;
/** The association option of 'Anwenden auf:' only for association admins and members. */
export const canSelectAssociationEntity = (u: PermissionUser) => isAssociationUser(u.account_type);

// The visibility rules live with the evaluation audience in evaluation-visibility.ts (one rule for
// server and browser); re-exported here for the callers that know them as permissions.
export const VISIBILITIES = EVALUATION_VISIBILITIES;
export type Visibility = EvaluationVisibility;
export { VISIBILITY_LABELS, UNIVERSAL_NOT_SHAREABLE, canSetVisibility, visibilityOptions, effectiveVisibility } from './evaluation-visibility.ts';

/** Association options for non-superusers are limited to associations they administer. */
export const assignableAssociations = <A extends { id: number }>(u: PermissionUser & { admin_association_ids?: readonly number[] }, all: readonly A[]) =>
  u.is_superuser ? [...all] : all.filter((a) => (u.admin_association_ids ?? []).includes(a.id));

// ---- Master data: farms, locations, sites, profiles (product rules ‹Screens and routes›, ‹States and transitions›, ‹Roles and permissions›) ----

/** Location links as the server and the current-user response know them. */
export interface LocationLink {
  location: number;
  allow_management: boolean;
}

/** A subject for the master-data rules: the caller with the links the rules look at. */
export interface MasterDataUser extends PermissionUser {
  /** Associations the user is association admin of (an admin link). */
  admin_association_ids?: readonly number[];
  /** The user's location links (farm staff, or a farm admin linked to a location of another farm). */
  location_links?: readonly LocationLink[];
}

/** Creating, replacing and deleting farms, associations and sites, and the fixed farm data: superusers only. */
export const canManageMasterData = (u: PermissionUser) => u.is_superuser === true;

/** Renaming a farm: whoever administers it (has_admin_rights, or farm admin of it). */
export const canRenameFarm = farmAdministeredByUser;

/**
 * Toggling one farm's activity: a superuser, or an association admin of an association that serves
 * the farm (`farm.associations`: its invoicing association and the herd books of its sites).
 */
export function canToggleActivityOf(u: MasterDataUser, farm: { associations: readonly number[] }): boolean {
  if (u.is_superuser) return true;
  if (!canToggleFarmActivity(u)) return false;
  const administered = u.admin_association_ids ?? [];
  return farm.associations.some((a) => administered.includes(a));
}

/** Adding a location to a farm, and assigning the farm's sites to its locations: whoever administers the farm. */
export const canAddLocation = farmAdministeredByUser;
export const canAssignSite = farmAdministeredByUser;

/** Deleting a location: only one without sites, and only with the right to edit it. */
export function canDeleteLocation(u: PermissionUser, farm: { id: number; has_admin_rights?: boolean | null }, location: { sites: readonly unknown[] }): boolean {
  return location.sites.length === 0 && canEditLocation(u, farm);
}

/**
 * Managing the profile of one location (canManageProfiles narrowed to it): a superuser; a farm admin
 * of the location's farm; an association member (for locations in their scope, which the caller
 * checks); farm staff, and a farm admin of another farm, with allow_management on that location.
 */
export function canManageLocationProfile(u: MasterDataUser, location: { id: number; farm: number }): boolean {
  if (u.is_superuser) return true;
  const link = u.location_links?.find((l) => l.location === location.id);
  switch (typeOf(u)) {
    case 'farm_admin':
      return (u.farm_admin_of ?? u.farms ?? []).includes(location.farm) || link?.allow_management === true;
    case 'association_member':
      return true;
    case 'farm_staff':
      return link?.allow_management === true;
    default:
      return false;
  }
}
