// 'Stummschalten' on an entity's controlling page (src/domain/silence.ts): the dialog opens with the
// page's entity, a week and no reason; 'Stummschalten' checks the values by the server's rule (German
// messages at their fields, nothing sent), sends them and closes on success, telling the page
// ('silence.created'); a refusal stays in the dialog with the server's messages at their fields (the
// rest as a notice), the values kept; 'Abbrechen' closes without a call.
// Injected actor (fixed invoke id; built by src/app/silence-effects.ts):
//   mute  fromPromise(SilenceRequest) → unknown     mutation CreateSilence
import { assertEvent, assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { formRefusal } from '../../domain/errors.ts';
import {
  silenceFormDefaults, silenceFormFieldOf, silenceFormProblems, silenceInputOf, type SilenceChoice, type SilenceFormProblems, type SilenceFormValues, type SilencePageEntity,
} from '../../domain/silence.ts';
import { notProvided } from '../not-provided.ts';

export const MUTE_FAILED = 'Die Stummschaltung konnte nicht gespeichert werden.';

export interface SilenceMuteInput {
  entity: SilencePageEntity;
  /** Today in Berlin, 'YYYY-MM-DD' (the default end counts from it). */
  today: string;
}
export type SilenceRequest = ReturnType<typeof silenceInputOf>;
export interface SilenceMuteContext extends SilenceMuteInput {
  values: SilenceFormValues;
  problems: SilenceFormProblems;
  notice: string | null;
}
export type SilenceMuteEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.cancel' }
  | { type: 'what.change'; what: SilenceChoice }
  | { type: 'until.change'; until: string | null }
  | { type: 'reason.change'; reason: string }
  /** `now`: the moment of the check (epoch ms), from the view. */
  | { type: 'mute.submit'; now: number };

export const silenceMuteMachine = setup({
  types: {
    context: {} as SilenceMuteContext,
    events: {} as SilenceMuteEvent,
    input: {} as SilenceMuteInput,
    emitted: {} as { type: 'silence.created' },
    tags: {} as 'busy',
  },
  actors: {
    mute: fromPromise<unknown, SilenceRequest>(notProvided('silenceMute', 'mute')),
  },
  guards: {
    valid: ({ context, event }) => {
      assertEvent(event, 'mute.submit');
      return Object.keys(silenceFormProblems(context.values, event.now)).length === 0;
    },
  },
  actions: {
    reset: assign(({ context }) => ({ values: silenceFormDefaults(context.today), problems: {}, notice: null })),
    edit: assign(({ context, event }) => {
      if (event.type === 'what.change') return { values: { ...context.values, what: event.what }, problems: { ...context.problems, what: undefined } };
      if (event.type === 'until.change') return { values: { ...context.values, until: event.until }, problems: { ...context.problems, until: undefined } };
      assertEvent(event, 'reason.change');
      return { values: { ...context.values, reason: event.reason }, problems: { ...context.problems, reason: undefined } };
    }),
    check: assign(({ context, event }) => {
      assertEvent(event, 'mute.submit');
      return { problems: silenceFormProblems(context.values, event.now), notice: null };
    }),
    clear: assign({ problems: {}, notice: null }),
    announce: emit({ type: 'silence.created' as const }),
    refuse: assign((_, { error }: { error: unknown }) => {
      const { fields, notice } = formRefusal(error, silenceFormFieldOf, { title: MUTE_FAILED });
      return { problems: fields, notice: notice ? notice.message || MUTE_FAILED : null };
    }),
  },
}).createMachine({
  id: 'silenceMute',
  context: ({ input }) => ({ ...input, values: silenceFormDefaults(input.today), problems: {}, notice: null }),
  initial: 'closed',
  states: {
    closed: { on: { 'dialog.open': { target: 'editing', actions: 'reset' } } },
    editing: {
      on: {
        'what.change': { actions: 'edit' },
        'until.change': { actions: 'edit' },
        'reason.change': { actions: 'edit' },
        'dialog.cancel': 'closed',
        'mute.submit': [{ guard: 'valid', target: 'sending', actions: 'clear' }, { actions: 'check' }],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'mute',
        src: 'mute',
        input: ({ context: c }) => silenceInputOf(c.values, c.entity),
        onDone: { target: 'closed', actions: 'announce' },
        onError: { target: 'editing', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

export type SilenceMuteActor = ActorRefFrom<typeof silenceMuteMachine>;
export type SilenceMuteSnapshot = SnapshotFrom<typeof silenceMuteMachine>;

export const dialogOpen = (s: SilenceMuteSnapshot) => s.matches('editing') || s.matches('sending');
export const isSending = (s: SilenceMuteSnapshot) => s.hasTag('busy');
export const formValues = (s: SilenceMuteSnapshot) => s.context.values;
export const formProblems = (s: SilenceMuteSnapshot) => s.context.problems;
export const formNotice = (s: SilenceMuteSnapshot) => s.context.notice;
