// The figure catalogue's labels and precisions by pythonic_name (one small query, cached by urql).
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { DEFAULT_FIELD_PRECISION } from '../../../domain/constants.ts';
import { DashboardFieldLabelsDocument } from '../../../gateway/client/generated/graphql.ts';
import { FIRST_SCREEN } from './fresh.ts';

export interface FieldInfo {
  label: string;
  precision: number;
  unit: string;
}

/** null until the catalogue has arrived: the views wait rather than show technical names. */
export function useFieldCatalogue(): ((name: string) => FieldInfo) | null {
  const [result] = useQuery({ query: DashboardFieldLabelsDocument, context: FIRST_SCREEN });
  return useMemo(() => {
    if (!result.data) return null;
    const byName = new Map((result.data?.listReportFields ?? []).flatMap((f) => (f ? [[f.pythonic_name, f] as const] : [])));
    return (name: string) => {
      const f = byName.get(name);
      // A figure the catalogue lacks keeps its technical name.
      return { label: f?.label_or_name ?? name, precision: f?.precision ?? DEFAULT_FIELD_PRECISION, unit: f?.unit ?? '' };
    };
  }, [result.data]);
}
