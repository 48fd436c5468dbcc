import { describe, expect, it } from 'vitest';
import {
  assignableAssociations, canCreateUsers, canEditLocation, canEditOwnProfileOnly, canEditUser, canExportData, canExportUsers,
  canFixIncompleteData, canManageAlerts, canManageEvaluations, canManageProfiles, canOpenUserManagement, canSelectAssociationEntity,
  canSetVisibility, canStarEvaluation, canToggleFarmActivity, creatableRoles, effectiveVisibility, farmAdministeredByUser,
  farmStaffPermissions, isOwner, isUserListed, permissionUser, userPermissions, visibilityOptions, type LocationPermission, type PermissionUser,
} from '../../src/domain/permissions.ts';
import { ACCOUNT_TYPES, type AccountType } from '../../src/domain/roles.ts';

const link = (m: boolean, a: boolean, e: boolean): LocationPermission => ({ allowManagement: m, allowAlerts: a, allowEvaluationCreation: e });
const ALL = link(true, true, true);
const NONE = link(false, false, false);
const staffWith = (flags: Partial<Record<'allow_alerts' | 'allow_management' | 'allow_evaluation_creation', boolean>>): PermissionUser => ({
  account_type: 'farm_staff',
  permissions: flags,
});
const TYPES: (AccountType | null)[] = [...ACCOUNT_TYPES, null];

describe('farmStaffPermissions: true only if every link allows it', () => {
  it('no links: nothing', () => {
    expect(farmStaffPermissions([])).toEqual({ allow_alerts: false, allow_management: false, allow_evaluation_creation: false });
  });
  it('every combination of two links', () => {
    const bools = [false, true];
    for (const m1 of bools) for (const a1 of bools) for (const e1 of bools) for (const m2 of bools) for (const a2 of bools) for (const e2 of bools) {
      expect(farmStaffPermissions([link(m1, a1, e1), link(m2, a2, e2)])).toEqual({
        allow_management: m1 && m2,
        allow_alerts: a1 && a2,
        allow_evaluation_creation: e1 && e2,
      });
    }
  });
});

describe('capabilities by account type (product rules ‹Roles and permissions›)', () => {
  const table: Record<string, [AccountType | null, { evaluations: boolean; profiles: boolean; alerts: boolean; toggle: boolean; admin: boolean; users: boolean }]> = {
    association_admin: ['association_admin', { evaluations: true, profiles: false, alerts: true, toggle: true, admin: true, users: true }],
    association_member: ['association_member', { evaluations: true, profiles: true, alerts: true, toggle: false, admin: false, users: true }],
    farm_admin: ['farm_admin', { evaluations: true, profiles: true, alerts: true, toggle: false, admin: true, users: true }],
    farm_staff: ['farm_staff', { evaluations: false, profiles: false, alerts: false, toggle: false, admin: false, users: false }],
    'empty (= farm staff)': [null, { evaluations: false, profiles: false, alerts: false, toggle: false, admin: false, users: false }],
  };
  it.each(Object.entries(table))('%s', (_, [type, want]) => {
    const u: PermissionUser = { account_type: type };
    expect(canManageEvaluations(u)).toBe(want.evaluations);
    expect(canManageProfiles(u)).toBe(want.profiles);
    expect(canManageAlerts(u)).toBe(want.alerts);
    expect(canToggleFarmActivity(u)).toBe(want.toggle);
    expect(canExportUsers(u)).toBe(want.admin);
    expect(canCreateUsers(u)).toBe(want.admin);
    expect(canExportData(u)).toBe(want.admin);
    expect(canOpenUserManagement(u)).toBe(want.users);
    expect(canEditOwnProfileOnly(u)).toBe(!want.users);
  });

  it('farm staff gain each capability only through its own flag', () => {
    expect(canManageEvaluations(staffWith({ allow_evaluation_creation: true }))).toBe(true);
    expect(canManageProfiles(staffWith({ allow_management: true }))).toBe(true);
    expect(canManageAlerts(staffWith({ allow_alerts: true }))).toBe(true);
    expect(canManageEvaluations(staffWith({ allow_alerts: true, allow_management: true }))).toBe(false);
    expect(canManageProfiles(staffWith({ allow_alerts: true, allow_evaluation_creation: true }))).toBe(false);
    expect(canManageAlerts(staffWith({ allow_management: true, allow_evaluation_creation: true }))).toBe(false);
    expect(canManageAlerts({ account_type: null, permissions: { allow_alerts: true } })).toBe(true);
    expect(canManageAlerts({ account_type: 'farm_staff', permissions: null })).toBe(false);
  });

  it('staff flags do not restrict other account types', () => {
    const flagsOff = { allow_alerts: false, allow_management: false, allow_evaluation_creation: false };
    expect(canManageEvaluations({ account_type: 'farm_admin', permissions: flagsOff })).toBe(true);
    expect(canManageAlerts({ account_type: 'association_member', permissions: flagsOff })).toBe(true);
  });

  it('superuser flag alone changes none of these (spec names account types only)', () => {
    expect(canToggleFarmActivity({ account_type: 'association_member', is_superuser: true })).toBe(false);
    expect(canToggleFarmActivity({ account_type: 'association_admin', is_superuser: true })).toBe(true);
  });
});

