// gzip on the wire: the SPA's scripts, REST lists and /graphql answers shrink for clients that accept
// it, and come back byte-identical once decoded; small answers and clients without gzip stay plain.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST_DIR } from '../../src/server/spa.ts';
import { createTestApp, login, type TestApp } from '../support/app.ts';

const GZIP = { 'accept-encoding': 'gzip' };

describe('compression', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    auth = (await login(t.app, 'ldwu-admin@herdenblick.example')).headers;
  });
  afterAll(() => t?.close());

  it('gzips the largest script of the SPA to under half its size, identical once decoded', async () => {
    const assets = readdirSync(join(DIST_DIR, 'assets')).filter((f) => f.endsWith('.js'));
    const largest = assets.map((f) => ({ f, size: readFileSync(join(DIST_DIR, 'assets', f)).length })).sort((a, b) => b.size - a.size)[0]!;
    const res = await t.app.inject({ method: 'GET', url: `/assets/${largest.f}`, headers: GZIP });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(largest.size / 2);
    expect(gunzipSync(res.rawPayload).equals(readFileSync(join(DIST_DIR, 'assets', largest.f)))).toBe(true);
  });

  it('gzips a /graphql answer, and the gateway still reads REST uncompressed', async () => {
    const query = '{ listReportFields { name } }';
    const plain = await t.app.inject({ method: 'POST', url: '/graphql', headers: { ...auth, 'content-type': 'application/json' }, payload: { query } });
    const zipped = await t.app.inject({ method: 'POST', url: '/graphql', headers: { ...auth, ...GZIP, 'content-type': 'application/json' }, payload: { query } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const decoded = JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8')) as { data?: { listReportFields?: unknown[] }; errors?: unknown };
    expect(decoded.errors).toBeUndefined();
    expect(decoded.data?.listReportFields?.length).toBeGreaterThan(100);
    expect(decoded).toEqual(plain.json());
  });

  it('leaves answers under 1 kB as they are', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/', headers: GZIP });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toBeTruthy();
  });
});
