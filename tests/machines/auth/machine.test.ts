import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { ApiError } from '../../../src/domain/errors.ts';
import { authMachine, type AuthSnapshot } from '../../../src/machines/auth/machine.ts';
import { errorMessage, isBusy, isLoading, isLoggedIn, isSessionValid, isUserReady } from '../../../src/machines/auth/selectors.ts';
import { ACCESS, ACCESS_2, EXPIRED_REFRESH, REFRESH, REFRESH_2, farmAdmin, farmStaff } from '../fixtures.ts';
import { Effects, flush, type Model } from '../model.ts';
import { runModel } from '../run-model.ts';

const provide = (fx: Effects) =>
  authMachine.provide({ actors: { restore: fx.promise(), login: fx.promise(), loadUser: fx.promise(), storage: fx.callback() } as never });

const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.restore', output: { tokens: { access: ACCESS, refresh: REFRESH }, user: farmAdmin, farmIds: [1, 2] } },
  { type: 'xstate.done.actor.restore', output: { tokens: { access: ACCESS, refresh: EXPIRED_REFRESH }, user: farmAdmin, farmIds: [1, 2] } },
  { type: 'xstate.done.actor.restore', output: null },
  { type: 'xstate.error.actor.restore', error: new Error('storage unavailable') },
  { type: 'auth.login', username: ' la_100_1 ', password: 'geheim' },
  { type: 'xstate.done.actor.login', output: { access: ACCESS, refresh: REFRESH } },
  { type: 'xstate.error.actor.login', error: new ApiError({ status: 401, code: 'no_active_account', detail: 'Login-Daten sind nicht korrekt.' }) },
  { type: 'xstate.done.actor.loadUser', output: farmAdmin },
  { type: 'xstate.error.actor.loadUser', error: ApiError.noResponse() },
  { type: 'auth.tokens.refreshed', access: ACCESS_2 },
  { type: 'auth.tokens.refreshed', access: ACCESS_2, refresh: REFRESH_2 },
  { type: 'auth.user.loaded', user: farmStaff },
  { type: 'auth.user.reload' },
  { type: 'auth.logout' },
];

const model: Model = {
  name: 'auth',
  machine: authMachine,
  events,
  provide,
  key: (s) => [s.value, s.context.user !== null, s.context.error !== null],
};

runModel(model, (trace, path) => {
  // Every path that ends logged out after having been logged in cleared the storage and announced it.
  const last = path.steps.at(-1)!.event;
  if (last.type === 'auth.logout') {
    expect(trace.effects.received.at(-1)).toEqual({ id: 'storage', event: { type: 'storage.clear' } });
    expect(trace.emitted.at(-1)).toEqual({ type: 'auth.loggedOut' });
  }
});

const start = () => {
  const fx = new Effects();
  const actor = createActor(provide(fx)).start();
  return { fx, actor, snap: () => actor.getSnapshot() as AuthSnapshot };
};

