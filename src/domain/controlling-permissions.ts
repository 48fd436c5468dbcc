// Who may configure the controlling system of one entity (product rules ‹Capabilities›, made per entity):
// everyone but farm staff; farm staff only when each of their links to the entity's locations allows
// alerts (and there is at least one such link). Association entities are reachable only for the
// association's own users (the read scope decides that before this rule is asked).
import { effectiveAccountType, type AccountType, type EntityType } from './roles.ts';

export interface AlertManager {
  account_type: AccountType | null | undefined;
  is_superuser?: boolean;
  /** The caller's farm-staff links (location id and its 'Konfiguration des Controllingsystems' flag). */
  location_links: readonly { location: number; allow_alerts: boolean }[];
}

/** `locations`: those the entity covers (entityLocations; the server's loadEntity asks the same rule). */
export function mayManageAlertsOn(user: AlertManager, locations: readonly number[]): boolean {
  if (user.is_superuser) return true;
  if (effectiveAccountType(user.account_type) !== 'farm_staff') return true;
  const covered = new Set(locations);
  const links = user.location_links.filter((l) => covered.has(l.location));
  return links.length > 0 && links.every((l) => l.allow_alerts);
}

type Link = AlertManager['location_links'][number];

/** The signed-in user (CurrentUser) as an AlertManager; a session stored before links were sent has none. */
export function alertManagerOf(user: {
  account_type: AccountType | null | undefined;
  is_superuser?: boolean;
  location_links?: readonly (Link | null)[] | null;
}): AlertManager {
  return { account_type: user.account_type, is_superuser: user.is_superuser, location_links: (user.location_links ?? []).filter((l): l is Link => l !== null) };
}

/** An entity with what the rule needs: a site's own location and its farm's locations (a page's load or the server's loadEntity). */
export interface LoadedEntity {
  type: EntityType;
  id: number;
  siteLocation?: number | null;
  farmLocations?: readonly (number | null)[] | null;
}

/** The locations an entity covers: a site's location (its farm's when it has none), a location itself, a farm's locations, none for an association. */
export function entityLocations(entity: LoadedEntity): number[] {
  const farmLocations = (entity.farmLocations ?? []).filter((l): l is number => l !== null);
  switch (entity.type) {
    case 'association':
      return [];
    case 'location':
      return [entity.id];
    case 'farm':
      return farmLocations;
    case 'site':
      return entity.siteLocation === null || entity.siteLocation === undefined ? farmLocations : [entity.siteLocation];
  }
}
