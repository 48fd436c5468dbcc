// Signed JWTs (HS256). Access tokens carry the spec's payload (account_type, id, is_superuser,
// exp); refresh tokens carry a jti and a family so rotation and reuse detection work. The keys come
// from a KeyRing (signing-keys.ts): JWT_SECRET, or the keys every instance shares in the database.
import { randomUUID } from 'node:crypto';
import type { AccountType } from '../../domain/roles.ts';
import type { Database } from '../db/client.ts';
import { unauthorized } from '../http/errors.ts';
import { JwsInvalid, JwtExpired, signHs256, UnknownKey, verifyHs256 } from './hs256.ts';
import { DatabaseKeys, legacySecret, StaticKey, type KeyRing } from './signing-keys.ts';
import { VerifiedTokens } from './verified-tokens.ts';
import { MESSAGES } from '../../domain/errors.ts';

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

/**
 * The signing keys of a server: JWT_SECRET when set (it wins), else the keys in the database, the
 * first of them imported from DATA_DIR/jwt-secret when an older installation left one there.
 */
export async function openKeyRing(
  config: { jwtSecret?: string; dataDir: string },
  database: Database,
  log: (line: string) => void = () => {},
): Promise<KeyRing> {
  if (config.jwtSecret) return new StaticKey(new TextEncoder().encode(config.jwtSecret));
  return DatabaseKeys.open(database.db, {
    legacy: () => legacySecret(config.dataDir),
    onError: (error) => log(`Signaturschlüssel konnten nicht neu gelesen werden (die bisherigen gelten weiter): ${error.message}`),
  });
}

export class TokenSigner {
  readonly keys: KeyRing;
  private readonly verified = new VerifiedTokens();
  constructor(
    keys: KeyRing | Uint8Array,
    readonly accessSeconds: number,
    readonly refreshSeconds: number,
  ) {
    this.keys = keys instanceof Uint8Array ? new StaticKey(keys) : keys;
  }

  // Async like before (callers await), though signing and checking now run synchronously (hs256.ts).
  async signAccess(user: { id: number; accountType: AccountType | null; isSuperuser: boolean }): Promise<string> {
    const iat = Math.floor(Date.now() / 1000);
    const key = this.keys.signing();
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
      key.secret,
      key.kid,
    );
  }

  async signRefresh(userId: number, family: string): Promise<{ token: string; jti: string; expiresAt: Date }> {
    const jti = randomUUID();
    const iat = Math.floor(Date.now() / 1000);
    const exp = iat + this.refreshSeconds;
    const key = this.keys.signing();
    const token = signHs256({ token_type: 'refresh', id: userId, family, iat, jti, exp }, key.secret, key.kid);
    return { token, jti, expiresAt: new Date(exp * 1000) };
  }

  verifyAccess(token: string): Promise<AccessClaims> {
    const known = this.verified.get(token, this.keys);
    if (known) return Promise.resolve(known as unknown as AccessClaims);
    return this.verify<AccessClaims>(token, 'access', true);
  }

  verifyRefresh(token: string): Promise<RefreshClaims> {
    return this.verify<RefreshClaims>(token, 'refresh');
  }

  /** `remember`: keep a valid token for verifyAccess (verified-tokens.ts). */
  private async verify<T extends { token_type: string }>(token: string, type: T['token_type'], remember = false): Promise<T> {
    let payload: Record<string, unknown>;
    let used: { kid: string | undefined; key: Uint8Array | undefined } = { kid: undefined, key: undefined };
    const lookup = (kid: string | undefined) => {
      used = { kid, key: this.keys.verifying(kid) };
      return used.key;
    };
    try {
      try {
        payload = verifyHs256(token, lookup);
      } catch (error) {
        // A key another instance created after this one loaded its keys: read them again, once.
        if (!(error instanceof UnknownKey && (await this.keys.reloadFor?.(error.kid)))) throw error;
        payload = verifyHs256(token, lookup);
      }
    } catch (error) {
      if (error instanceof JwtExpired) throw unauthorized(MESSAGES.tokenNotValid, 'token_not_valid');
      if (error instanceof JwsInvalid) throw unauthorized('Zugangs-Token ist ungültig.', 'token_not_valid');
      throw error;
    }
    if (payload.token_type !== type) throw unauthorized('Token hat den falschen Typ.', 'token_not_valid');
    if (remember && used.key) return this.verified.add(token, payload, used.kid, used.key) as unknown as T;
    return payload as unknown as T;
  }
}
