import { describe, expect, it } from 'vitest';
import { alertManagerOf, entityLocations, mayManageAlertsOn } from '../../src/domain/controlling-permissions.ts';

const staff = (links: [number, boolean][]) => ({ account_type: 'farm_staff' as const, location_links: links.map(([location, allow_alerts]) => ({ location, allow_alerts })) });

describe('mayManageAlertsOn', () => {
  it('lets everyone but farm staff manage', () => {
    for (const account_type of ['farm_admin', 'association_admin', 'association_member'] as const) {
      expect(mayManageAlertsOn({ account_type, location_links: [] }, [1])).toBe(true);
    }
    expect(mayManageAlertsOn({ account_type: 'farm_staff', is_superuser: true, location_links: [] }, [1])).toBe(true);
  });
  it('lets farm staff manage only with allow_alerts on every linked location of the entity', () => {
    expect(mayManageAlertsOn(staff([[1, true]]), [1])).toBe(true);
    expect(mayManageAlertsOn(staff([[1, false]]), [1])).toBe(false);
    expect(mayManageAlertsOn(staff([[1, true], [2, false]]), [1])).toBe(true);
    expect(mayManageAlertsOn(staff([[1, true], [2, false]]), [1, 2])).toBe(false);
    expect(mayManageAlertsOn(staff([[1, true]]), [2])).toBe(false);
    expect(mayManageAlertsOn(staff([[1, true]]), [])).toBe(false);
  });
  it('treats a missing account type as farm staff', () => {
    expect(mayManageAlertsOn({ account_type: null, location_links: [[1, false]].map(([location, allow_alerts]) => ({ location: Number(location), allow_alerts: Boolean(allow_alerts) })) }, [1])).toBe(false);
  });
});

describe('entityLocations', () => {
  it('covers a site by its location, or by its farm\'s locations when it has none', () => {
    expect(entityLocations({ type: 'site', id: 9, siteLocation: 2, farmLocations: [1, 2] })).toEqual([2]);
    expect(entityLocations({ type: 'site', id: 9, siteLocation: null, farmLocations: [1, null, 2] })).toEqual([1, 2]);
  });
  it('covers a location by itself, a farm by its locations and an association by none', () => {
    expect(entityLocations({ type: 'location', id: 4, farmLocations: [3, 4] })).toEqual([4]);
    expect(entityLocations({ type: 'farm', id: 1, farmLocations: [3, 4] })).toEqual([3, 4]);
    expect(entityLocations({ type: 'farm', id: 1 })).toEqual([]);
    expect(entityLocations({ type: 'association', id: 1, farmLocations: [3] })).toEqual([]);
  });
  it('decides per entity for a farm-staff user with alerts on one location only', () => {
    const user = alertManagerOf({ account_type: 'farm_staff', location_links: [{ location: 1, allow_alerts: true }, null, { location: 2, allow_alerts: false }] });
    const farm = [1, 2, 3];
    expect(mayManageAlertsOn(user, entityLocations({ type: 'location', id: 1 }))).toBe(true);
    expect(mayManageAlertsOn(user, entityLocations({ type: 'location', id: 2 }))).toBe(false);
    expect(mayManageAlertsOn(user, entityLocations({ type: 'site', id: 7, siteLocation: 1, farmLocations: farm }))).toBe(true);
    expect(mayManageAlertsOn(user, entityLocations({ type: 'site', id: 8, siteLocation: null, farmLocations: farm }))).toBe(false);
    expect(mayManageAlertsOn(user, entityLocations({ type: 'farm', id: 5, farmLocations: farm }))).toBe(false);
  });
  it('reads a stored session without links as no links', () => {
    expect(alertManagerOf({ account_type: 'farm_staff' }).location_links).toEqual([]);
    expect(mayManageAlertsOn(alertManagerOf({ account_type: 'farm_admin' }), [])).toBe(true);
  });
});
