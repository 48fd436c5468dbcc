// The comparison-group and figure-filter lists' `search` and `ids` parameters, which the evaluation
// wizard's choices ask as the user types and the evaluations list asks for the names it shows:
// matches by part of the name (literal text, any case) among what the caller sees, a page at a
// time, and exactly the visible ones of given ids.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { demoSessions, getter, rows, type Session } from '../support/read.ts';

type Row = { id: number; name: string; user: number | null };
type Page = { count: number; results: Row[] };

const MANY = 1200;

describe.each(dbKinds())('comparison-group and filter search on %s', (kind) => {
  let t: TestApp;
  let sessions: Map<string, Session>;
  let get: ReturnType<typeof getter>['get'];
  const s = (name: string) => sessions.get(name)!;
  const q = encodeURIComponent;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ get } = getter(t));
    sessions = await demoSessions(t);
    const db = t.database.db;
    const owner = s('ldwu-admin').id;
    // More groups and filters than one request of the old pickers brought (limit 1000), in SQL.
    await db.execute(sql`insert into comparison_groups (name, user_id)
      select 'Suchgruppe ' || lpad(n::text, 4, '0'), ${owner} from generate_series(1, ${MANY}) n`);
    await db.execute(sql`insert into figure_filters (name, user_id)
      select 'Suchfilter ' || lpad(n::text, 4, '0'), ${owner} from generate_series(1, ${MANY}) n`);
    await db.execute(sql`insert into comparison_groups (name, user_id) values ('Rabatt 100%', ${owner}), ('Rabatt 1000', ${owner})`);
    await db.execute(sql`insert into figure_filters (name, user_id) values ('Rabatt 100%', ${owner}), ('Rabatt 1000', ${owner})`);
    // One group and one filter of each demo account, to see that a search never widens the scope.
    for (const session of sessions.values()) {
      await db.execute(sql`insert into comparison_groups (name, user_id) values (${`Geheimgruppe ${session.username}`}, ${session.id})`);
      await db.execute(sql`insert into figure_filters (name, user_id) values (${`Geheimfilter ${session.username}`}, ${session.id})`);
    }
  });
  afterAll(() => t?.close());

  const list = async (session: Session, url: string): Promise<Page> => {
    const res = await get(session, url);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Page;
  };

  describe.each([
    ['/comparison_groups/', 'Suchgruppe', 'Geheimgruppe'],
    ['/filters/', 'Suchfilter', 'Geheimfilter'],
  ])('%s', (path, many, secret) => {
    it('finds by part of the name in any case, a page at a time in name order, counting every match', async () => {
      const page = await list(s('ldwu-admin'), `${path}?search=${q(`${many.toUpperCase()} 01`)}&limit=5`);
      expect(page.count).toBe(100); // 0100 … 0199
      expect(page.results.map((r) => r.name)).toEqual(['0100', '0101', '0102', '0103', '0104'].map((n) => `${many} ${n}`));
      const last = await list(s('ldwu-admin'), `${path}?search=${q(`${many.toLowerCase()} 1200`)}`);
      expect(last.results.map((r) => r.name)).toEqual([`${many} 1200`]);
      expect((await list(s('ldwu-admin'), `${path}?search=${q(many)}&count_only=true`)).count).toBe(MANY);
    });

    it('takes the typed text literally (% and _ are no wildcards)', async () => {
      const percent = await list(s('ldwu-admin'), `${path}?search=${q('100%')}`);
      expect(percent.results.map((r) => r.name)).toEqual(['Rabatt 100%']);
      expect((await list(s('ldwu-admin'), `${path}?search=${q('Rabatt_1')}`)).count).toBe(0);
    });

    it('a search finds only what the caller sees unsearched', async () => {
      for (const who of ['ldwu-admin', 'lkv-admin']) {
        const found = await list(s(who), `${path}?search=${q(secret)}&limit=100`);
        const unsearched = await list(s(who), `${path}?limit=10000`);
        const expected = unsearched.results.filter((r) => r.name.startsWith(secret)).map((r) => r.id);
        expect(found.results.map((r) => r.id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
        expect(found.results.map((r) => r.name)).toContain(`${secret} ${who}`);
      }
      // Someone's definitions stay out of a farm admin's sight, searched or not.
      const adminFound = await list(s('ldwu-admin'), `${path}?search=${q(secret)}&limit=100`);
      expect(adminFound.count).toBeLessThan(sessions.size);
    });

    it('ids answers exactly the visible ones of the given ids; malformed ids are refused', async () => {
      const some = (await list(s('ldwu-admin'), `${path}?search=${q(`${many} 00`)}&limit=3`)).results;
      const hidden = await rows<{ id: number }>(
        t.database.db,
        sql.raw(`select id from ${path === '/filters/' ? 'figure_filters' : 'comparison_groups'} where name = '${secret} superuser'`),
      );
      const idList = [...some.map((r) => r.id), hidden[0]!.id].join(',');
      const byIds = await list(s('ldwu-admin'), `${path}?ids=${idList}`);
      const adminSees = (await list(s('ldwu-admin'), `${path}?search=${q(`${secret} superuser`)}`)).count > 0;
      expect(byIds.results.map((r) => r.id).sort((a, b) => a - b)).toEqual([...some.map((r) => r.id), ...(adminSees ? [hidden[0]!.id] : [])].sort((a, b) => a - b));
      for (const bad of ['0', '3,,4', 'abc', '-1']) expect((await get(s('ldwu-admin'), `${path}?ids=${q(bad)}`)).status).toBe(400);
      expect((await get(s('ldwu-admin'), `${path}?search=${'x'.repeat(201)}`)).status).toBe(400);
    });
  });
});
