// The server calls through the GraphQL gateway: graphql-request for the machines' effects (login,
// refresh, current user, terms, password reset) and the views' urql client for what screens show.
// Loaded lazily by effects.ts: none of it weighs on the login page's first load.
import type { Client } from '@urql/core';
import type { GraphQLClient } from 'graphql-request';
import type { Tokens } from '../domain/jwt-claims.ts';
import type { AccessData } from '../domain/route-access.ts';
import type { TermsFarm } from '../domain/terms.ts';
import { asApiError } from '../gateway/client/errors.ts';
import {
  AcceptTermsOfServiceDocument,
  CurrentUserDocument,
  DataIntegrityDocument,
  LoginDocument,
  RefreshDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  TermsOfServiceDocument,
} from '../gateway/client/generated/graphql.ts';
import { emptyAnswerError } from '../gateway/client/operation-result.ts';
import { createGatewayClient } from '../gateway/client/request.ts';
import { createUrqlClient, invalidate } from '../gateway/client/urql.ts';
import type { AuthUser, Credentials } from '../machines/auth/machine.ts';
import type { ResetInput } from '../machines/passwordReset/machine.ts';
import type { SessionClient } from '../machines/session/client.ts';
import type { RefreshResult } from '../machines/session/machine.ts';
import type { AcceptInput } from '../machines/termsAcceptance/machine.ts';
import { sessionFetch } from './session-fetch.ts';

const ids = (list: readonly (number | null)[]) => list.filter((x): x is number => typeof x === 'number');

export interface DataClients {
  urql: Client;
  /** graphql-request with the bearer token, for the machines' mutations (src/app/user-effects.ts). */
  gateway: GraphQLClient;
  /** graphql-request without token (public operations). */
  publicGateway: GraphQLClient;
  /** Tells urql's cache that a write changed these types (src/app/write.ts). */
  invalidate(typenames: readonly string[]): Promise<void>;
  login(credentials: Credentials): Promise<Tokens>;
  refresh(refresh: string): Promise<RefreshResult>;
  currentUser(): Promise<AuthUser>;
  /** The terms fields of a user's own farms (one request, whatever the farm count of the caller's scope). */
  termsFarms(userId: number): Promise<TermsFarm[]>;
  acceptTerms(input: AcceptInput): Promise<unknown>;
  /** How many of the caller's locations lack a complete profile and sites a location (the evaluation guard). */
  accessData(): Promise<AccessData>;
  requestReset(email: string): Promise<unknown>;
  resetPassword(input: ResetInput): Promise<unknown>;
}

/**
 * Both clients read the bearer token from `getToken` on every request. With `request` (the session
 * client's), the views' urql queries also refresh once on an expired token and replay.
 */
export function createDataClients(getToken: () => string | null, request?: SessionClient['request']): DataClients {
  const anonymous = createGatewayClient({ getToken: () => null });
  const authed = createGatewayClient({ getToken });
  const urql = request ? createUrqlClient({ getToken: () => null, fetch: sessionFetch(request) }) : createUrqlClient({ getToken });

  return {
    urql,
    gateway: authed,
    publicGateway: anonymous,
    invalidate: (typenames) => invalidate(urql, typenames),
    login: ({ username, password }) =>
      asApiError(async () => {
        const { obtainToken } = await anonymous.request(LoginDocument, { username, password });
        if (!obtainToken) throw emptyAnswerError();
        return { access: obtainToken.access, refresh: obtainToken.refresh };
      }),
    refresh: (refresh) =>
      asApiError(async () => {
        const { refreshToken } = await anonymous.request(RefreshDocument, { refresh });
        if (!refreshToken) throw emptyAnswerError();
        return { access: refreshToken.access, refresh: refreshToken.refresh };
      }),
    currentUser: () =>
      asApiError(async () => {
        const { currentUser: user } = await authed.request(CurrentUserDocument);
        if (!user) throw emptyAnswerError();
        return { ...user, farms: ids(user.farms), interim_admin_farms: ids(user.interim_admin_farms), admin_association_ids: ids(user.admin_association_ids) };
      }),
    termsFarms: (userId) =>
      asApiError(async () => {
        const { getUserTermsOfService: terms } = await authed.request(TermsOfServiceDocument, { userId });
        if (!terms) throw emptyAnswerError();
        return terms.farms.flatMap((f) => (f ? [{ id: f.farm, invoicing_association: f.invoicing_association, tos_accepted: f.tos_accepted }] : []));
      }),
    accessData: () =>
      asApiError(async () => {
        const data = await authed.request(DataIntegrityDocument);
        if (!data.listLocations || !data.listSites) throw emptyAnswerError();
        return { locations_lacking_profile: data.listLocations.count, sites_without_location: data.listSites.count };
      }),
    // Without farm, no `farm` variable at all: REST's body schema refuses `farm: null`.
    acceptTerms: ({ userId, farm }) =>
      asApiError(() => authed.request(AcceptTermsOfServiceDocument, { userId, input: farm === undefined ? {} : { farm } })),
    requestReset: (email) => asApiError(() => anonymous.request(RequestPasswordResetDocument, { email })),
    resetPassword: ({ email, token, password }) => asApiError(() => anonymous.request(ResetPasswordDocument, { email, token, password })),
  };
}
