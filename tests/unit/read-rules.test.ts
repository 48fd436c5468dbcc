// The pure read-side rules: current reports, user visibility, evaluation visibility, admin rights,
// association visibility, entity scope and shared definitions.
import { describe, expect, it } from 'vitest';
import { isEvaluationVisible, type EvaluationViewer } from '../../src/domain/evaluation-visibility.ts';
import {
  adminFarmScope,
  associationVisibility,
  isEntityInScope,
  isSharedDefinitionVisible,
} from '../../src/domain/read-scope.ts';
import { activeCriteria, inSizeBand, profileMatches, sizeBand } from '../../src/domain/profile-match.ts';
import { Temporal } from 'temporal-polyfill';
import { berlinDate } from '../../src/domain/format.ts';
import { CURRENT_REPORT_DAYS, currentCutoff, currentReportCutoff, isCurrentSince, reportToday } from '../../src/domain/reports.ts';
import { inScope, type FarmScope } from '../../src/domain/scope.ts';
import { isUserVisible, userVisibility, type UserVisibilityTarget } from '../../src/domain/user-visibility.ts';

const some = (...ids: number[]): FarmScope => ({ all: false, farmIds: new Set(ids) });

describe('current report rule', () => {
  it('counts inspections of the last 62 days, the cutoff day included', () => {
    expect(CURRENT_REPORT_DAYS).toBe(62);
    expect(currentReportCutoff('2025-03-01')).toBe('2024-12-29');
    expect(isCurrentSince('2024-12-29', currentReportCutoff('2025-03-01'))).toBe(true);
    expect(isCurrentSince('2024-12-28', currentReportCutoff('2025-03-01'))).toBe(false);
    expect(isCurrentSince('2025-03-01', currentReportCutoff('2025-03-01'))).toBe(true);
    expect(isCurrentSince('2025-03-05', currentReportCutoff('2025-03-01'))).toBe(true);
    expect(isCurrentSince(null, currentReportCutoff('2025-03-01'))).toBe(false);
    expect(isCurrentSince(undefined, currentReportCutoff('2025-03-01'))).toBe(false);
  });
  it('crosses leap days and month ends', () => {
    expect(currentReportCutoff('2024-03-31')).toBe('2024-01-29');
    expect(currentReportCutoff('2025-01-15', 31)).toBe('2024-12-15');
  });
  it('keeps the day it computed only while the Berlin day lasts (midnights, both clock changes, going back in time)', () => {
    const instants: number[] = [];
    for (const start of ['2025-03-29T20:00:00Z', '2025-10-25T20:00:00Z', '2025-12-31T20:00:00Z']) {
      for (let minutes = 0; minutes <= 36 * 60; minutes += 7) instants.push(Date.parse(start) + minutes * 60_000);
    }
    instants.push(Date.parse('2025-03-30T21:59:59.999Z'), Date.parse('2025-03-30T22:00:00Z'), Date.parse('2025-03-29T12:00:00Z'));
    for (const ms of instants) {
      const now = new Date(ms);
      const today = berlinDate(now)!.toString();
      expect(reportToday(now)).toBe(today);
      expect(currentCutoff(now)).toBe(currentReportCutoff(today));
    }
  });
  it('gives a list the same answer from one cutoff as from the date rule (timestamps and PlainDates too)', () => {
    const cutoff = currentReportCutoff('2025-03-01');
    const start = Temporal.PlainDate.from('2024-12-01');
    for (let day = 0; day < 120; day++) {
      const date = start.add({ days: day });
      const expected = Temporal.PlainDate.compare(date, Temporal.PlainDate.from(cutoff)) >= 0;
      expect(isCurrentSince(date.toString(), cutoff)).toBe(expected);
      expect(isCurrentSince(`${date.toString()}T23:59:00Z`, cutoff)).toBe(expected);
      expect(isCurrentSince(date, cutoff)).toBe(expected);
    }
    expect(isCurrentSince(null, cutoff)).toBe(false);
  });
  it('takes today in Berlin time', () => {
    expect(reportToday(new Date('2025-06-30T22:30:00Z'))).toBe('2025-07-01');
    expect(reportToday(new Date('2025-01-31T22:59:00Z'))).toBe('2025-01-31');
    expect(currentCutoff(new Date('2025-02-28T23:30:00Z'))).toBe('2024-12-29');
  });
});