describe('userPermissions (current-user response)', () => {
  it('follows the capability rules per account type', () => {
    for (const t of TYPES) {
      for (const links of [[], [ALL], [ALL, NONE], [link(true, false, true)]]) {
        const u = permissionUser(t, links);
        expect(userPermissions(t, links)).toEqual({
          allow_alerts: canManageAlerts(u),
          allow_management: canManageProfiles(u),
          allow_evaluation_creation: canManageEvaluations(u),
        });
      }
    }
  });
  it('examples', () => {
    expect(userPermissions('association_admin', [])).toEqual({ allow_alerts: true, allow_management: false, allow_evaluation_creation: true });
    expect(userPermissions('farm_staff', [ALL, link(true, false, true)])).toEqual({ allow_alerts: false, allow_management: true, allow_evaluation_creation: true });
    expect(userPermissions(null, [])).toEqual({ allow_alerts: false, allow_management: false, allow_evaluation_creation: false });
  });
  it('a superuser may do everything, whatever the account type (the server lets them manage every profile)', () => {
    for (const t of [...TYPES, null]) {
      expect(userPermissions(t, [], true)).toEqual({ allow_alerts: true, allow_management: true, allow_evaluation_creation: true });
    }
    expect(canManageProfiles({ account_type: 'association_admin', is_superuser: true })).toBe(true);
  });
});

describe('farms and locations', () => {
  it('administered: has_admin_rights, or farm admin of that farm', () => {
    expect(farmAdministeredByUser({ account_type: 'farm_staff' }, { id: 1, has_admin_rights: true })).toBe(true);
    expect(farmAdministeredByUser({ account_type: 'farm_admin', farms: [1] }, { id: 1 })).toBe(true);
    expect(farmAdministeredByUser({ account_type: 'farm_admin', farms: [1], farm_admin_of: [2] }, { id: 1 })).toBe(false);
    expect(farmAdministeredByUser({ account_type: 'farm_admin', farms: [2] }, { id: 1, has_admin_rights: false })).toBe(false);
    expect(farmAdministeredByUser({ account_type: 'association_admin', farms: [1] }, { id: 1, has_admin_rights: null })).toBe(false);
    expect(farmAdministeredByUser({ account_type: 'farm_staff', farms: [1] }, { id: 1 })).toBe(false);
  });
  it('editing a location follows the same rule', () => {
    expect(canEditLocation({ account_type: 'farm_admin', farms: [1] }, { id: 1 })).toBe(true);
    expect(canEditLocation({ account_type: 'association_member', farms: [1] }, { id: 1, has_admin_rights: true })).toBe(true);
    expect(canEditLocation({ account_type: 'association_member', farms: [1] }, { id: 1 })).toBe(false);
  });
  it('data check editing hints: farm admin, or allow_management on at least one link', () => {
    expect(canFixIncompleteData('farm_admin', [])).toBe(true);
    expect(canFixIncompleteData('farm_staff', [NONE, link(true, false, false)])).toBe(true);
    expect(canFixIncompleteData('farm_staff', [NONE])).toBe(false);
    expect(canFixIncompleteData(null, [])).toBe(false);
  });
});

