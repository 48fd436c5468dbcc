// Fast path for the REST source: the root fields call REST (transport-rest's resolvers); everything
// below them is plain JSON read by the default resolver. For such operations the result is a
// projection of the REST answer onto the selection, with GraphQL's leaf serialisation, non-null
// checks and null propagation — computed by a plan compiled once per document instead of a general
// execution per field. Anything else (introspection, abstract types, directives, nested arguments
// or resolvers, subscriptions, invalid variables) goes to the standard executor unchanged.
// Plain GET operations are also called directly (same URL, headers, fetch and error shape as
// transport-rest, without its per-item response metadata, which costs more than parsing a list).
import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import type { DocumentNode, ExecutionResult, FieldNode, FragmentDefinitionNode, GraphQLError, GraphQLField, GraphQLSchema, OperationDefinitionNode, SelectionSetNode } from 'graphql';

// The CommonJS build, as Node loads it for every package here: the schema's types come from it, and
// graphql's own checks reject types from the other (ESM) build that a bundler-style resolver picks.
const graphql = createRequire(import.meta.url)('graphql') as typeof GraphQL;

export interface ExecutionRequest {
  document: DocumentNode;
  operationName?: string;
  variables?: Record<string, unknown>;
  context?: unknown;
  rootValue?: unknown;
  info?: Record<string, unknown>;
  extensions?: Record<string, unknown>;
}
type Executor = (request: ExecutionRequest) => unknown;

type AnyType = { [Symbol.toStringTag]: string; name?: string; ofType?: AnyType };
const kind = (type: unknown) => (type as AnyType)[Symbol.toStringTag];

interface Completion {
  nonNull: boolean;
  leaf?: { serialize(value: unknown): unknown; name: string };
  list?: Completion;
  object?: { typeName: string; fields: PlannedField[] };
}
interface PlannedField {
  key: string;
  /** `"key":` — the field's JSON member prefix. */
  member: string;
  name: string;
  /** 'Type.field', for GraphQL's non-null error message. */
  coordinate: string;
  nodes: FieldNode[];
  /** Absent for __typename. */
  completion?: Completion;
}
interface RootField extends PlannedField {
  def: GraphQLField<unknown, unknown>;
  emit: Emitter;
  /** Set when the field is a plain GET that `restGet` can call directly. */
  get?: RestGet;
}

/** What transport-rest's fetch needs: the gateway's fetch with its hooks (header propagation, inject). */
export type SourceFetch = (url: string, init: { method: string; headers: Record<string, string> }, context: unknown, info: unknown) => Promise<Response>;
export interface DirectRest {
  /** The source's endpoint (the transport entry's location). */
  endpoint: string;
  fetch: SourceFetch;
  sourceName: string;
}
interface RestGet {
  /** With `{args.x}` placeholders for Int arguments only. */
  path: string;
  /** [query parameter, argument] pairs, scalar arguments only. */
  query: [string, string][];
  headers: Record<string, string>;
  list: boolean;
}
interface Plan {
  operation: OperationDefinitionNode;
  rootType: GraphQL.GraphQLObjectType;
  fields: RootField[];
  fragments: Record<string, FragmentDefinitionNode>;
}

class Unsupported extends Error {}
const unsupported = (): never => {
  throw new Unsupported();
};

/** Field nodes by response key under one object type (fragments on that very type only). */
function collect(typeName: string, sets: readonly SelectionSetNode[], fragments: Record<string, FragmentDefinitionNode>, into = new Map<string, FieldNode[]>()) {
  for (const set of sets) {
    for (const selection of set.selections) {
      if (selection.directives?.length) unsupported();
      if (selection.kind === 'Field') {
        const key = selection.alias?.value ?? selection.name.value;
        const list = into.get(key);
        if (list) list.push(selection);
        else into.set(key, [selection]);
      } else {
        const fragment = selection.kind === 'InlineFragment' ? selection : fragments[selection.name.value];
        if (!fragment) return unsupported();
        if (fragment.typeCondition && fragment.typeCondition.name.value !== typeName) unsupported();
        collect(typeName, [fragment.selectionSet], fragments, into);
      }
    }
  }
  return into;
}

