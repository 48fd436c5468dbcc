// The field timeline page (product rules ‹Timeline page›, ‹Business constants and limits›): 12 (or 24, 36) monthly points back from today for
// up to four figures, fetched in one request; values rounded to each figure's precision. runSpaced
// keeps the brief's 50 ms spacing for callers that still ask point by point.
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

/** The periods the timeline offers (product rules ‹Timeline page›): 12, 24 or 36 monthly points. */
export const TIMELINE_MONTH_CHOICES = [12, 24, 36] as const;
export type TimelineMonths = (typeof TIMELINE_MONTH_CHOICES)[number];
/** At most this many figures on one timeline page (one request, one small chart each). */
export const TIMELINE_MAX_FIGURES = 4;

export const TIMELINE_TEXT = {
  figures: `Kennzahlen (bis zu ${TIMELINE_MAX_FIGURES})`,
  period: 'Zeitraum wählen',
  months: (m: number) => `${m} Monate`,
  tooMany: `Höchstens ${TIMELINE_MAX_FIGURES} Kennzahlen.`,
  monthsAllowed: `Erlaubt sind ${TIMELINE_MONTH_CHOICES.join(', ')} Monate.`,
  unknownFigures: (n: number) =>
    n === 1 ? 'Eine Kennzahl der Adresse gibt es im Katalog nicht; sie wird nicht gezeigt.' : `${n} Kennzahlen der Adresse gibt es im Katalog nicht; sie werden nicht gezeigt.`,
} as const;

export const isTimelineMonths = (v: unknown): v is TimelineMonths => (TIMELINE_MONTH_CHOICES as readonly unknown[]).includes(v);

/** The page's choice: the route's figure first, then `kennzahlen` of the query (deduplicated, at most 4), and `monate` (12 unless 24 or 36). */
export interface TimelineChoice {
  figures: string[];
  months: TimelineMonths;
}

const FIGURE_NAME = /^[\p{L}\p{N}_]{1,100}$/u;

export function timelineChoice(routeField: string, search: string | URLSearchParams): TimelineChoice {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const listed = (params.get('kennzahlen') ?? '').split(',').map((s) => s.trim());
  const figures = [...new Set([routeField, ...listed].filter((f) => FIGURE_NAME.test(f)))].slice(0, TIMELINE_MAX_FIGURES);
  const months = Number(params.get('monate'));
  return { figures, months: isTimelineMonths(months) ? months : HISTORY_MONTHS as TimelineMonths };
}

/** The address of a choice: the first figure in the path, the others and a period other than 12 in the query, the entity kept. */
export function timelineHref(evaluationId: number, choice: TimelineChoice, entityQuery: string): string {
  const params = new URLSearchParams(entityQuery.replace(/^\?/, ''));
  const [first, ...rest] = choice.figures;
  if (rest.length) params.set('kennzahlen', rest.join(','));
  if (choice.months !== HISTORY_MONTHS) params.set('monate', String(choice.months));
  const query = params.toString().replace(/%2C/g, ',');
  return `/evaluations/${evaluationId}/fields/${encodeURIComponent(first ?? '')}${query ? `?${query}` : ''}`;
}
