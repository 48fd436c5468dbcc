// transport-rest (204 as null: ../no-content.ts) whose executor runs each operation compiled by
// graphql-jit (compiled once per document and operation name) instead of graphql-js's general
// execution per field. Operations graphql-jit cannot compile take transport-rest's own executor.
// Values the source's scalars reject are refused first (input-check.ts).
import { createRequire } from 'node:module';
import type rest from '@graphql-mesh/transport-rest';
import type { DocumentNode } from 'graphql';
import type * as Jit from 'graphql-jit';
import { restTransport } from '../no-content.ts';
import { inputChecker } from './input-check.ts';

// Loaded as CommonJS so it uses the same graphql build as the runtime's schemas.
const { compileQuery, isCompiledQuery } = createRequire(import.meta.url)('graphql-jit') as typeof Jit;

type Executor = Awaited<ReturnType<typeof rest.getSubgraphExecutor>>;
type Request = Parameters<Executor>[0];
type Compiled = Jit.CompiledQuery | { errors?: unknown };

export const jitRest: typeof rest = {
  getSubgraphExecutor(opts) {
    const standard = restTransport.getSubgraphExecutor(opts) as Executor; // attaches the REST resolvers to opts.subgraph
    const compiled = new WeakMap<DocumentNode, Map<string, Compiled>>();
    const check = inputChecker(opts.subgraph);
    const compile = (request: Request) => {
      let byName = compiled.get(request.document);
      if (!byName) compiled.set(request.document, (byName = new Map()));
      const key = request.operationName ?? '';
      let query = byName.get(key);
      if (!query) byName.set(key, (query = compileQuery(opts.subgraph, request.document, request.operationName) as Compiled));
      return query;
    };
    return ((request: Request) => {
      const refused = check(request.document, request.operationName, request.variables);
      if (refused.length) return { errors: refused };
      const query = compile(request);
      if (!isCompiledQuery(query as Jit.CompiledQuery)) return standard(request);
      return (query as Jit.CompiledQuery).query(request.rootValue, request.context, request.variables);
    }) as Executor;
  },
};
