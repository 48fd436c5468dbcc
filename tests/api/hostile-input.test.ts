// Malformed input is a 400 (or 404/405/413/415), never a 5xx, and every error answer has the
// documented shape { detail, code } with a German detail: NUL bytes, non-canonical ids, path names
// that could reach another route, framework errors, body limits by route, pagination links.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, login, type TestApp } from '../support/app.ts';

type Inject = InjectOptions & { url: string };

const bigLogin = (n: number) => ({ username: 'x'.repeat(n), password: 'y' });

/** An error answer in the documented shape, with a German detail (no English framework text). */
const expectErrorShape = (body: { detail: string; code: string }) => {
  expect(typeof body.detail).toBe('string');
  expect(typeof body.code).toBe('string');
  expect(body).not.toHaveProperty('message');
  expect(body).not.toHaveProperty('statusCode');
  expect(body.detail).not.toMatch(/\b(is|not|body|must|cannot|Invalid|Route)\b/);
};

describe.each(dbKinds())('hostile input on %s', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'https://herdenblick.example' });
    ({ headers } = await login(t.app, 'superuser'));
  });
  afterAll(() => t?.close());

  const call = async (options: Inject) => {
    const res = await t.app.inject(options);
    return { status: res.statusCode, body: res.json() as { detail: string; code: string; errors?: Record<string, string[]> }, headers: res.headers };
  };
  const getText = async (name: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ query: 'query($n: String!) { getText(name: $n) { name } }', variables: { n: name } }),
    });
    return res.json() as { data?: { getText: { name: string } | null }; errors?: unknown[] };
  };

  it('refuses NUL bytes in query, path and JSON body with a 400', async () => {
    const cases: Inject[] = [
      { method: 'GET', url: '/api/v1/farms/?search=a%00b', headers },
      { method: 'GET', url: '/api/v1/users/?search=%00', headers },
      { method: 'GET', url: '/api/v1/texts/terms%00/' },
      { method: 'POST', url: '/api/v1/token/', payload: { username: 'a\u0000b', password: 'x' } },
      { method: 'POST', url: '/api/v1/token/', payload: { username: 'superuser', password: 'herdenblick\u0000' } },
      { method: 'POST', url: '/api/v1/request_reset_password/', payload: { email: 'a\u0000@b.de' } },
      { method: 'POST', url: '/api/v1/refresh/', payload: { refresh: 'x', ['k\u0000']: 1 } },
    ];
    for (const c of cases) {
      const res = await call(c);
      expect(res.status, c.url as string).toBe(400);
      expect(res.body.code).toBe('invalid');
      expect(Object.values(res.body.errors ?? {}).flat()).toContain('Enthält ein unzulässiges Steuerzeichen (NUL).');
    }
  });

  it('refuses lone UTF-16 surrogates (no UTF-8 exists for them) with a 400, and stores well-formed pairs', async () => {
    const before = await call({ method: 'GET', url: '/api/v1/farms/16/', headers });
    const name = (before.body as unknown as { name: string }).name;
    for (const bad of ['\udfff\ud800', 'Stall \ud800', '\udc00 Nord']) {
      const res = await call({ method: 'PATCH', url: '/api/v1/farms/16/', headers, payload: { name: bad } });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.errors?.name).toEqual(['Enthält ein ungültiges Unicode-Zeichen (einzelnes Ersatzzeichen).']);
    }
    expect((await call({ method: 'GET', url: '/api/v1/farms/16/', headers })).body).toMatchObject({ name });
    const cow = 'Kuhstall 🐄';
    expect((await call({ method: 'PATCH', url: '/api/v1/farms/16/', headers, payload: { name: cow } })).status).toBe(200);
    expect((await call({ method: 'GET', url: '/api/v1/farms/16/', headers })).body).toMatchObject({ name: cow });
    await call({ method: 'PATCH', url: '/api/v1/farms/16/', headers, payload: { name } });
  });

  it('accepts ids only as positive integers in canonical spelling', async () => {
    expect((await call({ method: 'GET', url: '/api/v1/farms/16/', headers })).status).toBe(200);
    for (const id of ['0x10', '1e1', '16.0', '016', '-1', '0', '+16', '%2016', '99999999999', 'abc']) {
      const res = await call({ method: 'GET', url: `/api/v1/farms/${id}/`, headers });
      expect(res.status, id).toBe(400);
      expect(res.body.errors?.id, id).toEqual(['Erwartet wird eine positive ganze Zahl (z. B. 16).']);
    }
    for (const query of ['farm=0x1', 'farm=1.0', 'farm=01']) {
      expect((await call({ method: 'GET', url: `/api/v1/sites/?${query}`, headers })).status, query).toBe(400);
    }
    expect((await call({ method: 'GET', url: '/api/v1/users/0x1/associations/', headers })).status).toBe(400);
  });

  it('accepts text names only by pattern, so an encoded path cannot reach another route', async () => {
    expect((await call({ method: 'GET', url: '/api/v1/texts/terms-of-service/' })).status).toBe(200);
    for (const name of ['..%2Ffarms%2F1', '..%2F', 'Terms', 'a%2Fb', '%2E%2E%2Ffarms', 'a.b']) {
      const res = await call({ method: 'GET', url: `/api/v1/texts/${name}/` });
      expect(res.status, name).toBe(400);
      expect(res.body.errors?.name, name).toBeDefined();
    }
  });

  it('does not let getText through /graphql reach another REST route', async () => {
    expect((await getText('terms-of-service')).data?.getText?.name).toBe('terms-of-service');
    // Farm 1's `name` would come back here if the path reached /farms/1/.
    for (const name of ['../farms/1', '..%2Ffarms%2F1', '%2e%2e/farms/1', './../farms/1']) {
      const body = await getText(name);
      expect(body.data?.getText ?? null, name).toBeNull();
      expect(body.errors?.length, name).toBeGreaterThan(0);
    }
  });

  it('answers framework errors in the documented shape with a German detail', async () => {
    const json = { 'content-type': 'application/json' };
    const cases: [Inject, number, string][] = [
      [{ method: 'POST', url: '/api/v1/token/', payload: '{"username":', headers: json }, 400, 'parse_error'],
      [{ method: 'POST', url: '/api/v1/token/', payload: '', headers: json }, 400, 'parse_error'],
      [{ method: 'POST', url: '/api/v1/token/', payload: 'username=a', headers: { 'content-type': 'text/plain' } }, 415, 'unsupported_media_type'],
      [{ method: 'POST', url: '/api/v1/token/', payload: 'username=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 415, 'unsupported_media_type'],
      [{ method: 'GET', url: '/api/v1/farms/%E0%A4%A/', headers }, 400, 'bad_request'],
      [{ method: 'GET', url: '/api/v1/gibt-es-nicht/', headers }, 404, 'not_found'],
      [{ method: 'POST', url: '/gibt-es-nicht' }, 404, 'not_found'],
      [{ method: 'DELETE', url: '/api/v1/token/' }, 405, 'method_not_allowed'],
      [{ method: 'POST', url: '/api/v1/farms/16/', headers }, 405, 'method_not_allowed'],
      [{ method: 'GET', url: '/api/v1/farms/?limit=0', headers }, 400, 'invalid'],
    ];
    for (const [options, status, code] of cases) {
      const res = await call(options);
      expect(res.status, `${options.method} ${options.url}`).toBe(status);
      expect(res.body.code, `${options.method} ${options.url}`).toBe(code);
      expectErrorShape(res.body);
    }
    const wrongMethod = await call({ method: 'DELETE', url: '/api/v1/token/' });
    expect(wrongMethod.headers.allow).toBe('POST');
    expect((await call({ method: 'GET', url: '/api/v1/farms/?limit=0', headers })).body.errors?.limit?.[0]).toMatch(/^Zu klein/);
  });

  it('limits bodies by route: a few kB for login, more for other JSON routes', async () => {
    const login413 = await call({ method: 'POST', url: '/api/v1/token/', payload: bigLogin(8 * 1024) });
    expect(login413.status).toBe(413);
    expect(login413.body).toEqual({ detail: 'Die Anfrage ist zu groß (höchstens 4 kB).', code: 'payload_too_large' });
    for (const url of ['/api/v1/refresh/', '/api/v1/logout/', '/api/v1/request_reset_password/', '/api/v1/reset_password/']) {
      expect((await call({ method: 'POST', url, payload: { refresh: 'x'.repeat(8 * 1024) } })).status, url).toBe(413);
    }
    const terms = await call({ method: 'POST', url: '/api/v1/users/1/terms_of_service_acceptance/', headers, payload: { pad: 'x'.repeat(8 * 1024) } });
    expect(terms.status).toBe(413);
    // A normal login body is far below the limit.
    expect((await call({ method: 'POST', url: '/api/v1/token/', payload: bigLogin(200) })).status).toBe(401);
  });

  it('builds pagination links from PUBLIC_URL, never from the Host header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/farms/?limit=2&offset=2', headers: { ...headers, host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    const body = res.json();
    expect(body.next).toBe('https://herdenblick.example/api/v1/farms/?limit=2&offset=4');
    expect(body.previous).toBe('https://herdenblick.example/api/v1/farms/?limit=2');
  });
});
