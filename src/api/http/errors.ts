// Errors carry their HTTP status; the app's error handler (error-handler.ts) turns them into JSON
// problem bodies: { detail, code } or, for invalid input, { detail, code: "invalid", errors: { field: [messages] } }
// plus, where a client reacts to a particular problem (username taken, e-mail in use), `field_codes:
// { field: [codes] }` parallel to the messages.
import { PROBLEM_TEXTS } from '../../domain/errors.ts';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly code?: string,
    readonly errors?: Record<string, string[]>,
    /** Response headers that belong to the error (e.g. Retry-After of a 429). */
    readonly headers?: Record<string, string>,
    /** Machine-readable code per field message, same order as `errors` (see fieldErrors). */
    readonly fieldCodes?: Record<string, string[]>,
  ) {
    super(detail);
  }
}

/** The detail of every 400 that lists field problems. */
export const INVALID_INPUT = 'Die Eingaben sind ungültig.';

export const notFound = (detail: string = PROBLEM_TEXTS.notFound) => new HttpError(404, detail, 'not_found');
export const forbidden = (detail: string = PROBLEM_TEXTS.permissionDenied, code = 'permission_denied') =>
  new HttpError(403, detail, code);
export const badRequest = (errors: Record<string, string[]>, detail = INVALID_INPUT) =>
  new HttpError(400, detail, 'invalid', errors);
export const unauthorized = (detail: string, code: string) => new HttpError(401, detail, code);
/** 429 with the seconds until the next attempt may succeed. */
export const throttled = (retryAfterSeconds: number, detail: string) =>
  new HttpError(429, detail, 'throttled', undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** One field problem: the German message and a code a client may react to. */
export interface FieldProblem {
  code: string;
  message: string;
}

/** 400 with per-field messages and their codes (`errors` and `field_codes` of the body). */
export function fieldErrors(problems: Record<string, FieldProblem[]>, detail = INVALID_INPUT) {
  const entries = Object.entries(problems).filter(([, list]) => list.length > 0);
  const errors = Object.fromEntries(entries.map(([field, list]) => [field, list.map((p) => p.message)]));
  const codes = Object.fromEntries(entries.map(([field, list]) => [field, list.map((p) => p.code)]));
  return new HttpError(400, detail, 'invalid', errors, undefined, codes);
}
