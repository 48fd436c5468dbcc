// In-process handoff of REST results to the gateway (src/gateway/server.ts). Serialising a large
// result to JSON only for the gateway to parse it again is most of what a large read through
// /graphql adds, so for its `inject` calls the gateway opens a single-use slot under a random token
// and sends the token in HANDOFF_HEADER. A 2xx result that goes through the route's zod serializer is
// encoded exactly as that serializer encodes it (the same `safeEncode` on the same schema) and left
// in the slot; the body is empty. Only values that JSON.parse(JSON.stringify(value)) would return
// unchanged are handed over; anything else (a Date, undefined, -0, …) gets the normal JSON body.
// The token is a capability: 122 random bits that exist only in this process for one inject call.
// A header naming no open slot (any external client's) is ignored and left as it came; errors
// (non-2xx) always take the normal path.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType, safeEncode } from 'zod/v4/core';

export const HANDOFF_HEADER = 'x-herdenblick-handoff';

interface Slot {
  claimed: boolean;
  /** Set by the serializer when the result was handed over instead of serialised. */
  handed?: { value: unknown };
}

export interface HandoffCall {
  token: string;
  /** The handed-over value after a 2xx response, or undefined (then the body is the answer). */
  take(statusCode: number): { value: unknown } | undefined;
  /** Closes the slot; call in `finally`. */
  close(): void;
}

export interface RestHandoff {
  open(): HandoffCall;
  /** Open slots (0 between calls). */
  readonly size: number;
}

const handoffs = new WeakMap<FastifyInstance, RestHandoff>();

/** The handoff of the API registered on `app`, if any (src/gateway/server.ts). */
export const restHandoff = (app: FastifyInstance): RestHandoff | undefined => handoffs.get(app);

/** The payload on its way to the route's serializer, marked for the handoff. */
class Handoff {
  constructor(
    readonly payload: object,
    readonly slot: Slot,
  ) {}
  /** A route without the zod serializer stringifies the payload as if unmarked. */
  toJSON(key: string) {
    const p = this.payload as { toJSON?: (key: string) => unknown };
    return typeof p.toJSON === 'function' ? p.toJSON(key) : p;
  }
}

/** True when JSON.parse(JSON.stringify(v)) would be deep-equal to v, key for key. */
function isJsonValue(v: unknown): boolean {
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(v) && !Object.is(v, -0);
    case 'object': {
      if (v === null) return true;
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) if (!(i in v) || !isJsonValue(v[i])) return false;
        return true;
      }
      const proto = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) return false;
      if ('toJSON' in v) return false;
      for (const key in v) if (!isJsonValue((v as Record<string, unknown>)[key])) return false;
      return true;
    }
    default:
      return false; // undefined, functions, symbols, bigint
  }
}

type ZodSerializerCompiler = typeof serializerCompiler;

/** fastify-type-provider-zod's serializer (encode, then JSON.stringify); a marked payload is handed over instead. */
const handoffSerializerCompiler: ZodSerializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  const schema = route.schema instanceof $ZodType ? route.schema : (route.schema as { properties: $ZodType }).properties;
  return (data) => {
    if (!(data instanceof Handoff)) return serialize(data);
    // As the library's serializer does, up to the JSON.stringify.
    const result = safeEncode(schema, data.payload);
    if (result.error) throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
    if (!isJsonValue(result.data)) return JSON.stringify(result.data);
    data.slot.handed = { value: result.data };
    return '';
  };
};

/** Sets the zod serializer on `app` and the hooks of the handoff (called by registerApi). */
export function registerHandoff(app: FastifyInstance): void {
  app.setSerializerCompiler(handoffSerializerCompiler as FastifySerializerCompiler<unknown>);
  const slots = new Map<string, Slot>();
  const claimed = new WeakMap<FastifyRequest, Slot>();
  handoffs.set(app, {
    open() {
      const token = randomUUID();
      const slot: Slot = { claimed: false };
      slots.set(token, slot);
      return {
        token,
        take: (statusCode) => (statusCode >= 200 && statusCode < 300 ? slot.handed : undefined),
        close: () => slots.delete(token),
      };
    },
    get size() {
      return slots.size;
    },
  });
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.headers[HANDOFF_HEADER];
    const slot = typeof token === 'string' ? slots.get(token) : undefined;
    if (slot && !slot.claimed) {
      slot.claimed = true;
      claimed.set(request, slot);
      delete request.raw.headers[HANDOFF_HEADER]; // REST sees the request as the gateway sent it
    }
    done();
  });
  app.addHook('preSerialization', (request, reply, payload, done) => {
    const slot = claimed.get(request);
    const mark = slot && reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'object' && payload !== null;
    done(null, mark ? new Handoff(payload, slot) : payload);
  });
}
