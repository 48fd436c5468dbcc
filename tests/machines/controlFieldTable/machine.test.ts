// Model-based tests of the control-field table's machine: paths generated from the real machine (the
// manager's tools: modals, deletes, the saved mark; and the history switch with the watched fields
// changing), driven through real actors with fake effects; together they enter every state and take
// every transition. Then what a farm admin notices: a delete only after confirming, its row marked and
// locked while it runs, a failure said in the server's words, the table read again after every change,
// and history columns that load only while switched on and do not flicker when the fields change.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import type { StoredControlField } from '../../../src/domain/control-field-form.ts';
import { DELETE_FAILED } from '../../../src/domain/controlling-view.ts';
import { ApiError } from '../../../src/domain/errors.ts';
import { controlFieldTableMachine, type ControlFieldTableInput, type ControlFieldTableSnapshot, type PastValues } from '../../../src/machines/controlFieldTable/machine.ts';
import {
  changingRows, deleteNotice, deleteQuestion, editedField, isEditing, isHistoryLoading, isHistoryOn, pastValues,
} from '../../../src/machines/controlFieldTable/selectors.ts';
import { SAVED_MARK_MS } from '../../../src/machines/controlFieldTable/setup.ts';
import { Effects, flush, type Model } from '../model.ts';
import { runModels } from '../run-model.ts';

const AFTER = 'xstate.after.savedMark.controlFieldTable.savedMark.shown';
// The real mark lasts 600 ms; the model's paths end long before a minute, so only the sent event ends it there.
const provide = (fx: Effects) =>
  controlFieldTableMachine.provide({ actors: { deleteAlert: fx.promise(), loadHistory: fx.promise() } as never, delays: { savedMark: 60_000 } });

const input: ControlFieldTableInput = { entity: { entity_type: 'site', entity_id: 31 }, window: { oldest_date: '2025-03-31', report_date: '2026-04-01' } };
const fett: StoredControlField = { id: 1, field: 'fett', operator: 'gt', lower_bound: 4, upper_bound: null, is_relative: false, comparison_group: 2, send_mail: false };
const zellzahl: StoredControlField = { id: 2, field: 'zellzahl', operator: 'lt', lower_bound: null, upper_bound: 200, is_relative: true, comparison_group: null, send_mail: true };
const PAST: PastValues = {
  own: { dates: ['2026-03-12', '2026-02-10'], byDate: { '2026-03-12': { fett: 4.2 }, '2026-02-10': { fett: 3.9 } } },
  byGroup: { 2: { dates: ['2026-03-01'], byDate: { '2026-03-01': { fett: 4.0 } } } },
};
const PAST_2: PastValues = { own: { dates: ['2026-03-12'], byDate: { '2026-03-12': { fett: 4.2, zellzahl: 180 } } }, byGroup: { 2: null } };
const gone = new ApiError({ status: 404, detail: 'Nicht gefunden.' });
const serverDown = new ApiError({ status: 503, statusText: 'Service Unavailable' });

const managerEvents: AnyEventObject[] = [
  { type: 'field.create' },
  { type: 'field.edit', alert: fett },
  { type: 'field.delete', alert: { id: fett.id, field: fett.field } },
  { type: 'field.delete', alert: { id: zellzahl.id, field: zellzahl.field } },
  { type: 'delete.confirm' },
  { type: 'dialog.close' },
  { type: 'field.saved', id: 1 },
  { type: AFTER },
  { type: 'xstate.done.actor.deleteAlert', output: { deleteAlert: { id: 1 } } },
  { type: 'xstate.error.actor.deleteAlert', error: gone },
];
const historyEvents: AnyEventObject[] = [
  { type: 'history.toggle', on: true },
  { type: 'history.toggle', on: false },
  { type: 'table.sources', fields: ['fett'], groups: [2] },
  { type: 'table.sources', fields: ['fett', 'zellzahl'], groups: [2] },
  { type: 'table.sources', fields: [], groups: [] },
  { type: 'xstate.done.actor.loadHistory', output: PAST },
  { type: 'xstate.error.actor.loadHistory', error: serverDown },
];