function completionFor(type: AnyType, nodes: FieldNode[], fragments: Record<string, FragmentDefinitionNode>): Completion {
  switch (kind(type)) {
    case 'GraphQLNonNull':
      return { ...completionFor(type.ofType!, nodes, fragments), nonNull: true };
    case 'GraphQLList':
      return { nonNull: false, list: completionFor(type.ofType!, nodes, fragments) };
    case 'GraphQLScalarType':
    case 'GraphQLEnumType':
      return { nonNull: false, leaf: type as unknown as Completion['leaf'] };
    case 'GraphQLObjectType': {
      const objectType = type as unknown as GraphQL.GraphQLObjectType;
      const sets = nodes.map((n) => n.selectionSet ?? unsupported());
      const fields = [...collect(objectType.name, sets, fragments)].map(([key, fieldNodes]): PlannedField => {
        const name = fieldNodes[0]!.name.value;
        const coordinate = `${objectType.name}.${name}`;
        const member = `${JSON.stringify(key)}:`;
        if (name === '__typename') return { key, member, name, coordinate, nodes: fieldNodes };
        const def = objectType.getFields()[name];
        // Only plain JSON properties: no resolver of the source's own, no arguments.
        if (!def || def.resolve || fieldNodes.some((n) => n.arguments?.length)) unsupported();
        return { key, member, name, coordinate, nodes: fieldNodes, completion: completionFor(def!.type as unknown as AnyType, fieldNodes, fragments) };
      });
      return { nonNull: false, object: { typeName: objectType.name, fields } };
    }
    default:
      return unsupported(); // interfaces and unions need type resolution
  }
}

const unwrap = (type: AnyType): AnyType => (kind(type) === 'GraphQLNonNull' ? type.ofType! : type);
const LEAF_KINDS = new Set(['GraphQLScalarType', 'GraphQLEnumType']);

/** A root field transport-rest would call with a plain GET (nothing interpolated but Int path args). */
function restGetFor(def: GraphQLField<unknown, unknown>): RestGet | undefined {
  const directive = def.astNode?.directives?.filter((d) => d.name.value === 'httpOperation');
  if (directive?.length !== 1) return undefined;
  const args = Object.fromEntries(directive[0]!.arguments!.map((a) => [a.name.value, graphql.valueFromASTUntyped(a.value)])) as Record<string, unknown>;
  const known = new Set(['subgraph', 'path', 'operationSpecificHeaders', 'httpMethod', 'queryParamArgMap']);
  if (args.httpMethod !== 'GET' || typeof args.path !== 'string' || Object.keys(args).some((k) => !known.has(k))) return undefined;
  const argType = (name: string) => def.args.find((a) => a.name === name)?.type as unknown as AnyType | undefined;
  const pathArgs = [...args.path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]!);
  if (!pathArgs.every((p) => /^args\.\w+$/.test(p) && unwrap(argType(p.slice(5)) ?? ({} as AnyType)) === (graphql.GraphQLInt as unknown as AnyType))) return undefined;
  const queryMap = typeof args.queryParamArgMap === 'string' ? (JSON.parse(args.queryParamArgMap) as Record<string, string>) : ((args.queryParamArgMap ?? {}) as Record<string, string>);
  const query = Object.entries(queryMap);
  if (!query.every(([, arg]) => LEAF_KINDS.has(kind(unwrap(argType(arg) ?? ({} as AnyType)))))) return undefined;
  const headers: Record<string, string> = {};
  for (const pair of (args.operationSpecificHeaders ?? []) as [string, string][]) {
    if (typeof pair[1] !== 'string' || pair[1].includes('{')) return undefined;
    headers[pair[0].toLowerCase()] = pair[1];
  }
  return { path: args.path, query, headers, list: kind(unwrap(def.type as unknown as AnyType)) === 'GraphQLList' };
}

/** qs's RFC 3986 encoding, as transport-rest builds query strings. */
const encode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A fetch Response may offer its body already parsed under this key (the gateway's in-process
 * transport does, for results REST hands over without serialising them).
 */
export const HANDED_JSON = Symbol('handed JSON');

/** Returned by `restGet` before any request when an argument needs transport-rest's own encoding. */
const USE_RESOLVER = Symbol('use resolver');

