// Every farm in the caller's scope, in pages of MAX_PAGE (one request for up to 10,000 farms), kept
// in state so an activity toggle patches one row instead of reloading the list.
import { useCallback, useEffect, useState } from 'react';
import { useClient } from 'urql';
import { FarmListPageDocument, type FarmListPageQuery } from '../../../gateway/client/generated/graphql.ts';

export type FarmListRow = NonNullable<NonNullable<FarmListPageQuery['listFarms']>['results'][number]>;
const MAX_PAGE = 10_000;

export type AllFarms = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; farms: FarmListRow[] };

export function useAllFarms(): [AllFarms, (id: number, patch: Partial<FarmListRow>) => void] {
  const client = useClient();
  const [state, setState] = useState<AllFarms>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const farms: FarmListRow[] = [];
      for (let offset = 0; ; offset += MAX_PAGE) {
        const result = await client.query(FarmListPageDocument, { limit: MAX_PAGE, offset }, { requestPolicy: 'network-only' }).toPromise();
        if (result.error) throw result.error;
        const page = result.data?.listFarms;
        for (const f of page?.results ?? []) if (f) farms.push(f);
        if (!page || offset + MAX_PAGE >= page.count) break;
      }
      return farms;
    })().then(
      (farms) => !cancelled && setState({ status: 'ready', farms }),
      (error: unknown) => !cancelled && setState({ status: 'error', error }),
    );
    return () => {
      cancelled = true;
    };
  }, [client]);
  const patch = useCallback(
    (id: number, change: Partial<FarmListRow>) =>
      setState((s) => (s.status === 'ready' ? { status: 'ready', farms: s.farms.map((f) => (f.id === id ? { ...f, ...change } : f)) } : s)),
    [],
  );
  return [state, patch];
}
