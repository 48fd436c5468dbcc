// The user form of product rules ‹User form› (new user, edit user, /profile): its values, the field rules of product rules ‹User form›, ‹Roles and permissions›,
// the validation messages of product rules ‹Validation rules› and the save-by-differences rule of product rules ‹User save› ('User save'). Pure.
import { DIGEST_OPT_IN_LABEL } from './controlling-digest.ts';
import type { Prefix } from './constants.ts';
import { EMAIL_INVALID, isEmailAddress } from './email.ts';
import { PASSWORD_MISMATCH, PASSWORD_REQUIRED } from './password-policy.ts';
import { farmStaffPermissions, type StaffPermissions } from './permissions.ts';
import { effectiveAccountType, type AccountType } from './roles.ts';
import { TEXT_LIMITS, textTooLong } from './text-limits.ts';
import { assignmentKind, USER_MESSAGES } from './user-rules.ts';

export const USERNAME_REQUIRED = USER_MESSAGES.usernameRequired;
/** The server's length limits of the user's texts, checked in the form before sending. */
export const USER_TOO_LONG = {
  email: `Die E-Mail-Adresse ist zu lang (höchstens ${TEXT_LIMITS.email} Zeichen).`,
  username: `Der Benutzername ist zu lang (höchstens ${TEXT_LIMITS.username} Zeichen).`,
  password: `Das Passwort ist zu lang (höchstens ${TEXT_LIMITS.password} Zeichen).`,
  first_name: `Der Vorname ist zu lang (höchstens ${TEXT_LIMITS.personName} Zeichen).`,
  last_name: `Der Nachname ist zu lang (höchstens ${TEXT_LIMITS.personName} Zeichen).`,
} as const;
export const ASSIGNMENT_REQUIRED = USER_MESSAGES.assignmentRequired;
/** Exists in the spec's catalogue, but no rule uses it (product rules ‹Validation rules›). */
export const ONE_ASSOCIATION_ONLY = 'Bitte wählen Sie nur einen Verband aus.';

export interface AssociationAssignment {
  association: number;
  allowed_farms: readonly number[];
  interim_admin_farms: readonly number[];
  is_admin: boolean;
}

export interface LocationAssignment {
  location: number;
  allow_management: boolean;
  allow_alerts: boolean;
  allow_evaluation_creation: boolean;
}

export interface UserFormValues {
  prefix: Prefix | '';
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  password: string;
  password_confirmation: string;
  account_type: AccountType;
  is_active: boolean;
  /** New users only: the server generates the username (va/vm/la/bm + '_{farm number}_' + running number). */
  auto_username: boolean;
  /** Association admins and members. */
  associations: readonly AssociationAssignment[];
  /** Farm admins: the farms they administer. */
  farms: readonly number[];
  /** Farm staff: their locations … */
  locations: readonly number[];
  /** … and the permissions every one of those links grants. */
  permissions: StaffPermissions;
  /** The monthly digest of controlling incidents (only on /profile: the user sets it for themself). */
  digest_opt_in: boolean;
}

/** The user as the form starts from (the User of product rules ‹Entities and fields› plus its links). */
export interface UserFormSource {
  email: string;
  username: string;
  prefix: Prefix | null;
  first_name: string;
  last_name: string;
  account_type: AccountType | null;
  is_active: boolean;
  associations: readonly AssociationAssignment[];
  farm_admin_farms: readonly number[];
  locations: readonly LocationAssignment[];
  digest_opt_in?: boolean;
}

const NO_PERMISSIONS: StaffPermissions = { allow_alerts: false, allow_management: false, allow_evaluation_creation: false };
const sortIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

export function emptyUserForm(accountType: AccountType): UserFormValues {
  return {
    prefix: '',
    first_name: '',
    last_name: '',
    email: '',
    username: '',
    password: '',
    password_confirmation: '',
    account_type: accountType,
    is_active: true,
    auto_username: false,
    associations: [],
    farms: [],
    locations: [],
    permissions: { ...NO_PERMISSIONS },
    digest_opt_in: false,
  };
}

