// Data bootstrap (product rules ‹Terms status›): only the minimum the guards need, the terms fields
// (id, invoicing_association, tos_accepted) of a farm user's own farms. Nobody else needs any: the
// terms rule passes association users and superusers without looking at farms, and a farm user
// without farm ids is MissingData, so those skip the load. Everything else (lists, catalogues such
// as report fields and survey choices) is read by the screen that shows it, paged or on demand, with
// the urql cache as the store, so nothing here grows with the number of farms. A failure clears
// the user data: the machine emits 'bootstrap.failed' { notice } and the app logs out and shows the
// notice. Injected actor (fixed invoke id; built from ./effects.ts):
//   loadMinimum  fromPromise({ user }) → TermsFarm[]   terms fields of the user's own farms
import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { noticeFromError, type Notice } from '../../domain/errors.ts';
import { isFarmUser } from '../../domain/roles.ts';
import { termsStatus, type TermsFarm, type TermsStatus, type TermsUser } from '../../domain/terms.ts';
import { notProvided } from '../not-provided.ts';

export interface BootstrapContext {
  user: TermsUser | null;
  termsStatus: TermsStatus | null;
  /** Terms fields of the user's farms (id, invoicing_association, tos_accepted) for the guard. */
  termsFarms: readonly TermsFarm[];
  error: Notice | null;
}
export type BootstrapEvent = { type: 'bootstrap.start'; user: TermsUser } | { type: 'bootstrap.reset' };
export type BootstrapEmitted = { type: 'bootstrap.failed'; notice: Notice } | { type: 'bootstrap.ready' };

const INITIAL: BootstrapContext = { user: null, termsStatus: null, termsFarms: [], error: null };

export const bootstrapMachine = setup({
  types: { context: {} as BootstrapContext, events: {} as BootstrapEvent, emitted: {} as BootstrapEmitted, tags: {} as 'loading' | 'minimumLoaded' },
  actors: {
    loadMinimum: fromPromise<readonly TermsFarm[], { user: TermsUser | null }>(notProvided('bootstrap', 'loadMinimum')),
  },
  guards: {
    /** Only a farm user with farm ids has farms whose terms matter (domain/terms.ts). */
    needsTermsFarms: ({ context }) => isFarmUser(context.user?.account_type) && !!context.user?.farms?.length,
    termsPass: ({ context }, farms: readonly TermsFarm[]) => termsStatus(context.user, farms) === 'AcceptedOrNotNecessary',
  },
  actions: {
    start: assign(({ event }) =>
      event.type === 'bootstrap.start' ? { ...INITIAL, user: event.user } : {},
    ),
    storeMinimum: assign(({ context }, farms: readonly TermsFarm[]) => {
      const own = new Set(context.user?.farms ?? []);
      return {
        termsStatus: termsStatus(context.user, farms),
        termsFarms: farms.filter((f) => own.has(f.id)).map(({ id, invoicing_association, tos_accepted }) => ({ id, invoicing_association, tos_accepted })),
      };
    }),
    fail: assign((_, p: { error: unknown }) => ({ error: noticeFromError(p.error) })),
    announceFailure: emit(({ context }) => ({ type: 'bootstrap.failed' as const, notice: context.error! })),
    announceReady: emit({ type: 'bootstrap.ready' } as const),
    reset: assign(INITIAL),
  },
}).createMachine({
  id: 'bootstrap',
  context: INITIAL,
  initial: 'idle',
  on: {
    'bootstrap.start': { target: '.starting', reenter: true, actions: 'start' },
    'bootstrap.reset': { target: '.idle', actions: 'reset' },
  },
  states: {
    idle: {},
    starting: {
      always: [
        { guard: 'needsTermsFarms', target: 'loadingMinimum' },
        { guard: { type: 'termsPass', params: [] }, target: 'ready', actions: [{ type: 'storeMinimum', params: [] }, 'announceReady'] },
        { target: 'awaitingTerms', actions: { type: 'storeMinimum', params: [] } },
      ],
    },
    loadingMinimum: {
      tags: ['loading'],
      invoke: {
        id: 'loadMinimum',
        src: 'loadMinimum',
        input: ({ context }) => ({ user: context.user }),
        onDone: [
          { guard: { type: 'termsPass', params: ({ event }) => event.output }, target: 'ready', actions: [{ type: 'storeMinimum', params: ({ event }) => event.output }, 'announceReady'] },
          { target: 'awaitingTerms', actions: { type: 'storeMinimum', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** Terms not (yet) accepted, or data missing: the guard decides; after acceptance the app sends 'bootstrap.start' again. */
    awaitingTerms: { tags: ['minimumLoaded'] },
    ready: { tags: ['minimumLoaded'] },
    failed: { entry: 'announceFailure' },
  },
});

export type BootstrapActorRef = ActorRefFrom<typeof bootstrapMachine>;
export type BootstrapSnapshot = SnapshotFrom<typeof bootstrapMachine>;
