// Access tokens this instance has checked, so a client's next requests with the same token skip the
// HMAC and the two JSON parses (the gateway's REST calls of one GraphQL operation each check the
// token again). An entry holds only while the token is unexpired and its kid still maps to the very
// key that checked it: a key retired or replaced (the key ring's reload, signing-keys.ts) drops
// every token it verified, exactly when the full check would start refusing them.
import type { KeyRing } from './signing-keys.ts';

/** Tokens kept at most; beyond it the oldest go (a few per signed-in user). */
export const VERIFIED_TOKENS = 10_000;

interface Verified {
  claims: Readonly<Record<string, unknown>>;
  kid: string | undefined;
  key: Uint8Array;
  exp: number;
}

export class VerifiedTokens {
  private readonly tokens = new Map<string, Verified>();

  /** The claims of a token verified before, if it is still valid now (seconds since the epoch). */
  get(token: string, keys: KeyRing, now = Math.floor(Date.now() / 1000)): Readonly<Record<string, unknown>> | undefined {
    const entry = this.tokens.get(token);
    if (!entry) return undefined;
    if (entry.exp > now && keys.verifying(entry.kid) === entry.key) return entry.claims;
    this.tokens.delete(token);
    return undefined;
  }

  /** Remembers a token that just passed the full check with `key` (the key its `kid` named). */
  add(token: string, claims: Record<string, unknown>, kid: string | undefined, key: Uint8Array): Readonly<Record<string, unknown>> {
    // Frozen: the same claims now serve many requests, none may change them for the others.
    const frozen = Object.freeze(claims);
    this.tokens.set(token, { claims: frozen, kid, key, exp: claims.exp as number });
    if (this.tokens.size > VERIFIED_TOKENS) this.tokens.delete(this.tokens.keys().next().value!);
    return frozen;
  }
}
