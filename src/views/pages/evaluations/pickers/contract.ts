// The seam between the evaluation wizard (its tabs 'Kennzahlen' and 'Vergleichsgruppen') and the
// pickers beside it, which own the figure-filter and comparison-group modals (create, edit, view,
// copy, delete). The wizard holds the selection in its machine; a picker shows the choices, opens
// its modals and reports the new selection. After a modal saves, the picker's lists reload and the
// saved item is selected.
import type { EvaluationGroupRef } from '../../../../domain/evaluation-rules.ts';
import type { EntityType } from '../../../../domain/roles.ts';

/** Tab 'Kennzahlen': one figure filter (product rules ‹Evaluation modals›, ‹Figure-filter modals›). */
export interface FigureFilterPickerProps {
  /** The chosen filter's id, or null while none is chosen. */
  value: number | null;
  onChange: (id: number | null) => void;
  /** True while the evaluation is read-only for the user. */
  isDisabled?: boolean;
}

/** Tab 'Vergleichsgruppen': a multi-select list of comparison groups (product rules ‹Evaluation modals›, ‹Comparison-group modals›). */
export interface ComparisonGroupPickerProps {
  /** Stored group ids and the special group 'location_size' ('Gleiche Betriebsgröße'). */
  value: readonly EvaluationGroupRef[];
  onChange: (ids: EvaluationGroupRef[]) => void;
  /** Groups that were selected but cannot be selected any more: shown as 'deselektiert'. */
  deselected: readonly EvaluationGroupRef[];
  /** The evaluation's entity type (null = universal): some groups apply only to some entities. */
  entityType: EntityType | null;
  isDisabled?: boolean;
}
