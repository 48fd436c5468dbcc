// Every operation of /api/v1/openapi.json, as every demo account and anonymously, over REST
// and over its GraphQL root field (on the first database kind: GRAPHQL_KIND), checked against one
// declarative table (tests/support/authorization-table.ts). Reads run first on the seeded state; the writes (terms
// acceptance, login, refresh, logout, password reset) run after them, each caller on its own account.
import { sql } from 'drizzle-orm';
import { getNamedType, isObjectType, type GraphQLField } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/api/auth/passwords.ts';
import { alerts, comparisonGroups, evaluations, figureFilters, incidents, silences, users } from '../../src/api/db/schema.ts';
import { TERMS_ERROR } from '../../src/domain/terms-access.ts';
import { DEMO_ACCOUNTS } from '../../tools/seed/demo-accounts.ts';
import { createTestApp, dbKinds, DEMO_PASSWORD, login, type TestApp } from '../support/app.ts';
import { AUTHORIZATION_TABLE, ROLES, UNDOCUMENTED_ROUTES, verdictsOf, type OperationRule, type Role, type Verdict } from '../support/authorization-table.ts';
import { callerScope, pickTargets, type CallerScope, type DefinitionFixtures, type PathParams, type TargetPair } from '../support/authorization-targets.ts';
import { operationsOf, restRoutes, routeOf, supergraphFields, type Operation } from '../support/api-surface.ts';
import { readOutbox, resetLinkFrom } from '../support/mail.ts';
import { rows } from '../support/read.ts';
import { multipartFile } from '../support/writes.ts';
import { WRITE_PLANS, type WriteContext, type WriteCall } from '../support/write-plans/index.ts';

type Outcome = { status: number; code?: string; body: any };

/** The read and the write sweep make thousands of calls; on a loaded machine that takes minutes. */
const MATRIX_TIMEOUT_MS = 600_000;

const fill = (path: string, params: PathParams) => path.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));

/** The selection of a root field: list pages by result id, anything else by __typename. */
function selection(field: GraphQLField<unknown, unknown>): string {
  const type = getNamedType(field.type);
  if (!isObjectType(type)) return '';
  const results = type.getFields().results;
  const item = results && getNamedType(results.type);
  if (item && isObjectType(item) && item.getFields().id) return '{ __typename count results { id } }';
  // Token pairs: the next write of the same door goes on with the new refresh token.
  if (type.getFields().refresh) return '{ __typename access refresh }';
  return '{ __typename }';
}

/** One generous page of a list (reports carry ~200 figures each: a short one), none for unpaginated lists. */
const listQuery = (op: Operation) => (op.operationId === 'listReports' ? '?limit=20' : ['listUserAssociations', 'listUserLocations', 'listSurveyChoices', 'listReportFields'].includes(op.operationId) ? '' : '?limit=1000');

/** The own and foreign call of a read, with what each must answer. */
function plan(verdict: Verdict, pair: TargetPair | undefined): { params: PathParams; expected: number; label: string }[] {
  if (!pair) return [{ params: {}, expected: verdict === 'ok' || verdict === 'own' ? 200 : verdict, label: 'ohne Pfad-ID' }];
  if (verdict === 'ok' || verdict === 'own') {
    if (!pair.own) return [{ params: pair.foreign, expected: -100, label: 'Tabelle sagt erlaubt, aber kein eigenes Ziel' }];
    return [
      { params: pair.own, expected: 200, label: `eigenes Ziel ${JSON.stringify(pair.own)}` },
      { params: pair.foreign, expected: verdict === 'ok' ? 404 : 403, label: `fremdes Ziel ${JSON.stringify(pair.foreign)}` },
    ];
  }
  // A refusal is the same for an own and a foreign id: the existence of neither leaks.
  const refused = [{ params: pair.foreign, expected: verdict, label: `fremdes Ziel ${JSON.stringify(pair.foreign)}` }];
  return pair.own ? [{ params: pair.own, expected: verdict, label: `eigenes Ziel ${JSON.stringify(pair.own)}` }, ...refused] : refused;
}

