// The user list order of product rules ‹User list›: the current user first, then role order (association admin,
// association member, farm admin, farm staff), username, name, e-mail; text compared locale-aware
// and case-insensitive. Shared by the /users screen and the CSV export.
import { ACCOUNT_TYPES, effectiveAccountType, type AccountType } from './roles.ts';

export interface SortableUser {
  id: number;
  account_type?: AccountType | null;
  username?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });
const text = (a: string | null | undefined, b: string | null | undefined) => collator.compare(a ?? '', b ?? '');
const roleRank = (t: AccountType | null | undefined) => ACCOUNT_TYPES.indexOf(effectiveAccountType(t));

/** A comparator for Array.prototype.sort; `selfId` is the current user's id. */
export function compareUsers(selfId: number | undefined): (a: SortableUser, b: SortableUser) => number {
  return (a, b) =>
    Number(b.id === selfId) - Number(a.id === selfId) ||
    roleRank(a.account_type) - roleRank(b.account_type) ||
    text(a.username, b.username) ||
    text(a.last_name, b.last_name) ||
    text(a.first_name, b.first_name) ||
    text(a.email, b.email) ||
    a.id - b.id;
}
