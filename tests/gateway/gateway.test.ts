// The GraphQL door end to end on the real server (seeded PGlite copy): same answers as REST with the
// caller's token, only Authorization forwarded, REST 401s as authentication errors, nothing internal
// in masked errors.
import type { FastifyInstance } from 'fastify';
import { print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenSigner } from '../../src/api/auth/jwt.ts';
import { gatewayErrors, isUnauthenticated } from '../../src/gateway/client/errors.ts';
import { createGatewayClient } from '../../src/gateway/client/request.ts';
import { CurrentUserDocument, FarmsDocument, LoginDocument, ReportFieldsDocument, SitesDocument } from '../../src/gateway/client/generated/graphql.ts';
import { registerGateway } from '../../src/gateway/server.ts';
import { createUrqlClient } from '../../src/gateway/client/urql.ts';
import { loadConfig } from '../../src/config.ts';
import { buildServer } from '../../src/server/server.ts';
import { login, openTestDatabase } from '../support/app.ts';

const JWT_SECRET = 'test-secret-test-secret-test-secret';
const FARM_ADMIN = 'ldwu-admin@herdenblick.example';
const SUPERUSER = 'superuser@herdenblick.example';

let app: FastifyInstance;
let close: () => Promise<void>;
let origin: string;
/** Headers of every request that reached /api/v1, in order. */
const restRequests: { url: string; ip: string; headers: Record<string, unknown> }[] = [];

beforeAll(async () => {
  const { database, dataDir, drop } = await openTestDatabase('pglite');
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET }, []);
  app = await buildServer({ config, database, log: () => {} });
  // onResponse: it runs for refused requests too (an onRequest added here would run after auth).
  app.addHook('onResponse', async (request) => {
    if (request.url.startsWith('/api/v1/')) restRequests.push({ url: request.url, ip: request.ip, headers: { ...request.headers } });
  });
  // A twin of /graphql that reaches REST over HTTP, so masking is proven with a real internal address.
  await registerGateway(app, { transport: 'loopback', path: '/graphql-loopback' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  close = async () => {
    await app.close();
    await database.close();
    await drop();
  };
});
afterAll(() => close?.());

async function graphql(document: DocumentNode | string, variables?: object, headers: Record<string, string> = {}, path = '/graphql') {
  const res = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', ...headers },
    payload: { query: typeof document === 'string' ? document : print(document), variables },
  });
  return { status: res.statusCode, body: res.body, ...(res.json() as { data?: Record<string, any>; errors?: { message: string; extensions: Record<string, unknown> }[] }) };
}

