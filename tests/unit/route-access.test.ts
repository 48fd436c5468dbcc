import { describe, expect, it } from 'vitest';
import { accessNeedsData, accessRedirect, mayExportReports, mayImportReports } from '../../src/domain/route-access.ts';
import type { AccountType } from '../../src/domain/roles.ts';

const u = (account_type: AccountType | null, is_superuser = false) => ({ account_type, is_superuser });
const complete = { locations_lacking_profile: 0, sites_without_location: 0 };
const noProfile = { locations_lacking_profile: 1, sites_without_location: 0 };
const unassigned = { locations_lacking_profile: 0, sites_without_location: 12_000 };

describe('route access rules', () => {
  it('export: admins and superusers; everyone else goes home', () => {
    expect(mayExportReports(u('farm_admin'))).toBe(true);
    expect(mayExportReports(u('association_admin'))).toBe(true);
    expect(mayExportReports(u('association_member', true))).toBe(true);
    for (const t of ['farm_staff', 'association_member', null] as const) {
      expect(mayExportReports(u(t))).toBe(false);
      expect(accessRedirect('data-export', u(t), null)).toBe('/');
    }
    expect(accessRedirect('data-export', u('farm_admin'), null)).toBeNull();
    expect(mayExportReports(null)).toBe(false);
  });

  it('import: association admins and superusers only', () => {
    expect(mayImportReports(u('association_admin'))).toBe(true);
    expect(mayImportReports(u('farm_staff', true))).toBe(true);
    for (const t of ['farm_admin', 'farm_staff', 'association_member', null] as const) {
      expect(mayImportReports(u(t))).toBe(false);
      expect(accessRedirect('data-import', u(t), null)).toBe('/');
    }
  });

  it('evaluation: farm users with incomplete data go to the data check', () => {
    for (const t of ['farm_admin', 'farm_staff', null] as const) {
      expect(accessNeedsData('evaluation', u(t))).toBe(true);
      expect(accessRedirect('evaluation', u(t), noProfile)).toBe('/data-check');
      expect(accessRedirect('evaluation', u(t), unassigned)).toBe('/data-check');
      expect(accessRedirect('evaluation', u(t), complete)).toBeNull();
    }
  });

  it('evaluation: association users and superusers are never incomplete', () => {
    for (const user of [u('association_admin'), u('association_member'), u('farm_admin', true)]) {
      expect(accessNeedsData('evaluation', user)).toBe(false);
      expect(accessRedirect('evaluation', user, noProfile)).toBeNull();
    }
  });

  it('plain login routes need nothing', () => {
    expect(accessNeedsData('login', u('farm_admin'))).toBe(false);
    expect(accessRedirect('login', u('farm_staff'), noProfile)).toBeNull();
  });
});
