// graphql-request client for machine actors (login, refresh, bootstrap): typed documents from
// ./generated, the bearer token from the same getter as the views' urql client.
import { GraphQLClient } from 'graphql-request';
import { authFetch, endpointUrl, type TokenGetter } from './auth.ts';

export interface GatewayClientOptions {
  /** The current access token (none: requests go out without Authorization). */
  getToken: TokenGetter;
  /** Default '/graphql' relative to the page; absolute outside a browser. */
  url?: string;
  fetch?: typeof fetch;
}

/**
 * `client.request(CurrentUserDocument)` resolves the typed data or throws a ClientError; read it
 * with `gatewayErrors` / `isUnauthenticated` from ./auth.ts.
 */
export function createGatewayClient({ getToken, url, fetch }: GatewayClientOptions): GraphQLClient {
  return new GraphQLClient(endpointUrl(url), { fetch: authFetch(getToken, fetch) });
}

export { gatewayErrors, isUnauthenticated, type TokenGetter } from './auth.ts';
