// Master-data rules of src/domain/permissions.ts (product rules ‹Screens and routes›, ‹States and transitions›, ‹Roles and permissions›): who renames a farm, toggles its
// activity, adds, edits and deletes locations, assigns sites and manages the profile of one location.
import { describe, expect, it } from 'vitest';
import {
  canAddLocation,
  canAssignSite,
  canDeleteLocation,
  canManageLocationProfile,
  canManageMasterData,
  canRenameFarm,
  canToggleActivityOf,
  type MasterDataUser,
} from '../../src/domain/permissions.ts';
import { ACCOUNT_TYPES } from '../../src/domain/roles.ts';

const farm = (id: number, has_admin_rights = false) => ({ id, has_admin_rights });
const staff = (links: { location: number; allow_management: boolean }[]): MasterDataUser => ({ account_type: 'farm_staff', location_links: links });

describe('master data of superusers', () => {
  it('only the superuser flag counts, whatever the account type', () => {
    for (const type of [...ACCOUNT_TYPES, null]) {
      expect(canManageMasterData({ account_type: type })).toBe(false);
      expect(canManageMasterData({ account_type: type, is_superuser: true })).toBe(true);
    }
  });
});

describe('renaming a farm, adding locations, assigning sites: whoever administers the farm', () => {
  it.each([
    ['admin rights reported by the server', { account_type: 'association_admin' }, farm(1, true), true],
    ['farm admin of that farm', { account_type: 'farm_admin', farm_admin_of: [1] }, farm(1), true],
    ['farm admin of another farm', { account_type: 'farm_admin', farm_admin_of: [2] }, farm(1), false],
    ['association member without interim rights', { account_type: 'association_member' }, farm(1), false],
    ['farm staff', { account_type: 'farm_staff' }, farm(1), false],
  ] as [string, MasterDataUser, ReturnType<typeof farm>, boolean][])('%s', (_, user, f, allowed) => {
    expect(canRenameFarm(user, f)).toBe(allowed);
    expect(canAddLocation(user, f)).toBe(allowed);
    expect(canAssignSite(user, f)).toBe(allowed);
  });
});

describe('toggling one farm\'s activity', () => {
  const admin: MasterDataUser = { account_type: 'association_admin', admin_association_ids: [7] };
  it('association admin of an association serving the farm (invoicing or herd book)', () => {
    expect(canToggleActivityOf(admin, { associations: [7] })).toBe(true);
    expect(canToggleActivityOf(admin, { associations: [3, 7] })).toBe(true);
  });
  it('not of a farm served by other associations, nor of one without any', () => {
    expect(canToggleActivityOf(admin, { associations: [3] })).toBe(false);
    expect(canToggleActivityOf(admin, { associations: [] })).toBe(false);
  });
  it('no other account type, even with admin links', () => {
    for (const type of ['association_member', 'farm_admin', 'farm_staff'] as const) {
      expect(canToggleActivityOf({ account_type: type, admin_association_ids: [7] }, { associations: [7] })).toBe(false);
    }
  });
  it('a superuser always', () => {
    expect(canToggleActivityOf({ account_type: 'farm_staff', is_superuser: true }, { associations: [] })).toBe(true);
  });
});

describe('deleting a location', () => {
  const farmAdmin: MasterDataUser = { account_type: 'farm_admin', farm_admin_of: [1] };
  it('only without sites', () => {
    expect(canDeleteLocation(farmAdmin, farm(1), { sites: [] })).toBe(true);
    expect(canDeleteLocation(farmAdmin, farm(1), { sites: [5] })).toBe(false);
  });
  it('only with the right to edit it', () => {
    expect(canDeleteLocation({ account_type: 'farm_staff' }, farm(1), { sites: [] })).toBe(false);
    expect(canDeleteLocation({ account_type: 'association_member' }, farm(1, true), { sites: [] })).toBe(true);
  });
});

describe('managing the profile of one location', () => {
  const location = { id: 10, farm: 1 };
  it('farm admin of the location\'s farm, not of another farm', () => {
    expect(canManageLocationProfile({ account_type: 'farm_admin', farm_admin_of: [1] }, location)).toBe(true);
    expect(canManageLocationProfile({ account_type: 'farm_admin', farm_admin_of: [2] }, location)).toBe(false);
  });
  it('a farm admin linked to the location with allow_management', () => {
    expect(canManageLocationProfile({ account_type: 'farm_admin', farm_admin_of: [2], location_links: [{ location: 10, allow_management: true }] }, location)).toBe(true);
  });
  it('association members (the scope is checked by the caller); association admins not (product rules ‹Roles and permissions›)', () => {
    expect(canManageLocationProfile({ account_type: 'association_member' }, location)).toBe(true);
    expect(canManageLocationProfile({ account_type: 'association_admin', admin_association_ids: [1] }, location)).toBe(false);
  });
  it('farm staff only with allow_management on that very location', () => {
    expect(canManageLocationProfile(staff([{ location: 10, allow_management: true }]), location)).toBe(true);
    expect(canManageLocationProfile(staff([{ location: 10, allow_management: false }]), location)).toBe(false);
    expect(canManageLocationProfile(staff([{ location: 11, allow_management: true }]), location)).toBe(false);
    expect(canManageLocationProfile(staff([]), location)).toBe(false);
    expect(canManageLocationProfile({ account_type: null, location_links: [{ location: 10, allow_management: true }] }, location)).toBe(true);
  });
  it('a superuser always', () => {
    expect(canManageLocationProfile({ account_type: 'association_admin', is_superuser: true }, location)).toBe(true);
  });
});
