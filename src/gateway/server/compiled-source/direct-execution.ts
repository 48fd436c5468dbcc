// One source, nothing to merge: the client's operation runs once, on the source's schema (whose
// root fields call REST), instead of on a stitched copy that delegates to it field by field (two
// executions of every result). The stitched schema still validates every operation and answers
// introspection where it is allowed.
import { createRequire } from 'node:module';
import { handleFederationSupergraph, type UnifiedGraphHandler, type UnifiedGraphHandlerResult } from '@graphql-mesh/fusion-runtime';
import type * as GraphQL from 'graphql';
import type { DocumentNode, SelectionSetNode } from 'graphql';
import { SOURCE_NAME } from '../../../../mesh/source.ts';

// The CommonJS build, as Node loads it for the runtime's packages (their schemas come from it).
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

export const directExecution: UnifiedGraphHandler = (opts) => {
  const stitched = handleFederationSupergraph(opts);
  const executor = (request: Parameters<Executor>[0]) =>
    asksSchema(request.document)
      ? graphql.execute({
          schema: stitched.unifiedGraph,
          document: request.document,
          variableValues: request.variables,
          operationName: request.operationName,
          contextValue: request.context,
          rootValue: request.rootValue,
        })
      : opts.onSubgraphExecute(SOURCE_NAME, request);
  return { ...stitched, executor: executor as Executor };
};
