// One port serves the web app with history routing, next to the API's JSON 404s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

describe('serving the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('answers / and any app route with index.html', async () => {
    for (const url of ['/', '/login', '/farms/12', '/evaluations/3/fields/milch_kg?site=4', '/gibt-es-nicht']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('serves built assets and keeps unknown API paths as JSON 404', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const asset = await t.app.inject({ method: 'GET', url: script! });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/gibt-es-nicht/' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'not_found' });
  });
});
