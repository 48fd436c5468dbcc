import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import {
  EXPORT_RANGE_TEXTS as T,
  endMax,
  endMin,
  exportRangeErrors,
  isExportRangeValid,
  reportCsvPath,
  reportExportFileName,
  startMax,
} from '../../src/domain/export-range.ts';

const today = '2026-11-23';
const none = { start: null, end: null };

describe('export date range (product rules ‹Validation rules›: start ≤ end ≤ today)', () => {
  it('limits the start to the end or today, whichever comes first', () => {
    expect(startMax(none, today)).toBe(today);
    expect(startMax({ start: null, end: '2026-03-01' }, today)).toBe('2026-03-01');
    // An end after today (typed) does not lift the start's limit beyond today.
    expect(startMax({ start: null, end: '2027-01-01' }, today)).toBe(today);
  });

  it('limits the end to at least the start and at most today', () => {
    expect(endMin(none)).toBeNull();
    expect(endMin({ start: '2026-02-01', end: null })).toBe('2026-02-01');
    expect(endMax({ start: '2026-02-01', end: null }, today)).toBe(today);
  });

  it('accepts no dates, one date, equal dates and today', () => {
    for (const range of [none, { start: '2026-01-01', end: null }, { start: null, end: today }, { start: today, end: today }, { start: '2025-01-31', end: '2025-02-01' }]) {
      expect(exportRangeErrors(range, today)).toEqual({});
      expect(isExportRangeValid(range, today)).toBe(true);
    }
  });

  it('refuses a start after the end, with a message on both', () => {
    expect(exportRangeErrors({ start: '2026-05-02', end: '2026-05-01' }, today)).toEqual({ start: T.startAfterEnd, end: T.endBeforeStart });
  });

  it('refuses dates after today', () => {
    expect(exportRangeErrors({ start: '2026-11-24', end: null }, today)).toEqual({ start: T.startInFuture });
    expect(exportRangeErrors({ start: null, end: '2026-11-24' }, today)).toEqual({ end: T.endInFuture });
    expect(isExportRangeValid({ start: '2026-11-25', end: '2026-11-24' }, today)).toBe(false);
  });

  it('compares dates, not strings of different shape (leap day, year change)', () => {
    expect(exportRangeErrors({ start: '2024-02-29', end: '2024-03-01' }, today)).toEqual({});
    expect(exportRangeErrors({ start: '2025-12-31', end: '2026-01-01' }, today)).toEqual({});
  });

  it('sends begin and end only where set', () => {
    expect(reportCsvPath(none)).toBe('/reports/csv/');
    expect(reportCsvPath({ start: '2026-01-01', end: null })).toBe('/reports/csv/?begin=2026-01-01');
    expect(reportCsvPath({ start: null, end: '2026-02-01' })).toBe('/reports/csv/?end=2026-02-01');
    expect(reportCsvPath({ start: '2026-01-01', end: '2026-02-01' })).toBe('/reports/csv/?begin=2026-01-01&end=2026-02-01');
  });

  it("names the file 'Prüfungenexport_YYYYMMDD.csv'", () => {
    expect(reportExportFileName(Temporal.Instant.from('2026-11-05T10:00:00Z'))).toBe('Prüfungenexport_20261105.csv');
  });

  it('has the German texts of product rules ‹Data export›', () => {
    expect([T.title, T.section, T.startPlaceholder, T.startReset, T.endPlaceholder, T.endReset, T.submit]).toEqual([
      'Daten exportieren',
      'Prüfergebnisse',
      'Von Anfang an',
      'Kein Beginn-Datum festlegen',
      'Bis heute',
      'Kein End-Datum festlegen',
      'Jetzt exportieren',
    ]);
  });
});
