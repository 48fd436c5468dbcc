// The synchronous HS256 tokens interoperate with a standard JOSE library both ways and refuse every
// token that is not an unexpired HS256 token signed with our key.
import { SignJWT, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { JwsInvalid, JwtExpired, signHs256, UnknownKey, verifyHs256 } from '../../src/api/auth/hs256.ts';

const KEY = new TextEncoder().encode('unit-secret-unit-secret-unit-secret');
const OTHER = new TextEncoder().encode('other-secret-other-secret-other-sec');
const now = Math.floor(Date.now() / 1000);
const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');

describe('HS256 tokens', () => {
  it('round-trips and interoperates with jose in both directions', async () => {
    const claims = { token_type: 'access', id: 7, account_type: 'farm_admin', is_superuser: false, iat: now, jti: 'x', exp: now + 60 };
    const ours = signHs256(claims, KEY);
    expect(verifyHs256(ours, KEY)).toEqual(claims);
    expect((await jwtVerify(ours, KEY, { algorithms: ['HS256'] })).payload).toEqual(claims);
    const theirs = await new SignJWT({ token_type: 'refresh', id: 3 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setExpirationTime(now + 60).sign(KEY);
    expect(verifyHs256(theirs, KEY)).toMatchObject({ token_type: 'refresh', id: 3, exp: now + 60 });
  });

  it('refuses expired tokens as expired, everything else as invalid', async () => {
    expect(() => verifyHs256(signHs256({ id: 1, exp: now - 1 }, KEY), KEY)).toThrow(JwtExpired);
    expect(() => verifyHs256(signHs256({ id: 1, exp: now }, KEY), KEY, now)).toThrow(JwtExpired);
    const valid = signHs256({ id: 1, exp: now + 60 }, KEY);
    const [header, payload, signature] = valid.split('.') as [string, string, string];
    const invalid = [
      signHs256({ id: 1, exp: now + 60 }, OTHER),
      `${header}.${b64({ id: 2, exp: now + 60 })}.${signature}`,
      `${b64({ alg: 'none' })}.${payload}.`,
      `${b64({ alg: 'HS512' })}.${payload}.${signature}`,
      `${b64({ alg: 'HS256', crit: ['x'] })}.${payload}.${signature}`,
      signHs256({ id: 1 }, KEY),
      signHs256({ id: 1, exp: now + 60, nbf: now + 30 }, KEY),
      `${header}.${payload}`,
      `${header}.${payload}.${signature}.extra`,
      `${header}.bm9wZQ.${signature}`,
      'kein-token',
      '',
      await new SignJWT({ id: 1 }).setProtectedHeader({ alg: 'HS384' }).setExpirationTime(now + 60).sign(KEY),
    ];
    for (const token of invalid) expect(() => verifyHs256(token, KEY), token).toThrow(JwsInvalid);
  });
});

describe('HS256 tokens with a key id', () => {
  const keys = new Map([
    ['k1', KEY],
    ['k2', OTHER],
  ]);
  const lookup = (kid: string | undefined) => (kid === undefined ? undefined : keys.get(kid));

  it('names the key in the header and verifies with the key the header names', async () => {
    const token = signHs256({ id: 1, exp: now + 60 }, OTHER, 'k2');
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toEqual({ alg: 'HS256', kid: 'k2' });
    expect(verifyHs256(token, lookup)).toEqual({ id: 1, exp: now + 60 });
    expect((await jwtVerify(token, OTHER, { algorithms: ['HS256'] })).payload).toEqual({ id: 1, exp: now + 60 });
  });

  it('reports an unknown or missing kid as UnknownKey, a wrong signature and an odd kid as invalid', () => {
    const unknown = signHs256({ id: 1, exp: now + 60 }, KEY, 'k9');
    expect(() => verifyHs256(unknown, lookup)).toThrow(UnknownKey);
    expect(() => verifyHs256(signHs256({ id: 1, exp: now + 60 }, KEY), lookup)).toThrow(UnknownKey);
    // Signed with k1's secret but naming k2.
    expect(() => verifyHs256(signHs256({ id: 1, exp: now + 60 }, KEY, 'k2'), lookup)).toThrow(JwsInvalid);
    const payload = unknown.split('.')[1];
    for (const header of [{ alg: 'HS256', kid: 7 }, { alg: 'HS256', kid: 'x'.repeat(65) }]) {
      const token = `${b64(header)}.${payload}.x`;
      expect(() => verifyHs256(token, lookup)).toThrow(JwsInvalid);
      expect(() => verifyHs256(token, lookup)).not.toThrow(UnknownKey);
    }
  });
});
