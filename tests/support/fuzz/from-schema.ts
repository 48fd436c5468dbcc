// Near-valid input from an operation's JSON schema: the right shape with hostile leaves, missing
// required fields, extra and polluting keys, wrong types. Near-valid reaches deeper into the
// handlers than pure noise, which the schema layer stops at the door.
import fc from 'fast-check';
import { anyJson, hostileNumber, hostileString, POLLUTING_KEYS } from './hostile-values.ts';

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  format?: string;
};

export type Resolve = (schema: JsonSchema) => JsonSchema;

/** A resolver of `#/components/schemas/Name` references within one OpenAPI document. */
export function resolverOf(document: { components?: { schemas?: Record<string, JsonSchema> } }): Resolve {
  const schemas = document.components?.schemas ?? {};
  const resolve: Resolve = (schema) => {
    if (!schema.$ref) return schema;
    const name = schema.$ref.split('/').pop()!;
    return resolve(schemas[name] ?? {});
  };
  return resolve;
}

/** A value for the schema: mostly well-typed with hostile content, sometimes the wrong type. */
export function nearValid(schema: JsonSchema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  const wrong = depth > 3 ? fc.constant(null) : anyJson;
  const variants = s.anyOf ?? s.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => nearValid(v, resolve, depth + 1)), wrong);
  if (s.allOf?.length) return nearValid(Object.assign({}, ...s.allOf.map(resolve)), resolve, depth);
  if (s.enum) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...s.enum) }, { weight: 1, arbitrary: hostileString });
  if (s.const !== undefined) return fc.oneof({ weight: 4, arbitrary: fc.constant(s.const) }, { weight: 1, arbitrary: wrong });
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  const typed = (() => {
    switch (type) {
      case 'string':
        return hostileString;
      case 'integer':
        return fc.oneof(fc.integer({ min: -3, max: 2000 }), hostileNumber);
      case 'number':
        return hostileNumber;
      case 'boolean':
        return fc.boolean();
      case 'array':
        return depth > 3 ? fc.constant([]) : fc.array(nearValid(s.items ?? {}, resolve, depth + 1), { maxLength: 6 });
      case 'object':
      case undefined:
        if (!s.properties || depth > 3) return anyJson;
        return objectOf(s, resolve, depth);
      default:
        return anyJson;
    }
  })();
  return fc.oneof({ weight: 6, arbitrary: typed }, { weight: 1, arbitrary: wrong });
}

function objectOf(s: JsonSchema, resolve: Resolve, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(s.properties ?? {});
  const fields = Object.fromEntries(entries.map(([key, prop]) => [key, nearValid(prop, resolve, depth + 1)]));
  const shaped = fc.record(fields, { requiredKeys: [] });
  const extra = fc.dictionary(fc.oneof(fc.constantFrom(...POLLUTING_KEYS), fc.string({ maxLength: 12 })), anyJson, { maxKeys: 3 });
  return fc.tuple(shaped, fc.option(extra, { freq: 4 })).map(([value, more]) => (more ? { ...more, ...value } : value));
}
