// Compact JWS with HS256 (RFC 7515/7519) on node:crypto's synchronous HMAC. Every request checks a
// token; WebCrypto (what jose uses) sends each HMAC through libuv's thread pool, where it queued
// behind argon2 during login bursts and cost about a millisecond of main-thread time per request
// under load. Here an HMAC is a few microseconds on the calling thread. Only HS256 is accepted; the
// signature is compared in constant time before the payload is trusted.
import { createHmac, timingSafeEqual } from 'node:crypto';

export class JwsInvalid extends Error {}
export class JwtExpired extends Error {}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

const mac = (key: Uint8Array, input: string) => createHmac('sha256', key).update(input).digest();

/** Signs the claims; `exp` and `iat` are the caller's (seconds since the epoch). */
export function signHs256(claims: Record<string, unknown>, key: Uint8Array): string {
  const input = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${input}.${mac(key, input).toString('base64url')}`;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The claims of a valid, unexpired token; throws JwsInvalid or JwtExpired otherwise. */
export function verifyHs256(token: string, key: Uint8Array, now = Math.floor(Date.now() / 1000)): Record<string, unknown> {
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
