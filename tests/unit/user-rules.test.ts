import { describe, expect, it } from 'vitest';
import type { PermissionUser } from '../../src/domain/permissions.ts';
import { ACCOUNT_TYPES, type AccountType } from '../../src/domain/roles.ts';
import {
  assignableAccountTypes,
  assignmentKind,
  canChangeOwnUsername,
  createRefusal,
  linkChangeRefusal,
  mayEditUser,
  nextRunningNumber,
  userChangeRefusal,
  usernameNumber,
  usernameStem,
} from '../../src/domain/user-rules.ts';
import { compareUsers } from '../../src/domain/user-sort.ts';

const editor = (account_type: AccountType, extra: Partial<PermissionUser> = {}): PermissionUser => ({ id: 1, account_type, ...extra });
const superuser = editor('association_admin', { is_superuser: true });
const other = (account_type: AccountType, extra = {}) => ({ id: 2, account_type, ...extra });

describe('create roles (product rules ‹Capabilities›)', () => {
  const table: [PermissionUser, AccountType[]][] = [
    [superuser, [...ACCOUNT_TYPES]],
    [editor('association_admin'), ['association_member', 'farm_admin', 'farm_staff']],
    [editor('association_member'), []],
    [editor('farm_admin'), ['farm_staff']],
    [editor('farm_staff'), []],
  ];
  it.each(table)('%o creates exactly %o', (who, allowed) => {
    for (const type of ACCOUNT_TYPES) expect(createRefusal(who, type) === null, type).toBe(allowed.includes(type));
  });
});

describe('who edits whom (canEditUser plus the superuser guard)', () => {
  it('association admins edit everyone but association admins and superusers', () => {
    const a = editor('association_admin');
    expect(ACCOUNT_TYPES.filter((t) => mayEditUser(a, other(t)))).toEqual(['association_member', 'farm_admin', 'farm_staff']);
    expect(mayEditUser(a, other('farm_staff', { is_superuser: true }))).toBe(false);
  });
  it('farm admins edit farm staff only; members and staff nobody else', () => {
    expect(ACCOUNT_TYPES.filter((t) => mayEditUser(editor('farm_admin'), other(t)))).toEqual(['farm_staff']);
    expect(ACCOUNT_TYPES.filter((t) => mayEditUser(editor('association_member'), other(t)))).toEqual([]);
    expect(ACCOUNT_TYPES.filter((t) => mayEditUser(editor('farm_staff'), other(t)))).toEqual([]);
  });
  it('everyone edits themself unless the restriction flag is set', () => {
    for (const t of ACCOUNT_TYPES) {
      expect(mayEditUser(editor(t), { id: 1, account_type: t })).toBe(true);
      expect(mayEditUser(editor(t), { id: 1, account_type: t, self_edit_locked: true })).toBe(false);
    }
  });
});

