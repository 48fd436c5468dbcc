// What a user save may change (product rules ‹User form›, ‹Validation rules›, ‹Roles and permissions›), beyond canEditUser and creatableRoles
// in permissions.ts: which fields an editor may touch on a target, the assignment a new user needs,
// the auto-generated username and the field messages the server answers with. Pure; the server
// enforces these (403/400), the user form uses them to disable what would be refused.
import { DIGEST_SELF_ONLY } from './controlling-digest.ts';
import { canEditUser, creatableRoles, type PermissionUser } from './permissions.ts';
import { effectiveAccountType, type AccountType } from './roles.ts';

// ---- Field messages and their codes (product rules ‹Validation rules›, ‹Login, terms and user errors›: the SPA maps the codes to its dialogs) ----

export const USER_FIELD_CODES = {
  /** username: 'Benutzername vergeben'. */
  taken: 'taken',
  /** email: 'E-Mail-Adresse vergeben'. */
  alreadyAssociated: 'already_associated',
  /** password: 'Passwort unzulässig' with the messages joined. */
  weakPassword: 'password_policy',
  required: 'required',
  invalid: 'invalid',
} as const;

export const USER_MESSAGES = {
  usernameTaken: 'Der Benutzername ist bereits vergeben.',
  emailAlreadyAssociated: 'Die E-Mail-Adresse ist bereits einem anderen Benutzer zugeordnet.',
  usernameRequired: 'Geben Sie einen Benutzernamen ein.',
  assignmentRequired: 'Bitte weisen Sie dem Nutzer einen Verband / ein LDWU / einen Betrieb / eine Organisation zu.',
} as const;

// ---- Who may change what ----

export interface UserTarget {
  id?: number;
  account_type?: AccountType | null;
  /** The restriction flag of canEditUser: the user may not edit themself. */
  self_edit_locked?: boolean;
  /** Only a superuser edits a superuser (whatever their account type). */
  is_superuser?: boolean;
}

export type UserField = 'email' | 'password' | 'username' | 'prefix' | 'first_name' | 'last_name' | 'is_active' | 'account_type' | 'default_evaluation' | 'digest_opt_in';

const isSelf = (editor: PermissionUser, target: UserTarget) => editor.id !== undefined && editor.id === target.id;

/** canEditUser of product rules ‹Roles and permissions› with the target's restriction flag, and superusers edited only by superusers (or themselves). */
export function mayEditUser(editor: PermissionUser, target: UserTarget): boolean {
  if (target.is_superuser && !editor.is_superuser && !isSelf(editor, target)) return false;
  return canEditUser(editor, target, { restrictSelf: target.self_edit_locked === true });
}

/** Product rules ‹User form›: the username is disabled when an association member or farm staff edits themself. */
export function canChangeOwnUsername(editor: PermissionUser): boolean {
  if (editor.is_superuser) return true;
  const type = effectiveAccountType(editor.account_type);
  return type === 'association_admin' || type === 'farm_admin';
}

/**
 * Account types the editor may give the target: the roles they may create (nobody raises anyone,
 * themself included, above what they could create), and the target's current type, which a save
 * may repeat. A superuser may set any type, on themself too.
 */
export function assignableAccountTypes(editor: PermissionUser, target: UserTarget): AccountType[] {
  const roles = creatableRoles(editor);
  const current = target.account_type ? [target.account_type] : [];
  return [...new Set([...roles, ...current])];
}

/**
 * Why the editor may not save `changes` on the target (German, for a 403), or null when allowed.
 * `changes` holds only the fields that differ from the stored user.
 */
export function userChangeRefusal(editor: PermissionUser, target: UserTarget, changes: Partial<Record<UserField, unknown>>): string | null {
  if (!mayEditUser(editor, target)) return 'Sie dürfen diesen Benutzer nicht bearbeiten.';
  const self = isSelf(editor, target);
  if (!self && 'digest_opt_in' in changes) return DIGEST_SELF_ONLY;
  if (self && 'is_active' in changes) return 'Sie können sich nicht selbst deaktivieren oder aktivieren.';
  if (self && 'username' in changes && !canChangeOwnUsername(editor)) return 'Ihren Benutzernamen können Sie nicht selbst ändern.';
  if ('account_type' in changes) {
    const wanted = changes.account_type as AccountType | null;
    if (!wanted || !assignableAccountTypes(editor, self ? { ...target, account_type: null } : target).includes(wanted)) {
      return self ? 'Sie können Ihre eigene Rolle nicht ändern.' : 'Diese Rolle dürfen Sie nicht vergeben.';
    }
  }
  return null;
}

/** Assignments (farm-admin, association, location links) of a user may not be changed by the user themself, except by a superuser. */
export function linkChangeRefusal(editor: PermissionUser, target: UserTarget): string | null {
  if (!mayEditUser(editor, target)) return 'Sie dürfen diesen Benutzer nicht bearbeiten.';
  if (isSelf(editor, target) && !editor.is_superuser) return 'Ihre eigenen Zuordnungen können Sie nicht ändern.';
  return null;
}

/** The create-roles table of product rules ‹Roles and permissions› as a refusal. */
export const createRefusal = (editor: PermissionUser, accountType: AccountType): string | null =>
  creatableRoles(editor).includes(accountType) ? null : 'Benutzer dieser Rolle dürfen Sie nicht anlegen.';

// ---- Assignments ----

/** Which links make up a user's assignment: association users by association, farm admins by farm, farm staff by location. */
export type AssignmentKind = 'associations' | 'farm_admin_of' | 'locations';

export function assignmentKind(accountType: AccountType | null | undefined): AssignmentKind {
  switch (effectiveAccountType(accountType)) {
    case 'association_admin':
    case 'association_member':
      return 'associations';
    case 'farm_admin':
      return 'farm_admin_of';
    case 'farm_staff':
      return 'locations';
  }
}

// ---- Username generation (product rules ‹User form›: prefix + '_{farm number}_' + next running number) ----

export const USERNAME_PREFIXES: Record<AccountType, string> = {
  association_admin: 'va',
  association_member: 'vm',
  farm_admin: 'la',
  farm_staff: 'bm',
};

/** The part before the running number, e.g. 'la_276001234_'. */
export const usernameStem = (accountType: AccountType, number: string) => `${USERNAME_PREFIXES[accountType]}_${number}_`;

/** The next free running number after the usernames already taken with that stem (case-insensitive); 1 when none. */
export function nextRunningNumber(stem: string, taken: readonly string[]): number {
  const lowerStem = stem.toLowerCase();
  let max = 0;
  for (const name of taken) {
    const lower = name.toLowerCase();
    if (!lower.startsWith(lowerStem)) continue;
    const rest = lower.slice(lowerStem.length);
    if (/^[1-9][0-9]{0,8}$/.test(rest)) max = Math.max(max, Number(rest));
  }
  return max + 1;
}

/**
 * Which number the generated username carries: the first farm of the assignment (farm admin: the
 * first farm; farm staff: the farm of the first location; association users: the first allowed farm
 * of the first association), and for association users without a farm the association's number
 * (the demo data names association admins 'va_{association number}_1'). Null: nothing assigned,
 * so the username must be given.
 */
export function usernameNumber(input: { firstFarmNumber: string | null; firstAssociationNumber: string | null; accountType: AccountType }): string | null {
  if (input.firstFarmNumber) return input.firstFarmNumber;
  return assignmentKind(input.accountType) === 'associations' ? input.firstAssociationNumber : null;
}
