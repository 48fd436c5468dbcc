import { describe, expect, it } from 'vitest';
import { operatorFromWire, operatorToWire } from '../../src/domain/trigger.ts';
import { DASHBOARD_COLUMNS, dashboardOffers, entityControllingHref, hasMoreReports, incidentEntityText, integrityErrors, reportValue, visibleReports } from '../../src/domain/dashboard.ts';

describe('dashboard offers by role (product rules ‹Dashboard›)', () => {
  it('a farm admin with one farm: active users, new user, own data on the farm page, new evaluation', () => {
    expect(dashboardOffers({ account_type: 'farm_admin', farms: [7] })).toEqual({ activeUsers: true, newUser: true, ownDataHref: '/farms/7', newEvaluation: true });
  });
  it('a farm admin with several farms gets no own-data link', () => {
    expect(dashboardOffers({ account_type: 'farm_admin', farms: [7, 8] }).ownDataHref).toBeNull();
    expect(dashboardOffers({ account_type: 'farm_admin', farms: [] }).ownDataHref).toBeNull();
  });
  it('farm staff see active users without the new-user link; evaluations only with the flag', () => {
    const staff = dashboardOffers({ account_type: 'farm_staff', farms: [7], permissions: { allow_evaluation_creation: false } });
    expect(staff).toEqual({ activeUsers: true, newUser: false, ownDataHref: null, newEvaluation: false });
    expect(dashboardOffers({ account_type: null, farms: [7], permissions: { allow_evaluation_creation: true } })).toMatchObject({ activeUsers: true, newEvaluation: true });
  });
  it('association users and superusers get no user card', () => {
    for (const account_type of ['association_admin', 'association_member'] as const) {
      expect(dashboardOffers({ account_type, farms: [1, 2] })).toEqual({ activeUsers: false, newUser: false, ownDataHref: null, newEvaluation: true });
    }
    expect(dashboardOffers({ account_type: 'farm_admin', is_superuser: true, farms: [1] })).toMatchObject({ activeUsers: false, newUser: false, ownDataHref: null });
  });
});

describe('report table', () => {
  const rows = Array.from({ length: 12 }, (_, i) => i);
  it('shows 3 rows, up to 10 expanded', () => {
    expect(visibleReports(rows, false)).toEqual([0, 1, 2]);
    expect(visibleReports(rows, true)).toHaveLength(10);
    expect(visibleReports(rows.slice(0, 2), true)).toEqual([0, 1]);
  });
  it("offers 'Weitere Einträge anzeigen' only when more than 3 rows exist and not yet expanded", () => {
    expect(hasMoreReports(rows, false)).toBe(true);
    expect(hasMoreReports(rows, true)).toBe(false);
    expect(hasMoreReports([1, 2, 3], false)).toBe(false);
  });
  it('reads a figure from the data list, null when missing', () => {
    const data = [{ pythonic_name: 'fprz_pm', value: 4.1 }, null, { pythonic_name: 'eprz_pm', value: null }];
    expect(reportValue(data, 'fprz_pm')).toBe(4.1);
    expect(reportValue(data, 'eprz_pm')).toBeNull();
    expect(reportValue(data, 'anz_geprueft')).toBeNull();
  });
  it('has the six columns of product rules ‹Business constants and limits› in order', () => {
    expect(DASHBOARD_COLUMNS).toEqual(['anz_geprueft', 'leistung_milch_kg_div_melk_avg', 'fprz_pm', 'eprz_pm', 'leistung_zellgehalt_avg_tsd', 'harnstoff_harnstoff_avg_ges']);
  });
});

describe('data-integrity errors', () => {
  const farmAdmin = { account_type: 'farm_admin' as const };
  it('nothing when complete', () => {
    expect(integrityErrors(farmAdmin, { locations_lacking_profile: 0, sites_without_location: 0 })).toEqual([]);
  });
  it('singular and plural sentences with German numbers', () => {
    expect(integrityErrors(farmAdmin, { locations_lacking_profile: 1, sites_without_location: 1 })).toEqual([
      '1 Betrieb hat kein vollständiges Profil.',
      '1 Betriebsstätte ist keinem Betrieb zugewiesen.',
    ]);
    expect(integrityErrors(farmAdmin, { locations_lacking_profile: 1234, sites_without_location: 0 })).toEqual(['1.234 Betriebe haben kein vollständiges Profil.']);
    expect(integrityErrors({ account_type: 'farm_staff' }, { locations_lacking_profile: 0, sites_without_location: 2 })).toEqual(['2 Betriebsstätten sind keinem Betrieb zugewiesen.']);
  });
  it('only farm users can have incomplete data: association users and superusers get none, like /data-check', () => {
    const gaps = { locations_lacking_profile: 3, sites_without_location: 2 };
    expect(integrityErrors({ account_type: 'association_member' }, gaps)).toEqual([]);
    expect(integrityErrors({ account_type: 'association_admin' }, gaps)).toEqual([]);
    expect(integrityErrors({ account_type: 'farm_admin', is_superuser: true }, gaps)).toEqual([]);
    expect(integrityErrors(null, gaps)).toEqual([]);
  });
});

describe('controlling section helpers', () => {
  it("maps the gateway's operator names back to the domain's", () => {
    expect(['lt', 'gt', 'in', 'not_in'].map((o) => operatorFromWire(o as never))).toEqual(['lt', 'gt', 'in', 'not in']);
    expect((['lt', 'gt', 'in', 'not in'] as const).map(operatorToWire)).toEqual(['lt', 'gt', 'in', 'not_in']);
  });
  it('links an incident to its entity controlling page', () => {
    expect(entityControllingHref('site', 4)).toBe('/sites/4/controlling');
    expect(entityControllingHref('location', 5)).toBe('/locations/5/controlling');
    expect(entityControllingHref('farm', 6)).toBe('/farms/6/controlling');
    expect(entityControllingHref('association', 7)).toBe('/associations/7/controlling');
  });
  it('names an incident\'s site with its farm and location, so a clerk of many farms knows which it is', () => {
    expect(incidentEntityText({ type: 'site', name: '003', farm: '276001 - Sonnenhof', location: 'Nord' })).toEqual({
      title: 'Betriebsstätte 003',
      context: 'LDWU 276001 - Sonnenhof, Betrieb Nord',
    });
    expect(incidentEntityText({ type: 'site', name: '276001 Stall', farm: '276001 - Sonnenhof', location: null }).context).toBe('LDWU 276001 - Sonnenhof, ohne Betrieb');
    expect(incidentEntityText({ type: 'location', name: 'Nord', farm: '276001 - Sonnenhof' })).toEqual({ title: 'Betrieb Nord', context: 'LDWU 276001 - Sonnenhof' });
    expect(incidentEntityText({ type: 'farm', name: '276001 - Sonnenhof' })).toEqual({ title: 'LDWU 276001 - Sonnenhof', context: null });
    // While the farm and location load, nothing stands in for them.
    expect(incidentEntityText({ type: 'site', name: '003' })).toEqual({ title: 'Betriebsstätte 003', context: null });
  });
});
