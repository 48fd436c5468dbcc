// Model-based tests of the 'Stummschalten' dialog (paths generated from the real machine, through every
// state and transition), then what the farm admin notices: the defaults, the German messages before
// anything is sent, the request for the entity or one control field, a refusal's messages at their
// fields with the values kept, and cancel sending nothing.
import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { ApiError } from '../../../src/domain/errors.ts';
import { SILENCE_MESSAGES } from '../../../src/domain/silence.ts';
import {
  dialogOpen, formNotice, formProblems, formValues, isSending, silenceMuteMachine, type SilenceMuteSnapshot,
} from '../../../src/machines/silenceMute/machine.ts';
import { Effects, flush, type Model } from '../model.ts';
import { runModel } from '../run-model.ts';

const TODAY = '2026-11-26';
const NOW = Date.parse('2026-11-26T12:00:00Z');
const entity = { entity_type: 'site' as const, entity_id: 12 };
const provide = (fx: Effects) => silenceMuteMachine.provide({ actors: { mute: fx.promise() } as never });
const refused = new ApiError({ status: 400, code: 'invalid', detail: 'Die Eingaben sind ungültig.', fields: { reason: ['Höchstens 200 Zeichen.'], target_id: [SILENCE_MESSAGES.unknownTarget] } });

const events: AnyEventObject[] = [
  { type: 'dialog.open' },
  { type: 'dialog.cancel' },
  { type: 'what.change', what: 'alert:5' },
  { type: 'until.change', until: null },
  { type: 'reason.change', reason: ' Stallumbau ' },
  { type: 'mute.submit', now: NOW },
  { type: 'xstate.done.actor.mute', output: {} },
  { type: 'xstate.error.actor.mute', error: refused },
];

/** Graph nodes: the state, which values are set and whether problems show. */
const key = (s: SilenceMuteSnapshot) => [s.value, s.context.values.what, s.context.values.until !== null, s.context.values.reason !== '', Object.values(s.context.problems).some(Boolean)];
const model: Model = { name: 'silenceMute', machine: silenceMuteMachine, input: { entity, today: TODAY }, events, provide, key: key as Model['key'] };

runModel(model, (trace) => {
  // Only valid requests go out: a reason, trimmed, and an end.
  for (const call of trace.effects.started) {
    const input = call.input as { reason: string; ends_at: string };
    expect(input.reason).toBe('Stallumbau');
    expect(input.ends_at).not.toBe('');
  }
  for (const s of trace.snapshots as SilenceMuteSnapshot[]) {
    expect(dialogOpen(s)).toBe(s.matches('editing') || s.matches('sending'));
    expect(isSending(s)).toBe(s.matches('sending'));
  }
});

function start() {
  const fx = new Effects();
  const actor = createActor(provide(fx), { input: { entity, today: TODAY } }).start();
  const heard: string[] = [];
  actor.on('silence.created', (e) => heard.push(e.type));
  return { fx, actor, heard, snap: () => actor.getSnapshot() };
}

describe("muting from an entity's controlling page", () => {
  it('opens with the entity and a week; without a reason it says so and sends nothing; then mutes the site through the seventh day', async () => {
    const { fx, actor, heard, snap } = start();
    actor.send({ type: 'dialog.open' });
    expect(formValues(snap())).toEqual({ what: 'entity', until: '2026-12-03', reason: '' });
    actor.send({ type: 'mute.submit', now: NOW });
    expect(formProblems(snap())).toEqual({ reason: 'Geben Sie einen Grund an.' });
    expect(fx.started).toEqual([]);
    actor.send({ type: 'reason.change', reason: ' Stallumbau ' });
    expect(formProblems(snap()).reason).toBeUndefined();
    actor.send({ type: 'mute.submit', now: NOW });
    expect(isSending(snap())).toBe(true);
    expect(fx.inputOf('mute')).toEqual({ target_type: 'site', target_id: 12, ends_at: '2026-12-03T23:00:00Z', reason: 'Stallumbau' });
    fx.resolve('mute', {});
    await flush();
    expect(dialogOpen(snap())).toBe(false);
    expect(heard).toEqual(['silence.created']);
  });

  it('mutes one control field; without a day it names the end', () => {
    const { fx, actor, snap } = start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'what.change', what: 'alert:5' });
    actor.send({ type: 'reason.change', reason: 'Neue Melktechnik' });
    actor.send({ type: 'until.change', until: null });
    actor.send({ type: 'mute.submit', now: NOW });
    expect(formProblems(snap())).toEqual({ until: SILENCE_MESSAGES.end });
    actor.send({ type: 'until.change', until: '2026-11-30' });
    actor.send({ type: 'mute.submit', now: NOW });
    expect(fx.inputOf('mute')).toMatchObject({ target_type: 'alert', target_id: 5, reason: 'Neue Melktechnik' });
  });

  it("a refusal shows the server's messages at their fields and keeps the values; reopening starts afresh", async () => {
    const { fx, actor, heard, snap } = start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'reason.change', reason: 'Stallumbau' });
    actor.send({ type: 'mute.submit', now: NOW });
    fx.reject('mute', refused);
    await flush();
    expect(dialogOpen(snap())).toBe(true);
    expect(formProblems(snap())).toEqual({ reason: 'Höchstens 200 Zeichen.', what: SILENCE_MESSAGES.unknownTarget });
    expect(formNotice(snap())).toBeNull();
    expect(formValues(snap()).reason).toBe('Stallumbau');
    actor.send({ type: 'dialog.cancel' });
    actor.send({ type: 'dialog.open' });
    expect(formValues(snap())).toEqual({ what: 'entity', until: '2026-12-03', reason: '' });
    expect(formProblems(snap())).toEqual({});
    expect(heard).toEqual([]);
  });

  it('another failure is a notice; cancel sends nothing', async () => {
    const { fx, actor, snap } = start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'reason.change', reason: 'Stallumbau' });
    actor.send({ type: 'mute.submit', now: NOW });
    fx.reject('mute', new ApiError({ status: 403, detail: 'Sie dürfen das Controllingsystem dieser Einheit nicht konfigurieren.' }));
    await flush();
    expect(formNotice(snap())).toContain('Sie dürfen das Controllingsystem dieser Einheit nicht konfigurieren.');
    const second = start();
    second.actor.send({ type: 'dialog.open' });
    second.actor.send({ type: 'dialog.cancel' });
    expect(second.fx.started).toEqual([]);
  });
});
