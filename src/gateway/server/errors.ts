// What a GraphQL client may see of an error: the REST `detail` as message, a GraphQL code, the REST
// code and the upstream HTTP status. Nothing else survives (no internal URL, headers, body, stack).
import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import type { GraphQLError as GraphQLErrorType } from 'graphql';
import { PROBLEM_TEXTS } from '../../domain/errors.ts';

// The CommonJS build, as Node loads it for the runtime: the server strips `extensions.http` only
// from errors of its own graphql build (a bundler-style resolver would pick the ESM one).
const { GraphQLError } = createRequire(import.meta.url)('graphql') as typeof GraphQL;
type GraphQLError = GraphQLErrorType;

/** GraphQL error codes by upstream HTTP status. */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

export const codeForStatus = (status: number) => CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST');

export interface GatewayErrorExtensions {
  /** GraphQL-level code: UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT, … */
  code: string;
  /** Upstream HTTP status of the REST call. */
  status?: number;
  /** The REST body's `code` (e.g. 'token_not_valid'). */
  restCode?: string;
  /** The REST body's field errors for 400 responses. */
  errors?: Record<string, string[]>;
  /** The REST body's codes per field message (`field_codes`: 'taken', 'already_associated', …). */
  fieldCodes?: Record<string, string[]>;
}

const FALLBACK_MESSAGE: Record<number, string> = {
  401: PROBLEM_TEXTS.notAuthenticated,
  403: PROBLEM_TEXTS.permissionDenied,
  404: PROBLEM_TEXTS.notFound,
};

type UpstreamResponse = { status?: unknown; body?: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isGraphQLErrorLike(error: unknown): error is GraphQLError {
  return error instanceof Error && (error instanceof GraphQLError || (error.name === 'GraphQLError' && 'extensions' in error));
}

/** The first extensions record along the error's `originalError` chain that `pick` accepts. */
function findInChain<T>(error: unknown, pick: (extensions: Record<string, unknown>) => T | undefined): T | undefined {
  for (let e: unknown = error, depth = 0; isRecord(e) && depth < 5; e = e.originalError, depth++) {
    const found = isRecord(e.extensions) ? pick(e.extensions) : undefined;
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The REST response carried by a transport error (possibly wrapped by delegation). */
const upstreamOf = (error: unknown) =>
  findInChain(error, (x) => (isRecord(x.response) && typeof x.response.status === 'number' ? (x.response as UpstreamResponse) : undefined));

/** A 4xx that GraphQL itself raised about the client's input (e.g. variable coercion in the source). */
const clientStatusOf = (error: unknown) =>
  findInChain(error, (x) => (isRecord(x.http) && typeof x.http.status === 'number' && x.http.status < 500 ? x.http.status : undefined));

function restError(response: UpstreamResponse): { message: string; extensions: GatewayErrorExtensions } {
  const status = response.status as number;
  const body = isRecord(response.body) ? response.body : {};
  const extensions: GatewayErrorExtensions = { code: codeForStatus(status), status };
  if (typeof body.code === 'string') extensions.restCode = body.code;
  if (isRecord(body.errors)) extensions.errors = body.errors as Record<string, string[]>;
  if (isRecord(body.field_codes)) extensions.fieldCodes = body.field_codes as Record<string, string[]>;
  const detail = typeof body.detail === 'string' && status < 500 ? body.detail : undefined;
  return { message: detail ?? FALLBACK_MESSAGE[status] ?? (status >= 500 ? 'Interner Serverfehler.' : `Fehlercode: ${status}`), extensions };
}

/** Compiled execution (graphql-jit) reports locations without AST nodes: carry them over. */
function keepLocations(masked: GraphQLError, original: GraphQLError | undefined): GraphQLError {
  if (!masked.locations && original?.locations?.length) (masked as { locations?: unknown }).locations = original.locations;
  return masked;
}

/**
 * `maskedErrors.maskError` for the gateway. REST errors become `restError`; errors about the client's
 * own document or variables (syntax, validation, coercion) keep their message; everything else is an
 * opaque internal error, reported to `onUnexpected` (the server log) only.
 */
export function maskGatewayError(error: unknown, genericMessage: string, onUnexpected?: (error: unknown) => void): Error {
  // Duck-typed: graphql may be loaded twice (ESM and CJS), so instanceof is not reliable here.
  const graphqlError = isGraphQLErrorLike(error) ? error : undefined;
  const where = graphqlError ? { nodes: graphqlError.nodes, source: graphqlError.source, positions: graphqlError.positions, path: graphqlError.path } : {};
  const upstream = upstreamOf(error);
  if (upstream) {
    const { message, extensions } = restError(upstream);
    return keepLocations(new GraphQLError(message, { ...where, extensions: { ...extensions } }), graphqlError);
  }
  if (graphqlError) {
    const code = graphqlError.extensions?.code;
    // Syntax and validation errors concern the client's document only; their messages are safe.
    if (!graphqlError.originalError && typeof code === 'string' && code.startsWith('GRAPHQL_')) {
      return keepLocations(new GraphQLError(graphqlError.message, { ...where, extensions: { code } }), graphqlError);
    }
    const status = clientStatusOf(error);
    if (status !== undefined) {
      const request = !graphqlError.path; // a request-level error (syntax, bad request) keeps its HTTP status
      // Our own codes (limits, input checks) stay; others follow the status.
      const kind = graphqlError.message.startsWith('Syntax Error')
        ? 'GRAPHQL_PARSE_FAILED'
        : typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR'
          ? code
          : codeForStatus(status);
      return keepLocations(new GraphQLError(graphqlError.message, { ...where, extensions: { code: kind, status, ...(request && { http: { status } }) } }), graphqlError);
    }
  }
  onUnexpected?.(error);
  return new GraphQLError(genericMessage, { ...where, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}
