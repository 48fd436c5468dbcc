// The GraphQL door end to end on the real server (seeded PGlite copy): same answers as REST with the
// caller's token, only Authorization forwarded, the client's own address at REST, REST 401s as
// authentication errors, client mistakes as client errors, nothing internal in masked errors. A twin
// at /graphql-plain runs the runtime's standard execution (no compiled source) for comparison.
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Kind, parse, print, type DocumentNode, type TypeNode, type VariableDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenSigner } from '../../src/api/auth/jwt.ts';
import { HANDOFF_HEADER } from '../../src/api/http/handoff.ts';
import { gatewayErrors, isUnauthenticated } from '../../src/gateway/client/errors.ts';
import { createGatewayClient } from '../../src/gateway/client/request.ts';
import { CurrentUserDocument, FarmsDocument, LoginDocument, ReportFieldsDocument, SitesDocument } from '../../src/gateway/client/generated/graphql.ts';
import { registerGateway } from '../../src/gateway/server/runtime.ts';
import { createUrqlClient } from '../../src/gateway/client/urql.ts';
import { loadConfig } from '../../src/config.ts';
import { buildServer } from '../../src/server/server.ts';
import { login, openTestDatabase } from '../support/app.ts';

const JWT_SECRET = 'test-secret-test-secret-test-secret';
const FARM_ADMIN = 'ldwu-admin@herdenblick.example';
const SUPERUSER = 'superuser@herdenblick.example';
/** Values for the variables of the app's queries in the byte-for-byte comparison. */
const SAMPLE_VARIABLES: Record<string, unknown> = { limit: 50, name: 'terms-of-service', userId: 1, id: 1, farm: 1 };
const INT_TYPES = new Set(['Int', 'PositiveInt', 'NonNegativeInt']);
const namedType = (t: TypeNode): string => (t.kind === Kind.NAMED_TYPE ? t.name.value : namedType(t.type));

/**
 * A value of the variable's own type: the sample where it fits, else a plain one for a required
 * scalar (a Boolean switch is off). undefined: none to give (then the variable is left out, or the
 * operation skipped when it is required: a missing variable is refused before either path executes).
 */
function sampleFor(v: VariableDefinitionNode): unknown {
  const type = namedType(v.type);
  const sample = SAMPLE_VARIABLES[v.variable.name.value];
  if (INT_TYPES.has(type)) return typeof sample === 'number' ? sample : v.type.kind === Kind.NON_NULL_TYPE ? 1 : undefined;
  if (type === 'Boolean') return typeof sample === 'boolean' ? sample : v.type.kind === Kind.NON_NULL_TYPE ? false : undefined;
  if (type === 'String' || type === 'NonEmptyString') return typeof sample === 'string' ? sample : undefined;
  return undefined;
}

/** The app's operations (wherever the client keeps them under src/gateway). */
const OPERATIONS = resolve(import.meta.dirname, '../../src/gateway');

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
  // A twin of /graphql on the runtime's standard execution: both paths must answer alike.
  await registerGateway(app, { path: '/graphql-plain' });
  // /graphql without the in-process handoff: every REST answer as text through inject's body.
  await registerGateway(app, { path: '/graphql-text', compiledSource: true, handoff: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  close = async () => {
    await app.close();
    await database.close();
    await drop();
  };
});
afterAll(() => close?.());

