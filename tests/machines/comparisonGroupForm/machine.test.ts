// Model-based tests of the comparison-group modal's machine: paths generated from the real machine
// for a new group and for stored groups (opened in the kind the spec's rule infers), driven through
// real actors with fake effects; together they must enter every state and take every transition.
// Then scenarios a person would notice: the copy into expert happens once, the count is asked again
// after every change (debounced), too few operations block saving, server messages land on fields.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { ApiError } from '../../../src/domain/errors.ts';
import type { ComparisonGroupInput } from '../../../src/domain/comparison-group-rules.ts';
import { COUNT_DEBOUNCE_MS, comparisonGroupFormMachine, type ComparisonGroupFormInput } from '../../../src/machines/comparisonGroupForm/machine.ts';
import {
  countFailure,
  countLine,
  currentKind,
  currentValues,
  exclusion,
  formNotice,
  isCounting,
  isSaved,
  showsCopiedNotice,
  tooFewMessage,
  visibleErrors,
} from '../../../src/machines/comparisonGroupForm/selectors.ts';
import { Effects, type Model } from '../model.ts';
import { runModels } from '../run-model.ts';

const provide = (fx: Effects) => comparisonGroupFormMachine.provide({ actors: { saveGroup: fx.promise(), countMatches: fx.promise() } as never });
const AFTER = 'xstate.after.countDebounce.comparisonGroupForm.count.waiting';

const group = (over: Partial<ComparisonGroupInput['filter']>, aggregation: ComparisonGroupInput['aggregation'] = { how: 'add', threshold: null }): ComparisonGroupInput => ({
  name: 'Gespeichert',
  aggregation,
  filter: { delay: null, entity_type: null, entity_id: null, location_size: null, management_options: {}, top_in: null, ...over },
});
const fleckvieh = { rasseschluessel: ['N11_FLECKVIEH_MILCH'] };
const createInput: ComparisonGroupFormInput = { groupId: null, group: null, minimum: 10 };
const expertInput: ComparisonGroupFormInput = { groupId: 5, group: group({ entity_type: 'farm', entity_id: 3, management_options: fleckvieh }), minimum: 10 };
const entityInput: ComparisonGroupFormInput = { groupId: 6, group: group({ entity_type: 'location', entity_id: 11 }), minimum: 10 };

const refused = new ApiError({ status: 400, detail: 'Ungültige Eingabe.', fields: { 'filter.top_in.field': ['Unbekannte Kennzahl.'] } });
const serverDown = new ApiError({ status: 500, statusText: 'Internal Server Error' });

const events: AnyEventObject[] = [
  { type: 'form.name', name: 'Fleckvieh' },
  { type: 'form.change', values: { management_options: fleckvieh } },
  { type: 'kind.select', kind: 'expert' },
  { type: 'kind.select', kind: 'benchmark' },
  { type: 'form.submit' },
  { type: 'notice.close' },
  { type: AFTER },
  { type: 'xstate.done.actor.countMatches', output: 3 },
  { type: 'xstate.done.actor.countMatches', output: 40 },
  { type: 'xstate.error.actor.countMatches', error: serverDown },
  { type: 'xstate.done.actor.saveGroup', output: { id: 17 } },
  { type: 'xstate.error.actor.saveGroup', error: refused },
  { type: 'xstate.error.actor.saveGroup', error: serverDown },
];

/** Graph nodes: the state, the tab, the copy flags, whether counted, which messages show. */
const key = (s: AnyMachineSnapshot) => {
  const c = s.context as ReturnType<typeof comparisonGroupFormMachine.getInitialSnapshot>['context'];
  return [s.value, c.kind, c.expertCopied, c.copiedNotice, c.count === null ? null : c.count >= c.minimum, Object.keys(c.serverErrors).length > 0 || c.notice !== null];
};

