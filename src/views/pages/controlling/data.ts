// The controlling screens' lists through urql: the report-field catalogue, the comparison groups;
// alerts and incidents with the domain's operator names.
import { useMemo } from 'react';
import { useQuery } from 'urql';
import type { FieldOption } from '../../../domain/control-field-form.ts';
import { operatorFromWire as fromWire, type Operator } from '../../../domain/trigger.ts';
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

export function useGroups(): { groups: { id: number; name: string }[] | null; error: unknown } {
  const [{ data, error }] = useQuery({ query: ControllingGroupsDocument, variables: {} });
  const groups = useMemo(() => (data ? (data.listComparisonGroups?.results ?? []).flatMap((g) => (g ? [g] : [])) : null), [data]);
  return { groups, error };
}
