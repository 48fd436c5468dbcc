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

  it('answers /robots.txt with crawler rules, not with the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).not.toContain('<');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /login');
    expect(lines).toContain('Disallow: /');
  });

  it('answers a missing file with 404 instead of the app', async () => {
    for (const url of ['/favicon.ico', '/sitemap.xml', '/assets/gibt-es-nicht-123.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<div id="root">');
    }
  });

  it('lets browsers keep hashed build files and revalidate the page', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/evaluations/3' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ method: 'GET', url: '/' })).headers['cache-control']).toBe('no-cache');
    const script = page.body.match(/src="(\/assets\/[^"]+\.js)"/)![1]!;
    const asset = await t.app.inject({ method: 'GET', url: script });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
