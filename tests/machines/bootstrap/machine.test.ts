import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { ApiError, NoticeError } from '../../../src/domain/errors.ts';
import type { TermsUser } from '../../../src/domain/terms.ts';
import { ensureMinimum } from '../../../src/machines/bootstrap/ensure-minimum.ts';
import { bootstrapMachine, type BootstrapEmitted } from '../../../src/machines/bootstrap/machine.ts';
import { bootstrapError, hasMinimum, isBootstrapping, isReady, openTermsFarms } from '../../../src/machines/bootstrap/selectors.ts';
import { Effects, flush, type Model } from '../model.ts';
import { runModel } from '../run-model.ts';

const provide = (fx: Effects) => bootstrapMachine.provide({ actors: { loadMinimum: fx.promise() } as never });

const admin: TermsUser = { account_type: 'farm_admin', farms: [1] };
const staffWithoutFarms: TermsUser = { account_type: 'farm_staff', farms: [] };
const member: TermsUser = { account_type: 'association_member', farms: [1, 2] };
const accepted = [{ id: 1, invoicing_association: 5, tos_accepted: '2026-01-01', name: 'not kept' }];
const notAccepted = [{ id: 1, invoicing_association: 5, tos_accepted: null }];

const events: AnyEventObject[] = [
  { type: 'bootstrap.start', user: admin },
  { type: 'bootstrap.start', user: member },
  { type: 'bootstrap.start', user: staffWithoutFarms },
  { type: 'bootstrap.reset' },
  { type: 'xstate.done.actor.loadMinimum', output: accepted },
  { type: 'xstate.done.actor.loadMinimum', output: notAccepted },
  { type: 'xstate.error.actor.loadMinimum', error: ApiError.noResponse() },
];

const key = (s: AnyMachineSnapshot) => [s.value, s.context.termsStatus];

const model: Model = { name: 'bootstrap', machine: bootstrapMachine, events, provide, key };

runModel(model, (trace, path) => {
  const emitted = trace.emitted as BootstrapEmitted[];
  if (path.state.value === 'failed') expect(emitted.at(-1)?.type).toBe('bootstrap.failed');
  if (path.state.value === 'ready') expect(emitted.at(-1)).toEqual({ type: 'bootstrap.ready' });
});

const start = () => {
  const fx = new Effects();
  const actor = createActor(provide(fx)).start();
  const emitted: BootstrapEmitted[] = [];
  actor.on('*', (e) => emitted.push(e as BootstrapEmitted));
  return { fx, actor, emitted, snap: () => actor.getSnapshot() };
};

