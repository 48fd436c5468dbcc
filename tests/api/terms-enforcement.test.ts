// The terms status (product rules ‹Terms status›) enforced by the API, not only by the browser's guard: farm staff of
// a farm whose admin has not accepted read nothing of the farm; the admin reads the guard's minimum
// data (farms, locations, sites) and accepts; a farm without invoicing association is refused
// everything. What stays open: current user, the own terms status, the acceptance, the public routes.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeApiError } from '../../src/domain/errors.ts';
import { createTestApp, dbKinds, login, type TestApp } from '../support/app.ts';

const FARM_READS = ['/farms/', '/locations/', '/sites/', '/reports/?limit=1', '/profiles/', '/alerts/', '/incidents/', '/evaluations/', '/users/', '/associations/', '/comparison-groups/', '/filters/', '/reports/fields/'];
const MINIMUM = ['/farms/', '/locations/', '/sites/'];

describe.each(dbKinds())('terms enforcement on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const session = async (username: string) => {
    const { headers } = await login(t.app, username);
    const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
    const me = (await get('/users/current-user/')).json() as { id: number; farms: number[] };
    return { headers, get, me };
  };

  it('refuses farm staff every read of the farm while the admin has not accepted, and lets them in after', async () => {
    const staff = await session('neu-mitarbeiter@herdenblick.example');
    const farmId = staff.me.farms[0]!;
    for (const url of [...FARM_READS, `/farms/${farmId}/`]) {
      const res = await staff.get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({
        detail: 'Ihr LDWU-Administrator hat den Nutzungsbedingungen noch nicht zugestimmt.',
        code: 'terms_not_accepted_by_farm_admin',
      });
    }
    // The browser shows the same denial as its guard would.
    const notice = describeApiError({ status: 403, code: 'terms_not_accepted_by_farm_admin', detail: 'x' });
    expect(notice).toEqual({ title: 'Login verweigert', message: 'Ihr LDWU-Administrator hat den Nutzungsbedingungen noch nicht zugestimmt.', level: 'error' });
    // Still open: who am I, my own terms status, public texts.
    expect((await staff.get('/users/current-user/')).statusCode).toBe(200);
    const status = await staff.get(`/users/${staff.me.id}/terms_of_service/`);
    expect(status.statusCode).toBe(200);
    expect(status.json().status).toBe('NotAcceptedByFarmAdmin');
    expect((await staff.get('/texts/terms-of-service/')).statusCode).toBe(200);

    const admin = await session('neu-admin@herdenblick.example');
    // Another user's terms status is not the caller's own: gated like any other read.
    expect((await staff.get(`/users/${admin.me.id}/terms_of_service/`)).statusCode).toBe(403);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${admin.me.id}/terms_of_service_acceptance/`,
      headers: admin.headers,
      payload: { farm: farmId },
    });
    expect(accepted.statusCode).toBe(200);
    for (const url of FARM_READS) expect((await staff.get(url)).statusCode, url).toBe(200);
    expect((await staff.get(`/farms/${farmId}/`)).json().id).toBe(farmId);
  });

  it('gives a farm admin who has not accepted only the minimum data the terms page needs', async () => {
    const { db } = t.database;
    const admin = await session('neu-admin@herdenblick.example');
    const farmId = admin.me.farms[0]!;
    await db.execute(sql`update farms set tos_accepted = null, tos_accepted_by = null where id = ${farmId}`);
    for (const url of MINIMUM) {
      const res = await admin.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().count, url).toBeGreaterThan(0);
    }
    expect((await admin.get(`/farms/${farmId}/`)).statusCode).toBe(200);
    for (const url of FARM_READS.filter((u) => !MINIMUM.includes(u))) {
      const res = await admin.get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({ detail: 'Bitte stimmen Sie zuerst den Nutzungsbedingungen zu.', code: 'terms_not_accepted' });
    }
    expect((await admin.get(`/users/${admin.me.id}/terms_of_service/`)).json().status).toBe('NotAccepted');
  });

  it('refuses a farm without invoicing association everything, even the minimum data', async () => {
    const user = await session('ohne-verband@herdenblick.example');
    for (const url of FARM_READS) {
      const res = await user.get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({ detail: 'Der Rechnungsstellende Verband wurde noch nicht festgelegt.', code: 'no_invoicing_association' });
    }
    expect((await user.get('/users/current-user/')).statusCode).toBe(200);
    expect(describeApiError({ status: 403, code: 'no_invoicing_association' })?.title).toBe('Login verweigert');
  });

  it('leaves accounts with accepted terms and association users alone', async () => {
    for (const username of ['mitarbeiter@herdenblick.example', 'ldwu-admin@herdenblick.example', 'lkv-mitarbeiter@herdenblick.example', 'superuser@herdenblick.example']) {
      const user = await session(username);
      for (const url of FARM_READS) expect((await user.get(url)).statusCode, `${username} ${url}`).toBe(200);
    }
  });
});
