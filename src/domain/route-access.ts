// The guards beyond login and terms (product rules ‹Other guards›, ‹Data export›, ‹Data check›): each protected
// route names its access rule; after the terms pass, the rule either lets the user in or sends them
// elsewhere: the export to admins (others go home), the report import to association admins and
// superusers (others go home), the evaluations to users whose data is complete (others go to the
// data check).
import { hasIncompleteUserData, mayHaveIncompleteData, type IntegrityCounts } from './data-integrity.ts';
import { DATA_CHECK_PATH, HOME_PATH } from './navigation.ts';
import { canExportData } from './permissions.ts';
import { effectiveAccountType, type AccountType } from './roles.ts';

/**
 * Which guard protects a route: none (public), the plain login guard, the terms guard (the terms page
 * itself: login needed, terms status not enforced), or a login guard plus its own rule.
 */
export type Access = 'public' | 'login' | 'terms' | 'evaluation' | 'data-export' | 'data-import';

export interface AccessUser {
  account_type?: AccountType | null;
  is_superuser?: boolean | null;
}

/** The data the evaluation guard looks at: how many locations lack a complete profile, how many sites a location. */
export type AccessData = IntegrityCounts;

/** /data-export: admins (association or farm admin) and superusers. */
export const mayExportReports = (u: AccessUser | null | undefined) => !!u && (u.is_superuser === true || canExportData({ account_type: u.account_type ?? null }));

/** /data-import (POST /reports/upload/): association admins and superusers. */
export const IMPORT_REFUSED = 'Nur Verbands-Administratoren können Prüfberichte hochladen.';
export const mayImportReports = (u: AccessUser | null | undefined) =>
  !!u && (u.is_superuser === true || (u.account_type !== null && u.account_type !== undefined && effectiveAccountType(u.account_type) === 'association_admin'));

/** Only the evaluation guard needs data, and only for farm users (nobody else can be incomplete). */
export const accessNeedsData = (access: Access, u: AccessUser | null | undefined) => access === 'evaluation' && mayHaveIncompleteData(u);

/** Where the route's own rule sends the user: null lets them in. */
export function accessRedirect(access: Access, u: AccessUser | null | undefined, data: AccessData | null): string | null {
  switch (access) {
    case 'data-export':
      return mayExportReports(u) ? null : HOME_PATH;
    case 'data-import':
      return mayImportReports(u) ? null : HOME_PATH;
    case 'evaluation':
      if (!accessNeedsData(access, u)) return null;
      return data && hasIncompleteUserData(u, data) ? DATA_CHECK_PATH : null;
    default:
      return null;
  }
}
