// Model-based tests of the acknowledge dialog (paths generated from the real machine, through every
// state and transition), then what the farm admin notices: the comment goes out trimmed, a failure
// keeps the dialog and the typed comment with the German message, cancel sends nothing, and the page
// hears once that the incident is acknowledged.
import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { ApiError } from '../../../src/domain/errors.ts';
import {
  commentText, dialogOpen, failure, incidentAcknowledgeMachine, isAcknowledged, isSending, type IncidentAcknowledgeSnapshot,
} from '../../../src/machines/incidentAcknowledge/machine.ts';
import { Effects, flush, type Model } from '../model.ts';
import { runModel } from '../run-model.ts';

const provide = (fx: Effects) => incidentAcknowledgeMachine.provide({ actors: { acknowledge: fx.promise() } as never });
const refused = new ApiError({ status: 403, detail: 'Sie dürfen das Controllingsystem dieser Einheit nicht konfigurieren.' });

const events: AnyEventObject[] = [
  { type: 'dialog.open' },
  { type: 'dialog.cancel' },
  { type: 'comment.change', comment: '  Tierarzt informiert ' },
  { type: 'acknowledge.submit' },
  { type: 'xstate.done.actor.acknowledge', output: {} },
  { type: 'xstate.error.actor.acknowledge', error: refused },
];

/** Graph nodes: the state, whether a comment is typed and whether an error shows. */
const key = (s: IncidentAcknowledgeSnapshot) => [s.value, s.context.comment !== '', s.context.error !== null];
const model: Model = { name: 'incidentAcknowledge', machine: incidentAcknowledgeMachine, input: { id: 42, comment: '' }, events, provide, key: key as Model['key'] };

runModel(model, (trace) => {
  // Every call acknowledges this incident with the comment as typed, trimmed.
  for (const call of trace.effects.started) expect(call.input).toEqual({ id: 42, comment: (call.input as { comment: string }).comment.trim() });
  // The dialog is open exactly while editing or sending; 'busy' only while sending.
  for (const s of trace.snapshots as IncidentAcknowledgeSnapshot[]) {
    expect(dialogOpen(s)).toBe(s.matches('editing') || s.matches('sending'));
    expect(isSending(s)).toBe(s.matches('sending'));
  }
});

function start(comment = 'vorher') {
  const fx = new Effects();
  const actor = createActor(provide(fx), { input: { id: 7, comment } }).start();
  const heard: string[] = [];
  actor.on('incident.acknowledged', (e) => heard.push(e.type));
  return { fx, actor, heard, snap: () => actor.getSnapshot() };
}

describe('acknowledging an incident', () => {
  it('opens with the stored comment, sends the typed one trimmed, closes and tells the page once', async () => {
    const { fx, actor, heard, snap } = start();
    actor.send({ type: 'dialog.open' });
    expect(commentText(snap())).toBe('vorher');
    actor.send({ type: 'comment.change', comment: '  Klauenpflege bestellt  ' });
    actor.send({ type: 'acknowledge.submit' });
    expect(isSending(snap())).toBe(true);
    expect(fx.inputOf('acknowledge')).toEqual({ id: 7, comment: 'Klauenpflege bestellt' });
    fx.resolve('acknowledge', {});
    await flush();
    expect(isAcknowledged(snap())).toBe(true);
    expect(dialogOpen(snap())).toBe(false);
    expect(heard).toEqual(['incident.acknowledged']);
  });

  it('a refusal keeps the dialog, the typed comment and the German message; reopening clears the message', async () => {
    const { fx, actor, heard, snap } = start('');
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'comment.change', comment: 'erledigt' });
    actor.send({ type: 'acknowledge.submit' });
    fx.reject('acknowledge', refused);
    await flush();
    expect(dialogOpen(snap())).toBe(true);
    expect(commentText(snap())).toBe('erledigt');
    expect(failure(snap())).toContain('Sie dürfen das Controllingsystem dieser Einheit nicht konfigurieren.');
    actor.send({ type: 'dialog.cancel' });
    actor.send({ type: 'dialog.open' });
    expect(failure(snap())).toBeNull();
    expect(heard).toEqual([]);
  });

  it('cancel sends nothing', () => {
    const { fx, actor, snap } = start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'dialog.cancel' });
    expect(dialogOpen(snap())).toBe(false);
    expect(fx.started).toEqual([]);
  });
});
