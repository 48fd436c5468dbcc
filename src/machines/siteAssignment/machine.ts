// Site assignment of one location (/locations/{id}): ticking and unticking sites plans
// changes; 'Zuordnung speichern' saves them all, 'Änderungen verwerfen' drops them. A failed save keeps
// the plan and shows the error ('assignment.failed': some sites may have moved); a saved plan emits
// 'assignment.saved' with what moved where. The
// sites themselves stay in urql's cache (the view passes them in); the machine holds only the plan.
// Injected actors (fixed invoke ids; built from ./effects.ts):
//   saveAssignments  fromPromise({ changes }) → unknown   one site mutation per change, in order
import { assertEvent, assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { noticeFromError, type Notice } from '../../domain/errors.ts';
import { toggleSite, type AssignableSite, type AssignmentChange, type PendingAssignments } from '../../domain/site-assignment.ts';
import { notProvided } from '../not-provided.ts';

export interface SiteAssignmentInput {
  locationId: number;
}
export interface SiteAssignmentContext extends SiteAssignmentInput {
  pending: PendingAssignments;
  /** The changes being saved (for the success message and a retry). */
  saving: AssignmentChange[];
  error: Notice | null;
}

export type SiteAssignmentEvent =
  | { type: 'site.toggle'; site: AssignableSite; checked: boolean }
  | { type: 'assignment.save'; changes: AssignmentChange[] }
  | { type: 'assignment.cancel' };

export type SiteAssignmentEmitted = { type: 'assignment.saved'; changes: AssignmentChange[] } | { type: 'assignment.failed' };


export const siteAssignmentMachine = setup({
  types: {
    input: {} as SiteAssignmentInput,
    context: {} as SiteAssignmentContext,
    events: {} as SiteAssignmentEvent,
    emitted: {} as SiteAssignmentEmitted,
    tags: {} as 'busy',
  },
  actors: {
    saveAssignments: fromPromise<unknown, { changes: AssignmentChange[] }>(notProvided('siteAssignment', 'saveAssignments')),
  },
  guards: {
    hasChanges: ({ event }) => event.type === 'assignment.save' && event.changes.length > 0,
  },
  actions: {
    toggle: assign(({ context, event }) => {
      assertEvent(event, 'site.toggle');
      return { pending: toggleSite(context.pending, event.site, context.locationId, event.checked), error: null };
    }),
    startSaving: assign(({ event }) => {
      assertEvent(event, 'assignment.save');
      return { saving: event.changes, error: null };
    }),
    clear: assign({ pending: {}, saving: [], error: null }),
    fail: assign((_, { error }: { error: unknown }) => ({ saving: [], error: noticeFromError(error, 'Zuordnung nicht gespeichert') })),
    emitSaved: emit(({ context }) => ({ type: 'assignment.saved' as const, changes: context.saving })),
    emitFailed: emit({ type: 'assignment.failed' } as const),
  },
}).createMachine({
  id: 'siteAssignment',
  context: ({ input }) => ({ locationId: input.locationId, pending: {}, saving: [], error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'site.toggle': { actions: 'toggle' },
        'assignment.save': { guard: 'hasChanges', target: 'saving', actions: 'startSaving' },
        'assignment.cancel': { actions: 'clear' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveAssignments',
        src: 'saveAssignments',
        input: ({ context }) => ({ changes: context.saving }),
        onDone: { target: 'editing', actions: ['emitSaved', 'clear'] },
        onError: { target: 'editing', actions: [{ type: 'fail', params: ({ event }) => ({ error: event.error }) }, 'emitFailed'] },
      },
    },
  },
});

export type SiteAssignmentActorRef = ActorRefFrom<typeof siteAssignmentMachine>;
export type SiteAssignmentSnapshot = SnapshotFrom<typeof siteAssignmentMachine>;
