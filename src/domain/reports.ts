// When a site's milk-recording report counts as "current" (farm list filter 'Aktuelle MLP
// vorhanden', '(inaktiv, keine MLP)', the site's has_current_report).
//
// Milk recording runs about 11 test days a year, i.e. one every ~33 days. A report is current when
// its inspection date lies within the last CURRENT_REPORT_DAYS = 62 days (about two test-day
// cycles): a farm that missed one test day still counts as current, one that missed two does not.
// The server applies the same rule in SQL (`inspection_date >= currentReportCutoff(today)`).
import { Temporal } from 'temporal-polyfill';
import { berlinDate, TIME_ZONE } from './format.ts';

export const CURRENT_REPORT_DAYS = 62;

type DateLike = string | Temporal.PlainDate;

const toPlainDate = (d: DateLike) => (typeof d === 'string' ? Temporal.PlainDate.from(d.slice(0, 10)) : d);

/**
 * The Berlin day asked last, as the instants it spans [from, until), with its date and the
 * current-report cutoff. Lists and report queries ask on every request and the Temporal arithmetic
 * costs ~30 µs; a pure function of the clock, so every instance computes the same.
 */
let lastDay: { from: number; until: number; today: string; cutoff: string } | null = null;

function berlinDay(now: Date) {
  const ms = now.getTime();
  if (lastDay && ms >= lastDay.from && ms < lastDay.until) return lastDay;
  const date = berlinDate(now)!;
  const from = date.toZonedDateTime({ timeZone: TIME_ZONE }).epochMilliseconds;
  const until = date.add({ days: 1 }).toZonedDateTime({ timeZone: TIME_ZONE }).epochMilliseconds;
  lastDay = { from, until, today: date.toString(), cutoff: currentReportCutoff(date) };
  return lastDay;
}

/** Today's date (YYYY-MM-DD) in the product's time zone (Europe/Berlin, see format.ts). */
export function reportToday(now: Date = new Date()): string {
  return berlinDay(now).today;
}

/** Today's cutoff (YYYY-MM-DD, currentReportCutoff of reportToday(now)): reports inspected on or after it are current. */
export function currentCutoff(now: Date = new Date()): string {
  return berlinDay(now).cutoff;
}

/** The first day (YYYY-MM-DD) of the report month containing `now`: the demo data's anchor. */
export function reportMonthStart(now: Date = new Date()): string {
  return berlinDate(now)!.with({ day: 1 }).toString();
}

/** The earliest inspection date (YYYY-MM-DD) that still counts as current on `today`. */
export function currentReportCutoff(today: DateLike, days: number = CURRENT_REPORT_DAYS): string {
  return toPlainDate(today).subtract({ days }).toString();
}

/**
 * Whether a report inspected on `inspectionDate` is current against a cutoff of currentReportCutoff
 * (future dates count as current). ISO dates (YYYY-MM-DD) order as their text does: a list computes
 * the cutoff once and each row costs a string comparison, not two date parses.
 */
export function isCurrentSince(inspectionDate: DateLike | null | undefined, cutoff: string): boolean {
  if (!inspectionDate) return false;
  return (typeof inspectionDate === 'string' ? inspectionDate.slice(0, 10) : inspectionDate.toString()) >= cutoff;
}
