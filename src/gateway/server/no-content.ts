// A REST 204 means "no data" (e.g. a report query for an entity without a report). transport-rest
// turns the empty body into `{}`, whose non-null subfields then fail one by one as internal errors.
// Here every root field whose REST call answered 204 resolves to null instead: no data, no error.
// Both execution paths (standard and compiled source) run the resolvers this attaches.
import rest from '@graphql-mesh/transport-rest';
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';

/** transport-rest's answer for a 204: an empty object whose hidden `$statusCode` says 204. */
const isNoContent = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as { $statusCode?: unknown }).$statusCode === 204 && Object.keys(value).length === 0;

const withNullOnNoContent =
  (resolve: GraphQLFieldResolver<unknown, unknown>): GraphQLFieldResolver<unknown, unknown> =>
  async (source, args, context, info) => {
    const result: unknown = await resolve(source, args, context, info);
    return isNoContent(result) ? null : result;
  };

const patched = new WeakSet<GraphQLSchema>();

/** Wraps the REST resolvers transport-rest attached to the source's root fields (once per schema). */
function nullOnNoContent(schema: GraphQLSchema) {
  if (patched.has(schema)) return;
  patched.add(schema);
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      if (field.resolve) field.resolve = withNullOnNoContent(field.resolve);
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
