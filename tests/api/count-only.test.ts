// count_only on the scoped lists (http/list.ts): the dashboard's and the entity choice's counters ask
// for the number alone. It must be the list's own count under the same scope and filters, with no items.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, login, type TestApp } from '../support/app.ts';

const LISTS = ['/users/?is_active=true', '/alerts/', '/alerts/?send_mail=true', '/incidents/?latest_per_site=true', '/associations/', '/farms/', '/locations/', '/sites/', '/reports/', '/evaluations/'];

describe.each(dbKinds())('count_only on %s', (kind) => {
  let t: TestApp;
  let sessions: Record<string, { authorization: string }>;
  const get = (url: string, who: string) => t.app.inject({ url: `/api/v1${url}`, headers: sessions[who] });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const names = ['ldwu-admin', 'lkv-admin', 'superuser'];
    sessions = Object.fromEntries(await Promise.all(names.map(async (n) => [n, (await login(t.app, n)).headers] as const)));
  }, 180_000);
  afterAll(async () => t?.close());

  it.each(['ldwu-admin', 'lkv-admin', 'superuser'])('answers each list count for %s without items', async (who) => {
    for (const list of LISTS) {
      const join = list.includes('?') ? '&' : '?';
      const [full, counted] = await Promise.all([get(`${list}${join}limit=1`, who), get(`${list}${join}limit=1&count_only=true`, who)]);
      expect(full.statusCode, list).toBe(200);
      expect(counted.statusCode, list).toBe(200);
      expect(counted.json().count, list).toBe(full.json().count);
      expect(counted.json().results, list).toEqual([]);
    }
  });

  it('reads the page as usual with count_only=false, and refuses a value that is not a flag', async () => {
    const page = await get('/farms/?limit=1&count_only=false', 'lkv-admin');
    expect(page.json().results).toHaveLength(1);
    const bad = await get('/farms/?count_only=vielleicht', 'lkv-admin');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors?.count_only).toBeDefined();
  });
});
