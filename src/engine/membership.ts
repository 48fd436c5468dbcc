// Comparison-group members before the top-in step: locations within the group's entity, in its
// size band and with profile answers meeting its management options (src/domain/profile-match.ts).
import type { GroupFilter } from '../domain/comparison-group-rules.ts';
import { activeCriteria, inSizeBand, profileMatches, type Criterion } from '../domain/profile-match.ts';
import type { Topology } from './topology.ts';

/** The group filter as declared once in src/domain, with its answers read as criteria. */
type Declared = GroupFilter<Criterion>;

export interface EntityFilter {
  type: NonNullable<Declared['entity_type']>;
  id: number;
}

/**
 * The member criteria of a group filter in the engine's terms (derived from `GroupFilter`): the
 * group's entity joined by the query's own (an entity's locations), so they come as one list. The
 * period (`delay`) and the top-in step are applied by the query, not by membership.
 */
export interface MemberFilter {
  /** Members within these entities (all must hold). */
  entities?: readonly EntityFilter[];
  /** Lower bound of the cow-count band (product rules ‹Business constants and limits›). */
  locationSize?: Declared['location_size'];
  managementOptions?: Readonly<Declared['management_options']> | null;
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
  const admits = (i: number) => {
    if (!inSizeBand(t.cowCounts[i]!, filter.locationSize)) return false;
    for (const e of entities) if (!withinEntity(t, i, e)) return false;
    if (!needsProfile) return true;
    const answers = t.answers[i];
    return answers !== null && answers !== undefined && profileMatches(options, answers);
  };
  // A location or site filter names one location: no scan needed.
  const single = entities.find((e) => e.type === 'location' || e.type === 'site');
  if (single) {
    const i = single.type === 'location' ? t.indexOfLocation.get(single.id) : t.locationOfSite.get(single.id);
    return i !== undefined && admits(i) ? Int32Array.of(i) : new Int32Array(0);
  }
  const out = new Int32Array(t.size);
  let n = 0;
  for (let i = 0; i < t.size; i++) if (admits(i)) out[n++] = i;
  return out.slice(0, n);
}
