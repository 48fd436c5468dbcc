// JWT payload decoding without verification (the server verifies) and the client-side
// authentication rule of product rules ‹Authentication›. Browser and Node safe (atob, TextDecoder).
import type { AccountType } from './roles.ts';

export interface Tokens {
  access: string;
  refresh?: string | null;
}

/** The token payload of product rules ‹Entities and fields› (plus the standard claims). */
export interface JwtClaims {
  exp?: number;
  iat?: number;
  jti?: string;
  id?: number;
  account_type?: AccountType | null;
  is_superuser?: boolean;
  token_type?: string;
  [claim: string]: unknown;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The payload of a JWT, or null when the token is not a well-formed JWT. Does NOT verify. */
export function decodeJwt(token: string | null | undefined): JwtClaims | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as JwtClaims) : null;
  } catch {
    return null;
  }
}

/** Expiry in epoch milliseconds; null when missing or malformed. */
export function tokenExpiry(token: string | null | undefined): number | null {
  const exp = decodeJwt(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

const toMillis = (now: number | Date) => (typeof now === 'number' ? now : now.getTime());

/**
 * Authenticated = now is before the refresh token's expiry, or the access token's expiry when
 * there is no refresh token. A token without a readable expiry does not authenticate.
 */
export function isAuthenticated(tokens: Tokens | null | undefined, now: number | Date): boolean {
  if (!tokens?.access) return false;
  const expiry = tokenExpiry(tokens.refresh ? tokens.refresh : tokens.access);
  return expiry !== null && toMillis(now) < expiry;
}

/** A refresh keeps the old refresh token when no new one is returned (product rules ‹Authentication›). */
export function applyRefresh(tokens: Tokens | null | undefined, result: { access: string; refresh?: string | null }): Tokens {
  const refresh = result.refresh || tokens?.refresh || null;
  return refresh ? { access: result.access, refresh } : { access: result.access };
}