/** Graph nodes: the states, the confirmed deletes, the marked save, which fields are watched, whether columns show. */
const key = (s: AnyMachineSnapshot) => {
  const c = (s as ControlFieldTableSnapshot).context;
  return [s.value, c.deleting, c.saved, c.sources.fields.join(','), c.past !== null];
};
const models: Model[] = [
  { name: "controlFieldTable (a manager's tools)", machine: controlFieldTableMachine, input, provide, key, events: managerEvents },
  { name: 'controlFieldTable (the history switch)', machine: controlFieldTableMachine, input, provide, key, events: historyEvents },
];

runModels('controlFieldTable', models, (trace) => {
  // At the end of the path: a running delete is for the first confirmed one, and its row is marked;
  // a history load asks for exactly the watched fields and groups of the entity's window.
  // (drivePath stops the actor at the end, so the last start of each effect is what ran.)
  const end = trace.snapshots.at(-1) as ControlFieldTableSnapshot;
  const lastInput = (id: string) => trace.effects.started.filter((e) => e.id === id).at(-1)?.input;
  if (end.matches({ deletion: 'running' })) {
    expect(lastInput('deleteAlert')).toEqual({ id: end.context.deleting[0] });
    expect(changingRows(end)).toContain(end.context.deleting[0]);
  }
  if (end.matches({ history: { on: 'loading' } })) expect(lastInput('loadHistory')).toEqual({ ...input, ...end.context.sources });
  // No history columns while switched off, at any step.
  for (const s of trace.snapshots as ControlFieldTableSnapshot[]) if (!isHistoryOn(s)) expect(pastValues(s)).toBeNull();
});

function start() {
  const fx = new Effects();
  const actor = createActor(controlFieldTableMachine.provide({ actors: { deleteAlert: fx.promise(), loadHistory: fx.promise() } as never }), { input }).start();
  const changed: unknown[] = [];
  actor.on('controlFields.changed', (e) => changed.push(e.type));
  return { fx, actor, changed, snap: () => actor.getSnapshot() };
}

