// Model-based tests of the evaluation wizard: paths generated from the real machine for a new
// evaluation and for editing one that is the user's start-page default (with groups that can no
// longer be selected), driven through real actors with fake effects; together they must enter every
// state and take every transition. Then the scenarios a person would notice, message by message.
import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { EVALUATION_MESSAGES } from '../../../src/domain/evaluation-rules.ts';
import { emptyEvaluationForm, evaluationFormFrom, isTabReady, type EvaluationFormValues } from '../../../src/domain/evaluation-form.ts';
import { LOCATION_SIZE_ONLY_FOR_LOCATION } from '../../../src/domain/group-privacy.ts';
import { ApiError } from '../../../src/domain/errors.ts';
import { evaluationWizardMachine, type EvaluationWizardInput } from '../../../src/machines/evaluationWizard/machine.ts';
import {
  canGoNext, canSubmit, currentTab, deselectedGroups, finalBlocker, formValues, isDone, isSaving, tabEnabled, visibleErrors, wizardNotice,
} from '../../../src/machines/evaluationWizard/selectors.ts';
import { Effects, flush, type Model } from '../model.ts';
import { runModels } from '../run-model.ts';

const provide = (fx: Effects) => evaluationWizardMachine.provide({ actors: { saveEvaluation: fx.promise(), setDefault: fx.promise() } as never });

const groups = [
  { id: 4, location_count: 31 },
  { id: 5, location_count: 0 },
  { id: 6, location_count: 12 },
];
const farmAdmin = { account_type: 'farm_admin' as const };

const createInput: EvaluationWizardInput = { mode: 'create', evaluationId: null, initial: emptyEvaluationForm(), groups, user: farmAdmin };
const stored = { id: 1, name: 'Mein LDWU im Vergleich', entity_type: 'farm' as const, entity_id: 7, filter: 1, comparison_groups: [4, 5, 99], visibility: 'farm' as const, send_mail: false };
const editInput: EvaluationWizardInput = { mode: 'edit', evaluationId: 1, initial: evaluationFormFrom(stored, false, farmAdmin, 1), groups, user: farmAdmin };

const invalid = (fields: Record<string, string[]>) => new ApiError({ status: 400, detail: 'Ungültige Eingabe.', code: 'invalid', fields });
const nameTaken = invalid({ name: ['Geben Sie einen Namen ein.'] });
const filterGone = invalid({ filter: ['Der Kennzahlen-Filter existiert nicht oder ist für Sie nicht auswählbar.'] });
const groupGone = invalid({ 'comparison_groups.0': ['Die Vergleichsgruppe 4 existiert nicht oder ist für Sie nicht auswählbar.'] });
const serverDown = new ApiError({ status: 500, statusText: 'Internal Server Error' });

const events: AnyEventObject[] = [
  { type: 'form.change', values: { name: 'Herdenvergleich', entityType: 'farm', entityId: 7 } },
  { type: 'form.change', values: { name: '  ' } },
  { type: 'form.change', values: { groups: [4] } },
  { type: 'form.change', values: { groups: [] } },
  // The special group on a farm evaluation: the groups tab is not ready ('Kann nur Prüfdaten …').
  { type: 'form.change', values: { groups: ['location_size', 4] } },
  // The picker made a group meanwhile: the list comes again with it.
  { type: 'groups.update', groups: [...groups, { id: 8, location_count: 3, name: 'Neu' }] },
  { type: 'field.blur', field: 'name' },
  { type: 'tab.next' },
  { type: 'tab.back' },
  { type: 'tab.select', tab: 'general' },
  { type: 'tab.select', tab: 'figures' },
  { type: 'tab.select', tab: 'groups' },
  { type: 'form.submit' },
  { type: 'notice.close' },
  { type: 'xstate.done.actor.saveEvaluation', output: { id: 21 } },
  { type: 'xstate.error.actor.saveEvaluation', error: nameTaken },
  { type: 'xstate.error.actor.saveEvaluation', error: filterGone },
  { type: 'xstate.error.actor.saveEvaluation', error: serverDown },
  { type: 'xstate.done.actor.setDefault', output: {} },
  { type: 'xstate.error.actor.setDefault', error: serverDown },
];

/** Graph nodes: the state, which tabs are ready, whether the default switch changed, new or stored. */
const key = (s: AnyMachineSnapshot) => {
  const v = s.context.values as EvaluationFormValues;
  return [s.value, s.context.mode, !!v.name.trim() && v.entityType !== null, isTabReady('groups', v), v.isDefault !== s.context.initial.isDefault];
};