/**
 * The GraphQL door is swept on the first database only (PGlite, which every run has). The gateway
 * reaches REST in-process (src/gateway/server/inject-fetch.ts) and never the database, so on a
 * second database its answers would repeat REST's there, which that database's REST sweep checks cell by cell.
 */
const GRAPHQL_KIND = dbKinds()[0];

describe.each(dbKinds())('authorization matrix on %s', (kind) => {
  const viaGraphqlToo = kind === GRAPHQL_KIND;
  let t: TestApp;
  let operations: Operation[];
  let graph: ReturnType<typeof supergraphFields>;
  const callers = new Map<Role, { id: number; email: string; username: string; password: string; headers: Record<string, string>; refresh: string }>();
  const scopes = new Map<Role, CallerScope>();
  const targets = new Map<Role, Awaited<ReturnType<typeof pickTargets>>>();
  const definitions: DefinitionFixtures = { own: new Map(), foreign: { comparisonGroup: 0, filter: 0, evaluation: 0 } };
  let cases = 0;
  const db = () => t.database.db;

  beforeAll(async () => {
    // No flood guard on reset requests: every caller asks for its own reset over both doors.
    t = await createTestApp(kind, { RESET_REQUESTS_PER_ADDRESS: '0' });
    operations = operationsOf(t.app.swagger() as never);
    graph = supergraphFields(operations);

    // The anonymous caller's own account for the public writes, and an outsider nobody but the
    // superuser sees, owning definitions that must stay invisible.
    const hash = await hashPassword(DEMO_PASSWORD);
    const [gast, outsider] = await db()
      .insert(users)
      .values([
        { username: 'gast', email: 'gast@herdenblick.example', passwordHash: hash, accountType: 'association_member' },
        { username: 'fremd', email: 'fremd@herdenblick.example', passwordHash: hash, accountType: 'association_admin' },
      ])
      .returning({ id: users.id });
    for (const account of DEMO_ACCOUNTS) {
      const session = await login(t.app, account.username);
      const me = (await t.app.inject({ method: 'GET', url: '/api/v1/users/current-user/', headers: session.headers })).json() as { id: number };
      callers.set(account.username as Role, { id: me.id, email: account.email, username: account.username, password: DEMO_PASSWORD, headers: session.headers, refresh: session.refresh });
    }
    const anonymous = await login(t.app, 'gast');
    callers.set('anonym', { id: gast!.id, email: 'gast@herdenblick.example', username: 'gast', password: DEMO_PASSWORD, headers: {}, refresh: anonymous.refresh });

    // Definitions: one of each kind per demo account, and the outsider's.
    for (const [role, caller] of callers) {
      if (role === 'anonym') continue;
      definitions.own.set(caller.id, await definitionsOf(caller.id, `Matrix ${role}`));
    }
    definitions.foreign = await definitionsOf(outsider!.id, 'Matrix fremd');

    // Controlling fixtures: an alert and an incident on the first site of every farm.
    const [field] = await rows<{ name: string }>(db(), sql`select pythonic_name as name from report_fields order by column_index limit 1`);
    const firstSites = await rows<{ id: number }>(db(), sql`select min(id) as id from sites where farm_id is not null group by farm_id`);
    const made = await db()
      .insert(alerts)
      .values(firstSites.map((s) => ({ field: field!.name, operator: 'lt' as const, upperBound: 1, entityType: 'site' as const, entityId: Number(s.id) })))
      .returning({ id: alerts.id, entityId: alerts.entityId });
    await db()
      .insert(incidents)
      .values(made.map((a) => ({ field: field!.name, operator: 'lt' as const, alertId: a.id, entityType: 'site' as const, entityId: a.entityId, observed: '2025-02-10', value: 1 })));
    // And a silence of a year on each of those sites.
    await db()
      .insert(silences)
      .values(firstSites.map((s) => ({ targetType: 'site' as const, targetId: Number(s.id), startsAt: new Date(), endsAt: new Date(Date.now() + 300 * 86_400_000), reason: 'Matrix' })));

    for (const role of ROLES) {
      const caller = callers.get(role === 'anonym' ? 'ldwu-admin' : role)!;
      const isSuperuser = role === 'superuser';
      const scope = await callerScope(db(), caller.id, isSuperuser);
      scopes.set(role, scope);
      targets.set(role, await pickTargets(db(), { id: caller.id, isSuperuser }, scope, definitions));
    }
  });
  afterAll(() => t?.close());

  async function definitionsOf(userId: number, name: string) {
    const [group] = await db().insert(comparisonGroups).values({ name, userId }).returning({ id: comparisonGroups.id });
    const [filter] = await db().insert(figureFilters).values({ name, userId }).returning({ id: figureFilters.id });
    const [evaluation] = await db().insert(evaluations).values({ name, userId, visibility: 'self' }).returning({ id: evaluations.id });
    return { comparisonGroup: group!.id, filter: filter!.id, evaluation: evaluation!.id };
  }

  /** Asks for a reset link for the caller and returns the token of the mail that arrives. */
  const freshResetToken = async (userId: number, email: string) => {
    // The pause between two reset mails of one account (the request step just sent one) is over.
    await db().execute(sql`update password_reset_tokens set created_at = created_at - interval '1 day' where user_id = ${userId}`);
    const before = new Set(readOutbox(t.config.dataDir).map((m) => m.text));
    await t.app.inject({ method: 'POST', url: '/api/v1/request_reset_password/', payload: { email } });
    const mail = readOutbox(t.config.dataDir).find((m) => !before.has(m.text) && m.to.includes(email));
    return mail ? resetLinkFrom(mail).searchParams.get('token')! : 'kein-token';
  };
  const headersOf = (role: Role) => callers.get(role)!.headers;

  async function rest(op: Operation, role: Role, params: PathParams, query = '', payload?: unknown): Promise<Outcome> {
    const res = await t.app.inject({ method: op.method as 'GET', url: `${fill(op.path, params)}${query}`, headers: headersOf(role), ...(payload === undefined ? {} : { payload: payload as object }) });
    // Files (the CSV exports) come back as text; everything else is JSON.
    const body = !res.body ? null : String(res.headers['content-type']).includes('json') ? res.json() : res.body;
    return { status: res.statusCode, code: body?.code, body };
  }

  async function graphql(op: Operation, role: Role, args: Record<string, unknown>, isWrite = false): Promise<Outcome> {
    const entry = graph.fields.get(op.operationId)!;
    const { field } = entry;
    const used = field.args.filter((a) => args[a.name] !== undefined);
    const vars = used.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
    const call = used.map((a) => `${a.name}: $${a.name}`).join(', ');
    const query = `${entry.kind}${vars ? `(${vars})` : ''} { ${field.name}${call ? `(${call})` : ''} ${selection(field)} }`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headersOf(role) },
      payload: JSON.stringify({ query, variables: Object.fromEntries(used.map((a) => [a.name, args[a.name]])) }),
    });
    const body = JSON.parse(res.body) as { data?: Record<string, any> | null; errors?: { extensions?: { code?: string; status?: number } }[] };
    const error = body.errors?.[0];
    if (error) return { status: error.extensions?.status ?? -1, code: error.extensions?.code, body };
    const answered = isWrite ? !!body.data && field.name in body.data : !!body.data?.[field.name];
    return { status: answered ? 200 : -2, body: body.data?.[field.name] };
  }

  const DEFINITION_KIND: Record<string, keyof DefinitionFixtures['foreign']> = {
    listComparisonGroups: 'comparisonGroup',
    listFilters: 'filter',
    listEvaluations: 'evaluation',
  };
  const GRAPHQL_CODE: Record<number, string> = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' };
  const TERMS_CODE: Partial<Record<Role, string>> = {
    'neu-admin': TERMS_ERROR.NotAccepted.code,
    'neu-mitarbeiter': TERMS_ERROR.NotAcceptedByFarmAdmin.code,
    'ohne-verband': TERMS_ERROR.NoInvoicingAssociation.code,
  };

  /** Problems of one outcome against the expected status; empty when it matches. */
  function judge(door: 'REST' | 'GraphQL', role: Role, op: Operation, expected: number, got: Outcome, label: string): string[] {
    const where = `${door} ${op.operationId} als ${role} (${label})`;
    // Report queries: an allowed call may find no data (204; GraphQL null) or lack its entity (400).
    const alsoOk = AUTHORIZATION_TABLE[op.operationId]?.alsoOk ?? [];
    if (expected === 200 && (alsoOk.includes(got.status) || (door === 'GraphQL' && got.status === -2 && alsoOk.includes(204)))) return [];
    if (got.status !== expected) return [`${where}: erwartet ${expected}, erhalten ${got.status} ${JSON.stringify(got.body).slice(0, 200)}`];
    if (expected >= 200 && expected < 300) return [];
    if (door === 'GraphQL') return got.code === GRAPHQL_CODE[expected] ? [] : [`${where}: GraphQL-Code ${got.code}`];
    const problems: string[] = [];
    if (typeof got.body?.detail !== 'string' || !got.body.detail || typeof got.body?.code !== 'string') problems.push(`${where}: Fehler ohne {detail, code}: ${JSON.stringify(got.body)}`);
    const termsCode = TERMS_CODE[role];
    if (expected === 403 && termsCode && !op.operationId.startsWith('accept') && got.code !== termsCode) problems.push(`${where}: 403 mit ${got.code} statt ${termsCode}`);
    return problems;
  }

  /** Lists whose rows are farms (the others name their farm). */
  const FARM_ROWS = new Set(['listFarms', 'listAlertOverview']);

  /** Whether every result of an allowed list lies in the caller's scope. */
  function outsideScope(op: Operation, rule: OperationRule, role: Role, results: any[]): any[] {
    const scope = scopes.get(role)!;
    const su = role === 'superuser';
    const self = callers.get(role)!.id;
    switch (rule.list) {
      case 'farm':
        return su ? [] : results.filter((r) => !scope.farmIds.has(FARM_ROWS.has(op.operationId) ? r.id : r.farm));
      case 'location':
        return su ? [] : results.filter((r) => !scope.locationIds.has(r.location));
      case 'association':
        return results.filter((r) => !scope.associationIds.has(r.id));
      case 'user':
        return results.filter((r) => !scope.userIds.has(r.id));
      case 'entity':
        return su ? [] : results.filter((r) => !scope.entities.has(`${r.entity_type}:${r.entity_id}`));
      case 'ownLinks':
        return results.filter((r) => (r.association !== undefined ? !scope.ownAssociationLinks.has(r.association) : !scope.ownLocationLinks.has(r.location)) || (r.user !== undefined && r.user !== self));
      case 'definition': {
        // The outsider's definition of this kind stays hidden from everyone but the superuser.
        const definition = DEFINITION_KIND[op.operationId]!;
        return su ? [] : results.filter((r) => r.id === definitions.foreign[definition]);
      }
      default:
        return [];
    }
  }

  /** Whether an allowed list misses what the caller has of its own (an empty list proves nothing). */
  function missesOwn(op: Operation, rule: OperationRule, role: Role, results: any[]): boolean {
    const scope = scopes.get(role)!;
    const self = callers.get(role)!.id;
    const has = (id: number | undefined) => results.some((r) => r.id === id);
    switch (rule.list) {
      case 'farm':
      case 'entity':
        return scope.farmIds.size > 0 && results.length === 0;
      case 'location':
        return scope.locationIds.size > 0 && results.length === 0;
      case 'association':
        return scope.associationIds.size > 0 && results.length === 0;
      case 'user':
        return !has(self);
      case 'definition':
        return !has(definitions.own.get(self)?.[DEFINITION_KIND[op.operationId]!]);
      default:
        return false;
    }
  }


  it('names every operation of the OpenAPI exactly once, public ones as public', () => {
    const documented = operations.map((op) => op.operationId).sort();
    expect(new Set(documented).size).toBe(documented.length);
    expect(Object.keys(AUTHORIZATION_TABLE).sort(), 'Tabelle und OpenAPI nennen dieselben Operationen').toEqual(documented);
    for (const op of operations) expect(AUTHORIZATION_TABLE[op.operationId]!.public ?? false, `${op.operationId} public`).toBe(op.isPublic);
    for (const rule of Object.values(AUTHORIZATION_TABLE)) expect(verdictsOf(rule).size).toBe(ROLES.length);
  });

  it('serves no REST route but the documented operations and the listed undocumented ones', () => {
    const known = new Set([...operations.map((op) => `${op.method} ${op.path}`), ...Object.keys(UNDOCUMENTED_ROUTES)].map(routeOf));
    expect([...restRoutes(t.app)].sort(), 'REST-Routen außerhalb der OpenAPI').toEqual([...known].sort());
    for (const twin of Object.values(UNDOCUMENTED_ROUTES)) if (twin) expect(AUTHORIZATION_TABLE[twin], twin).toBeDefined();
  });

  it('finds a GraphQL root field for every operation of the OpenAPI', () => {
    expect(graph.unmatched).toEqual([]);
    expect([...graph.fields.keys()].sort()).toEqual(operations.filter((op) => !op.restOnly).map((op) => op.operationId).sort());
  });

  /** Every cell of a read operation; `graphqlToo` false for an undocumented REST alias. */
  async function checkRead(op: Operation, rule: OperationRule, graphqlToo: boolean): Promise<string[]> {
    const problems: string[] = [];
    for (const [role, verdict] of verdictsOf(rule)) {
      for (const call of plan(verdict, rule.target ? targets.get(role)![rule.target] : undefined)) {
        const query = rule.list ? listQuery(op) : '';
        const viaRest = await rest(op, role, call.params, query);
        problems.push(...judge('REST', role, op, call.expected, viaRest, call.label));
        cases++;
        if (call.expected === 200 && rule.list && viaRest.status === 200) {
          const results = Array.isArray(viaRest.body) ? viaRest.body : viaRest.body.results;
          const leaked = outsideScope(op, rule, role, results);
          if (missesOwn(op, rule, role, results)) problems.push(`REST ${op.path} als ${role}: die Liste lässt Eigenes aus (${results.length} Einträge)`);
          if (leaked.length) problems.push(`REST ${op.path} als ${role}: ${leaked.length} Einträge außerhalb des Bereichs, z. B. ${JSON.stringify(leaked[0]).slice(0, 200)}`);
        }
        if (!graphqlToo || !viaGraphqlToo || op.restOnly) continue;
        const args: Record<string, unknown> = { ...call.params };
        if (query.includes('limit')) args.limit = Number(query.slice('?limit='.length));
        const viaGraphql = await graphql(op, role, args);
        problems.push(...judge('GraphQL', role, op, call.expected, viaGraphql, call.label));
        cases++;
        // A GraphQL list is the same page as REST's.
        if (call.expected === 200 && viaRest.status === 200 && viaGraphql.status === 200 && viaGraphql.body.results) {
          const restIds = viaRest.body.results.map((r: { id: number }) => r.id);
          const graphIds = viaGraphql.body.results.map((r: { id: number }) => r.id);
          if (JSON.stringify(restIds) !== JSON.stringify(graphIds)) problems.push(`GraphQL ${op.operationId} als ${role}: andere Einträge als REST`);
        }
      }
    }
    return problems;
  }

  it('answers every read as the table says, over REST and GraphQL, lists within the caller\'s scope', async () => {
    const problems: string[] = [];
    for (const op of operations) {
      const rule = AUTHORIZATION_TABLE[op.operationId];
      if (rule && !rule.write) problems.push(...(await checkRead(op, rule, true)));
    }
    expect(problems).toEqual([]);
    // Over a thousand calls: in the full suite on two busy cores more than the default minute.
  }, MATRIX_TIMEOUT_MS);

  it('answers the undocumented REST aliases like the operations they stand for', async () => {
    const problems: string[] = [];
    for (const [route, twin] of Object.entries(UNDOCUMENTED_ROUTES)) {
      const documented = operations.find((op) => op.operationId === twin);
      const [method, path] = route.split(' ');
      if (documented) problems.push(...(await checkRead({ ...documented, method: method!, path: path! }, AUTHORIZATION_TABLE[twin!]!, false)));
    }
    expect(problems).toEqual([]);
  }, MATRIX_TIMEOUT_MS);

  it('has a write plan for every write operation of the table, and none for anything else', () => {
    const writes = Object.entries(AUTHORIZATION_TABLE).filter(([, rule]) => rule.write).map(([id]) => id).sort();
    expect(Object.keys(WRITE_PLANS).sort()).toEqual(writes);
  });

  it('answers every write as the table says, over REST and GraphQL', async () => {
    const problems: string[] = [];
    const byId = new Map(operations.map((op) => [op.operationId, op]));
    const ctx: WriteContext = { db: db(), callers, targets, scopes, definitions, freshResetToken, door: 'REST', round: 0 };
    for (const [operationId, writePlan] of Object.entries(WRITE_PLANS)) {
      const op = byId.get(operationId);
      const rule = AUTHORIZATION_TABLE[operationId];
      expect(op && rule?.write, operationId).toBeTruthy();
      for (const [role, verdict] of verdictsOf(rule!)) {
        for (const door of op!.restOnly || !viaGraphqlToo ? (['REST'] as const) : (['REST', 'GraphQL'] as const)) {
          ctx.door = door;
          ctx.round++;
          const own = await writePlan.own(ctx, role, verdict);
          const expected = verdict === 'ok' || verdict === 'own' ? (writePlan.success ?? 200) : verdict;
          const outcome = await write(door, op!, role, own);
          problems.push(...judge(door, role, op!, door === 'GraphQL' && expected < 300 ? 200 : expected, outcome, own.label ?? 'eigenes Ziel'));
          cases++;
          if (outcome.status >= 200 && outcome.status < 300) await writePlan.after?.(ctx, role, own, outcome.body);
          const foreign = await writePlan.foreign?.(ctx, role, verdict);
          if (!foreign) continue;
          ctx.round++;
          const refused = verdict === 'ok' ? 404 : verdict === 'own' ? 403 : verdict;
          problems.push(...judge(door, role, op!, refused, await write(door, op!, role, foreign), foreign.label ?? 'fremdes Ziel'));
          cases++;
        }
      }
    }
    expect(problems).toEqual([]);
  }, MATRIX_TIMEOUT_MS);

  /** One write call through a door; over GraphQL success is the absence of errors. */
  async function write(door: 'REST' | 'GraphQL', op: Operation, role: Role, call: WriteCall): Promise<Outcome> {
    if (door === 'REST') {
      const query = call.query ? `?${new URLSearchParams(Object.entries(call.query).map(([k, v]) => [k, String(v)]))}` : '';
      if (call.multipart) {
        const file = multipartFile(call.multipart.field, call.multipart.filename, call.multipart.content);
        const res = await t.app.inject({ method: op.method as 'POST', url: `${fill(op.path, call.params ?? {})}${query}`, headers: { ...headersOf(role), ...file.headers }, payload: file.payload });
        const body = res.body ? res.json() : null;
        return { status: res.statusCode, code: body?.code, body };
      }
      return rest(op, role, call.params ?? {}, query, call.body);
    }
    const args: Record<string, unknown> = { ...call.params, ...call.query };
    if (call.body !== undefined) args.input = call.body;
    return graphql(op, role, args, true);
  }

  afterAll(() => {
    const count = operations?.length ?? 0;
    console.log(`Berechtigungsmatrix (${kind}): ${count} Operationen × ${ROLES.length} Rollen = ${count * ROLES.length} Fälle, ${cases} Aufrufe über ${viaGraphqlToo ? 'REST und GraphQL' : 'REST'}`);
  });
});
