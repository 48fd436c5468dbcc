// The gateway's armour on the real server: abusive operations refused before anything executes
// (HTTP 400, German reason, no REST call), one operation per request, CORS closed unless allowed,
// introspection and field suggestions only in development, a small body limit, and /graphql kept
// out of the REST OpenAPI document.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { LIMIT_CODE, OPERATION_LIMITS } from '../../src/gateway/server/limits.ts';
import { GRAPHQL_BODY_LIMIT, registerGateway } from '../../src/gateway/server/runtime.ts';
import { buildServer } from '../../src/server/server.ts';
import { login, openTestDatabase } from '../support/app.ts';

const ALLOWED_ORIGIN = 'https://portal.lkv.example';
const FARM_ADMIN = 'ldwu-admin@herdenblick.example';

let app: FastifyInstance;
let close: () => Promise<void>;
/** URLs of every request that reached /api/v1. */
const restCalls: string[] = [];

beforeAll(async () => {
  const { database, dataDir, drop } = await openTestDatabase('pglite');
  // Production settings (no --dev), one allowed origin from the environment as start.ts reads it.
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-test-secret-test-secret', CORS_ORIGINS: ` ${ALLOWED_ORIGIN}/ ` }, []);
  app = await buildServer({ config, database, log: () => {} });
  app.addHook('onResponse', async (request) => {
    if (request.url.startsWith('/api/v1/')) restCalls.push(request.url);
  });
  await registerGateway(app, { path: '/graphql-default' }); // no CORS configuration at all
  await registerGateway(app, { path: '/graphql-dev', dev: true });
  close = async () => {
    await app.close();
    await database.close();
    await drop();
  };
});
afterAll(() => close?.());

type Answer = { status: number; headers: Record<string, unknown>; body: { data?: Record<string, any> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] } };

async function post(payload: unknown, { path = '/graphql', headers = {} as Record<string, string> } = {}): Promise<Answer> {
  const res = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  return { status: res.statusCode, headers: res.headers, body: res.body ? (JSON.parse(res.body) as Answer['body']) : {} };
}

const aliased = (count: number, field: string) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

describe('operation limits', () => {
  const refusals: [string, string, RegExp][] = [
    ['2,000 aliases of a trivial field', aliased(2000, 'health { status }'), /^Die Anfrage ist zu lang \(höchstens 1000 Token\)\.$/],
    ['300 aliased report lists', aliased(300, 'listReports(limit: 1000) { results { id data { pythonic_name value } } }'), /^Die Anfrage ist zu lang/],
    ['11 aliased logins', `mutation { ${Array.from({ length: 11 }, (_, i) => `t${i}: obtainToken(input: { username: "ldwu-admin", password: "rate${i}" }) { access }`).join(' ')} }`, /^Die Anfrage enthält zu viele Aliasse \(höchstens 10\)\.$/],
    ['eleven levels of nesting', `{ currentUser { a { b { c { d { e { f { g { h { i { j } } } } } } } } } } }`, /^Die Anfrage ist zu tief verschachtelt \(höchstens 10 Ebenen\)\.$/],
    ['eleven directives', `{ health { ${Array.from({ length: 11 }, () => 'status @include(if: true)').join(' ')} } }`, /^Die Anfrage enthält zu viele Direktiven \(höchstens 10\)\.$/],
    [
      'ten costly lists',
      `${aliased(10, 'listSites { count results { ...S latest_report { id inspection_date processing_date } } }')} fragment S on Site { id number name display_name farm location hbv has_current_report }`,
      /^Die Anfrage ist zu aufwendig \(Kosten höchstens 500\)\.$/,
    ],
  ];

  it.each(refusals)('refuse %s with 400 and a German reason before any REST call', async (_name, query, message) => {
    const { headers } = await login(app, FARM_ADMIN);
    restCalls.length = 0;
    const { status, body } = await post({ query }, { headers });
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0]!.message).toMatch(message);
    expect(body.errors![0]!.extensions).toMatchObject({ code: LIMIT_CODE, status: 400 });
    expect(restCalls).toEqual([]);
  });

  it('let ten aliases through, each login counted by the REST throttle like a login of its own', async () => {
    restCalls.length = 0;
    // An account of its own: the ten failures lock it (the other tests log in as the farm admin).
    const query = `mutation { ${Array.from({ length: OPERATION_LIMITS.aliases }, (_, i) => `t${i}: obtainToken(input: { username: "mitarbeiter", password: "falsch${i}" }) { access }`).join(' ')} }`;
    const { body } = await post({ query });
    expect(body.errors?.every((e) => e.extensions?.code !== LIMIT_CODE)).toBe(true);
    expect(restCalls.filter((u) => u === '/api/v1/token/')).toHaveLength(OPERATION_LIMITS.aliases);
    // The right password is now refused as well: the aliased attempts counted against the account.
    const next = await app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username: 'mitarbeiter', password: 'herdenblick' } });
    expect(next.statusCode).toBe(429);
    expect(next.headers['retry-after']).toBeDefined();
  });

  it('refuse batched requests (an array of operations)', async () => {
    restCalls.length = 0;
    const { status } = await post([{ query: '{ health { status } }' }, { query: '{ health { status } }' }]);
    expect(status).toBe(400);
    expect(restCalls).toEqual([]);
  });
});

