// The field timeline page (product rules ‹Timeline page›, ‹Business constants and limits›): 12 monthly points back from today, one request per
// point and series spaced 50 ms apart, values rounded to the figure's precision.
import { Temporal } from 'temporal-polyfill';
import { HISTORY_MONTHS, TIMELINE_REQUEST_SPACING_MS } from './constants.ts';
import { berlinDate, formatDate } from './format.ts';

export const TIMELINE_LOADING = 'Zeitreihen-Daten werden geladen...';
export const TIMELINE_HEIGHT = 600;
export const timelineTitle = (field: string) => `Zeitreihe: ${field}`;

export const TIMELINE_FIELD_NOT_FOUND = {
  title: 'Kennzahl nicht gefunden',
  text: 'Die Adresse nennt keine Kennzahl des Katalogs. Wählen Sie die Kennzahl in der Auswertung.',
} as const;

export type TimelineField<F> = { kind: 'loading' } | { kind: 'unknown' } | { kind: 'known'; field: F; label: string };

/** The route's field among the catalogue (null while it loads): an unknown one is never shown by its raw id. */
export function timelineField<F extends { pythonic_name: string; name: string; label_or_name?: string | null }>(
  catalogue: readonly F[] | null | undefined,
  fieldName: string,
): TimelineField<F> {
  if (!catalogue) return { kind: 'loading' };
  const field = catalogue.find((f) => f.pythonic_name === fieldName);
  return field ? { kind: 'known', field, label: field.label_or_name || field.name } : { kind: 'unknown' };
}

/**
 * The report dates of the timeline (YYYY-MM-DD, oldest first): today and the 11 months before. A
 * report date already counts the reports on that day (the latest on or before it), so ending
 * tomorrow, as the controlling history's exclusive bound does, would only print a day not yet come.
 */
export function timelineDates(today: string | Temporal.PlainDate = berlinDate()!, months: number = HISTORY_MONTHS): string[] {
  const end = typeof today === 'string' ? Temporal.PlainDate.from(today) : today;
  return Array.from({ length: months }, (_, k) => end.subtract({ months: months - 1 - k }).toString());
}

/** 'Zeitraum: 23.12.2025 bis 23.11.2026'. */
export const periodText = (dates: readonly string[]) => `Zeitraum: ${formatDate(dates[0])} bis ${formatDate(dates.at(-1))}`;

/** A value rounded to the figure's decimal digits (null stays null). */
export function roundToPrecision(value: number | null | undefined, precision: number): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const f = 10 ** Math.max(0, Math.min(15, Math.trunc(precision)));
  return Math.round(value * f) / f;
}

/**
 * Starts the calls `spacingMs` apart (the first at once) without waiting for earlier ones to finish,
 * and collects the results in order (a failed call yields its error). Spacing the starts keeps the
 * server from a burst of 12 × (1 + groups) requests while the page still loads in a few seconds.
 */
export async function runSpaced<T>(
  calls: readonly (() => Promise<T>)[],
  spacingMs: number = TIMELINE_REQUEST_SPACING_MS,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  signal?: AbortSignal,
): Promise<({ ok: true; value: T } | { ok: false; error: unknown })[]> {
  const running: Promise<{ ok: true; value: T } | { ok: false; error: unknown }>[] = [];
  for (let i = 0; i < calls.length; i++) {
    if (i > 0) await sleep(spacingMs);
    if (signal?.aborted) break;
    running.push(calls[i]!().then((value) => ({ ok: true as const, value }), (error: unknown) => ({ ok: false as const, error })));
  }
  return Promise.all(running);
}
