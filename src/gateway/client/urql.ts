// The urql Client for views: same endpoint, token getter and retry rule as the machines' client.
import { cacheExchange, Client, fetchExchange, gql } from '@urql/core';
import { authFetch, endpointUrl, type TokenGetter } from './auth-fetch.ts';
import { retryFetch } from './retry-fetch.ts';

export interface UrqlClientOptions {
  getToken: TokenGetter;
  url?: string;
  fetch?: typeof fetch;
}

export function createUrqlClient({ getToken, url, fetch }: UrqlClientOptions): Client {
  return new Client({
    url: endpointUrl(url),
    exchanges: [cacheExchange, fetchExchange],
    fetch: authFetch(getToken, retryFetch(fetch)),
    // POST always: query strings end up in access logs, and the gateway masks nothing from them.
    preferGetMethod: false,
  });
}

/** A local answer: the invalidation below never reaches the server. */
const LOCAL_ANSWER: typeof fetch = async () => new Response('{"data":{}}', { headers: { 'content-type': 'application/json' } });
const WRITTEN = gql`
  mutation Written {
    __typename
  }
`;

/**
 * Tells urql's document cache that a write made elsewhere (graphql-request, src/app/write.ts) changed
 * these types: a mutation answered locally, so the cache drops and refetches the queries showing them.
 */
export async function invalidate(client: Client, typenames: readonly string[]): Promise<void> {
  await client.mutation(WRITTEN, {}, { additionalTypenames: [...typenames], fetch: LOCAL_ANSWER }).toPromise();
}