/** Calls a plain GET operation like transport-rest's resolver does; returns the JSON or a GraphQLError. */
async function restGet(get: RestGet, args: Record<string, unknown>, rest: DirectRest, context: unknown, info: Record<string, unknown>): Promise<unknown> {
  let url = rest.endpoint.replace(/\/+$/, '') + get.path.replace(/\{args\.(\w+)\}/g, (_m, name: string) => String(args[name]));
  let separator = url.includes('?') ? '&' : '?';
  for (const [param, arg] of get.query) {
    const value = args[arg];
    if (value == null) continue;
    if (typeof value === 'object') return USE_RESOLVER; // qs would nest it
    url += `${separator}${encode(param)}=${encode(String(value))}`;
    separator = '&';
  }
  const init = { method: 'GET', headers: { ...get.headers } };
  const fetch = (context as { fetch?: SourceFetch } | undefined)?.fetch ?? rest.fetch; // as transport-rest picks it
  const response = await fetch(url, init, context, { ...info, sourceName: rest.sourceName });
  const ok = response.status >= 200 && response.status < 300;
  // A result handed over in-process (src/gateway/server.ts): already what JSON.parse would return.
  const handed = ok ? (response as { [HANDED_JSON]?: () => unknown })[HANDED_JSON]?.() : undefined;
  if (handed !== undefined) return shaped(get, handed);
  const text = await response.text();
  const upstreamError = (message: string, body: unknown) =>
    new graphql.GraphQLError(message, {
      extensions: {
        code: 'DOWNSTREAM_SERVICE_ERROR',
        serviceName: rest.sourceName,
        request: { url, method: 'GET' },
        response: { status: response.status, statusText: response.statusText, body },
      },
    });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    if (response.status === 204 || (response.status === 200 && text === '')) json = {};
    else return upstreamError(ok ? `Unexpected response in ${String(info.fieldName)}` : `Upstream HTTP Error: ${response.status}, Could not invoke operation GET ${get.path}`, text);
  }
  if (!ok) return upstreamError(`Upstream HTTP Error: ${response.status}, Could not invoke operation GET ${get.path}`, json);
  return shaped(get, json);
}

/** A list field gets a list, an object field an object (as transport-rest adapts the JSON). */
function shaped(get: RestGet, json: unknown) {
  if (get.list && !Array.isArray(json)) return [json];
  if (!get.list && Array.isArray(json)) return json[0];
  return json;
}