const target = (t: Partial<UserVisibilityTarget> & { id: number }): UserVisibilityTarget => ({
  accountType: 'farm_staff',
  associationIds: [],
  farmIds: [],
  ...t,
});

describe('user visibility', () => {
  const superuser = userVisibility({ id: 1, isSuperuser: true, accountType: null, associations: [] }, { all: true });
  const assocAdmin = userVisibility(
    { id: 2, isSuperuser: false, accountType: 'association_admin', associations: [{ associationId: 10, isAdmin: true }, { associationId: 11, isAdmin: false }] },
    some(100, 101),
  );
  const member = userVisibility({ id: 3, isSuperuser: false, accountType: 'association_member', associations: [{ associationId: 10, isAdmin: false }] }, some(100));
  const farmAdmin = userVisibility({ id: 4, isSuperuser: false, accountType: 'farm_admin', associations: [] }, some(100));
  const staff = userVisibility({ id: 5, isSuperuser: false, accountType: 'farm_staff', associations: [] }, some(100));

  it('always shows the caller, even without account type', () => {
    for (const v of [superuser, assocAdmin, member, farmAdmin, staff]) {
      expect(isUserVisible(v, target({ id: v.selfId, accountType: null }))).toBe(true);
    }
  });
  it('hides other users without account type from everyone, superusers included', () => {
    expect(isUserVisible(superuser, target({ id: 9, accountType: null }))).toBe(false);
    expect(isUserVisible(assocAdmin, target({ id: 9, accountType: null, associationIds: [10] }))).toBe(false);
    expect(isUserVisible(farmAdmin, target({ id: 9, accountType: null, farmIds: [100] }))).toBe(false);
  });
  it('shows a superuser everyone else with an account type', () => {
    expect(isUserVisible(superuser, target({ id: 9, accountType: 'association_admin', associationIds: [99] }))).toBe(true);
  });
  it('shows an association admin the users of administered associations and the farm users of their farms', () => {
    expect(isUserVisible(assocAdmin, target({ id: 9, accountType: 'association_member', associationIds: [10] }))).toBe(true);
    expect(isUserVisible(assocAdmin, target({ id: 9, accountType: 'association_admin', associationIds: [10] }))).toBe(true);
    // A link to an association they are only a member of does not count.
    expect(isUserVisible(assocAdmin, target({ id: 9, accountType: 'association_member', associationIds: [11] }))).toBe(false);
    expect(isUserVisible(assocAdmin, target({ id: 9, accountType: 'farm_admin', farmIds: [101] }))).toBe(true);
    expect(isUserVisible(assocAdmin, target({ id: 9, accountType: 'farm_staff', farmIds: [102] }))).toBe(false);
    // Association users are never visible through farms.
    expect(isUserVisible(assocAdmin, target({ id: 9, accountType: 'association_member', farmIds: [100] }))).toBe(false);
  });
  it('shows an association member only the farm users of allowed farms', () => {
    expect(isUserVisible(member, target({ id: 9, accountType: 'farm_admin', farmIds: [100] }))).toBe(true);
    expect(isUserVisible(member, target({ id: 9, accountType: 'association_member', associationIds: [10] }))).toBe(false);
    expect(isUserVisible(member, target({ id: 9, accountType: 'farm_staff', farmIds: [101] }))).toBe(false);
  });
  it('shows farm admins and staff the farm users of their farms', () => {
    for (const v of [farmAdmin, staff]) {
      expect(isUserVisible(v, target({ id: 9, accountType: 'farm_admin', farmIds: [100] }))).toBe(true);
      expect(isUserVisible(v, target({ id: 9, accountType: 'farm_staff', farmIds: [100, 200] }))).toBe(true);
      expect(isUserVisible(v, target({ id: 9, accountType: 'farm_staff', farmIds: [200] }))).toBe(false);
      expect(isUserVisible(v, target({ id: 9, accountType: 'association_admin', associationIds: [10] }))).toBe(false);
    }
  });
});

