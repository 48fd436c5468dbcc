// Serve config: the committed supergraph, the header allow-list towards REST, error masking, and
// direct execution on the single REST source. src/gateway/server.ts adds the in-process transport
// and mounts the runtime on Fastify.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { GatewayConfigSupergraph } from '@graphql-hive/gateway-runtime';
import { handleFederationSupergraph, type UnifiedGraphHandler, type UnifiedGraphHandlerResult } from '@graphql-mesh/fusion-runtime';
import rest from '@graphql-mesh/transport-rest';
import type * as GraphQL from 'graphql';
import type { DocumentNode, SelectionSetNode } from 'graphql';
import { maskGatewayError } from './server/errors.ts';
import { projectingExecutor, type ExecutionRequest, type SourceFetch } from './projection.ts';
import { SOURCE_NAME } from '../../mesh/source.ts';

/** Client headers that reach the REST source; nothing else is forwarded. */
export const FORWARDED_HEADERS = ['authorization'] as const;

export const SUPERGRAPH_PATH = resolve(import.meta.dirname, '../../mesh/supergraph.graphql');

// The build the runtime's schemas come from (see src/gateway/projection.ts).
const graphql = createRequire(import.meta.url)('graphql') as typeof GraphQL;

type Executor = NonNullable<UnifiedGraphHandlerResult['executor']>;

/** __schema / __type anywhere (fragment definitions are scanned on their own below). */
const selectsIntrospection = (set: SelectionSetNode): boolean =>
  set.selections.some((s) => {
    if (s.kind === 'FragmentSpread') return false;
    if (s.kind === 'InlineFragment') return selectsIntrospection(s.selectionSet);
    return s.name.value === '__schema' || s.name.value === '__type' || (s.selectionSet !== undefined && selectsIntrospection(s.selectionSet));
  });
const introspects = new WeakMap<DocumentNode, boolean>();
const asksSchema = (document: DocumentNode) => {
  let answer = introspects.get(document);
  if (answer === undefined) {
    answer = document.definitions.some((d) => (d.kind === 'OperationDefinition' || d.kind === 'FragmentDefinition') && selectsIntrospection(d.selectionSet));
    introspects.set(document, answer);
  }
  return answer;
};

/**
 * One source, nothing to merge: the client's operation runs once, on the source's schema (whose
 * root fields call REST), instead of being delegated field by field from a stitched copy. The
 * stitched schema still validates every operation and answers introspection.
 */
const directExecution: UnifiedGraphHandler = (opts) => {
  const stitched = handleFederationSupergraph(opts);
  const executor = (request: Parameters<Executor>[0]) =>
    asksSchema(request.document)
      ? graphql.execute({ schema: stitched.unifiedGraph, document: request.document, variableValues: request.variables, operationName: request.operationName, contextValue: request.context, rootValue: request.rootValue })
      : opts.onSubgraphExecute(SOURCE_NAME, request);
  return { ...stitched, executor: executor as Executor };
};

/** transport-rest with the projection fast path (src/gateway/projection.ts) in front of its executor. */
const restWithProjection: typeof rest = {
  getSubgraphExecutor(opts) {
    const standard = rest.getSubgraphExecutor(opts); // attaches the REST resolvers to opts.subgraph
    const roots = [opts.subgraph.getQueryType(), opts.subgraph.getMutationType()].flatMap((t) => Object.values(t?.getFields() ?? {}));
    // Root fields without a REST resolver (e.g. federation's _entities) always take the standard path.
    if (!roots.some((f) => f.resolve)) return standard;
    const direct = opts.transportEntry.location && !opts.transportEntry.headers?.length && !opts.transportEntry.options
      ? { endpoint: opts.transportEntry.location, fetch: opts.fetch as unknown as SourceFetch, sourceName: opts.subgraphName }
      : undefined;
    return projectingExecutor(opts.subgraph, standard as (request: ExecutionRequest) => unknown, direct) as typeof standard;
  },
};

export interface GatewayConfigOptions {
  dev: boolean;
  /** The projection fast path for REST reads (default on; off only to compare against it). */
  projection?: boolean;
}

export function gatewayConfig({ dev, projection = true }: GatewayConfigOptions): GatewayConfigSupergraph {
  const supergraph = readFileSync(SUPERGRAPH_PATH, 'utf8');
  return {
    supergraph: () => supergraph,
    unifiedGraphHandler: directExecution,
    graphqlEndpoint: '/graphql',
    transports: { rest: projection ? restWithProjection : rest },
    propagateHeaders: {
      fromClientToSubgraphs: ({ request }) =>
        Object.fromEntries(FORWARDED_HEADERS.map((name) => [name, request.headers.get(name)]).filter(([, value]) => value)),
    },
    maskedErrors: { maskError: (error, message) => maskGatewayError(error, message, (e) => console.error('[gateway]', e)) },
    graphiql: dev,
    landingPage: false,
    // A client's x-request-id would otherwise be forwarded upstream; the allow-list above is all.
    requestId: false,
    subgraphErrors: false,
    // Yoga logs every error it masks (each REST 401 included); unexpected ones are logged above.
    logging: dev ? 'warn' : false,
  };
}

