// Assigning sites to a location on /locations/{id}: ticking and unticking only plans a
// change; nothing moves until the plan is saved, and it can be dropped before. A site without a
// location makes the farm's data incomplete (data-integrity.ts): every farm user is then sent to the
// data check instead of the evaluations, so the plan says so before it is saved.

export interface AssignableSite {
  id: number;
  display_name: string;
  /** The location the site belongs to now (stored), or null. */
  location: number | null;
}

/** Site id → the location it is to belong to (null: none). Only real changes are kept. */
export type PendingAssignments = Readonly<Record<number, number | null>>;

export interface AssignmentChange {
  site: number;
  siteName: string;
  from: number | null;
  to: number | null;
}

/** Where a site belongs with the planned changes. */
export const plannedLocation = (site: AssignableSite, pending: PendingAssignments): number | null =>
  Object.hasOwn(pending, site.id) ? (pending[site.id] ?? null) : site.location;

/**
 * The plan after ticking (moves the site to this location) or unticking a site (it goes back where
 * it was stored, or to no location if it was stored here). A change back to the stored state is dropped.
 */
export function toggleSite(pending: PendingAssignments, site: AssignableSite, locationId: number, checked: boolean): PendingAssignments {
  const target = checked ? locationId : site.location === locationId ? null : site.location;
  const { [site.id]: _, ...rest } = pending;
  return target === site.location ? rest : { ...rest, [site.id]: target };
}

/** The planned changes against the stored state, in the order of the sites. */
export function assignmentChanges(sites: readonly AssignableSite[], pending: PendingAssignments): AssignmentChange[] {
  return sites.flatMap((s) => {
    const to = plannedLocation(s, pending);
    return to === s.location ? [] : [{ site: s.id, siteName: s.display_name, from: s.location, to }];
  });
}

export const NO_LOCATION = 'keinem Betrieb';

/** 'Stall Nord: von „Hof A“ zu „Hof B“' – what moves where, in words. */
export function describeChange(change: AssignmentChange, locationName: (id: number) => string | undefined): string {
  const name = (id: number | null) => (id === null ? NO_LOCATION : `„${locationName(id) ?? 'unbekannter Betrieb'}“`);
  return `${change.siteName}: von ${name(change.from)} zu ${name(change.to)}`;
}

/** Said before saving when a site would be left without a location. */
export const UNASSIGNED_WARNING =
  'Eine Betriebsstätte ohne Betrieb macht die Daten des LDWU unvollständig: Betriebsnutzer kommen dann nicht mehr zu den Auswertungen, bis sie wieder einem Betrieb zugeordnet ist.';

export const leavesSiteUnassigned = (changes: readonly AssignmentChange[]) => changes.some((c) => c.to === null);

/** 'Zuordnung gespeichert' message: the changes made. */
export const savedMessage = (changes: readonly AssignmentChange[], locationName: (id: number) => string | undefined) =>
  changes.map((c) => describeChange(c, locationName)).join('; ') + '.';