export function userFormFromSource(u: UserFormSource): UserFormValues {
  return {
    prefix: u.prefix ?? '',
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email,
    username: u.username,
    password: '',
    password_confirmation: '',
    account_type: effectiveAccountType(u.account_type),
    is_active: u.is_active,
    auto_username: false,
    associations: [...u.associations]
      .map((a) => ({ ...a, allowed_farms: sortIds(a.allowed_farms), interim_admin_farms: sortIds(a.interim_admin_farms) }))
      .sort((a, b) => a.association - b.association),
    farms: sortIds(u.farm_admin_farms),
    locations: sortIds(u.locations.map((l) => l.location)),
    permissions: farmStaffPermissions(
      u.locations.map((l) => ({ allowManagement: l.allow_management, allowAlerts: l.allow_alerts, allowEvaluationCreation: l.allow_evaluation_creation })),
    ),
    digest_opt_in: u.digest_opt_in ?? false,
  };
}

// ---- Which parts of the form apply ----

export type UserFormMode = 'create' | 'edit' | 'profile';

export interface UsernameRule {
  hidden: boolean;
  disabled: boolean;
}

/**
 * Hidden for the farm staff type; disabled when the user edits self as association member or farm
 * staff, or when auto-generation is on (product rules ‹User form›).
 */
export function usernameRule(values: Pick<UserFormValues, 'account_type' | 'auto_username'>, editingSelf: boolean): UsernameRule {
  const type = values.account_type;
  return {
    hidden: type === 'farm_staff',
    disabled: (editingSelf && (type === 'association_member' || type === 'farm_staff')) || values.auto_username,
  };
}

/** Farm staff get a generated username (their username field is hidden). */
export const usesGeneratedUsername = (values: Pick<UserFormValues, 'account_type' | 'auto_username'>, mode: UserFormMode) =>
  mode === 'create' && (values.auto_username || values.account_type === 'farm_staff');

/** 'E-Mail verifizieren' is offered only for self with the e-mail unchanged. */
export const canVerifyEmail = (editingSelf: boolean, initialEmail: string, email: string) => editingSelf && initialEmail.trim() === email.trim();

/** The staff permission checkboxes appear only when locations are chosen. */
export const showsStaffPermissions = (values: Pick<UserFormValues, 'account_type' | 'locations'>) =>
  values.account_type === 'farm_staff' && values.locations.length > 0;

// ---- Validation (product rules ‹Validation rules›) ----

export type UserFormField = 'first_name' | 'last_name' | 'email' | 'username' | 'password' | 'password_confirmation' | 'assignments';
export type UserFormErrors = Partial<Record<UserFormField, string>>;

/** Assignment: the role's own kind of link must exist (interim admin farms only among allowed farms). */
function hasAssignment(values: UserFormValues): boolean {
  switch (assignmentKind(values.account_type)) {
    case 'associations':
      return values.associations.length > 0;
    case 'farm_admin_of':
      return values.farms.length > 0;
    case 'locations':
      return values.locations.length > 0;
  }
}

export interface ValidationContext {
  mode: UserFormMode;
  /** The editor may change assignments (not on /profile, where they are shown read-only). */
  assignmentsEditable: boolean;
}

export function validateUserForm(values: UserFormValues, ctx: ValidationContext): UserFormErrors {
  const errors: UserFormErrors = {};
  const firstName = textTooLong(values.first_name, TEXT_LIMITS.personName, USER_TOO_LONG.first_name);
  if (firstName) errors.first_name = firstName;
  const lastName = textTooLong(values.last_name, TEXT_LIMITS.personName, USER_TOO_LONG.last_name);
  if (lastName) errors.last_name = lastName;
  if (!isEmailAddress(values.email)) errors.email = EMAIL_INVALID;
  else if (values.email.trim().length > TEXT_LIMITS.email) errors.email = USER_TOO_LONG.email;
  // Farm staff have no username field (hidden); generated usernames need no input.
  const asked = values.account_type !== 'farm_staff' && !usesGeneratedUsername(values, ctx.mode);
  if (asked && !values.username.trim()) errors.username = USERNAME_REQUIRED;
  else if (asked) {
    const username = textTooLong(values.username, TEXT_LIMITS.username, USER_TOO_LONG.username);
    if (username) errors.username = username;
  }
  const passwordChanged = values.password !== '' || values.password_confirmation !== '';
  if (ctx.mode === 'create' || passwordChanged) {
    if (values.password === '') errors.password = PASSWORD_REQUIRED;
    else if (values.password.length > TEXT_LIMITS.password) errors.password = USER_TOO_LONG.password;
    if (values.password_confirmation !== values.password) errors.password_confirmation = PASSWORD_MISMATCH;
  }
  if (ctx.assignmentsEditable && !hasAssignment(values)) errors.assignments = ASSIGNMENT_REQUIRED;
  return errors;
}

