// Security headers on every door: a CSP under which the SPA runs without inline code, nosniff, no
// framing, no Referer (reset links carry tokens), and no caching of API answers (token responses).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST_DIR } from '../../src/server/spa.ts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../support/app.ts';

/** Inline code a `script-src 'self'; style-src 'self'` policy would block. */
function inlineCode(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\bsrc=/.test(m[1]!) || m[2]!.trim()) found.push(`inline script: ${m[0].slice(0, 60)}`);
  }
  if (/<style\b/i.test(html)) found.push('<style> element');
  for (const m of html.matchAll(/\s(style|on[a-z]+)\s*=/gi)) found.push(`attribute ${m[1]}`);
  if (/javascript:/i.test(html)) found.push('javascript: URL');
  return found;
}

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('sends CSP, nosniff, frame and referrer policies on the SPA, the API and errors', async () => {
    // /graphql too (its in-process REST calls carry none: they reach no browser), and a client's own
    // handoff header names no open handoff, so it changes nothing.
    const graphql = { 'content-type': 'application/json' };
    const doors = [
      ['GET', '/'],
      ['GET', '/reset-password-verification?token=x&email=y'],
      ['GET', '/api/v1/health/'],
      ['GET', '/api/v1/farms/'],
      ['GET', '/api/v1/farms/', { 'x-hb-handoff': crypto.randomUUID() }],
      ['POST', '/api/v1/gibt-es-nicht/'],
      ['POST', '/graphql', graphql, JSON.stringify({ query: '{ __typename }' })],
    ] as const;
    for (const [method, url, headers, payload] of doors) {
      const res = await t.app.inject({ method, url, headers, payload });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("style-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).not.toContain('unsafe-inline');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('never lets token responses or other API answers be cached', async () => {
    const token = await t.app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username: 'superuser', password: DEMO_PASSWORD } });
    expect(token.statusCode).toBe(200);
    expect(token.headers['cache-control']).toBe('no-store');
    const refresh = await t.app.inject({ method: 'POST', url: '/api/v1/refresh/', payload: { refresh: token.json().refresh } });
    expect(refresh.headers['cache-control']).toBe('no-store');
    const reset = await t.app.inject({ method: 'POST', url: '/api/v1/reset_password/', payload: { email: 'a@b.de', token: 'x', password: 'y' } });
    expect(reset.headers['cache-control']).toBe('no-store');
    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/logout/', payload: { refresh: refresh.json().refresh } });
    expect(logout.headers['cache-control']).toBe('no-store');
    // The same tokens through /graphql, and its errors.
    const login = 'mutation { obtainToken(input: { username: "superuser", password: "' + DEMO_PASSWORD + '" }) { access } }';
    const viaGraphql = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ query: login }) });
    expect(viaGraphql.json().data.obtainToken.access).toBeTruthy();
    expect(viaGraphql.headers['cache-control']).toBe('no-store');
    const invalid = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ query: '{ gibtEsNicht }' }) });
    expect(invalid.json().errors).toHaveLength(1);
    expect(invalid.headers['cache-control']).toBe('no-store');
  });

  it('keeps the SPA free of inline script and style, in the source and in the build', () => {
    expect(inlineCode(readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8'))).toEqual([]);
    expect(inlineCode(readFileSync(resolve(DIST_DIR, 'index.html'), 'utf8'))).toEqual([]);
    expect(inlineCode('<script>alert(1)</script><div style="x" onclick="y">')).toHaveLength(3);
  });
});

describe('the one inline style the CSP allows', () => {
  it("is exactly react-aria's press style, hashed from the installed package", async () => {
    const { createHash } = await import('node:crypto');
    const { REACT_ARIA_PRESS_STYLE_HASH } = await import('../../src/server/security-headers.ts');
    const source = readFileSync(resolve(import.meta.dirname, '../../node_modules/react-aria/dist/private/interactions/usePress.js'), 'utf8');
    const attribute = /PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(source)?.[1];
    const template = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(source)?.[1];
    expect(attribute && template, 'usePress no longer injects its style this way: review the CSP').toBeTruthy();
    const text = template!.replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/, attribute!).trim();
    expect(REACT_ARIA_PRESS_STYLE_HASH).toBe(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  });
});
