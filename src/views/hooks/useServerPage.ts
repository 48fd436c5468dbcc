// One page of a server-paged list through urql, keeping the last page on screen while the next one
// (another page, sort or filter) loads, so the list does not collapse and jump between pages.
import { useEffect, useMemo, useState } from 'react';
import { useQuery, type AnyVariables, type TypedDocumentNode } from 'urql';

export interface ServerPage<R> {
  rows: R[];
  count: number;
  /** The variables the shown rows answer (null before the first answer). */
  shownFor: AnyVariables | null;
  /** A newer page is on its way. */
  stale: boolean;
  /** No page has been answered yet. */
  loaded: boolean;
  error: unknown;
  reload: () => void;
}

type Page<R> = { count: number; results: readonly (R | null)[] } | null | undefined;

export function useServerPage<D, V extends AnyVariables, R>(
  query: TypedDocumentNode<D, V>,
  variables: V,
  pageOf: (data: D) => Page<R>,
  options: { context?: { additionalTypenames: string[] }; pause?: boolean } = {},
): ServerPage<R> {
  const { context, pause } = options;
  const [result, reexecute] = useQuery<D, V>({ query, variables, ...(context ? { context } : {}), ...(pause ? { pause } : {}) } as never);
  const fresh = useMemo(() => {
    if (!result.data) return null;
    const page = pageOf(result.data);
    return { rows: (page?.results ?? []).filter((r): r is R => r !== null), count: page?.count ?? 0, for: result.operation?.variables ?? null };
    // pageOf is a selector the caller writes inline: the data alone decides.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [result.data]);
  const [last, setLast] = useState<typeof fresh>(null);
  useEffect(() => {
    if (fresh) setLast(fresh);
  }, [fresh]);
  const shown = fresh ?? last;
  return {
    rows: shown?.rows ?? [],
    count: shown?.count ?? 0,
    shownFor: shown?.for ?? null,
    loaded: shown !== null,
    stale: result.fetching || result.stale,
    error: result.error,
    reload: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