describe('what a save may change', () => {
  it('nobody changes their own activity', () => {
    for (const t of ACCOUNT_TYPES) expect(userChangeRefusal(editor(t), { id: 1, account_type: t }, { is_active: false })).toMatch(/selbst/);
    expect(userChangeRefusal(superuser, { id: 1, account_type: 'association_admin' }, { is_active: false })).toMatch(/selbst/);
    expect(userChangeRefusal(editor('farm_admin'), other('farm_staff'), { is_active: false })).toBeNull();
  });
  it('nobody raises their own role; a superuser may set any', () => {
    expect(userChangeRefusal(editor('farm_staff'), { id: 1, account_type: 'farm_staff' }, { account_type: 'farm_admin' })).toBe('Sie können Ihre eigene Rolle nicht ändern.');
    expect(userChangeRefusal(editor('association_member'), { id: 1, account_type: 'association_member' }, { account_type: 'association_admin' })).not.toBeNull();
    expect(userChangeRefusal(editor('farm_admin'), { id: 1, account_type: 'farm_admin' }, { account_type: 'association_admin' })).not.toBeNull();
    expect(userChangeRefusal(editor('association_admin'), { id: 1, account_type: 'association_admin' }, { account_type: 'association_admin' })).not.toBeNull();
    expect(userChangeRefusal(superuser, { id: 1, account_type: 'association_admin' }, { account_type: 'farm_admin' })).toBeNull();
  });
  it('others get only roles the editor could create', () => {
    expect(userChangeRefusal(editor('association_admin'), other('farm_staff'), { account_type: 'association_admin' })).toBe('Diese Rolle dürfen Sie nicht vergeben.');
    expect(userChangeRefusal(editor('association_admin'), other('farm_staff'), { account_type: 'farm_admin' })).toBeNull();
    expect(userChangeRefusal(editor('farm_admin'), other('farm_staff'), { account_type: 'farm_admin' })).not.toBeNull();
    expect(assignableAccountTypes(editor('farm_admin'), other('farm_staff'))).toEqual(['farm_staff']);
  });
  it('association members and farm staff keep their username; admins may change theirs', () => {
    expect(canChangeOwnUsername(editor('association_member'))).toBe(false);
    expect(canChangeOwnUsername(editor('farm_staff'))).toBe(false);
    expect(canChangeOwnUsername(editor('farm_admin'))).toBe(true);
    expect(userChangeRefusal(editor('farm_staff'), { id: 1, account_type: 'farm_staff' }, { username: 'neu' })).toMatch(/Benutzernamen/);
    expect(userChangeRefusal(editor('farm_staff'), { id: 1, account_type: 'farm_staff' }, { first_name: 'Neu', password: 'x' })).toBeNull();
  });
  it('own assignments are changed by superusers only', () => {
    expect(linkChangeRefusal(editor('association_admin'), { id: 1, account_type: 'association_admin' })).toMatch(/eigenen Zuordnungen/);
    expect(linkChangeRefusal(superuser, { id: 1, account_type: 'association_admin' })).toBeNull();
    expect(linkChangeRefusal(editor('farm_admin'), other('farm_staff'))).toBeNull();
    expect(linkChangeRefusal(editor('farm_admin'), other('farm_admin'))).not.toBeNull();
  });
});

describe('username generation', () => {
  it('prefixes by role and carries the farm number', () => {
    expect(usernameStem('association_admin', '9')).toBe('va_9_');
    expect(usernameStem('association_member', '9')).toBe('vm_9_');
    expect(usernameStem('farm_admin', '276001')).toBe('la_276001_');
    expect(usernameStem('farm_staff', '276001')).toBe('bm_276001_');
  });
  it('takes the next running number, ignoring other stems and case', () => {
    expect(nextRunningNumber('bm_5_', [])).toBe(1);
    expect(nextRunningNumber('bm_5_', ['bm_5_1', 'BM_5_7', 'bm_5_3', 'bm_55_9', 'bm_5_x', 'bm_5_08', 'la_5_20'])).toBe(8);
  });
  it('uses the first farm, else (association users) the association number, else nothing', () => {
    expect(usernameNumber({ firstFarmNumber: '123', firstAssociationNumber: '9', accountType: 'association_member' })).toBe('123');
    expect(usernameNumber({ firstFarmNumber: null, firstAssociationNumber: '9', accountType: 'association_admin' })).toBe('9');
    expect(usernameNumber({ firstFarmNumber: null, firstAssociationNumber: '9', accountType: 'farm_staff' })).toBeNull();
    expect(assignmentKind(null)).toBe('locations');
  });
});

describe('user list order (product rules ‹User list›)', () => {
  it('self first, then role order, username (case-insensitive, locale-aware), name, e-mail', () => {
    const users = [
      { id: 5, account_type: 'farm_staff' as const, username: 'anton' },
      { id: 4, account_type: 'farm_admin' as const, username: 'Zacharias' },
      { id: 3, account_type: 'farm_admin' as const, username: 'Ärger' },
      { id: 2, account_type: 'association_admin' as const, username: 'zz' },
      { id: 1, account_type: 'farm_staff' as const, username: 'ich' },
      { id: 6, account_type: 'association_member' as const, username: 'b', last_name: 'B' },
      { id: 7, account_type: 'association_member' as const, username: 'b', last_name: 'a' },
    ];
    expect(users.sort(compareUsers(1)).map((u) => u.id)).toEqual([1, 2, 7, 6, 3, 4, 5]);
  });
});
