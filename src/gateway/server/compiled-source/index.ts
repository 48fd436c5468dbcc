// The gateway's one opt-in speed-up (GatewayOptions.compiledSource): the operation executes once,
// directly on the REST source, compiled by graphql-jit. Measured by `npm run bench -- gateway`
// against the plain runtime; see README (Gateway-Messung).
import type { GatewayConfigSupergraph } from '@graphql-hive/gateway-runtime';
import { directExecution } from './direct-execution.ts';
import { jitRest } from './jit-rest.ts';

export const compiledSourceConfig = (): Pick<GatewayConfigSupergraph, 'unifiedGraphHandler' | 'transports' | '__experimental__batchExecution'> => ({
  unifiedGraphHandler: directExecution,
  transports: { rest: jitRest },
  // The whole operation reaches the source in one executor call: nothing to batch, while batching
  // would build a DataLoader per request and defer that one call to its next dispatch.
  __experimental__batchExecution: false,
});
