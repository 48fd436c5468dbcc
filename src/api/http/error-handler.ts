// Every error response has the documented shape { detail, code } (or, for invalid input,
// { detail, code: "invalid", errors }) with a German detail: our own HttpErrors, zod validation,
// Fastify's framework errors (invalid JSON, media type, body size, bad URL encoding) and database
// rejections of malformed values. Nothing a client sends may surface as a 5xx.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, INVALID_INPUT } from './errors.ts';
import type { ProblemBody } from './problem-responses.ts';
import { PROBLEM_TEXTS } from '../../domain/errors.ts';

/** The documented error body (the OpenAPI document's `Problem`). */
export type ErrorBody = ProblemBody;

type ValidationIssue = { instancePath?: string; params?: { issue?: { path?: PropertyKey[] } }; message?: string };

function validationErrors(issues: ValidationIssue[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.params?.issue?.path?.map(String).join('.') || issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
    (errors[path] ??= []).push(issue.message ?? 'Ungültiger Wert.');
  }
  return errors;
}

const TOO_LARGE = 'Die Anfrage ist zu groß.';
const kB = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} kB`;

/** Fastify's own error codes → status, our code and a German detail. */
function frameworkError(code: string, request: FastifyRequest): { status: number; body: ErrorBody } | undefined {
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, body: { detail: 'Der Inhalt der Anfrage ist kein gültiges JSON.', code: 'parse_error' } };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { detail: 'Der Inhalt der Anfrage ist leer, obwohl JSON angegeben ist.', code: 'parse_error' } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_TYPE':
      return { status: 415, body: { detail: 'Dieser Inhaltstyp wird nicht unterstützt; erwartet wird application/json.', code: 'unsupported_media_type' } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE': {
      const limit = request.routeOptions?.bodyLimit;
      const detail = limit ? `Die Anfrage ist zu groß (höchstens ${kB(limit)}).` : TOO_LARGE;
      return { status: 413, body: { detail, code: 'payload_too_large' } };
    }
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, body: { detail: 'Die Längenangabe (Content-Length) passt nicht zum Inhalt der Anfrage.', code: 'bad_request' } };
    case 'FST_ERR_BAD_URL':
      return { status: 400, body: { detail: 'Die Adresse der Anfrage ist ungültig kodiert.', code: 'bad_request' } };
    default:
      return undefined;
  }
}

/** PostgreSQL "data exception" class (22xxx): a value the database cannot take is the client's fault. */
const isDataException = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
};

const GENERIC: Record<number, ErrorBody> = {
  400: { detail: 'Die Anfrage ist ungültig.', code: 'bad_request' },
  401: { detail: 'Anmeldedaten fehlen oder sind ungültig.', code: 'not_authenticated' },
  403: { detail: PROBLEM_TEXTS.permissionDenied, code: 'permission_denied' },
  404: { detail: PROBLEM_TEXTS.notFound, code: 'not_found' },
  405: { detail: 'Diese Methode ist hier nicht erlaubt.', code: 'method_not_allowed' },
  406: { detail: 'Das verlangte Antwortformat wird nicht angeboten.', code: 'not_acceptable' },
  413: { detail: TOO_LARGE, code: 'payload_too_large' },
  415: { detail: 'Dieser Inhaltstyp wird nicht unterstützt.', code: 'unsupported_media_type' },
  429: { detail: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.', code: 'throttled' },
};

/** The status and JSON body for any error thrown while handling a request. */
export function errorResponse(error: unknown, request: FastifyRequest): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    const body: ErrorBody = { detail: error.detail, code: error.code ?? 'error' };
    if (error.errors) body.errors = error.errors;
    if (error.fieldCodes) body.field_codes = error.fieldCodes;
    return { status: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { status: 400, body: { detail: INVALID_INPUT, code: 'invalid', errors: validationErrors(error.validation as never) } };
  }
  const fastifyError = error as Partial<FastifyError>;
  const known = typeof fastifyError.code === 'string' ? frameworkError(fastifyError.code, request) : undefined;
  if (known) return known;
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) return frameworkError('FST_ERR_CTP_INVALID_JSON_BODY', request)!;
  if (isDataException(error)) return { status: 400, body: { detail: 'Die Eingaben enthalten einen Wert, der nicht gespeichert werden kann.', code: 'invalid' } };
  const status = typeof fastifyError.statusCode === 'number' && fastifyError.statusCode >= 400 ? fastifyError.statusCode : 500;
  if (status < 500) return { status, body: GENERIC[status] ?? GENERIC[400]! };
  return { status, body: { detail: 'Interner Serverfehler.', code: 'server_error' } };
}

/** Fastify's setErrorHandler: logs server faults, answers in the documented shape. */
export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = errorResponse(error, request);
  if (status >= 500) request.log.error(error);
  if (error instanceof HttpError && error.headers) reply.headers(error.headers);
  return reply.code(status).send(body);
}

/** Fastify's `frameworkErrors` option: errors raised before routing (bad URL encoding). */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return sendError(error, request, reply);
}
