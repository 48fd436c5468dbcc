import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../../src/domain/errors.ts';
import { authMachine } from '../../../src/machines/auth/machine.ts';
import { createJournal, redact, replay, toJsonSafe, type JournalExport } from '../../../src/machines/journal/journal.ts';
import { sessionMachine } from '../../../src/machines/session/machine.ts';
import { ACCESS, ACCESS_2, REFRESH, farmAdmin } from '../fixtures.ts';
import { Effects, flush } from '../model.ts';

async function recordAuthSession() {
  let clock = 1_700_000_000_000;
  const journal = createJournal({ now: () => (clock += 5) });
  const fx = new Effects();
  const machine = authMachine.provide({ actors: { restore: fx.promise(), login: fx.promise(), loadUser: fx.promise(), storage: fx.callback() } as never });
  const actor = createActor(machine, { inspect: journal.inspect }).start();
  const live = [actor.getSnapshot().value];
  actor.subscribe((s) => live.push(s.value));
  fx.resolve('restore', null);
  await flush();
  actor.send({ type: 'auth.login', username: 'la_100_1', password: 'falsch' });
  fx.reject('login', new ApiError({ status: 401, code: 'no_active_account' }));
  await flush();
  actor.send({ type: 'auth.login', username: 'la_100_1', password: 'richtig' });
  fx.resolve('login', { access: ACCESS, refresh: REFRESH });
  await flush();
  fx.resolve('loadUser', farmAdmin);
  await flush();
  actor.send({ type: 'auth.tokens.refreshed', access: ACCESS_2 });
  actor.send({ type: 'auth.user.reload' });
  fx.reject('loadUser', ApiError.noResponse());
  await flush();
  actor.send({ type: 'auth.logout' });
  const finalContext = actor.getSnapshot().context;
  actor.stop();
  return { journal, live, finalContext };
}

describe('event journal', () => {
  it('records every event of every actor with actor id, machine id, source, resulting value and timestamp', async () => {
    const { journal } = await recordAuthSession();
    const entries = journal.entries();
    const root = entries.filter((e) => e.root);
    expect(root.map((e) => e.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.restore',
      'auth.login',
      'xstate.error.actor.login',
      'auth.login',
      'xstate.done.actor.login',
      'xstate.done.actor.loadUser',
      'auth.tokens.refreshed',
      'auth.user.reload',
      'xstate.error.actor.loadUser',
      'auth.logout',
      'xstate.stop',
    ]);
    expect(root.every((e) => e.machineId === 'auth' && e.actorId === root[0]!.actorId)).toBe(true);
    expect(root.at(-2)!.value).toEqual({ unauthenticated: 'idle' });
    // Children are recorded too (the storage callback, the promise actors).
    const storage = entries.filter((e) => e.actorId === 'storage' && e.event.type === 'storage.save');
    expect(storage.length).toBeGreaterThan(0);
    expect(storage[0]!.sourceId).toBe(root[0]!.actorId);
    expect(entries.some((e) => e.actorId === 'login' && e.machineId === null && e.value === null)).toBe(true);
    // Timestamps come from the injected clock and increase.
    expect(entries.map((e) => e.at)).toEqual(entries.map((e) => e.at).toSorted((a, b) => a - b));
    expect(entries.map((e) => e.seq)).toEqual(entries.map((_, i) => i + 1));
  });

  it('exports JSON without passwords or token signatures; replaying it reproduces the same snapshot values', async () => {
    const { journal, live, finalContext } = await recordAuthSession();
    const text = journal.export();
    expect(text).not.toContain('richtig');
    expect(text).not.toContain('.signature');
    const parsed = JSON.parse(text) as JournalExport;
    expect(parsed.format).toBe('herdenblick.journal');

    const steps = replay(authMachine, parsed);
    const recorded = parsed.entries.filter((e) => e.root && e.event.type !== 'xstate.stop').map((e) => e.value);
    expect(steps.map((s) => s.value)).toEqual(recorded);
    // Same sequence as the live actor went through (its subscription dedupes nothing: one per event).
    expect(steps.map((s) => s.value)).toEqual(live);
    // The German error texts come back as well (errors are recorded as data).
    const afterLoginFailure = steps.find((s) => s.event.type === 'xstate.error.actor.login')!;
    expect((afterLoginFailure.snapshot as unknown as { context: { error: unknown } }).context.error).toEqual({
      title: 'Authentifizierung gescheitert.',
      message: 'Login-Daten sind nicht korrekt.',
      level: 'error',
    });
    expect((steps.at(-1)!.snapshot as unknown as { context: unknown }).context).toEqual(finalContext);
  });

  it('replays a session-machine journal with input', async () => {
    const journal = createJournal();
    const fx = new Effects();
    const input = { tokens: { access: ACCESS, refresh: REFRESH } };
    const machine = sessionMachine.provide({ actors: { refresh: fx.promise() } as never });
    const actor = createActor(machine, { input, inspect: journal.inspect }).start();
    actor.send({ type: 'session.unauthorized', token: ACCESS, route: '/farms' });
    actor.send({ type: 'session.unauthorized', token: ACCESS, route: '/users' });
    fx.resolve('refresh', { access: ACCESS_2 });
    await flush();
    const values = replay(sessionMachine, JSON.parse(journal.export()), { input }).map((s) => s.value);
    expect(values).toEqual(['idle', 'refreshing', 'refreshing', 'idle']);
  });

  it('keeps a bounded number of entries and notifies subscribers', () => {
    const journal = createJournal({ limit: 3 });
    const seen: string[] = [];
    const unsubscribe = journal.subscribe((e) => seen.push(e.event.type));
    const actor = createActor(sessionMachine, { input: {}, inspect: journal.inspect }).start();
    for (let i = 0; i < 5; i++) actor.send({ type: 'session.tokens', tokens: null });
    unsubscribe();
    actor.send({ type: 'session.tokens', tokens: null });
    expect(journal.entries()).toHaveLength(3);
    expect(seen).toHaveLength(6);
    journal.clear();
    expect(journal.toJSON().entries).toEqual([]);
  });

  it('redaction and JSON safety', () => {
    expect(redact('password', 'x')).toBe('[redacted]');
    expect(redact('newPassword', 'x')).toBe('[redacted]');
    expect(redact('access', 'eyJhbGc.eyJleHA.c2lnbmF0dXJl')).toBe('eyJhbGc.eyJleHA.redacted');
    expect(redact('type', 'auth.tokens.refreshed')).toBe('auth.tokens.refreshed');
    expect(redact('name', 'Müller')).toBe('Müller');
    const cyclic: Record<string, unknown> = { a: 1, fn: () => 1 };
    cyclic.self = cyclic;
    expect(toJsonSafe(cyclic)).toEqual({ a: 1, self: '[…]' });
    expect(toJsonSafe(new Error('kaputt'))).toEqual({ name: 'Error', message: 'kaputt' });
    expect(toJsonSafe(new ApiError({ status: 503 }))).toMatchObject({ name: 'ApiError', status: 503 });
  });
});
