// The app's actors, created once at start: auth, session, navigationGuard and bootstrap, each given
// its real effects (server calls, localStorage persistence) through its flow's effects interface,
// and all recorded by one event journal. Each machine runs as the root of its own actor (so the
// journal can replay it); the glue between them is here and in src/machines/session/client.ts.
import { createActor, type InspectionEvent, type Observer } from 'xstate';
import type { Notice } from '../domain/errors.ts';
import { LOGIN_PATH } from '../domain/navigation.ts';
import { provideAuth } from '../machines/auth/effects.ts';
import type { AuthActorRef } from '../machines/auth/machine.ts';
import { accessToken, currentUser } from '../machines/auth/selectors.ts';
import { provideBootstrap } from '../machines/bootstrap/effects.ts';
import { ensureMinimum } from '../machines/bootstrap/ensure-minimum.ts';
import type { BootstrapActorRef } from '../machines/bootstrap/machine.ts';
import { createJournal, type Journal } from '../machines/journal/journal.ts';
import { provideNavigationGuard } from '../machines/navigationGuard/effects.ts';
import type { NavigationGuardActorRef } from '../machines/navigationGuard/machine.ts';
import { createSessionClient, linkSession, type SessionClient } from '../machines/session/client.ts';
import { provideSession } from '../machines/session/effects.ts';
import type { SessionActorRef } from '../machines/session/machine.ts';
import { storageEffects, type KeyValueStorage } from './auth-storage.ts';
import { createEffects, type Effects, type EffectsDeps } from './effects.ts';

export interface AppSystemOptions {
  storage: KeyValueStorage;
  /** History navigation (wouter's navigate). */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** Current path with query, for login redirects. */
  currentRoute: () => string;
  /** Shows a notification. */
  notify: (notice: Notice) => void;
  /** Replaces the server calls (tests). */
  effects?: (deps: EffectsDeps) => Effects;
}

export interface AppSystem {
  auth: AuthActorRef;
  session: SessionActorRef;
  navigationGuard: NavigationGuardActorRef;
  bootstrap: BootstrapActorRef;
  client: SessionClient;
  effects: Effects;
  journal: Journal;
  /** Adds an inspection observer to every actor (e.g. @statelyai/inspect); returns the unsubscribe. */
  inspect(observer: Observer<InspectionEvent> | ((event: InspectionEvent) => void)): () => void;
  stop(): void;
}

export function createAppSystem(options: AppSystemOptions): AppSystem {
  const journal = createJournal();
  let client: SessionClient | null = null;
  const session = () => {
    if (!client) throw new Error('session client not ready');
    return client;
  };
  let auth: AuthActorRef | null = null;
  const token = () => (auth ? accessToken(auth.getSnapshot()) : null);
  const userId = () => (auth ? (currentUser(auth.getSnapshot())?.id ?? null) : null);
  const effects = (options.effects ?? createEffects)({ session, token, userId });

  const sessionActor = createActor(provideSession(effects), { id: 'session', systemId: 'session', input: { tokens: null }, inspect: journal.inspect });
  client = createSessionClient(sessionActor, { currentRoute: options.currentRoute });

  auth = createActor(provideAuth({ ...storageEffects(options.storage), login: effects.login, loadUser: effects.loadUser }), {
    id: 'auth',
    systemId: 'auth',
    inspect: journal.inspect,
  });

  const bootstrap = createActor(provideBootstrap(effects), { id: 'bootstrap', systemId: 'bootstrap', inspect: journal.inspect });

  const navigationGuard = createActor(provideNavigationGuard({ bootstrapMinimum: (user) => ensureMinimum(bootstrap, user), loadAccessData: () => effects.loadAccessData() }), {
    id: 'navigationGuard',
    systemId: 'navigationGuard',
    inspect: journal.inspect,
  });

  const actors = [sessionActor, auth, bootstrap, navigationGuard];
  const unlinks: (() => void)[] = [];

  // Session ↔ auth: tokens in step, refreshed tokens back to auth, expiry → logout + login with redirect.
  unlinks.push(linkSession(auth, sessionActor, (to) => options.navigate(to, { replace: true })));

  // The guard and the bootstrap report the same failed load with the same notice object: show it once.
  let lastNotice: Notice | null = null;
  const notify = (notice: Notice) => {
    if (notice === lastNotice) return;
    lastNotice = notice;
    options.notify(notice);
  };

  // Guard decisions: follow redirects, log out, show notices.
  const subs = [
    navigationGuard.on('nav.redirect', (e) => options.navigate(e.to, { replace: true })),
    navigationGuard.on('nav.logout', () => auth.send({ type: 'auth.logout' })),
    navigationGuard.on('nav.notify', (e) => notify(e.notice)),
    // A bootstrap failure clears the user data: logout, the notice, and the login page.
    bootstrap.on('bootstrap.failed', (e) => {
      notify(e.notice);
      auth.send({ type: 'auth.logout' });
      options.navigate(LOGIN_PATH, { replace: true });
    }),
    // Logout (any cause) drops what was loaded for the user: bootstrap state and the urql cache.
    auth.on('auth.loggedOut', () => {
      bootstrap.send({ type: 'bootstrap.reset' });
      effects.resetClients();
    }),
  ];

  // A failed login or user load shows its notice once ('Authentifizierung gescheitert.' …).
  let lastError: Notice | null = null;
  subs.push(
    auth.subscribe((s) => {
      if (s.context.error && s.context.error !== lastError) notify(s.context.error);
      lastError = s.context.error;
    }),
  );

  for (const a of actors) a.start();

  return {
    auth,
    session: sessionActor,
    navigationGuard,
    bootstrap,
    client: session(),
    effects,
    journal,
    inspect(observer) {
      const list = actors.map((a) => a.system.inspect(observer));
      return () => list.forEach((s) => s.unsubscribe());
    },
    stop() {
      for (const s of subs) s.unsubscribe();
      for (const u of unlinks) u();
      for (const a of actors.toReversed()) a.stop();
    },
  };
}
