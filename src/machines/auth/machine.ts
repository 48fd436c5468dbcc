// Authentication (product rules ‹Authentication›): restore the persisted session, log in, fetch the current user, keep
// refreshed tokens, log out. Effects are injected actors (fixed invoke ids), built from the
// AuthEffects interface in ./effects.ts:
//   restore  fromPromise → PersistedSession | null             read persisted tokens, user, farm ids
//   login    fromPromise(Credentials) → Tokens                  mutation Login
//   loadUser fromPromise({ tokens }) → AuthUser                 query CurrentUser
//   storage  fromCallback receiving StorageCommand             write / clear local storage
import { assertEvent, assign, emit, fromCallback, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { LOGIN_FAILED_TITLE, noticeFromError, type Notice } from '../../domain/errors.ts';
import { applyRefresh, isAuthenticated, type Tokens } from '../../domain/jwt-claims.ts';
import type { UserFieldsFragment } from '../../gateway/client/generated/graphql.ts';
import { notProvided } from '../not-provided.ts';

export interface Credentials { username: string; password: string }
/** Id lists as the browser keeps them: the gateway types list elements nullable, REST never sends null. */
type IdLists<T> = { [K in keyof T]: T[K] extends readonly (number | null)[] ? readonly number[] : T[K] };
/** The signed-in user: the UserFields fragment of the CurrentUser query (product rules ‹Entities and fields›). */
export type AuthUser = IdLists<UserFieldsFragment>;
export interface PersistedSession { tokens: Tokens | null; user: AuthUser | null; farmIds: readonly number[] }
export type StorageCommand = { type: 'storage.save'; session: PersistedSession } | { type: 'storage.clear' };
export interface AuthContext extends PersistedSession { error: Notice | null }
export type AuthEvent =
  | { type: 'auth.login'; username: string; password: string }
  | { type: 'auth.logout' }
  | { type: 'auth.tokens.refreshed'; access: string; refresh?: string | null }
  | { type: 'auth.user.loaded'; user: AuthUser }
  | { type: 'auth.user.reload' };

const EMPTY: AuthContext = { tokens: null, user: null, farmIds: [], error: null };

export const authMachine = setup({
  types: { context: {} as AuthContext, events: {} as AuthEvent, emitted: {} as { type: 'auth.loggedOut' }, tags: {} as 'busy' | 'loading' },
  actors: {
    restore: fromPromise<PersistedSession | null>(async () => null),
    login: fromPromise<Tokens, Credentials>(notProvided('auth', 'login')),
    loadUser: fromPromise<AuthUser, { tokens: Tokens }>(notProvided('auth', 'loadUser')),
    storage: fromCallback<StorageCommand>(() => {}),
  },
  guards: {
    sessionValid: (_, session: PersistedSession | null) => isAuthenticated(session?.tokens, Date.now()),
    hasUser: ({ context }) => context.user !== null,
  },
  actions: {
    restoreSession: assign((_, s: PersistedSession) => ({ tokens: s.tokens, user: s.user, farmIds: [...(s.user?.farms ?? s.farmIds)], error: null })),
    storeTokens: assign((_, tokens: Tokens) => ({ tokens, error: null })),
    storeUser: assign((_, user: AuthUser) => ({ user, farmIds: [...user.farms], error: null })),
    refreshTokens: assign(({ context, event }) => {
      assertEvent(event, 'auth.tokens.refreshed');
      return { tokens: applyRefresh(context.tokens, event) };
    }),
    setError: assign((_, p: { error: unknown; title?: string }) => ({ error: noticeFromError(p.error, p.title) })),
    clearError: assign({ error: null }),
    clearSession: assign(EMPTY),
    persist: sendTo('storage', ({ context: c }): StorageCommand => ({ type: 'storage.save', session: { tokens: c.tokens, user: c.user, farmIds: c.farmIds } })),
    forget: sendTo('storage', { type: 'storage.clear' } satisfies StorageCommand),
    announceLogout: emit({ type: 'auth.loggedOut' } as const),
  },
}).createMachine({
  id: 'auth',
  context: EMPTY,
  invoke: { id: 'storage', src: 'storage' },
  initial: 'restoring',
  on: { 'auth.logout': { target: '.unauthenticated', actions: ['clearSession', 'forget', 'announceLogout'] } },
  states: {
    restoring: {
      tags: ['loading'],
      invoke: {
        id: 'restore',
        src: 'restore',
        onDone: [
          { guard: { type: 'sessionValid', params: ({ event }) => event.output }, target: 'authenticated', actions: { type: 'restoreSession', params: ({ event }) => event.output! } },
          { target: 'unauthenticated', actions: ['clearSession', 'forget'] },
        ],
        onError: { target: 'unauthenticated', actions: ['clearSession', 'forget'] },
      },
    },
    unauthenticated: {
      initial: 'idle',
      states: {
        idle: { on: { 'auth.login': { target: 'loggingIn', actions: 'clearError' } } },
        loggingIn: {
          tags: ['busy'],
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ event }) => {
              assertEvent(event, 'auth.login');
              return { username: event.username.trim(), password: event.password };
            },
            onDone: { target: '#auth.authenticated', actions: [{ type: 'storeTokens', params: ({ event }) => event.output }, 'persist'] },
            onError: { target: 'idle', actions: { type: 'setError', params: ({ event }) => ({ error: event.error, title: LOGIN_FAILED_TITLE }) } },
          },
        },
      },
    },
    authenticated: {
      initial: 'loadingUser',
      on: { 'auth.tokens.refreshed': { actions: ['refreshTokens', 'persist'] } },
      states: {
        loadingUser: {
          tags: ['loading'],
          invoke: {
            id: 'loadUser',
            src: 'loadUser',
            input: ({ context }) => ({ tokens: context.tokens! }),
            onDone: { target: 'ready', actions: [{ type: 'storeUser', params: ({ event }) => event.output }, 'persist'] },
            onError: [
              { guard: 'hasUser', target: 'ready', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
              { target: '#auth.unauthenticated', actions: ['clearSession', 'forget', { type: 'setError', params: ({ event }) => ({ error: event.error }) }] },
            ],
          },
        },
        ready: {
          on: {
            'auth.user.loaded': { actions: [{ type: 'storeUser', params: ({ event }) => event.user }, 'persist'] },
            'auth.user.reload': 'loadingUser',
          },
        },
      },
    },
  },
});

export type AuthActorRef = ActorRefFrom<typeof authMachine>;
export type AuthSnapshot = SnapshotFrom<typeof authMachine>;
