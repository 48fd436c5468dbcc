// What the evaluations list and the wizard read: the evaluations and the filters and groups the user
// sees (for the popover and the wizard's tabs). Entity names come by id (./useEntityNames.ts), the
// wizard's entity choice searches (pickers/EntityChoiceField.tsx). Cached urql queries; writes drop
// them through additionalTypenames.
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { listCutText } from '../../../domain/list-cut.ts';
import {
  EvaluationDefinitionsDocument, EvaluationListDocument, type EvaluationListFieldsFragment,
} from '../../../gateway/client/generated/graphql.ts';

export const EVALUATION_TYPENAMES = ['Evaluation', 'EvaluationPage'];
const LIST_CONTEXT = { additionalTypenames: EVALUATION_TYPENAMES };
const DEFINITION_CONTEXT = { additionalTypenames: ['ComparisonGroup', 'ComparisonGroupPage', 'FigureFilter', 'FigureFilterPage'] };

export type ListedEvaluation = EvaluationListFieldsFragment;
export interface NamedItem {
  id: number;
  name: string;
}
export interface GroupItem extends NamedItem {
  user: number | null;
  location_count: number;
}

const present = <T,>(list: readonly (T | null)[] | null | undefined): T[] => (list ?? []).filter((x): x is T => x !== null);

export function useEvaluationList() {
  const [{ data, fetching, error }, reexecute] = useQuery({ query: EvaluationListDocument, context: LIST_CONTEXT });
  const evaluations = useMemo(() => present(data?.listEvaluations?.results), [data]);
  // The list is asked in one request: more than it brings is said, never cut silently.
  const cut = listCutText(evaluations.length, data?.listEvaluations?.count, 'Auswertungen');
  return { evaluations, cut, fetching, error, hasData: !!data, reload: () => reexecute({ requestPolicy: 'network-only' }) };
}

export function useEvaluationDefinitions() {
  const [{ data, fetching, error }] = useQuery({ query: EvaluationDefinitionsDocument, context: DEFINITION_CONTEXT });
  return useMemo(() => {
    const filters: NamedItem[] = present(data?.listFilters?.results).map((f) => ({ id: f.id, name: f.name }));
    const groups: GroupItem[] = present(data?.listComparisonGroups?.results).map((g) => ({ id: g.id, name: g.name, user: g.user ?? null, location_count: g.location_count }));
    return { filters, groups, fetching, error, hasData: !!data };
  }, [data, fetching, error]);
}
