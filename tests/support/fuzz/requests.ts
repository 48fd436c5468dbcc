// Whole hostile requests for one OpenAPI operation: path ids (real, foreign, non-canonical,
// traversal), query parameters (declared ones with hostile values, unknown ones), and a body that is
// near-valid JSON, noise JSON, or raw bytes that are not JSON at all.
import fc from 'fast-check';
import { anyJson, hostileString } from './hostile-values.ts';
import { nearValid, type JsonSchema, type Resolve } from './from-schema.ts';

export interface OpenApiOperation {
  operationId: string;
  method: string;
  path: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  /** Documented answers by status. */
  responses?: Record<string, unknown>;
}

export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What kind of body was sent, for the failure message. */
  kind: string;
}

/** Every byte percent-encoded (encodeURIComponent throws on lone surrogates). */
const percentEncoded = (s: string) => [...Buffer.from(s)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

const NON_CANONICAL_IDS = ['0', '-1', '0x10', '1e1', '16.0', '+16', ' 16', '99999999999999999999', '9007199254740993', 'abc', '..', '%2e%2e', '%00', '1;drop'];

/** Raw bodies no JSON parser accepts, and JSON that parses into something odd. */
const rawBodies: fc.Arbitrary<{ payload: string | Buffer; contentType: string; kind: string }> = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', '{"a":1}}', 'null', '""', '[]', '1', 'true', '{"__proto__":{"admin":true}}').map((p) => ({ payload: p, contentType: 'application/json', kind: 'kaputtes JSON' })),
  fc.nat({ max: 5000 }).map((n) => ({ payload: '['.repeat(n) + ']'.repeat(n), contentType: 'application/json', kind: 'tief verschachtelt' })),
  fc.uint8Array({ maxLength: 200 }).map((b) => ({ payload: Buffer.from(b), contentType: 'application/json', kind: 'Bytes als JSON' })),
  fc.constant({ payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), contentType: 'application/json', kind: 'ungültiges UTF-8' }),
  fc.constant({ payload: Buffer.from('\ufeff{"a":1}'), contentType: 'application/json; charset=utf-8', kind: 'BOM' }),
  fc.constant({ payload: Buffer.from('{"name":"K\u00fche"}', 'latin1'), contentType: 'application/json; charset=latin1', kind: 'Latin-1' }),
  hostileString.map((p) => ({ payload: p, contentType: 'text/plain', kind: 'text/plain' })),
  fc.constant({ payload: '<a>1</a>', contentType: 'application/xml', kind: 'XML' }),
  fc.constant({ payload: '--x\r\nContent-Disposition: form-data; name="report"\r\n\r\n1\r\n', contentType: 'multipart/form-data', kind: 'Multipart ohne boundary' }),
);

export function requestsFor(op: OpenApiOperation, resolve: Resolve, ids: number[], headers: Record<string, string>): fc.Arbitrary<HostileRequest> {
  const pathNames = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const idArb = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...(ids.length ? ids : [1])).map(String) },
    { weight: 2, arbitrary: fc.constantFrom(...NON_CANONICAL_IDS) },
    { weight: 1, arbitrary: hostileString.map((s) => percentEncoded(s).slice(0, 200)) },
  );
  const pathArb = fc.tuple(...pathNames.map(() => idArb)).map((values) => pathNames.reduce((p, name, i) => p.replace(`{${name}}`, values[i]!), op.path));

  const declared = (op.parameters ?? []).filter((p) => p.in === 'query');
  const queryArb = fc
    .tuple(
      fc.record(Object.fromEntries(declared.map((p) => [p.name, fc.oneof(nearValid(p.schema ?? {}, resolve), hostileString)])), { requiredKeys: [] }),
      fc.option(fc.dictionary(fc.string({ maxLength: 10 }), hostileString, { maxKeys: 2 }), { freq: 5 }),
    )
    .map(([known, unknown]) => {
      const search = new URLSearchParams();
      for (const [k, v] of Object.entries({ ...unknown, ...known })) search.append(k, typeof v === 'string' ? v : JSON.stringify(v));
      const text = search.toString();
      return text ? `?${text}` : '';
    });

  const schema = op.requestBody?.content?.['application/json']?.schema;
  const bodyArb: fc.Arbitrary<{ payload?: string | Buffer; contentType?: string; kind: string }> =
    op.method === 'GET' || op.method === 'DELETE'
      ? fc.constant({ kind: 'ohne Body' })
      : fc.oneof(
          { weight: 6, arbitrary: nearValid(schema ?? {}, resolve).map((v) => ({ payload: JSON.stringify(v ?? null), contentType: 'application/json', kind: 'fast gültig' })) },
          { weight: 2, arbitrary: anyJson.map((v) => ({ payload: JSON.stringify(v ?? null), contentType: 'application/json', kind: 'beliebiges JSON' })) },
          { weight: 2, arbitrary: rawBodies },
        );

  return fc.tuple(pathArb, queryArb, bodyArb).map(([path, query, body]) => ({
    method: op.method,
    url: `${path}${query}`,
    headers: { ...headers, ...(body.contentType ? { 'content-type': body.contentType } : {}) },
    ...(body.payload !== undefined ? { payload: body.payload } : {}),
    kind: body.kind,
  }));
}

/** The operations of an OpenAPI document with their parameters and bodies. */
export function openApiOperations(document: { paths: Record<string, Record<string, Omit<OpenApiOperation, 'method' | 'path'>>> }): OpenApiOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
  );
}