const preflight = (path: string, origin: string) =>
  app.inject({ method: 'OPTIONS', url: path, headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' } });

describe('CORS', () => {
  it('answers a foreign origin without any Access-Control header (closed by default)', async () => {
    for (const path of ['/graphql', '/graphql-default']) {
      const pre = await preflight(path, 'https://evil.example');
      const answer = await post({ query: '{ health { status } }' }, { path, headers: { origin: 'https://evil.example', cookie: 'a=b' } });
      for (const headers of [pre.headers, answer.headers]) {
        expect(Object.keys(headers).filter((h) => h.startsWith('access-control-')), path).toEqual([]);
      }
    }
    // Without configuration even the allowed origin of the other mount gets nothing.
    expect(Object.keys((await preflight('/graphql-default', ALLOWED_ORIGIN)).headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
  });

  it('allows exactly the configured origins (CORS_ORIGINS), with credentials', async () => {
    const pre = await preflight('/graphql', ALLOWED_ORIGIN);
    expect(pre.statusCode).toBe(204);
    expect(pre.headers).toMatchObject({
      'access-control-allow-origin': ALLOWED_ORIGIN,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'authorization, content-type',
    });
    const answer = await post({ query: '{ health { status } }' }, { headers: { origin: ALLOWED_ORIGIN } });
    expect(answer.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(answer.body.data).toEqual({ health: { status: 'ok' } });
  });

  it('reads CORS_ORIGINS as a comma-separated list, empty by default', () => {
    expect(loadConfig({}, []).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example/,,' }, []).corsOrigins).toEqual(['https://a.example', 'https://b.example']);
  });
});

describe('introspection and field suggestions', () => {
  const INTROSPECTION = '{ __schema { queryType { name } } }';

  it('are off in production, for anonymous and signed-in callers alike', async () => {
    const { headers } = await login(app, FARM_ADMIN);
    for (const auth of [{}, headers]) {
      for (const query of [INTROSPECTION, '{ __type(name: "Farm") { fields { name } } }']) {
        const { status, body } = await post({ query }, { headers: auth });
        expect(status).toBe(400);
        expect(body.data).toBeUndefined();
        expect(body.errors![0]!.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED' });
      }
      const typo = await post({ query: '{ currentUser { usernam } }' }, { headers: auth });
      expect(typo.status).toBe(400);
      expect(typo.body.errors![0]!.message).toContain('usernam');
      expect(typo.body.errors![0]!.message).not.toMatch(/Did you mean|username/);
    }
  });

  it('are on in development (--dev)', async () => {
    const { body } = await post({ query: INTROSPECTION }, { path: '/graphql-dev' });
    expect(body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    const typo = await post({ query: '{ currentUser { usernam } }' }, { path: '/graphql-dev' });
    expect(typo.body.errors![0]!.message).toContain('Did you mean "username"');
  });
});

describe('request size', () => {
  it(`refuses a body over ${GRAPHQL_BODY_LIMIT / 1024} kB with 413 and the JSON error shape`, async () => {
    restCalls.length = 0;
    const query = `{ health { status } } # ${'x'.repeat(GRAPHQL_BODY_LIMIT)}`;
    const res = await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ query }) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'Die Anfrage ist zu groß (höchstens 256 kB).', code: 'payload_too_large' });
    expect(restCalls).toEqual([]);
  });
});

describe('REST OpenAPI document', () => {
  it('does not list /graphql', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).length).toBeGreaterThan(10);
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/v1/'))).toEqual([]);
  });
});
