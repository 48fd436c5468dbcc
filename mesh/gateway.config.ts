// Serve config of the gateway runtime (src/gateway/server/runtime.ts mounts it on Fastify): the
// committed supergraph, the REST transport (a 204 is a null field, no error), the header allow-list
// towards REST, error masking, CORS, operation limits, and introspection and field suggestions only
// in development.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import type { GatewayConfigSupergraph, GatewayPlugin } from '@graphql-hive/gateway-runtime';
import { compiledSourceConfig } from '../src/gateway/server/compiled-source/index.ts';
import { corsFor } from '../src/gateway/server/cors.ts';
import { LiteralPathPattern } from '../src/gateway/server/literal-path-pattern.ts';
import { maskGatewayError } from '../src/gateway/server/errors.ts';
import { restTransport } from '../src/gateway/server/no-content.ts';
import { operationLimits } from '../src/gateway/server/limits.ts';

/** Client headers that reach the REST source; nothing else is forwarded. */
export const FORWARDED_HEADERS = ['authorization'] as const;

export const SUPERGRAPH_PATH = resolve(import.meta.dirname, 'supergraph.graphql');

export interface ServeOptions {
  /** GraphiQL, introspection, field suggestions, warnings in the log. */
  dev: boolean;
  /** Browser origins allowed cross-origin; none by default. */
  corsOrigins: readonly string[];
  /** The opt-in speed-up of src/gateway/server/compiled-source (off: the runtime's standard execution). */
  compiledSource: boolean;
  /** Plugins of the caller (the transport to REST comes first). */
  plugins: GatewayPlugin[];
}

export function serveConfig({ dev, corsOrigins, compiledSource, plugins }: ServeOptions): GatewayConfigSupergraph {
  const supergraph = readFileSync(SUPERGRAPH_PATH, 'utf8');
  return {
    supergraph: () => supergraph,
    graphqlEndpoint: '/graphql',
    transports: { rest: restTransport },
    // Literal paths matched without the URLPattern polyfill (its readiness check runs on every request).
    fetchAPI: { URLPattern: LiteralPathPattern as unknown as NonNullable<GatewayConfigSupergraph['fetchAPI']>['URLPattern'] },
    ...(compiledSource && compiledSourceConfig()),
    plugins: () => [...plugins, ...operationLimits(), ...(dev ? [] : [blockFieldSuggestionsPlugin({ mask: '' }) as GatewayPlugin])],
    propagateHeaders: {
      fromClientToSubgraphs: ({ request }) =>
        Object.fromEntries(FORWARDED_HEADERS.map((name) => [name, request.headers.get(name)]).filter(([, value]) => value)),
    },
    maskedErrors: { maskError: (error, message) => maskGatewayError(error, message, (e) => console.error('[gateway]', e)) },
    cors: corsFor(corsOrigins),
    // For everyone, signed in or not; codegen and the compose check read mesh/supergraph.graphql.
    ...(!dev && { disableIntrospection: {} }),
    // One operation per request: an array body would multiply every limit above.
    batching: false,
    graphiql: dev,
    landingPage: false,
    // A client's x-request-id would otherwise be forwarded upstream; the allow-list above is all.
    requestId: false,
    subgraphErrors: false,
    // Yoga logs every error it masks (each REST 401 included); unexpected ones are logged above.
    logging: dev ? 'warn' : false,
  };
}
