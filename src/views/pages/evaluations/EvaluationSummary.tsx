// The popover of a row (product rules ‹Evaluations list›): 'Zugewiesene Kennzahlen und Vergleichsgruppen' — the figure
// filter (or all figures) and the comparison groups, by name. While the names load, a placeholder
// line of the same height stands in (the popover does not jump); a definition the user cannot see
// is said in words (src/domain/evaluation-rules.ts definitionLabel).
import { definitionLabel, evaluationGroupRefs, groupRefLabel } from '../../../domain/evaluation-rules.ts';
import type { NamedItem } from './useEvaluationData.ts';

export const SUMMARY_TITLE = 'Zugewiesene Kennzahlen und Vergleichsgruppen';

interface Props {
  filter: number | null;
  /** The evaluation's comparison_groups as GraphQL hands them over (ids and 'location_size'). */
  groups: readonly unknown[];
  filters: readonly NamedItem[];
  groupNames: readonly NamedItem[];
  /** The filter and group names have been answered (else unnamed ids are still loading). */
  loaded: boolean;
}

const Placeholder = () => <span className="evaluation-summary__placeholder" aria-label="wird geladen" role="img" />;

const labelOrPlaceholder = (label: string | null) => label ?? <Placeholder />;

export function EvaluationSummary({ filter, groups, filters, groupNames, loaded }: Props) {
  const refs = evaluationGroupRefs(groups);
  return (
    <div className="evaluation-summary">
      <strong className="evaluation-summary__title">{SUMMARY_TITLE}</strong>
      <p className="evaluation-summary__line">
        Kennzahlen: {filter === null ? 'Alle Kennzahlen' : labelOrPlaceholder(definitionLabel('filter', filter, filters, loaded))}
      </p>
      <p className="evaluation-summary__line">Vergleichsgruppen:</p>
      <ul className="evaluation-summary__groups">
        {refs.map((ref) => (
          <li key={ref}>{labelOrPlaceholder(groupRefLabel(ref, groupNames, loaded))}</li>
        ))}
      </ul>
    </div>
  );
}