export const isUserFormValid = (errors: UserFormErrors) => Object.keys(errors).length === 0;

/** The form field an API path of a user write belongs to (its links are the assignment); null: none. */
export function userFormFieldOfPath(path: string): UserFormField | null {
  const head = path.split('.')[0]!;
  if (head === 'associations' || head === 'locations' || head === 'farm_admin_of') return 'assignments';
  return (['first_name', 'last_name', 'email', 'username', 'password'] as const).find((f) => f === head) ?? null;
}

/** German labels of the user write's fields, for a server message no form field shows. */
export const USER_FIELD_LABELS: Readonly<Record<string, string>> = {
  prefix: 'Anrede',
  first_name: 'Vorname',
  last_name: 'Nachname',
  email: 'E-Mail',
  username: 'Benutzername',
  password: 'Passwort',
  account_type: 'Kontotyp',
  is_active: 'Aktiv',
  digest_opt_in: DIGEST_OPT_IN_LABEL,
  associations: 'Zuordnung',
  locations: 'Zuordnung',
  farm_admin_of: 'Zuordnung',
};

// ---- Save by differences (product rules ‹User save›, ‹User calls›) ----

export interface UserFields {
  email?: string;
  password?: string;
  username?: string;
  prefix?: Prefix | null;
  first_name?: string;
  last_name?: string;
  is_active?: boolean;
  digest_opt_in?: boolean;
}

/** POST /users/: the new user with its assignment in one call (username left out when the server generates it). */
export interface NewUserBody extends UserFields {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  is_active: boolean;
  prefix: Prefix | null;
  account_type: AccountType;
  farm_admin_of: number[];
  associations: AssociationAssignment[];
  locations: LocationAssignment[];
}

export interface LinkPlan {
  associations: {
    create: AssociationAssignment[];
    update: (Partial<Omit<AssociationAssignment, 'association'>> & { association: number })[];
    remove: number[];
  };
  locations: {
    create: LocationAssignment[];
    update: (Partial<Omit<LocationAssignment, 'location'>> & { location: number })[];
    remove: number[];
  };
  farmAdmin: { add: number[]; remove: number[] };
}

const sameIds = (a: readonly number[], b: readonly number[]) => sortIds(a).join() === sortIds(b).join();
const trimmed = (v: UserFormValues) => ({ email: v.email.trim(), username: v.username.trim(), first_name: v.first_name.trim(), last_name: v.last_name.trim() });

/** Only the changed fields among email, password, username, prefix (null if empty), first_name, last_name, is_active, digest_opt_in. */
export function changedUserFields(initial: UserFormValues, values: UserFormValues): UserFields {
  const a = trimmed(initial);
  const b = trimmed(values);
  const out: UserFields = {};
  if (a.email !== b.email) out.email = b.email;
  if (values.password !== '') out.password = values.password;
  if (a.username !== b.username && values.account_type !== 'farm_staff') out.username = b.username;
  if (initial.prefix !== values.prefix) out.prefix = values.prefix === '' ? null : values.prefix;
  if (a.first_name !== b.first_name) out.first_name = b.first_name;
  if (a.last_name !== b.last_name) out.last_name = b.last_name;
  if (initial.is_active !== values.is_active) out.is_active = values.is_active;
  if (initial.digest_opt_in !== values.digest_opt_in) out.digest_opt_in = values.digest_opt_in;
  return out;
}

export function newUserBody(values: UserFormValues, mode: UserFormMode = 'create'): NewUserBody {
  const t = trimmed(values);
  return {
    email: t.email,
    password: values.password,
    ...(usesGeneratedUsername(values, mode) ? {} : { username: t.username }),
    prefix: values.prefix === '' ? null : values.prefix,
    first_name: t.first_name,
    last_name: t.last_name,
    is_active: values.is_active,
    account_type: values.account_type,
    farm_admin_of: values.account_type === 'farm_admin' ? sortIds(values.farms) : [],
    associations: wantedAssociations(values),
    locations: wantedLocationLinks(emptyUserForm(values.account_type), values, []),
  };
}

/** The links the role keeps; association admins hold admin links without farms. */
function wantedAssociations(values: UserFormValues): AssociationAssignment[] {
  if (assignmentKind(values.account_type) !== 'associations') return [];
  const admin = values.account_type === 'association_admin';
  return values.associations.map((a) => {
    const allowed = admin ? [] : sortIds(a.allowed_farms);
    return { association: a.association, is_admin: admin, allowed_farms: allowed, interim_admin_farms: admin ? [] : sortIds(a.interim_admin_farms).filter((f) => allowed.includes(f)) };
  });
}

