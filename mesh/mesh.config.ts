// Compose config: the REST OpenAPI (written by mesh/compose.ts) → one supergraph source.
// The endpoint is a placeholder origin; at run time src/gateway/server.ts serves it from the same
// process (Fastify inject), so no address of the real server is baked into the supergraph.
import { defineConfig } from '@graphql-mesh/compose-cli';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';

export const SOURCE_NAME = 'Herdenblick';
export const REST_ORIGIN = 'http://rest.internal';

export const restSource = (openapiPath = './mesh/openapi.json') =>
  loadOpenAPISubgraph(SOURCE_NAME, { source: openapiPath, endpoint: REST_ORIGIN, ignoreErrorResponses: true });

export const composeConfig = defineConfig({ subgraphs: [{ sourceHandler: restSource() }] });
