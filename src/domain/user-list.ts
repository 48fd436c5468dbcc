// The user list of spec 1 §2 ('Alle Benutzer'): sort order and text filter. Pure, shared by the
// SPA (and by anything else that lists users the same way).
import { userDisplayName } from './display-names.ts';
import { ACCOUNT_TYPES, ACCOUNT_TYPE_LABELS, effectiveAccountType, type AccountType } from './roles.ts';

export interface ListedUser {
  id: number;
  username: string;
  email: string;
  prefix?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  account_type?: AccountType | null;
}

/** Locale-aware, case-insensitive comparison (spec 1 §5 'Sorting is locale-aware and case-insensitive'). */
const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });
export const compareText = (a: string, b: string) => collator.compare(a, b);

const roleRank = (t: AccountType | null | undefined) => ACCOUNT_TYPES.indexOf(effectiveAccountType(t));

/** The role label shown in the list and matched by the filter (an empty type counts as farm staff). */
export const userRoleLabel = (u: Pick<ListedUser, 'account_type'>) => ACCOUNT_TYPE_LABELS[effectiveAccountType(u.account_type)];

/**
 * Self first, then role order (association admin, association member, farm admin, farm staff), then
 * username, display name, e-mail; the id last so the order is total.
 */
export function compareUsersForList(selfId: number | null | undefined) {
  return (a: ListedUser, b: ListedUser): number =>
    Number(b.id === selfId) - Number(a.id === selfId) ||
    roleRank(a.account_type) - roleRank(b.account_type) ||
    compareText(a.username, b.username) ||
    compareText(userDisplayName(a), userDisplayName(b)) ||
    compareText(a.email, b.email) ||
    a.id - b.id;
}

export const sortUsersForList = <U extends ListedUser>(users: readonly U[], selfId: number | null | undefined): U[] =>
  [...users].sort(compareUsersForList(selfId));

const fold = (s: string) => s.toLocaleLowerCase('de').normalize('NFC');

/** 'Benutzer filtern': case-insensitive part of display name, role label, username or e-mail. */
export function userMatchesFilter(user: ListedUser, text: string): boolean {
  const needle = fold(text.trim());
  if (!needle) return true;
  return [userDisplayName(user), userRoleLabel(user), user.username, user.email].some((field) => fold(field).includes(needle));
}

export const filterUsers = <U extends ListedUser>(users: readonly U[], text: string): U[] =>
  text.trim() ? users.filter((u) => userMatchesFilter(u, text)) : [...users];
