import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { ApiError } from '../../../src/domain/errors.ts';
import { createSessionClient, SessionExpiredError } from '../../../src/machines/session/client.ts';
import { sessionMachine, type SessionEmitted } from '../../../src/machines/session/machine.ts';
import { isExpired, isRefreshing, waitingRequests } from '../../../src/machines/session/selectors.ts';
import { ACCESS, ACCESS_2, REFRESH, REFRESH_2 } from '../fixtures.ts';
import { Effects, flush, type Model } from '../model.ts';
import { runModel } from '../run-model.ts';

const provide = (fx: Effects) => sessionMachine.provide({ actors: { refresh: fx.promise() } as never });
const LABELS: Record<string, string> = { [ACCESS]: 'A1', [ACCESS_2]: 'A2', [REFRESH]: 'R1', [REFRESH_2]: 'R2' };
const label = (t: string | null | undefined) => (t ? (LABELS[t] ?? 'other') : '-');

const events: AnyEventObject[] = [
  { type: 'session.unauthorized', token: ACCESS, route: '/farms/3' },
  { type: 'session.unauthorized', token: 'an-older-access-token', route: '/users' },
  { type: 'xstate.done.actor.refresh', output: { access: ACCESS_2 } },
  { type: 'xstate.done.actor.refresh', output: { access: ACCESS_2, refresh: REFRESH_2 } },
  { type: 'xstate.error.actor.refresh', error: new ApiError({ status: 401, code: 'token_not_valid' }) },
  { type: 'session.tokens', tokens: { access: ACCESS, refresh: REFRESH } },
  { type: 'session.tokens', tokens: { access: ACCESS } },
  { type: 'session.tokens', tokens: null },
];

const model: Model = {
  name: 'session',
  machine: sessionMachine,
  events,
  provide,
  input: { tokens: { access: ACCESS, refresh: REFRESH } },
  // Waiting requests beyond two behave alike; tokens by label.
  key: (s) => [s.value, label(s.context.tokens?.access), label(s.context.tokens?.refresh), label(s.context.refreshingWith), Math.min(2, s.context.waiting)],
};

runModel(model, (trace, path) => {
  // Every answer to a 401 is exactly one emitted outcome.
  const unauthorized = path.steps.filter((s) => s.event.type === 'session.unauthorized').length;
  expect(trace.emitted.length).toBeLessThanOrEqual(unauthorized);
});

const unauthorized = () => new ApiError({ status: 401, code: 'token_not_valid' });

const setup = (tokens: { access: string; refresh?: string } | null = { access: ACCESS, refresh: REFRESH }) => {
  const fx = new Effects();
  const session = createActor(provide(fx), { input: { tokens } }).start();
  const emitted: SessionEmitted[] = [];
  session.on('*', (e) => emitted.push(e as SessionEmitted));
  let route = '/farms/3?tab=2';
  const client = createSessionClient(session, { currentRoute: () => route });
  return { fx, session, client, emitted, setRoute: (r: string) => (route = r) };
};

/** A fake endpoint: 401 for the old access token, a value for the new one. */
const endpoint = (calls: (string | null)[]) => async (token: string | null) => {
  calls.push(token);
  if (token !== ACCESS_2) throw unauthorized();
  return `ok:${calls.length}`;
};

