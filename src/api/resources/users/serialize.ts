// Turns a user row plus its links into the wire shape of product rules ‹Entities and fields›.
import { userDisplayName } from '../../../domain/display-names.ts';
import type { Actor } from '../../auth/actor.ts';
import type { users } from '../../db/schema.ts';
import type { UserOut } from './schemas.ts';

type UserRow = typeof users.$inferSelect;

export function serializeUser(row: UserRow, links: Pick<Actor, 'associations'>, farmIds: readonly number[]): UserOut {
  const base = {
    prefix: row.prefix ?? null,
    first_name: row.firstName,
    last_name: row.lastName,
    username: row.username,
  };
  return {
    id: row.id,
    email: row.email,
    email_verified: row.emailVerified,
    ...base,
    display_name: userDisplayName(base),
    account_type: row.accountType ?? null,
    is_active: row.isActive,
    is_superuser: row.isSuperuser,
    self_edit_locked: row.selfEditLocked,
    farms: [...farmIds].sort((a, b) => a - b),
    interim_admin_farms: links.associations.flatMap((a) => a.interimAdminFarms).sort((a, b) => a - b),
    admin_association_ids: links.associations.filter((a) => a.isAdmin).map((a) => a.associationId),
    default_evaluation: row.defaultEvaluationId ?? null,
    digest_opt_in: row.digestOptIn,
  };
}