describe('evaluation visibility', () => {
  const viewer: EvaluationViewer = { id: 1, isSuperuser: false, farmIds: new Set([100]), associationIds: new Set([10]) };
  const base = { userId: 2, entityFarmId: null, entityAssociationId: null } as const;
  it('shows own evaluations whatever the visibility, and everything to a superuser', () => {
    expect(isEvaluationVisible(viewer, { ...base, userId: 1, visibility: 'self' })).toBe(true);
    expect(isEvaluationVisible({ ...viewer, id: 7, isSuperuser: true }, { ...base, visibility: 'self' })).toBe(true);
  });
  it('keeps self evaluations private', () => {
    expect(isEvaluationVisible(viewer, { ...base, visibility: 'self', entityFarmId: 100, entityAssociationId: 10 })).toBe(false);
  });
  it('shares farm evaluations with users of the entity\'s farm', () => {
    expect(isEvaluationVisible(viewer, { ...base, visibility: 'farm', entityFarmId: 100 })).toBe(true);
    expect(isEvaluationVisible(viewer, { ...base, visibility: 'farm', entityFarmId: 200 })).toBe(false);
    expect(isEvaluationVisible(viewer, { ...base, visibility: 'farm' })).toBe(false);
    expect(isEvaluationVisible({ ...viewer, farmIds: 'all' }, { ...base, visibility: 'farm', entityFarmId: 200 })).toBe(true);
  });
  it('shares association evaluations with users who see the association', () => {
    expect(isEvaluationVisible(viewer, { ...base, visibility: 'association', entityAssociationId: 10 })).toBe(true);
    expect(isEvaluationVisible(viewer, { ...base, visibility: 'association', entityAssociationId: 11 })).toBe(false);
    // Universal evaluations cannot be shared with an association.
    expect(isEvaluationVisible(viewer, { ...base, visibility: 'association' })).toBe(false);
  });
  it('shows all evaluations to everyone', () => {
    expect(isEvaluationVisible(viewer, { ...base, visibility: 'all' })).toBe(true);
  });
});

describe('admin rights on farms', () => {
  const input = {
    isSuperuser: false,
    farmAdminOf: [100],
    associations: [
      { associationId: 10, isAdmin: true, interimAdminFarms: [] },
      { associationId: 11, isAdmin: false, interimAdminFarms: [300] },
    ],
    associationFarms: new Map([[10, [100, 101]]]),
  };
  it('follows the account type', () => {
    expect(adminFarmScope({ ...input, isSuperuser: true, accountType: null })).toEqual({ all: true });
    const farmAdmin = adminFarmScope({ ...input, accountType: 'farm_admin' });
    expect(inScope(farmAdmin, 100)).toBe(true);
    expect(inScope(farmAdmin, 101)).toBe(false);
    const assocAdmin = adminFarmScope({ ...input, accountType: 'association_admin' });
    expect([100, 101, 300].every((f) => inScope(assocAdmin, f))).toBe(true);
    const member = adminFarmScope({ ...input, accountType: 'association_member' });
    expect(inScope(member, 300)).toBe(true);
    expect(inScope(member, 100)).toBe(false);
    const staff = adminFarmScope({ ...input, accountType: 'farm_staff' });
    expect(inScope(staff, 100)).toBe(false);
    // No account type counts as farm staff.
    expect(inScope(adminFarmScope({ ...input, accountType: null }), 100)).toBe(false);
  });
});

