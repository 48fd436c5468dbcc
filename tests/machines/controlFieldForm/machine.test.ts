// Model-based tests of the control-field modal's machine: paths generated from the real machine (a
// new control field and an edited one), driven through real actors with fake effects, entering every
// state and taking every transition. Then the behaviour a person sees in the modal.
import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { EMPTY_CONTROL_FIELD, NO_SUBCATEGORY, type FieldOption } from '../../../src/domain/control-field-form.ts';
import { ApiError } from '../../../src/domain/errors.ts';
import { TRIGGER_MESSAGES } from '../../../src/domain/trigger.ts';
import { LIFECYCLE_MESSAGES } from '../../../src/domain/alert-lifecycle.ts';
import { LIFECYCLE_BLOCKER } from '../../../src/domain/alert-lifecycle-view.ts';
import { controlFieldFormMachine, type ControlFieldInput } from '../../../src/machines/controlFieldForm/machine.ts';
import {
  canSave, pendingTestDaysMessage, recoveryMarginMessage, categories, fields, formNotice, formValues, hint, hintFailed, isSaved, saveBlocker, savedId, serverErrors, subcategories, thresholdMessages,
} from '../../../src/machines/controlFieldForm/selectors.ts';
import { Effects, flush, type Model } from '../model.ts';
import { runModel } from '../run-model.ts';

const field = (pythonic_name: string, label: string, category: string, subcategory: string, priority: number): FieldOption => ({
  pythonic_name, label_or_name: label, category, subcategory, priority, precision: 1, evaluation: true,
});
const catalogue: FieldOption[] = [
  field('zellzahl', 'Zellzahl', 'Eutergesundheit', '', 5),
  field('neuinfektion', 'Neuinfektionsrate', 'Eutergesundheit', 'Verlauf', 3),
  field('ausheilung', 'ausheilungsrate', 'Eutergesundheit', 'Verlauf', 3),
  field('milch_kg', 'Milch kg', 'Prüftagsergebnisse', 'Milch', 9),
  field('fett', 'Fett %', 'Prüftagsergebnisse', 'Inhaltsstoffe', 1),
  field('rastzeit', 'Rastzeit', 'Fruchtbarkeit', 'Zeiten', 2),
];
const entity = { entity_type: 'site' as const, entity_id: 31 };
const createInput: ControlFieldInput = { entity, alertId: null, initial: EMPTY_CONTROL_FIELD, catalogue, watched: ['fett'] };
const editInput: ControlFieldInput = {
  entity,
  alertId: 12,
  initial: { ...EMPTY_CONTROL_FIELD, field: 'fett', operator: 'gt', lower_bound: 4, comparison_group: 2, pending_test_days: 3, recovery_margin: 0.5 },
  catalogue,
  watched: ['fett', 'zellzahl'],
};

const provide = (fx: Effects) => controlFieldFormMachine.provide({ actors: { loadHint: fx.promise(), saveAlert: fx.promise() } as never });
const start = (fx: Effects, input = createInput) => createActor(provide(fx), { input }).start();

const refused = new ApiError({ status: 400, detail: 'Ungültige Eingabe.', fields: { field: ['Dieses Feld wird für diese Einheit bereits überwacht.'] } });
const serverDown = new ApiError({ status: 500, statusText: 'Internal Server Error' });

const events: AnyEventObject[] = [
  { type: 'choice.category', category: 'Fruchtbarkeit' },
  { type: 'choice.category', category: 'Eutergesundheit' },
  { type: 'choice.subcategory', subcategory: 'Verlauf' },
  { type: 'choice.field', field: 'neuinfektion' },
  { type: 'threshold.operator', operator: 'in' },
  { type: 'threshold.lower', value: 30 },
  { type: 'threshold.upper', value: 20 },
  { type: 'threshold.upper', value: 40 },
  { type: 'threshold.relative', on: true },
  { type: 'group.choose', group: 2 },
  { type: 'mail.toggle', on: true },
  { type: 'lifecycle.pendingDays', value: 13 },
  { type: 'lifecycle.pendingDays', value: 2 },
  { type: 'lifecycle.margin', value: 3.5 },
  { type: 'form.submit' },
  { type: 'notice.close' },
  { type: 'xstate.done.actor.loadHint', output: { value: 25, groupValue: 50 } },
  { type: 'xstate.error.actor.loadHint', error: serverDown },
  { type: 'xstate.done.actor.saveAlert', output: { id: 77 } },
  { type: 'xstate.error.actor.saveAlert', error: refused },
  { type: 'xstate.error.actor.saveAlert', error: serverDown },
];

