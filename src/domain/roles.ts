// Account types, their German labels and the role order used for sorting (product rules ‹Roles and permissions›).
/** An association invoices farms (LKV, the milk-recording association) or keeps a herd book (HBV). */
export const ASSOCIATION_KINDS = ['LKV', 'HBV'] as const;
export type AssociationKind = (typeof ASSOCIATION_KINDS)[number];

export const ACCOUNT_TYPES = ['association_admin', 'association_member', 'farm_admin', 'farm_staff'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  farm_staff: 'Betriebsmitarbeiter',
  farm_admin: 'LDWU-Administrator',
  association_member: 'Verbandsmitarbeiter',
  association_admin: 'Verbands-Administrator',
};

/** An empty account type counts as farm staff (product rules ‹Entities and fields›). */
export function effectiveAccountType(accountType: AccountType | null | undefined): AccountType {
  return accountType ?? 'farm_staff';
}

export const isFarmUser = (t: AccountType | null | undefined) => {
  const type = effectiveAccountType(t);
  return type === 'farm_admin' || type === 'farm_staff';
};

export const isAssociationUser = (t: AccountType | null | undefined) => !isFarmUser(t);

/** 'Admin' means association admin or farm admin. */
export const isAdmin = (t: AccountType | null | undefined) => {
  const type = effectiveAccountType(t);
  return type === 'association_admin' || type === 'farm_admin';
};

export const ENTITY_TYPES = ['association', 'farm', 'location', 'site'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const ENTITY_TYPE_LABELS: Record<EntityType, string> = {
  association: 'Verband',
  farm: 'LDWU',
  location: 'Betrieb',
  site: 'Betriebsstätte',
};
