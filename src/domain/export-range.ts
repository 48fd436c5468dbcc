// The date range of the report export (product rules ‹Data export›, ‹Validation rules›): both dates optional, start ≤ end ≤ today.
// The pickers take their limits from here (start at most the end or today; end at least the start
// and at most today), and the same rules check a typed date before anything is requested.
import { Temporal } from 'temporal-polyfill';
import { EXPORT_PREFIX } from './constants.ts';
import { datedFileName } from './format.ts';

/** Dates as 'YYYY-MM-DD' (what the pickers and the API speak); null: no limit. */
export interface ExportRange {
  start: string | null;
  end: string | null;
}

export const EXPORT_RANGE_TEXTS = {
  title: 'Daten exportieren',
  section: 'Prüfergebnisse',
  startLabel: 'Beginn-Datum',
  startPlaceholder: 'Von Anfang an',
  startReset: 'Kein Beginn-Datum festlegen',
  endLabel: 'End-Datum',
  endPlaceholder: 'Bis heute',
  endReset: 'Kein End-Datum festlegen',
  submit: 'Jetzt exportieren',
  startAfterEnd: 'Das Beginn-Datum darf nicht nach dem End-Datum liegen.',
  startInFuture: 'Das Beginn-Datum darf nicht in der Zukunft liegen.',
  endBeforeStart: 'Das End-Datum darf nicht vor dem Beginn-Datum liegen.',
  endInFuture: 'Das End-Datum darf nicht in der Zukunft liegen.',
} as const;

const cmp = (a: string, b: string) => Temporal.PlainDate.compare(Temporal.PlainDate.from(a), Temporal.PlainDate.from(b));
const earlier = (a: string, b: string) => (cmp(a, b) <= 0 ? a : b);

/** The start picker's latest day: the end date or today, whichever comes first. */
export const startMax = (range: ExportRange, today: string): string => (range.end ? earlier(range.end, today) : today);

/** The end picker's limits: from the start (if any) to today. */
export const endMin = (range: ExportRange): string | null => range.start;
export const endMax = (_range: ExportRange, today: string): string => today;

export interface ExportRangeErrors {
  start?: string;
  end?: string;
}

/** What is wrong with a range (a typed date can leave the pickers' limits); empty when it may be exported. */
export function exportRangeErrors(range: ExportRange, today: string): ExportRangeErrors {
  const errors: ExportRangeErrors = {};
  if (range.start && cmp(range.start, today) > 0) errors.start = EXPORT_RANGE_TEXTS.startInFuture;
  if (range.end && cmp(range.end, today) > 0) errors.end = EXPORT_RANGE_TEXTS.endInFuture;
  if (range.start && range.end && cmp(range.start, range.end) > 0) {
    errors.start ??= EXPORT_RANGE_TEXTS.startAfterEnd;
    errors.end ??= EXPORT_RANGE_TEXTS.endBeforeStart;
  }
  return errors;
}

export const isExportRangeValid = (range: ExportRange, today: string) => Object.keys(exportRangeErrors(range, today)).length === 0;

/** The REST path of the export: '/reports/csv/' with begin and end only where set. */
export function reportCsvPath(range: ExportRange): string {
  const q = new URLSearchParams();
  if (range.start) q.set('begin', range.start);
  if (range.end) q.set('end', range.end);
  const query = q.toString();
  return `/reports/csv/${query ? `?${query}` : ''}`;
}

/** 'Prüfungenexport_YYYYMMDD.csv' (product rules ‹Evaluation, group and filter calls›), dated today. */
export const reportExportFileName = (date?: Temporal.Instant | string) => datedFileName(EXPORT_PREFIX.reports, 'csv', date);
