// The header menu by role (product rules ‹Header and navigation›). Pure: the view renders the result.
import { canEditOwnProfileOnly, canOpenUserManagement } from './permissions.ts';
import { mayOpenRankings, RANKING_PATH, RANKING_TITLE } from './ranking.ts';
import { mayExportReports, mayImportReports } from './route-access.ts';
import { effectiveAccountType, isAdmin, type AccountType } from './roles.ts';

export interface MenuUser {
  account_type: AccountType | null;
  is_superuser?: boolean;
  /** Ids of the farms the user sees. */
  farms: readonly number[];
}

export type HeaderMenuEntry =
  | { id: 'no-farms'; label: 'Noch keine LDWUs vorhanden'; disabled: true }
  | { id: 'farm'; label: 'LDWU verwalten' | 'LDWU anschauen'; href: string }
  | { id: 'farms'; label: 'LDWUs verwalten' | 'LDWUs anschauen'; href: '/farms' }
  | { id: 'profile'; label: 'Profil bearbeiten'; href: '/profile' }
  | { id: 'users'; label: 'Benutzerverwaltung'; href: '/users' }
  | { id: 'rankings'; label: typeof RANKING_TITLE; href: typeof RANKING_PATH }
  | { id: 'data-export'; label: 'Daten exportieren'; href: '/data-export' }
  | { id: 'data-import'; label: 'Daten importieren'; href: '/data-import' }
  | { id: 'logout'; label: 'Ausloggen'; action: 'logout' };

export interface HeaderMenuLabel {
  label: 'Super-Administration' | 'Administration' | 'Profil';
  /** 'Profil' comes with a user icon. */
  icon: 'user' | null;
}

/** 'Super-Administration' for a superuser, 'Administration' for admins, otherwise 'Profil' with a user icon. */
export function headerMenuLabel(user: Pick<MenuUser, 'account_type' | 'is_superuser'>): HeaderMenuLabel {
  if (user.is_superuser) return { label: 'Super-Administration', icon: null };
  if (isAdmin(user.account_type)) return { label: 'Administration', icon: null };
  return { label: 'Profil', icon: 'user' };
}

/** The menu entries in display order. */
export function headerMenuEntries(user: MenuUser): HeaderMenuEntry[] {
  const manages = effectiveAccountType(user.account_type) === 'farm_admin';
  const entries: HeaderMenuEntry[] = [];
  const [only] = user.farms;
  if (user.farms.length === 0 || only === undefined) {
    entries.push({ id: 'no-farms', label: 'Noch keine LDWUs vorhanden', disabled: true });
  } else if (user.farms.length === 1) {
    entries.push({ id: 'farm', label: manages ? 'LDWU verwalten' : 'LDWU anschauen', href: `/farms/${only}` });
  } else {
    entries.push({ id: 'farms', label: manages ? 'LDWUs verwalten' : 'LDWUs anschauen', href: '/farms' });
  }
  if (canEditOwnProfileOnly(user)) entries.push({ id: 'profile', label: 'Profil bearbeiten', href: '/profile' });
  if (canOpenUserManagement(user)) entries.push({ id: 'users', label: 'Benutzerverwaltung', href: '/users' });
  // The association's ranking: association users and superusers.
  if (mayOpenRankings(user)) entries.push({ id: 'rankings', label: RANKING_TITLE, href: RANKING_PATH });
  if (mayExportReports(user)) entries.push({ id: 'data-export', label: 'Daten exportieren', href: '/data-export' });
  if (mayImportReports(user)) entries.push({ id: 'data-import', label: 'Daten importieren', href: '/data-import' });
  entries.push({ id: 'logout', label: 'Ausloggen', action: 'logout' });
  return entries;
}

/** Main navigation (product rules ‹Header and navigation›). */
export const MAIN_NAVIGATION = [
  { label: 'Auswertungen', href: '/evaluations' },
  { label: 'Controllingsystem', href: '/controlling' },
] as const;

