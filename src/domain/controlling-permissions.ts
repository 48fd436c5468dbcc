// Who may configure the controlling system of one entity (spec 1 §6 'Manage alerts', made per entity):
// everyone but farm staff; farm staff only when each of their links to the entity's locations allows
// alerts (and there is at least one such link). Association entities are reachable only for the
// association's own users (the read scope decides that before this rule is asked).
import { effectiveAccountType, type AccountType } from './roles.ts';

export interface AlertManager {
  account_type: AccountType | null | undefined;
  is_superuser?: boolean;
  /** The caller's farm-staff links (location id and its 'Konfiguration des Controllingsystems' flag). */
  location_links: readonly { location: number; allow_alerts: boolean }[];
}

/** The locations an entity covers: a site's location (its farm's when it has none), a location, a farm's locations; none for an association. */
export function mayManageAlertsOn(user: AlertManager, entityLocations: readonly number[]): boolean {
  if (user.is_superuser) return true;
  if (effectiveAccountType(user.account_type) !== 'farm_staff') return true;
  const covered = new Set(entityLocations);
  const links = user.location_links.filter((l) => covered.has(l.location));
  return links.length > 0 && links.every((l) => l.allow_alerts);
}