describe('control-field table scenarios', () => {
  afterEach(() => vi.useRealTimers());

  it('a delete asks first, names the field, and is gone on Abbrechen without a request', () => {
    const { fx, actor, snap } = start();
    actor.send({ type: 'field.delete', alert: { id: 1, field: 'fett' } });
    expect(deleteQuestion(snap())).toEqual({ id: 1, field: 'fett' });
    actor.send({ type: 'dialog.close' });
    expect(deleteQuestion(snap())).toBeNull();
    expect(fx.started).toEqual([]);
    expect(changingRows(snap())).toEqual([]);
  });

  it('confirmed deletes run one after the other, their rows marked and locked; a failure says why and the table is read again anyway', async () => {
    const { fx, actor, changed, snap } = start();
    actor.send({ type: 'field.delete', alert: { id: 1, field: 'fett' } });
    actor.send({ type: 'delete.confirm' });
    expect(deleteQuestion(snap())).toBeNull();
    expect(fx.inputOf('deleteAlert')).toEqual({ id: 1 });
    expect(changingRows(snap())).toEqual([1]);
    // The marked row takes neither edit nor delete; another row does.
    actor.send({ type: 'field.edit', alert: fett });
    actor.send({ type: 'field.delete', alert: { id: 1, field: 'fett' } });
    expect(isEditing(snap()) || deleteQuestion(snap()) !== null).toBe(false);
    actor.send({ type: 'field.delete', alert: { id: 2, field: 'zellzahl' } });
    actor.send({ type: 'delete.confirm' });
    expect(changingRows(snap())).toEqual([1, 2]);
    expect(fx.inputOf('deleteAlert')).toEqual({ id: 1 });

    fx.reject('deleteAlert', gone);
    await flush();
    // The generic handler's words: status line and the server's detail.
    expect(deleteNotice(snap())).toBe('Fehlercode: 404 (Not Found)\nDetails: Nicht gefunden.');
    expect(changed).toEqual(['controlFields.changed']);
    expect(changingRows(snap())).toEqual([2]);
    expect(fx.inputOf('deleteAlert')).toEqual({ id: 2 });
    fx.resolve('deleteAlert', { deleteAlert: { id: 2 } });
    await flush();
    expect(deleteNotice(snap())).toBeNull();
    expect(changingRows(snap())).toEqual([]);
    expect(changed).toHaveLength(2);
  });

  it('a delete whose request was cut off says the control field could not be deleted', async () => {
    const { fx, actor, snap } = start();
    actor.send({ type: 'field.delete', alert: { id: 1, field: 'fett' } });
    actor.send({ type: 'delete.confirm' });
    fx.reject('deleteAlert', ApiError.noResponse(true));
    await flush();
    expect(deleteNotice(snap())).toBe(DELETE_FAILED);
  });

  it('the modal edits the stored fields only; a save closes it, marks the row for a moment and reads the table again', async () => {
    vi.useFakeTimers();
    const { actor, changed, snap } = start();
    actor.send({ type: 'field.create' });
    expect(isEditing(snap())).toBe(true);
    expect(editedField(snap())).toBeNull();
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'field.edit', alert: { ...fett, problem: 'Ungültige Vergleichsgruppe', last_incident: null } as StoredControlField });
    expect(editedField(snap())).toEqual(fett);
    actor.send({ type: 'field.saved', id: 1 });
    expect(isEditing(snap())).toBe(false);
    expect(changingRows(snap())).toEqual([1]);
    expect(changed).toEqual(['controlFields.changed']);
    // Marked and locked until the mark ends; a second save starts the mark again.
    await vi.advanceTimersByTimeAsync(SAVED_MARK_MS - 200);
    actor.send({ type: 'field.edit', alert: fett });
    expect(isEditing(snap())).toBe(false);
    actor.send({ type: 'field.create' });
    actor.send({ type: 'field.saved', id: 2 });
    await vi.advanceTimersByTimeAsync(300);
    expect(changingRows(snap())).toEqual([2]);
    await vi.advanceTimersByTimeAsync(SAVED_MARK_MS);
    expect(changingRows(snap())).toEqual([]);
  });

  it('history columns: loaded only while switched on, again when the watched fields change (the old columns stay meanwhile), gone when off', async () => {
    const { fx, actor, snap } = start();
    actor.send({ type: 'table.sources', fields: ['fett'], groups: [2] });
    expect(fx.started).toEqual([]);
    actor.send({ type: 'history.toggle', on: true });
    expect(isHistoryLoading(snap())).toBe(true);
    expect(fx.inputOf('loadHistory')).toEqual({ ...input, fields: ['fett'], groups: [2] });
    fx.resolve('loadHistory', PAST);
    await flush();
    expect(pastValues(snap())).toEqual(PAST);
    // The same fields again (the list was read again): nothing to load.
    actor.send({ type: 'table.sources', fields: ['fett'], groups: [2] });
    expect(fx.isRunning('loadHistory')).toBe(false);
    actor.send({ type: 'table.sources', fields: ['fett', 'zellzahl'], groups: [2] });
    expect(fx.inputOf('loadHistory')).toEqual({ ...input, fields: ['fett', 'zellzahl'], groups: [2] });
    expect(isHistoryLoading(snap())).toBe(false);
    expect(pastValues(snap())).toEqual(PAST);
    fx.resolve('loadHistory', PAST_2);
    await flush();
    expect(pastValues(snap())).toEqual(PAST_2);
    actor.send({ type: 'history.toggle', on: false });
    expect(pastValues(snap())).toBeNull();
    // On again: loading from scratch, with the spinner; a failure shows no columns.
    actor.send({ type: 'history.toggle', on: true });
    expect(isHistoryLoading(snap())).toBe(true);
    fx.reject('loadHistory', serverDown);
    await flush();
    expect(pastValues(snap())).toBeNull();
    expect(isHistoryLoading(snap())).toBe(false);
    // The last control field deleted: no fields, no columns, no request.
    actor.send({ type: 'table.sources', fields: [], groups: [] });
    expect(fx.isRunning('loadHistory')).toBe(false);
    expect(pastValues(snap())).toBeNull();
  });
});
