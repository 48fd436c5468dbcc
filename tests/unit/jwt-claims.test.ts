import { describe, expect, it } from 'vitest';
import { applyRefresh, decodeJwt, isAuthenticated, tokenExpiry } from '../../src/domain/jwt-claims.ts';

const b64url = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');
const jwt = (claims: unknown) => `${b64url({ alg: 'HS256' })}.${b64url(claims)}.sig`;
const T = Date.UTC(2026, 0, 1);
const at = (offsetSeconds: number) => Math.floor(T / 1000) + offsetSeconds;

describe('decodeJwt', () => {
  it('decodes the payload (base64url, UTF-8) without verifying', () => {
    const claims = { id: 7, account_type: 'farm_admin', is_superuser: false, exp: at(60), name: 'Jürgen Müller', x: '??>>' };
    expect(decodeJwt(jwt(claims))).toEqual(claims);
  });
  it('handles payloads that need padding and URL-safe characters', () => {
    for (let n = 0; n < 6; n++) {
      const claims = { s: '~'.repeat(n) + 'ÿ?>', exp: 1 };
      expect(decodeJwt(jwt(claims))).toEqual(claims);
    }
  });
  it('null for anything that is not a JWT with a JSON object payload', () => {
    for (const t of [null, undefined, '', 'abc', 'a.b', 'a.b.c.d', `x.${b64url('not json')}.s`, `x.${b64url([1, 2])}.s`, `x.${b64url('42')}.s`, 'x.!!!.s', `x..s`]) {
      expect(decodeJwt(t as string)).toBeNull();
    }
  });
  it('tokenExpiry in milliseconds', () => {
    expect(tokenExpiry(jwt({ exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
    expect(tokenExpiry(jwt({ id: 1 }))).toBeNull();
    expect(tokenExpiry(jwt({ exp: '1800000000' }))).toBeNull();
    expect(tokenExpiry('junk')).toBeNull();
  });
});

describe('isAuthenticated (product rules ‹Authentication›)', () => {
  const accessValid = jwt({ exp: at(60) });
  const accessExpired = jwt({ exp: at(-60) });
  const refreshValid = jwt({ exp: at(3600) });
  const refreshExpired = jwt({ exp: at(-1) });

  it('uses the refresh token expiry when there is one', () => {
    expect(isAuthenticated({ access: accessExpired, refresh: refreshValid }, T)).toBe(true);
    expect(isAuthenticated({ access: accessValid, refresh: refreshExpired }, T)).toBe(false);
  });
  it('falls back to the access token expiry', () => {
    expect(isAuthenticated({ access: accessValid }, T)).toBe(true);
    expect(isAuthenticated({ access: accessValid, refresh: null }, new Date(T))).toBe(true);
    expect(isAuthenticated({ access: accessExpired }, T)).toBe(false);
  });
  it('now must be strictly before the expiry', () => {
    const exactly = jwt({ exp: at(0) });
    expect(isAuthenticated({ access: exactly }, T)).toBe(false);
    expect(isAuthenticated({ access: exactly }, T - 1)).toBe(true);
  });
  it('no tokens or unreadable expiry ⇒ not authenticated', () => {
    expect(isAuthenticated(null, T)).toBe(false);
    expect(isAuthenticated(undefined, T)).toBe(false);
    expect(isAuthenticated({ access: '' , refresh: refreshValid }, T)).toBe(false);
    expect(isAuthenticated({ access: accessValid, refresh: 'garbage' }, T)).toBe(false);
    expect(isAuthenticated({ access: jwt({ id: 1 }) }, T)).toBe(false);
  });
});

describe('applyRefresh', () => {
  it('keeps the old refresh token when none is returned', () => {
    expect(applyRefresh({ access: 'a1', refresh: 'r1' }, { access: 'a2' })).toEqual({ access: 'a2', refresh: 'r1' });
    expect(applyRefresh({ access: 'a1', refresh: 'r1' }, { access: 'a2', refresh: null })).toEqual({ access: 'a2', refresh: 'r1' });
    expect(applyRefresh({ access: 'a1', refresh: 'r1' }, { access: 'a2', refresh: '' })).toEqual({ access: 'a2', refresh: 'r1' });
  });
  it('takes a rotated one', () => {
    expect(applyRefresh({ access: 'a1', refresh: 'r1' }, { access: 'a2', refresh: 'r2' })).toEqual({ access: 'a2', refresh: 'r2' });
  });
  it('without previous tokens', () => {
    expect(applyRefresh(null, { access: 'a2' })).toEqual({ access: 'a2' });
    expect(applyRefresh(undefined, { access: 'a2', refresh: 'r2' })).toEqual({ access: 'a2', refresh: 'r2' });
  });
});
