// What the pickers and their modals read and write: the groups and filters the caller may choose
// (searched on the server when there are more than a page),
// the figure catalogue and questionnaire, owners' names (entities: ./EntityChoiceField.tsx).
// Writes are the app's (src/app/definition-effects.ts); they drop urql's cached lists so every list reloads.
import { useMemo } from 'react';
import { useQuery, type CombinedError, type TypedDocumentNode } from 'urql';
import { FILTER_TYPENAMES, GROUP_TYPENAMES, useDefinitionEffects, type DefinitionEffects } from '../../../../app/definition-effects.ts';
import type { ComparisonGroupInput } from '../../../../domain/comparison-group-rules.ts';
import { COPY_SUFFIX } from '../../../../domain/constants.ts';
import { DEFINITION_CHOICES_PAGE, IDS_PER_REQUEST, definitionSearchText, idsParam, isCompleteList, shownDefinitions, type DefinitionPage } from '../../../../domain/definition-search.ts';
import { ENTITY_SEARCH_DEBOUNCE_MS, searchTextOf } from '../../../../domain/entity-search.ts';
import { toApiError } from '../../../../gateway/client/errors.ts';
import {
  PickerCatalogueDocument,
  PickerComparisonGroupsDocument,
  PickerFigureFiltersDocument,
  PickerOwnerDocument,
  type PickerComparisonGroupsQuery,
  type PickerFigureFiltersQuery,
  type PickerFilterFieldsFragment,
} from '../../../../gateway/client/generated/graphql.ts';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue.ts';
import { useServerPage } from '../../../hooks/useServerPage.ts';

/** One group as the picker queries list it. */
export type PickerGroup = NonNullable<NonNullable<PickerComparisonGroupsQuery['listComparisonGroups']>['results'][number]>;
export interface PickerFilter {
  id: number;
  name: string;
  user: number | null;
  fields: string[];
}
/** The lists are cached as what the definition writes change (an empty list has no typename of its own). */
const GROUP_CONTEXT = { additionalTypenames: [...GROUP_TYPENAMES] };
const FILTER_CONTEXT = { additionalTypenames: [...FILTER_TYPENAMES] };
const present = <T,>(list: readonly (T | null)[] | null | undefined): T[] => (list ?? []).filter((x): x is T => x !== null);

type Listed<R> = { count?: number; results: readonly (R | null)[] } | null | undefined;

/**
 * One picker's choices (src/domain/definition-search.ts): the unsearched first page, the server's
 * page for the typed text once typing pauses (the last page stays while the next loads), and the
 * chosen ones by id. The queries carry the writes' typenames, so every one reloads after a change.
 */
function useDefinitionChoices<D, R extends { id: number }>(
  search: TypedDocumentNode<D, never>,
  listOf: (data: D) => Listed<R>,
  typed: string,
  chosenIds: readonly number[],
  context: { additionalTypenames: string[] },
) {
  // The documents' variable types differ per list: the options are cast as useServerPage does.
  const [first] = useQuery<D>({ query: search, variables: { search: null, limit: DEFINITION_CHOICES_PAGE }, context } as never);
  const firstPage = useMemo<DefinitionPage<R> | null>(() => {
    const list = first.data ? listOf(first.data) : undefined;
    return first.data ? { count: list?.count ?? 0, rows: present(list?.results) } : null;
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- listOf is a fixed selector: the data alone decides
  }, [first.data]);
  const debounced = useDebouncedValue(typed, ENTITY_SEARCH_DEBOUNCE_MS);
  const text = definitionSearchText(firstPage, debounced);
  const page = useServerPage(search, { search: text, limit: DEFINITION_CHOICES_PAGE } as never, (d: D) => listOf(d) as { count: number; results: readonly (R | null)[] }, {
    context,
    pause: firstPage === null,
  });
  const ids = idsParam(chosenIds);
  // The same query by id (a picker holds fewer chosen ones than one request's id limit).
  const [picked] = useQuery<D>({ query: search, variables: { ids, limit: IDS_PER_REQUEST }, context, pause: ids === '' } as never);
  const chosen = useMemo(() => (ids === '' || !picked.data ? [] : present(listOf(picked.data)?.results)), [ids, picked.data, listOf]);
  const searched = text !== null;
  const shown = useMemo(
    () => shownDefinitions(page.loaded ? { count: page.count, rows: page.rows } : firstPage, chosen, searched),
    [page.loaded, page.count, page.rows, firstPage, chosen, searched],
  );
  const error = first.error ?? (page.error as CombinedError | undefined);
  return {
    ...shown,
    complete: isCompleteList(firstPage),
    /** More than one page: the list gets its search field. */
    searchable: firstPage !== null && !isCompleteList(firstPage),
    searching: firstPage !== null && !isCompleteList(firstPage) && (searchTextOf(typed) !== searchTextOf(debounced) || page.stale),
    fetching: first.fetching && !first.data,
    error: error ? toApiError(error) : null,
  };
}

