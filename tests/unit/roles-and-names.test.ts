import { describe, expect, it } from 'vitest';
import { associationDisplayName, farmDisplayName, siteDisplayName, userDisplayName } from '../../src/domain/display-names.ts';
import { ACCOUNT_TYPE_LABELS, ENTITY_TYPE_LABELS, effectiveAccountType, isAdmin, isAssociationUser, isFarmUser } from '../../src/domain/roles.ts';
import { administeredAssociations, farmScope, inScope, type ScopeInput } from '../../src/domain/scope.ts';

describe('roles (product rules ‹Roles and permissions›)', () => {
  it('labels', () => {
    expect(ACCOUNT_TYPE_LABELS).toEqual({
      farm_staff: 'Betriebsmitarbeiter',
      farm_admin: 'LDWU-Administrator',
      association_member: 'Verbandsmitarbeiter',
      association_admin: 'Verbands-Administrator',
    });
    expect(ENTITY_TYPE_LABELS).toEqual({ association: 'Verband', farm: 'LDWU', location: 'Betrieb', site: 'Betriebsstätte' });
  });
  it('empty account type is farm staff; admin = association admin or farm admin', () => {
    expect(effectiveAccountType(null)).toBe('farm_staff');
    expect(effectiveAccountType(undefined)).toBe('farm_staff');
    expect([null, 'farm_staff', 'farm_admin', 'association_member', 'association_admin'].map((t) => isFarmUser(t as never))).toEqual([true, true, true, false, false]);
    expect([null, 'farm_staff', 'farm_admin', 'association_member', 'association_admin'].map((t) => isAssociationUser(t as never))).toEqual([false, false, false, true, true]);
    expect([null, 'farm_staff', 'farm_admin', 'association_member', 'association_admin'].map((t) => isAdmin(t as never))).toEqual([false, false, true, false, true]);
  });
});

describe('display names (product rules ‹Entities and fields›)', () => {
  it('user: prefix, first and last name, else username, else Unbenannt', () => {
    expect(userDisplayName({ prefix: 'Frau', first_name: 'Anna', last_name: 'Huber', username: 'x' })).toBe('Frau Anna Huber');
    expect(userDisplayName({ prefix: null, first_name: ' ', last_name: 'Huber' })).toBe('Huber');
    expect(userDisplayName({ username: ' bm_1_2 ' })).toBe('bm_1_2');
    expect(userDisplayName({ username: '' })).toBe('Unbenannt');
    expect(userDisplayName({})).toBe('Unbenannt');
  });
  it('farm, association, site', () => {
    expect(farmDisplayName({ number: '276091234', name: 'Hof Huber' })).toBe('276091234 - Hof Huber');
    expect(associationDisplayName({ kind: 'LKV', name: 'Bayern', number: '9' })).toBe('LKV - Bayern');
    expect(associationDisplayName({ kind: null, name: 'Bayern', number: '9' })).toBe('9');
    expect(siteDisplayName({ number: '7', name: 'Stall Nord' }, '276', 3)).toBe('276 Stall Nord');
    expect(siteDisplayName({ number: '7', name: ' ' }, '276', 3)).toBe('007');
  });
});

describe('farm scope', () => {
  const base: ScopeInput = { isSuperuser: false, accountType: null, farmAdminOf: [], associations: [], locationFarms: [], associationFarms: new Map() };
  const ids = (input: Partial<ScopeInput>) => {
    const s = farmScope({ ...base, ...input });
    return s.all ? 'all' : [...s.farmIds].sort();
  };
  it('per account type', () => {
    expect(ids({ isSuperuser: true })).toBe('all');
    expect(ids({ accountType: 'farm_staff', locationFarms: [2, 1] })).toEqual([1, 2]);
    expect(ids({ accountType: 'farm_admin', farmAdminOf: [3], locationFarms: [1] })).toEqual([1, 3]);
    expect(ids({ accountType: 'association_member', associations: [{ associationId: 1, isAdmin: false, allowedFarms: [4, 5] }] })).toEqual([4, 5]);
    expect(
      ids({
        accountType: 'association_admin',
        associations: [{ associationId: 1, isAdmin: true, allowedFarms: [] }, { associationId: 2, isAdmin: false, allowedFarms: [9] }],
        associationFarms: new Map([[1, [6, 7]]]),
      }),
    ).toEqual([6, 7, 9]);
    expect(inScope({ all: true }, 1)).toBe(true);
    expect(inScope({ all: false, farmIds: new Set([2]) }, 1)).toBe(false);
  });
  it('administered associations only for association admins', () => {
    const associations = [{ associationId: 1, isAdmin: true, allowedFarms: [] }, { associationId: 2, isAdmin: false, allowedFarms: [] }];
    expect(administeredAssociations({ isSuperuser: false, accountType: 'association_admin', associations })).toEqual([1]);
    expect(administeredAssociations({ isSuperuser: true, accountType: 'association_admin', associations })).toEqual([]);
    expect(administeredAssociations({ isSuperuser: false, accountType: 'association_member', associations })).toEqual([]);
  });
});