function compile(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined, direct: boolean): Plan | undefined {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (!operation || operation.directives?.length) return undefined;
  const rootType = operation.operation === 'query' ? schema.getQueryType() : operation.operation === 'mutation' ? schema.getMutationType() : undefined;
  if (!rootType) return undefined;
  const fragments = Object.fromEntries(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition').map((d) => [d.name.value, d]),
  );
  try {
    const fields = [...collect(rootType.name, [operation.selectionSet], fragments)].map(([key, nodes]): RootField => {
      const name = nodes[0]!.name.value;
      const def = rootType.getFields()[name];
      // Root fields must be REST operations (they carry transport-rest's resolver).
      if (!def?.resolve || nodes.length > 1) unsupported();
      const member = `${JSON.stringify(key)}:`;
      const completion = completionFor(def!.type as unknown as AnyType, nodes, fragments);
      return { key, member, name, coordinate: `${rootType.name}.${name}`, nodes, def: def!, completion, emit: compileEmitter(completion), get: direct ? restGetFor(def!) : undefined };
    });
    return { operation, rootType, fields, fragments };
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

/** Marks a failed non-null position; the nearest nullable parent becomes null. */
const PROPAGATE = Symbol('propagate');

/** Completes one value; `path` is a stack (pushed and popped around children, copied only for errors). */
function complete(value: unknown, c: Completion, field: PlannedField, path: (string | number)[], errors: GraphQLError[]): unknown {
  if (value == null) {
    return c.nonNull ? fail(c, new graphql.GraphQLError(`Cannot return null for non-nullable field ${field.coordinate}.`, { nodes: field.nodes, path: [...path] }), errors) : null;
  }
  if (c.leaf) {
    try {
      const out = c.leaf.serialize(value);
      if (out == null) throw new Error(`Expected \`${c.leaf.name}.serialize(${String(value)})\` to return non-nullable value, returned: ${String(out)}`);
      return out;
    } catch (error) {
      return fail(c, graphql.locatedError(error, field.nodes, [...path]), errors);
    }
  }
  if (value instanceof Error) return fail(c, graphql.locatedError(value, field.nodes, [...path]), errors);
  if (c.list) {
    if (!Array.isArray(value)) {
      return fail(c, new graphql.GraphQLError(`Expected Iterable, but did not find one for field "${field.coordinate}".`, { nodes: field.nodes, path: [...path] }), errors);
    }
    const item = c.list;
    const out: unknown[] = [];
    for (let i = 0; i < value.length; i++) {
      path.push(i);
      const v = complete(value[i], item, field, path, errors);
      path.pop();
      if (v === PROPAGATE) return c.nonNull ? PROPAGATE : null;
      out[i] = v;
    }
    return out;
  }
  const { typeName, fields } = c.object!;
  const source = typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (let i = 0; i < fields.length; i++) {
    const f = fields[i]!;
    if (!f.completion) {
      out[f.key] = typeName;
      continue;
    }
    path.push(f.key);
    const v = complete(source[f.name], f.completion, f, path, errors);
    path.pop();
    if (v === PROPAGATE) return c.nonNull ? PROPAGATE : null;
    out[f.key] = v;
  }
  return out;
}

/** Thrown by an emitter at the first error; `complete` then redoes the value and reports the errors. */
const NOT_CLEAN = Symbol('not clean');
type Emitter = (value: unknown) => string;

/** A leaf's JSON text through its own serialize (enums, custom scalars, coerced built-ins). */
function leafJson(leaf: NonNullable<Completion['leaf']>, value: unknown): string {
  let out: unknown;
  try {
    out = leaf.serialize(value);
  } catch {
    throw NOT_CLEAN;
  }
  if (typeof out === 'number' && !Number.isFinite(out)) throw NOT_CLEAN;
  if (out == null || (typeof out !== 'string' && typeof out !== 'number' && typeof out !== 'boolean' && typeof out !== 'object')) throw NOT_CLEAN;
  return JSON.stringify(out);
}

/**
 * Compiles a completion into a function that returns the JSON text of a value that completes
 * without errors (the same checks as `complete`, minus the result objects that would only be
 * stringified again), like graphql-jit. Names and keys are GraphQL names, embedded as JSON literals.
 */
const lit = (text: string) => JSON.stringify(text);

function compileEmitter(root: Completion): Emitter {
  const leaves: NonNullable<Completion['leaf']>[] = [];
  let vars = 0;
  const gen = (c: Completion, expr: string): string => {
    const v = `v${vars++}`;
    const onNull = c.nonNull ? 'throw NC;' : `s += 'null';`;
    let body: string;
    if (c.leaf) {
      const builtin = c.leaf === graphql.GraphQLInt ? `(${v} | 0) === ${v}` : c.leaf === graphql.GraphQLFloat ? `Number.isFinite(${v})` : undefined;
      leaves.push(c.leaf);
      const slow = `leafJson(leaves[${leaves.length - 1}], ${v})`;
      if (builtin) body = `s += typeof ${v} === 'number' && ${builtin} ? '' + ${v} : ${slow};`;
      else if (c.leaf === graphql.GraphQLString) body = `s += typeof ${v} === 'string' ? JSON.stringify(${v}) : ${slow};`;
      else if (c.leaf === graphql.GraphQLBoolean) body = `s += ${v} === true ? 'true' : ${v} === false ? 'false' : ${slow};`;
      else body = `s += ${slow};`;
    } else if (c.list) {
      const i = `i${vars++}`;
      body = `if (!Array.isArray(${v})) throw NC; s += '['; for (let ${i} = 0; ${i} < ${v}.length; ${i}++) { if (${i}) s += ','; ${gen(c.list, `${v}[${i}]`)} } s += ']';`;
    } else {
      const { typeName, fields } = c.object!;
      const members = fields.map((f, i) => {
        const open = `s += ${lit((i ? ',' : '{') + f.member)};`;
        return f.completion ? `${open} ${gen(f.completion, `${v}[${lit(f.name)}]`)}` : `${open} s += ${lit(JSON.stringify(typeName))};`;
      });
      body = `if (typeof ${v} !== 'object' || ${v} instanceof Error) throw NC; ${fields.length ? members.join(' ') : `s += '{';`} s += '}';`;
    }
    return `{ const ${v} = ${expr}; if (${v} == null) { ${onNull} } else { ${body} } }`;
  };
  const source = `return function emit(value) { let s = ''; ${gen(root, 'value')} return s; };`;
  return new Function('NC', 'leafJson', 'leaves', source)(NOT_CLEAN, leafJson, leaves) as Emitter;
}

function fail(c: Completion, error: GraphQLError, errors: GraphQLError[]) {
  errors.push(error);
  return c.nonNull ? PROPAGATE : null;
}

/**
 * The REST source's executor with the projection fast path in front of `standard`. `schema` must
 * be the source schema that `standard` executes (root fields already carrying their resolvers);
 * with `direct`, plain GET root fields are called without transport-rest's resolver.
 */
export function projectingExecutor(schema: GraphQLSchema, standard: Executor, direct?: DirectRest): Executor {
  const plans = new WeakMap<DocumentNode, Map<string, Plan | null>>();
  const planFor = (document: DocumentNode, operationName?: string) => {
    let byName = plans.get(document);
    if (!byName) plans.set(document, (byName = new Map()));
    const key = operationName ?? '';
    if (!byName.has(key)) byName.set(key, compile(schema, document, operationName, direct !== undefined) ?? null);
    return byName.get(key)!;
  };

  return (request) => {
    const plan = planFor(request.document, request.operationName);
    if (!plan) return standard(request);
    const variables = graphql.getVariableValues(schema, plan.operation.variableDefinitions ?? [], request.variables ?? {});
    if (variables.errors) return standard(request);
    let args: Record<string, unknown>[];
    try {
      args = plan.fields.map((f) => graphql.getArgumentValues(f.def, f.nodes[0]!, variables.coerced));
    } catch {
      return standard(request); // nothing has run yet: the standard executor reports it
    }
    return run(plan, request, variables.coerced, args, schema, direct);
  };
}

/**
 * An error-free result as JSON text: yoga sends `result.stringify(result)` (the hook graphql-jit
 * uses), and `data` is parsed only if a plugin reads it. Undefined when anything failed: the
 * object path (`complete`) then produces GraphQL's errors and nulls.
 */
function cleanResult(plan: Plan, values: unknown[]): ExecutionResult | undefined {
  let json = '{"data":{';
  try {
    plan.fields.forEach((f, i) => {
      json += (i ? ',' : '') + f.member + f.emit(values[i]);
    });
  } catch {
    return undefined;
  }
  json += '}}';
  let parsed: ExecutionResult | undefined;
  const result: { stringify(r?: object): string } = {
    // A plugin that added errors or extensions to the result gets them serialised (functions are skipped).
    stringify: (r: object = result) => (Object.keys(r).every((k) => k === 'data' || k === 'stringify') ? json : JSON.stringify(r)),
  };
  Object.defineProperty(result, 'data', { enumerable: true, get: () => (parsed ??= JSON.parse(json) as ExecutionResult).data });
  return result as unknown as ExecutionResult;
}

async function run(
  plan: Plan,
  request: ExecutionRequest,
  variableValues: Record<string, unknown>,
  args: Record<string, unknown>[],
  schema: GraphQLSchema,
  direct: DirectRest | undefined,
): Promise<ExecutionResult> {
  const errors: GraphQLError[] = [];
  const resolveField = async (f: RootField, i: number) => {
    const info = {
      fieldName: f.name,
      fieldNodes: f.nodes,
      returnType: f.def.type,
      parentType: plan.rootType,
      path: { prev: undefined, key: f.key, typename: plan.rootType.name },
      schema,
      fragments: plan.fragments,
      rootValue: request.rootValue,
      operation: plan.operation,
      variableValues,
      executionRequest: request,
    };
    let value: unknown;
    try {
      value = f.get && direct ? await restGet(f.get, args[i]!, direct, request.context, info) : USE_RESOLVER;
      if (value === USE_RESOLVER) value = await f.def.resolve!(request.rootValue, args[i]!, request.context, info as unknown as GraphQL.GraphQLResolveInfo);
    } catch (error) {
      value = error instanceof Error ? error : new Error(String(error));
    }
    return value;
  };
  // Queries resolve their root fields in parallel, mutations one after another (as GraphQL does).
  const values =
    plan.operation.operation === 'mutation'
      ? await plan.fields.reduce<Promise<unknown[]>>(async (done, f, i) => [...(await done), await resolveField(f, i)], Promise.resolve([]))
      : await Promise.all(plan.fields.map(resolveField));
  const clean = cleanResult(plan, values);
  if (clean) return clean;
  let data: Record<string, unknown> | null = {};
  plan.fields.forEach((f, i) => {
    const value = complete(values[i], f.completion!, f, [f.key], errors);
    if (value === PROPAGATE) data = null;
    else if (data) data[f.key] = value;
  });
  return errors.length ? { errors, data } : { data };
}
