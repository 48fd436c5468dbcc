import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { ApiError, NoticeError } from '../../../src/domain/errors.ts';
import type { TermsUser } from '../../../src/domain/terms.ts';
import { ensureMinimum } from '../../../src/machines/bootstrap/ensure-minimum.ts';
import { CATALOGUES, bootstrapMachine, type BootstrapEmitted } from '../../../src/machines/bootstrap/machine.ts';
import { bootstrapError, hasMinimum, isBootstrapping, isReady, openTermsFarms } from '../../../src/machines/bootstrap/selectors.ts';
import { Effects, flush, type Model } from '../model.ts';
import { runModel } from '../run-model.ts';

const provide = (fx: Effects) => bootstrapMachine.provide({ actors: { loadMinimum: fx.promise(), loadResource: fx.promise() } as never });

const admin: TermsUser = { account_type: 'farm_admin', farms: [1] };
const staffWithoutFarms: TermsUser = { account_type: 'farm_staff', farms: [] };
const member: TermsUser = { account_type: 'association_member', farms: [1, 2] };
const accepted = [{ id: 1, invoicing_association: 5, tos_accepted: '2026-01-01', name: 'not kept' }];
const notAccepted = [{ id: 1, invoicing_association: 5, tos_accepted: null }];

const events: AnyEventObject[] = [
  { type: 'bootstrap.start', user: admin },
  { type: 'bootstrap.start', user: member, surveyChoicesLoaded: true },
  { type: 'bootstrap.start', user: staffWithoutFarms },
  { type: 'bootstrap.reset' },
  { type: 'xstate.done.actor.loadMinimum', output: accepted },
  { type: 'xstate.done.actor.loadMinimum', output: notAccepted },
  { type: 'xstate.error.actor.loadMinimum', error: ApiError.noResponse() },
  ...CATALOGUES.flatMap((r) => [
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
  it('a farm user: the terms fields of the own farms first, then the catalogues in parallel, then ready', async () => {
    const { fx, actor, snap, emitted } = start();
    actor.send({ type: 'bootstrap.start', user: admin });
    expect(isBootstrapping(snap())).toBe(true);
    expect(fx.started.map((s) => s.id)).toEqual(['loadMinimum']);
    fx.resolve('loadMinimum', accepted);
    await flush();
    expect(hasMinimum(snap())).toBe(true);
    expect(snap().context.termsFarms).toEqual([{ id: 1, invoicing_association: 5, tos_accepted: '2026-01-01' }]);
    expect(fx.started.map((s) => s.id).slice(1).sort()).toEqual(CATALOGUES.map((r) => `load.${r}`).sort());
    expect(fx.inputOf('load.reportFields')).toEqual({ resource: 'reportFields' });
    for (const r of CATALOGUES) {
      expect(isReady(snap())).toBe(false);
      fx.resolve(`load.${r}`, null);
      await flush();
    }
    expect(isReady(snap())).toBe(true);
    expect(emitted).toEqual([{ type: 'bootstrap.ready' }]);
  });

  it('an association user needs no farm data: no minimum load, however many farms the association has', async () => {
    const { fx, actor, snap } = start();
    actor.send({ type: 'bootstrap.start', user: member });
    expect(snap().context.termsStatus).toBe('AcceptedOrNotNecessary');
    expect(fx.started.map((s) => s.id).sort()).toEqual(['load.reportFields', 'load.surveyChoices']);
  });

  it('a farm user without farm ids is MissingData at once (the guard blocks), without a request', () => {
    const { fx, actor, snap } = start();
    actor.send({ type: 'bootstrap.start', user: staffWithoutFarms });
    expect(snap().value).toBe('awaitingTerms');
    expect(snap().context.termsStatus).toBe('MissingData');
    expect(fx.started).toEqual([]);
  });

  it('survey choices load only when missing', async () => {
    const { fx, actor } = start();
    actor.send({ type: 'bootstrap.start', user: admin, surveyChoicesLoaded: true });
    fx.resolve('loadMinimum', accepted);
    await flush();
    expect(fx.started.map((s) => s.id)).toEqual(['loadMinimum', 'load.reportFields']);
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
    expect(snap().matches('loadingRest')).toBe(true);
  });

  it('any failure stops the others, emits the German notice (the app clears user data)', async () => {
    const { fx, actor, snap, emitted } = start();
    actor.send({ type: 'bootstrap.start', user: admin });
    fx.resolve('loadMinimum', accepted);
    await flush();
    fx.reject('load.reportFields', new ApiError({ status: 500, statusText: 'Internal Server Error', detail: 'kaputt' }));
    await flush();
    const notice = { title: 'Server-Nachricht', message: 'Fehlercode: 500 (Internal Server Error)\nDetails: kaputt', level: 'error' };
    expect(snap().value).toBe('failed');
    expect(bootstrapError(snap())).toEqual(notice);
    expect(emitted).toEqual([{ type: 'bootstrap.failed', notice }]);
    expect(fx.isRunning('load.surveyChoices')).toBe(false);
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
    // Already loading the rest for this user: no restart.
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
