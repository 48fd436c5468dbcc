// The navigationGuard machine's types and named implementations (actors, guards, actions); the statechart
// itself is ./machine.ts, so it reads on one screen.
import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { type Notice } from '../../domain/errors.ts';
import { isPublicPath, isTermsPath } from '../../domain/navigation.ts';
import { accessNeedsData, accessRedirect, type Access, type AccessData, type AccessUser } from '../../domain/route-access.ts';
import { termsDecision, termsStatus, type TermsDecision, type TermsFarm, type TermsStatus, type TermsUser } from '../../domain/terms.ts';
import { notProvided } from '../not-provided.ts';

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

export const navigationGuardSetup = setup({
  types: { context: {} as NavigationContext, events: {} as NavigationEvent, emitted: {} as NavigationEmitted, tags: {} as 'busy' },
  actors: {
    bootstrapMinimum: fromPromise<readonly TermsFarm[], { user: TermsUser | null }>(notProvided('navigationGuard', 'bootstrapMinimum')),
    loadAccessData: fromPromise<AccessData, { user: GuardUser | null }>(notProvided('navigationGuard', 'loadAccessData')),
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
});