/** Graph nodes: the state, whether it may be saved, and whether a field is chosen. */
const key = (s: AnyMachineSnapshot) => [s.value, canSave(s as never), s.context.values.field !== null];

const createModel: Model = { name: 'controlFieldForm (Neues Kontrollfeld)', machine: controlFieldFormMachine, input: createInput, provide, key, events };
const editModel: Model = { name: 'controlFieldForm (edit)', machine: controlFieldFormMachine, input: editInput, provide, key, events };
runModel(createModel);
runModel(editModel);

describe('control-field modal scenarios', () => {
  it('category → subcategory → field: priority first then name, watched fields left out, a single option chosen by itself', () => {
    const fx = new Effects();
    const actor = start(fx);
    expect(categories(actor.getSnapshot()).map((c) => c.label)).toEqual(['Prüftagsergebnisse', 'Eutergesundheit', 'Fruchtbarkeit']);
    actor.send({ type: 'choice.category', category: 'Eutergesundheit' });
    expect(subcategories(actor.getSnapshot())).toEqual([{ id: '', label: NO_SUBCATEGORY }, { id: 'Verlauf', label: 'Verlauf' }]);
    expect(formValues(actor.getSnapshot()).field).toBeNull();
    actor.send({ type: 'choice.subcategory', subcategory: 'Verlauf' });
    // Same priority: by name, case-insensitive ('ausheilungsrate' before 'Neuinfektionsrate').
    expect(fields(actor.getSnapshot()).map((f) => f.label)).toEqual(['ausheilungsrate', 'Neuinfektionsrate']);
    // 'Prüftagsergebnisse' keeps only 'Milch' once 'fett' is watched: subcategory and field are chosen by themselves.
    actor.send({ type: 'choice.category', category: 'Prüftagsergebnisse' });
    expect(subcategories(actor.getSnapshot()).map((c) => c.label)).toEqual(['Milch']);
    expect(formValues(actor.getSnapshot())).toMatchObject({ category: 'Prüftagsergebnisse', subcategory: 'Milch', field: 'milch_kg' });
    expect(fx.inputOf('loadHint')).toEqual({ ...entity, field: 'milch_kg', comparison_group: null });
  });

  it("bounds: 'Wählen Sie Werte aus!' once a bound was typed in and is empty, the order message for In/NotIn, ready only with field, group and ordered bounds", () => {
    const fx = new Effects();
    const actor = start(fx);
    // Nothing is shouted at an untouched form; beside the disabled button it says what is missing.
    expect(thresholdMessages(actor.getSnapshot())).toEqual({});
    expect(saveBlocker(actor.getSnapshot())).toBe('Zum Hinzufügen fehlt noch: Kennzahl, Schwellenwert und Vergleichsgruppe.');
    actor.send({ type: 'choice.category', category: 'Fruchtbarkeit' });
    expect(thresholdMessages(actor.getSnapshot())).toEqual({});
    // Typed and emptied again: now it is missing.
    actor.send({ type: 'threshold.upper', value: 7 });
    actor.send({ type: 'threshold.upper', value: null });
    expect(thresholdMessages(actor.getSnapshot())).toEqual({ upper_bound: TRIGGER_MESSAGES.missing });
    actor.send({ type: 'threshold.upper', value: -5 });
    expect(thresholdMessages(actor.getSnapshot())).toEqual({ upper_bound: 'Der Wert darf nicht kleiner als 0 sein.' });
    expect(saveBlocker(actor.getSnapshot())).toBe('Zum Hinzufügen fehlt noch: Vergleichsgruppe. Der Schwellenwert ist noch ungültig (siehe Hinweis am Wert).');
    actor.send({ type: 'threshold.upper', value: 80 });
    expect(canSave(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'group.choose', group: 2 });
    expect(canSave(actor.getSnapshot())).toBe(true);
    expect(saveBlocker(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'threshold.operator', operator: 'not in' });
    expect(thresholdMessages(actor.getSnapshot())).toEqual({});
    expect(saveBlocker(actor.getSnapshot())).toBe('Zum Hinzufügen fehlt noch: Schwellenwert.');
    actor.send({ type: 'threshold.lower', value: null });
    expect(thresholdMessages(actor.getSnapshot())).toEqual({ lower_bound: TRIGGER_MESSAGES.missing });
    actor.send({ type: 'threshold.lower', value: 90 });
    expect(thresholdMessages(actor.getSnapshot())).toEqual({ lower_bound: 'Der linke Bereichswert muss kleiner als der Rechte sein.' });
    actor.send({ type: 'form.submit' });
    expect(fx.isRunning('saveAlert')).toBe(false);
    actor.send({ type: 'threshold.lower', value: 80 });
    expect(canSave(actor.getSnapshot())).toBe(true);
  });

  it('the live hint: the current value, the group value when relative, and whether it would trigger now', async () => {
    const fx = new Effects();
    const actor = start(fx);
    actor.send({ type: 'choice.category', category: 'Fruchtbarkeit' });
    fx.resolve('loadHint', { value: 95, groupValue: 100 });
    await flush();
    actor.send({ type: 'threshold.upper', value: 90 });
    expect(hint(actor.getSnapshot())).toEqual({ triggers: false, lines: ['Das Kontrollfeld würde jetzt nicht auslösen.', 'Aktueller Wert: 95,0'] });
    actor.send({ type: 'threshold.operator', operator: 'gt' });
    actor.send({ type: 'threshold.lower', value: 90 });
    actor.send({ type: 'threshold.relative', on: true });
    // Relative: 90 % of the group value (100) = 90 < 95, and the group value is shown.
    expect(hint(actor.getSnapshot())).toEqual({ triggers: true, lines: ['Das Kontrollfeld würde jetzt auslösen.', 'Aktueller Wert: 95,0', 'Wert der Vergleichsgruppe: 100,0'] });
    actor.send({ type: 'group.choose', group: 3 });
    expect(hint(actor.getSnapshot())).toBeNull();
    expect(fx.inputOf('loadHint')).toEqual({ ...entity, field: 'rastzeit', comparison_group: 3 });
    fx.reject('loadHint', serverDown);
    await flush();
    expect(hintFailed(actor.getSnapshot())).toBe(true);
  });

  it('saving a new field: Lt sends only the upper bound; a refusal shows the server message at its field; then it saves and announces the id', async () => {
    const fx = new Effects();
    const actor = start(fx);
    const announced: unknown[] = [];
    actor.on('controlField.saved', (e) => announced.push(e.id));
    actor.send({ type: 'choice.category', category: 'Fruchtbarkeit' });
    actor.send({ type: 'threshold.lower', value: 3 });
    actor.send({ type: 'threshold.upper', value: 80 });
    actor.send({ type: 'group.choose', group: 2 });
    actor.send({ type: 'mail.toggle', on: true });
    actor.send({ type: 'form.submit' });
    expect(fx.inputOf('saveAlert')).toEqual({
      kind: 'create',
      body: { ...entity, field: 'rastzeit', comparison_group: 2, operator: 'lt', lower_bound: null, upper_bound: 80, is_relative: false, send_mail: true, pending_test_days: 1, recovery_margin: 0 },
    });
    fx.reject('saveAlert', refused);
    await flush();
    expect(serverErrors(actor.getSnapshot())).toEqual({ field: ['Dieses Feld wird für diese Einheit bereits überwacht.'] });
    // Said at the field, so no 'Fehlercode: 400' notice repeats it.
    expect(formNotice(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'form.submit' });
    fx.resolve('saveAlert', { id: 77 });
    await flush();
    expect(isSaved(actor.getSnapshot())).toBe(true);
    expect(savedId(actor.getSnapshot())).toBe(77);
    expect(announced).toEqual([77]);
  });

  it('editing: the own field stays choosable although watched, its place in the catalogue is restored, and it is PATCHed by id', () => {
    const fx = new Effects();
    const actor = start(fx, editInput);
    expect(formValues(actor.getSnapshot())).toMatchObject({ category: 'Prüftagsergebnisse', subcategory: 'Inhaltsstoffe', field: 'fett' });
    actor.send({ type: 'choice.category', category: 'Eutergesundheit' });
    expect(subcategories(actor.getSnapshot()).map((s) => s.label)).toEqual(['Verlauf']);
    actor.send({ type: 'choice.category', category: 'Prüftagsergebnisse' });
    actor.send({ type: 'choice.subcategory', subcategory: 'Inhaltsstoffe' });
    actor.send({ type: 'form.submit' });
    expect(fx.inputOf('saveAlert')).toEqual({
      kind: 'update',
      id: 12,
      body: { field: 'fett', comparison_group: 2, operator: 'gt', lower_bound: 4, upper_bound: null, is_relative: false, send_mail: false, pending_test_days: 3, recovery_margin: 0.5 },
    });
  });

  it('the lifecycle settings: fires after N test days (1 to 12, default 1), a recovery margin ≥ 0; invalid ones block saving with a German message and are sent with the control field', async () => {
    const fx = new Effects();
    const actor = start(fx);
    actor.send({ type: 'choice.category', category: 'Fruchtbarkeit' });
    actor.send({ type: 'threshold.upper', value: 80 });
    actor.send({ type: 'group.choose', group: 2 });
    expect(canSave(actor.getSnapshot())).toBe(true);
    // Untouched defaults say nothing.
    expect(pendingTestDaysMessage(actor.getSnapshot())).toBeUndefined();
    actor.send({ type: 'lifecycle.pendingDays', value: 13 });
    expect(pendingTestDaysMessage(actor.getSnapshot())).toBe(LIFECYCLE_MESSAGES.pendingTestDays);
    expect(canSave(actor.getSnapshot())).toBe(false);
    expect(saveBlocker(actor.getSnapshot())).toBe(LIFECYCLE_BLOCKER);
    actor.send({ type: 'form.submit' });
    expect(fx.isRunning('saveAlert')).toBe(false);
    actor.send({ type: 'lifecycle.pendingDays', value: 2.5 });
    expect(pendingTestDaysMessage(actor.getSnapshot())).toBe(LIFECYCLE_MESSAGES.pendingTestDays);
    actor.send({ type: 'lifecycle.pendingDays', value: null });
    expect(canSave(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'lifecycle.pendingDays', value: 2 });
    expect(pendingTestDaysMessage(actor.getSnapshot())).toBeUndefined();
    actor.send({ type: 'lifecycle.margin', value: -1 });
    expect(recoveryMarginMessage(actor.getSnapshot())).toBe(LIFECYCLE_MESSAGES.recoveryMargin);
    expect(canSave(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'lifecycle.margin', value: 3.5 });
    expect(canSave(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(fx.inputOf('saveAlert')).toMatchObject({ kind: 'create', body: { pending_test_days: 2, recovery_margin: 3.5 } });
    // The server's message for a setting stands at its input, not in a notice.
    fx.reject('saveAlert', new ApiError({ status: 400, detail: 'Ungültige Eingabe.', fields: { recovery_margin: [LIFECYCLE_MESSAGES.recoveryMargin] } }));
    await flush();
    expect(recoveryMarginMessage(actor.getSnapshot())).toBe(LIFECYCLE_MESSAGES.recoveryMargin);
    expect(formNotice(actor.getSnapshot())).toBeNull();
  });

  it('editing keeps the stored lifecycle settings', () => {
    const fx = new Effects();
    const actor = start(fx, editInput);
    expect(formValues(actor.getSnapshot())).toMatchObject({ pending_test_days: 3, recovery_margin: 0.5 });
  });
});