async function graphql(document: DocumentNode | string, variables?: object, headers: Record<string, string> = {}, path = '/graphql', remoteAddress?: string) {
  const res = await app.inject({
    method: 'POST',
    url: path,
    // As the app's clients ask (graphql-request, urql): request errors then come with HTTP 400.
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
    payload: { query: typeof document === 'string' ? document : print(document), variables },
    remoteAddress,
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

  it.each([
    ['with and without the compiled source', SUPERUSER, '/graphql-plain'],
    ['with REST values handed over and with REST answers as text', SUPERUSER, '/graphql-text'],
    ['with REST values handed over and with REST answers as text, for a farm admin (errors included)', FARM_ADMIN, '/graphql-text'],
  ])('answers every query of the app byte for byte alike %s', async (_what, user, twin) => {
    const { headers } = await login(app, user);
    const documents = readdirSync(OPERATIONS, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.graphql'));
    expect(documents.length).toBeGreaterThan(0);
    let compared = 0;
    for (const file of documents) {
      const document = parse(readFileSync(join(OPERATIONS, file), 'utf8'));
      const fragments = document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
      for (const operation of document.definitions) {
        if (operation.kind !== Kind.OPERATION_DEFINITION || operation.operation !== 'query') continue;
        // The fragments it spreads (one level suffices for the app's operations).
        const used = fragments.filter((f) => print(operation).includes(`...${f.name.value}`));
        const query = print({ kind: Kind.DOCUMENT, definitions: [operation, ...used] });
        const definitions = operation.variableDefinitions ?? [];
        const variables = Object.fromEntries(definitions.flatMap((v) => (sampleFor(v) === undefined ? [] : [[v.variable.name.value, sampleFor(v)]])));
        if (definitions.some((v) => v.type.kind === Kind.NON_NULL_TYPE && !(v.variable.name.value in variables))) continue;
        const compiled = await graphql(query, variables, headers);
        const plain = await graphql(query, variables, headers, twin);
        // Results byte for byte; with errors (a query the superuser may not ask) only the order of
        // `data` and `errors` in the object may differ.
        if (compiled.errors) expect(JSON.parse(compiled.body), operation.name?.value).toEqual(JSON.parse(plain.body));
        else expect(compiled.body, operation.name?.value).toBe(plain.body);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(5);
  });

  it('returns the reports list (170 figures each) byte for byte alike with the value handed over and as text', async () => {
    const { headers } = await login(app, FARM_ADMIN);
    const reports = 'query ($limit: PositiveInt) { listReports(limit: $limit) { count next results { id farm site inspection_date data { pythonic_name value } } } }';
    const handed = await graphql(reports, { limit: 100 }, headers);
    const text = await graphql(reports, { limit: 100 }, headers, '/graphql-text');
    expect(handed.errors).toBeUndefined();
    expect(handed.data!.listReports.results.length).toBeGreaterThan(0);
    expect(handed.body).toBe(text.body);
    const expected = await rest('/api/v1/reports/?limit=100', headers);
    expect(handed.data!.listReports.results.map((r: { id: number }) => r.id)).toEqual(expected.results.map((r: { id: number }) => r.id));
    // A REST error on the same field (no token: 401) stays the same error on both paths.
    const [a, b] = [await graphql(reports, { limit: 1 }), await graphql(reports, { limit: 1 }, {}, '/graphql-text')];
    expect(a.errors).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED', status: 401 } }]);
    expect(a.body).toBe(b.body);
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
      [HANDOFF_HEADER]: 'from-client',
    };
    const { errors } = await graphql(CurrentUserDocument, {}, hostile);
    expect(errors).toBeUndefined();
    const seen = restRequests.filter((r) => r.url.startsWith('/api/v1/users/current-user/'));
    expect(seen).toHaveLength(1);
    const received = seen[0]!.headers;
    expect(received.authorization).toBe(headers.authorization);
    for (const name of ['cookie', 'x-evil', 'x-request-id', 'x-forwarded-for', 'accept-language']) expect(received).not.toHaveProperty(name);
    expect(received['user-agent']).not.toBe('evil-agent');
    // What REST sees besides Authorization is the transport's own (accept), the gateway's handoff id
    // (src/api/http/handoff.ts, not the client's) and inject's defaults.
    expect(Object.keys(received).sort()).toEqual(expect.arrayContaining(['accept', 'authorization']));
    expect(received[HANDOFF_HEADER]).not.toBe(hostile[HANDOFF_HEADER]);
    expect(Object.keys(received).filter((n) => !['accept', 'authorization', 'host', 'user-agent', 'content-type', 'content-length', HANDOFF_HEADER].includes(n))).toEqual([]);
  });

  it('hands REST answers over only to the gateway call that opened the handoff', async () => {
    const { headers } = await login(app, FARM_ADMIN);
    const direct = await app.inject({ method: 'GET', url: '/api/v1/users/current-user/', headers });
    const named = await app.inject({ method: 'GET', url: '/api/v1/users/current-user/', headers: { ...headers, [HANDOFF_HEADER]: randomUUID() } });
    expect(named.statusCode).toBe(200);
    expect(named.body).toBe(direct.body);
    expect(named.headers['content-length']).toBe(direct.headers['content-length']);
  });

  it("gives REST the client's address (not a header: the connection's)", async () => {
    const { headers } = await login(app, FARM_ADMIN);
    restRequests.length = 0;
    await app.inject({ method: 'POST', url: '/graphql', remoteAddress: '203.0.113.7', headers: { ...headers, 'content-type': 'application/json' }, payload: { query: '{ currentUser { id } }' } });
    expect(restRequests.map((r) => r.ip)).toEqual(['203.0.113.7']);
  });

  it("gives REST the login's client address for obtainToken (what the login throttle counts)", async () => {
    restRequests.length = 0;
    const { data } = await graphql(LoginDocument, { username: FARM_ADMIN, password: 'herdenblick' }, {}, '/graphql', '198.51.100.23');
    expect(data!.obtainToken.access).toEqual(expect.any(String));
    expect(restRequests.map((r) => [r.url, r.ip])).toEqual([['/api/v1/token/', '198.51.100.23']]);
  });

  it('cannot be told another address by a client header over a real connection', async () => {
    restRequests.length = 0;
    const res = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.99', 'x-real-ip': '203.0.113.99', forwarded: 'for=203.0.113.99' },
      body: JSON.stringify({ query: print(LoginDocument), variables: { username: FARM_ADMIN, password: 'falsch' } }),
    });
    expect(res.status).toBe(200);
    expect(restRequests.map((r) => [r.url, r.ip])).toEqual([['/api/v1/token/', '127.0.0.1']]);
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
    expect(errors).toMatchObject([
      {
        message: 'Anmeldedaten fehlen.',
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

describe('client errors are client errors', () => {
  const cases: [string, string, object][] = [
    ['a PositiveInt literal of 0', '{ listFarms(limit: 0) { count } }', {}],
    ['a PositiveInt variable of 0', 'query ($limit: PositiveInt) { listFarms(limit: $limit) { count } }', { limit: 0 }],
    ['a string for an Int variable', 'query ($limit: PositiveInt) { listFarms(limit: $limit) { count } }', { limit: 'viele' }],
    ['a wrong literal type', '{ getFarm(id: "eins") { id } }', {}],
    ['a missing required variable', 'query ($id: Int!) { getFarm(id: $id) { id } }', {}],
  ];

  it('answer with 400 and BAD_USER_INPUT or a validation code, never an internal error', async () => {
    const { headers } = await login(app, FARM_ADMIN);
    for (const [name, query, variables] of cases) {
      const { status, errors } = await graphql(query, variables, headers);
      expect(status, name).toBe(400);
      expect(errors!.length, name).toBeGreaterThan(0);
      for (const error of errors!) {
        expect(['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED'], `${name}: ${JSON.stringify(error)}`).toContain(error.extensions.code);
        expect(error.message, name).not.toBe('Unexpected error.');
      }
    }
  });

  it('says in German what was wrong with a variable value', async () => {
    const { headers } = await login(app, FARM_ADMIN);
    const { errors } = await graphql('query ($limit: PositiveInt) { listFarms(limit: $limit) { count } }', { limit: 0 }, headers);
    expect(errors![0]).toMatchObject({ message: 'Ungültiger Wert für $limit (erwartet: PositiveInt).', extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    const literal = await graphql('{ listFarms(limit: 0) { count } }', {}, headers);
    expect(literal.errors![0]).toMatchObject({ message: 'Ungültiger Wert für das Argument limit von listFarms (erwartet: PositiveInt).', extensions: { code: 'BAD_USER_INPUT' } });
    const missing = await graphql('query ($id: Int!) { getFarm(id: $id) { id } }', {}, headers);
    expect(missing.errors![0]).toMatchObject({ message: 'Der Wert für $id fehlt (erwartet: Int!).', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('are no internal errors on the standard execution either', async () => {
    const { headers } = await login(app, FARM_ADMIN);
    for (const [name, query, variables] of cases) {
      const { errors } = await graphql(query, variables, headers, '/graphql-plain');
      for (const error of errors!) expect(['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED'], `${name}: ${JSON.stringify(error)}`).toContain(error.extensions.code);
    }
  });
});

describe('no data (REST 204)', () => {
  // A report date before any test day: REST answers 204 without a body.
  const NO_DATA_DATE = '2001-01-31';
  const FARM_REPORT = 'query ($id: Int!, $date: String) { getFarmReport(id: $id, report_date: $date) { report_date location_count } }';

  it.each(['/graphql', '/graphql-plain'])('arrives through %s as a null root field without any error', async (path) => {
    const { headers } = await login(app, FARM_ADMIN);
    const farm = (await rest('/api/v1/farms/?limit=1', headers)).results[0].id as number;
    const upstream = await app.inject({ method: 'GET', url: `/api/v1/farms/${farm}/report/?report_date=${NO_DATA_DATE}`, headers });
    expect(upstream.statusCode).toBe(204);
    const { status, body } = await graphql(FARM_REPORT, { id: farm, date: NO_DATA_DATE }, headers, path);
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ data: { getFarmReport: null } });
    // A field beside it still answers: only the field without data is null.
    const both = await graphql(`query ($id: Int!, $date: String) { none: getFarmReport(id: $id, report_date: $date) { report_date } farm: getFarm(id: $id) { id } }`, { id: farm, date: NO_DATA_DATE }, headers, path);
    expect(JSON.parse(both.body)).toEqual({ data: { none: null, farm: { id: farm } } });
  });

  it.each(['/graphql', '/graphql-plain'])('leaves a real 4xx of a report query an error with its status and code through %s', async (path) => {
    const { headers } = await login(app, FARM_ADMIN);
    const { data, errors } = await graphql(FARM_REPORT, { id: 999999, date: NO_DATA_DATE }, headers, path);
    expect(data?.getFarmReport).toBeNull();
    expect(errors).toHaveLength(1);
    expect(errors![0]).toMatchObject({ path: ['getFarmReport'], extensions: { code: 'NOT_FOUND', status: 404 } });
  });
});

describe('masked errors', () => {
  const INTERNALS = ['127.0.0.1', 'rest.internal', '/api/v1', 'Bearer', 'authorization', 'headers', 'Upstream', 'DOWNSTREAM', 'stack', 'localhost'];

  it.each(['/graphql', '/graphql-plain'])('leak no internal URL, header or body through %s', async (path) => {
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
