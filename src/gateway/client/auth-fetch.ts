// The bearer token on every request of both GraphQL clients, through one fetch wrapper.

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
