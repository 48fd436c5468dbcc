// The new/edit evaluation wizard (spec 2 §2.2, §4, §5): three tabs 'Allgemeines', 'Kennzahlen',
// 'Vergleichsgruppen'; 'Weiter' only when the current tab is ready; the final button on the third tab
// saves the evaluation (POST new or copy, PATCH edit), then — when the default switch changed — the
// user's start-page default. Server field messages land on their fields and open their tab; groups
// that cannot be selected are dropped from the selection on open and kept as 'deselektiert'; the
// special group 'location_size' ('Gleiche Betriebsgröße') always stays (off a location it blocks saving).
// Injected actors (fixed invoke ids; built from ./effects.ts):
//   saveEvaluation  fromPromise(SaveEvaluationInput) → { id }      mutation EvaluationCreate / EvaluationUpdate
//   setDefault      fromPromise({ evaluationId | null }) → unknown  mutation EvaluationSetDefault (PATCH users/{id})
import { assertEvent, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { noticeFromError, toApiErrorInfo, type Notice } from '../../domain/errors.ts';
import {
  applyFormChange, canOpenTab, evaluationBody, firstTabWith, formFieldOfValue, isFormComplete, isTabReady, partitionSelection, serverFieldErrors,
  type EvaluationFormErrors, type EvaluationFormField, type EvaluationFormValues, type FormUser, type SelectableGroup, type WizardTab,
} from '../../domain/evaluation-form.ts';
import type { EvaluationInput } from '../../domain/evaluation-rules.ts';

export type SaveEvaluationInput = { kind: 'create'; body: EvaluationInput } | { kind: 'update'; id: number; body: EvaluationInput };
export interface SavedEvaluation { id: number }
export interface EvaluationWizardInput {
  /** 'create' also for a copy (prefilled initial values). */
  mode: 'create' | 'edit';
  evaluationId: number | null;
  initial: EvaluationFormValues;
  /** The groups the user sees, with their member counts, when the wizard opens. */
  groups: readonly SelectableGroup[];
  user: FormUser;
}
export interface EvaluationWizardContext extends Omit<EvaluationWizardInput, 'groups'> {
  values: EvaluationFormValues;
  /** Fields the user has changed or left: their messages show. */
  touched: Partial<Record<EvaluationFormField, true>>;
  serverErrors: EvaluationFormErrors;
  /** Selected groups the user cannot select (spec 2 §2.2 'deselektiert'). */
  deselected: readonly number[];
  notice: Notice | null;
}
export type EvaluationWizardEvent =
  | { type: 'form.change'; values: Partial<EvaluationFormValues> }
  | { type: 'field.blur'; field: EvaluationFormField }
  | { type: 'tab.next' }
  | { type: 'tab.back' }
  | { type: 'tab.select'; tab: WizardTab }
  | { type: 'form.submit' }
  | { type: 'notice.close' };

const notProvided = (name: string) => () => Promise.reject(new Error(`evaluationWizard: actor '${name}' not provided`));
const errorTab = (error: unknown) => firstTabWith(serverFieldErrors(toApiErrorInfo(error)?.fields));
const select = (tab: WizardTab) => ({ guard: { type: 'opens' as const, params: { tab } }, target: tab });
const failed = { type: 'saveFailed' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) };

