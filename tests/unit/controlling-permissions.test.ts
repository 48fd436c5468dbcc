import { describe, expect, it } from 'vitest';
import { mayManageAlertsOn } from '../../src/domain/controlling-permissions.ts';

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
