// Terms acceptance (product rules ‹Terms status›, ‹REST calls›): a farm admin accepts the terms of service for each own farm that
// has not accepted yet, one call per farm (with none open: one call without farm), in order; after
// the last, 'accepted' (the page then goes home, where the guard re-checks the terms status). A
// failed call stops the loop and keeps the farms still open, so pressing the button again resumes.
// Injected actor (fixed invoke id; built from ./effects.ts):
//   accept  fromPromise({ userId, farm? }) → unknown     mutation AcceptTermsOfService
import { assertEvent, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { noticeFromError, type Notice } from '../../domain/errors.ts';
import { notProvided } from '../not-provided.ts';

export interface AcceptInput { userId: number; farm?: number }
export interface TermsAcceptanceContext {
  userId: number | null;
  /** Farms still to accept, in order; undefined stands for the single call without farm. */
  open: readonly (number | undefined)[];
  error: Notice | null;
}
export type TermsAcceptanceEvent = { type: 'terms.accept'; userId: number; farms: readonly (number | undefined)[] };

export const termsAcceptanceMachine = setup({
  types: { context: {} as TermsAcceptanceContext, events: {} as TermsAcceptanceEvent, tags: {} as 'busy' },
  actors: {
    accept: fromPromise<unknown, AcceptInput>(notProvided('termsAcceptance', 'accept')),
  },
  guards: {
    allAccepted: ({ context }) => context.open.length === 0,
    hasFarms: ({ event }) => event.type === 'terms.accept' && event.farms.length > 0,
  },
  actions: {
    begin: assign(({ event }) => {
      assertEvent(event, 'terms.accept');
      return { userId: event.userId, open: [...event.farms], error: null };
    }),
    dropFirst: assign({ open: ({ context }) => context.open.slice(1) }),
    fail: assign((_, { error }: { error: unknown }) => ({ error: noticeFromError(error) })),
  },
}).createMachine({
  id: 'termsAcceptance',
  context: { userId: null, open: [], error: null },
  initial: 'idle',
  states: {
    idle: { on: { 'terms.accept': { guard: 'hasFarms', target: 'accepting', actions: 'begin' } } },
    accepting: {
      tags: ['busy'],
      invoke: {
        id: 'accept',
        src: 'accept',
        input: ({ context }) => (context.open[0] === undefined ? { userId: context.userId! } : { userId: context.userId!, farm: context.open[0] }),
        onDone: { target: 'next', actions: 'dropFirst' },
        onError: { target: 'idle', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    next: { always: [{ guard: 'allAccepted', target: 'accepted' }, { target: 'accepting' }] },
    accepted: { type: 'final' },
  },
});

export type TermsAcceptanceActorRef = ActorRefFrom<typeof termsAcceptanceMachine>;
export type TermsAcceptanceSnapshot = SnapshotFrom<typeof termsAcceptanceMachine>;
