// fetch for the views' urql client that takes part in session recovery: a request answered with
// "unauthenticated" (HTTP 401 or a GraphQL UNAUTHENTICATED error) waits for the one shared refresh
// and is replayed with the new token, exactly like the machines' own calls.
import { ApiError, MESSAGES } from '../domain/errors.ts';
import type { SessionClient } from '../machines/session/client.ts';

async function saysUnauthenticated(response: Response): Promise<boolean> {
  if (response.status === 401) return true;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return false;
  try {
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    return (body.errors ?? []).some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  } catch {
    return false;
  }
}

export function sessionFetch(request: SessionClient['request'], base: typeof fetch = (...args) => globalThis.fetch(...args)): typeof fetch {
  return (input, init) =>
    request(async (access) => {
      const headers = new Headers(init?.headers);
      if (access) headers.set('authorization', `Bearer ${access}`);
      else headers.delete('authorization');
      const response = await base(input, { ...init, headers });
      if (await saysUnauthenticated(response.clone())) {
        throw new ApiError({ status: 401, code: 'token_not_valid', detail: MESSAGES.tokenNotValid });
      }
      return response;
    });
}
