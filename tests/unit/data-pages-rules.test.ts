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

const counts = (lacking: number, unassigned: number) => ({ locations_lacking_profile: lacking, sites_without_location: unassigned });

describe('data check view (product rules ‹Data check›)', () => {
  it('shows the two counts the server counted, for lists longer than any page', () => {
    expect(dataCheckView({ account_type: 'farm_admin' }, { counts: counts(10_050, 0), links: [] })).toEqual({
      kind: 'incomplete',
      canFix: true,
      locations_lacking_profile: 10_050,
      sites_without_location: 0,
    });
    expect(dataCheckView({ account_type: 'farm_admin' }, { counts: counts(0, 3), links: [] })).toMatchObject({ kind: 'incomplete', sites_without_location: 3 });
  });

  it('red hints for staff with allow_management on at least one location, yellow warnings otherwise', () => {
    const staff = { account_type: 'farm_staff' as const };
    const some = dataCheckView(staff, { counts: counts(1, 1), links: [{ allow_management: false }, { allow_management: true }] });
    const none = dataCheckView(staff, { counts: counts(1, 1), links: [{ allow_management: false }] });
    expect(some.kind === 'incomplete' && some.canFix).toBe(true);
    expect(none.kind === 'incomplete' && none.canFix).toBe(false);
  });

  it('all complete when nothing is missing, and always for association users and superusers', () => {
    expect(dataCheckView({ account_type: 'farm_staff' }, { counts: counts(0, 0), links: [] })).toEqual({ kind: 'complete' });
    expect(dataCheckView({ account_type: 'association_admin' }, { counts: counts(5, 5), links: [] })).toEqual({ kind: 'complete' });
    expect(dataCheckView({ account_type: 'farm_admin', is_superuser: true }, { counts: counts(5, 5), links: [] })).toEqual({ kind: 'complete' });
    expect(dataCheckView(null, { counts: counts(5, 5), links: [] })).toEqual({ kind: 'complete' });
  });

  it("labels the links 'LDWU bearbeiten' and 'Farm bearbeiten'", () => {
    expect([DATA_CHECK_HINTS.editFarmOfLocation, DATA_CHECK_HINTS.editFarmOfSite]).toEqual(['LDWU bearbeiten', 'Farm bearbeiten']);
  });
});
