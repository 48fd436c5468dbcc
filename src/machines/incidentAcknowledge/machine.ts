// Acknowledging one incident with a comment (beyond the spec: PATCH /incidents/{id}/): the dialog
// opens with the stored comment, 'Bestätigen' sends it (trimmed) and closes on success; a failure
// stays in the dialog with its German message, the typed comment kept; 'Abbrechen' closes without a
// call. Once acknowledged it is final and says so ('incident.acknowledged'): the page reloads the
// incident, which then shows 'bestätigt am …'.
// Injected actor (fixed invoke id; built by src/app/incident-effects.ts):
//   acknowledge  fromPromise({ id, comment }) → unknown     mutation AcknowledgeIncident
import { assertEvent, assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { noticeFromError } from '../../domain/errors.ts';
import { notProvided } from '../not-provided.ts';

export const ACKNOWLEDGE_FAILED = 'Die Meldung konnte nicht bestätigt werden.';

export interface IncidentAcknowledgeInput { id: number; comment: string }
export interface AcknowledgeRequest { id: number; comment: string }
export interface IncidentAcknowledgeContext {
  id: number;
  /** What the comment field shows. */
  comment: string;
  error: string | null;
}
export type IncidentAcknowledgeEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.cancel' }
  | { type: 'comment.change'; comment: string }
  | { type: 'acknowledge.submit' };

export const incidentAcknowledgeMachine = setup({
  types: {
    context: {} as IncidentAcknowledgeContext,
    events: {} as IncidentAcknowledgeEvent,
    input: {} as IncidentAcknowledgeInput,
    emitted: {} as { type: 'incident.acknowledged' },
    tags: {} as 'busy',
  },
  actors: {
    acknowledge: fromPromise<unknown, AcknowledgeRequest>(notProvided('incidentAcknowledge', 'acknowledge')),
  },
  actions: {
    type: assign(({ event }) => {
      assertEvent(event, 'comment.change');
      return { comment: event.comment };
    }),
    clearError: assign({ error: null }),
    announce: emit({ type: 'incident.acknowledged' as const }),
    fail: assign((_, { error }: { error: unknown }) => ({ error: noticeFromError(error)?.message || ACKNOWLEDGE_FAILED })),
  },
}).createMachine({
  id: 'incidentAcknowledge',
  context: ({ input }) => ({ id: input.id, comment: input.comment, error: null }),
  initial: 'closed',
  states: {
    closed: { on: { 'dialog.open': { target: 'editing', actions: 'clearError' } } },
    editing: {
      on: {
        'comment.change': { actions: 'type' },
        'dialog.cancel': 'closed',
        'acknowledge.submit': 'sending',
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'acknowledge',
        src: 'acknowledge',
        input: ({ context: c }) => ({ id: c.id, comment: c.comment.trim() }),
        onDone: { target: 'acknowledged', actions: 'announce' },
        onError: { target: 'editing', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    acknowledged: { type: 'final' },
  },
});

export type IncidentAcknowledgeActor = ActorRefFrom<typeof incidentAcknowledgeMachine>;
export type IncidentAcknowledgeSnapshot = SnapshotFrom<typeof incidentAcknowledgeMachine>;

export const dialogOpen = (s: IncidentAcknowledgeSnapshot) => s.matches('editing') || s.matches('sending');
export const isSending = (s: IncidentAcknowledgeSnapshot) => s.hasTag('busy');
export const isAcknowledged = (s: IncidentAcknowledgeSnapshot) => s.matches('acknowledged');
export const commentText = (s: IncidentAcknowledgeSnapshot) => s.context.comment;
export const failure = (s: IncidentAcknowledgeSnapshot) => s.context.error;