const groupsOf = (d: PickerComparisonGroupsQuery) => d.listComparisonGroups as Listed<PickerGroup>;
const filtersOf = (d: PickerFigureFiltersQuery) => d.listFilters as Listed<PickerFilterFieldsFragment>;

/** The groups to list for the typed text, the chosen ones (and those shown 'deselektiert') always among them. */
export function useComparisonGroups(typed: string, chosenIds: readonly number[]) {
  const choices = useDefinitionChoices(PickerComparisonGroupsDocument, groupsOf, typed, chosenIds, GROUP_CONTEXT);
  return { ...choices, groups: choices.rows };
}

export function useFigureFilters(typed: string, chosenId: number | null) {
  const chosenIds = useMemo(() => (chosenId === null ? [] : [chosenId]), [chosenId]);
  const choices = useDefinitionChoices(PickerFigureFiltersDocument, filtersOf, typed, chosenIds, FILTER_CONTEXT);
  const filters = useMemo<PickerFilter[]>(
    () => choices.rows.map((f) => ({ id: f.id, name: f.name, user: f.user ?? null, fields: present(f.fields).map((x) => x.pythonic_name) })),
    [choices.rows],
  );
  return { ...choices, filters };
}

export interface CatalogueField {
  pythonic_name: string;
  label: string;
  category: string;
  subcategory: string;
  priority: number;
  evaluation: boolean | null;
}
export interface SurveyQuestionChoice {
  name: string;
  text: string;
  category: string;
  type: 'list' | 'boolean';
  options: { key: string; label: string }[];
}

export function useCatalogue() {
  const [result] = useQuery({ query: PickerCatalogueDocument });
  return useMemo(() => {
    const fields: CatalogueField[] = present(result.data?.listReportFields).map((f) => ({
      pythonic_name: f.pythonic_name,
      label: f.label_or_name,
      category: f.category,
      subcategory: f.subcategory,
      priority: f.priority,
      evaluation: f.evaluation ?? null,
    }));
    const questions: SurveyQuestionChoice[] = present(result.data?.listSurveyChoices).flatMap((c) =>
      present(c.questions).map((q) => ({
        name: q.name,
        text: q.text,
        category: c.category,
        type: q.type === 'boolean' ? ('boolean' as const) : ('list' as const),
        options: (q.options as Record<string, string>[]).flatMap((o) => Object.entries(o ?? {}).map(([key, label]) => ({ key, label: String(label) }))),
      })),
    );
    return { fields, questions, loading: result.fetching && !result.data };
  }, [result.data, result.fetching]);
}

/** An owner's display name ('Ihnen' for the caller: shown as 'von …'; the list does not carry names). */
export function useOwnerName(owner: number | null, me: number | undefined): string {
  const [result] = useQuery({ query: PickerOwnerDocument, variables: { id: owner ?? 0 }, pause: owner === null || owner === me });
  if (owner === null) return 'System';
  if (owner === me) return 'Ihnen';
  return result.data?.getUser?.display_name ?? 'einem anderen Benutzer';
}

/** The write body from a listed group, field by field (urql's results carry __typename). */
export const groupInputOf = (g: PickerGroup, name = g.name): ComparisonGroupInput => ({
  name,
  aggregation: { how: g.aggregation.how, threshold: g.aggregation.threshold },
  filter: {
    delay: g.filter.delay,
    entity_type: g.filter.entity_type,
    entity_id: g.filter.entity_id,
    location_size: g.filter.location_size,
    management_options: (g.filter.management_options ?? {}) as Record<string, unknown>,
    top_in: g.filter.top_in ? { field: g.filter.top_in.field, value: g.filter.top_in.value } : null,
  },
});

/** The pickers' writes (src/app/definition-effects.ts); a copy is made from the listed group. */
export function pickerMutations(effects: DefinitionEffects) {
  return {
    /** A copy is created at once (product rules ‹Evaluation and group workflows›); its edit modal opens next. */
    copyGroup: async (g: PickerGroup): Promise<number> => (await effects.createComparisonGroup(groupInputOf(g, `${g.name}${COPY_SUFFIX}`))).id,
    deleteGroup: (id: number, force: boolean) => effects.deleteComparisonGroup(id, force),
    saveFilter: (id: number | null, name: string, fields: readonly string[]) => effects.saveFilter(id, name, fields),
    deleteFilter: (id: number) => effects.deleteFilter(id),
  };
}

export function usePickerMutations() {
  const effects = useDefinitionEffects();
  return useMemo(() => pickerMutations(effects), [effects]);
}