const models: Model[] = [
  { name: 'comparisonGroupForm (new group)', machine: comparisonGroupFormMachine, input: createInput, provide, key, events },
  { name: 'comparisonGroupForm (stored expert group)', machine: comparisonGroupFormMachine, input: expertInput, provide, key, events: events.filter((e) => e.type !== 'form.name' && e.type !== 'notice.close') },
  { name: 'comparisonGroupForm (stored entity group)', machine: comparisonGroupFormMachine, input: entityInput, provide, key, events: events.filter((e) => ['kind.select', 'form.submit', 'xstate.done.actor.saveGroup'].includes(e.type) || e.type === AFTER) },
];

runModels('comparisonGroupForm', models);

const kindOf = (input: ComparisonGroupFormInput) => currentKind(createActor(provide(new Effects()), { input }).getSnapshot());

describe('comparison group form scenarios', () => {
  afterEach(() => vi.useRealTimers());

  it('a stored group opens in the kind the spec infers', () => {
    expect(kindOf(createInput)).toBe('benchmark');
    expect(kindOf(entityInput)).toBe('entity');
    expect(kindOf(expertInput)).toBe('expert');
    expect(kindOf({ ...createInput, groupId: 7, group: group({ top_in: { field: 'fprz_pm', value: 25 } }) })).toBe('top');
    expect(kindOf({ ...createInput, groupId: 8, group: group({ entity_type: 'association', entity_id: 1, location_size: 100 }) })).toBe('benchmark');
  });

  it("the first switch to expert copies the tab once and shows 'Vergleichsoptionen übertragen'; later edits stay per tab", () => {
    const actor = createActor(provide(new Effects()), { input: createInput }).start();
    actor.send({ type: 'form.change', values: { location_size: 50, how: 'percentile', threshold: 10 } });
    actor.send({ type: 'kind.select', kind: 'expert' });
    expect(showsCopiedNotice(actor.getSnapshot())).toBe(true);
    expect(currentValues(actor.getSnapshot())).toMatchObject({ location_size: 50, how: 'percentile', threshold: 10 });
    actor.send({ type: 'form.change', values: { location_size: 100 } });
    actor.send({ type: 'kind.select', kind: 'benchmark' });
    expect(showsCopiedNotice(actor.getSnapshot())).toBe(false);
    expect(currentValues(actor.getSnapshot()).location_size).toBe(50);
    actor.send({ type: 'form.change', values: { location_size: 250 } });
    actor.send({ type: 'kind.select', kind: 'expert' });
    expect(showsCopiedNotice(actor.getSnapshot())).toBe(false);
    expect(currentValues(actor.getSnapshot()).location_size).toBe(100);
  });

  it('expert: top percentage disables top-in and the other way round, with the spec\'s message', () => {
    const actor = createActor(provide(new Effects()), { input: createInput }).start();
    actor.send({ type: 'kind.select', kind: 'expert' });
    expect(exclusion(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'form.change', values: { how: 'percentile', threshold: 25 } });
    const message = 'Der Vergleich mit Top-Betrieben kann nicht mit dem Vergleich von Kennzahlen kombiniert werden.';
    expect(exclusion(actor.getSnapshot())).toEqual({ disabled: 'top_in', message });
    actor.send({ type: 'form.change', values: { how: 'add', threshold: null, top_in_field: 'fprz_pm', top_in_value: 10 } });
    expect(exclusion(actor.getSnapshot())).toEqual({ disabled: 'threshold', message });
  });

  it('the count is asked once per pause in typing, with the current tab as body', async () => {
    vi.useFakeTimers();
    const fx = new Effects();
    const actor = createActor(provide(fx), { input: createInput }).start();
    actor.send({ type: 'form.change', values: { location_size: 10 } });
    await vi.advanceTimersByTimeAsync(COUNT_DEBOUNCE_MS - 50);
    actor.send({ type: 'form.change', values: { location_size: 50 } });
    await vi.advanceTimersByTimeAsync(COUNT_DEBOUNCE_MS - 50);
    expect(fx.started).toEqual([]);
    await vi.advanceTimersByTimeAsync(60);
    expect(fx.started.map((s) => s.id)).toEqual(['countMatches']);
    expect(fx.inputOf('countMatches')).toMatchObject({ aggregation: { how: 'add', threshold: null }, filter: { location_size: 50, management_options: {} } });
    fx.resolve('countMatches', 120);
    await vi.advanceTimersByTimeAsync(0);
    expect(isCounting(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.count).toBe(120);
  });

  it("a custom period ('Vor ... Tagen') is counted again and saved with its days; a stored 45 opens custom", async () => {
    vi.useFakeTimers();
    const fx = new Effects();
    const actor = createActor(provide(fx), { input: { ...createInput, groupId: 4, group: group({ location_size: 100, delay: 45 }) } }).start();
    expect(currentValues(actor.getSnapshot())).toMatchObject({ delay: 45, delay_custom: true });
    await vi.advanceTimersByTimeAsync(COUNT_DEBOUNCE_MS);
    expect(fx.inputOf('countMatches')).toMatchObject({ filter: { delay: 45 } });
    fx.resolve('countMatches', 30);
    await vi.advanceTimersByTimeAsync(0);
    // Emptying the custom field: a new count is under way and saving is refused with the period's message.
    actor.send({ type: 'form.change', values: { delay: null, delay_custom: true } });
    expect(isCounting(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(visibleErrors(actor.getSnapshot())).toEqual({ delay: 'Geben Sie einen Zeitraum zwischen 0 und 3650 Tagen an.' });
    actor.send({ type: 'form.change', values: { delay: 60, delay_custom: true } });
    await vi.advanceTimersByTimeAsync(COUNT_DEBOUNCE_MS);
    expect(fx.inputOf('countMatches')).toMatchObject({ filter: { delay: 60 } });
    fx.resolve('countMatches', 28);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'form.submit' });
    expect(fx.inputOf('saveGroup')).toMatchObject({ groupId: 4, body: { filter: { delay: 60, location_size: 100 } } });
  });

  it("profile answers matching too few operations: 'Wählen Sie weniger Kriterien aus.' and no save", async () => {
    vi.useFakeTimers();
    const fx = new Effects();
    const actor = createActor(provide(fx), { input: createInput }).start();
    actor.send({ type: 'form.name', name: 'Fleckvieh' });
    actor.send({ type: 'form.change', values: { management_options: fleckvieh } });
    await vi.advanceTimersByTimeAsync(COUNT_DEBOUNCE_MS);
    fx.resolve('countMatches', 3);
    await vi.advanceTimersByTimeAsync(0);
    expect(tooFewMessage(actor.getSnapshot())).toBe(
      'Wählen Sie weniger Kriterien aus. Nur 3 Betriebe erfüllen diese Kriterien; eine Vergleichsgruppe mit Profileinschränkungen muss mindestens 10 Betriebe umfassen.',
    );
    actor.send({ type: 'form.submit' });
    expect(fx.isRunning('saveGroup')).toBe(false);
    actor.send({ type: 'form.change', values: { management_options: { rasseschluessel: ['N11_FLECKVIEH_MILCH', 'SONSTIGE'] } } });
    await vi.advanceTimersByTimeAsync(COUNT_DEBOUNCE_MS);
    fx.resolve('countMatches', 14);
    await vi.advanceTimersByTimeAsync(0);
    expect(tooFewMessage(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'form.submit' });
    expect(fx.inputOf('saveGroup')).toEqual({
      groupId: null,
      body: { name: 'Fleckvieh', aggregation: { how: 'add', threshold: null }, filter: { delay: null, entity_type: null, entity_id: null, location_size: null, management_options: { rasseschluessel: ['N11_FLECKVIEH_MILCH', 'SONSTIGE'] }, top_in: null } },
    });
  });

  it('saving pressed before the count arrived waits for it, then saves (enough) or stays (too few)', async () => {
    vi.useFakeTimers();
    const fx = new Effects();
    const actor = createActor(provide(fx), { input: expertInput }).start();
    actor.send({ type: 'form.change', values: { location_size: 100 } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    await vi.advanceTimersByTimeAsync(COUNT_DEBOUNCE_MS);
    fx.resolve('countMatches', 4);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(tooFewMessage(actor.getSnapshot())).toMatch(/^Wählen Sie weniger Kriterien aus\. Nur 4 Betriebe/);
    actor.send({ type: 'form.change', values: { location_size: null } });
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(COUNT_DEBOUNCE_MS);
    fx.resolve('countMatches', 25);
    await vi.advanceTimersByTimeAsync(0);
    expect(fx.inputOf('saveGroup')).toMatchObject({ groupId: 5, body: { filter: { entity_type: 'farm', entity_id: 3, location_size: null } } });
  });

  it('an empty form shows the name and criterion messages after submit; the server\'s field messages land on their fields', async () => {
    vi.useFakeTimers();
    const fx = new Effects();
    const actor = createActor(provide(fx), { input: { ...createInput, groupId: 9, group: group({ top_in: { field: 'fprz_pm', value: 10 } }) } }).start();
    actor.send({ type: 'form.name', name: '' });
    actor.send({ type: 'form.submit' });
    expect(visibleErrors(actor.getSnapshot())).toEqual({ name: 'Geben Sie einen Namen ein.' });
    await vi.advanceTimersByTimeAsync(COUNT_DEBOUNCE_MS);
    fx.resolve('countMatches', 12);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'form.name', name: 'Beste Fett' });
    actor.send({ type: 'form.submit' });
    expect(fx.inputOf('saveGroup')).toMatchObject({ groupId: 9, body: { filter: { top_in: { field: 'fprz_pm', value: 10 } } } });
    fx.reject('saveGroup', refused);
    await vi.advanceTimersByTimeAsync(0);
    expect(visibleErrors(actor.getSnapshot())).toEqual({ top_in_field: 'Unbekannte Kennzahl.' });
    actor.send({ type: 'form.change', values: { top_in_field: null, top_in_value: null } });
    actor.send({ type: 'form.submit' });
    expect(visibleErrors(actor.getSnapshot())).toEqual({ form: 'Geben Sie mindestens ein Kriterium an.' });
  });

  it("a refused count shows the server's message instead of a number", async () => {
    vi.useFakeTimers();
    const fx = new Effects();
    const actor = createActor(provide(fx), { input: createInput }).start();
    actor.send({ type: 'form.change', values: { entity_type: 'association', entity_id: 999 } });
    await vi.advanceTimersByTimeAsync(COUNT_DEBOUNCE_MS);
    fx.reject('countMatches', new ApiError({ status: 400, detail: 'Die Entität existiert nicht oder liegt außerhalb Ihres Zugriffs.' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(countFailure(actor.getSnapshot())).toBe('Die Entität existiert nicht oder liegt außerhalb Ihres Zugriffs.');
    actor.send({ type: 'form.change', values: { location_size: 10 } });
    expect(countFailure(actor.getSnapshot())).toBeNull();
  });

  it('a failed save keeps the form and shows a notice; the next save goes through', async () => {
    vi.useFakeTimers();
    const fx = new Effects();
    const actor = createActor(provide(fx), { input: entityInput }).start();
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(COUNT_DEBOUNCE_MS);
    fx.resolve('countMatches', 1);
    await vi.advanceTimersByTimeAsync(0);
    fx.reject('saveGroup', serverDown);
    await vi.advanceTimersByTimeAsync(0);
    expect(formNotice(actor.getSnapshot())?.title).toBe('Vergleichsgruppe nicht gespeichert');
    actor.send({ type: 'form.submit' });
    expect(formNotice(actor.getSnapshot())).toBeNull();
    fx.resolve('saveGroup', { id: 6 });
    await vi.advanceTimersByTimeAsync(0);
    expect(isSaved(actor.getSnapshot())).toBe(true);
  });
  it("no criterion chosen: no count of all operations ('206 passende Betriebe'), but why there is no number", async () => {
    vi.useFakeTimers();
    const fx = new Effects();
    const actor = createActor(provide(fx), { input: createInput }).start();
    actor.send({ type: 'kind.select', kind: 'entity' });
    await vi.advanceTimersByTimeAsync(COUNT_DEBOUNCE_MS * 2);
    expect(fx.started).toEqual([]);
    expect(countLine(actor.getSnapshot())).toBe('Noch kein Kriterium gewählt: Die passenden Betriebe werden gezählt, sobald Sie eines angeben.');
    actor.send({ type: 'form.change', values: { entity_type: 'site', entity_id: 4 } });
    expect(countLine(actor.getSnapshot())).toBe('Passende Betriebe werden gezählt …');
    await vi.advanceTimersByTimeAsync(COUNT_DEBOUNCE_MS);
    expect(fx.inputOf('countMatches')).toMatchObject({ filter: { entity_type: 'site', entity_id: 4 } });
    fx.resolve('countMatches', 1);
    await vi.advanceTimersByTimeAsync(0);
    expect(countLine(actor.getSnapshot())).toBe('1 passender Betrieb');
  });

  it('a group no operation matches is not saved, and the form says why; with members it is', async () => {
    vi.useFakeTimers();
    const fx = new Effects();
    const actor = createActor(provide(fx), { input: createInput }).start();
    actor.send({ type: 'form.name', name: 'Leere Betriebsstätte' });
    actor.send({ type: 'kind.select', kind: 'entity' });
    actor.send({ type: 'form.change', values: { entity_type: 'site', entity_id: 4 } });
    // Pressed before the count arrived: saving waits for it.
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(COUNT_DEBOUNCE_MS);
    fx.resolve('countMatches', 0);
    await vi.advanceTimersByTimeAsync(0);
    expect(fx.isRunning('saveGroup')).toBe(false);
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(countLine(actor.getSnapshot())).toBe('0 passende Betriebe');
    expect(tooFewMessage(actor.getSnapshot())).toBe(
      'Keine Betriebe erfüllen diese Kriterien. Eine Vergleichsgruppe ohne Betriebe kann nicht gespeichert werden, denn sie liefert keine Vergleichswerte.',
    );
    actor.send({ type: 'form.submit' });
    expect(fx.isRunning('saveGroup')).toBe(false);
    actor.send({ type: 'form.change', values: { entity_type: 'site', entity_id: 5 } });
    await vi.advanceTimersByTimeAsync(COUNT_DEBOUNCE_MS);
    fx.resolve('countMatches', 1);
    await vi.advanceTimersByTimeAsync(0);
    expect(tooFewMessage(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'form.submit' });
    expect(fx.inputOf('saveGroup')).toMatchObject({ groupId: null, body: { name: 'Leere Betriebsstätte', filter: { entity_type: 'site', entity_id: 5 } } });
  });

  it('a count that failed does not block a group without profile answers', async () => {
    vi.useFakeTimers();
    const fx = new Effects();
    const actor = createActor(provide(fx), { input: entityInput }).start();
    await vi.advanceTimersByTimeAsync(COUNT_DEBOUNCE_MS);
    fx.reject('countMatches', serverDown);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'form.submit' });
    expect(fx.inputOf('saveGroup')).toMatchObject({ groupId: 6 });
  });

  it("an association-wide group reopens on the benchmark tab ('Verband'), not on 'Mein Betrieb'", () => {
    expect(kindOf({ ...createInput, groupId: 10, group: group({ entity_type: 'association', entity_id: 1 }) })).toBe('benchmark');
  });
});
