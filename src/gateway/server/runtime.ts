// Mounts the Hive Gateway runtime in-process at /graphql, with the serve config of
// mesh/gateway.config.ts; REST is reached through inject-fetch.ts.
import { createGatewayRuntime, useCustomFetch, type GatewayPlugin, type GatewayRuntime } from '@graphql-hive/gateway-runtime';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serveConfig } from '../../../mesh/gateway.config.ts';
import { injectFetch } from './inject-fetch.ts';

/** Bytes a /graphql request body may have: the app's largest operation is a few kB. */
export const GRAPHQL_BODY_LIMIT = 256 * 1024;

export interface GatewayOptions {
  /** GraphiQL, introspection, field suggestions and verbose logging. */
  dev?: boolean;
  /** Origins allowed to call /graphql from a browser (CORS); none by default. */
  corsOrigins?: readonly string[];
  /** Where to mount it; default '/graphql' (the bench mounts twins beside it). */
  path?: string;
  /** Further runtime plugins (the bench's compiled-executor variant). */
  plugins?: GatewayPlugin[];
  /** Opt in to the compiled, direct execution on the REST source (./compiled-source). */
  compiledSource?: boolean;
  /** REST answers handed over in-process (src/api/http/handoff.ts): 2xx as values, others as text; default on ('text': text only, false: neither; benches compare). */
  handoff?: boolean | 'text';
}

/**
 * What whatwg-node reads of the request to build the runtime's Request. Fastify's parsed `query` is
 * left out of anything but a GET: whatwg-node would parse the URL and write it back from that object
 * on every request, and only a GET carries its operation in the query string.
 */
const requestView = (request: FastifyRequest) =>
  request.method === 'GET' ? request : ({ raw: request.raw, headers: request.headers, method: request.method, body: request.body } as unknown as FastifyRequest);

async function send(gateway: GatewayRuntime, request: FastifyRequest, reply: FastifyReply) {
  const response = await gateway.handleNodeRequestAndResponse(requestView(request), reply, { req: request, reply });
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    reply.header(name, value);
  });
  // Last, so no plugin can loosen it: answers are per caller and carry tokens (obtainToken,
  // refreshToken), never stored by a cache, as REST's.
  reply.header('cache-control', 'no-store');
  const type = response.headers.get('content-type') ?? '';
  // Streams (SSE, multipart) pass through; plain results are sent as one string.
  if (type.startsWith('text/event-stream') || type.startsWith('multipart/')) return reply.send(response.body);
  return reply.send(await response.text());
}

export async function registerGateway(app: FastifyInstance, options: GatewayOptions = {}): Promise<GatewayRuntime> {
  const path = options.path ?? '/graphql';
  const fetch = injectFetch(app, { handoff: options.handoff !== false, values: (options.handoff ?? true) === true });
  const gateway = createGatewayRuntime({
    ...serveConfig({
      dev: options.dev ?? false,
      corsOrigins: options.corsOrigins ?? [],
      compiledSource: options.compiledSource ?? false,
      plugins: [useCustomFetch(fetch), ...(options.plugins ?? [])],
    }),
    graphqlEndpoint: path,
  });
  app.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: path,
    // Not part of the REST surface (/api/v1/openapi.json).
    schema: { hide: true },
    bodyLimit: GRAPHQL_BODY_LIMIT,
    handler: (request, reply) => send(gateway, request, reply),
    errorHandler: (error, _request, reply) => {
      if (error.statusCode === 413) return reply.code(413).send({ detail: `Die Anfrage ist zu groß (höchstens ${GRAPHQL_BODY_LIMIT / 1024} kB).`, code: 'payload_too_large' });
      throw error; // the server's own error handler
    },
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
