// Every user the caller sees, in pages of the API's limit (10,000): the first page through urql's
// useQuery (cached, reloadable), further pages (national associations) fetched after it and appended.
import { useEffect, useMemo, useState } from 'react';
import { useClient, useQuery } from 'urql';
import { UserListDocument, type UserListFieldsFragment } from '../../../gateway/client/generated/graphql.ts';

const PAGE = 10_000;
const CONTEXT = { additionalTypenames: ['User', 'UserPage'] };
const present = (list: readonly (UserListFieldsFragment | null)[] | null | undefined) => (list ?? []).filter((u): u is UserListFieldsFragment => u !== null);

export function useAllUsers() {
  const client = useClient();
  const context = useMemo(() => CONTEXT, []);
  const [{ data, fetching, error }, reexecute] = useQuery({ query: UserListDocument, variables: { limit: PAGE }, context });
  const [rest, setRest] = useState<{ of: unknown; users: UserListFieldsFragment[] }>({ of: null, users: [] });
  const count = data?.listUsers?.count ?? 0;

  useEffect(() => {
    if (!data || count <= PAGE) return;
    let live = true;
    const offsets = Array.from({ length: Math.ceil(count / PAGE) - 1 }, (_, i) => (i + 1) * PAGE);
    void Promise.all(offsets.map((offset) => client.query(UserListDocument, { limit: PAGE, offset }, { requestPolicy: 'network-only' }).toPromise())).then(
      (pages) => live && setRest({ of: data, users: pages.flatMap((p) => present(p.data?.listUsers?.results)) }),
    );
    return () => {
      live = false;
    };
  }, [client, data, count]);

  const users = useMemo(() => [...present(data?.listUsers?.results), ...(rest.of === data ? rest.users : [])], [data, rest]);
  return { users, count, fetching, error, hasData: !!data, reload: () => reexecute({ requestPolicy: 'network-only' }) };
}
