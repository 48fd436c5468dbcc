// The API surface the authorization matrix walks: the operations of the served OpenAPI document,
// the GraphQL root field of each (matched through its @httpOperation path), and every REST route
// Fastify actually serves (so a route hidden from the OpenAPI cannot escape the matrix).
import { buildASTSchema, parse, type GraphQLField } from 'graphql';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  isPublic: boolean;
  /** A binary transfer (`x-rest-only`): no GraphQL field (mesh/compose.ts leaves it out). */
  restOnly: boolean;
}

/** The operations of the OpenAPI document the app serves. */
export function operationsOf(document: { paths: Record<string, Record<string, { operationId?: string; security?: unknown[]; 'x-rest-only'?: boolean }>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      operationId: op.operationId ?? `${method.toUpperCase()} ${path} (ohne operationId)`,
      method: method.toUpperCase(),
      path,
      isPublic: Array.isArray(op.security) && op.security.length === 0,
      restOnly: op['x-rest-only'] === true,
    })),
  );
}

/** Root fields of the checked-in supergraph, keyed by the REST operation they call. */
export function supergraphFields(operations: Operation[]) {
  const sdl = readFileSync(new URL('../../mesh/supergraph.graphql', import.meta.url), 'utf8');
  const schema = buildASTSchema(parse(sdl), { assumeValidSDL: true });
  const byRoute = new Map(operations.map((op) => [`${op.method} ${op.path}`, op.operationId]));
  const fields = new Map<string, { field: GraphQLField<unknown, unknown>; kind: 'query' | 'mutation' }>();
  const unmatched: string[] = [];
  for (const [kind, type] of [['query', schema.getQueryType()], ['mutation', schema.getMutationType()]] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const http = field.astNode?.directives?.find((d) => d.name.value === 'httpOperation');
      const arg = (name: string) => {
        const value = http?.arguments?.find((a) => a.name.value === name)?.value;
        return value && 'value' in value ? String(value.value) : '';
      };
      const route = `${arg('httpMethod')} ${arg('path').replace(/\{args\.(\w+)\}/g, '{$1}')}`;
      const operationId = byRoute.get(route);
      if (operationId) fields.set(operationId, { field, kind });
      else unmatched.push(`${field.name} → ${route}`);
    }
  }
  return { schema, fields, unmatched };
}

/**
 * Every REST route the app serves under /api/v1 ('GET /api/v1/farms/{}'), read from Fastify's route
 * tree: a route hidden from the OpenAPI would otherwise escape the matrix.
 */
export function restRoutes(app: FastifyInstance): Set<string> {
  const routes = new Set<string>();
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/^((?:│   |    )*)[├└]── (\S+)(?: \(([^)]*)\))?/);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('');
    if (!path.startsWith('/api/v1/')) continue;
    for (const method of (match[3] ?? '').split(', ')) if (method && method !== 'HEAD' && method !== 'OPTIONS') routes.add(`${method} ${routeKey(path)}`);
  }
  return routes;
}

/** A path with its parameters blanked and without the trailing slash, as Fastify and the OpenAPI both spell it. */
const routeKey = (path: string) => path.replace(/:[\w|:]+|\{\w+\}/g, '{}').replace(/\/$/, '');

/** 'GET /api/v1/farms/{id}/' as restRoutes spells it. */
export function routeOf(route: string): string {
  const [method, path] = route.split(' ');
  return `${method} ${routeKey(path!)}`;
}