describe('bootstrap scenarios', () => {
  it('a farm user: the terms fields of the own farms, then ready; nothing else loads', async () => {
    const { fx, actor, snap, emitted } = start();
    actor.send({ type: 'bootstrap.start', user: admin });
    expect(isBootstrapping(snap())).toBe(true);
    expect(fx.inputOf('loadMinimum')).toEqual({ user: admin });
    fx.resolve('loadMinimum', accepted);
    await flush();
    expect(hasMinimum(snap())).toBe(true);
    expect(isReady(snap())).toBe(true);
    expect(snap().context.termsFarms).toEqual([{ id: 1, invoicing_association: 5, tos_accepted: '2026-01-01' }]);
    expect(fx.started.map((s) => s.id)).toEqual(['loadMinimum']);
    expect(emitted).toEqual([{ type: 'bootstrap.ready' }]);
  });

  it('an association user needs no farm data: no load at all, however many farms the association has', () => {
    const { fx, actor, snap, emitted } = start();
    actor.send({ type: 'bootstrap.start', user: member });
    expect(snap().context.termsStatus).toBe('AcceptedOrNotNecessary');
    expect(isReady(snap())).toBe(true);
    expect(fx.started).toEqual([]);
    expect(emitted).toEqual([{ type: 'bootstrap.ready' }]);
  });

  it('a farm user without farm ids is MissingData at once (the guard blocks), without a request', () => {
    const { fx, actor, snap } = start();
    actor.send({ type: 'bootstrap.start', user: staffWithoutFarms });
    expect(snap().value).toBe('awaitingTerms');
    expect(snap().context.termsStatus).toBe('MissingData');
    expect(fx.started).toEqual([]);
  });

  it('waits while the terms are not accepted; a new start re-checks', async () => {
    const { fx, actor, snap } = start();
    actor.send({ type: 'bootstrap.start', user: admin });
    fx.resolve('loadMinimum', notAccepted);
    await flush();
    expect(snap().value).toBe('awaitingTerms');
    expect(snap().context.termsStatus).toBe('NotAccepted');
    expect(openTermsFarms(snap())).toEqual([1]);
    expect(fx.started).toHaveLength(1);
    actor.send({ type: 'bootstrap.start', user: admin });
    fx.resolve('loadMinimum', accepted);
    await flush();
    expect(isReady(snap())).toBe(true);
  });

  it('a failure emits the German notice (the app clears user data)', async () => {
    const { fx, actor, snap, emitted } = start();
    actor.send({ type: 'bootstrap.start', user: admin });
    fx.reject('loadMinimum', new ApiError({ status: 500, statusText: 'Internal Server Error', detail: 'kaputt' }));
    await flush();
    const notice = { title: 'Server-Nachricht', message: 'Fehlercode: 500 (Internal Server Error)\nDetails: kaputt', level: 'error' };
    expect(snap().value).toBe('failed');
    expect(bootstrapError(snap())).toEqual(notice);
    expect(emitted).toEqual([{ type: 'bootstrap.failed', notice }]);
  });

  it('reset forgets the user', async () => {
    const { actor, snap } = start();
    actor.send({ type: 'bootstrap.start', user: admin });
    actor.send({ type: 'bootstrap.reset' });
    expect(snap().value).toBe('idle');
    expect(snap().context.user).toBeNull();
  });
});

describe('ensureMinimum (navigation guard ↔ bootstrap)', () => {
  it('starts the bootstrap and resolves with the terms fields once the minimum is loaded', async () => {
    const fx = new Effects();
    const ref = createActor(provide(fx)).start();
    const result = ensureMinimum(ref, admin);
    await flush();
    fx.resolve('loadMinimum', accepted);
    await expect(result).resolves.toEqual([{ id: 1, invoicing_association: 5, tos_accepted: '2026-01-01' }]);
    // Already loaded for this user: no restart.
    await expect(ensureMinimum(ref, { account_type: 'farm_admin', farms: [1] })).resolves.toEqual(expect.any(Array));
    expect(fx.started.filter((s) => s.id === 'loadMinimum')).toHaveLength(1);
  });

  it('rejects with the bootstrap notice when the minimum fails', async () => {
    const fx = new Effects();
    const ref = createActor(provide(fx)).start();
    const result = ensureMinimum(ref, admin);
    await flush();
    fx.reject('loadMinimum', ApiError.noResponse());
    await expect(result).rejects.toBeInstanceOf(NoticeError);
  });

  it('restarts after the terms were not accepted (re-check after acceptance)', async () => {
    const fx = new Effects();
    const ref = createActor(provide(fx)).start();
    const first = ensureMinimum(ref, admin);
    await flush();
    fx.resolve('loadMinimum', notAccepted);
    await first;
    const second = ensureMinimum(ref, admin);
    await flush();
    expect(fx.isRunning('loadMinimum')).toBe(true);
    fx.resolve('loadMinimum', accepted);
    await expect(second).resolves.toMatchObject([{ tos_accepted: '2026-01-01' }]);
  });

  it('without a user there is nothing to load (the guard then blocks: MissingData)', async () => {
    const ref = createActor(provide(new Effects())).start();
    await expect(ensureMinimum(ref, null)).resolves.toEqual([]);
  });
});
