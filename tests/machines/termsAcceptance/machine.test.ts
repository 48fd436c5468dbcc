import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { ApiError } from '../../../src/domain/errors.ts';
import { termsAcceptanceMachine } from '../../../src/machines/termsAcceptance/machine.ts';
import { acceptanceError, isAccepted, isAccepting } from '../../../src/machines/termsAcceptance/selectors.ts';
import { Effects, flush, type Model } from '../model.ts';
import { runModel } from '../run-model.ts';

const provide = (fx: Effects) => termsAcceptanceMachine.provide({ actors: { accept: fx.promise() } as never });

const events: AnyEventObject[] = [
  { type: 'terms.accept', userId: 7, farms: [1, 2] },
  { type: 'terms.accept', userId: 7, farms: [undefined] },
  { type: 'terms.accept', userId: 7, farms: [] },
  { type: 'xstate.done.actor.accept', output: { farms: [] } },
  { type: 'xstate.error.actor.accept', error: new ApiError({ status: 403, detail: 'Nur LDWU-Administratoren können den Nutzungsbedingungen zustimmen.' }) },
];

/** Graph nodes: the state and how many farms are still open. */
const model: Model = { name: 'termsAcceptance', machine: termsAcceptanceMachine, events, provide, key: (s) => [s.value, s.context.open.length] };

runModel(model, (trace, path) => {
  if (path.state.value === 'accepted') {
    // One acceptance call per open farm, in order, with the user's id.
    const inputs = trace.effects.started.map((s) => s.input);
    const farms = (path.steps.find((s) => s.event.type === 'terms.accept')!.event as unknown as { farms: (number | undefined)[] }).farms;
    expect(inputs.slice(-farms.length)).toEqual(farms.map((farm) => (farm === undefined ? { userId: 7 } : { userId: 7, farm })));
  }
});

describe('terms acceptance scenarios', () => {
  it('accepts farm after farm, then is done', async () => {
    const fx = new Effects();
    const actor = createActor(provide(fx)).start();
    actor.send({ type: 'terms.accept', userId: 7, farms: [1, 2] });
    expect(isAccepting(actor.getSnapshot())).toBe(true);
    expect(fx.inputOf('accept')).toEqual({ userId: 7, farm: 1 });
    fx.resolve('accept', {});
    await flush();
    expect(fx.inputOf('accept')).toEqual({ userId: 7, farm: 2 });
    fx.resolve('accept', {});
    await flush();
    expect(isAccepted(actor.getSnapshot())).toBe(true);
  });

  it('a failure shows the server message and resumes with the farms still open', async () => {
    const fx = new Effects();
    const actor = createActor(provide(fx)).start();
    actor.send({ type: 'terms.accept', userId: 7, farms: [1, 2] });
    fx.resolve('accept', {});
    await flush();
    fx.reject('accept', ApiError.noResponse());
    await flush();
    expect(acceptanceError(actor.getSnapshot())?.title).toBe('Server nicht erreichbar');
    expect(actor.getSnapshot().context.open).toEqual([2]);
    actor.send({ type: 'terms.accept', userId: 7, farms: [2] });
    expect(acceptanceError(actor.getSnapshot())).toBeNull();
    expect(fx.inputOf('accept')).toEqual({ userId: 7, farm: 2 });
  });
});
