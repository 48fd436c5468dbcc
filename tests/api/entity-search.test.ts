// The entity lists' `search` and `ids` parameters, which the searchable entity choices of the
// evaluation screens ask as the user types: matches by name and number, scoped like the lists
// (a farm admin never finds another farm, nor its locations and sites), literal text, bounded ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { demoSessions, getter, ids, type Session } from '../support/read.ts';

/** Upper case for ASCII letters only ('ß' would become 'SS', which no name contains). */
const shout = (s: string) => s.replace(/[a-z]/g, (c) => c.toUpperCase());

type Row = { id: number; display_name?: string; name?: string; number?: string; farm?: number };

describe.each(dbKinds())('entity search on %s', (kind) => {
  let t: TestApp;
  let sessions: Map<string, Session>;
  let get: ReturnType<typeof getter>['get'];
  let all: ReturnType<typeof getter>['all'];
  const s = (name: string) => sessions.get(name)!;
  /** A farm the LKV admin sees and ldwu-admin does not, and ldwu-admin's own farm. */
  let foreign: Row;
  let own: Row;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ get, all } = getter(t));
    sessions = await demoSessions(t);
    const mine = await all(s('ldwu-admin'), '/farms/');
    expect(mine).toHaveLength(1);
    own = mine[0];
    foreign = (await all(s('lkv-admin'), '/farms/')).find((f: Row) => f.id !== own.id && !f.name!.includes(own.name!) && !own.name!.includes(f.name!))!;
  });
  afterAll(() => t?.close());

  const list = async (session: Session, url: string) => {
    const res = await get(session, url);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { count: number; results: Row[] };
  };
  const q = encodeURIComponent;

  it('finds an association clerk\'s farms by part of the name and by number, a page at a time', async () => {
    const word = shout(foreign.name!.split(' ').at(-1)!);
    const page = await list(s('lkv-admin'), `/farms/?search=${q(word)}&limit=5`);
    expect(page.count).toBeGreaterThan(0);
    expect(page.results.length).toBe(Math.min(5, page.count));
    for (const f of page.results) expect(f.display_name!.toLowerCase()).toContain(word.toLowerCase());
    const everyMatch = await all(s('lkv-admin'), `/farms/?search=${q(word)}`);
    expect(everyMatch.map((f: Row) => f.id)).toContain(foreign.id);
    const byNumber = await list(s('lkv-admin'), `/farms/?search=${q(foreign.number!)}`);
    expect(byNumber.results.map((f) => f.id)).toContain(foreign.id);
  });

  it('a farm admin never finds another farm, nor its locations or sites', async () => {
    const admin = s('ldwu-admin');
    expect((await list(admin, `/farms/?search=${q(foreign.name!)}`)).count).toBe(0);
    expect((await list(admin, `/farms/?search=${q(foreign.number!)}`)).count).toBe(0);
    expect((await list(admin, `/locations/?search=${q(foreign.number!)}`)).count).toBe(0);
    expect((await list(admin, `/sites/?search=${q(foreign.number!)}`)).count).toBe(0);
    expect((await list(admin, `/farms/?ids=${foreign.id}`)).count).toBe(0);
    // Their own farm they do find, by name and by number.
    expect((await list(admin, `/farms/?search=${q(own.name!.slice(2, 8))}`)).results.map((f) => f.id)).toEqual([own.id]);
    expect((await list(admin, `/farms/?search=${q(own.number!)}`)).results.map((f) => f.id)).toEqual([own.id]);
  });

  it('finds locations by their name and by their farm, sites by farm number, name or (padded) number', async () => {
    const clerk = s('lkv-admin');
    const locations = await all(clerk, `/locations/?farm=${foreign.id}`);
    const byFarm = await all(clerk, `/locations/?search=${q(foreign.display_name!)}`);
    expect(ids(byFarm)).toEqual(expect.arrayContaining(ids(locations)));
    const location = locations[0] as Row;
    const byName = await list(clerk, `/locations/?search=${q(shout(location.name!))}&limit=10000`);
    expect(byName.results.map((l) => l.id)).toContain(location.id);
    for (const l of byName.results) {
      const farm = (await get(clerk, `/farms/${l.farm}/`)).body as Row;
      expect(`${l.name} ${farm.display_name}`.toLowerCase()).toContain(location.name!.toLowerCase());
    }

    const sites = await all(clerk, `/sites/?farm=${foreign.id}`);
    expect(ids(await all(clerk, `/sites/?search=${q(foreign.number!)}`))).toEqual(expect.arrayContaining(ids(sites)));
    const site = sites[0] as Row;
    const padded = site.number!.padStart(site.number!.length + 2, '0');
    expect((await all(clerk, `/sites/?search=${q(padded)}`)).map((x: Row) => x.id)).toContain(site.id);
    expect((await all(clerk, `/sites/?search=${q(site.display_name!)}`)).map((x: Row) => x.id)).toContain(site.id);
  });

  it('finds associations by kind, name or number, within the caller\'s associations', async () => {
    const clerk = s('lkv-admin');
    const mine = await all(clerk, '/associations/');
    expect(mine.length).toBeGreaterThan(0);
    const association = mine[0] as Row;
    const found = await all(clerk, `/associations/?search=${q(association.display_name!.slice(0, 6).toLowerCase())}`);
    expect(found.map((a: Row) => a.id)).toContain(association.id);
    for (const a of found) expect(ids(mine)).toContain(a.id);
    const everyone = await all(s('superuser'), '/associations/');
    const other = everyone.find((a: Row) => !ids(mine).includes(a.id)) as Row | undefined;
    if (other) expect((await list(clerk, `/associations/?ids=${other.id}`)).count).toBe(0);
  });

  it('takes the typed text literally: % and _ are no wildcards', async () => {
    expect((await list(s('superuser'), '/farms/?search=%25')).count).toBe(0);
    expect((await list(s('superuser'), '/sites/?search=_')).count).toBe(0);
  });

  it('ids name exactly the listed entities the caller sees, in list order', async () => {
    const clerk = s('lkv-admin');
    const some = (await list(clerk, '/farms/?limit=3')).results.map((f) => f.id);
    const page = await list(clerk, `/farms/?ids=${some.toReversed().join(',')},${some[0]}`);
    expect(page.results.map((f) => f.id)).toEqual(some);
    const sites = (await list(clerk, '/sites/?limit=2')).results.map((x) => x.id);
    expect(ids((await list(clerk, `/sites/?ids=${sites.join(',')}`)).results)).toEqual([...sites].sort((a, b) => a - b));
  });

  it('refuses malformed ids and over-long search text with field errors', async () => {
    for (const bad of ['1,,2', 'a', '01', '1;2', Array.from({ length: 1001 }, (_, i) => i + 1).join(','), '99999999999']) {
      const res = await get(s('lkv-admin'), `/farms/?ids=${q(bad)}`);
      expect(res.status, bad).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid', errors: { ids: [expect.stringMatching(/Zahlen|Höchstens 1000|zu groß/)] } });
    }
    const long = await get(s('lkv-admin'), `/locations/?search=${'x'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(long.body.errors.search).toEqual(['Höchstens 200 Zeichen.']);
  });
});