describe('session client', () => {


  it('serialises concurrent 401s into ONE refresh and replays every request with the new token', async () => {
    const { fx, session, client, emitted } = setup();
    const calls: (string | null)[] = [];
    const results = Promise.all([1, 2, 3].map(() => client.request(endpoint(calls))));
    await flush();
    expect(isRefreshing(session.getSnapshot())).toBe(true);
    expect(waitingRequests(session.getSnapshot())).toBe(3);
    expect(fx.started.filter((s) => s.id === 'refresh')).toHaveLength(1);
    expect(fx.inputOf('refresh')).toEqual({ refresh: REFRESH });
    fx.resolve('refresh', { access: ACCESS_2 });
    const values = await results;
    expect(values).toHaveLength(3);
    expect(calls).toEqual([ACCESS, ACCESS, ACCESS, ACCESS_2, ACCESS_2, ACCESS_2]);
    expect(emitted).toEqual([{ type: 'session.refreshed', tokens: { access: ACCESS_2, refresh: REFRESH }, waiting: 3 }]);
    // No new refresh token: the old one is kept.
    expect(session.getSnapshot().context.tokens).toEqual({ access: ACCESS_2, refresh: REFRESH });
    expect(session.getSnapshot().value).toBe('idle');
  });

  it('takes a rotated refresh token', async () => {
    const { fx, session, client } = setup();
    const p = client.request(endpoint([]));
    await flush();
    fx.resolve('refresh', { access: ACCESS_2, refresh: REFRESH_2 });
    await p;
    expect(session.getSnapshot().context.tokens).toEqual({ access: ACCESS_2, refresh: REFRESH_2 });
  });

  it('a request that failed with an already replaced token replays without another refresh', async () => {
    const { fx, session, client } = setup();
    let first = true;
    const result = await client.request(async (token) => {
      if (first) {
        first = false;
        expect(token).toBe(ACCESS);
        // Meanwhile another request's refresh completed.
        session.send({ type: 'session.tokens', tokens: { access: ACCESS_2, refresh: REFRESH } });
        throw unauthorized();
      }
      return token;
    });
    expect(result).toBe(ACCESS_2);
    expect(fx.started).toEqual([]);
  });

  it('a failed refresh expires the session: every waiter gets SessionExpiredError with the login redirect', async () => {
    const { fx, session, client, emitted } = setup();
    const outcomes = Promise.allSettled([client.request(endpoint([])), client.request(endpoint([]))]);
    await flush();
    fx.reject('refresh', unauthorized());
    const settled = await outcomes;
    for (const s of settled) {
      expect(s.status).toBe('rejected');
      const reason = (s as PromiseRejectedResult).reason as SessionExpiredError;
      expect(reason).toBeInstanceOf(SessionExpiredError);
      expect(reason.redirect).toBe('/login?redirect=%2Ffarms%2F3%3Ftab%3D2');
    }
    expect(emitted).toEqual([{ type: 'session.expired', redirect: '/login?redirect=%2Ffarms%2F3%3Ftab%3D2', waiting: 2 }]);
    expect(isExpired(session.getSnapshot())).toBe(true);
  });

  it('without refresh token a 401 expires at once; from / the login path has no redirect', async () => {
    const { fx, client, setRoute } = setup({ access: ACCESS });
    setRoute('/');
    await expect(client.request(endpoint([]))).rejects.toMatchObject({ name: 'SessionExpiredError', redirect: '/login' });
    expect(fx.started).toEqual([]);
  });

  it('replays only once: a second 401 after the refresh is raised to the caller', async () => {
    const { fx, client } = setup();
    const p = client.request(async () => {
      throw unauthorized();
    });
    await flush();
    fx.resolve('refresh', { access: ACCESS_2 });
    await expect(p).rejects.toBeInstanceOf(ApiError);
  });

  it('passes other errors through untouched', async () => {
    const { fx, client } = setup();
    const error = new ApiError({ status: 500 });
    await expect(client.request(async () => Promise.reject(error))).rejects.toBe(error);
    expect(fx.started).toEqual([]);
  });

  it('a new login after expiry makes the session usable again', async () => {
    const { session, client } = setup({ access: ACCESS });
    await expect(client.request(endpoint([]))).rejects.toBeInstanceOf(SessionExpiredError);
    session.send({ type: 'session.tokens', tokens: { access: ACCESS_2, refresh: REFRESH } });
    expect(session.getSnapshot().value).toBe('idle');
    await expect(client.request(endpoint([]))).resolves.toBe('ok:1');
  });

  it('a logout during the refresh expires the waiters instead of resurrecting the session', async () => {
    const { fx, session, client } = setup();
    const p = client.request(endpoint([]));
    await flush();
    session.send({ type: 'session.tokens', tokens: null });
    fx.resolve('refresh', { access: ACCESS_2 });
    await expect(p).rejects.toBeInstanceOf(SessionExpiredError);
    expect(session.getSnapshot().context.tokens).toBeNull();
  });
});
