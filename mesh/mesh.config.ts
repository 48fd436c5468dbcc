// Compose config: the REST OpenAPI (written by mesh/compose.ts) → one supergraph source.
// The endpoint is the placeholder origin of source.ts.
import { defineConfig } from '@graphql-mesh/compose-cli';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';
import { REST_ORIGIN, SOURCE_NAME } from './source.ts';

export const restSource = (openapiPath = './mesh/openapi.json') =>
  loadOpenAPISubgraph(SOURCE_NAME, { source: openapiPath, endpoint: REST_ORIGIN, ignoreErrorResponses: true });

export const composeConfig = defineConfig({ subgraphs: [{ sourceHandler: restSource() }] });
