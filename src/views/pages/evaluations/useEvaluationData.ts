// What the evaluations list and the wizard read: the evaluations a server page at a time, and by id the filters and groups
// they use (for the popover and the wizard's member counts). Entity names come by id (./useEntityNames.ts), the
// wizard's entity choice searches (pickers/EntityChoiceField.tsx). Cached urql queries; writes drop
// them through additionalTypenames.
import { useEffect, useMemo, useState } from 'react';
import { useClient } from 'urql';
import { EVALUATION_TYPENAMES } from '../../../app/evaluation-effects.ts';
import { idBatches, idsParam } from '../../../domain/definition-search.ts';
import { LIST_PAGE_SIZE } from '../../../domain/list-sort.ts';
import {
  EvaluationDefinitionsDocument, EvaluationListDocument, type EvaluationDefinitionsQuery, type EvaluationListFieldsFragment,
} from '../../../gateway/client/generated/graphql.ts';
import { useServerPage } from '../../hooks/useServerPage.ts';

const LIST_CONTEXT = { additionalTypenames: [...EVALUATION_TYPENAMES] };
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

/**
 * One server page of the evaluations the user sees, in the list's own order (its sections continue
 * across pages), `search` a part of the name; the shown page stays while the next one loads.
 */
export function useEvaluationList(search: string, page: number) {
  const variables = useMemo(() => ({ limit: LIST_PAGE_SIZE, offset: page * LIST_PAGE_SIZE, ...(search ? { search } : {}) }), [search, page]);
  const list = useServerPage(EvaluationListDocument, variables, (d) => d.listEvaluations, { context: LIST_CONTEXT });
  return { evaluations: list.rows, count: list.count, stale: list.stale, error: list.error, hasData: list.loaded, shownFor: list.shownFor, reload: list.reload };
}

type DefinitionsVariables = { filters: string; groups: string; withFilters: boolean; withGroups: boolean };

/** One request per 1000 filter ids and 1000 group ids, none without ids. */
function definitionRequests(filterIds: readonly number[], groupIds: readonly number[]): DefinitionsVariables[] {
  const f = idBatches(filterIds);
  const g = idBatches(groupIds);
  return Array.from({ length: Math.max(f.length, g.length) }, (_, i) => ({ filters: f[i] ?? '', groups: g[i] ?? '', withFilters: i < f.length, withGroups: i < g.length }));
}

/**
 * The figure filters and comparison groups of the given ids the user sees (the evaluations list names
 * those its rows use; the wizard counts its chosen groups' members), asked by id, not as whole lists.
 * The requests stay subscribed, so a group renamed or created in the wizard reloads them.
 */
export function useEvaluationDefinitions(filterIds: readonly number[], groupIds: readonly number[]) {
  const client = useClient();
  const key = `${idsParam(filterIds)}|${idsParam(groupIds)}`;
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- the key spells the ids
  const requests = useMemo(() => definitionRequests(filterIds, groupIds), [key]);
  const [answers, setAnswers] = useState<{ key: string; data: (EvaluationDefinitionsQuery | undefined)[]; error: unknown }>({ key: '', data: [], error: null });
  useEffect(() => {
    setAnswers({ key, data: requests.map(() => undefined), error: null });
    const subscriptions = requests.map((variables, i) =>
      client.query(EvaluationDefinitionsDocument, variables, DEFINITION_CONTEXT).subscribe((result) =>
        setAnswers((a) => (a.key !== key ? a : { key, data: a.data.map((d, j) => (j === i ? (result.data ?? d) : d)), error: result.error ?? a.error })),
      ),
    );
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [client, key, requests]);
  return useMemo(() => {
    const current = answers.key === key ? answers.data : [];
    const filters: NamedItem[] = current.flatMap((d) => present(d?.listFilters?.results).map((f) => ({ id: f.id, name: f.name })));
    const groups: GroupItem[] = current.flatMap((d) =>
      present(d?.listComparisonGroups?.results).map((g) => ({ id: g.id, name: g.name, user: g.user ?? null, location_count: g.location_count })),
    );
    const hasData = requests.length === 0 || (answers.key === key && (answers.data.every((d) => d !== undefined) || answers.error !== null));
    return { filters, groups, error: answers.key === key ? answers.error : null, hasData };
  }, [answers, key, requests]);
}
