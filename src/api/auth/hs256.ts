// Compact JWS with HS256 (RFC 7515/7519) on node:crypto's synchronous HMAC. Every request checks a
// token; WebCrypto (what jose uses) sends each HMAC through libuv's thread pool, where it queued
// behind argon2 during login bursts and cost about a millisecond of main-thread time per request
// under load. Here an HMAC is a few microseconds on the calling thread. Only HS256 is accepted; the
// signature is compared in constant time before the payload is trusted.
import { createHmac, timingSafeEqual } from 'node:crypto';

export class JwsInvalid extends Error {}
export class JwtExpired extends Error {}
/** The token names a key (`kid`, or none) that the caller's lookup does not know. */
export class UnknownKey extends JwsInvalid {
  constructor(readonly kid: string | undefined) {
    super('Schlüssel des Tokens ist unbekannt.');
  }
}

/** One key, or a lookup by the token header's `kid` (undefined when the header has none). */
export type KeyLookup = Uint8Array | ((kid: string | undefined) => Uint8Array | undefined);

/** Longest `kid` accepted in a header (ours are 16 characters). */
const MAX_KID = 64;

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');
const headers = new Map<string, string>();
const headerFor = (kid: string | undefined) => {
  if (kid === undefined) return HEADER;
  let header = headers.get(kid);
  if (!header) {
    header = Buffer.from(JSON.stringify({ alg: 'HS256', kid })).toString('base64url');
    if (headers.size < 100) headers.set(kid, header);
  }
  return header;
};

const mac = (key: Uint8Array, input: string) => createHmac('sha256', key).update(input).digest();

/** Signs the claims, naming the key's `kid` in the header when given; `exp` and `iat` are the caller's (seconds since the epoch). */
export function signHs256(claims: Record<string, unknown>, key: Uint8Array, kid?: string): string {
  const input = `${headerFor(kid)}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${input}.${mac(key, input).toString('base64url')}`;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The claims of a valid, unexpired token; throws JwsInvalid (UnknownKey when the lookup has no key
 * for the header's kid) or JwtExpired otherwise.
 */
export function verifyHs256(token: string, keys: KeyLookup, now = Math.floor(Date.now() / 1000)): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwsInvalid('Kein kompaktes JWS.');
  const [header, payload, signature] = parts as [string, string, string];
  let head: unknown;
  try {
    head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
  } catch {
    throw new JwsInvalid('Kopf ist kein JSON.');
  }
  if (!isObject(head) || head.alg !== 'HS256' || 'crit' in head) throw new JwsInvalid('Nur HS256 wird angenommen.');
  if ('kid' in head && (typeof head.kid !== 'string' || head.kid.length > MAX_KID)) throw new JwsInvalid('Schlüsselkennung ist ungültig.');
  const kid = head.kid as string | undefined;
  const key = typeof keys === 'function' ? keys(kid) : keys;
  if (!key) throw new UnknownKey(kid);
  const expected = mac(key, `${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new JwsInvalid('Signatur passt nicht.');
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw new JwsInvalid('Inhalt ist kein JSON.');
  }
  if (!isObject(claims)) throw new JwsInvalid('Inhalt ist kein Objekt.');
  if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) throw new JwsInvalid('Ablaufzeit fehlt.');
  if (claims.exp <= now) throw new JwtExpired('Token ist abgelaufen.');
  if (typeof claims.nbf === 'number' && claims.nbf > now) throw new JwsInvalid('Token gilt noch nicht.');
  return claims;
}
