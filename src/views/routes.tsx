// The route table of product rules ‹Screens and routes›: path, name, layout, access (which guard) and page title.
// Every page but login is loaded lazily (route-level code splitting).
import { lazy, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../domain/constants.ts';
import { entityOfSegment } from '../domain/entity-param.ts';
import { ENTITY_TYPE_LABELS } from '../domain/roles.ts';
import { LoginPage } from './pages/login/LoginPage.tsx';
import type { Client } from 'urql';
import type { PageProps, RouteDef, RouteParams } from './route-types.ts';

export type { Access, Layout, PageProps, PrefetchData, RouteDef, RouteParams } from './route-types.ts';

/** Each lazy page's loader, so the page of the address the app starts on can be fetched at once. */
const LOADERS = new Map<unknown, () => Promise<unknown>>();

/** Lazy page with the spec's chunk-load timeout (product rules ‹Generic error handler›: 120 s). */
function page<K extends string>(load: () => Promise<Record<K, ComponentType<PageProps>>>, name: K) {
  const component = lazy(() =>
    Promise.race([
      load().then((m) => ({ default: m[name] })),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('Zeitüberschreitung beim Laden der Seite.')), CHUNK_LOAD_TIMEOUT_MS)),
    ]),
  );
  LOADERS.set(component, load);
  return component;
}

/** Starts fetching a route's page chunk (the browser caches the module; a failure shows when it renders). */
export function preloadPage(route: RouteDef): void {
  LOADERS.get(route.component)?.().catch(() => {});
}

/**
 * Starts the page's own queries as soon as its prefetch module and the data layer are there, in
 * parallel with the session and guard checks instead of after them (each is a round trip on a
 * phone), and the page's chunk. What the guard then refuses was only asked for: the server checks
 * every query, and the page never shows it.
 */
export function prefetchPageData(route: RouteDef, params: RouteParams, search: string, client: () => Promise<Client>): void {
  preloadPage(route);
  if (!route.prefetch) return;
  Promise.all([route.prefetch(), client()])
    .then(([prefetch, urql]) => prefetch(urql, params, search))
    .catch(() => {});
}

/** Where the pages that prefetch their data keep that code. */
const prefetchDashboard = () => import('./pages/dashboard/fresh.ts').then((m) => m.prefetchFirstScreen);
const prefetchEvaluationDetail = () => import('./pages/evaluations/detail/prefetch.ts').then((m) => m.prefetchEvaluationDetail);
const prefetchControllingOverview = () => import('./pages/controlling/prefetch.ts').then((m) => m.prefetchControllingOverview);
const prefetchEntityControlling = () => import('./pages/controlling/prefetch.ts').then((m) => m.prefetchEntityControlling);

const DashboardPage = page(() => import('./pages/dashboard/DashboardPage.tsx'), 'DashboardPage');
const TermsOfServicePage = page(() => import('./pages/TermsOfServicePage.tsx'), 'TermsOfServicePage');
const PrivacyPolicyPage = page(() => import('./pages/LegalTextPage.tsx'), 'PrivacyPolicyPage');
const ImpressumPage = page(() => import('./pages/LegalTextPage.tsx'), 'ImpressumPage');
const RequestResetPage = page(() => import('./pages/reset/ResetPasswordPages.tsx'), 'RequestResetPage');
const InstructionsSentPage = page(() => import('./pages/reset/ResetPasswordPages.tsx'), 'InstructionsSentPage');
const VerificationPage = page(() => import('./pages/reset/ResetPasswordPages.tsx'), 'VerificationPage');
const VerificationSuccessPage = page(() => import('./pages/reset/ResetPasswordPages.tsx'), 'VerificationSuccessPage');
const UsersPage = page(() => import('./pages/users/UsersPage.tsx'), 'UsersPage');
const ProfilePage = page(() => import('./pages/users/ProfilePage.tsx'), 'ProfilePage');
const VerifyEmailPage = page(() => import('./pages/users/VerifyEmailPage.tsx'), 'VerifyEmailPage');
export const NotFoundPage = page(() => import('./pages/NotFoundPage.tsx'), 'NotFoundPage');
// Master data
const FarmsPage = page(() => import('./pages/farms/FarmsPage.tsx'), 'FarmsPage');
const FarmManagePage = page(() => import('./pages/farms/FarmManagePage.tsx'), 'FarmManagePage');
const NewLocationPage = page(() => import('./pages/locations/NewLocationPage.tsx'), 'NewLocationPage');
const LocationEditPage = page(() => import('./pages/locations/LocationEditPage.tsx'), 'LocationEditPage');
const SurveyPage = page(() => import('./pages/survey/SurveyPage.tsx'), 'SurveyPage');
// Evaluations list and wizard
const EvaluationsPage = page(() => import('./pages/evaluations/EvaluationsPage.tsx'), 'EvaluationsPage');
// Data pages
const DataExportPage = page(() => import('./pages/data/DataExportPage.tsx'), 'DataExportPage');
const DataCheckPage = page(() => import('./pages/data/DataCheckPage.tsx'), 'DataCheckPage');
const DataImportPage = page(() => import('./pages/data/DataImportPage.tsx'), 'DataImportPage');
// Evaluation detail, deviation and timeline
const EvaluationDetailPage = page(() => import('./pages/evaluations/detail/EvaluationDetailPage.tsx'), 'EvaluationDetailPage');
const DeviationPage = page(() => import('./pages/evaluations/deviation/DeviationPage.tsx'), 'DeviationPage');
const TimelinePage = page(() => import('./pages/evaluations/timeline/TimelinePage.tsx'), 'TimelinePage');
const RankingsPage = page(() => import('./pages/rankings/RankingsPage.tsx'), 'RankingsPage');
// Controlling
const ControllingOverviewPage = page(() => import('./pages/controlling/ControllingOverviewPage.tsx'), 'ControllingOverviewPage');
const EntityControllingPage = page(() => import('./pages/controlling/EntityControllingPage.tsx'), 'EntityControllingPage');

