// Shared by both GraphQL clients: the bearer token goes on every request through one fetch wrapper,
// and gateway errors read the same whichever client raised them.
import type { GatewayErrorExtensions } from './server/errors.ts';

/** The current access token, or nothing when signed out. May wait (e.g. for a refresh in flight). */
export type TokenGetter = () => string | null | undefined | Promise<string | null | undefined>;

/** fetch that sets `Authorization: Bearer <token>` from `getToken` on every call. */
export function authFetch(getToken: TokenGetter, baseFetch: typeof fetch = (...args) => globalThis.fetch(...args)): typeof fetch {
  return async (input, init) => {
    const token = await getToken();
    const headers = new Headers(init?.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    else headers.delete('authorization');
    return baseFetch(input, { ...init, headers });
  };
}

/** The GraphQL endpoint as an absolute URL (relative ones resolve against the page in a browser). */
export function endpointUrl(url = '/graphql'): string {
  const base = (globalThis as { location?: { href: string } }).location?.href;
  return new URL(url, base).toString();
}

export interface GatewayError extends GatewayErrorExtensions {
  message: string;
}

type ErrorLike = { message: string; extensions?: Record<string, unknown> | null };

/** The gateway errors carried by a graphql-request ClientError or an urql CombinedError. */
export function gatewayErrors(error: unknown): GatewayError[] {
  const e = error as { response?: { errors?: ErrorLike[] }; graphQLErrors?: ErrorLike[] } | null;
  const list = e?.graphQLErrors ?? e?.response?.errors ?? [];
  return list.map((g) => ({ message: g.message, code: 'INTERNAL_SERVER_ERROR', ...(g.extensions as Partial<GatewayErrorExtensions>) }));
}

/** True when the error says the token is missing, expired or invalid (REST 401). */
export const isUnauthenticated = (error: unknown) => gatewayErrors(error).some((g) => g.code === 'UNAUTHENTICATED');
