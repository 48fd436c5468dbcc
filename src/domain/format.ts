// German formatting (product rules ‹Header and navigation›, ‹Business constants and limits›) with Temporal and Intl.
//
// Rendering decisions:
// - Times are shown in Europe/Berlin, whatever the machine's zone.
// - Date-time: 'DD. MMM. YYYY, HH:mm Uhr' where MMM is the month as Intl de-DE abbreviates it inside
//   a date (CLDR 'format' context): Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. Dez.
//   The dot belongs to the abbreviation, so no extra dot is added: '05. Nov. 2026, 14:03 Uhr',
//   '05. März 2026, 14:03 Uhr'. The table is fixed here (tests check it still equals Intl) so that
//   browsers with other ICU data render the same.
// - A plain date (YYYY-MM-DD) given to formatDateTime renders without the time: '05. Nov. 2026'.
// - 'nie' renders as 'noch nicht'; missing or unparseable input renders as the replacement ('').
import { Temporal } from 'temporal-polyfill';

export const TIME_ZONE = 'Europe/Berlin';
export const GERMAN_MONTH_ABBREVIATIONS = ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'] as const;
export const NEVER = 'nie';
export const NEVER_TEXT = 'noch nicht';

export type DateInput =
  | string
  | number
  | Date
  | Temporal.Instant
  | Temporal.ZonedDateTime
  | Temporal.PlainDateTime
  | Temporal.PlainDate
  | null
  | undefined;

type Resolved = { kind: 'date'; date: Temporal.PlainDate } | { kind: 'time'; time: Temporal.ZonedDateTime };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const HAS_OFFSET = /(Z|[+-]\d{2}(:?\d{2})?)$/i;

function resolve(value: DateInput): Resolved | null {
  try {
    if (value === null || value === undefined) return null;
    if (value instanceof Temporal.PlainDate) return { kind: 'date', date: value };
    if (value instanceof Temporal.ZonedDateTime) return { kind: 'time', time: value.withTimeZone(TIME_ZONE) };
    if (value instanceof Temporal.Instant) return { kind: 'time', time: value.toZonedDateTimeISO(TIME_ZONE) };
    if (value instanceof Temporal.PlainDateTime) return { kind: 'time', time: value.toZonedDateTime(TIME_ZONE) };
    if (value instanceof Date || typeof value === 'number') {
      const ms = typeof value === 'number' ? value : value.getTime();
      return Number.isFinite(ms) ? { kind: 'time', time: Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(TIME_ZONE) } : null;
    }
    const text = value.trim();
    if (DATE_ONLY.test(text)) return { kind: 'date', date: Temporal.PlainDate.from(text) };
    if (HAS_OFFSET.test(text)) return { kind: 'time', time: Temporal.Instant.from(text).toZonedDateTimeISO(TIME_ZONE) };
    // No offset: a wall-clock time in Berlin.
    return { kind: 'time', time: Temporal.PlainDateTime.from(text).toZonedDateTime(TIME_ZONE) };
  } catch {
    return null;
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const longDate = (d: { day: number; month: number; year: number }) => `${pad(d.day)}. ${GERMAN_MONTH_ABBREVIATIONS[d.month - 1]} ${d.year}`;

export interface DateFormatOptions {
  /** Text for missing or unparseable values (default ''). */
  replacement?: string;
}

/** 'DD. MMM. YYYY, HH:mm Uhr' in Europe/Berlin; 'nie' ⇒ 'noch nicht'. */
export function formatDateTime(value: DateInput, { replacement = '' }: DateFormatOptions = {}): string {
  if (typeof value === 'string' && value.trim() === NEVER) return NEVER_TEXT;
  const r = resolve(value);
  if (!r) return replacement;
  if (r.kind === 'date') return longDate(r.date);
  return `${longDate(r.time)}, ${pad(r.time.hour)}:${pad(r.time.minute)} Uhr`;
}

/** 'DD.MM.YYYY' (the calendar day in Europe/Berlin); 'nie' ⇒ 'noch nicht'. */
export function formatDate(value: DateInput, { replacement = '' }: DateFormatOptions = {}): string {
  if (typeof value === 'string' && value.trim() === NEVER) return NEVER_TEXT;
  const r = resolve(value);
  if (!r) return replacement;
  const d = r.kind === 'date' ? r.date : r.time;
  return `${pad(d.day)}.${pad(d.month)}.${pad(d.year, 4)}`;
}

/** The Berlin calendar day of a value (default: today) as Temporal.PlainDate. */
export function berlinDate(value: DateInput = Temporal.Now.instant()): Temporal.PlainDate | null {
  const r = resolve(value);
  if (!r) return null;
  return r.kind === 'date' ? r.date : r.time.toPlainDate();
}

/** 'YYYYMMDD' for export file names (default: today in Berlin). */
export function formatFileDate(value: DateInput = Temporal.Now.instant()): string {
  const d = berlinDate(value);
  if (!d) throw new RangeError(`formatFileDate: invalid date ${String(value)}`);
  return `${pad(d.year, 4)}${pad(d.month)}${pad(d.day)}`;
}

/** 'YYYY-MM-DD' as sent to the API (report_date, begin, end, oldest_date). */
export function formatApiDate(value: DateInput): string {
  const d = berlinDate(value);
  if (!d) throw new RangeError(`formatApiDate: invalid date ${String(value)}`);
  return d.toString();
}

/** e.g. datedFileName('Benutzerexport_', 'csv') ⇒ 'Benutzerexport_20261105.csv'. */
export const datedFileName = (prefix: string, extension: string, date: DateInput = Temporal.Now.instant()) =>
  `${prefix}${formatFileDate(date)}.${extension}`;

export interface NumberFormatOptions {
  /** Decimal digits (default 2, the default precision of a report field). */
  precision?: number;
  /** Show '+' for positive values (relative values). Zero never gets a sign. */
  signed?: boolean;
  /** Text for NaN, ±Infinity, null and undefined (default ''). */
  replacement?: string;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(precision: number, signed: boolean): Intl.NumberFormat {
  const key = `${precision}|${signed}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat('de-DE', {
      minimumFractionDigits: precision,
      maximumFractionDigits: precision,
      signDisplay: signed ? 'exceptZero' : 'negative',
    });
    numberFormats.set(key, f);
  }
  return f;
}

/** German number: '1.234,50'; '+3,20' when signed; values rounding to zero show no sign ('0,00'). */
export function formatNumber(value: number | null | undefined, { precision = 2, signed = false, replacement = '' }: NumberFormatOptions = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return replacement;
  const digits = Math.min(20, Math.max(0, Math.trunc(precision)));
  return numberFormat(digits, signed).format(value);
}

/**
 * A typed number in German notation, as the number fields read it: ',' is the decimal separator and
 * '.' groups thousands ('3,5' is 3.5, '9.450' is 9450, '1.000,25' is 1000.25). Empty, half-typed
 * ('-', ',') or not a number: null.
 */
export function parseGermanNumber(text: string): number | null {
  const t = text.replace(/[\s\u00a0\u202f]/g, '').replace(/\u2212/g, '-');
  if (!/^[+-]?[\d.]*(,\d*)?$/.test(t) || !/\d/.test(t)) return null;
  const n = Number(t.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}
