// A REST 204 means "no data" (e.g. a report query for an entity without a report). transport-rest
// turns the empty body into `{}`, whose non-null subfields then fail one by one as internal errors.
// Here every root field whose REST call answered 204 resolves to null instead: no data, no error.
// Both execution paths (standard and compiled source) run the resolvers this attaches. They also
// take a 2xx answer that REST handed over as a value (./handed-values.ts) in place of the
// placeholder transport-rest parsed, normalised to the field's list-ness as transport-rest does.
import { createRequire } from 'node:module';
import rest from '@graphql-mesh/transport-rest';
import type * as GraphQL from 'graphql';
import type { GraphQLFieldResolver, GraphQLOutputType, GraphQLSchema } from 'graphql';
import { takeHandedValue } from './handed-values.ts';

// The CommonJS build, as Node loads it for the runtime's packages (their schemas come from it).
const { getNullableType, isListType } = createRequire(import.meta.url)('graphql') as typeof GraphQL;

/** transport-rest's answer for a 204: an empty object whose hidden `$statusCode` says 204. */
const isNoContent = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as { $statusCode?: unknown }).$statusCode === 204 && Object.keys(value).length === 0;

/** transport-rest's normalisation: a list field gets a list, any other field an array's first item. */
const shaped = (value: unknown, list: boolean) => (list && !Array.isArray(value) ? [value] : !list && Array.isArray(value) ? value[0] : value);

const withNullOnNoContent = (resolve: GraphQLFieldResolver<unknown, unknown>, type: GraphQLOutputType): GraphQLFieldResolver<unknown, unknown> => {
  const list = isListType(getNullableType(type));
  return async (source, args, context, info) => {
    const result: unknown = await resolve(source, args, context, info);
    const handed = takeHandedValue(info.path);
    if (handed !== undefined) return shaped(handed, list);
    return isNoContent(result) ? null : result;
  };
};

const patched = new WeakSet<GraphQLSchema>();

/** Wraps the REST resolvers transport-rest attached to the source's root fields (once per schema). */
function nullOnNoContent(schema: GraphQLSchema) {
  if (patched.has(schema)) return;
  patched.add(schema);
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      if (field.resolve) field.resolve = withNullOnNoContent(field.resolve, field.type);
    }
  }
}

/** transport-rest, with REST 204 answers as null root fields. */
export const restTransport: typeof rest = {
  getSubgraphExecutor(opts) {
    const executor = rest.getSubgraphExecutor(opts); // attaches the REST resolvers to opts.subgraph
    nullOnNoContent(opts.subgraph);
    return executor;
  },
};
