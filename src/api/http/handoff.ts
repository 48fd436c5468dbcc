// The in-process gateway (src/gateway/server/inject-fetch.ts) reaches REST through Fastify `inject`.
// light-my-request turns the answer's JSON text into Buffer chunks and the gateway decodes them back
// into a string before parsing it: for a 20–45 kB answer with umlauts that round trip is most of
// what the REST call costs beyond the handler. Here the finished text (validated and serialised by
// the route's response schema like for every client, after every other onSend hook) is handed to
// the waiting gateway call as it is, and the injected answer carries an empty body.
// A handoff that asks for the value (the gateway knows which field waits for it) gets a 2xx answer
// as the object the route's response schema encoded, before JSON.stringify: the gateway would only
// parse that text again (for a 370 kB list about as long as writing it).
// Only a request naming a handoff the gateway opened for it takes part: a random id that exists
// while that one injected call runs, so no HTTP client can name one.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeEncode } from 'zod/v4/core';

/** The request header naming a handoff. */
export const HANDOFF_HEADER = 'x-hb-handoff';

export interface Handoff {
  readonly id: string;
  /** The answer's text; null when it was not a string (a stream or Buffer stays in the body). */
  text: string | null;
  /** Whether the waiting call takes a 2xx answer as its encoded value instead of text. */
  readonly takesValue: boolean;
  /** The encoded value of a 2xx answer (what JSON.stringify would have written); undefined if not handed over. */
  value?: unknown;
}

/** The handoffs open on one server instance (its decorator `handoffs`): one per injected call in flight. */
export class Handoffs {
  private readonly open = new Map<string, Handoff>();

  /** Opens a handoff for one injected request; close it when the request has answered. */
  begin(takesValue = false): Handoff {
    const handoff: Handoff = { id: randomUUID(), text: null, takesValue };
    this.open.set(handoff.id, handoff);
    return handoff;
  }

  end(handoff: Handoff): void {
    this.open.delete(handoff.id);
  }

  find(id: unknown): Handoff | undefined {
    return typeof id === 'string' ? this.open.get(id) : undefined;
  }
}

/** The route's zod schema for this status, looked up as Fastify's serializer does. */
function responseSchema(request: FastifyRequest, status: number): $ZodType | undefined {
  const schemas = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
  const schema = schemas?.[status] ?? schemas?.[`${String(status)[0]}xx`] ?? schemas?.default;
  return schema instanceof $ZodType ? schema : undefined;
}

/** Replaces the route's serializer for one reply: the same encoding (and the same error), no text. */
function handValue(request: FastifyRequest, reply: FastifyReply, handoff: Handoff) {
  const status = reply.statusCode;
  if (status < 200 || status > 299) return;
  const schema = responseSchema(request, status);
  if (!schema) return;
  reply.serializer((data: unknown) => {
    const result = safeEncode(schema, data);
    if (result.error) throw new ResponseSerializationError(request.method, request.url, { cause: result.error });
    handoff.value = result.data;
    return '';
  });
}

/** The handoff hooks of the API's scope: values before serialisation, text as the last onSend hook. */
export function registerHandoff(api: FastifyInstance): void {
  api.addHook('preSerialization', (request, reply, payload, done) => {
    const handoff = api.handoffs.find(request.headers[HANDOFF_HEADER]);
    if (handoff?.takesValue) handValue(request, reply, handoff);
    done(null, payload);
  });
  api.addHook('onSend', (request, _reply, payload, done) => {
    const handoff = api.handoffs.find(request.headers[HANDOFF_HEADER]);
    if (!handoff || typeof payload !== 'string' || handoff.value !== undefined) return done(null, payload);
    handoff.text = payload;
    done(null, '');
  });
}
