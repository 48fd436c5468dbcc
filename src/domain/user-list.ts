// The user list of product rules ‹User list› ('Alle Benutzer'): text filter and role label; the order is user-sort.ts. Pure, shared by the
// SPA (and by anything else that lists users the same way).
import { userDisplayName } from './display-names.ts';
import { ACCOUNT_TYPE_LABELS, effectiveAccountType, type AccountType } from './roles.ts';
import { compareUsers } from './user-sort.ts';

export interface ListedUser {
  id: number;
  username: string;
  email: string;
  prefix?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  account_type?: AccountType | null;
}

/** Locale-aware, case-insensitive comparison (product rules ‹Filters and sorting›). */
const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });
export const compareText = (a: string, b: string) => collator.compare(a, b);

/** The role label shown in the list and matched by the filter (an empty type counts as farm staff). */
export const userRoleLabel = (u: Pick<ListedUser, 'account_type'>) => ACCOUNT_TYPE_LABELS[effectiveAccountType(u.account_type)];

/** The list order of src/domain/user-sort.ts (self first, role order, username, name, e-mail). */
export const sortUsersForList = <U extends ListedUser>(users: readonly U[], selfId: number | null | undefined): U[] =>
  [...users].sort(compareUsers(selfId ?? undefined));

const fold = (s: string) => s.toLocaleLowerCase('de').normalize('NFC');

/** 'Benutzer filtern': case-insensitive part of display name, role label, username or e-mail. */
export function userMatchesFilter(user: ListedUser, text: string): boolean {
  const needle = fold(text.trim());
  if (!needle) return true;
  return [userDisplayName(user), userRoleLabel(user), user.username, user.email].some((field) => fold(field).includes(needle));
}

export const filterUsers = <U extends ListedUser>(users: readonly U[], text: string): U[] => searchUsers(indexUsers(users), text);

/** The filter's fields per user, folded once (a keystroke then costs one substring test per user). */
export interface UserSearchIndex<U> {
  users: readonly U[];
  keys: readonly string[];
}

// The fields are joined by a line break, which a one-line filter text cannot contain: no match spans two fields.
export const indexUsers = <U extends ListedUser>(users: readonly U[]): UserSearchIndex<U> => ({
  users,
  keys: users.map((u) => fold([userDisplayName(u), userRoleLabel(u), u.username, u.email].join('\n'))),
});

export function searchUsers<U>(index: UserSearchIndex<U>, text: string): U[] {
  const needle = fold(text.trim());
  if (!needle) return [...index.users];
  return index.users.filter((_, i) => index.keys[i]!.includes(needle));
}