describe('auth machine scenarios', () => {

  it('logs in with trimmed user name, stores tokens, loads and persists the user', async () => {
    const { fx, actor, snap } = start();
    fx.resolve('restore', null);
    await flush();
    expect(fx.received).toEqual([{ id: 'storage', event: { type: 'storage.clear' } }]);
    actor.send({ type: 'auth.login', username: ' la_100_1 ', password: 'geheim' });
    expect(isBusy(snap())).toBe(true);
    expect(fx.inputOf('login')).toEqual({ username: 'la_100_1', password: 'geheim' });
    fx.resolve('login', { access: ACCESS, refresh: REFRESH });
    await flush();
    expect(isBusy(snap())).toBe(false);
    expect(isLoading(snap())).toBe(true);
    expect(fx.inputOf('loadUser')).toEqual({ tokens: { access: ACCESS, refresh: REFRESH } });
    fx.resolve('loadUser', farmAdmin);
    await flush();
    expect(isUserReady(snap())).toBe(true);
    expect(snap().context.farmIds).toEqual([1, 2]);
    expect(fx.received.at(-1)).toEqual({
      id: 'storage',
      event: { type: 'storage.save', session: { tokens: { access: ACCESS, refresh: REFRESH }, user: farmAdmin, farmIds: [1, 2] } },
    });
    expect(isSessionValid(snap(), Date.UTC(2030, 0, 1))).toBe(true);
  });

  it('shows the German login error and returns to idle', async () => {
    const { fx, actor, snap } = start();
    fx.resolve('restore', null);
    await flush();
    actor.send({ type: 'auth.login', username: 'x', password: 'y' });
    fx.reject('login', new ApiError({ status: 401, code: 'no_active_account' }));
    await flush();
    expect(snap().value).toEqual({ unauthenticated: 'idle' });
    expect(snap().context.error).toEqual({ title: 'Authentifizierung gescheitert.', message: 'Login-Daten sind nicht korrekt.', level: 'error' });
    expect(errorMessage(snap())).toBe('Login-Daten sind nicht korrekt.');
    actor.send({ type: 'auth.login', username: 'x', password: 'z' });
    expect(errorMessage(snap())).toBeNull();
  });

  it('restores a valid persisted session, then fetches the current user', async () => {
    const { fx, snap } = start();
    fx.resolve('restore', { tokens: { access: ACCESS, refresh: REFRESH }, user: farmAdmin, farmIds: [1, 2] });
    await flush();
    expect(isLoggedIn(snap())).toBe(true);
    expect(fx.isRunning('loadUser')).toBe(true);
  });

  it('does not restore an expired session and clears the storage', async () => {
    const { fx, snap } = start();
    fx.resolve('restore', { tokens: { access: ACCESS, refresh: EXPIRED_REFRESH }, user: farmAdmin, farmIds: [1] });
    await flush();
    expect(snap().value).toEqual({ unauthenticated: 'idle' });
    expect(snap().context.user).toBeNull();
    expect(fx.received).toEqual([{ id: 'storage', event: { type: 'storage.clear' } }]);
  });

  it('keeps the old refresh token when a refresh returns none, and persists', async () => {
    const { fx, actor, snap } = start();
    fx.resolve('restore', { tokens: { access: ACCESS, refresh: REFRESH }, user: farmAdmin, farmIds: [1, 2] });
    await flush();
    actor.send({ type: 'auth.tokens.refreshed', access: ACCESS_2 });
    expect(snap().context.tokens).toEqual({ access: ACCESS_2, refresh: REFRESH });
    actor.send({ type: 'auth.tokens.refreshed', access: ACCESS, refresh: REFRESH_2 });
    expect(snap().context.tokens).toEqual({ access: ACCESS, refresh: REFRESH_2 });
    expect(fx.received.filter((r) => r.event.type === 'storage.save')).toHaveLength(2);
  });

  it('logout clears tokens, user, farm ids and storage, and emits auth.loggedOut', async () => {
    const { fx, actor, snap } = start();
    const emitted: unknown[] = [];
    actor.on('auth.loggedOut', (e) => emitted.push(e));
    fx.resolve('restore', { tokens: { access: ACCESS, refresh: REFRESH }, user: farmAdmin, farmIds: [1, 2] });
    await flush();
    fx.resolve('loadUser', farmAdmin);
    await flush();
    actor.send({ type: 'auth.logout' });
    expect(snap().value).toEqual({ unauthenticated: 'idle' });
    expect(snap().context).toEqual({ tokens: null, user: null, farmIds: [], error: null });
    expect(fx.received.at(-1)?.event).toEqual({ type: 'storage.clear' });
    expect(emitted).toEqual([{ type: 'auth.loggedOut' }]);
  });

  it('keeps a restored user when fetching the current user fails (offline start)', async () => {
    const { fx, snap } = start();
    fx.resolve('restore', { tokens: { access: ACCESS, refresh: REFRESH }, user: farmAdmin, farmIds: [1, 2] });
    await flush();
    fx.reject('loadUser', ApiError.noResponse());
    await flush();
    expect(snap().value).toEqual({ authenticated: 'ready' });
    expect(snap().context.error?.title).toBe('Server nicht erreichbar');
  });

  it('the default actors fail loudly when not provided', async () => {
    const actor = createActor(authMachine).start();
    await flush();
    actor.send({ type: 'auth.login', username: 'a', password: 'b' });
    await flush();
    expect(errorMessage(actor.getSnapshot())).toBe("auth: actor 'login' not provided");
  });
});
