// Sign-in state: rotating refresh tokens, password-reset and e-mail verification tokens, the token
// signing keys and the login throttles.
import { customType, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { created } from './columns.ts';
import { users } from './users.ts';

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // All tokens of one login share a family, so reuse of a rotated token revokes the whole chain.
    family: text('family').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.family)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: created(),
});

// A mailed link that confirms an e-mail address: single use, only its hash stored, valid only while
// the user still has the address it was sent to (changing the e-mail voids it).
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [uniqueIndex('email_verification_tokens_hash_key').on(t.tokenHash), index('email_verification_tokens_user_idx').on(t.userId)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

// Keys that sign the access and refresh tokens (HS256), shared by every instance on the database
// (src/api/auth/signing-keys.ts). The newest key that is not retired signs; every key that is not
// retired verifies tokens naming its kid. The key 'legacy' (a DATA_DIR/jwt-secret file imported on
// upgrade) also verifies tokens without a kid. Unused when JWT_SECRET is set.
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  secret: bytea('secret').notNull(),
  createdAt: created(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

// Throttle counters of the anonymous routes, shared by every instance (src/api/auth/throttle.ts):
// per key (failed logins per account, per address; reset requests per address) the times of the
// counted events inside the window, in ms since the epoch by the database's clock, newest last.
// Rows whose window has passed are pruned.
export const authThrottles = pgTable(
  'auth_throttles',
  {
    key: text('key').primaryKey(),
    events: doublePrecision('events').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_throttles_expires_idx').on(t.expiresAt)],
);
