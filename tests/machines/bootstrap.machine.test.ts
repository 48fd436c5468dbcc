import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { ApiError, NoticeError } from '../../src/domain/errors.ts';
import type { TermsUser } from '../../src/domain/terms.ts';
import { ensureMinimum } from '../../src/machines/bootstrap.client.ts';
import { bootstrapError, bootstrapMachine, hasMinimum, isBootstrapping, isReady, REST_RESOURCES, type BootstrapEmitted } from '../../src/machines/bootstrap.machine.ts';
import { Effects, flush, type Model } from './model.ts';
import { runModel } from './run-model.ts';

const provide = (fx: Effects) => bootstrapMachine.provide({ actors: { loadMinimum: fx.promise(), loadResource: fx.promise() } as never });

const admin: TermsUser = { account_type: 'farm_admin', farms: [1] };
const member: TermsUser = { account_type: 'association_member', farms: [1, 2] };
const accepted = [{ id: 1, invoicing_association: 5, tos_accepted: '2026-01-01', name: 'not kept' }];
const notAccepted = [{ id: 1, invoicing_association: 5, tos_accepted: null }];
const RESOURCES = [...REST_RESOURCES, 'surveyChoices'] as const;

const events: AnyEventObject[] = [
  { type: 'bootstrap.start', user: admin },
  { type: 'bootstrap.start', user: member, surveyChoicesLoaded: true },
  { type: 'bootstrap.reset' },
  { type: 'xstate.done.actor.loadMinimum', output: { farms: accepted } },
  { type: 'xstate.done.actor.loadMinimum', output: { farms: notAccepted } },
  { type: 'xstate.error.actor.loadMinimum', error: ApiError.noResponse() },
  ...RESOURCES.flatMap((r) => [
    { type: `xstate.done.actor.load.${r}`, output: null },
    { type: `xstate.error.actor.load.${r}`, error: new ApiError({ status: 500, detail: `${r} kaputt` }) },
  ]),
];

/** The parallel loading state is abstracted to the number of finished regions. */
const key = (s: AnyMachineSnapshot) => {
  const v = s.value as Record<string, Record<string, string>> | string;
  const rest = typeof v === 'object' ? v.loadingRest : undefined;
  return [rest ? `loadingRest(${Object.values(rest).filter((x) => x === 'done').length})` : v, s.context.termsStatus];
};

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

  it('loads the minimum first, then everything else in parallel, then is ready', async () => {
    const { fx, actor, snap, emitted } = start();
    actor.send({ type: 'bootstrap.start', user: admin });
    expect(isBootstrapping(snap())).toBe(true);
    expect(fx.started.map((s) => s.id)).toEqual(['loadMinimum']);
    fx.resolve('loadMinimum', { farms: accepted });
    await flush();
    expect(hasMinimum(snap())).toBe(true);
    expect(snap().context.termsFarms).toEqual([{ id: 1, invoicing_association: 5, tos_accepted: '2026-01-01' }]);
    expect(fx.started.map((s) => s.id).slice(1).sort()).toEqual(RESOURCES.map((r) => `load.${r}`).sort());
    expect(fx.inputOf('load.users')).toEqual({ resource: 'users', user: admin });
    for (const r of RESOURCES) {
      expect(isReady(snap())).toBe(false);
      fx.resolve(`load.${r}`, null);
      await flush();
    }
    expect(isReady(snap())).toBe(true);
    expect(emitted).toEqual([{ type: 'bootstrap.ready' }]);
  });

  it('survey choices load only when missing', async () => {
    const { fx, actor } = start();
    actor.send({ type: 'bootstrap.start', user: member, surveyChoicesLoaded: true });
    fx.resolve('loadMinimum', { farms: [] });
    await flush();
    expect(fx.started.map((s) => s.id)).not.toContain('load.surveyChoices');
    expect(fx.started).toHaveLength(1 + REST_RESOURCES.length);
  });

  it('waits while the terms are not accepted; a new start re-checks', async () => {
    const { fx, actor, snap } = start();
    actor.send({ type: 'bootstrap.start', user: admin });
    fx.resolve('loadMinimum', { farms: notAccepted });
    await flush();
    expect(snap().value).toBe('awaitingTerms');
    expect(snap().context.termsStatus).toBe('NotAccepted');
    expect(fx.started).toHaveLength(1);
    actor.send({ type: 'bootstrap.start', user: admin });
    fx.resolve('loadMinimum', { farms: accepted });
    await flush();
    expect(snap().matches('loadingRest')).toBe(true);
  });

  it('any failure stops the others, emits the German notice (the app clears user data)', async () => {
    const { fx, actor, snap, emitted } = start();
    actor.send({ type: 'bootstrap.start', user: admin });
    fx.resolve('loadMinimum', { farms: accepted });
    await flush();
    fx.reject('load.alerts', new ApiError({ status: 500, statusText: 'Internal Server Error', detail: 'kaputt' }));
    await flush();
    const notice = { title: 'Server-Nachricht', message: 'Fehlercode: 500 (Internal Server Error)\nDetails: kaputt', level: 'error' };
    expect(snap().value).toBe('failed');
    expect(bootstrapError(snap())).toEqual(notice);
    expect(emitted).toEqual([{ type: 'bootstrap.failed', notice }]);
    expect(fx.isRunning('load.users')).toBe(false);
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
    fx.resolve('loadMinimum', { farms: accepted });
    await expect(result).resolves.toEqual({ farms: [{ id: 1, invoicing_association: 5, tos_accepted: '2026-01-01' }] });
    // Already loading the rest for this user: no restart.
    await expect(ensureMinimum(ref, { account_type: 'farm_admin', farms: [1] })).resolves.toEqual({ farms: expect.any(Array) });
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
    fx.resolve('loadMinimum', { farms: notAccepted });
    await first;
    const second = ensureMinimum(ref, admin);
    await flush();
    expect(fx.isRunning('loadMinimum')).toBe(true);
    fx.resolve('loadMinimum', { farms: accepted });
    await expect(second).resolves.toMatchObject({ farms: [{ tos_accepted: '2026-01-01' }] });
  });

  it('without a user there is nothing to load (the guard then blocks: MissingData)', async () => {
    const ref = createActor(provide(new Effects())).start();
    await expect(ensureMinimum(ref, null)).resolves.toEqual({ farms: [] });
  });
});
