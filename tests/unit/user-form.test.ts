import { describe, expect, it } from 'vitest';
import {
  ASSIGNMENT_REQUIRED,
  USERNAME_REQUIRED,
  canVerifyEmail,
  changedUserFields,
  emptyUserForm,
  hasUserFormChanges,
  linkPlan,
  newUserBody,
  showsStaffPermissions,
  userFormFromSource,
  usernameRule,
  validateUserForm,
  type UserFormSource,
} from '../../src/domain/user-form.ts';

const staff: UserFormSource = {
  email: 'magd@hof.example',
  username: 'bm_1001_1',
  prefix: null,
  first_name: 'Maria',
  last_name: 'Huber',
  account_type: 'farm_staff',
  is_active: true,
  associations: [],
  farm_admin_farms: [],
  locations: [
    { location: 11, allow_management: true, allow_alerts: true, allow_evaluation_creation: false },
    { location: 12, allow_management: true, allow_alerts: false, allow_evaluation_creation: false },
  ],
};

describe('user form validation (product rules ‹Validation rules›)', () => {
  const ctx = { mode: 'create' as const, assignmentsEditable: true };

  it('a new user needs a valid e-mail, username, password, equal confirmation and an assignment', () => {
    expect(validateUserForm(emptyUserForm('farm_admin'), ctx)).toEqual({
      email: 'Geben Sie eine gültige E-Mail-Adresse ein.',
      username: USERNAME_REQUIRED,
      password: 'Geben Sie ein Passwort ein.',
      assignments: ASSIGNMENT_REQUIRED,
    });
    const v = { ...emptyUserForm('farm_admin'), email: 'a@hof.example', username: 'a', password: 'Weide-2026', password_confirmation: 'Weide-2027', farms: [3] };
    expect(validateUserForm(v, ctx)).toEqual({ password_confirmation: 'Die Passwörter sind nicht identisch.' });
    expect(validateUserForm({ ...v, password_confirmation: 'Weide-2026' }, ctx)).toEqual({});
  });

  it('editing asks for a password only when one is typed, and farm staff need no username', () => {
    const v = userFormFromSource(staff);
    expect(validateUserForm({ ...v, username: '' }, { mode: 'edit', assignmentsEditable: true })).toEqual({});
    expect(validateUserForm({ ...v, password_confirmation: 'x' }, { mode: 'edit', assignmentsEditable: true })).toEqual({
      password: 'Geben Sie ein Passwort ein.',
      password_confirmation: 'Die Passwörter sind nicht identisch.',
    });
  });

  it('an auto-generated username needs no input; /profile does not judge the assignments it cannot change', () => {
    const v = { ...emptyUserForm('association_member'), email: 'a@b.de', password: 'Weide-2026', password_confirmation: 'Weide-2026', auto_username: true };
    expect(validateUserForm(v, ctx)).toEqual({ assignments: ASSIGNMENT_REQUIRED });
    expect(validateUserForm({ ...v, username: 'vm_1001_1' }, { mode: 'profile', assignmentsEditable: false })).toEqual({});
  });
});

describe('field rules (product rules ‹User form›, ‹Roles and permissions›)', () => {
  it('username: hidden for farm staff, disabled for self as member or staff and with auto-generation', () => {
    expect(usernameRule({ account_type: 'farm_staff', auto_username: false }, false)).toEqual({ hidden: true, disabled: false });
    expect(usernameRule({ account_type: 'association_member', auto_username: false }, true)).toEqual({ hidden: false, disabled: true });
    expect(usernameRule({ account_type: 'association_member', auto_username: false }, false)).toEqual({ hidden: false, disabled: false });
    expect(usernameRule({ account_type: 'farm_admin', auto_username: false }, true)).toEqual({ hidden: false, disabled: false });
    expect(usernameRule({ account_type: 'farm_admin', auto_username: true }, false)).toEqual({ hidden: false, disabled: true });
  });

  it('e-mail verification only for self with the e-mail unchanged', () => {
    expect(canVerifyEmail(true, 'a@b.de', 'a@b.de')).toBe(true);
    expect(canVerifyEmail(true, 'a@b.de', 'c@b.de')).toBe(false);
    expect(canVerifyEmail(false, 'a@b.de', 'a@b.de')).toBe(false);
  });

  it('staff permissions show only once locations are chosen', () => {
    expect(showsStaffPermissions({ account_type: 'farm_staff', locations: [] })).toBe(false);
    expect(showsStaffPermissions({ account_type: 'farm_staff', locations: [4] })).toBe(true);
  });

  it('the form starts with the permissions every link grants', () => {
    expect(userFormFromSource(staff).permissions).toEqual({ allow_management: true, allow_alerts: false, allow_evaluation_creation: false });
  });
});