/** Order matters: the first match wins (wouter Switch semantics). */
export const ROUTES: readonly RouteDef[] = [
  { path: '/login', name: 'login', layout: 'full-screen', access: 'public', title: 'Login', component: LoginPage },
  { path: '/', name: 'home', layout: 'default', access: 'login', title: 'Übersicht', component: DashboardPage, prefetch: prefetchDashboard },
  { path: '/farms', layout: 'default', access: 'login', title: 'Alle LDWUs', component: FarmsPage },
  { path: '/farms/:id', layout: 'default', access: 'login', title: 'LDWU verwalten', component: FarmManagePage },
  { path: '/locations/new', layout: 'default', access: 'login', title: 'Neuer Betrieb', component: NewLocationPage },
  { path: '/locations/:id', layout: 'default', access: 'login', title: 'Betrieb bearbeiten', component: LocationEditPage },
  { path: '/survey/:id', name: 'survey', layout: 'default', access: 'login', title: 'Betriebsprofil', component: SurveyPage },
  { path: '/rankings', layout: 'default', access: 'login', title: 'Verbandsranking', component: RankingsPage },
  { path: '/users', layout: 'default', access: 'login', title: 'Alle Benutzer', component: UsersPage },
  { path: '/profile', layout: 'half-width', access: 'login', title: 'Eigenen Benutzer bearbeiten', component: ProfilePage },
  { path: '/verify-email', layout: 'half-width', access: 'public', title: 'E-Mail verifizieren', component: VerifyEmailPage },
  { path: '/data-export', layout: 'half-width', access: 'data-export', title: 'Daten exportieren', component: DataExportPage },
  { path: '/data-import', layout: 'half-width', access: 'data-import', title: 'Daten importieren', component: DataImportPage },
  { path: '/controlling', name: 'controlling', layout: 'default', access: 'login', title: 'Controllingsystem', component: ControllingOverviewPage, prefetch: prefetchControllingOverview },
  {
    path: '/:entity/:id/controlling',
    layout: 'default',
    access: 'login',
    title: (p) => {
      const type = entityOfSegment(p.entity);
      return type ? `Kontrollfeld-Überwachung ${ENTITY_TYPE_LABELS[type]}` : 'Kontrollfeld-Überwachung';
    },
    component: EntityControllingPage,
    prefetch: prefetchEntityControlling,
  },
  { path: '/data-check', name: 'data-check', layout: 'default', access: 'login', title: 'Daten-Prüfung', component: DataCheckPage },
  { path: '/evaluations', layout: 'default', access: 'evaluation', title: 'Auswertungen', component: EvaluationsPage },
  { path: '/evaluations/:evaluation/fields/:field', layout: 'default', access: 'evaluation', title: 'Kennzahl', component: TimelinePage },
  {
    path: '/evaluations/:evaluation/comparison-groups/:comparisonGroup',
    layout: 'default',
    access: 'evaluation',
    title: 'Vergleichsgruppe',
    component: DeviationPage,
  },
  { path: '/evaluations/:id', layout: 'default', access: 'evaluation', title: 'Auswertung', component: EvaluationDetailPage, prefetch: prefetchEvaluationDetail },
  {
    path: '/terms-of-service',
    name: 'terms-of-service',
    layout: 'limited-header',
    access: 'terms',
    title: 'Nutzungsbedingungen',
    component: TermsOfServicePage,
  },
  { path: '/privacy-policy', layout: 'half-width', access: 'public', title: 'Datenschutzerklärung', component: PrivacyPolicyPage },
  { path: '/impressum', layout: 'half-width', access: 'public', title: 'Impressum', component: ImpressumPage },
  { path: '/reset-password', layout: 'half-width', access: 'public', title: 'Passwort vergessen', component: RequestResetPage },
  {
    path: '/reset-password-instructions-sent',
    layout: 'half-width',
    access: 'public',
    title: 'Anleitung versendet',
    component: InstructionsSentPage,
  },
  {
    path: '/reset-password-verification',
    layout: 'half-width',
    access: 'public',
    title: 'Passwort zurücksetzen',
    component: VerificationPage,
  },
  {
    path: '/reset-password-verification-success',
    layout: 'half-width',
    access: 'public',
    title: 'Passwort geändert',
    component: VerificationSuccessPage,
  },
  { path: '/404', layout: 'default', access: 'public', title: 'Seite nicht gefunden', component: NotFoundPage },
];

/** Unknown paths: the 404 page in place (the address stays, so the message can name it). */
export const FALLBACK_ROUTE: RouteDef = {
  path: '*',
  layout: 'default',
  access: 'public',
  title: 'Seite nicht gefunden',
  component: NotFoundPage,
};

export const PRODUCT_NAME = 'Herdenblick';

export const routeTitle = (route: RouteDef, params: RouteParams): string =>
  typeof route.title === 'function' ? route.title(params) : route.title;

/** '{title} • Herdenblick' (product rules ‹Product overview›). */
export const documentTitle = (title: string) => `${title} • ${PRODUCT_NAME}`;
