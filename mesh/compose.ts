// `npm run mesh`: REST OpenAPI (no server, no database) → mesh/openapi.json → mesh/supergraph.graphql.
// `npm run mesh -- --check`: compose from a temporary copy; exit 1 when a committed file is out of date.
// The compose library calls process.exit(1) on errors, so this runs as its own process.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { getComposedResultFromConfig } from '@graphql-mesh/compose-cli';
import { parse, print } from 'graphql';
import { DefaultLogger } from '@graphql-mesh/utils';
import { PROBLEM_COMPONENT } from '../src/api/http/problem-responses.ts';
import { describeApi } from '../src/api/openapi.ts';
import { composeConfig, restSource } from './mesh.config.ts';

const root = resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
const files = { openapi: resolve(root, 'mesh/openapi.json'), supergraph: resolve(root, 'mesh/supergraph.graphql') };
const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

type Schema = Record<string, unknown>;
const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNull = (v: unknown) => isObject(v) && v.type === 'null';

/** The schema without its null alternative, or undefined when it is not nullable. */
function withoutNull(schema: Schema): Schema | undefined {
  if (Array.isArray(schema.type) && schema.type.includes('null')) {
    const rest = schema.type.filter((t) => t !== 'null');
    return { ...schema, type: rest.length === 1 ? rest[0] : rest };
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.some(isNull)) {
      const rest = options.filter((o) => !isNull(o));
      const { [key]: _dropped, ...siblings } = schema;
      return rest.length === 1 ? { ...siblings, ...(rest[0] as Schema) } : { ...siblings, [key]: rest };
    }
  }
  return undefined;
}

/**
 * Mesh reads OpenAPI 3.1 nullability badly: `type: ['string', 'null']` becomes `String!` (null then
 * breaks the query) and `anyOf: [enum, null]` loses the enum. A nullable property becomes its plain
 * type and leaves `required`, which Mesh maps to a nullable field of the right type.
 */
function normalizeForMesh(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(normalizeForMesh);
  if (!isObject(node)) return node;
  const out: Schema = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, normalizeForMesh(v)]));
  if (isObject(out.properties)) {
    const nullable = new Set<string>();
    for (const [name, prop] of Object.entries(out.properties)) {
      const plain = isObject(prop) ? withoutNull(prop) : undefined;
      if (!plain) continue;
      (out.properties as Schema)[name] = plain;
      nullable.add(name);
    }
    if (Array.isArray(out.required)) out.required = out.required.filter((n) => !nullable.has(n as string));
  }
  return out;
}

/**
 * The zod provider documents every named schema twice, `X` (response) and `XInput` (request), which
 * Mesh turns into `XInput_Input` inputs and duplicate enums. Where both say the same (ignoring
 * `additionalProperties`), request positions refer to `X` instead, giving `X_Input` and one enum.
 */
const shape = (v: unknown) => JSON.stringify(v, (k, x) => (k === 'additionalProperties' ? undefined : k === '$ref' ? String(x).replace(/Input$/, '') : x));

function mergeInputTwins(doc: Schema): Schema {
  const schemas = (isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {}) as Schema;
  const twins = Object.keys(schemas).filter((n) => n.endsWith('Input') && n.slice(0, -5) in schemas && shape(schemas[n]) === shape(schemas[n.slice(0, -5)]));
  if (twins.length === 0) return doc;
  const text = JSON.stringify(doc, (k, v) => (isObject(v) && k === 'schemas' && v === schemas ? Object.fromEntries(Object.entries(v).filter(([n]) => !twins.includes(n))) : v));
  const refs = new RegExp(`"#/components/schemas/(${twins.join('|')})"`, 'g');
  return JSON.parse(text.replace(refs, (_m, name: string) => `"#/components/schemas/${name.slice(0, -5)}"`)) as Schema;
}

/**
 * Binary transfers (file upload, CSV and XLSX downloads) carry `x-rest-only: true`: they stay REST
 * operations and get no GraphQL field (a file is no GraphQL value).
 */
function withoutRestOnly(doc: Schema): Schema {
  const paths = Object.entries((doc.paths ?? {}) as Record<string, Schema>)
    .map(([path, methods]) => [path, Object.fromEntries(Object.entries(methods).filter(([, op]) => !(isObject(op) && op['x-rest-only'] === true)))] as const)
    .filter(([, methods]) => Object.keys(methods).length > 0);
  return { ...doc, paths: Object.fromEntries(paths) };
}

/**
 * What the REST document says for its human readers only: operation summaries (Mesh would make them
 * GraphQL field descriptions) and the error responses with their `Problem` schema (Mesh would derive
 * each field's Accept header from them). GraphQL sees errors as errors, not as result types.
 */
function withoutReaderDocs(doc: Schema): Schema {
  const operation = (op: unknown) => {
    if (!isObject(op)) return op;
    const { summary: _summary, responses, ...rest } = op;
    const success = isObject(responses) ? Object.fromEntries(Object.entries(responses).filter(([status]) => status.startsWith('2'))) : responses;
    return { ...rest, responses: success };
  };
  const paths = Object.fromEntries(
    Object.entries((doc.paths ?? {}) as Record<string, Schema>).map(([path, methods]) => [path, Object.fromEntries(Object.entries(methods).map(([m, op]) => [m, operation(op)]))]),
  );
  const components = isObject(doc.components) ? doc.components : {};
  const { [PROBLEM_COMPONENT]: _problem, ...schemas } = (isObject(components.schemas) ? components.schemas : {}) as Schema;
  return { ...doc, paths, components: { ...components, schemas } };
}

// mesh/openapi.json is the REST document as Mesh reads it (normalized, see above).
const openapi = `${JSON.stringify(normalizeForMesh(mergeInputTwins(withoutReaderDocs(withoutRestOnly(await describeApi())))), null, 2)}\n`;
const committedOpenapi = read(files.openapi);
// Check mode composes from a temporary copy and leaves the committed files alone.
const source = check ? join(mkdtempSync(join(tmpdir(), 'herdenblick-mesh-')), 'openapi.json') : files.openapi;
writeFileSync(source, openapi);
const config = check ? { ...composeConfig, subgraphs: [{ sourceHandler: restSource(source) }] } : composeConfig;
const { supergraphSdl } = await getComposedResultFromConfig({ ...config, cwd: root }, new DefaultLogger('mesh'));
// Printed through graphql-js: stable formatting, reviewable diffs.
const supergraph = `${print(parse(supergraphSdl, { noLocation: true }))}\n`;
if (check) rmSync(dirname(source), { recursive: true, force: true });

if (check) {
  const stale = [
    committedOpenapi !== openapi && 'mesh/openapi.json',
    read(files.supergraph) !== supergraph && 'mesh/supergraph.graphql',
  ].filter(Boolean);
  if (stale.length) {
    console.error(`Out of date: ${stale.join(', ')}. Run \`npm run mesh\` (then \`npm run codegen\`).`);
    process.exit(1);
  }
  console.log('mesh: openapi.json and supergraph.graphql are current');
} else {
  writeFileSync(files.supergraph, supergraph);
  console.log(`mesh: wrote mesh/openapi.json and mesh/supergraph.graphql (${supergraph.length} bytes)`);
}
