// The views' urql fetch shares the session recovery: an UNAUTHENTICATED answer triggers one refresh
// (shared by concurrent requests) and the request is replayed with the new token.
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { sessionFetch } from '../../src/app/session-fetch.ts';
import { createSessionClient, SessionExpiredError } from '../../src/machines/session/client.ts';
import { sessionMachine, type RefreshResult } from '../../src/machines/session/machine.ts';
import { ACCESS, ACCESS_2, REFRESH, REFRESH_2 } from '../machines/fixtures.ts';

function setup(refreshWorks: boolean) {
  let refreshes = 0;
  const session = createActor(
    sessionMachine.provide({
      actors: {
        refresh: fromPromise<RefreshResult, { refresh: string }>(async () => {
          refreshes++;
          await new Promise((r) => setTimeout(r, 10));
          if (!refreshWorks) throw new Error('refresh failed');
          return { access: ACCESS_2, refresh: REFRESH_2 };
        }),
      },
    }),
    { input: { tokens: { access: ACCESS, refresh: REFRESH } } },
  ).start();
  const seen: (string | null)[] = [];
  // The gateway's behaviour: the old token gets a GraphQL UNAUTHENTICATED error, the new one data.
  const gateway: typeof fetch = async (_input, init) => {
    const auth = new Headers(init?.headers).get('authorization');
    seen.push(auth);
    const body = auth === `Bearer ${ACCESS_2}` ? { data: { ok: true } } : { errors: [{ message: 'Zugangs-Token ist ausgelaufen.', extensions: { code: 'UNAUTHENTICATED' } }] };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/graphql-response+json' } });
  };
  const client = createSessionClient(session, { currentRoute: () => '/farms' });
  return { fetch: sessionFetch(client.request, gateway), seen, refreshes: () => refreshes };
}

describe('session-aware fetch for urql', () => {
  it('refreshes once for concurrent expired requests and replays each with the new token', async () => {
    const s = setup(true);
    const responses = await Promise.all([s.fetch('/graphql', { method: 'POST' }), s.fetch('/graphql', { method: 'POST' })]);
    for (const r of responses) expect(await r.json()).toEqual({ data: { ok: true } });
    expect(s.refreshes()).toBe(1);
    expect(s.seen).toEqual([`Bearer ${ACCESS}`, `Bearer ${ACCESS}`, `Bearer ${ACCESS_2}`, `Bearer ${ACCESS_2}`]);
  });

  it('gives up with the login redirect when the refresh fails', async () => {
    const s = setup(false);
    const error = await s.fetch('/graphql', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect((error as SessionExpiredError).redirect).toBe('/login?redirect=%2Ffarms');
  });
});
