// The minimum group size follows the server's MIN_GROUP_SIZE everywhere a person meets it: the
// current user carries it, over REST and through the gateway's CurrentUser query the browser loads
// at every start (the group modal counts against it), withheld group values on the
// evaluation detail name it, and a profile-restricted group below it is refused with it. The
// defaults (10) are checked in auth.test.ts and report-queries.test.ts; here the server runs with 40.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentUserDocument } from '../../src/gateway/client/generated/graphql.ts';
import { createGatewayClient } from '../../src/gateway/client/request.ts';
import { createTestApp, dbKinds, login, type TestApp } from '../support/app.ts';

const MINIMUM = 40;

describe.each(dbKinds())(`MIN_GROUP_SIZE=${MINIMUM} on %s`, (kind) => {
  let t: TestApp;
  let farmAdmin: Awaited<ReturnType<typeof login>>;
  let profile: number;
  const get = (url: string, who = farmAdmin) => t.app.inject({ url: `/api/v1${url}`, headers: who.headers });

  beforeAll(async () => {
    t = await createTestApp(kind, { MIN_GROUP_SIZE: String(MINIMUM) });
    farmAdmin = await login(t.app, 'ldwu-admin');
    profile = ((await get('/profiles/?limit=1')).json().results as { id: number }[])[0]!.id;
  }, 180_000);
  afterAll(async () => t?.close());

  it('the current user carries the server minimum, for every kind of user', async () => {
    expect((await get('/users/current-user/')).json().min_group_size).toBe(MINIMUM);
    const association = await login(t.app, 'lkv-admin');
    expect((await get('/users/current-user/', association)).json().min_group_size).toBe(MINIMUM);
  });

  it('the gateway passes it on in the CurrentUser query the browser loads', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/graphql`;
    const client = createGatewayClient({ getToken: () => farmAdmin.access, url });
    const { currentUser } = await client.request(CurrentUserDocument);
    expect(currentUser?.min_group_size).toBe(MINIMUM);
  });

  it('a withheld group value names the server minimum', async () => {
    // The whole population as seen by a farm admin: foreign locations, n below 40 in the test data.
    const res = await get(`/profiles/${profile}/report/?field=leistung_milch_kg_div_melk_avg`);
    expect(res.statusCode).toBe(200);
    const row = res.json().data[0];
    expect(row.n).toBeGreaterThanOrEqual(10);
    expect(row.n).toBeLessThan(MINIMUM);
    expect(row).toMatchObject({ value: null, has_error: true });
    expect(row.error).toBe(`Zum Schutz der Betriebsdaten nicht angezeigt: nur ${row.n} von mindestens ${MINIMUM} Betrieben haben einen Wert.`);
  });

  it('a profile-restricted group below the server minimum is refused with it', async () => {
    const res = await get(`/profiles/${profile}/report/?wirtschaftsweise=KONVENTIONELL`);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^Wählen Sie weniger Kriterien aus\. Nur \d+ Betriebe erfüllen diese Kriterien/);
    expect(res.json().detail).toContain(`mindestens ${MINIMUM} Betriebe umfassen`);
  });
});
