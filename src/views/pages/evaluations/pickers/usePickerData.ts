// What the pickers and their modals read and write: the groups and filters the caller may choose,
// the figure catalogue and questionnaire, owners' names (entities: ./EntityChoiceField.tsx).
// Writes drop urql's cached lists (additionalTypenames) so every list reloads after a change.
import { useMemo } from 'react';
import { useClient, useQuery, type Client } from 'urql';
import type { ComparisonGroupInput } from '../../../../domain/comparison-group-rules.ts';
import { COPY_SUFFIX } from '../../../../domain/constants.ts';
import { toApiError } from '../../../../gateway/client/errors.ts';
import {
  PickerCatalogueDocument,
  PickerComparisonGroupsDocument,
  PickerCreateComparisonGroupDocument,
  PickerCreateFigureFilterDocument,
  PickerDeleteComparisonGroupDocument,
  PickerDeleteFigureFilterDocument,
  PickerFigureFiltersDocument,
  PickerOwnerDocument,
  PickerReplaceFigureFilterDocument,
  type PickerComparisonGroupsQuery,
} from '../../../../gateway/client/generated/graphql.ts';
import { resultData } from '../../../../gateway/client/operation-result.ts';
import { GROUP_TYPENAMES } from '../../../../app/comparison-group-form-actor.ts';

export type PickerGroup = NonNullable<NonNullable<PickerComparisonGroupsQuery['listComparisonGroups']>['results'][number]>;
export interface PickerFilter {
  id: number;
  name: string;
  user: number | null;
  fields: string[];
}
const FILTER_TYPENAMES = { additionalTypenames: ['FigureFilter', 'FigureFilterPage', 'Evaluation', 'EvaluationPage'] };
const present = <T,>(list: readonly (T | null)[] | null | undefined): T[] => (list ?? []).filter((x): x is T => x !== null);

export function useComparisonGroups() {
  const [result] = useQuery({ query: PickerComparisonGroupsDocument, context: useMemo(() => GROUP_TYPENAMES, []) });
  const groups = useMemo(() => present(result.data?.listComparisonGroups?.results), [result.data]);
  return { groups, fetching: result.fetching && !result.data, error: result.error ? toApiError(result.error) : null };
}

export function useFigureFilters() {
  const [result] = useQuery({ query: PickerFigureFiltersDocument, context: useMemo(() => FILTER_TYPENAMES, []) });
  const filters = useMemo<PickerFilter[]>(
    () => present(result.data?.listFilters?.results).map((f) => ({ id: f.id, name: f.name, user: f.user, fields: present(f.fields).map((x) => x.pythonic_name) })),
    [result.data],
  );
  return { filters, fetching: result.fetching && !result.data, error: result.error ? toApiError(result.error) : null };
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

export function pickerMutations(client: Client) {
  return {
    /** A copy is created at once (product rules ‹Evaluation and group workflows›); its edit modal opens next. */
    async copyGroup(g: PickerGroup): Promise<number> {
      const data = await resultData(client.mutation(PickerCreateComparisonGroupDocument, { input: groupInputOf(g, `${g.name}${COPY_SUFFIX}`) }, GROUP_TYPENAMES).toPromise());
      return data!.createComparisonGroup!.id;
    },
    async deleteGroup(id: number, force: boolean) {
      await resultData(client.mutation(PickerDeleteComparisonGroupDocument, { id, force }, GROUP_TYPENAMES).toPromise());
    },
    async saveFilter(id: number | null, name: string, fields: readonly string[]): Promise<number> {
      const input = { name, fields: fields.map((pythonic_name) => ({ pythonic_name })) };
      if (id === null) return (await resultData(client.mutation(PickerCreateFigureFilterDocument, { input }, FILTER_TYPENAMES).toPromise()))!.createFilter!.id;
      return (await resultData(client.mutation(PickerReplaceFigureFilterDocument, { id, input }, FILTER_TYPENAMES).toPromise()))!.replaceFilter!.id;
    },
    async deleteFilter(id: number) {
      await resultData(client.mutation(PickerDeleteFigureFilterDocument, { id }, FILTER_TYPENAMES).toPromise());
    },
  };
}

export function usePickerMutations() {
  const client = useClient();
  return useMemo(() => pickerMutations(client), [client]);
}
