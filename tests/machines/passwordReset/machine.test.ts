import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { ApiError } from '../../../src/domain/errors.ts';
import { PASSWORD_MISMATCH } from '../../../src/domain/password-policy.ts';
import { passwordResetMachine } from '../../../src/machines/passwordReset/machine.ts';
import { fieldErrors, isChanged, isRequested, isSending, resetNotice, wasSubmitted } from '../../../src/machines/passwordReset/selectors.ts';
import { Effects, flush, type Model } from '../model.ts';
import { runModel } from '../run-model.ts';

const provide = (fx: Effects) => passwordResetMachine.provide({ actors: { request: fx.promise(), reset: fx.promise() } as never });

const TOKEN_MESSAGE = 'Der Link ist ungültig oder abgelaufen.';
const fieldError = new ApiError({ status: 400, statusText: 'Bad Request', detail: 'Ungültige Eingabe.', fields: { token: [TOKEN_MESSAGE] } });
const submit = (password: string, confirmation: string) => ({ type: 'reset.submit', email: 'a@b.de', token: 't', password, confirmation });

const events: AnyEventObject[] = [
  { type: 'reset.request', email: ' a@b.de ' },
  { type: 'reset.request', email: '   ' },
  { type: 'reset.request', email: 'kein-at' },
  submit('Weidegang-2026', 'Weidegang-2026'),
  submit('Weidegang-2026', 'Weidegang-2027'),
  { type: 'xstate.done.actor.request', output: { detail: 'ok' } },
  { type: 'xstate.error.actor.request', error: ApiError.noResponse() },
  { type: 'xstate.done.actor.reset', output: { detail: 'ok' } },
  { type: 'xstate.error.actor.reset', error: fieldError },
];

/** Graph nodes: the state, whether submitted, and which kind of failure is shown. */
const model: Model = {
  name: 'passwordReset',
  machine: passwordResetMachine,
  events,
  provide,
  key: (s) => [s.value, s.context.submitted, Object.keys(s.context.fieldErrors).length > 0, s.context.notice !== null],
};

runModel(model);

describe('password reset scenarios', () => {
  it('requests a link for the trimmed address', async () => {
    const fx = new Effects();
    const actor = createActor(provide(fx)).start();
    actor.send({ type: 'reset.request', email: ' a@b.de ' });
    expect(isSending(actor.getSnapshot())).toBe(true);
    expect(fx.inputOf('request')).toEqual({ email: 'a@b.de' });
    fx.resolve('request', {});
    await flush();
    expect(isRequested(actor.getSnapshot())).toBe(true);
  });

  it('checks the address before sending: the German message goes to the e-mail field', () => {
    const fx = new Effects();
    const actor = createActor(provide(fx)).start();
    actor.send({ type: 'reset.request', email: 'kein-at' });
    expect(fieldErrors(actor.getSnapshot())).toEqual({ email: ['Geben Sie eine gültige E-Mail-Adresse ein.'] });
    expect(fx.started).toEqual([]);
  });

  it('checks the pair before sending: nothing leaves the browser for differing passwords', () => {
    const fx = new Effects();
    const actor = createActor(provide(fx)).start();
    actor.send(submit('Weidegang-2026', 'Weidegang-2027') as never);
    expect(wasSubmitted(actor.getSnapshot())).toBe(true);
    expect(fx.started).toEqual([]);
    expect(PASSWORD_MISMATCH).toBe('Die Passwörter sind nicht identisch.');
  });

  it("puts a 400's German field messages at the fields, other failures become a notice", async () => {
    const fx = new Effects();
    const actor = createActor(provide(fx)).start();
    actor.send(submit('Weidegang-2026', 'Weidegang-2026') as never);
    expect(fx.inputOf('reset')).toEqual({ email: 'a@b.de', token: 't', password: 'Weidegang-2026' });
    fx.reject('reset', fieldError);
    await flush();
    expect(fieldErrors(actor.getSnapshot())).toEqual({ token: [TOKEN_MESSAGE] });
    expect(resetNotice(actor.getSnapshot())).toBeNull();
    actor.send(submit('Weidegang-2026', 'Weidegang-2026') as never);
    expect(fieldErrors(actor.getSnapshot())).toEqual({});
    fx.reject('reset', new ApiError({ status: 500, statusText: 'Internal Server Error' }));
    await flush();
    expect(resetNotice(actor.getSnapshot())?.message).toContain('500');
    actor.send(submit('Weidegang-2026', 'Weidegang-2026') as never);
    fx.resolve('reset', {});
    await flush();
    expect(isChanged(actor.getSnapshot())).toBe(true);
  });
});
