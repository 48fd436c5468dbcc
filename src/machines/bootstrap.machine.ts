// Data bootstrap (spec 1 §4): the minimum data (farms, locations, sites) first; once the terms
// status is AcceptedOrNotNecessary the rest in parallel (survey choices only when missing). Any
// failure clears the user data: the machine emits 'bootstrap.failed' { notice } and the app logs
// out (auth 'auth.logout') and shows the notice. The data itself lives in the urql cache; the
// actors only resolve once loaded. Injected actors (fixed invoke ids):
//   loadMinimum  (id 'loadMinimum')      fromPromise({ user }) → { farms: TermsFarm[] }  (terms fields of the user's farms)
//   loadResource (id 'load.<resource>')  fromPromise({ resource, user }) → unknown       one per REST_RESOURCES entry and 'surveyChoices'
import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { noticeFromError, type Notice } from '../domain/errors.ts';
import { termsStatus, type TermsFarm, type TermsStatus, type TermsUser } from '../domain/terms.ts';
import type { MinimumData } from './navigationGuard.machine.ts';

export const REST_RESOURCES = [
  'alerts', 'associations', 'comparisonGroups', 'evaluations', 'filters',
  'profiles', 'reportFields', 'users', 'incidents', 'locationPermissions',
] as const;
export type BootstrapResource = (typeof REST_RESOURCES)[number] | 'surveyChoices';

export interface BootstrapContext {
  user: TermsUser | null;
  surveyChoicesLoaded: boolean;
  termsStatus: TermsStatus | null;
  /** Terms fields of the user's farms (id, invoicing_association, tos_accepted) for the guard. */
  termsFarms: readonly TermsFarm[];
  error: Notice | null;
}
export type BootstrapEvent = { type: 'bootstrap.start'; user: TermsUser; surveyChoicesLoaded?: boolean } | { type: 'bootstrap.reset' };
export type BootstrapEmitted = { type: 'bootstrap.failed'; notice: Notice } | { type: 'bootstrap.ready' };

const INITIAL: BootstrapContext = { user: null, surveyChoicesLoaded: false, termsStatus: null, termsFarms: [], error: null };

/** One parallel region per resource: loading → done (final); a failure fails the whole bootstrap. */
const region = (resource: BootstrapResource) => ({
  initial: 'loading' as const,
  states: {
    loading: {
      invoke: {
        id: `load.${resource}`,
        src: 'loadResource' as const,
        input: ({ context }: { context: BootstrapContext }) => ({ resource, user: context.user }),
        onDone: { target: 'done' as const },
        onError: { target: '#bootstrap.failed', actions: { type: 'fail' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } },
      },
    },
    done: { type: 'final' as const },
  },
});

export const bootstrapMachine = setup({
  types: { context: {} as BootstrapContext, events: {} as BootstrapEvent, emitted: {} as BootstrapEmitted, tags: {} as 'loading' | 'minimumLoaded' | 'ready' },
  actors: {
    loadMinimum: fromPromise<MinimumData, { user: TermsUser | null }>(() => Promise.reject(new Error("bootstrap: actor 'loadMinimum' not provided"))),
    loadResource: fromPromise<unknown, { resource: BootstrapResource; user: TermsUser | null }>(({ input }) =>
      Promise.reject(new Error(`bootstrap: actor 'loadResource' not provided (${input.resource})`)),
    ),
  },
  guards: {
    termsPass: ({ context }, { farms }: MinimumData) => termsStatus(context.user, farms) === 'AcceptedOrNotNecessary',
    surveyChoicesLoaded: ({ context }) => context.surveyChoicesLoaded,
  },
  actions: {
    start: assign(({ event }) =>
      event.type === 'bootstrap.start' ? { ...INITIAL, user: event.user, surveyChoicesLoaded: event.surveyChoicesLoaded ?? false } : {},
    ),
    storeMinimum: assign(({ context }, { farms }: MinimumData) => {
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
    'bootstrap.start': { target: '.loadingMinimum', reenter: true, actions: 'start' },
    'bootstrap.reset': { target: '.idle', actions: 'reset' },
  },
  states: {
    idle: {},
    loadingMinimum: {
      tags: ['loading'],
      invoke: {
        id: 'loadMinimum',
        src: 'loadMinimum',
        input: ({ context }) => ({ user: context.user }),
        onDone: [
          { guard: { type: 'termsPass', params: ({ event }) => event.output }, target: 'loadingRest', actions: { type: 'storeMinimum', params: ({ event }) => event.output } },
          { target: 'awaitingTerms', actions: { type: 'storeMinimum', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** Terms not (yet) accepted: the guard decides; after acceptance the app sends 'bootstrap.start' again. */
    awaitingTerms: { tags: ['minimumLoaded'] },
    loadingRest: {
      tags: ['loading', 'minimumLoaded'],
      type: 'parallel',
      states: {
        ...Object.fromEntries(REST_RESOURCES.map((r) => [r, region(r)])),
        surveyChoices: {
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'surveyChoicesLoaded', target: 'done' }, { target: 'loading' }] },
            ...region('surveyChoices').states,
          },
        },
      },
      onDone: { target: 'ready', actions: 'announceReady' },
    },
    ready: { tags: ['minimumLoaded', 'ready'] },
    failed: { entry: 'announceFailure' },
  },
});

export type BootstrapActorRef = ActorRefFrom<typeof bootstrapMachine>;
export type BootstrapSnapshot = SnapshotFrom<typeof bootstrapMachine>;
export const isBootstrapping = (s: BootstrapSnapshot) => s.hasTag('loading');
export const hasMinimum = (s: BootstrapSnapshot) => s.hasTag('minimumLoaded');
/** The rest loads in the background after the minimum data (spec 1 §4 'Data bootstrap'). */
export const isLoadingRest = (s: BootstrapSnapshot) => s.hasTag('loading') && s.hasTag('minimumLoaded');
export const isReady = (s: BootstrapSnapshot) => s.hasTag('ready');
export const bootstrapError = (s: BootstrapSnapshot) => s.context.error;

