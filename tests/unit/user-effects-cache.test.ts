// After creating or editing a user the users list must reload. The list is an urql
// query with additionalTypenames ['User', 'UserPage']; the user writes go through graphql-request
// (src/app/write.ts), which must tell urql's document cache to drop the cached list (the page remounts
// after '/users?new' closes) without another request to the server.
import { describe, expect, it } from 'vitest';
import { createUserEffects } from '../../src/app/user-effects.ts';
import type { DataClients } from '../../src/app/gateway-effects.ts';
import { createWrite } from '../../src/app/write.ts';
import { UserListDocument } from '../../src/gateway/client/generated/graphql.ts';
import { createGatewayClient } from '../../src/gateway/client/request.ts';
import { createUrqlClient, invalidate } from '../../src/gateway/client/urql.ts';

const URL = 'http://herdenblick.test/graphql';
const user = { __typename: 'User', id: 7, email: 'a@b.example', email_verified: false, username: 'anna', prefix: 'Frau', first_name: 'Anna', last_name: 'Alm', display_name: 'Anna Alm', account_type: 'association_member', is_active: true, is_superuser: false, self_edit_locked: false, farms: [] };

function setup() {
  const operations: string[] = [];
  const gateway: typeof fetch = async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as { query: string };
    const name = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '?';
    operations.push(name);
    const data =
      name === 'UserList'
        ? { listUsers: { __typename: 'UserPage', count: 1, results: [user] } }
        : name === 'UserCreate'
          ? { createUser: { __typename: 'User', id: 8, username: 'bert' } }
          : { updateUser: { __typename: 'User', id: 7, username: 'anna' } };
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  };
  const urql = createUrqlClient({ getToken: () => 'token', url: URL, fetch: gateway });
  const clients = { urql, gateway: createGatewayClient({ getToken: () => 'token', url: URL, fetch: gateway }), invalidate: (typenames: readonly string[]) => invalidate(urql, typenames) } as unknown as DataClients;
  const effects = createUserEffects({ authed: (run) => run(clients, 'token'), clients: async () => clients, write: createWrite((run) => run(clients)) });
  const list = () => urql.query(UserListDocument, { limit: 10_000 }, { additionalTypenames: ['User', 'UserPage'] }).toPromise();
  const listLoads = () => operations.filter((o) => o === 'UserList').length;
  return { effects, list, listLoads, operations };
}

describe('user writes drop the cached users list', () => {
  it('a created user: the next list query goes to the server', async () => {
    const { effects, list, listLoads, operations } = setup();
    await list();
    await list();
    expect(listLoads()).toBe(1);
    await effects.createUser({ email: 'b@b.example', username: 'bert', prefix: 'Herr', first_name: 'Bert', last_name: 'Berg', account_type: 'association_member', is_active: true, password: 'Weidegang-2026', associations: [] } as never);
    await list();
    expect(listLoads()).toBe(2);
    expect(operations).toEqual(['UserList', 'UserCreate', 'UserList']);
  });

  it('an edited or (de)activated user: the next list query goes to the server', async () => {
    const { effects, list, listLoads } = setup();
    await list();
    await effects.updateUser(7, { last_name: 'Almer' });
    await list();
    expect(listLoads()).toBe(2);
    await effects.setUserActive(7, false);
    await list();
    expect(listLoads()).toBe(3);
  });
});
