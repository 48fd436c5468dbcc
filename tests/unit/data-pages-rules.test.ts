import { describe, expect, it } from 'vitest';
import { DATA_CHECK_HINTS, dataCheckView } from '../../src/domain/data-check.ts';
import { isReportCsvFileName, rejectedLines, uploadSummary } from '../../src/domain/report-import.ts';
import { csvRows, downloadProgressText, formatBytes, progressPercent, uploadProgressText } from '../../src/domain/transfer.ts';

describe('report import rules', () => {
  it('takes .csv files only', () => {
    expect(isReportCsvFileName('MLP_2026-11.CSV')).toBe(true);
    expect(isReportCsvFileName(' bericht.csv ')).toBe(true);
    expect(isReportCsvFileName('bericht.xlsx')).toBe(false);
    expect(isReportCsvFileName('csv')).toBe(false);
  });

  it('sums up a stored upload in German with singular and plural', () => {
    expect(uploadSummary({ stored: 1, replaced: 0, sites: 1, incidents: 1 })).toEqual([
      '1 Prüfbericht neu gespeichert',
      '0 Prüfberichte ersetzt',
      '1 Betriebsstätte betroffen',
      '1 Meldung im Controllingsystem ausgelöst',
    ]);
    expect(uploadSummary({ stored: 1234, replaced: 2, sites: 40, incidents: 3 })[0]).toBe('1.234 Prüfberichte neu gespeichert');
    expect(uploadSummary({ stored: 1234, replaced: 2, sites: 40, incidents: 3 })[3]).toBe('3 Meldungen im Controllingsystem ausgelöst');
  });

  it('lists rejected lines in file order, the file itself first', () => {
    const lines = rejectedLines({ 'Zeile 10': ['b'], 'Zeile 2': ['a'], Datei: ['Keine UTF-8-Kodierung.'], 'Zeile 9': ['c', 'd'] });
    expect(lines.map((l) => l.line)).toEqual(['Datei', 'Zeile 2', 'Zeile 9', 'Zeile 10']);
    expect(lines[2]!.reasons).toEqual(['c', 'd']);
    expect(rejectedLines(undefined)).toEqual([]);
  });
});

describe('transfer progress texts', () => {
  it('formats bytes in German binary units', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(512)).toBe('512 Bytes');
    expect(formatBytes(1536)).toBe('1,5 kB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5,0 MB');
  });

  it('counts CSV rows without the header and gives a percentage only with a total', () => {
    expect(csvRows({ loaded: 10, total: null, lines: 0 })).toBe(0);
    expect(csvRows({ loaded: 10, total: null, lines: 1 })).toBe(0);
    expect(csvRows({ loaded: 10, total: null, lines: 13 })).toBe(12);
    expect(progressPercent({ loaded: 50, total: null, lines: 0 })).toBeNull();
    expect(progressPercent({ loaded: 50, total: 200, lines: 0 })).toBe(25);
    expect(progressPercent({ loaded: 300, total: 200, lines: 0 })).toBe(100);
  });

  it('reads rows and bytes while the export streams, sent and total while uploading', () => {
    expect(downloadProgressText({ loaded: 2048, total: null, lines: 1235 })).toBe('Prüfberichte: 1.234 · 2,0 kB empfangen');
    expect(uploadProgressText({ loaded: 1024, total: 4096, lines: 0 })).toBe('1,0 kB von 4,0 kB hochgeladen');
    expect(uploadProgressText(null)).toBe('0 Bytes hochgeladen');
  });
});

describe('data check view (product rules ‹Data check›)', () => {
  const farms: Record<number, string> = { 1: 'Hof Zander', 2: 'Hof Albers' };
  const name = (id: number) => farms[id] ?? '<unbekannt>';
  const locations = [
    { id: 10, farm: 1, name: 'Nord', active_profile: null },
    { id: 11, farm: 2, name: 'Süd', active_profile: { incomplete: true } },
    { id: 12, farm: 2, name: 'Alt', active_profile: { incomplete: false } },
    { id: 13, farm: 2, name: 'Ost', active_profile: null },
  ];
  const sites = [
    { id: 20, farm: 1, display_name: '0002', location: null },
    { id: 21, farm: 2, display_name: '0001', location: 12 },
  ];

  it('lists incomplete locations and unassigned sites, sorted by farm then name', () => {
    const view = dataCheckView({ account_type: 'farm_admin' }, { locations, sites, links: [] }, name);
    expect(view.kind).toBe('incomplete');
    if (view.kind !== 'incomplete') return;
    expect(view.locations.map((l) => l.id)).toEqual([13, 11, 10]);
    expect(view.sites.map((s) => s.id)).toEqual([20]);
    expect(view.canFix).toBe(true);
  });

  it('red hints for staff with allow_management on at least one location, yellow warnings otherwise', () => {
    const staff = { account_type: 'farm_staff' as const };
    const some = dataCheckView(staff, { locations, sites, links: [{ allow_management: false }, { allow_management: true }] }, name);
    const none = dataCheckView(staff, { locations, sites, links: [{ allow_management: false }] }, name);
    expect(some.kind === 'incomplete' && some.canFix).toBe(true);
    expect(none.kind === 'incomplete' && none.canFix).toBe(false);
  });

  it('all complete when nothing is missing, and always for association users and superusers', () => {
    const ok = { locations: [locations[2]!], sites: [sites[1]!], links: [] };
    expect(dataCheckView({ account_type: 'farm_staff' }, ok, name)).toEqual({ kind: 'complete' });
    expect(dataCheckView({ account_type: 'association_admin' }, { locations, sites, links: [] }, name)).toEqual({ kind: 'complete' });
    expect(dataCheckView({ account_type: 'farm_admin', is_superuser: true }, { locations, sites, links: [] }, name)).toEqual({ kind: 'complete' });
    expect(dataCheckView(null, { locations, sites, links: [] }, name)).toEqual({ kind: 'complete' });
  });

  it("labels the links 'LDWU bearbeiten' and 'Farm bearbeiten'", () => {
    expect([DATA_CHECK_HINTS.editFarmOfLocation, DATA_CHECK_HINTS.editFarmOfSite]).toEqual(['LDWU bearbeiten', 'Farm bearbeiten']);
  });
});