export const evaluationWizardMachine = setup({
  types: { context: {} as EvaluationWizardContext, events: {} as EvaluationWizardEvent, input: {} as EvaluationWizardInput, tags: {} as 'busy' },
  actors: {
    saveEvaluation: fromPromise<SavedEvaluation, SaveEvaluationInput>(notProvided('saveEvaluation')),
    setDefault: fromPromise<unknown, { evaluationId: number | null }>(notProvided('setDefault')),
  },
  guards: {
    tabReady: ({ context }, { tab }: { tab: WizardTab }) => isTabReady(tab, context.values),
    /** 'tab.select' of this tab, and every tab before it is ready. */
    opens: ({ context, event }, { tab }: { tab: WizardTab }) => event.type === 'tab.select' && event.tab === tab && canOpenTab(tab, context.values),
    formComplete: ({ context }) => isFormComplete(context.values),
    defaultChanged: ({ context: c }) => c.values.isDefault !== c.initial.isDefault,
    errorOn: (_, { error, tab }: { error: unknown; tab: WizardTab }) => errorTab(error) === tab,
  },
  actions: {
    change: assign(({ context: c, event }) => {
      assertEvent(event, 'form.change');
      const fields = Object.keys(event.values).map((k) => formFieldOfValue(k as keyof EvaluationFormValues));
      const serverErrors = { ...c.serverErrors };
      for (const f of fields) delete serverErrors[f];
      return { values: applyFormChange(c.values, event.values, c.user), touched: { ...c.touched, ...Object.fromEntries(fields.map((f) => [f, true])) }, serverErrors };
    }),
    blur: assign(({ context: c, event }) => {
      assertEvent(event, 'field.blur');
      return { touched: { ...c.touched, [event.field]: true } };
    }),
    clearNotice: assign({ notice: null }),
    /** Stored: from now on the wizard edits it (a retry after a failed default PATCHes). */
    stored: assign((_, saved: SavedEvaluation) => ({ mode: 'edit' as const, evaluationId: saved.id })),
    defaultStored: assign(({ context: c }) => ({ initial: { ...c.initial, isDefault: c.values.isDefault } })),
    saveFailed: assign((_, { error }: { error: unknown }) => {
      const serverErrors = serverFieldErrors(toApiErrorInfo(error)?.fields);
      return { serverErrors, notice: Object.keys(serverErrors).length ? null : noticeFromError(error, 'Auswertung nicht gespeichert') };
    }),
    /** The evaluation is stored; only the start page is not: a warning, not an error. */
    defaultFailed: assign((_, { error }: { error: unknown }) => ({ notice: { title: 'Startseite nicht geändert', message: noticeFromError(error)?.message ?? '', level: 'warning' as const } })),
  },
}).createMachine({
  id: 'evaluationWizard',
  context: ({ input: { groups, ...input } }) => {
    const { kept, deselected } = partitionSelection(input.initial.groups, groups);
    const values = { ...input.initial, groups: kept };
    return { ...input, values, touched: {}, serverErrors: {}, deselected, notice: null };
  },
  initial: 'editing',
  states: {
    editing: {
      initial: 'general',
      on: {
        'form.change': { actions: 'change' },
        'field.blur': { actions: 'blur' },
        'notice.close': { actions: 'clearNotice' },
      },
      states: {
        general: {
          on: {
            'tab.next': { guard: { type: 'tabReady', params: { tab: 'general' } }, target: 'figures' },
            'tab.select': [select('figures'), select('groups')],
          },
        },
        figures: {
          on: {
            'tab.next': { guard: { type: 'tabReady', params: { tab: 'figures' } }, target: 'groups' },
            'tab.back': 'general',
            'tab.select': [select('general'), select('groups')],
          },
        },
        groups: {
          on: {
            'tab.back': 'figures',
            'tab.select': [select('general'), select('figures')],
            'form.submit': { guard: 'formComplete', target: '#evaluationWizard.saving', actions: 'clearNotice' },
          },
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveEvaluation',
        src: 'saveEvaluation',
        input: ({ context: c }): SaveEvaluationInput => {
          const body = evaluationBody(c.values, c.user);
          return c.mode === 'edit' && c.evaluationId !== null ? { kind: 'update', id: c.evaluationId, body } : { kind: 'create', body };
        },
        onDone: { target: 'stored', actions: { type: 'stored', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'errorOn', params: ({ event }) => ({ error: event.error, tab: 'general' }) }, target: 'editing.general', actions: failed },
          { guard: { type: 'errorOn', params: ({ event }) => ({ error: event.error, tab: 'figures' }) }, target: 'editing.figures', actions: failed },
          { target: 'editing.groups', actions: failed },
        ],
      },
    },
    stored: {
      tags: ['busy'],
      always: [{ guard: 'defaultChanged', target: 'settingDefault' }, { target: 'done' }],
    },
    settingDefault: {
      tags: ['busy'],
      invoke: {
        id: 'setDefault',
        src: 'setDefault',
        input: ({ context: c }) => ({ evaluationId: c.values.isDefault ? c.evaluationId : null }),
        onDone: { target: 'done', actions: 'defaultStored' },
        onError: { target: 'editing.groups', actions: { type: 'defaultFailed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context: c }) => ({ id: c.evaluationId, isDefault: c.values.isDefault }),
});

export type EvaluationWizardActorRef = ActorRefFrom<typeof evaluationWizardMachine>;
export type EvaluationWizardSnapshot = SnapshotFrom<typeof evaluationWizardMachine>;
