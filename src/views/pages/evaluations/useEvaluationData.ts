// What the evaluations list and the wizard read: the evaluations, the filters and groups the user
// sees (for the popover and the wizard's tabs), and the user's entities (section names, the wizard's
// entity choice). Three urql queries, cached; writes drop them through additionalTypenames.
import { useMemo } from 'react';
import { useQuery } from 'urql';
import type { EntityNames } from '../../../domain/evaluation-list.ts';
import type { EntityType } from '../../../domain/roles.ts';
import {
  EvaluationDefinitionsDocument, EvaluationEntitiesDocument, EvaluationListDocument, type EvaluationListFieldsFragment,
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
/** Per entity type: id → display name, in the order the API lists them. */
export type EntityOptions = Record<EntityType, NamedItem[]>;

const present = <T,>(list: readonly (T | null)[] | null | undefined): T[] => (list ?? []).filter((x): x is T => x !== null);

export function useEvaluationList() {
  const [{ data, fetching, error }, reexecute] = useQuery({ query: EvaluationListDocument, context: LIST_CONTEXT });
  const evaluations = useMemo(() => present(data?.listEvaluations?.results), [data]);
  return { evaluations, fetching, error, hasData: !!data, reload: () => reexecute({ requestPolicy: 'network-only' }) };
}

export function useEvaluationDefinitions() {
  const [{ data, fetching, error }] = useQuery({ query: EvaluationDefinitionsDocument, context: DEFINITION_CONTEXT });
  return useMemo(() => {
    const filters: NamedItem[] = present(data?.listFilters?.results).map((f) => ({ id: f.id, name: f.name }));
    const groups: GroupItem[] = present(data?.listComparisonGroups?.results).map((g) => ({ id: g.id, name: g.name, user: g.user ?? null, location_count: g.location_count }));
    return { filters, groups, fetching, error, hasData: !!data };
  }, [data, fetching, error]);
}

export function useEvaluationEntities() {
  const [{ data, fetching, error }] = useQuery({ query: EvaluationEntitiesDocument });
  return useMemo(() => {
    const options: EntityOptions = {
      association: present(data?.listAssociations?.results).map((a) => ({ id: a.id, name: a.display_name })),
      farm: present(data?.listFarms?.results).map((f) => ({ id: f.id, name: f.display_name })),
      location: present(data?.listLocations?.results).map((l) => ({ id: l.id, name: l.name })),
      site: present(data?.listSites?.results).map((s) => ({ id: s.id, name: s.display_name })),
    };
    const maps = Object.fromEntries(Object.entries(options).map(([type, list]) => [type, new Map(list.map((e) => [e.id, e.name]))])) as Record<EntityType, Map<number, string>>;
    const names: EntityNames = (type, id) => maps[type].get(id);
    return { options, names, fetching, error, hasData: !!data };
  }, [data, fetching, error]);
}