describe('association visibility and entity scope', () => {
  it('shows association users their links and farm users the associations of their farms', () => {
    const links = [{ associationId: 10 }];
    expect(associationVisibility({ isSuperuser: true, accountType: null, associations: [] }, [])).toEqual({ all: true });
    const member = associationVisibility({ isSuperuser: false, accountType: 'association_member', associations: links }, [20]);
    expect(member.all === false && [...member.associationIds]).toEqual([10]);
    const farmUser = associationVisibility({ isSuperuser: false, accountType: 'farm_admin', associations: links }, [20, 21]);
    expect(farmUser.all === false && [...farmUser.associationIds]).toEqual([20, 21]);
  });
  it('scopes entity references through their farm or the association visibility', () => {
    const assocs = { all: false as const, associationIds: new Set([10]) };
    expect(isEntityInScope({ type: 'site', id: 5, farmId: 100 }, some(100), assocs)).toBe(true);
    expect(isEntityInScope({ type: 'location', id: 5, farmId: 200 }, some(100), assocs)).toBe(false);
    expect(isEntityInScope({ type: 'farm', id: 5, farmId: null }, { all: true }, assocs)).toBe(false);
    expect(isEntityInScope({ type: 'association', id: 10, farmId: null }, some(), assocs)).toBe(true);
    expect(isEntityInScope({ type: 'association', id: 11, farmId: null }, { all: true }, assocs)).toBe(false);
  });
});

describe('shared definitions (comparison groups, figure filters)', () => {
  const viewer = { id: 1, isSuperuser: false };
  it('shows own, ownerless and colleagues\' definitions, never one over a foreign entity', () => {
    expect(isSharedDefinitionVisible(viewer, { ownerId: 1, ownerIsColleague: false, entityInScope: false })).toBe(true);
    expect(isSharedDefinitionVisible(viewer, { ownerId: null, ownerIsColleague: false, entityInScope: true })).toBe(true);
    expect(isSharedDefinitionVisible(viewer, { ownerId: 2, ownerIsColleague: true, entityInScope: true })).toBe(true);
    expect(isSharedDefinitionVisible(viewer, { ownerId: 2, ownerIsColleague: false, entityInScope: true })).toBe(false);
    expect(isSharedDefinitionVisible(viewer, { ownerId: 2, ownerIsColleague: true, entityInScope: false })).toBe(false);
    expect(isSharedDefinitionVisible({ id: 1, isSuperuser: true }, { ownerId: 2, ownerIsColleague: false, entityInScope: false })).toBe(true);
  });
});

describe('comparison-group profile matching', () => {
  it('ands the criteria, ors a list, ignores placeholders, never matches an unanswered question', () => {
    const answers = { erwerbsform: 'HAUPTERWERB', offenstall: true, melkstandtyp: 'AMS_BOX', leer: null };
    expect(profileMatches({}, answers)).toBe(true);
    expect(profileMatches(null, answers)).toBe(true);
    expect(profileMatches({ erwerbsform: ['HAUPTERWERB', 'NEBENERWERB'] }, answers)).toBe(true);
    expect(profileMatches({ erwerbsform: ['NEBENERWERB'] }, answers)).toBe(false);
    expect(profileMatches({ erwerbsform: 'HAUPTERWERB', offenstall: true }, answers)).toBe(true);
    expect(profileMatches({ offenstall: false }, answers)).toBe(false);
    expect(profileMatches({ melkstandtyp: ['AMS_BOX'], offenstall: false }, answers)).toBe(false);
    expect(profileMatches({ erwerbsform: [], offenstall: null }, answers)).toBe(true);
    expect(profileMatches({ leer: ['X'] }, answers)).toBe(false);
    expect(profileMatches({ fehlt: true }, answers)).toBe(false);
    expect(activeCriteria({ a: [], b: null, c: false })).toEqual([['c', false]]);
  });
  it('puts cow counts into the size band starting at the bound', () => {
    expect(sizeBand(100)).toEqual([100, 250]);
    expect(sizeBand(1000)).toEqual([1000, Number.POSITIVE_INFINITY]);
    expect(inSizeBand(99, 50)).toBe(true);
    expect(inSizeBand(100, 50)).toBe(false);
    expect(inSizeBand(5000, 1000)).toBe(true);
    expect(inSizeBand(0, 1)).toBe(false);
    expect(inSizeBand(3, null)).toBe(true);
  });
});
