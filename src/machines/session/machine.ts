// Session recovery (product rules ‹Session recovery›): on a 401 with a refresh token, refresh ONCE and replay; requests
// failing while a refresh runs wait for it (serialised: one refresh for all of them); a refresh
// without a new refresh token keeps the old one; without refresh token, or when the refresh fails,
// the session is expired: emit 'session.expired' with the login path (current route as redirect).
// Requests talk to it through ./client.ts. Injected actor (fixed invoke id):
//   refresh  fromPromise({ refresh }) → { access, refresh? }    POST /refresh/ (NOT through the session client)
import { assertEvent, assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { applyRefresh, type Tokens } from '../../domain/jwt-claims.ts';
import { loginRedirectPath } from '../../domain/navigation.ts';
import { notProvided } from '../not-provided.ts';

export interface RefreshResult { access: string; refresh?: string | null }
export interface SessionContext {
  tokens: Tokens | null;
  /** The refresh token the running refresh uses. */
  refreshingWith: string | null;
  /** Requests waiting for the running refresh (including the one that started it). */
  waiting: number;
  /** Route of the request that started the refresh (for the login redirect). */
  route: string;
}
export type SessionEvent =
  | { type: 'session.tokens'; tokens: Tokens | null }
  | { type: 'session.unauthorized'; token: string | null; route: string };
export type SessionEmitted =
  | { type: 'session.refreshed'; tokens: Tokens; waiting: number }
  | { type: 'session.expired'; redirect: string; waiting: number };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
    input: {} as { tokens?: Tokens | null } | undefined,
    tags: {} as 'refreshing' | 'expired',
  },
  actors: {
    refresh: fromPromise<RefreshResult, { refresh: string }>(notProvided('session', 'refresh')),
  },
  guards: {
    /** The failed request used an older access token: a refresh (or login) happened since; just replay. */
    tokenReplaced: ({ context, event }) => {
      assertEvent(event, 'session.unauthorized');
      return !!context.tokens?.access && event.token !== context.tokens.access;
    },
    canRefresh: ({ context }) => !!context.tokens?.refresh,
    hasTokens: ({ event }) => event.type === 'session.tokens' && !!event.tokens?.access,
    /** Still the session the refresh was started for (not logged out or in again meanwhile). */
    sameSession: ({ context }) => !!context.refreshingWith && context.tokens?.refresh === context.refreshingWith,
    signedIn: ({ context }) => !!context.tokens?.access,
  },
  actions: {
    storeTokens: assign(({ event }) => (event.type === 'session.tokens' ? { tokens: event.tokens } : {})),
    startRefresh: assign(({ context, event }) => {
      assertEvent(event, 'session.unauthorized');
      return { refreshingWith: context.tokens?.refresh ?? null, waiting: 1, route: event.route };
    }),
    enqueue: assign({ waiting: ({ context }) => context.waiting + 1 }),
    applyRefresh: assign({ tokens: ({ context }, result: RefreshResult) => applyRefresh(context.tokens, result) }),
    settle: assign({ refreshingWith: null, waiting: 0 }),
    announceRefreshed: emit(({ context }) => ({ type: 'session.refreshed' as const, tokens: context.tokens!, waiting: Math.max(1, context.waiting) })),
    announceExpired: emit(({ context, event }) => ({
      type: 'session.expired' as const,
      redirect: loginRedirectPath(event.type === 'session.unauthorized' ? event.route : context.route),
      waiting: Math.max(1, context.waiting),
    })),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ tokens: input?.tokens ?? null, refreshingWith: null, waiting: 0, route: '/' }),
  initial: 'idle',
  on: { 'session.tokens': { actions: 'storeTokens' } },
  states: {
    idle: {
      on: {
        'session.unauthorized': [
          { guard: 'tokenReplaced', actions: 'announceRefreshed' },
          { guard: 'canRefresh', target: 'refreshing', actions: 'startRefresh' },
          { target: 'expired', actions: 'announceExpired' },
        ],
      },
    },
    refreshing: {
      tags: ['refreshing'],
      on: { 'session.unauthorized': { actions: 'enqueue' } },
      invoke: {
        id: 'refresh',
        src: 'refresh',
        input: ({ context }) => ({ refresh: context.refreshingWith! }),
        onDone: [
          { guard: 'sameSession', target: 'idle', actions: [{ type: 'applyRefresh', params: ({ event }) => event.output }, 'announceRefreshed', 'settle'] },
          { guard: 'signedIn', target: 'idle', actions: ['announceRefreshed', 'settle'] },
          { target: 'expired', actions: ['announceExpired', 'settle'] },
        ],
        onError: { target: 'expired', actions: ['announceExpired', 'settle'] },
      },
    },
    expired: {
      tags: ['expired'],
      on: {
        'session.tokens': { guard: 'hasTokens', target: 'idle', actions: 'storeTokens' },
        'session.unauthorized': { actions: 'announceExpired' },
      },
    },
  },
});

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
