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

const locationsBySlot = new WeakMap<Topology, Int32Array>();

/** Per store slot: the location index of its site (−1: none); what a patch at changed slots looks up. */
export function slotLocations(t: Topology): Int32Array {
  let found = locationsBySlot.get(t);
  if (!found) {
    let top = 0;
    for (const s of t.siteSlots) if (s >= top) top = s + 1;
    found = new Int32Array(top).fill(-1);
    for (let i = 0; i < t.size; i++) for (let k = t.siteStart[i]!; k < t.siteStart[i + 1]!; k++) if (t.siteSlots[k]! >= 0) found[t.siteSlots[k]!] = i;
    locationsBySlot.set(t, found);
  }
  return found;
}

/** The locations holding any of the slots (ascending, each once). */
export function locationsOfSlots(t: Topology, slots: Int32Array): Int32Array {
  const of = slotLocations(t);
  const found = new Set<number>();
  for (const s of slots) if (s < of.length && of[s]! >= 0) found.add(of[s]!);
  return Int32Array.from(found).sort();
}
