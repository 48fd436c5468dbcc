// The server calls through the GraphQL gateway: graphql-request for the machine actors (login,
// refresh, current user) and the views' urql client for the bootstrap lists (so they land in the urql
// cache the views read). Loaded lazily by effects.ts: none of it weighs on the login page's first load.
import { type Client, type CombinedError, type OperationResult } from '@urql/core';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { ApiError } from '../domain/errors.ts';
import type { Tokens } from '../domain/jwt-claims.ts';
import type { TermsFarm } from '../domain/terms.ts';
import { createGatewayClient, gatewayErrors } from '../gateway/client.ts';
import {
  AlertsDocument,
  AssociationsDocument,
  ComparisonGroupsDocument,
  CurrentUserDocument,
  EvaluationsDocument,
  FarmsDocument,
  FiltersDocument,
  IncidentsDocument,
  LocationsDocument,
  LoginDocument,
  ProfilesDocument,
  RefreshDocument,
  ReportFieldsDocument,
  SitesDocument,
  SurveyChoicesDocument,
  TextDocument,
  UsersDocument,
} from '../gateway/generated/graphql.ts';
import { createUrqlClient } from '../gateway/urql.ts';
import type { SessionClient } from '../machines/session.client.ts';
import { sessionFetch } from './session-fetch.ts';
import type { AuthUser } from '../machines/auth.machine.ts';
import type { BootstrapResource } from '../machines/bootstrap.machine.ts';
import type { RefreshResult } from '../machines/session.machine.ts';

/** A gateway (or network) failure as the domain's ApiError, so the error catalogue of spec 1 §8 applies. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const [first] = gatewayErrors(error);
  if (first) {
    return new ApiError({
      status: typeof first.status === 'number' ? first.status : first.code === 'UNAUTHENTICATED' ? 401 : 500,
      ...(first.restCode ? { code: first.restCode } : {}),
      detail: first.message,
      ...(first.errors ? { fields: first.errors } : {}),
    });
  }
  const network = (error as Partial<CombinedError> | null)?.networkError;
  if (network || error instanceof TypeError) return ApiError.noResponse(network?.name === 'AbortError');
  if (error instanceof Error && error.name === 'AbortError') return ApiError.noResponse(true);
  return new ApiError({ status: 500, detail: error instanceof Error ? error.message : String(error) });
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toApiError(error);
  }
}

const ids = (list: readonly (number | null)[] | null | undefined) => (list ?? []).filter((x): x is number => typeof x === 'number');

export interface DataClients {
  urql: Client;
  login(credentials: { username: string; password: string }): Promise<Tokens>;
  refresh(refresh: string): Promise<RefreshResult>;
  currentUser(): Promise<AuthUser>;
  minimum(): Promise<{ farms: TermsFarm[] }>;
  resource(resource: BootstrapResource): Promise<unknown>;
  /** A legal text (public): GET /texts/{name}/ through the gateway. */
  text(name: string): Promise<{ name: string; title: string; body: string }>;
}


/**
 * Both clients read the bearer token from `getToken` on every request. With `request` (the session
 * client's), the views' urql queries also refresh once on an expired token and replay.
 */
export function createDataClients(getToken: () => string | null, request?: SessionClient['request']): DataClients {
  const anonymous = createGatewayClient({ getToken: () => null });
  const authed = createGatewayClient({ getToken });
  const urql = request ? createUrqlClient({ getToken: () => null, fetch: sessionFetch(request) }) : createUrqlClient({ getToken });

  /** A list query through urql (network-only: fresh data into the cache); failures become ApiErrors. */
  async function query<D, V extends Record<string, unknown>>(document: TypedDocumentNode<D, V>, variables: V): Promise<D> {
    const result: OperationResult<D, V> = await urql.query(document, variables, { requestPolicy: 'network-only' }).toPromise();
    if (result.error) throw toApiError(result.error);
    if (!result.data) throw new ApiError({ status: 500, detail: 'Leere Antwort des Servers.' });
    return result.data;
  }

  /** Every page of a limit/offset list. */
  async function all<D, V extends { limit?: number | null; offset?: number | null }, T>(
    document: TypedDocumentNode<D, V>,
    pick: (data: D) => { count: number; results: (T | null)[] } | null | undefined,
    variables: Omit<V, 'limit' | 'offset'> = {} as Omit<V, 'limit' | 'offset'>,
  ): Promise<T[]> {
    const limit = 10_000;
    const out: T[] = [];
    for (let offset = 0; ; offset += limit) {
      const page = pick(await query(document, { ...variables, limit, offset } as unknown as V & Record<string, unknown>));
      const results = (page?.results ?? []).filter((r): r is NonNullable<typeof r> => r !== null) as T[];
      out.push(...results);
      if (!page || results.length < limit || out.length >= page.count) return out;
    }
  }

  const loaders: Record<BootstrapResource, () => Promise<unknown>> = {
    alerts: () => all(AlertsDocument, (d) => d.listAlerts),
    associations: () => all(AssociationsDocument, (d) => d.listAssociations),
    comparisonGroups: () => all(ComparisonGroupsDocument, (d) => d.listComparisonGroups),
    evaluations: () => all(EvaluationsDocument, (d) => d.listEvaluations),
    filters: () => all(FiltersDocument, (d) => d.listFilters),
    profiles: () => all(ProfilesDocument, (d) => d.listProfiles),
    reportFields: () => query(ReportFieldsDocument, {}),
    users: () => all(UsersDocument, (d) => d.listUsers),
    incidents: () => all(IncidentsDocument, (d) => d.listIncidents),
    // The current user's permissions come with the current user; the per-location links are read
    // by the screens that edit them.
    locationPermissions: async () => null,
    surveyChoices: () => query(SurveyChoicesDocument, {}),
  };

  return {
    urql,
    login: ({ username, password }) =>
      call(async () => {
        const data = await anonymous.request(LoginDocument, { username, password });
        if (!data.obtainToken) throw new ApiError({ status: 500, detail: 'Leere Antwort des Servers.' });
        return { access: data.obtainToken.access, refresh: data.obtainToken.refresh };
      }),
    refresh: (refresh) =>
      call(async () => {
        const data = await anonymous.request(RefreshDocument, { refresh });
        if (!data.refreshToken) throw new ApiError({ status: 500, detail: 'Leere Antwort des Servers.' });
        return { access: data.refreshToken.access, refresh: data.refreshToken.refresh };
      }),
    currentUser: () =>
      call(async () => {
        const { currentUser: user } = await authed.request(CurrentUserDocument);
        if (!user) throw new ApiError({ status: 500, detail: 'Leere Antwort des Servers.' });
        return { ...user, farms: ids(user.farms), interim_admin_farms: ids(user.interim_admin_farms), admin_association_ids: ids(user.admin_association_ids) };
      }),
    async minimum() {
      const [farms] = await Promise.all([
        all(FarmsDocument, (d) => d.listFarms),
        all(LocationsDocument, (d) => d.listLocations),
        all(SitesDocument, (d) => d.listSites),
      ]);
      return { farms: farms.map((f) => ({ id: f.id, invoicing_association: f.invoicing_association, tos_accepted: f.tos_accepted })) };
    },
    resource: (resource) => loaders[resource](),
    async text(name) {
      const data = await query(TextDocument, { name });
      if (!data.getText) throw new ApiError({ status: 404, detail: 'Text nicht gefunden.' });
      return data.getText;
    },
  };
}
