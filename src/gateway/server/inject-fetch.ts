// How the gateway reaches REST: the supergraph's placeholder origin (mesh/source.ts) is answered by
// this same Fastify instance through `inject`, with no socket. REST sees the client's own address as
// the connection's (`request.ip`), so no client header can forge it (the login throttle counts by it).
import type { OutgoingHttpHeaders } from 'node:http';
import type { useCustomFetch } from '@graphql-hive/gateway-runtime';
import type { FastifyInstance, FastifyRequest, LightMyRequestResponse } from 'fastify';
import { REST_ORIGIN } from '../../../mesh/source.ts';
import { HANDOFF_HEADER, type Handoff } from '../../api/http/handoff.ts';
import { HANDED_PLACEHOLDER, handValue } from './handed-values.ts';

type MeshFetch = Parameters<typeof useCustomFetch>[0];
type FetchInit = { method?: string; headers?: Record<string, string> | Headers; body?: unknown };

const headerRecord = (headers: FetchInit['headers']): Record<string, string> =>
  !headers ? {} : headers instanceof Headers ? Object.fromEntries(headers) : headers;

function responseHeaders(headers: OutgoingHttpHeaders): Headers {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) out.append(name, v);
    else out.set(name, String(value));
  }
  return out;
}

/** A status that must not carry a body in a fetch Response. */
const bodyless = (status: number) => status === 204 || status === 205 || status === 304;

/**
 * Mesh puts path arguments into the upstream URL unencoded, and URL parsing resolves dot segments:
 * getText(name: "../farms/1") would become GET /api/v1/farms/1/. Such URLs are refused.
 */
const DOT_SEGMENT = /\/(?:\.|%2e){1,2}(?=\/|$)/i;
const upstreamRefused = (url: string) => !url.startsWith(`${REST_ORIGIN}/`) || DOT_SEGMENT.test(url.split(/[?#]/)[0]!);

/**
 * The part of a fetch Response the REST transport reads (status, headers, text, blob), built
 * straight from the injected answer: a WHATWG Response would copy the body into a stream and every
 * header into a Headers object again, per REST call.
 */
function injected(status: number, headers: OutgoingHttpHeaders, text: string, raw: Buffer | null) {
  let parsed: Headers | undefined;
  return {
    status,
    statusText: '',
    ok: status >= 200 && status < 300,
    get headers() {
      return (parsed ??= responseHeaders(headers));
    },
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
    blob: async () =>
      new Blob([raw ? (new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength) as Uint8Array<ArrayBuffer>) : text], { type: String(headers['content-type'] ?? '') }),
  };
}

type InjectOptions = { method: 'GET'; url: string; headers: Record<string, string>; payload?: string; remoteAddress?: string };

/**
 * `app.inject` with a callback and without checking the options against light-my-request's schema:
 * they are built above, always of the same shape. The promise form would add a chain object and a
 * tick before dispatching, and the check costs about as much as a small REST answer's routing.
 */
const inject = (app: FastifyInstance, options: InjectOptions) =>
  new Promise<LightMyRequestResponse>((resolve, reject) => {
    app.inject({ ...options, validate: false } as InjectOptions, (error, response) => (error ? reject(error) : resolve(response!)));
  });

const NO_HANDOFF: Handoff = { id: '', text: null, takesValue: false };

/**
 * fetch for REST_ORIGIN answered by `app.inject`; any other URL is refused. The answer's text comes
 * through a handoff (src/api/http/handoff.ts), not through light-my-request's Buffer chunks; an
 * answer the handoff did not take (not a string, or answered outside the API's scope) is read from
 * the injected body as before.
 */
export function injectFetch(app: FastifyInstance, options: { handoff: boolean; values: boolean } = { handoff: true, values: true }): MeshFetch {
  const fetch = async (url: string, init: FetchInit = {}, context?: { req?: FastifyRequest }, info?: { path?: object }) => {
    if (upstreamRefused(url)) throw new Error('gateway: upstream outside the REST source refused');
    // A resolver's call (it has a path to receive the value on) takes a 2xx answer as a value.
    const path = info?.path;
    const handoff = options.handoff ? app.handoffs.begin(options.values && typeof path === 'object' && path !== null) : NO_HANDOFF;
    try {
      const res = await inject(app, {
        method: (init.method ?? 'GET') as 'GET',
        url: url.slice(REST_ORIGIN.length),
        headers: options.handoff ? { ...headerRecord(init.headers), [HANDOFF_HEADER]: handoff.id } : headerRecord(init.headers),
        payload: init.body as string | undefined,
        remoteAddress: context?.req?.ip,
      });
      if (bodyless(res.statusCode)) return injected(res.statusCode, res.headers, '', res.rawPayload);
      if (handoff.value !== undefined) {
        handValue(path!, handoff.value);
        const { 'content-length': _length, ...headers } = res.headers;
        return injected(res.statusCode, headers, HANDED_PLACEHOLDER, null);
      }
      if (handoff.text === null) return injected(res.statusCode, res.headers, res.payload, res.rawPayload);
      // The injected body is empty: its length is not the answer's.
      const { 'content-length': _length, ...headers } = res.headers;
      return injected(res.statusCode, headers, handoff.text, null);
    } finally {
      if (handoff !== NO_HANDOFF) app.handoffs.end(handoff);
    }
  };
  return fetch as unknown as MeshFetch;
}
