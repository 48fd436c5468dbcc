// GET /evaluations/ a page at a time (product rules ‹Evaluations list›): the list order is the page's
// sections (universal, association, farm, location, site; entity name; name), `search` finds by part of
// the name among what the caller sees, `sort=name` sorts by name alone, bad parameters answer 400 with
// German field errors. 1,200 evaluations are inserted in one SQL statement.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { demoSessions, getter, type Session } from '../support/read.ts';

type Row = { id: number; name: string; user: number | null; entity_type: string | null; entity_id: number | null };
type Page = { count: number; results: Row[] };

const MANY = 1200;
const RANK: Record<string, number> = { association: 1, farm: 2, location: 3, site: 4 };

describe.each(dbKinds())('evaluations list paging on %s', (kind) => {
  let t: TestApp;
  let sessions: Map<string, Session>;
  let get: ReturnType<typeof getter>['get'];
  const s = (name: string) => sessions.get(name)!;
  const q = encodeURIComponent;
  let farmId = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ get } = getter(t));
    sessions = await demoSessions(t);
    const db = t.database.db;
    const clerk = s('lkv-admin').id;
    const farm = (await db.execute(sql`select id from farms order by id limit 1`)) as unknown as { rows: { id: number }[] };
    farmId = Number(farm.rows[0]!.id);
    // Half universal, half on one farm: more than a page, owned by the association admin.
    await db.execute(sql`insert into evaluations (name, user_id, entity_type, entity_id, visibility)
      select 'Serie ' || lpad(n::text, 4, '0'), ${clerk}, case when n % 2 = 0 then 'farm' end, case when n % 2 = 0 then ${farmId}::int end, 'self'
      from generate_series(1, ${MANY}) n`);
    await db.execute(sql`insert into evaluations (name, user_id, visibility) values ('Geheimserie 0001', ${s('ldwu-admin').id}, 'self')`);
  });
  afterAll(() => t?.close());

  const list = async (session: Session, url: string): Promise<Page> => {
    const res = await get(session, url);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Page;
  };

  it('pages in section order: universal first, then by entity type, entity and name, without overlap', async () => {
    const all: Row[] = [];
    let count = 0;
    for (let offset = 0; ; offset += 500) {
      const page = await list(s('lkv-admin'), `/evaluations/?limit=500&offset=${offset}`);
      count = page.count;
      all.push(...page.results);
      if (page.results.length < 500) break;
    }
    expect(all.length).toBe(count);
    expect(count).toBeGreaterThan(MANY);
    expect(new Set(all.map((r) => r.id)).size).toBe(count);
    const ranks = all.map((r) => (r.entity_type ? RANK[r.entity_type]! : 0));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const universal = all.filter((r) => r.entity_type === null && r.name.startsWith('Serie ')).map((r) => r.name);
    expect(universal).toEqual([...universal].sort());
    expect(universal.length).toBe(MANY / 2);
    const onFarm = all.filter((r) => r.entity_type === 'farm' && r.entity_id === farmId && r.name.startsWith('Serie ')).map((r) => r.name);
    expect(onFarm).toEqual([...onFarm].sort());
  });

  it('finds by part of the name in any case, counting every match, never beyond the scope', async () => {
    const page = await list(s('lkv-admin'), `/evaluations/?search=${q('SERIE 11')}&limit=5&offset=5`);
    expect(page.count).toBe(100); // 1100 … 1199; universal (odd) ones first
    expect(page.results.map((r) => r.name)).toEqual(['1111', '1113', '1115', '1117', '1119'].map((n) => `Serie ${n}`));
    expect((await list(s('lkv-admin'), `/evaluations/?search=${q('serie 1200')}`)).results.map((r) => r.name)).toEqual(['Serie 1200']);
    expect((await list(s('lkv-admin'), `/evaluations/?search=Geheimserie`)).count).toBe(0);
    expect((await list(s('ldwu-admin'), `/evaluations/?search=Geheimserie`)).count).toBe(1);
    expect((await list(s('ldwu-admin'), `/evaluations/?search=${q('Serie 05')}`)).count).toBe(0);
  });

  it('sorts by name alone in both directions', async () => {
    const up = await list(s('lkv-admin'), `/evaluations/?search=Serie&sort=name&limit=3`);
    expect(up.results.map((r) => r.name)).toEqual(['Serie 0001', 'Serie 0002', 'Serie 0003']);
    const down = await list(s('lkv-admin'), `/evaluations/?search=Serie&sort=name&direction=desc&limit=2`);
    expect(down.results.map((r) => r.name)).toEqual(['Serie 1200', 'Serie 1199']);
  });

  it('answers bad parameters with 400 and German field errors', async () => {
    for (const url of ['/evaluations/?sort=password', '/evaluations/?direction=up', `/evaluations/?search=${'x'.repeat(201)}`, '/evaluations/?limit=-1']) {
      const res = await get(s('lkv-admin'), url);
      expect(res.status, url).toBe(400);
      expect(JSON.stringify(res.body), url).toMatch(/sort|direction|search|limit/);
    }
    const long = await get(s('lkv-admin'), `/evaluations/?search=${'x'.repeat(201)}`);
    expect(JSON.stringify(long.body)).toContain('Höchstens 200 Zeichen.');
  });
});
