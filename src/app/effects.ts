// The real effects behind the machines' injected actors. Machines stay pure; this is the only place
// that knows how the app talks to the server: the GraphQL gateway (loaded lazily, see
// gateway-effects.ts) and REST for the endpoints the spec addresses directly (terms acceptance).
import type { Tokens } from '../domain/jwt-claims.ts';
import type { TermsUser } from '../domain/terms.ts';
import type { AuthUser, Credentials } from '../machines/auth.machine.ts';
import type { BootstrapResource } from '../machines/bootstrap.machine.ts';
import type { MinimumData } from '../machines/navigationGuard.machine.ts';
import type { RefreshResult } from '../machines/session.machine.ts';
import type { SessionClient } from '../machines/session.client.ts';
import type { DataClients } from './gateway-effects.ts';
import { restJson } from './rest.ts';

export interface Effects {
  login(credentials: Credentials): Promise<Tokens>;
  loadUser(tokens: Tokens): Promise<AuthUser>;
  refresh(refresh: string): Promise<RefreshResult>;
  loadMinimum(user: TermsUser | null): Promise<MinimumData>;
  loadResource(resource: BootstrapResource, user: TermsUser | null): Promise<unknown>;
  acceptTerms(userId: number, farm?: number): Promise<unknown>;
  /** The gateway clients (urql for views), created on first use. */
  clients(): Promise<DataClients>;
  /** Drops the clients (and with them the urql cache), e.g. on logout. */
  resetClients(): void;
}

export interface EffectsDeps {
  session: () => SessionClient;
  /** The current access token (the auth machine's). */
  token: () => string | null;
}

export function createEffects({ session, token }: EffectsDeps): Effects {
  let clients: Promise<DataClients> | null = null;
  const load = () =>
    (clients ??= import('./gateway-effects.ts').then((m) => m.createDataClients(token, (call) => session().request(call))).catch((error: unknown) => {
      clients = null;
      throw error;
    }));
  /** Authenticated calls refresh once on a 401 and replay (session machine). */
  const authed = <T>(run: (c: DataClients) => Promise<T>) => session().request(async () => run(await load()));

  return {
    clients: load,
    resetClients: () => void (clients = null),
    login: async (credentials) => (await load()).login(credentials),
    refresh: async (refresh) => (await load()).refresh(refresh),
    loadUser: () => authed((c) => c.currentUser()),
    loadMinimum: () => authed((c) => c.minimum()),
    loadResource: (resource) => authed((c) => c.resource(resource)),
    acceptTerms: (userId, farm) =>
      session().request((access) =>
        restJson(`/users/${userId}/terms_of_service_acceptance/`, { method: 'POST', body: farm === undefined ? {} : { farm }, token: access ?? token() }),
      ),
  };
}
