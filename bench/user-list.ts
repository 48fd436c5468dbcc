// `npm run bench -- user-list [--farms 15000] [--runs 5]`: 'Alle Benutzer' of the LKV's association
// admin over the seeded PostgreSQL database hb_bench_bootstrap (a farm admin per farm: ~10,000 users
// in scope): the time of each request the page makes – a page of 50 in the list's own order (self,
// role, username, name, e-mail), sorted by name, a deep page, a search – over REST and GraphQL
// UserList. The server sorts and searches; the browser holds one page. Prints medians in ms.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureDatabase, withServer } from './bootstrap.ts';
import { ADMIN, adminToken } from './browser.ts';
import { median } from './stats.ts';

const QUERY = `query UserList($limit: PositiveInt, $offset: NonNegativeInt, $search: String, $sort: UserSort, $direction: SortDirection) {
  listUsers(limit: $limit, offset: $offset, search: $search, sort: $sort, direction: $direction) {
    count results { id email email_verified username prefix first_name last_name display_name account_type is_active is_superuser self_edit_locked farms } } }`;

const REQUESTS: { label: string; rest: string; variables: Record<string, unknown> }[] = [
  { label: 'first page, own order', rest: 'limit=50', variables: { limit: 50 } },
  { label: 'first page by name', rest: 'limit=50&sort=name', variables: { limit: 50, sort: 'name' } },
  { label: 'page 200 by username desc', rest: 'limit=50&offset=9950&sort=username&direction=desc', variables: { limit: 50, offset: 9950, sort: 'username', direction: 'desc' } },
  { label: "search 'hub'", rest: 'limit=50&search=hub', variables: { limit: 50, search: 'hub' } },
];

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const out = await run();
  return [out, performance.now() - t];
}

export default async function userListBench(args: string[]) {
  const { values } = parseArgs({ args, options: { farms: { type: 'string', default: '15000' }, runs: { type: 'string', default: '5' } } });
  const runs = Number(values.runs);
  const root = resolve(import.meta.dirname, '..');
  await ensureDatabase(Number(values.farms), root);
  await withServer(root, async (baseUrl) => {
    const headers = { authorization: `Bearer ${await adminToken(baseUrl)}`, 'content-type': 'application/json', 'accept-encoding': 'gzip' };
    let count = 0;
    const lines: string[] = [];
    for (const request of REQUESTS) {
      const rest: number[] = [];
      const graphql: number[] = [];
      for (let i = 0; i <= runs; i++) {
        const [body, restMs] = await timed(async () => (await fetch(`${baseUrl}/api/v1/users/?${request.rest}`, { headers })).json() as Promise<{ count: number }>);
        count = Math.max(count, body.count);
        const [, gqlMs] = await timed(async () => (await fetch(`${baseUrl}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: QUERY, variables: request.variables }) })).json());
        if (i === 0) continue; // warm-up
        rest.push(restMs);
        graphql.push(gqlMs);
      }
      lines.push(`  ${request.label} (median of ${runs}): REST ${median(rest).toFixed(0)} ms, GraphQL UserList ${median(graphql).toFixed(0)} ms`);
    }
    console.log(`user-list bench: ${ADMIN} sees ${count.toLocaleString('de-DE')} users (PostgreSQL hb_bench_bootstrap)`);
    for (const line of lines) console.log(line);
  });
}
