// A comparison group's definition as the report queries use it, and how the query's own controls
// (questionnaire filters, location_size, top_in, delay, percentile_threshold) refine it: answers
// merge per question (the query's wins), the other controls replace the group's.
import type { GroupFilter as DeclaredFilter } from '../../../domain/comparison-group-rules.ts';
import type { Criterion } from '../../../domain/profile-match.ts';

/** The group filter (declared in src/domain) with its answers read as criteria. */
export type GroupFilter = DeclaredFilter<Criterion>;

export interface GroupDefinition {
  aggregation: { how: 'add' | 'percentile'; threshold: number | null };
  filter: GroupFilter;
}

/** Query controls that refine a group (or restrict an entity's locations). */
export interface Refinement {
  delay?: number;
  location_size?: number;
  management_options?: Record<string, Criterion>;
  top_in?: { field: string; value: number };
  percentile_threshold?: number;
}

export const EMPTY_FILTER: GroupFilter = {
  delay: null,
  entity_type: null,
  entity_id: null,
  location_size: null,
  management_options: {},
  top_in: null,
};

export function refine(group: GroupDefinition, r: Refinement): GroupDefinition {
  return {
    aggregation: r.percentile_threshold === undefined ? group.aggregation : { how: 'percentile', threshold: r.percentile_threshold },
    filter: {
      ...group.filter,
      delay: r.delay ?? group.filter.delay,
      location_size: r.location_size ?? group.filter.location_size,
      management_options: { ...group.filter.management_options, ...r.management_options },
      top_in: r.top_in ?? group.filter.top_in,
    },
  };
}

/** Whether the refinement restricts which locations count (and so needs the organisation tree). */
export const restrictsLocations = (r: Refinement) =>
  r.location_size !== undefined || r.top_in !== undefined || Object.keys(r.management_options ?? {}).length > 0;

/** A stored comparison_groups row as a definition. */
export function groupDefinitionOf(row: {
  aggregationHow: 'add' | 'percentile';
  aggregationThreshold: number | null;
  delay: number | null;
  entityType: GroupFilter['entity_type'];
  entityId: number | null;
  locationSize: number | null;
  managementOptions: Record<string, unknown> | null;
  topInField: string | null;
  topInValue: number | null;
}): GroupDefinition {
  return {
    aggregation: { how: row.aggregationHow, threshold: row.aggregationThreshold },
    filter: {
      delay: row.delay,
      entity_type: row.entityType,
      entity_id: row.entityId,
      location_size: row.locationSize,
      management_options: (row.managementOptions ?? {}) as Record<string, Criterion>,
      top_in: row.topInField !== null && row.topInValue !== null ? { field: row.topInField, value: row.topInValue } : null,
    },
  };
}
