// The new/edit evaluation wizard (product rules ‹Evaluation modals›, ‹Evaluation and group workflows›, ‹Validation rules›): three tabs 'Allgemeines', 'Kennzahlen',
// 'Vergleichsgruppen'; 'Weiter' only when the current tab is ready; the final button on the third tab
// saves the evaluation, then — when the default switch changed — the user's start-page default.
// Server field messages land on their fields and open their tab; groups that cannot be selected are
// dropped on open and kept as 'deselektiert'. The rules are pure and live in src/domain:
// evaluation-form.ts (values, readiness, messages) and evaluation-save.ts (requests, refusals).
// Injected actors (fixed invoke ids; built from ./effects.ts):
//   saveEvaluation  fromPromise(SaveEvaluationInput) → { id }      mutation EvaluationCreate / EvaluationUpdate
//   setDefault      fromPromise({ evaluationId | null }) → unknown  mutation EvaluationSetDefault (PATCH users/{id})
import { assertEvent, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Notice } from '../../domain/errors.ts';
import {
  canOpenTab, formAfterChange, isFormComplete, isTabReady, partitionSelection,
  type EvaluationFormErrors, type EvaluationFormField, type EvaluationFormValues, type SelectableGroup, type TouchedFields, type WizardTab,
} from '../../domain/evaluation-form.ts';
import {
  defaultChanged, defaultRefusal, defaultRequest, refusalTab, saveRefusal, saveRequest, type EvaluationDraft, type SaveEvaluationInput, type SavedEvaluation,
} from '../../domain/evaluation-save.ts';
import { notProvided } from '../not-provided.ts';

export interface EvaluationWizardInput extends Omit<EvaluationDraft, 'values'> {
  /** The groups the user sees, with their member counts, when the wizard opens. */
  groups: readonly SelectableGroup[];
}
export interface EvaluationWizardContext extends EvaluationDraft {
  /** The groups the user sees, with their member counts, as last loaded (a group made meanwhile included). */
  groups: readonly SelectableGroup[];
  touched: TouchedFields;
  serverErrors: EvaluationFormErrors;
  /** Selected groups the user cannot select (product rules ‹Evaluation modals› 'deselektiert'). */
  deselected: readonly number[];
  notice: Notice | null;
}
export type EvaluationWizardEvent =
  | { type: 'form.change'; values: Partial<EvaluationFormValues> }
  | { type: 'groups.update'; groups: readonly SelectableGroup[] }
  | { type: 'field.blur'; field: EvaluationFormField }
  | { type: 'tab.next' }
  | { type: 'tab.back' }
  | { type: 'tab.select'; tab: WizardTab }
  | { type: 'form.submit' }
  | { type: 'notice.close' };

const select = (tab: WizardTab) => ({ guard: { type: 'opens' as const, params: { tab } }, target: tab });
const refusedOn = (tab: WizardTab) => ({ guard: { type: 'refusedOn' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, tab }) } });
const refused = { type: 'refused' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) };

export const evaluationWizardMachine = setup({
  types: { context: {} as EvaluationWizardContext, events: {} as EvaluationWizardEvent, input: {} as EvaluationWizardInput, tags: {} as 'busy' },
  actors: {
    saveEvaluation: fromPromise<SavedEvaluation, SaveEvaluationInput>(notProvided('evaluationWizard', 'saveEvaluation')),
    setDefault: fromPromise<unknown, { evaluationId: number | null }>(notProvided('evaluationWizard', 'setDefault')),
  },
  guards: {
    tabReady: ({ context }, { tab }: { tab: WizardTab }) => isTabReady(tab, context.values, context.groups),
    /** 'tab.select' of this tab, and every tab before it is ready. */
    opens: ({ context, event }, { tab }: { tab: WizardTab }) => event.type === 'tab.select' && event.tab === tab && canOpenTab(tab, context.values),
    formComplete: ({ context }) => isFormComplete(context.values, context.groups),
    defaultChanged: ({ context }) => defaultChanged(context),
    refusedOn: (_, { error, tab }: { error: unknown; tab: WizardTab }) => refusalTab(error) === tab,
  },
  actions: {
    change: assign(({ context, event }) => {
      assertEvent(event, 'form.change');
      return formAfterChange(context, event.values, context.user);
    }),
    blur: assign(({ context: c, event }) => {
      assertEvent(event, 'field.blur');
      return { touched: { ...c.touched, [event.field]: true } };
    }),
    clearNotice: assign({ notice: null }),
    updateGroups: assign(({ event }) => {
      assertEvent(event, 'groups.update');
      return { groups: event.groups };
    }),
    /** Stored: from now on the wizard edits it (a retry after a failed default PATCHes). */
    stored: assign((_, saved: SavedEvaluation) => ({ mode: 'edit' as const, evaluationId: saved.id })),
    defaultStored: assign(({ context: c }) => ({ initial: { ...c.initial, isDefault: c.values.isDefault } })),
    refused: assign((_, { error }: { error: unknown }) => saveRefusal(error)),
    defaultRefused: assign((_, { error }: { error: unknown }) => ({ notice: defaultRefusal(error) })),
  },
}).createMachine({
  id: 'evaluationWizard',
  context: ({ input: { groups, ...input } }) => {
    const { kept, deselected } = partitionSelection(input.initial.groups, groups);
    return { ...input, groups, values: { ...input.initial, groups: kept }, touched: {}, serverErrors: {}, deselected, notice: null };
  },
  initial: 'editing',
  states: {
    editing: {
      initial: 'general',
      on: { 'form.change': { actions: 'change' }, 'groups.update': { actions: 'updateGroups' }, 'field.blur': { actions: 'blur' }, 'notice.close': { actions: 'clearNotice' } },
      states: {
        general: {
          on: { 'tab.next': { guard: { type: 'tabReady', params: { tab: 'general' } }, target: 'figures' }, 'tab.select': [select('figures'), select('groups')] },
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
        input: ({ context }) => saveRequest(context),
        onDone: [
          { guard: 'defaultChanged', target: 'settingDefault', actions: { type: 'stored', params: ({ event }) => event.output } },
          { target: 'done', actions: { type: 'stored', params: ({ event }) => event.output } },
        ],
        onError: [
          { ...refusedOn('general'), target: 'editing.general', actions: refused },
          { ...refusedOn('figures'), target: 'editing.figures', actions: refused },
          { target: 'editing.groups', actions: refused },
        ],
      },
    },
    settingDefault: {
      tags: ['busy'],
      invoke: {
        id: 'setDefault',
        src: 'setDefault',
        input: ({ context }) => defaultRequest(context),
        onDone: { target: 'done', actions: 'defaultStored' },
        onError: { target: 'editing.groups', actions: { type: 'defaultRefused', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context: c }) => ({ id: c.evaluationId, isDefault: c.values.isDefault }),
});

export type EvaluationWizardActorRef = ActorRefFrom<typeof evaluationWizardMachine>;
export type EvaluationWizardSnapshot = SnapshotFrom<typeof evaluationWizardMachine>;
