// graphql-request client for machine effects (login, refresh, current user, mutations): typed
// documents from ./generated, the bearer token from the same getter as the views' urql client.
import { GraphQLClient } from 'graphql-request';
import { authFetch, endpointUrl, type TokenGetter } from './auth-fetch.ts';
import { retryFetch } from './retry-fetch.ts';

export interface GatewayClientOptions {
  /** The current access token (none: requests go out without Authorization). */
  getToken: TokenGetter;
  /** Default '/graphql' relative to the page; absolute outside a browser. */
  url?: string;
  fetch?: typeof fetch;
}

/**
 * `client.request(CurrentUserDocument)` resolves the typed data or throws a ClientError; read it
 * with `gatewayErrors` / `toApiError` from ./errors.ts.
 */
export function createGatewayClient({ getToken, url, fetch }: GatewayClientOptions): GraphQLClient {
  return new GraphQLClient(endpointUrl(url), { fetch: authFetch(getToken, retryFetch(fetch)) });
}
