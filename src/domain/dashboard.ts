// The start page (product rules ‹Dashboard›): which cards and links a user gets, the report table's
// rows and cells, and the data-integrity errors it shows. Pure; the views render the result.
import { DASHBOARD_REPORT_FIELDS, DASHBOARD_REPORTS_INITIAL, DASHBOARD_REPORTS_MAX } from './constants.ts';
import { mayHaveIncompleteData, type IntegrityCounts, type IntegrityUser } from './data-integrity.ts';
import { formatNumber } from './format.ts';
import { canManageEvaluations, type PermissionUser } from './permissions.ts';
import { ENTITY_TYPE_LABELS, effectiveAccountType, isFarmUser, type EntityType } from './roles.ts';

export const NEW_USER_PATH = '/users?new';
export const NEW_EVALUATION_PATH = '/evaluations?new';
export const DATA_CHECK_PATH = '/data-check';
export const CONTROLLING_PATH = '/controlling';

export const DASHBOARD_TEXTS = {
  activeUsers: 'Aktive Benutzer',
  newUser: 'Neuen Benutzer anlegen',
  ownData: 'Eigene Daten anpassen',
  cows: 'Kuh-Bestand',
  reports: 'Milchleistungsprüfungen',
  moreReports: 'Weitere Einträge anzeigen',
  favourite: 'Meine favorisierte Auswertung',
  newEvaluation: 'Neue Auswertung definieren',
  controlling: 'Controllingsystem',
  noIncidents: 'Aktuell gibt es keine Meldungen.',
} as const;

export interface DashboardUser extends PermissionUser {
  farms: readonly number[];
}

export interface DashboardOffers {
  /** 'Aktive Benutzer': farm admins and farm staff (not a superuser). */
  activeUsers: boolean;
  /** 'Neuen Benutzer anlegen' under it: farm admins only. */
  newUser: boolean;
  /** 'Eigene Daten anpassen': the farm page, when a farm admin has exactly one farm; else null. */
  ownDataHref: string | null;
  /** 'Neue Auswertung definieren': whoever may create evaluations. */
  newEvaluation: boolean;
}

export function dashboardOffers(user: DashboardUser): DashboardOffers {
  const farmUser = !user.is_superuser && isFarmUser(user.account_type);
  const farmAdmin = farmUser && effectiveAccountType(user.account_type) === 'farm_admin';
  const [only] = user.farms;
  return {
    activeUsers: farmUser,
    newUser: farmAdmin,
    ownDataHref: farmAdmin && user.farms.length === 1 && only !== undefined ? `/farms/${only}` : null,
    newEvaluation: canManageEvaluations(user),
  };
}

/** The rows the table shows: 3, or up to 10 after 'Weitere Einträge anzeigen'. */
export function visibleReports<T>(reports: readonly T[], expanded: boolean): T[] {
  return reports.slice(0, expanded ? DASHBOARD_REPORTS_MAX : DASHBOARD_REPORTS_INITIAL);
}

/** Whether 'Weitere Einträge anzeigen' has anything to show. */
export const hasMoreReports = (reports: readonly unknown[], expanded: boolean) => !expanded && reports.length > DASHBOARD_REPORTS_INITIAL;

/** The value of one figure in a report's data list (null when missing). */
export function reportValue(data: readonly ({ pythonic_name: string; value?: number | null } | null)[], field: string): number | null {
  const hit = data.find((d) => d?.pythonic_name === field);
  return hit?.value ?? null;
}

/** The six report columns of product rules ‹Business constants and limits›, in order. */
export const DASHBOARD_COLUMNS: readonly string[] = DASHBOARD_REPORT_FIELDS;

const plural = (n: number, one: string, many: string) => `${formatNumber(n, { precision: 0 })} ${n === 1 ? one : many}`;

/**
 * Only the errors of the data check, as sentences; empty when the data are complete or when the user
 * cannot have incomplete data at all (the rule of /data-check, so the card never contradicts it).
 */
export function integrityErrors(user: IntegrityUser | null | undefined, c: IntegrityCounts): string[] {
  const errors: string[] = [];
  if (!mayHaveIncompleteData(user)) return errors;
  if (c.locations_lacking_profile > 0) errors.push(`${plural(c.locations_lacking_profile, 'Betrieb hat', 'Betriebe haben')} kein vollständiges Profil.`);
  if (c.sites_without_location > 0) errors.push(`${plural(c.sites_without_location, 'Betriebsstätte ist', 'Betriebsstätten sind')} keinem Betrieb zugewiesen.`);
  return errors;
}

/** Current incidents listed on the start page; the rest are counted and linked to /controlling. */
export const DASHBOARD_INCIDENTS = 5;


const ENTITY_PATH: Record<EntityType, string> = { association: 'associations', farm: 'farms', location: 'locations', site: 'sites' };

/** The entity controlling page of an incident's entity (product rules ‹Entity controlling page›). */
export const entityControllingHref = (type: EntityType, id: number) => `/${ENTITY_PATH[type]}/${id}/controlling`;

/** An incident's entity as the start page names it: the entity itself, and where it sits. */
export interface IncidentEntityNames {
  type: EntityType;
  /** The entity's display name (site and farm: src/domain/display-names.ts; location: its name). */
  name: string;
  /** The display name of the farm (LDWU) of a site or location. */
  farm?: string | null;
  /** The name of a site's location; null for a site without location. */
  location?: string | null;
}

/**
 * 'Betriebsstätte 003' alone tells a clerk of 105 farms nothing: a site is named with its farm and
 * location (or 'ohne Betrieb'), a location with its farm. Unknown parts are left out, never shown as ids.
 */
export function incidentEntityText(e: IncidentEntityNames): { title: string; context: string | null } {
  const title = `${ENTITY_TYPE_LABELS[e.type]} ${e.name}`;
  const farm = e.farm ? `${ENTITY_TYPE_LABELS.farm} ${e.farm}` : null;
  if (e.type === 'location') return { title, context: farm };
  if (e.type !== 'site') return { title, context: null };
  const location = e.location === null ? 'ohne Betrieb' : e.location ? `${ENTITY_TYPE_LABELS.location} ${e.location}` : null;
  const parts = [farm, location].filter((p): p is string => p !== null);
  return { title, context: parts.length ? parts.join(', ') : null };
}
