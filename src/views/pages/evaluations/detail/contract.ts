// The seam between the evaluation detail page and the dashboard's 'Meine favorisierte Auswertung':
// both render the same report (figures grouped by category, one column per comparison group,
// trophies, n), the dashboard without the page's header and controls.
import type { EntityType } from '../../../../domain/roles.ts';

export interface EvaluationReportProps {
  evaluationId: number;
  /** The entity the report is about; a universal evaluation needs one, a fixed one brings its own. */
  entity?: { type: EntityType; id: number } | null;
  /** Dashboard use: no download button, no entity selector, the heading one level lower. */
  compact?: boolean;
}
