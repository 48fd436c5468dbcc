// The control-field modal (product rules ‹Control-field modals›, ‹Control field›, ‹Validation rules›): the cascading
// choice of the report field, the threshold, the comparison group, the mail switch and the lifecycle
// settings (product rules ‹Control-field lifecycle›: test days before firing, recovery margin), a live hint
// whether the field would trigger now (loaded again whenever field or group change), and saving
// (POST for a new field, PATCH for an edited one) with the server's field messages shown in place.
// Two regions: `form` (editing → saving → saved) and `hint` (idle | stale → loading → shown | failed).
// Injected actors (fixed invoke ids; built from ./effects.ts):
//   loadHint   fromPromise(HintInput) → HintValues          entity report + group report of the field
//   saveAlert  fromPromise(SaveAlertInput) → { id }         mutation CreateAlert / UpdateAlert
import { assign, emit, fromPromise, setup, stateIn, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { availableFields, cascade, CONTROL_FIELD_LABELS, controlFieldBody, isControlFieldReady, placeField, type HintValues } from '../../domain/control-field-form.ts';
import { formRefusal, noticeFromError, toApiErrorInfo } from '../../domain/errors.ts';
import type { ControlFieldContext, ControlFieldEvent, ControlFieldInput, HintInput, SaveAlertInput } from './types.ts';
import { notProvided } from '../not-provided.ts';
import { changeOf, SHOWN_AT_FIELD, touchedBy } from './changes.ts';

export type * from './types.ts';

/** A choice changed the field or the group: the hint is read again (only while editing). */
const reload = { guard: 'isEditing', target: '.stale', reenter: true } as const;
export const controlFieldFormMachine = setup({
  types: {
    context: {} as ControlFieldContext,
    events: {} as ControlFieldEvent,
    input: {} as ControlFieldInput,
    emitted: {} as { type: 'controlField.saved'; id: number },
    tags: {} as 'saving' | 'hintLoading',
  },
  actors: {
    loadHint: fromPromise<HintValues, HintInput>(notProvided('controlFieldForm', 'loadHint')),
    saveAlert: fromPromise<{ id: number }, SaveAlertInput>(notProvided('controlFieldForm', 'saveAlert')),
  },
  guards: {
    isReady: ({ context }) => isControlFieldReady(context.values),
    hasField: ({ context }) => context.values.field !== null,
    isEditing: stateIn({ form: 'editing' }),
    hasFieldErrors: (_, { error }: { error: unknown }) => toApiErrorInfo(error)?.status === 400 && !!toApiErrorInfo(error)?.fields,
  },
  actions: {
    choose: assign(({ context: c, event }) => {
      const pick = event.type === 'choice.category' ? { category: event.category } : event.type === 'choice.subcategory' ? { subcategory: event.subcategory } : event.type === 'choice.field' ? { field: event.field } : {};
      return { values: { ...c.values, ...cascade(c.fields, pick, c.values) }, fieldErrors: {} };
    }),
    change: assign(({ context, event }) => ({ values: { ...context.values, ...changeOf(event) }, fieldErrors: {} })),
    /**
     * A bound typed in shows its message from now on (not on merely leaving it: a message appearing
     * then moves what the pointer is about to press).
     */
    touch: assign(({ context, event }) => {
      const bound = touchedBy(event);
      return bound ? { touched: { ...context.touched, [bound]: true } } : {};
    }),
    showHint: assign((_, hint: HintValues) => ({ hint })),
    clearHint: assign({ hint: null }),
    saved: assign((_, { id }: { id: number }) => ({ savedId: id, notice: null })),
    announce: emit((_, { id }: { id: number }) => ({ type: 'controlField.saved' as const, id })),
    // Messages of the field, the group and the lifecycle settings show at them; the rest as a notice, named by German labels.
    showFieldErrors: assign((_, { error }: { error: unknown }) => ({
      fieldErrors: { ...toApiErrorInfo(error)!.fields },
      notice: formRefusal(error, (path) => (SHOWN_AT_FIELD.has(path) ? path : null), { labels: CONTROL_FIELD_LABELS }).notice,
    })),
    fail: assign((_, { error }: { error: unknown }) => ({ notice: noticeFromError(error, undefined, CONTROL_FIELD_LABELS) })),
    closeNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'controlFieldForm',
  type: 'parallel',
  context: ({ input }) => {
    const fields = availableFields(input.catalogue, input.watched, input.initial.field);
    const touched = { ...(input.initial.lower_bound !== null ? { lower_bound: true as const } : {}), ...(input.initial.upper_bound !== null ? { upper_bound: true as const } : {}) };
    return { ...input, fields, values: { ...input.initial, ...placeField(fields, input.initial.field) }, touched, hint: null, fieldErrors: {}, notice: null, savedId: null };
  },
  on: { 'notice.close': { actions: 'closeNotice' } },
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'choice.category': { actions: 'choose' },
            'choice.subcategory': { actions: 'choose' },
            'choice.field': { actions: 'choose' },
            'threshold.operator': { actions: 'change' },
            'threshold.lower': { actions: ['change', 'touch'] },
            'threshold.upper': { actions: ['change', 'touch'] },
            'threshold.relative': { actions: 'change' },
            'group.choose': { actions: 'change' },
            'mail.toggle': { actions: 'change' },
            'lifecycle.pendingDays': { actions: ['change', 'touch'] },
            'lifecycle.margin': { actions: ['change', 'touch'] },
            'form.submit': { guard: 'isReady', target: 'saving' },
          },
        },
        saving: {
          tags: ['saving'],
          invoke: {
            id: 'saveAlert',
            src: 'saveAlert',
            input: ({ context: c }): SaveAlertInput =>
              c.alertId === null ? { kind: 'create', body: { ...c.entity, ...controlFieldBody(c.values) } } : { kind: 'update', id: c.alertId, body: controlFieldBody(c.values) },
            onDone: { target: 'saved', actions: [{ type: 'saved', params: ({ event }) => event.output }, { type: 'announce', params: ({ event }) => event.output }] },
            onError: [
              { guard: { type: 'hasFieldErrors', params: ({ event }) => ({ error: event.error }) }, target: 'editing', actions: { type: 'showFieldErrors', params: ({ event }) => ({ error: event.error }) } },
              { target: 'editing', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        saved: { type: 'final' },
      },
    },
    hint: {
      initial: 'stale',
      on: {
        'choice.category': reload,
        'choice.subcategory': reload,
        'choice.field': reload,
        'group.choose': reload,
      },
      states: {
        stale: { always: [{ guard: 'hasField', target: 'loading' }, { target: 'idle', actions: 'clearHint' }] },
        idle: {},
        loading: {
          tags: ['hintLoading'],
          invoke: {
            id: 'loadHint',
            src: 'loadHint',
            input: ({ context: c }) => ({ ...c.entity, field: c.values.field!, comparison_group: c.values.comparison_group }),
            onDone: { target: 'shown', actions: { type: 'showHint', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: 'clearHint' },
          },
        },
        shown: {},
        failed: {},
      },
    },
  },
});

export type ControlFieldFormActorRef = ActorRefFrom<typeof controlFieldFormMachine>;
export type ControlFieldFormSnapshot = SnapshotFrom<typeof controlFieldFormMachine>;
