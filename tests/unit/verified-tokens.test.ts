// Access tokens checked once are not checked again (auth/verified-tokens.ts), but only while the
// full check would still accept them: unexpired, and their kid still naming the key that checked them.
import { describe, expect, it } from 'vitest';
import { signHs256 } from '../../src/api/auth/hs256.ts';
import { TokenSigner } from '../../src/api/auth/jwt.ts';
import type { KeyRing, SigningKey } from '../../src/api/auth/signing-keys.ts';

/** A key ring whose keys the test replaces and retires by hand. */
function keyRing() {
  const keys = new Map<string, Uint8Array>([['k1', new TextEncoder().encode('erster-schluessel-erster-schluessel')]]);
  const ring: KeyRing = {
    signing: (): SigningKey => ({ kid: 'k1', secret: keys.get('k1')! }),
    verifying: (kid) => (kid === undefined ? undefined : keys.get(kid)),
  };
  return { ring, keys };
}

const claims = (exp: number) => ({ token_type: 'access', id: 7, account_type: 'farm_admin', is_superuser: false, iat: exp - 300, exp });
const now = () => Math.floor(Date.now() / 1000);

describe('verified access tokens', () => {
  it('answers a token checked before with the same claims, and refuses it once its key is retired', async () => {
    const { ring: keys, keys: map } = keyRing();
    const signer = new TokenSigner(keys, 300, 3600);
    const token = signHs256(claims(now() + 300), map.get('k1')!, 'k1');
    const first = await signer.verifyAccess(token);
    expect(first.id).toBe(7);
    expect(await signer.verifyAccess(token)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    map.delete('k1');
    await expect(signer.verifyAccess(token)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('checks again when the kid names another key now (a reload replaced it)', async () => {
    const { ring: keys, keys: map } = keyRing();
    const signer = new TokenSigner(keys, 300, 3600);
    const token = signHs256(claims(now() + 300), map.get('k1')!, 'k1');
    await signer.verifyAccess(token);
    map.set('k1', new TextEncoder().encode('anderer-schluessel-anderer-schluessel'));
    await expect(signer.verifyAccess(token)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('refuses a remembered token once it has expired', async () => {
    const { ring: keys, keys: map } = keyRing();
    const signer = new TokenSigner(keys, 300, 3600);
    const token = signHs256(claims(now() + 2), map.get('k1')!, 'k1');
    await signer.verifyAccess(token);
    await new Promise((r) => setTimeout(r, 2100));
    await expect(signer.verifyAccess(token)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('remembers no token of the wrong type', async () => {
    const { ring: keys, keys: map } = keyRing();
    const signer = new TokenSigner(keys, 300, 3600);
    const refresh = signHs256({ ...claims(now() + 300), token_type: 'refresh' }, map.get('k1')!, 'k1');
    await expect(signer.verifyAccess(refresh)).rejects.toMatchObject({ statusCode: 401 });
    await expect(signer.verifyAccess(refresh)).rejects.toMatchObject({ statusCode: 401 });
  });
});
