// The in-process handoff (src/api/http/handoff.ts): the gateway's inject calls get 2xx results as the
// object REST would serialise, without the JSON round trip. Proven here: the handed-over value is
// exactly JSON.parse of the REST body, /graphql answers stay equal to REST, a forged header from an
// external client changes nothing, and no slot outlives its call (errors included).
import type { FastifyInstance } from 'fastify';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDOFF_HEADER, restHandoff, type RestHandoff } from '../../src/api/http/handoff.ts';
import { CurrentUserDocument, FarmsDocument, ReportFieldsDocument, SitesDocument } from '../../src/gateway/client/generated/graphql.ts';
import { loadConfig } from '../../src/config.ts';
import { buildServer } from '../../src/server/server.ts';
import { login, openTestDatabase } from '../support/app.ts';

const FARM_ADMIN = 'ldwu-admin@herdenblick.example';
const SUPERUSER = 'superuser@herdenblick.example';
const REPORTS = 'query Reports($limit: PositiveInt) { listReports(limit: $limit) { count results { id farm site inspection_date processing_date data { pythonic_name value } } } }';

/** The large reads: REST URL, user, GraphQL query, variables, field, paginated. */
const LARGE = [
  { name: 'reports', rest: '/api/v1/reports/?limit=100', user: FARM_ADMIN, query: REPORTS, variables: { limit: 100 }, field: 'listReports', page: true },
  { name: 'report fields', rest: '/api/v1/reports/fields/', user: SUPERUSER, query: print(ReportFieldsDocument), variables: {}, field: 'listReportFields', page: false },
  { name: 'sites', rest: '/api/v1/sites/?limit=1000', user: SUPERUSER, query: print(SitesDocument), variables: { limit: 1000 }, field: 'listSites', page: true },
];

let app: FastifyInstance;
let handoff: RestHandoff;
let origin: string;
let close: () => Promise<void>;
/** Every REST response: URL, content-length and the headers REST saw. */
const restResponses: { url: string; length: unknown; headers: Record<string, unknown> }[] = [];

beforeAll(async () => {
  const { database, dataDir, drop } = await openTestDatabase('pglite');
  app = await buildServer({ config: loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-test-secret-test-secret' }, []), database, log: () => {} });
  app.addHook('onResponse', async (request, reply) => {
    if (request.url.startsWith('/api/v1/')) restResponses.push({ url: request.url, length: reply.getHeader('content-length'), headers: { ...request.headers } });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  handoff = restHandoff(app)!;
  close = async () => {
    await app.close();
    await database.close();
    await drop();
  };
});
afterAll(() => close?.());

const graphql = async (query: string, variables: object, headers: Record<string, string>) => {
  const res = await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...headers }, payload: { query, variables } });
  return res.json() as { data?: Record<string, any>; errors?: unknown[] };
};

describe('handoff of large reads', () => {
  it.each(LARGE)('hands over exactly JSON.parse of the REST body: $name', async (c) => {
    const { headers } = await login(app, c.user);
    const plain = await app.inject({ method: 'GET', url: c.rest, headers });
    expect(plain.statusCode).toBe(200);
    const call = handoff.open();
    try {
      const res = await app.inject({ method: 'GET', url: c.rest, headers: { ...headers, [HANDOFF_HEADER]: call.token } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('');
      // toStrictEqual: no undefined members, no class instances (Dates) where JSON has strings.
      expect(call.take(res.statusCode)!.value).toStrictEqual(JSON.parse(plain.body));
      expect(JSON.stringify(call.take(res.statusCode)!.value)).toBe(plain.body);
    } finally {
      call.close();
    }
  });

  it.each(LARGE)('/graphql answers as REST does, through the handoff: $name', async (c) => {
    const { headers } = await login(app, c.user);
    const expected = (await app.inject({ method: 'GET', url: c.rest, headers })).json();
    restResponses.length = 0;
    const { data, errors } = await graphql(c.query, c.variables, headers);
    expect(errors).toBeUndefined();
    expect(data![c.field]).toEqual(c.page ? { count: expected.count, results: expected.results } : expected);
    // The gateway's REST call was answered by handoff (empty body), and REST never saw the token.
    expect(restResponses).toHaveLength(1);
    expect(restResponses[0]!.length).toBe('0');
    expect(restResponses[0]!.headers).not.toHaveProperty(HANDOFF_HEADER);
  });
});

describe('forged handoff headers', () => {
  it('change nothing for an external HTTP client, on REST and on /graphql', async () => {
    const { headers } = await login(app, SUPERUSER);
    const used = handoff.open();
    used.close(); // a real token, but no longer open
    for (const forged of ['forged', crypto.randomUUID(), used.token]) {
      for (const c of LARGE) {
        const plain = await fetch(origin + c.rest, { headers });
        const withHeader = await fetch(origin + c.rest, { headers: { ...headers, [HANDOFF_HEADER]: forged } });
        expect(withHeader.status).toBe(200);
        expect(withHeader.headers.get('content-length')).toBe(plain.headers.get('content-length'));
        expect(await withHeader.text()).toBe(await plain.text());
        // The header reaches REST as the client sent it.
        expect(restResponses.at(-1)!.headers[HANDOFF_HEADER]).toBe(forged);
      }
      const body = JSON.stringify({ query: print(SitesDocument), variables: { limit: 1000 } });
      const post = (extra: Record<string, string>) =>
        fetch(`${origin}/graphql`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json', ...extra }, body }).then((r) => r.text());
      expect(await post({ [HANDOFF_HEADER]: forged })).toBe(await post({}));
    }
    expect(handoff.size).toBe(0);
  });
});

describe('slots', () => {
  it('are all closed after requests, failed ones included', async () => {
    const { headers } = await login(app, FARM_ADMIN);
    const reads = [
      graphql(REPORTS, { limit: 100 }, headers),
      graphql(print(CurrentUserDocument), {}, {}), // 401
      graphql('{ getFarm(id: 999999) { id } }', {}, headers), // 404
      graphql('{ listFarms(limit: 100000) { count } }', {}, headers), // 400
      graphql(print(FarmsDocument), { limit: 5 }, { authorization: 'Bearer forged' }), // 401
      ...LARGE.map((c) => graphql(c.query, c.variables, headers)),
    ];
    const results = await Promise.all(reads);
    expect(results[0]!.errors).toBeUndefined();
    expect(results.slice(1, 5).every((r) => (r.errors?.length ?? 0) > 0)).toBe(true);
    expect(handoff.size).toBe(0);
  });
});
