// The popover of a row (product rules ‹Evaluations list›): 'Zugewiesene Kennzahlen und Vergleichsgruppen' — the figure
// filter (or all figures) and the comparison groups, by name.
import { evaluationGroupRefs, groupRefLabel } from '../../../domain/evaluation-rules.ts';
import type { NamedItem } from './useEvaluationData.ts';

export const SUMMARY_TITLE = 'Zugewiesene Kennzahlen und Vergleichsgruppen';

interface Props {
  filter: number | null;
  /** The evaluation's comparison_groups as GraphQL hands them over (ids and 'location_size'). */
  groups: readonly unknown[];
  filters: readonly NamedItem[];
  groupNames: readonly NamedItem[];
}

const nameOf = (list: readonly NamedItem[], id: number, fallback: string) => list.find((x) => x.id === id)?.name ?? fallback;

export function EvaluationSummary({ filter, groups, filters, groupNames }: Props) {
  const refs = evaluationGroupRefs(groups);
  return (
    <div className="evaluation-summary">
      <strong className="evaluation-summary__title">{SUMMARY_TITLE}</strong>
      <p className="evaluation-summary__line">
        Kennzahlen: {filter === null ? 'Alle Kennzahlen' : nameOf(filters, filter, `Kennzahlen-Filter ${filter}`)}
      </p>
      <p className="evaluation-summary__line">Vergleichsgruppen:</p>
      <ul className="evaluation-summary__groups">
        {refs.map((ref) => (
          <li key={ref}>{groupRefLabel(ref, groupNames)}</li>
        ))}
      </ul>
    </div>
  );
}
