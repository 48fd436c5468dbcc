// Signed JWTs (HS256). Access tokens carry the spec's payload (account_type, id, is_superuser,
// exp); refresh tokens carry a jti and a family so rotation and reuse detection work.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AccountType } from '../../domain/roles.ts';
import { unauthorized } from '../http/errors.ts';
import { JwsInvalid, JwtExpired, signHs256, verifyHs256 } from './hs256.ts';

export interface AccessClaims {
  token_type: 'access';
  id: number;
  account_type: AccountType | null;
  is_superuser: boolean;
  exp: number;
}

export interface RefreshClaims {
  token_type: 'refresh';
  id: number;
  jti: string;
  family: string;
  exp: number;
}

/** The secret from JWT_SECRET, or one generated on first start and kept in the data directory. */
export function loadJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export class TokenSigner {
  constructor(
    private readonly secret: Uint8Array,
    readonly accessSeconds: number,
    readonly refreshSeconds: number,
  ) {}

  // Async like before (callers await), though signing and checking now run synchronously (hs256.ts).
  async signAccess(user: { id: number; accountType: AccountType | null; isSuperuser: boolean }): Promise<string> {
    const iat = Math.floor(Date.now() / 1000);
    return signHs256(
      {
        token_type: 'access',
        id: user.id,
        account_type: user.accountType,
        is_superuser: user.isSuperuser,
        iat,
        jti: randomUUID(),
        exp: iat + this.accessSeconds,
      },
      this.secret,
    );
  }

  async signRefresh(userId: number, family: string): Promise<{ token: string; jti: string; expiresAt: Date }> {
    const jti = randomUUID();
    const iat = Math.floor(Date.now() / 1000);
    const exp = iat + this.refreshSeconds;
    const token = signHs256({ token_type: 'refresh', id: userId, family, iat, jti, exp }, this.secret);
    return { token, jti, expiresAt: new Date(exp * 1000) };
  }

  verifyAccess(token: string): Promise<AccessClaims> {
    return this.verify<AccessClaims>(token, 'access');
  }

  verifyRefresh(token: string): Promise<RefreshClaims> {
    return this.verify<RefreshClaims>(token, 'refresh');
  }

  private async verify<T extends { token_type: string }>(token: string, type: T['token_type']): Promise<T> {
    let payload: Record<string, unknown>;
    try {
      payload = verifyHs256(token, this.secret);
    } catch (error) {
      if (error instanceof JwtExpired) throw unauthorized('Zugangs-Token ist ausgelaufen.', 'token_not_valid');
      if (error instanceof JwsInvalid) throw unauthorized('Zugangs-Token ist ungültig.', 'token_not_valid');
      throw error;
    }
    if (payload.token_type !== type) throw unauthorized('Token hat den falschen Typ.', 'token_not_valid');
    return payload as unknown as T;
  }
}
