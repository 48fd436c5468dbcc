import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import {
  GERMAN_MONTH_ABBREVIATIONS, berlinDate, datedFileName, formatApiDate, formatDate, formatDateTime, formatFileDate, formatNumber, parseGermanNumber,
} from '../../src/domain/format.ts';

describe('formatDateTime: DD. MMM. YYYY, HH:mm Uhr in Europe/Berlin', () => {
  it('renders the documented example', () => {
    expect(formatDateTime('2026-11-05T13:03:00Z')).toBe('05. Nov. 2026, 14:03 Uhr');
  });
  it('uses the Intl de-DE month abbreviations (format context) of this runtime', () => {
    const intl = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
    const months = Array.from({ length: 12 }, (_, i) => intl.formatToParts(new Date(Date.UTC(2026, i, 15))).find((p) => p.type === 'month')!.value);
    expect([...GERMAN_MONTH_ABBREVIATIONS]).toEqual(months);
    expect(formatDateTime('2026-03-05T08:00:00Z')).toBe('05. März 2026, 09:00 Uhr');
    expect(formatDateTime('2026-09-30T22:30:00Z')).toBe('01. Okt. 2026, 00:30 Uhr');
  });
  it('follows daylight saving time', () => {
    expect(formatDateTime('2026-07-01T12:00:00Z')).toBe('01. Juli 2026, 14:00 Uhr');
    expect(formatDateTime('2026-01-01T12:00:00Z')).toBe('01. Jan. 2026, 13:00 Uhr');
    expect(formatDateTime('2026-03-29T00:59:00Z')).toBe('29. März 2026, 01:59 Uhr');
    expect(formatDateTime('2026-03-29T01:00:00Z')).toBe('29. März 2026, 03:00 Uhr');
  });
  it('accepts offsets, wall-clock strings, Date, epoch ms and Temporal values', () => {
    expect(formatDateTime('2026-11-05T14:03:00+01:00')).toBe('05. Nov. 2026, 14:03 Uhr');
    expect(formatDateTime('2026-11-05T14:03:00')).toBe('05. Nov. 2026, 14:03 Uhr');
    expect(formatDateTime('2026-11-05T14:03:27.123456')).toBe('05. Nov. 2026, 14:03 Uhr');
    expect(formatDateTime(new Date('2026-11-05T13:03:00Z'))).toBe('05. Nov. 2026, 14:03 Uhr');
    expect(formatDateTime(Date.UTC(2026, 10, 5, 13, 3))).toBe('05. Nov. 2026, 14:03 Uhr');
    expect(formatDateTime(Temporal.Instant.from('2026-11-05T13:03:00Z'))).toBe('05. Nov. 2026, 14:03 Uhr');
    expect(formatDateTime(Temporal.ZonedDateTime.from('2026-11-05T08:03:00-05:00[America/New_York]'))).toBe('05. Nov. 2026, 14:03 Uhr');
    expect(formatDateTime(Temporal.PlainDateTime.from('2026-11-05T14:03'))).toBe('05. Nov. 2026, 14:03 Uhr');
  });
  it('a plain date renders without time', () => {
    expect(formatDateTime('2026-05-01')).toBe('01. Mai 2026');
    expect(formatDateTime(Temporal.PlainDate.from('2026-06-09'))).toBe('09. Juni 2026');
  });
  it("'nie' ⇒ 'noch nicht'; missing or invalid ⇒ replacement", () => {
    expect(formatDateTime('nie')).toBe('noch nicht');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined, { replacement: '–' })).toBe('–');
    expect(formatDateTime('gestern', { replacement: 'n. v.' })).toBe('n. v.');
    expect(formatDateTime(new Date(Number.NaN))).toBe('');
    expect(formatDateTime(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatDate: DD.MM.YYYY', () => {
  it('plain dates as they are, instants as the Berlin day', () => {
    expect(formatDate('2026-11-05')).toBe('05.11.2026');
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('01.01.2027');
    expect(formatDate(new Date('2026-06-30T21:59:00Z'))).toBe('30.06.2026');
    expect(formatDate('nie')).toBe('noch nicht');
    expect(formatDate('', { replacement: 'n. v.' })).toBe('n. v.');
  });
});

describe('file and API dates', () => {
  it('formatFileDate is YYYYMMDD of the Berlin day', () => {
    expect(formatFileDate('2026-11-05T23:30:00Z')).toBe('20261106');
    expect(formatFileDate(Temporal.PlainDate.from('2026-01-02'))).toBe('20260102');
    expect(formatFileDate()).toMatch(/^\d{8}$/);
    expect(() => formatFileDate('kaputt')).toThrow(RangeError);
  });
  it('export names', () => {
    expect(datedFileName('Benutzerexport_', 'csv', '2026-11-05')).toBe('Benutzerexport_20261105.csv');
    expect(datedFileName('Auswertungsexport_', 'xlsx', '2026-11-05')).toBe('Auswertungsexport_20261105.xlsx');
  });
  it('formatApiDate is YYYY-MM-DD', () => {
    expect(formatApiDate('2026-11-05T23:30:00Z')).toBe('2026-11-06');
    expect(formatApiDate(Temporal.PlainDate.from('2026-01-02'))).toBe('2026-01-02');
    expect(() => formatApiDate(null)).toThrow(RangeError);
  });
  it('berlinDate', () => {
    expect(berlinDate('2026-11-05T23:30:00Z')?.toString()).toBe('2026-11-06');
    expect(berlinDate('x')).toBeNull();
  });
});

describe('formatNumber: de-DE', () => {
  it('2 decimals by default, grouping with dots', () => {
    expect(formatNumber(1234.5)).toBe('1.234,50');
    expect(formatNumber(1234567.891)).toBe('1.234.567,89');
    expect(formatNumber(0)).toBe('0,00');
    expect(formatNumber(-3.2)).toBe('-3,20');
  });
  it('precision', () => {
    expect(formatNumber(3.14159, { precision: 0 })).toBe('3');
    expect(formatNumber(3.14159, { precision: 1 })).toBe('3,1');
    expect(formatNumber(3.14159, { precision: 4 })).toBe('3,1416');
    expect(formatNumber(2.5, { precision: -1 })).toBe('3');
  });
  it("optional '+' for positive relative values, never for zero", () => {
    expect(formatNumber(3.2, { signed: true })).toBe('+3,20');
    expect(formatNumber(-3.2, { signed: true })).toBe('-3,20');
    expect(formatNumber(0, { signed: true })).toBe('0,00');
    expect(formatNumber(0.001, { signed: true })).toBe('0,00');
  });
  it('no negative zero', () => {
    expect(formatNumber(-0)).toBe('0,00');
    expect(formatNumber(-0.001)).toBe('0,00');
    expect(formatNumber(-0.001, { signed: true })).toBe('0,00');
  });
  it('replacement for NaN, ±Infinity, null, undefined', () => {
    for (const v of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, null, undefined]) {
      expect(formatNumber(v)).toBe('');
      expect(formatNumber(v, { replacement: '(ungültig)' })).toBe('(ungültig)');
    }
  });
});

describe('parseGermanNumber: what a number field reads', () => {
  it("decimal comma and thousands dots: '3,5' is 3.5, '9.450' is 9450", () => {
    expect(parseGermanNumber('3,5')).toBe(3.5);
    expect(parseGermanNumber('9.450')).toBe(9450);
    expect(parseGermanNumber('1.000,25')).toBe(1000.25);
    expect(parseGermanNumber(' -0,5 ')).toBe(-0.5);
    expect(parseGermanNumber('\u22122')).toBe(-2);
    expect(parseGermanNumber('3,')).toBe(3);
    expect(parseGermanNumber('0')).toBe(0);
  });
  it('empty, half-typed or not a number: null', () => {
    for (const t of ['', ' ', '-', ',', 'abc', '1,2,3', '1e5']) expect(parseGermanNumber(t)).toBeNull();
  });
});
