// The projection fast path (src/gateway/projection.ts) answers exactly as GraphQL execution does:
// against graphql-js on crafted data (nulls, wrong types, enums, propagation), and against the
// standard gateway executor on the real server for every operation the app sends.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type * as GraphQL from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectingExecutor } from '../../src/gateway/projection.ts';
import { registerGateway } from '../../src/gateway/server.ts';
import { loadConfig } from '../../src/config.ts';
import { buildServer } from '../../src/server/server.ts';
import { login, openTestDatabase } from '../support/app.ts';

// The same graphql build the gateway's schemas come from (see projection.ts).
const graphql = createRequire(import.meta.url)('graphql') as typeof GraphQL;
/** The result as a client sees it; errors sorted by path (GraphQL leaves their order open). */
function json(result: unknown) {
  const parsed = JSON.parse((result as { stringify?: () => string }).stringify?.() ?? JSON.stringify(result)) as { errors?: { path?: unknown[] }[] };
  parsed.errors?.sort((a, b) => JSON.stringify(a.path).localeCompare(JSON.stringify(b.path)));
  return parsed;
}

describe('projection against graphql-js', () => {
  const schema = graphql.buildSchema(`
    type Query { items: [Item] one: Item! maybe: Item kinds: [Kind!] nums: [Int!]! same(id: Int): Item }
    type Mutation { touch: Item }
    type Item { id: Int! name: String note: String tags: [String!] kind: Kind child: Item score: Float flag: Boolean }
    enum Kind { A B }
  `);
  let data: Record<string, unknown> = {};
  for (const type of [schema.getQueryType()!, schema.getMutationType()!]) {
    for (const field of Object.values(type.getFields())) field.resolve = async (_root, args) => (field.name === 'same' ? { id: args.id } : data[field.name]);
  }
  const standard = (request: { document: GraphQL.DocumentNode; variables?: Record<string, unknown> }) =>
    graphql.execute({ schema, document: request.document, variableValues: request.variables });
  const fast = projectingExecutor(schema, standard as never);

  const good = { id: 1, name: 'Kuh', note: null, tags: ['a', 'b'], kind: 'A', child: { id: 2, name: 'Kalb' }, score: 1.5, flag: true };
  const cases: [string, Record<string, unknown>, string][] = [
    ['plain objects and lists', { items: [good, { ...good, id: 3 }], one: good }, '{ items { id name note tags kind score flag child { id name } } one { id } }'],
    ['aliases, __typename, fragments, merged fields', { items: [good], one: good }, '{ a: items { __typename i: id ...F ... on Item { child { id } } child { name } } one { ...F } } fragment F on Item { name kind }'],
    ['null in a non-null field nulls the nullable list item', { items: [good, { ...good, id: null }, good] }, '{ items { id name } }'],
    ['null in a non-null root field nulls data', { one: { ...good, id: null } }, '{ one { id } }'],
    ['null item in a [String!] list nulls the list', { items: [{ ...good, tags: ['a', null] }] }, '{ items { id tags } }'],
    ['wrong leaf types are serialisation errors', { items: [{ ...good, id: 'x' }, { ...good, name: { a: 1 } }, { ...good, id: 2 ** 40 }, { ...good, score: 'NaN' }] }, '{ items { id name score } }'],
    ['unknown enum values', { kinds: ['A', 'C'], items: [{ ...good, kind: 'Z' }] }, '{ kinds items { kind } }'],
    ['a non-list for a list, an object for a leaf, a number for an object', { nums: 5, items: [{ ...good, child: 7, tags: 'x' }] }, '{ nums items { child { id } tags } }'],
    ['a resolver error', { maybe: new Error('REST sagt nein') }, '{ maybe { id } }'],
    ['root arguments from variables', {}, 'query Q($id: Int) { same(id: $id) { id } }'],
    ['a mutation', { touch: good }, 'mutation { touch { id name } }'],
    ['directives take the standard path', { items: [good] }, 'query Q($yes: Boolean!) { items { id name @include(if: $yes) } }'],
  ];

  it.each(cases)('%s', async (_name, given, query) => {
    data = given;
    const request = { document: graphql.parse(query), variables: { id: 9, yes: false } };
    expect(json(await fast(request))).toEqual(json(await standard(request)));
  });
});

describe('projection against the standard gateway executor on the real server', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const { database, dataDir, drop } = await openTestDatabase('pglite');
    app = await buildServer({ config: loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-test-secret-test-secret' }, []), database, log: () => {} });
    await registerGateway(app, { path: '/graphql-standard', projection: false });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
      await drop();
    };
  });
  afterAll(() => close?.());

  const post = async (path: string, query: string, variables: object, headers: Record<string, string>) => {
    const res = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', ...headers }, payload: { query, variables } });
    return { status: res.statusCode, body: res.json() as unknown };
  };
  const same = async (query: string, variables: object = {}, headers: Record<string, string> = {}) => {
    const [fast, standard] = [await post('/graphql', query, variables, headers), await post('/graphql-standard', query, variables, headers)];
    expect({ status: fast.status, body: json(fast.body) }).toEqual({ status: standard.status, body: json(standard.body) });
    return fast.body as { data?: Record<string, unknown>; errors?: unknown[] };
  };

  const operationsDir = resolve(import.meta.dirname, '../../src/gateway/client/operations');
  const source = readdirSync(operationsDir).map((f) => readFileSync(resolve(operationsDir, f), 'utf8')).join('\n');
  const document = graphql.parse(source);
  const fragments = document.definitions.filter((d): d is GraphQL.FragmentDefinitionNode => d.kind === 'FragmentDefinition');
  const withFragments = (operation: string) =>
    [operation, ...fragments.filter((f) => operation.includes(`...${f.name.value}`)).map((f) => graphql.print(f))].join('\n');
  const operations = document.definitions.filter((d): d is GraphQL.OperationDefinitionNode => d.kind === 'OperationDefinition');

  it.each(['ldwu-admin@herdenblick.example', 'superuser@herdenblick.example'])('every app operation answers the same for %s', async (user) => {
    const { access, refresh, headers } = await login(app, user);
    const variables: Record<string, object> = {
      Login: { username: user, password: 'herdenblick' },
      Refresh: { refresh },
      TermsOfService: { userId: JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()).id },
      Text: { name: 'impressum' },
    };
    for (const operation of operations) {
      const name = operation.name!.value;
      // Token mutations change state (a refresh token works once): the last test compares their errors.
      if (operation.operation === 'mutation') continue;
      const body = await same(withFragments(graphql.print(operation)), { limit: 1000, ...variables[name] }, headers);
      expect(body.errors, name).toBeUndefined();
    }
  });

  it('answers errors, partial data and mixed documents the same', async () => {
    const { headers } = await login(app, 'ldwu-admin@herdenblick.example');
    await same('{ currentUser { id } }');
    await same('{ me: currentUser { id username } farms: listFarms(limit: 2) { count results { id name } } }');
    await same('{ me: currentUser { id } farms: listFarms(limit: 2) { count } }', {}, headers);
    await same('{ getFarm(id: 999999) { id } currentUser { id } }', {}, headers);
    await same('{ currentUser { __typename id ... on CurrentUser { permissions { allow_alerts } } permissions { allow_management } } }', {}, headers);
    await same('query Q($l: PositiveInt) { listSites(limit: $l) { count results { id display_name latest_report { id inspection_date } } } }', { l: 0 }, headers);
    await same('mutation { obtainToken(input: { username: "ldwu-admin", password: "falsch" }) { access } }');
  });
});
