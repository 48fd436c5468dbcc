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
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { noticeFromError } from '../../domain/errors.ts';
import { LOGIN_PATH, TERMS_PATH, loginRedirectPath } from '../../domain/navigation.ts';
import { accessRedirect } from '../../domain/route-access.ts';
import { termsDenial } from '../../domain/terms.ts';
import { navigationGuardSetup } from './setup.ts';

export type * from './setup.ts';

export const navigationGuardMachine = navigationGuardSetup.createMachine({
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