const rest = async (url: string, headers: Record<string, string>) => {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('reads through /graphql', () => {
  it('returns the current user exactly as REST does', async () => {
    const { headers } = await login(app, FARM_ADMIN);
    const { data, errors } = await graphql(CurrentUserDocument, {}, headers);
    expect(errors).toBeUndefined();
    expect(data!.currentUser).toEqual(await rest('/api/v1/users/current-user/', headers));
  });

  it('returns the farm list as REST does, within the caller scope', async () => {
    const { headers } = await login(app, FARM_ADMIN);
    const { data, errors } = await graphql(FarmsDocument, { limit: 1000 }, headers);
    expect(errors).toBeUndefined();
    const expected = await rest('/api/v1/farms/?limit=1000', headers);
    expect(data!.listFarms.count).toBe(expected.count);
    expect(data!.listFarms.results).toEqual(expected.results);
    expect(expected.count).toBeGreaterThan(0);
  });

  it('returns sites and the report field catalogue as REST does', async () => {
    const { headers } = await login(app, SUPERUSER);
    const sites = await graphql(SitesDocument, { limit: 1000 }, headers);
    expect(sites.errors).toBeUndefined();
    expect(sites.data!.listSites.results).toEqual((await rest('/api/v1/sites/?limit=1000', headers)).results);
    const fields = await graphql(ReportFieldsDocument, {}, headers);
    expect(fields.errors).toBeUndefined();
    expect(fields.data!.listReportFields).toEqual(await rest('/api/v1/reports/fields/', headers));
  });
});

describe('headers towards REST', () => {
  it("carries each caller's Authorization: different users see their own data", async () => {
    const admin = await login(app, FARM_ADMIN);
    const superuser = await login(app, SUPERUSER);
    const [a, s] = await Promise.all([graphql(CurrentUserDocument, {}, admin.headers), graphql(CurrentUserDocument, {}, superuser.headers)]);
    expect(a.data!.currentUser.username).toBe('ldwu-admin');
    expect(s.data!.currentUser.username).toBe('superuser');
    const [fa, fs] = await Promise.all([graphql(FarmsDocument, { limit: 1000 }, admin.headers), graphql(FarmsDocument, { limit: 1000 }, superuser.headers)]);
    expect(fa.data!.listFarms.count).toBeLessThan(fs.data!.listFarms.count);
  });

  it('forwards Authorization and nothing else the client sent', async () => {
    const { headers } = await login(app, FARM_ADMIN);
    restRequests.length = 0;
    const hostile = {
      ...headers,
      cookie: 'session=stolen',
      'x-evil': 'yes',
      'x-request-id': 'from-client',
      'x-forwarded-for': '10.0.0.1',
      'accept-language': 'en',
      'user-agent': 'evil-agent',
    };
    const { errors } = await graphql(CurrentUserDocument, {}, hostile);
    expect(errors).toBeUndefined();
    const seen = restRequests.filter((r) => r.url.startsWith('/api/v1/users/current-user/'));
    expect(seen).toHaveLength(1);
    const received = seen[0]!.headers;
    expect(received.authorization).toBe(headers.authorization);
    for (const name of ['cookie', 'x-evil', 'x-request-id', 'x-forwarded-for', 'accept-language']) expect(received).not.toHaveProperty(name);
    expect(received['user-agent']).not.toBe('evil-agent');
    // What REST sees besides Authorization is the transport's own (accept) and inject's defaults.
    expect(Object.keys(received).sort()).toEqual(expect.arrayContaining(['accept', 'authorization']));
    expect(Object.keys(received).filter((n) => !['accept', 'authorization', 'host', 'user-agent', 'content-type', 'content-length'].includes(n))).toEqual([]);
  });

  it("gives REST the client's address (not a header: the connection's)", async () => {
    const { headers } = await login(app, FARM_ADMIN);
    restRequests.length = 0;
    await app.inject({ method: 'POST', url: '/graphql', remoteAddress: '203.0.113.7', headers: { ...headers, 'content-type': 'application/json' }, payload: { query: '{ currentUser { id } }' } });
    expect(restRequests.map((r) => r.ip)).toEqual(['203.0.113.7']);
  });

  it('sends no Authorization when the client sent none', async () => {
    restRequests.length = 0;
    await graphql(CurrentUserDocument, {});
    expect(restRequests).toHaveLength(1);
    expect(restRequests[0]!.headers).not.toHaveProperty('authorization');
  });
});

describe('authentication errors', () => {
  it('turns a missing token (REST 401) into UNAUTHENTICATED with status 401', async () => {
    const { data, errors } = await graphql(CurrentUserDocument, {});
    expect(data?.currentUser).toBeNull();
    expect(errors).toEqual([
      {
        message: 'Anmeldedaten fehlen.',
        locations: [expect.any(Object)],
        path: ['currentUser'],
        extensions: { code: 'UNAUTHENTICATED', status: 401, restCode: 'not_authenticated' },
      },
    ]);
  });

  it('turns an expired token into UNAUTHENTICATED with the REST code token_not_valid', async () => {
    const expired = await new TokenSigner(new TextEncoder().encode(JWT_SECRET), -60, 60).signAccess({ id: 1, accountType: 'association_admin', isSuperuser: true });
    const { errors } = await graphql(FarmsDocument, { limit: 5 }, { authorization: `Bearer ${expired}` });
    expect(errors).toHaveLength(1);
    expect(errors![0]).toMatchObject({
      message: 'Zugangs-Token ist ausgelaufen.',
      extensions: { code: 'UNAUTHENTICATED', status: 401, restCode: 'token_not_valid' },
    });
  });

  it('reports wrong credentials on login as UNAUTHENTICATED', async () => {
    const { data, errors } = await graphql(LoginDocument, { username: FARM_ADMIN, password: 'falsch' });
    expect(data?.obtainToken).toBeNull();
    expect(errors![0]!.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });

  it("passes a REST 400's message, code and field errors on", async () => {
    const { headers } = await login(app, FARM_ADMIN);
    const { data, errors } = await graphql('{ listFarms(limit: 100000) { count } }', {}, headers);
    expect(data?.listFarms).toBeNull();
    expect(errors![0]).toMatchObject({
      message: 'Die Eingaben sind ungültig.',
      path: ['listFarms'],
      extensions: { code: 'BAD_USER_INPUT', status: 400, restCode: 'invalid', errors: { limit: [expect.any(String)] } },
    });
  });

  it('keeps messages of errors in the client document', async () => {
    const invalid = await graphql('{ currentUser { nope } }');
    expect(invalid.errors![0]).toMatchObject({ message: expect.stringContaining('nope'), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    // Variables the source rejects: a request error (HTTP 400, no data) that says which value.
    const empty = await graphql(LoginDocument, { username: FARM_ADMIN, password: '' });
    expect(empty.status).toBe(400);
    expect(empty.errors![0]).toMatchObject({ message: expect.stringContaining('$password'), extensions: { code: 'BAD_USER_INPUT', status: 400 } });
  });
});

describe('introspection', () => {
  it('answers from the public schema, also inside fragments, without REST paths or addresses', async () => {
    const { body, data, errors } = await graphql(
      '{ ...Q } fragment Q on Query { schema: __schema { queryType { name } types { name fields { name description } } directives { name args { name defaultValue } } } farm: __type(name: "Farm") { fields { name } } }',
    );
    expect(errors).toBeUndefined();
    expect(data!.schema.queryType.name).toBe('Query');
    expect((data!.farm.fields as { name: string }[]).map((f) => f.name)).toContain('display_name');
    // Introspection shows directive definitions, never where they are applied (paths, endpoint).
    for (const internal of ['/api/v1', 'rest.internal', '127.0.0.1']) expect(body).not.toContain(internal);
  });
});

describe('masked errors', () => {
  const INTERNALS = ['127.0.0.1', 'rest.internal', '/api/v1', 'Bearer', 'authorization', 'headers', 'Upstream', 'DOWNSTREAM', 'stack', 'localhost'];

  it.each(['/graphql', '/graphql-loopback'])('leak no internal URL, header or body through %s', async (path) => {
    const { headers } = await login(app, FARM_ADMIN);
    const expired = await new TokenSigner(new TextEncoder().encode(JWT_SECRET), -60, 60).signAccess({ id: 4, accountType: 'farm_admin', isSuperuser: false });
    const cases = [
      await graphql(CurrentUserDocument, {}, {}, path),
      await graphql(CurrentUserDocument, {}, { authorization: `Bearer ${expired}` }, path),
      await graphql(CurrentUserDocument, {}, { authorization: 'Bearer forged' }, path),
      await graphql('{ getFarm(id: 999999) { id } }', {}, headers, path),
      await graphql('{ getUser(id: 1) { id } }', {}, headers, path),
    ];
    for (const { body, errors } of cases) {
      expect(errors?.length).toBeGreaterThan(0);
      for (const word of INTERNALS) expect(body).not.toContain(word);
      for (const error of errors!) expect(Object.keys(error.extensions).every((k) => ['code', 'status', 'restCode', 'errors'].includes(k))).toBe(true);
    }
    expect(cases[3]!.errors![0]!.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});

describe('clients', () => {
  it('share one token getter: graphql-request for actors, urql for views', async () => {
    let token: string | undefined;
    const getToken = () => token;
    const actors = createGatewayClient({ getToken, url: `${origin}/graphql` });
    const views = createUrqlClient({ getToken, url: `${origin}/graphql` });

    const signedOut = await actors.request(CurrentUserDocument).catch((e: unknown) => e);
    expect(isUnauthenticated(signedOut)).toBe(true);
    expect(gatewayErrors(signedOut)[0]).toMatchObject({ status: 401, restCode: 'not_authenticated' });

    const { obtainToken } = await actors.request(LoginDocument, { username: FARM_ADMIN, password: 'herdenblick' });
    token = obtainToken!.access;
    const viaActors = await actors.request(CurrentUserDocument);
    const viaViews = await views.query(CurrentUserDocument, {}).toPromise();
    expect(viaViews.error).toBeUndefined();
    // urql's document cache adds __typename to every selection.
    expect(JSON.parse(JSON.stringify(viaViews.data, (k, v) => (k === '__typename' ? undefined : v)))).toEqual(viaActors);
    expect(viaActors.currentUser!.username).toBe('ldwu-admin');

    token = 'expired-or-forged';
    const refused = await views.query(CurrentUserDocument, {}, { requestPolicy: 'network-only' }).toPromise();
    expect(isUnauthenticated(refused.error)).toBe(true);
  });
});
