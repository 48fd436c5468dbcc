// Completeness of a farm user's data (product rules ‹Other guards›, ‹Data check› data check).
import { isFarmUser, type AccountType } from './roles.ts';

export interface IntegrityLocation {
  id: number;
  farm: number;
  name?: string;
  active_profile?: { incomplete?: boolean | null } | null;
}

export interface IntegritySite {
  id: number;
  farm: number;
  location?: number | null;
}

export interface DataIntegrity<L extends IntegrityLocation = IntegrityLocation, S extends IntegritySite = IntegritySite> {
  ok: boolean;
  /** Locations without an active profile, or whose active profile is marked incomplete. */
  locationsLackingProfile: L[];
  sitesWithoutLocation: S[];
}

export const lacksCompleteProfile = (l: IntegrityLocation) => !l.active_profile || l.active_profile.incomplete === true;

export function dataIntegrity<L extends IntegrityLocation, S extends IntegritySite>(
  locations: readonly L[],
  sites: readonly S[],
): DataIntegrity<L, S> {
  const locationsLackingProfile = locations.filter(lacksCompleteProfile);
  const sitesWithoutLocation = sites.filter((s) => s.location === null || s.location === undefined);
  return { ok: locationsLackingProfile.length === 0 && sitesWithoutLocation.length === 0, locationsLackingProfile, sitesWithoutLocation };
}

export interface IntegrityUser {
  account_type?: AccountType | null;
  is_superuser?: boolean | null;
}

/**
 * Only farm users (farm admin and farm staff, an empty account type counting as farm staff) can have
 * incomplete data; association users and superusers see whole scopes that are not theirs to fix.
 * The one rule behind the guards, /data-check and the start page's card, so they always agree.
 */
export const mayHaveIncompleteData = (user: IntegrityUser | null | undefined): boolean =>
  !!user && !user.is_superuser && isFarmUser(user.account_type);

/**
 * How many of a user's locations lack a complete profile and how many sites have no location: counted
 * by the server over the whole scope (GET /dashboard/, and the data check's filtered lists), so no
 * list is loaded just to be counted.
 */
export interface IntegrityCounts {
  locations_lacking_profile: number;
  sites_without_location: number;
}

export const countsComplete = (c: IntegrityCounts) => c.locations_lacking_profile === 0 && c.sites_without_location === 0;

/**
 * Incomplete user data (guards redirect to /data-check): for farm users, any location without active
 * profile, an active profile marked incomplete, or any site without location.
 */
export function hasIncompleteUserData(user: IntegrityUser | null | undefined, counts: IntegrityCounts): boolean {
  return mayHaveIncompleteData(user) && !countsComplete(counts);
}

export const DATA_CHECK_TEXTS = {
  title: 'Daten-Prüfung',
  allComplete: 'Alle Daten sind vollständig.',
  incomplete: 'Unvollständige Daten',
  profilesMissing: 'Es wurden noch nicht für alle Betriebe vollständige Profile erstellt. Auswertungen können nicht aufgerufen werden.',
  locationsMissing: 'Nicht alle Betriebsstätten haben einen Betrieb zugewiesen. Auswertungen können nicht aufgerufen werden.',
} as const;
