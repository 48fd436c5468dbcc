import { describe, expect, it } from 'vitest';
import { filterUsers, sortUsersForList, userMatchesFilter, userRoleLabel, type ListedUser } from '../../src/domain/user-list.ts';

const u = (id: number, username: string, account_type: ListedUser['account_type'], extra: Partial<ListedUser> = {}): ListedUser => ({
  id,
  username,
  email: `${username}@hof.example`,
  account_type,
  ...extra,
});

describe('user list order (product rules ‹User list›)', () => {
  const users = [
    u(1, 'zenz', 'farm_staff'),
    u(2, 'Anna', 'farm_admin'),
    u(3, 'bauer', 'farm_admin'),
    u(4, 'meier', 'association_member'),
    u(5, 'xaver', 'association_admin'),
    u(6, 'ich', 'farm_staff'),
    u(7, 'ohne', null),
  ];

  it('puts self first, then association admin, member, farm admin, farm staff, each by username ignoring case', () => {
    expect(sortUsersForList(users, 6).map((x) => x.username)).toEqual(['ich', 'xaver', 'meier', 'Anna', 'bauer', 'ohne', 'zenz']);
  });

  it('treats a missing account type as farm staff and, with equal usernames, orders by name then e-mail', () => {
    const same = [
      u(10, 'hof', 'farm_staff', { first_name: 'Zita', email: 'a@x.de' }),
      u(11, 'hof', 'farm_staff', { first_name: 'Anton', email: 'z@x.de' }),
      u(12, 'hof', 'farm_staff', { first_name: 'Anton', email: 'b@x.de' }),
    ];
    expect(sortUsersForList(same, null).map((x) => x.id)).toEqual([12, 11, 10]);
  });

  it('sorts umlauts where a German reader expects them', () => {
    expect(sortUsersForList([u(1, 'zoe', 'farm_staff'), u(2, 'Özil', 'farm_staff'), u(3, 'otto', 'farm_staff')], null).map((x) => x.username)).toEqual([
      'otto',
      'Özil',
      'zoe',
    ]);
  });
});

describe("'Benutzer filtern' (product rules ‹User list›)", () => {
  const josef = u(1, 'jberger', 'farm_admin', { prefix: 'Herr', first_name: 'Josef', last_name: 'Berger', email: 'josef@hof.example' });

  it('matches display name, role label, username and e-mail, case-insensitively', () => {
    expect(userMatchesFilter(josef, 'herr josef')).toBe(true);
    expect(userMatchesFilter(josef, 'ldwu-admin')).toBe(true);
    expect(userMatchesFilter(josef, 'JBERG')).toBe(true);
    expect(userMatchesFilter(josef, '@HOF.example')).toBe(true);
    expect(userMatchesFilter(josef, 'Verband')).toBe(false);
  });

  it('an empty or blank filter keeps every user', () => {
    expect(filterUsers([josef], '   ')).toEqual([josef]);
  });

  it('finds users without account type under the farm staff label', () => {
    expect(userRoleLabel({ account_type: null })).toBe('Betriebsmitarbeiter');
    expect(filterUsers([josef, u(2, 'x', null)], 'betriebsmit').map((x) => x.id)).toEqual([2]);
  });
});
