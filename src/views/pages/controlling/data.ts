// The controlling screens' lists through urql: the report-field catalogue, the comparison groups named by id;
// alerts and incidents with the domain's operator names.
import { useMemo, useState } from 'react';
import { useQuery } from 'urql';
import type { FieldOption } from '../../../domain/control-field-form.ts';
import { operatorFromWire as fromWire, type Operator } from '../../../domain/trigger.ts';
import { idsParam } from '../../../domain/definition-search.ts';
import {
  ControllingGroupsDocument, ReportFieldsDocument, type AlertFieldsFragment, type IncidentFieldsFragment,
} from '../../../gateway/client/generated/graphql.ts';

/** An alert or incident with the domain's operator. */
export type Alert = Omit<AlertFieldsFragment, 'operator'> & { operator: Operator };
export type Incident = Omit<IncidentFieldsFragment, 'operator'> & { operator: Operator };
export const alertOf = (a: AlertFieldsFragment): Alert => ({ ...a, operator: fromWire(a.operator) });
export const incidentOf = (i: IncidentFieldsFragment): Incident => ({ ...i, operator: fromWire(i.operator) });

export type Catalogue = Map<string, FieldOption>;

export function useCatalogue(): { catalogue: Catalogue | null; error: unknown } {
  const [{ data, error }] = useQuery({ query: ReportFieldsDocument, variables: {} });
  const catalogue = useMemo(
    () => (data ? new Map((data.listReportFields ?? []).flatMap((f) => (f ? [[f.pythonic_name, f] as const] : []))) : null),
    [data],
  );
  return { catalogue, error };
}

type NamedGroup = { id: number; name: string };

/**
 * The comparison groups of the given ids the caller sees (those the shown control fields or incidents
 * name; a missing one is invalid); null while the ids are unknown or the first answer is on its way.
 */
export function useGroups(ids: readonly (number | null | undefined)[] | null): { groups: NamedGroup[] | null; error: unknown } {
  const param = ids === null ? null : idsParam(ids);
  const [{ data, error }] = useQuery({ query: ControllingGroupsDocument, variables: { ids: param ?? '' }, pause: !param });
  const fresh = useMemo(() => {
    if (param === null) return null;
    if (param === '') return [];
    return data ? (data.listComparisonGroups?.results ?? []).flatMap((g) => (g ? [g] : [])) : null;
  }, [data, param]);
  const [last, setLast] = useState<{ param: string; groups: NamedGroup[] } | null>(null);
  // Kept while rendering (React's pattern for state derived from a changed value), not in an effect.
  if (fresh && param !== null && (last?.param !== param || last.groups !== fresh)) setLast({ param, groups: fresh });
  const groups = useMemo(() => {
    if (fresh) return fresh;
    if (param === null || !last) return null;
    // While the groups of changed control fields load, the last answer stands (the table does not
    // blink) and a group it did not ask counts as valid until answered (no ⚠ comes and goes).
    const asked = new Set(last.param.split(','));
    return [...last.groups, ...param.split(',').filter((id) => id && !asked.has(id)).map((id) => ({ id: Number(id), name: '' }))];
  }, [fresh, param, last]);
  return { groups, error };
}
