// The report-query answers of the benchmark service, shared with the evaluation page and the XLSX
// export (evaluations-api): one row per figure, for the evaluated entity and per comparison group.
import type { EntityType } from '../../../domain/roles.ts';

/** One figure of a report answer (product rules ‹Entities and fields› plus n). */
export interface ReportRow {
  /** The figure's pythonic_name. */
  field: string;
  /** The entity's value, or the group's aggregate; null when missing or withheld. */
  value: number | null;
  /** The value is withheld (see `error`). */
  has_error: boolean;
  /** Best member's value (groups only; null for entities, neutral figures or when withheld). */
  best_value: number | null;
  /** Boundary of the best 10 % of members (groups only; same nulls as best_value). */
  top_value: number | null;
  /** Members (locations) with a value for this figure; for an entity the sites that contributed. */
  n: number;
  /**
   * Groups asked for an evaluated entity: percent of the members with a value that are worse than
   * the entity's value (ties are not worse; src/domain/percentile-rank.ts). null for entities,
   * neutral figures, no entity value, or when the value is withheld.
   */
  percentile_rank: number | null;
  /** The group's spread (product rules ‹Group spread›): null for entities and when the value is withheld. */
  p25: number | null;
  median: number | null;
  p75: number | null;
  /** Why the value is withheld, in German (null when it is not). */
  error: string | null;
}

/** A report answer (product rules ‹Entities and fields›): 204 when `data` would be empty. */
export interface ReportAnswer {
  data: ReportRow[];
  /** The date the answer was computed for (YYYY-MM-DD). */
  report_date: string;
  /** Locations that contributed a report. */
  location_count: number;
  latest_inspection_date: string | null;
  latest_processing_date: string | null;
}

/** The entity an evaluation is shown for. */
export interface EntityRef {
  entity_type: EntityType;
  entity_id: number;
}

/** A comparison group reference: a stored group id or the special group 'location_size'. */
export type GroupRef = number | 'location_size';

/** What evaluationRows needs of an evaluation (the stored row's ids are enough). */
export interface EvaluationRef {
  /** Figure filter id (null: all figures). */
  filter: number | null;
  comparison_groups: readonly GroupRef[];
}

export interface EvaluationRowsInput {
  evaluation: EvaluationRef;
  entity: EntityRef;
  /** YYYY-MM-DD; default today. */
  report_date?: string;
}

export interface GroupRows {
  comparison_group: GroupRef;
  name: string;
  /** null: no member has data on the date, or the group is refused (see `error`). */
  answer: ReportAnswer | null;
  /** Why the group gives no answer (e.g. the spec's 'Wählen Sie weniger Kriterien aus. …'), else null. */
  error: string | null;
}

/** The evaluation page's and the XLSX export's rows: the entity, then each group in order. */
export interface EvaluationRowsResult {
  report_date: string;
  /** The evaluated entity's own values (null: no data). */
  entity: ReportAnswer | null;
  groups: GroupRows[];
}

/**
 * `evaluationRows(app, actor, { evaluation, entity })` in ./evaluation-rows.ts: per comparison
 * group the rows above, role-scoped (404 for an entity outside the actor's scope, 400 for the
 * location_size group on a non-location entity).
 */
export type EvaluationRowsFn = (
  app: import('../../context.ts').BenchmarkContext,
  actor: import('../../auth/actor.ts').Actor,
  input: EvaluationRowsInput,
) => Promise<EvaluationRowsResult>;