const models: Model[] = [
  { name: 'evaluationWizard (new evaluation)', machine: evaluationWizardMachine, input: createInput, provide, key, events: [...events, { type: 'form.change', values: { isDefault: true } }] },
  { name: 'evaluationWizard (editing the default evaluation)', machine: evaluationWizardMachine, input: editInput, provide, key, events: [...events, { type: 'form.change', values: { isDefault: false } }] },
];

runModels('evaluationWizard', models);

const start = (input: EvaluationWizardInput = createInput) => {
  const fx = new Effects();
  return { fx, actor: createActor(provide(fx), { input }).start() };
};

describe('evaluation wizard scenarios', () => {
  it("'Weiter' waits for a name and an entity; the messages show once the fields were touched", () => {
    const { actor } = start();
    const s = () => actor.getSnapshot();
    expect(currentTab(s())).toBe('general');
    expect(canGoNext(s())).toBe(false);
    expect(visibleErrors(s())).toEqual({});
    actor.send({ type: 'tab.next' });
    expect(currentTab(s())).toBe('general');
    actor.send({ type: 'field.blur', field: 'name' });
    expect(visibleErrors(s())).toEqual({ name: 'Geben Sie einen Namen ein.' });
    actor.send({ type: 'form.change', values: { name: 'Herdenvergleich' } });
    actor.send({ type: 'field.blur', field: 'entity' });
    expect(visibleErrors(s())).toEqual({ entity: 'Wählen Sie eine Entität aus.' });
    actor.send({ type: 'form.change', values: { entityType: 'farm' } });
    expect(canGoNext(s())).toBe(false);
    expect(tabEnabled(s(), 'figures')).toBe(false);
    actor.send({ type: 'form.change', values: { entityId: 7 } });
    expect(canGoNext(s())).toBe(true);
    actor.send({ type: 'tab.next' });
    expect(currentTab(s())).toBe('figures');
    expect(canGoNext(s())).toBe(true);
    actor.send({ type: 'tab.next' });
    expect(currentTab(s())).toBe('groups');
    // Not shouted before the user chose: beside the disabled button it says what is missing.
    expect(visibleErrors(s())).toEqual({});
    expect(finalBlocker(s())).toBe('Zum Hinzufügen fehlt noch: mindestens eine Vergleichsgruppe.');
    expect(canSubmit(s())).toBe(false);
    actor.send({ type: 'form.change', values: { groups: [4, 6] } });
    expect(canSubmit(s())).toBe(true);
    expect(finalBlocker(s())).toBeNull();
    actor.send({ type: 'form.change', values: { groups: [] } });
    expect(visibleErrors(s())).toEqual({ groups: EVALUATION_MESSAGES.groupRequired });
    actor.send({ type: 'form.change', values: { groups: [4, 6] } });
    actor.send({ type: 'form.change', values: { name: '' } });
    expect(canSubmit(s())).toBe(false);
    expect(tabEnabled(s(), 'groups')).toBe(false);
  });

  it('a new evaluation is POSTed with visibility self; a default switch on sets the start page to the new id', async () => {
    const { fx, actor } = start();
    actor.send({ type: 'form.change', values: { name: ' Herdenvergleich ', entityType: 'location', entityId: 11, isDefault: true, sendMail: true } });
    actor.send({ type: 'tab.select', tab: 'groups' });
    actor.send({ type: 'form.change', values: { groups: [6, 4] } });
    actor.send({ type: 'form.submit' });
    expect(isSaving(actor.getSnapshot())).toBe(true);
    expect(fx.inputOf('saveEvaluation')).toEqual({
      kind: 'create',
      body: { name: 'Herdenvergleich', entity_type: 'location', entity_id: 11, filter: null, comparison_groups: [6, 4], visibility: 'self', send_mail: true },
    });
    fx.resolve('saveEvaluation', { id: 21 });
    await flush();
    expect(fx.inputOf('setDefault')).toEqual({ evaluationId: 21 });
    fx.resolve('setDefault', {});
    await flush();
    expect(isDone(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().output).toEqual({ id: 21, isDefault: true });
  });

  it("on open, groups that cannot be selected are dropped and kept as 'deselektiert'; the edit PATCHes without them", async () => {
    const { fx, actor } = start(editInput);
    expect(formValues(actor.getSnapshot()).groups).toEqual([4]);
    expect(deselectedGroups(actor.getSnapshot())).toEqual([5, 99]);
    expect(formValues(actor.getSnapshot()).isDefault).toBe(true);
    actor.send({ type: 'tab.select', tab: 'groups' });
    actor.send({ type: 'form.submit' });
    expect(fx.inputOf('saveEvaluation')).toMatchObject({ kind: 'update', id: 1, body: { comparison_groups: [4], visibility: 'farm', filter: 1 } });
    fx.resolve('saveEvaluation', { id: 1 });
    await flush();
    // The default did not change: no user PATCH.
    expect(fx.started.map((s) => s.id)).toEqual(['saveEvaluation']);
    expect(isDone(actor.getSnapshot())).toBe(true);
  });

  it('switching the default off on the default evaluation clears the start page (null)', async () => {
    const { fx, actor } = start(editInput);
    actor.send({ type: 'form.change', values: { isDefault: false } });
    actor.send({ type: 'tab.select', tab: 'groups' });
    actor.send({ type: 'form.submit' });
    fx.resolve('saveEvaluation', { id: 1 });
    await flush();
    expect(fx.inputOf('setDefault')).toEqual({ evaluationId: null });
  });

  it('server field messages land on their fields and open their tab; changing the field clears its message', async () => {
    const { fx, actor } = start(editInput);
    actor.send({ type: 'tab.select', tab: 'groups' });
    actor.send({ type: 'form.submit' });
    fx.reject('saveEvaluation', filterGone);
    await flush();
    expect(currentTab(actor.getSnapshot())).toBe('figures');
    expect(visibleErrors(actor.getSnapshot())).toEqual({ filter: 'Der Kennzahlen-Filter existiert nicht oder ist für Sie nicht auswählbar.' });
    expect(wizardNotice(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'form.change', values: { filter: null } });
    expect(visibleErrors(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'tab.next' });
    actor.send({ type: 'form.submit' });
    fx.reject('saveEvaluation', groupGone);
    await flush();
    expect(currentTab(actor.getSnapshot())).toBe('groups');
    expect(visibleErrors(actor.getSnapshot()).groups).toBe('Die Vergleichsgruppe 4 existiert nicht oder ist für Sie nicht auswählbar.');
    actor.send({ type: 'form.submit' });
    fx.reject('saveEvaluation', nameTaken);
    await flush();
    expect(currentTab(actor.getSnapshot())).toBe('general');
  });

  it('a failure without field messages becomes a notice; the wizard stays on the third tab as filled in', async () => {
    const { fx, actor } = start(editInput);
    actor.send({ type: 'tab.select', tab: 'groups' });
    actor.send({ type: 'form.submit' });
    fx.reject('saveEvaluation', serverDown);
    await flush();
    expect(currentTab(actor.getSnapshot())).toBe('groups');
    expect(wizardNotice(actor.getSnapshot())).toMatchObject({ title: 'Auswertung nicht gespeichert', level: 'error' });
    expect(formValues(actor.getSnapshot()).name).toBe('Mein LDWU im Vergleich');
    actor.send({ type: 'notice.close' });
    expect(wizardNotice(actor.getSnapshot())).toBeNull();
  });

  it('a failed start-page change warns; the evaluation is stored, so the next try PATCHes it instead of creating another', async () => {
    const { fx, actor } = start();
    actor.send({ type: 'form.change', values: { name: 'Neu', entityType: 'farm', entityId: 7, isDefault: true, groups: [4] } });
    actor.send({ type: 'tab.select', tab: 'groups' });
    actor.send({ type: 'form.submit' });
    fx.resolve('saveEvaluation', { id: 30 });
    await flush();
    fx.reject('setDefault', serverDown);
    await flush();
    expect(wizardNotice(actor.getSnapshot())).toMatchObject({ title: 'Startseite nicht geändert', level: 'warning' });
    actor.send({ type: 'form.submit' });
    expect(fx.inputOf('saveEvaluation')).toMatchObject({ kind: 'update', id: 30 });
  });

  it("universal evaluations are neither shared nor a start-page default: visibility falls back to 'self', the switch goes off", () => {
    const admin = { account_type: 'association_admin' as const };
    const { actor } = start({ ...createInput, user: admin });
    actor.send({ type: 'form.change', values: { entityType: 'association', entityId: 2, visibility: 'all', isDefault: true } });
    expect(formValues(actor.getSnapshot())).toMatchObject({ visibility: 'all', isDefault: true });
    actor.send({ type: 'form.change', values: { entityType: 'universal' } });
    expect(formValues(actor.getSnapshot())).toMatchObject({ entityId: null, visibility: 'self', isDefault: false });
  });

  it("a farm admin's stored 'association' visibility is not offered to them and falls back to 'self'", () => {
    const values = evaluationFormFrom({ ...stored, visibility: 'association' }, false, farmAdmin, null);
    expect(values.visibility).toBe('self');
    expect(values.isDefault).toBe(false);
  });

  it("'Gleiche Betriebsgröße' survives an edit of a universal evaluation and is PATCHed in place", () => {
    const universal = { ...stored, entity_type: null, entity_id: null, visibility: 'self' as const, comparison_groups: [4, 'location_size', 99] };
    const { fx, actor } = start({ ...editInput, initial: evaluationFormFrom(universal, false, farmAdmin, null) });
    expect(formValues(actor.getSnapshot()).groups).toEqual([4, 'location_size']);
    expect(deselectedGroups(actor.getSnapshot())).toEqual([99]);
    actor.send({ type: 'tab.select', tab: 'groups' });
    actor.send({ type: 'form.submit' });
    expect(fx.inputOf('saveEvaluation')).toMatchObject({ kind: 'update', body: { entity_type: null, comparison_groups: [4, 'location_size'] } });
  });

  it("'Gleiche Betriebsgröße' on a farm evaluation says the server's sentence and cannot be saved until the entity is a location", () => {
    const { fx, actor } = start();
    actor.send({ type: 'form.change', values: { name: 'Größe', entityType: 'farm', entityId: 7, groups: ['location_size'] } });
    actor.send({ type: 'tab.select', tab: 'groups' });
    expect(visibleErrors(actor.getSnapshot())).toEqual({ groups: LOCATION_SIZE_ONLY_FOR_LOCATION });
    expect(canSubmit(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'form.submit' });
    expect(fx.started).toEqual([]);
    actor.send({ type: 'tab.select', tab: 'general' });
    actor.send({ type: 'form.change', values: { entityType: 'location', entityId: 11 } });
    actor.send({ type: 'tab.select', tab: 'groups' });
    expect(canSubmit(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(fx.inputOf('saveEvaluation')).toMatchObject({ kind: 'create', body: { entity_type: 'location', entity_id: 11, comparison_groups: ['location_size'] } });
  });

  it("a copy opens as a new evaluation named '… Kopie' with the default switch off", () => {
    const copy = evaluationFormFrom(stored, true, farmAdmin, 1);
    expect(copy).toMatchObject({ name: 'Mein LDWU im Vergleich Kopie', isDefault: false, groups: [4, 5, 99], filter: 1 });
    const { actor } = start({ ...createInput, initial: copy });
    expect(formValues(actor.getSnapshot()).groups).toEqual([4]);
    expect(canGoNext(actor.getSnapshot())).toBe(true);
  });
});

describe('evaluation wizard: messages wait for the user, empty groups are refused', () => {
  it("choosing an entity type does not shout 'Wählen Sie eine Entität aus.' before the entity choice was used", () => {
    const { actor } = start();
    const s = () => actor.getSnapshot();
    actor.send({ type: 'form.change', values: { name: 'Herdenvergleich' } });
    actor.send({ type: 'form.change', values: { entityType: 'farm' } });
    expect(visibleErrors(s())).toEqual({});
    actor.send({ type: 'field.blur', field: 'entity' });
    expect(visibleErrors(s())).toEqual({ entity: 'Wählen Sie eine Entität aus.' });
    // Another type: a fresh choice, quiet again until used.
    actor.send({ type: 'form.change', values: { entityType: 'location' } });
    expect(visibleErrors(s())).toEqual({});
    actor.send({ type: 'form.change', values: { entityId: 3 } });
    expect(visibleErrors(s())).toEqual({});
  });

  it('a group made meanwhile that has no members blocks the final button and says why', () => {
    const { actor, fx } = start();
    const s = () => actor.getSnapshot();
    actor.send({ type: 'form.change', values: { name: 'Herdenvergleich', entityType: 'farm', entityId: 7 } });
    actor.send({ type: 'tab.select', tab: 'groups' });
    // The picker saved a new group and selected it; the reloaded list says it has no members.
    actor.send({ type: 'groups.update', groups: [...groups, { id: 9, location_count: 0, name: 'Leere Betriebsstätte' }] });
    actor.send({ type: 'form.change', values: { groups: [4, 9] } });
    const why = 'Die Vergleichsgruppe „Leere Betriebsstätte“ umfasst keine Betriebe (Zu wenig Betriebsstätten): Die Auswertung bliebe in dieser Spalte leer. Wählen Sie eine andere Vergleichsgruppe.';
    expect(visibleErrors(s())).toEqual({ groups: why });
    expect(canSubmit(s())).toBe(false);
    actor.send({ type: 'form.submit' });
    expect(fx.isRunning('saveEvaluation')).toBe(false);
    actor.send({ type: 'form.change', values: { groups: [4] } });
    expect(canSubmit(s())).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(fx.inputOf('saveEvaluation')).toMatchObject({ body: { comparison_groups: [4] } });
  });
});
