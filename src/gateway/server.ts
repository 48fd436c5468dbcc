// Mounts the Hive Gateway runtime in-process at /graphql. REST calls of the supergraph go to the
// placeholder origin of mesh/mesh.config.ts and are served by this same Fastify instance through
// `inject` (no socket, no loopback hop); `transport: 'loopback'` sends them over HTTP instead.
import type { OutgoingHttpHeaders } from 'node:http';
import { createGatewayRuntime, useCustomFetch, type GatewayRuntime } from '@graphql-hive/gateway-runtime';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { gatewayConfig } from '../../mesh/gateway.config.ts';
import { HANDOFF_HEADER, restHandoff } from '../api/http/handoff.ts';
import { REST_ORIGIN } from '../../mesh/mesh.config.ts';
import { HANDED_JSON } from './projection.ts';

export interface GatewayOptions {
  /** GraphiQL and verbose logging. */
  dev?: boolean;
  /** How the gateway reaches REST: in-process `inject` (default) or HTTP to the listening port. */
  transport?: 'inject' | 'loopback';
  /** Where to mount it; default '/graphql' (the bench and tests mount twins beside it). */
  path?: string;
  /** The projection fast path (default on); off only to compare against the standard executor. */
  projection?: boolean;
}

type FetchInit = { method?: string; headers?: Record<string, string> | Headers; body?: unknown };
type MeshFetch = Parameters<typeof useCustomFetch>[0];

function headerRecord(headers: FetchInit['headers']): Record<string, string> {
  if (!headers) return {};
  if (headers instanceof Headers) return Object.fromEntries(headers);
  return headers;
}

function responseHeaders(headers: OutgoingHttpHeaders): Headers {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) out.append(name, v);
    else out.set(name, String(value));
  }
  return out;
}

/**
 * The part of a fetch Response the REST transport reads, over an inject result (no body stream).
 * With a handed-over result (src/api/http/handoff.ts) the body is that value: the projection takes
 * it as parsed (HANDED_JSON), anything else reads it as text, JSON.stringify'd as REST would send it.
 */
class InjectedResponse {
  readonly status: number;
  readonly statusText: string;
  readonly ok: boolean;
  readonly redirected = false;
  readonly type = 'basic';
  readonly bodyUsed = false;
  #headers?: Headers;
  #text?: string;
  constructor(
    readonly url: string,
    private readonly res: Awaited<ReturnType<FastifyInstance['inject']>>,
    private readonly handed?: { value: unknown },
  ) {
    this.status = res.statusCode;
    this.statusText = res.statusMessage;
    this.ok = res.statusCode >= 200 && res.statusCode < 300;
  }
  get headers(): Headers {
    if (!this.#headers) {
      this.#headers = responseHeaders(this.res.headers);
      if (this.handed) this.#headers.delete('content-length'); // that of the empty body
    }
    return this.#headers;
  }
  [HANDED_JSON]() {
    return this.handed?.value;
  }
  text() {
    return Promise.resolve((this.#text ??= this.handed ? JSON.stringify(this.handed.value) : this.res.payload));
  }
  json() {
    return this.handed ? Promise.resolve(this.handed.value) : this.text().then((text) => JSON.parse(text) as unknown);
  }
  async arrayBuffer() {
    if (!this.handed) {
      const raw = this.res.rawPayload;
      return raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength);
    }
    return new TextEncoder().encode(await this.text()).buffer;
  }
  async blob() {
    const body = this.handed ? await this.text() : new Uint8Array(this.res.rawPayload);
    return new Blob([body], { type: String(this.res.headers['content-type'] ?? '') });
  }
}

/**
 * Mesh puts path arguments into the upstream URL unencoded, and URL parsing resolves dot segments:
 * getText(name: "../farms/1") would become GET /api/v1/farms/1/. Such URLs are refused (hardening).
 */
const DOT_SEGMENT = /\/(?:\.|%2e){1,2}(?=\/|$)/i;
const upstreamRefused = (url: string) => !url.startsWith(`${REST_ORIGIN}/`) || DOT_SEGMENT.test(url.split(/[?#]/)[0]!);

/** fetch for REST_ORIGIN answered by `app.inject`; other URLs are refused. */
export function injectFetch(app: FastifyInstance): MeshFetch {
  // 2xx results come as the object REST would serialise (src/api/http/handoff.ts), when the API is on `app`.
  const handoff = restHandoff(app);
  const fetch = async (url: string, init: FetchInit = {}, context?: { req?: FastifyRequest }) => {
    if (upstreamRefused(url)) throw new Error('gateway: upstream outside the REST source refused');
    const call = handoff?.open();
    try {
      const res = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url: url.slice(REST_ORIGIN.length),
        headers: call ? { ...headerRecord(init.headers), [HANDOFF_HEADER]: call.token } : headerRecord(init.headers),
        payload: init.body as string | undefined,
        // The client's address, as a proxy's connection would carry it (REST sees request.ip).
        remoteAddress: context?.req?.ip,
      });
      return new InjectedResponse(url, res, call?.take(res.statusCode));
    } finally {
      call?.close();
    }
  };
  return fetch as unknown as MeshFetch;
}

/** fetch for REST_ORIGIN over HTTP to this server's own listening address. */
export function loopbackFetch(app: FastifyInstance): MeshFetch {
  let origin: string | undefined;
  const fetch = (url: string, init: FetchInit = {}) => {
    if (upstreamRefused(url)) throw new Error('gateway: upstream outside the REST source refused');
    if (!origin) {
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('gateway: server is not listening');
      origin = `http://127.0.0.1:${address.port}`;
    }
    return globalThis.fetch(origin + url.slice(REST_ORIGIN.length), init as RequestInit);
  };
  return fetch as unknown as MeshFetch;
}

async function send(gateway: GatewayRuntime, request: FastifyRequest, reply: FastifyReply) {
  const response = await gateway.handleNodeRequestAndResponse(request, reply, { req: request, reply });
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    reply.header(name, value);
  });
  const type = response.headers.get('content-type') ?? '';
  // Streams (SSE, multipart) pass through; plain results are sent as one string.
  if (type.startsWith('text/event-stream') || type.startsWith('multipart/')) return reply.send(response.body);
  return reply.send(await response.text());
}

export async function registerGateway(app: FastifyInstance, options: GatewayOptions = {}): Promise<GatewayRuntime> {
  const dev = options.dev ?? false;
  const fetch = options.transport === 'loopback' ? loopbackFetch(app) : injectFetch(app);
  const path = options.path ?? '/graphql';
  const gateway = createGatewayRuntime({
    ...gatewayConfig({ dev, projection: options.projection }),
    graphqlEndpoint: path,
    plugins: () => [useCustomFetch(fetch)],
  });
  app.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: path,
    handler: (request, reply) => send(gateway, request, reply),
  });
  // Load and plan the supergraph before the first request instead of on it.
  app.addHook('onReady', async () => {
    await gateway.getSchema();
  });
  // The runtime also disposes itself on SIGTERM/SIGINT (once-handlers that do not exit the process);
  // src/server/start.ts closes Fastify, which lands here, and exits.
  app.addHook('onClose', async () => {
    await gateway.dispose();
  });
  return gateway;
}