describe('users', () => {
  const sa = { id: 1, account_type: 'association_admin' as const, is_superuser: true };
  const aa = { id: 2, account_type: 'association_admin' as const };
  const am = { id: 3, account_type: 'association_member' as const };
  const fa = { id: 4, account_type: 'farm_admin' as const };
  const fs = { id: 5, account_type: 'farm_staff' as const };
  const none = { id: 6, account_type: null };

  it('canEditUser matrix', () => {
    const targets = [{ id: 11, account_type: 'association_admin' as const }, { id: 12, account_type: 'association_member' as const }, { id: 13, account_type: 'farm_admin' as const }, { id: 14, account_type: 'farm_staff' as const }, { id: 15, account_type: null }];
    const row = (editor: PermissionUser) => targets.map((t) => canEditUser(editor, t));
    expect(row(sa)).toEqual([true, true, true, true, true]);
    expect(row(aa)).toEqual([false, true, true, true, true]);
    expect(row(am)).toEqual([false, false, false, false, false]);
    expect(row(fa)).toEqual([false, false, false, true, true]);
    expect(row(fs)).toEqual([false, false, false, false, false]);
    expect(row(none)).toEqual([false, false, false, false, false]);
  });
  it('self unless restricted', () => {
    for (const u of [sa, aa, am, fa, fs, none]) {
      expect(canEditUser(u, u)).toBe(true);
      expect(canEditUser(u, u, { restrictSelf: true })).toBe(false);
    }
    // Without ids nobody counts as self.
    expect(canEditUser({ account_type: 'farm_staff' }, { account_type: 'farm_staff' })).toBe(false);
  });
  it('creatableRoles', () => {
    expect(creatableRoles(sa)).toEqual(['association_admin', 'association_member', 'farm_admin', 'farm_staff']);
    expect(creatableRoles({ ...am, is_superuser: true })).toEqual(['association_admin', 'association_member', 'farm_admin', 'farm_staff']);
    expect(creatableRoles(aa)).toEqual(['association_member', 'farm_admin', 'farm_staff']);
    expect(creatableRoles(fa)).toEqual(['farm_staff']);
    expect(creatableRoles(am)).toEqual([]);
    expect(creatableRoles(fs)).toEqual([]);
    expect(creatableRoles(none)).toEqual([]);
  });
  it('users without account type are listed only for themselves', () => {
    expect(isUserListed({ id: 6, account_type: null }, 6)).toBe(true);
    expect(isUserListed({ id: 6, account_type: null }, 7)).toBe(false);
    expect(isUserListed({ id: 6, account_type: 'farm_staff' }, 7)).toBe(true);
  });
  it('association options limited to administered ones for non-superusers', () => {
    const all = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(assignableAssociations({ is_superuser: true }, all)).toEqual(all);
    expect(assignableAssociations({ account_type: 'association_admin', admin_association_ids: [2] }, all)).toEqual([{ id: 2 }]);
    expect(assignableAssociations({ account_type: 'farm_admin' }, all)).toEqual([]);
  });
});

describe('evaluations (product rules ‹Validation rules›, ‹Evaluation permissions›)', () => {
  it('owner-only editing, starring for entity-bound evaluations', () => {
    expect(isOwner({ id: 3 }, { user: 3 })).toBe(true);
    expect(isOwner({ id: 3 }, { user: 4 })).toBe(false);
    expect(isOwner({}, { user: undefined })).toBe(false);
    expect(canStarEvaluation({ entity_type: 'farm' })).toBe(true);
    expect(canStarEvaluation({ entity_type: null })).toBe(false);
    expect(canStarEvaluation({})).toBe(false);
  });
  it('association entity only for association users', () => {
    expect(TYPES.map((t) => canSelectAssociationEntity({ account_type: t }))).toEqual([true, true, false, false, false]);
  });
  it('visibility: universal evaluations cannot be shared; association and all only for association admins', () => {
    const aa = { account_type: 'association_admin' as const };
    const am = { account_type: 'association_member' as const };
    const fa = { account_type: 'farm_admin' as const };
    expect(canSetVisibility(aa, null)).toBe(false);
    expect(visibilityOptions(aa, undefined)).toEqual(['self']);
    expect(visibilityOptions(aa, 'association')).toEqual(['self', 'farm', 'association', 'all']);
    expect(visibilityOptions(am, 'association')).toEqual(['self', 'farm']);
    expect(visibilityOptions(fa, 'site')).toEqual(['self', 'farm']);
    expect(canSetVisibility(fa, 'association')).toBe(false);
    expect(canSetVisibility({ account_type: 'farm_staff' }, 'location')).toBe(true);
    expect(effectiveVisibility(fa, 'farm', 'all')).toBe('self');
    expect(effectiveVisibility(fa, 'farm', 'farm')).toBe('farm');
    expect(effectiveVisibility(aa, null, 'all')).toBe('self');
    expect(effectiveVisibility(aa, 'farm', null)).toBe('self');
  });
});
