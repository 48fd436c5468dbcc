// The urql Client for views: same endpoint, token getter and retry rule as the machines' client.
import { cacheExchange, Client, fetchExchange } from '@urql/core';
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
