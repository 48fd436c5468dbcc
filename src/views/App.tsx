// The app shell: history routing (wouter), the layout per route, the page title, and the navigation
// guard for protected routes. Public routes render at once; protected routes render when the
// navigationGuard machine allows them, and follow its redirects (login / terms / error).
import { useSelector } from '@xstate/react';
import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { matchRoute, useLocation, useRouter, useSearch } from 'wouter';
import { isPublicPath } from '../domain/navigation.ts';
import { STORAGE_KEYS } from '../app/auth-storage.ts';
import { readJson } from '../app/persistence.ts';
import { useAppSystem } from '../app/AppContext.tsx';
import { useAuthStatus, useAuthCommands } from '../app/hooks.ts';
import { currentUser, isSessionValid } from '../machines/auth/selectors.ts';
import { isBootstrapping } from '../machines/bootstrap/selectors.ts';
import { isAllowed, isBlocked, isChecking } from '../machines/navigationGuard/selectors.ts';
import { useDocumentTitle } from './hooks/useDocumentTitle.ts';
import { AppLayout } from './layouts/AppLayout.tsx';
import { PageLoading } from './layouts/PageLoading.tsx';
import { FALLBACK_ROUTE, ROUTES, documentTitle, prefetchPageData, preloadPage, routeTitle, type Access, type RouteDef, type RouteParams } from './routes.tsx';
import { endVisit } from './page-visit.ts';
import { RouteContext } from './RouteContext.tsx';
import { Button } from './ui/Button.tsx';
import { Notice } from './ui/Notice.tsx';
import { NotificationRegion } from './ui/Toast.tsx';

const DataProvider = lazy(() => import('./DataProvider.tsx').then((m) => ({ default: m.DataProvider })));
const DevTools = lazy(() => import('./devtools/DevTools.tsx').then((m) => ({ default: m.DevTools })));

function findRoute(parser: Parameters<typeof matchRoute>[0], path: string): { route: RouteDef; params: RouteParams } {
  for (const route of ROUTES) {
    const [ok, params] = matchRoute(parser, route.path, path);
    if (ok) return { route, params: { ...(params as RouteParams) } };
  }
  return { route: FALLBACK_ROUTE, params: {} };
}

function useMatch(path: string): { route: RouteDef; params: RouteParams } {
  return findRoute(useRouter().parser, path);
}

/**
 * A returning user opening a signed-in page: fetch that page's chunk and the data layer while the
 * session is being checked, not one after the other once the guard has let them in (on a phone each
 * step is a round trip).
 */
function usePreloadStartPage() {
  const { parser } = useRouter();
  const [location] = useLocation();
  const search = useSearch();
  const { effects } = useAppSystem();
  useState(() => {
    const { route, params } = findRoute(parser, location);
    if (route === FALLBACK_ROUTE) return;
    if (!isPublicPath(location)) {
      if (readJson(STORAGE_KEYS.tokens) === null) return; // signed out: the guard sends them to the login
      void import('./DataProvider.tsx');
      // The page's data too: with the chunks, not after the session, user and terms checks.
      prefetchPageData(route, params, search, async () => (await effects.clients()).urql);
      return;
    }
    preloadPage(route);
  });
}

/** Protected routes: ask the guard on every navigation (and when the signed-in user changes). */
function Guarded({ path, access, children }: { path: string; access: Access; children: ReactNode }) {
  const { auth, navigationGuard, bootstrap } = useAppSystem();
  const { loading } = useAuthStatus();
  const { logout } = useAuthCommands();
  const user = useSelector(auth, currentUser);
  const guard = useSelector(navigationGuard, (s) => ({
    path: s.context.path,
    allowed: isAllowed(s),
    checking: isChecking(s),
    blocked: isBlocked(s),
  }), (a, b) => a.path === b.path && a.allowed === b.allowed && a.checking === b.checking && a.blocked === b.blocked);
  const bootstrapLoading = useSelector(bootstrap, isBootstrapping);

  useEffect(() => {
    if (loading) return; // restoring the session or fetching the current user: decide afterwards
    navigationGuard.send({
      type: 'nav.enter',
      path,
      access,
      online: typeof navigator === 'undefined' ? true : navigator.onLine,
      authenticated: isSessionValid(auth.getSnapshot(), Date.now()),
      user,
    });
  }, [auth, navigationGuard, path, access, loading, user]);

  if (loading) return <PageLoading label="Anmeldung wird geprüft …" />;
  if (guard.path === path && guard.allowed) return <>{children}</>;
  if (guard.path === path && guard.blocked) {
    return (
      <Notice kind="error" title="Die Seite kann nicht angezeigt werden.">
        <p>Zu Ihrem Konto fehlen Daten (LDWU-Zuordnung). Bitte wenden Sie sich an Ihren Verband.</p>
        <Button variant="secondary" onPress={logout}>
          Ausloggen
        </Button>
      </Notice>
    );
  }
  return <PageLoading label={guard.checking || bootstrapLoading ? 'Daten werden geladen …' : 'Weiterleitung …'} />;
}

/** Leaving a location ends its visit: data marked as asked for it is no longer the next visit's. */
function useVisitEnds(location: string) {
  // The location last committed, not an effect cleanup: StrictMode's trial unmount must not end a visit.
  const shown = useRef(location);
  useEffect(() => {
    if (shown.current !== location) endVisit();
    shown.current = location;
  }, [location]);
}

function Routes() {
  const [location] = useLocation();
  const search = useSearch();
  useVisitEnds(location);
  const { route, params } = useMatch(location);
  const title = routeTitle(route, params);
  useDocumentTitle(documentTitle(title));
  const fullPath = search ? `${location}?${search}` : location;
  const Page = route.component;
  const matched = { route, params, title };
  const page = (
    <RouteContext.Provider value={matched}>
      <Suspense fallback={<PageLoading label="Seite wird geladen …" />}>
        <Page params={params} />
      </Suspense>
    </RouteContext.Provider>
  );
  const isPublic = route === FALLBACK_ROUTE || isPublicPath(location);
  return (
    <AppLayout layout={route.layout}>
      {isPublic ? (
        page
      ) : (
        <Guarded path={fullPath} access={route.access}>
          <Suspense fallback={<PageLoading label="Seite wird geladen …" />}>
            <DataProvider>{page}</DataProvider>
          </Suspense>
        </Guarded>
      )}
    </AppLayout>
  );
}

/** Dev panel only in development or with ?devtools; ?inspect connects the Stately inspector. */
function wantsDevTools(): boolean {
  if (typeof window === 'undefined') return false;
  const q = new URLSearchParams(window.location.search);
  return import.meta.env.DEV || q.has('devtools') || q.has('inspect');
}

export function App() {
  const [, navigate] = useLocation();
  usePreloadStartPage();
  const [devtools] = useState(wantsDevTools);
  return (
    <RouterProvider navigate={(to) => navigate(to)}>
      <Routes />
      <NotificationRegion />
      {devtools ? (
        <Suspense fallback={null}>
          <DevTools />
        </Suspense>
      ) : null}
    </RouterProvider>
  );
}
