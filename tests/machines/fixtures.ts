// Shared fixtures for machine tests: unsigned JWTs with chosen expiry and sample users.
import type { AuthUser } from '../../src/machines/auth/machine.ts';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An unsigned JWT (the client never verifies) with `exp` in epoch seconds. */
export const jwt = (claims: Record<string, unknown>) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.signature`;

const FUTURE = Date.UTC(2100, 0, 1) / 1000;
const PAST = Date.UTC(2000, 0, 1) / 1000;
export const ACCESS = jwt({ token_type: 'access', id: 7, account_type: 'farm_admin', exp: FUTURE });
export const ACCESS_2 = jwt({ token_type: 'access', id: 7, account_type: 'farm_admin', exp: FUTURE, jti: 'second' });
export const REFRESH = jwt({ token_type: 'refresh', id: 7, exp: FUTURE });
export const REFRESH_2 = jwt({ token_type: 'refresh', id: 7, exp: FUTURE, jti: 'rotated' });
export const EXPIRED_REFRESH = jwt({ token_type: 'refresh', id: 7, exp: PAST });

/** A signed-in user as the CurrentUser query returns it (UserFields fragment). */
const user = (fields: Pick<AuthUser, 'id' | 'account_type' | 'farms' | 'username'>): AuthUser => ({
  email: `${fields.username}@herdenblick.example`,
  email_verified: true,
  prefix: null,
  first_name: 'Erika',
  last_name: 'Muster',
  display_name: 'Erika Muster',
  is_active: true,
  is_superuser: false,
  self_edit_locked: false,
  digest_opt_in: false,
  interim_admin_farms: [],
  admin_association_ids: [],
  default_evaluation: null,
  min_group_size: 10,
  permissions: { allow_alerts: true, allow_management: true, allow_evaluation_creation: true },
  location_links: [],
  ...fields,
});
export const farmAdmin = user({ id: 7, account_type: 'farm_admin', farms: [1, 2], username: 'la_100_1' });
export const farmStaff = user({ id: 8, account_type: 'farm_staff', farms: [1], username: 'bm_100_1' });
export const associationAdmin = user({ id: 9, account_type: 'association_admin', farms: [], username: 'va_1' });
