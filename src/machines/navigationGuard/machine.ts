// Navigation guard (product rules ‹Navigation guard›): for every navigation ('nav.enter'), public routes pass; offline or
// not authenticated ⇒ logout and '/login?redirect=…'; otherwise load the minimum data and decide
// by the terms status (domain/terms): pass, go to the terms page, deny (error, logout, login) or
// block. Once the terms pass, the route's own rule (domain/route-access: export, import, evaluation)
// lets the user in or redirects (home, or the data check when a farm user's data is incomplete).
// The router sends 'nav.enter' and follows the emitted 'nav.redirect'; 'nav.logout' goes to
// the auth machine; 'nav.notify' is a notification to show. Injected actors (fixed invoke ids):
//   bootstrapMinimum  fromPromise({ user }) → TermsFarm[]   the terms fields of the user's farms, once loaded
//   (./effects.ts; with the bootstrap machine: ensureMinimum(bootstrapRef, user) in src/machines/bootstrap)
//   loadAccessData    fromPromise({ user }) → AccessData    the user's locations and sites (evaluation guard)
import { assertEvent, assign, enqueueActions, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { noticeFromError, type Notice } from '../../domain/errors.ts';
import { LOGIN_PATH, TERMS_PATH, isPublicPath, isTermsPath, loginRedirectPath } from '../../domain/navigation.ts';
import { accessNeedsData, accessRedirect, type Access, type AccessData, type AccessUser } from '../../domain/route-access.ts';
import { termsDecision, termsDenial, termsStatus, type TermsDecision, type TermsFarm, type TermsStatus, type TermsUser } from '../../domain/terms.ts';

export interface NavigationContext {
  path: string | null;
  /** The route's access rule ('login' when the router does not say). */
  access: Access;
  user: GuardUser | null;
  termsStatus: TermsStatus | null;
  /** Where the last decision sent the user (also emitted as 'nav.redirect'). */
  redirect: string | null;
  error: Notice | null;
}
export type GuardUser = TermsUser & AccessUser;
export type NavigationEvent = { type: 'nav.enter'; path: string; access?: Access; online: boolean; authenticated: boolean; user: GuardUser | null };
export type NavigationEmitted = { type: 'nav.redirect'; to: string } | { type: 'nav.logout' } | { type: 'nav.notify'; notice: Notice };

const decision = (c: NavigationContext): TermsDecision => {
  const d = termsDecision(c.termsStatus ?? 'MissingData');
  // The terms page is where a farm admin accepts: no redirect loop.
  return d === 'acceptTerms' && c.path !== null && isTermsPath(c.path) ? 'pass' : d;
};

export const navigationGuardMachine = setup({
  types: { context: {} as NavigationContext, events: {} as NavigationEvent, emitted: {} as NavigationEmitted, tags: {} as 'busy' },
  actors: {
    bootstrapMinimum: fromPromise<readonly TermsFarm[], { user: TermsUser | null }>(() =>
      Promise.reject(new Error("navigationGuard: actor 'bootstrapMinimum' not provided")),
    ),
    loadAccessData: fromPromise<AccessData, { user: GuardUser | null }>(() => Promise.reject(new Error("navigationGuard: actor 'loadAccessData' not provided"))),
  },
  guards: {
    isPublic: ({ event }) => isPublicPath(event.path),
    offlineOrSignedOut: ({ event }) => !event.online || !event.authenticated,
    termsDecision: ({ context }, is: TermsDecision) => decision(context) === is,
    needsAccessData: ({ context }) => accessNeedsData(context.access, context.user),
    accessRedirects: ({ context }, data: AccessData | null) => accessRedirect(context.access, context.user, data) !== null,
  },
  actions: {
    enter: assign(({ event }) => {
      assertEvent(event, 'nav.enter');
      return { path: event.path, access: event.access ?? 'login', user: event.user, termsStatus: null, redirect: null, error: null };
    }),
    storeTerms: assign(({ context }, farms: readonly TermsFarm[]) => ({ termsStatus: termsStatus(context.user, farms) })),
    redirect: enqueueActions(({ enqueue }, to: string) => {
      enqueue.assign({ redirect: to });
      enqueue.emit({ type: 'nav.redirect', to });
    }),
    logoutTo: enqueueActions(({ enqueue }, p: { notice: Notice | null; to: string }) => {
      enqueue.assign({ error: p.notice, redirect: p.to });
      if (p.notice) enqueue.emit({ type: 'nav.notify', notice: p.notice });
      enqueue.emit({ type: 'nav.logout' });
      enqueue.emit({ type: 'nav.redirect', to: p.to });
    }),
  },
}).createMachine({
  id: 'navigationGuard',
  context: { path: null, access: 'login', user: null, termsStatus: null, redirect: null, error: null },
  initial: 'idle',
  on: {
    'nav.enter': [
      { guard: 'isPublic', target: '.allowed', actions: 'enter' },
      {
        guard: 'offlineOrSignedOut',
        target: '.signedOut',
        actions: ['enter', { type: 'logoutTo', params: ({ event }) => ({ notice: null, to: loginRedirectPath(event.path) }) }],
      },
      { target: '.checking', actions: 'enter', reenter: true },
    ],
  },
  states: {
    idle: {},
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'bootstrapMinimum',
        src: 'bootstrapMinimum',
        input: ({ context }) => ({ user: context.user }),
        onDone: { target: 'deciding', actions: { type: 'storeTerms', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'logoutTo', params: ({ context, event }) => ({ notice: noticeFromError(event.error), to: loginRedirectPath(context.path ?? '/') }) },
        },
      },
    },
    deciding: {
      always: [
        { guard: { type: 'termsDecision', params: 'pass' }, target: 'routeRule' },
        { guard: { type: 'termsDecision', params: 'acceptTerms' }, target: 'termsRequired', actions: { type: 'redirect', params: TERMS_PATH } },
        {
          guard: { type: 'termsDecision', params: 'deny' },
          target: 'denied',
          actions: { type: 'logoutTo', params: ({ context }) => ({ notice: termsDenial(context.termsStatus!), to: LOGIN_PATH }) },
        },
        { target: 'blocked' },
      ],
    },
    /** The route's own rule: some need the user's data first. */
    routeRule: {
      always: [
        { guard: 'needsAccessData', target: 'loadingAccessData' },
        {
          guard: { type: 'accessRedirects', params: null },
          target: 'redirected',
          actions: { type: 'redirect', params: ({ context }) => accessRedirect(context.access, context.user, null)! },
        },
        { target: 'allowed' },
      ],
    },
    loadingAccessData: {
      tags: ['busy'],
      invoke: {
        id: 'loadAccessData',
        src: 'loadAccessData',
        input: ({ context }) => ({ user: context.user }),
        onDone: [
          {
            guard: { type: 'accessRedirects', params: ({ event }) => event.output },
            target: 'redirected',
            actions: { type: 'redirect', params: ({ context, event }) => accessRedirect(context.access, context.user, event.output)! },
          },
          { target: 'allowed' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'logoutTo', params: ({ context, event }) => ({ notice: noticeFromError(event.error), to: loginRedirectPath(context.path ?? '/') }) },
        },
      },
    },
    /** The route's rule sent the user elsewhere (home, data check). */
    redirected: {},
    allowed: {},
    signedOut: {},
    termsRequired: {},
    denied: {},
    blocked: {},
    failed: {},
  },
});

export type NavigationGuardActorRef = ActorRefFrom<typeof navigationGuardMachine>;
export type NavigationGuardSnapshot = SnapshotFrom<typeof navigationGuardMachine>;
