// Gateway errors as the browser reads them, whichever client raised them, and their translation to
// the domain's ApiError (so the error catalogue of product rules ‹Error catalogue› applies). The gateway puts the REST
// status, code and field messages into the GraphQL error extensions; this is the client's own view
// of that shape (the server side defines what it writes, this side only what it reads).
import { ApiError } from '../../domain/errors.ts';

/** What a gateway error carries in `extensions`. */
export interface GatewayErrorExtensions {
  /** GraphQL-level code: UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT, … */
  code: string;
  /** Upstream HTTP status of the REST call. */
  status?: number;
  /** The REST body's `code` (e.g. 'token_not_valid'). */
  restCode?: string;
  /** The REST body's field errors for 400 responses. */
  errors?: Record<string, string[]>;
  /** The REST body's codes per field message ('taken', 'already_associated', …). */
  fieldCodes?: Record<string, string[]>;
}

export interface GatewayError extends GatewayErrorExtensions {
  message: string;
}

type ErrorLike = { message: string; extensions?: Record<string, unknown> | null };

/** The gateway errors carried by a graphql-request ClientError or an urql CombinedError. */
export function gatewayErrors(error: unknown): GatewayError[] {
  const e = error as { response?: { errors?: ErrorLike[] }; graphQLErrors?: ErrorLike[] } | null;
  const list = e?.graphQLErrors ?? e?.response?.errors ?? [];
  return list.map((g) => ({ message: g.message, code: 'INTERNAL_SERVER_ERROR', ...(g.extensions as Partial<GatewayErrorExtensions>) }));
}

/** True when the error says the token is missing, expired or invalid (REST 401). */
export const isUnauthenticated = (error: unknown) => gatewayErrors(error).some((g) => g.code === 'UNAUTHENTICATED');

const STATUS_BY_CODE: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, BAD_USER_INPUT: 400, GRAPHQL_VALIDATION_FAILED: 400 };

/** A gateway (or network) failure as the domain's ApiError; a 400's field messages become `fields`. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const [first] = gatewayErrors(error);
  if (first) {
    return new ApiError({
      status: typeof first.status === 'number' ? first.status : (STATUS_BY_CODE[first.code] ?? 500),
      ...(first.restCode ? { code: first.restCode } : {}),
      detail: first.message,
      ...(first.errors ? { fields: first.errors } : {}),
      ...(first.fieldCodes ? { fieldCodes: first.fieldCodes } : {}),
    });
  }
  const network = (error as { networkError?: Error } | null)?.networkError;
  if (network || error instanceof TypeError) return ApiError.noResponse(network?.name === 'AbortError');
  if (error instanceof Error && error.name === 'AbortError') return ApiError.noResponse(true);
  return new ApiError({ status: 500, detail: error instanceof Error ? error.message : String(error) });
}

/** Runs a client call; any failure comes out as an ApiError. */
export async function asApiError<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toApiError(error);
  }
}
