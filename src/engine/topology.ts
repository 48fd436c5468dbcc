// The organisation tree as the engine sees it: locations (the members of comparison groups) with
// their sites, farm, associations, cow count and active profile answers. Site lists are stored as
// slots of the ReportStore (CSR layout: sites of location i are siteSlots[siteStart[i]..siteStart[i+1]]).
import type { Answer } from '../domain/profile-match.ts';
import type { ReportStore } from './store.ts';

export interface LocationInput {
  id: number;
  farmId: number;
  cowCount: number;
  /** Invoicing association of the farm and herd books (HBV) of the location's sites. */
  associations: readonly number[];
  siteIds: readonly number[];
  /** Active profile answers (null: no profile). */
  answers: Readonly<Record<string, Answer>> | null;
}

export interface Topology {
  size: number;
  locationIds: Int32Array;
  farmIds: Int32Array;
  cowCounts: Float64Array;
  associations: (readonly number[])[];
  answers: (Readonly<Record<string, Answer>> | null)[];
  siteStart: Int32Array;
  /** Store slots of the sites (-1: the site has no report in the engine). */
  siteSlots: Int32Array;
  indexOfLocation: ReadonlyMap<number, number>;
  /** Location index of a site id. */
  locationOfSite: ReadonlyMap<number, number>;
}

export function buildTopology(store: ReportStore, locations: readonly LocationInput[]): Topology {
  const size = locations.length;
  const siteStart = new Int32Array(size + 1);
  let total = 0;
  locations.forEach((l, i) => {
    siteStart[i] = total;
    total += l.siteIds.length;
  });
  siteStart[size] = total;
  const siteSlots = new Int32Array(total);
  const locationOfSite = new Map<number, number>();
  const indexOfLocation = new Map<number, number>();
  locations.forEach((l, i) => {
    indexOfLocation.set(l.id, i);
    l.siteIds.forEach((siteId, k) => {
      siteSlots[siteStart[i]! + k] = store.slotOf(siteId) ?? -1;
      locationOfSite.set(siteId, i);
    });
  });
  return {
    size,
    locationIds: Int32Array.from(locations, (l) => l.id),
    farmIds: Int32Array.from(locations, (l) => l.farmId),
    cowCounts: Float64Array.from(locations, (l) => l.cowCount),
    associations: locations.map((l) => l.associations),
    answers: locations.map((l) => l.answers),
    siteStart,
    siteSlots,
    indexOfLocation,
    locationOfSite,
  };
}