const PERMISSION_KEYS = ['allow_management', 'allow_alerts', 'allow_evaluation_creation'] as const;

/** The location links as stored (each with its own flags) when known, else as the form started. */
const storedLocationLinks = (initial: UserFormValues, stored?: readonly LocationAssignment[]): LocationAssignment[] =>
  stored?.map((l) => ({ ...l })) ?? initial.locations.map((location) => ({ location, ...initial.permissions }));

/**
 * The location links the form asks for: a permission the form changed applies to every link; an
 * untouched one keeps each existing link's own flag (new links take the form's).
 */
export function wantedLocationLinks(initial: UserFormValues, values: UserFormValues, stored?: readonly LocationAssignment[]): LocationAssignment[] {
  if (values.account_type !== 'farm_staff') return [];
  const before = new Map(storedLocationLinks(initial, stored).map((l) => [l.location, l]));
  return sortIds(values.locations).map((location) => {
    const old = before.get(location);
    const link = { location, ...values.permissions };
    if (old) for (const k of PERMISSION_KEYS) if (values.permissions[k] === initial.permissions[k]) link[k] = old[k];
    return link;
  });
}

/**
 * What must be written to go from `initial` to `values`: association links, location links and farm
 * admin links created, updated (changed fields only) or removed. Links of a kind the role does not
 * use are removed.
 */
export function linkPlan(initial: UserFormValues, values: UserFormValues, initialLocations?: readonly LocationAssignment[]): LinkPlan {
  const plan: LinkPlan = {
    associations: { create: [], update: [], remove: [] },
    locations: { create: [], update: [], remove: [] },
    farmAdmin: { add: [], remove: [] },
  };
  const before = new Map(initial.associations.map((a) => [a.association, a]));
  const after = wantedAssociations(values);
  for (const a of after) {
    const old = before.get(a.association);
    if (!old) {
      plan.associations.create.push(a);
      continue;
    }
    const change: LinkPlan['associations']['update'][number] = { association: a.association };
    if (old.is_admin !== a.is_admin) change.is_admin = a.is_admin;
    if (!sameIds(old.allowed_farms, a.allowed_farms)) change.allowed_farms = a.allowed_farms;
    if (!sameIds(old.interim_admin_farms, a.interim_admin_farms)) change.interim_admin_farms = a.interim_admin_farms;
    if (Object.keys(change).length > 1) plan.associations.update.push(change);
  }
  plan.associations.remove = [...before.keys()].filter((id) => !after.some((a) => a.association === id)).sort((x, y) => x - y);

  const storedLocations = storedLocationLinks(initial, initialLocations);
  const beforeLoc = new Map(storedLocations.map((l) => [l.location, l]));
  const afterLoc = wantedLocationLinks(initial, values, initialLocations);
  for (const l of afterLoc) {
    const old = beforeLoc.get(l.location);
    if (!old) {
      plan.locations.create.push(l);
      continue;
    }
    const change: LinkPlan['locations']['update'][number] = { location: l.location };
    for (const key of PERMISSION_KEYS) if (old[key] !== l[key]) change[key] = l[key];
    if (Object.keys(change).length > 1) plan.locations.update.push(change);
  }
  plan.locations.remove = [...beforeLoc.keys()].filter((id) => !afterLoc.some((l) => l.location === id)).sort((x, y) => x - y);

  const farmsAfter = values.account_type === 'farm_admin' ? sortIds(values.farms) : [];
  const farmsBefore = sortIds(initial.farms);
  plan.farmAdmin.add = farmsAfter.filter((f) => !farmsBefore.includes(f));
  plan.farmAdmin.remove = farmsBefore.filter((f) => !farmsAfter.includes(f));
  return plan;
}

export const linkPlanSize = (p: LinkPlan) =>
  p.associations.create.length + p.associations.update.length + p.associations.remove.length +
  p.locations.create.length + p.locations.update.length + p.locations.remove.length +
  p.farmAdmin.add.length + p.farmAdmin.remove.length;

/** Something to save: a changed user field or a link to write (new users: always). */
export function hasUserFormChanges(initial: UserFormValues, values: UserFormValues, mode: UserFormMode, initialLocations?: readonly LocationAssignment[]): boolean {
  if (mode === 'create') return true;
  return Object.keys(changedUserFields(initial, values)).length > 0 || linkPlanSize(linkPlan(initial, values, initialLocations)) > 0;
}
