// The error answers of the OpenAPI document. Every error body has one shape (built in error-handler.ts),
// documented once as the `Problem` component; each operation lists the statuses it can answer with.
// Most follow from the route itself: 400 everywhere (every value in path, query and body is checked for
// what the database cannot store, nul-bytes.ts, besides the route's own schemas); a method with a body
// → 413 and 415; a bearer token → 401; the terms gate of a protected route → 403; an id in the path →
// 404. A route names the others in `schema.errors` (e.g. a public route that checks credentials: `errors: [401, 429]`).
// Documentation only: the answers themselves are serialised by the error handler as before, and the
// GraphQL composition ignores error responses, so GraphQL types do not change.
import type { RouteOptions } from 'fastify';
import type { SwaggerTransform } from '@fastify/swagger';
import { z } from 'zod';

const FieldMessages = z.record(z.string(), z.array(z.string()));

export const ProblemSchema = z
  .object({
    detail: z.string().describe('What went wrong, in German, meant to be shown to the user.'),
    code: z.string().describe('Machine-readable reason, e.g. invalid, parse_error, not_authenticated, token_not_valid, permission_denied, terms_not_accepted, not_found, payload_too_large, unsupported_media_type, throttled.'),
    errors: FieldMessages.optional().describe(
      'Invalid input (code "invalid"): German messages per field, keyed by the dotted path of the field (non_field_errors for the input as a whole).',
    ),
    field_codes: FieldMessages.optional().describe(
      'Where a client reacts to a particular field problem (e.g. username taken, e-mail in use): a code per message of `errors`, in the same order.',
    ),
  })
  .describe('The body of every error answer.');

/** The JSON body of an error answer. */
export type ProblemBody = z.output<typeof ProblemSchema>;

/** Statuses an operation can document. */
export type ProblemStatus = 400 | 401 | 403 | 404 | 413 | 415 | 429;

declare module 'fastify' {
  interface FastifySchema {
    /** Error statuses of the route beyond those that follow from its shape (see problem-responses.ts). */
    errors?: readonly ProblemStatus[];
  }
}

const DESCRIPTIONS: Record<ProblemStatus, string> = {
  400: 'Invalid input (code "invalid", messages per field in `errors`) or an unreadable request.',
  401: 'Not authenticated: credentials or token missing, invalid or expired, or the user inactive.',
  403: "Not permitted: the caller's role or scope does not allow it, or the terms of use of the caller's farms are not accepted.",
  404: 'Not found, or not visible to the caller.',
  413: 'The request body is too large.',
  415: 'Content type not supported (JSON expected).',
  429: 'Too many attempts; Retry-After gives the seconds to wait.',
};

export const PROBLEM_COMPONENT = 'Problem';
const problemRef = { $ref: `#/components/schemas/${PROBLEM_COMPONENT}` };

/** The `Problem` component as JSON Schema, for the document's components. */
export function problemComponent(): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(ProblemSchema, { io: 'output' }) as Record<string, unknown>;
  return schema;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]).map((m) => String(m).toUpperCase());

/** The statuses a route can answer with: those following from its shape plus its declared `errors`. */
export function problemStatuses(route: RouteOptions, schema: Record<string, unknown>): ProblemStatus[] {
  const statuses = new Set<ProblemStatus>((schema.errors as ProblemStatus[] | undefined) ?? []);
  const isPublic = Array.isArray(schema.security) && schema.security.length === 0;
  statuses.add(400);
  // Fastify reads (and limits) the body of these methods whether or not the route declares one.
  if (methodsOf(route).some((m) => BODY_METHODS.has(m))) {
    statuses.add(413);
    statuses.add(415);
  }
  if (!isPublic) {
    statuses.add(401);
    // The terms gate (auth/terms-gate.ts) refuses farm users on every protected route but the open ones.
    if ((route.config as { terms?: string } | undefined)?.terms !== 'open') statuses.add(403);
  }
  if (schema.params) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}

function problemResponse(status: ProblemStatus) {
  const headers = status === 429 ? { 'Retry-After': { type: 'integer', minimum: 1, description: 'Seconds until the next attempt may succeed.' } } : undefined;
  return { description: DESCRIPTIONS[status], ...(headers && { headers }), content: { 'application/json': { schema: problemRef } } };
}

/** Wraps the route transform of @fastify/swagger: adds the documented error responses of each visible route. */
export function withProblemResponses(transform: SwaggerTransform): SwaggerTransform {
  return (input) => {
    const out = transform(input);
    const { errors: _declared, ...schema } = out.schema as Record<string, unknown>;
    if (schema.hide) return { ...out, schema };
    // Without a declared response @fastify/swagger documents a bare 200; keep it next to the errors.
    const response = { ...((schema.response as Record<string, unknown> | undefined) ?? { 200: { description: 'Default Response' } }) };
    for (const status of problemStatuses(input.route, input.schema as Record<string, unknown>)) response[status] = problemResponse(status);
    return { ...out, schema: { ...schema, response } };
  };
}
