// Comparison-group members before the top-in step: locations within the group's entity, in its
// size band and with profile answers meeting its management options (src/domain/profile-match.ts).
import { activeCriteria, inSizeBand, profileMatches, type Criterion } from '../domain/profile-match.ts';
import type { EntityType } from '../domain/roles.ts';
import type { Topology } from './topology.ts';

export interface EntityFilter {
  type: EntityType;
  id: number;
}

export interface MemberFilter {
  /** Members within these entities (all must hold). */
  entities?: readonly EntityFilter[];
  /** Lower bound of the cow-count band (spec 2 §9). */
  locationSize?: number | null;
  managementOptions?: Readonly<Record<string, Criterion>> | null;
}

/** Whether location i lies within an entity. */
export function withinEntity(t: Topology, i: number, e: EntityFilter): boolean {
  switch (e.type) {
    case 'association':
      return t.associations[i]!.includes(e.id);
    case 'farm':
      return t.farmIds[i] === e.id;
    case 'location':
      return t.locationIds[i] === e.id;
    case 'site':
      return t.locationOfSite.get(e.id) === i;
  }
}

/** Indices of the locations the filter admits, ascending. */
export function members(t: Topology, filter: MemberFilter): Int32Array {
  const entities = filter.entities ?? [];
  const options = filter.managementOptions ?? null;
  const needsProfile = activeCriteria(options).length > 0;
  // A location filter names one location: no scan needed.
  const single = entities.find((e) => e.type === 'location' || e.type === 'site');
  const candidates: Iterable<number> = single
    ? [single.type === 'location' ? t.indexOfLocation.get(single.id) : t.locationOfSite.get(single.id)].filter((i): i is number => i !== undefined)
    : { [Symbol.iterator]: function* () { for (let i = 0; i < t.size; i++) yield i; } };
  const out: number[] = [];
  for (const i of candidates) {
    if (!inSizeBand(t.cowCounts[i]!, filter.locationSize)) continue;
    if (!entities.every((e) => withinEntity(t, i, e))) continue;
    if (needsProfile) {
      const answers = t.answers[i];
      if (!answers || !profileMatches(options, answers)) continue;
    }
    out.push(i);
  }
  return Int32Array.from(out);
}