describe('save by differences (product rules ‹User save›)', () => {
  const initial = userFormFromSource(staff);

  it('nothing typed: nothing to save', () => {
    expect(hasUserFormChanges(initial, initial, 'edit', staff.locations)).toBe(false);
    expect(changedUserFields(initial, { ...initial, first_name: ' Maria ' })).toEqual({});
  });

  it('sends only changed fields; an emptied prefix goes as null', () => {
    const herr = { ...userFormFromSource({ ...staff, prefix: 'Herr' }) };
    expect(changedUserFields(herr, { ...herr, prefix: '', last_name: 'Huber-Maier', password: 'Weide-2026', password_confirmation: 'Weide-2026' })).toEqual({
      prefix: null,
      last_name: 'Huber-Maier',
      password: 'Weide-2026',
    });
  });

  it('the digest opt-in alone is a change to save, sent as digest_opt_in', () => {
    const on = { ...initial, digest_opt_in: true };
    expect(hasUserFormChanges(initial, on, 'profile', staff.locations)).toBe(true);
    expect(changedUserFields(initial, on)).toEqual({ digest_opt_in: true });
    expect(userFormFromSource({ ...staff, digest_opt_in: true }).digest_opt_in).toBe(true);
  });

  it('location links: a new one is created with the permissions, a dropped one removed, untouched flags kept per link', () => {
    const plan = linkPlan(initial, { ...initial, locations: [11, 13] }, staff.locations);
    expect(plan.locations).toEqual({
      create: [{ location: 13, allow_management: true, allow_alerts: false, allow_evaluation_creation: false }],
      update: [],
      remove: [12],
    });
  });

  it('a changed permission is written to every link that lacks it, with only that flag', () => {
    const plan = linkPlan(initial, { ...initial, permissions: { ...initial.permissions, allow_evaluation_creation: true } }, staff.locations);
    expect(plan.locations.update).toEqual([
      { location: 11, allow_evaluation_creation: true },
      { location: 12, allow_evaluation_creation: true },
    ]);
    expect(plan.locations.create).toEqual([]);
  });

  it('association links: created, updated with changed fields only, removed; interim farms stay among allowed farms', () => {
    const member = userFormFromSource({
      ...staff,
      account_type: 'association_member',
      locations: [],
      associations: [
        { association: 1, allowed_farms: [5, 6], interim_admin_farms: [6], is_admin: false },
        { association: 2, allowed_farms: [7], interim_admin_farms: [], is_admin: false },
      ],
    });
    const plan = linkPlan(member, {
      ...member,
      associations: [
        { association: 1, allowed_farms: [5], interim_admin_farms: [5, 6], is_admin: false },
        { association: 3, allowed_farms: [8], interim_admin_farms: [], is_admin: false },
      ],
    });
    expect(plan.associations).toEqual({
      create: [{ association: 3, allowed_farms: [8], interim_admin_farms: [], is_admin: false }],
      update: [{ association: 1, allowed_farms: [5], interim_admin_farms: [5] }],
      remove: [2],
    });
  });

  it('farm admin links: added and removed farms', () => {
    const admin = userFormFromSource({ ...staff, account_type: 'farm_admin', locations: [], farm_admin_farms: [1, 2] });
    expect(linkPlan(admin, { ...admin, farms: [2, 3] }).farmAdmin).toEqual({ add: [3], remove: [1] });
  });

  it('a new user body: the assignment goes with it, the username left out when the server generates it, prefix null when empty', () => {
    const v = { ...emptyUserForm('farm_staff'), email: ' m@hof.example ', username: 'ignored', password: 'Weide-2026', password_confirmation: 'Weide-2026', first_name: 'Maria' };
    expect(newUserBody({ ...v, locations: [4], permissions: { allow_alerts: true, allow_management: false, allow_evaluation_creation: false } })).toEqual({
      email: 'm@hof.example',
      password: 'Weide-2026',
      prefix: null,
      first_name: 'Maria',
      last_name: '',
      is_active: true,
      account_type: 'farm_staff',
      farm_admin_of: [],
      associations: [],
      locations: [{ location: 4, allow_alerts: true, allow_management: false, allow_evaluation_creation: false }],
    });
    expect(newUserBody({ ...v, account_type: 'farm_admin', farms: [9] })).toMatchObject({ username: 'ignored', farm_admin_of: [9], locations: [] });
  });
});
