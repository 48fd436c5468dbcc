// The real effects behind the machines' effect interfaces (src/machines/<flow>/effects.ts). Machines
// stay pure; this is the only place that knows how the app talks to the server: the GraphQL gateway,
// loaded lazily (gateway-effects.ts), with authenticated calls going through the session client.
import type { Tokens } from '../domain/jwt-claims.ts';
import type { AccessData } from '../domain/route-access.ts';
import type { TermsFarm, TermsUser } from '../domain/terms.ts';
import { isFarmUser } from '../domain/roles.ts';
import type { AuthUser, Credentials } from '../machines/auth/machine.ts';
import type { BootstrapEffects } from '../machines/bootstrap/effects.ts';
import type { PasswordResetEffects } from '../machines/passwordReset/effects.ts';
import type { SessionClient } from '../machines/session/client.ts';
import type { SessionEffects } from '../machines/session/effects.ts';
import type { TermsAcceptanceEffects } from '../machines/termsAcceptance/effects.ts';
import type { FarmExportFilter } from './farm-export.ts';
import type { RankingExport } from './ranking-export.ts';
import type { DataClients } from './gateway-effects.ts';
import type { ReportTransferEffects } from './report-transfer-effects.ts';
import type { UserEffects } from './user-effects.ts';
import { loadOnce } from './load-once.ts';
import { createWrite, type Write } from './write.ts';

export interface Effects extends SessionEffects, BootstrapEffects, TermsAcceptanceEffects, PasswordResetEffects, UserEffects, ReportTransferEffects {
  login(credentials: Credentials): Promise<Tokens>;
  loadUser(tokens: Tokens): Promise<AuthUser>;
  /** The gateway clients (urql for views), created on first use. */
  clients(): Promise<DataClients>;
  /** The evaluation guard's data: the caller's locations and sites. */
  loadAccessData(): Promise<AccessData>;
  /** Drops the clients (and with them the urql cache), e.g. on logout. */
  resetClients(): void;
  /** The farm list as CSV, as filtered and sorted on screen. */
  exportFarms(filter: FarmExportFilter): Promise<void>;
  /** The association's ranking as CSV, as chosen on screen. */
  exportRanking(query: RankingExport): Promise<void>;
  /** Every browser write: graphql-request, then urql's cache told what changed (write.ts); the per-flow effects build on it. */
  write: Write;
}

export interface EffectsDeps {
  session: () => SessionClient;
  /** The current access token (the auth machine's). */
  token: () => string | null;
  /** The signed-in user's id (the auth machine's). */
  userId: () => number | null;
}

export function createEffects({ session, token, userId }: EffectsDeps): Effects {
  const clients = loadOnce(() => import('./gateway-effects.ts').then((m) => m.createDataClients(token, (call) => session().request(call))));
  const load = clients.get;
  /** Authenticated calls refresh once on a 401 and replay (session machine). */
  const authed = <T>(run: (c: DataClients) => Promise<T>) => session().request(async () => run(await load()));

  const write = createWrite(authed);

  return {
    clients: load,
    resetClients: clients.reset,
    login: async (credentials) => (await load()).login(credentials),
    refresh: async (refresh) => (await load()).refresh(refresh),
    loadUser: () => authed((c) => c.currentUser()),
    loadTermsFarms: async (user: TermsUser | null): Promise<readonly TermsFarm[]> => {
      const id = userId();
      // The bootstrap asks only for farm users with farms; anything else has no farms whose terms matter.
      if (id === null || !isFarmUser(user?.account_type)) return [];
      return authed((c) => c.termsFarms(id));
    },
    acceptTerms: (input) => authed((c) => c.acceptTerms(input)),
    loadAccessData: () => authed((c) => c.accessData()),
    write,
    exportFarms: (filter) => session().request(async (access) => (await import('./farm-export.ts')).exportFarms(filter, access)),
    exportRanking: (query) => session().request(async (access) => (await import('./ranking-export.ts')).exportRanking(query, access)),
    requestReset: async (email) => (await load()).requestReset(email),
    resetPassword: async (input) => (await load()).resetPassword(input),
    // The data pages' export and import (REST file transfers, through the session client), loaded with
    // the first transfer: not part of the login page.
    ...lazyReportTransfer(() => import('./report-transfer-effects.ts').then((m) => m.createReportTransferEffects(session))),
    // User management, loaded with the first user screen: not part of the login page.
    ...lazyUserEffects(() =>
      import('./user-effects.ts').then((m) => m.createUserEffects({ authed: (run) => session().request(async (access) => run(await load(), access)), clients: load, write })),
    ),
  };
}

/** The user effects behind a dynamic import (the generated user operations stay out of the login chunk). */
function lazyUserEffects(load: () => Promise<UserEffects>): UserEffects {
  const { get } = loadOnce(load);
  return {
    createUser: async (body) => (await get()).createUser(body),
    updateUser: async (id, fields) => (await get()).updateUser(id, fields),
    saveUserLinks: async (id, plan) => (await get()).saveUserLinks(id, plan),
    loadUserLinks: async (id) => (await get()).loadUserLinks(id),
    verifyEmail: async (id, email) => (await get()).verifyEmail(id, email),
    setUserActive: async (id, active) => (await get()).setUserActive(id, active),
    exportUsers: async () => (await get()).exportUsers(),
    confirmEmail: async (token) => (await get()).confirmEmail(token),
  };
}

/** The export and import effects behind a dynamic import. */
function lazyReportTransfer(load: () => Promise<ReportTransferEffects>): ReportTransferEffects {
  const { get } = loadOnce(load);
  return {
    exportReports: async (range, onProgress, signal) => (await get()).exportReports(range, onProgress, signal),
    importReports: async (file, onProgress, signal) => (await get()).importReports(file, onProgress, signal),
  };
}
