// A group's spread (product rules ‹Group spread›) as the evaluation detail, its print layout and
// the XLSX show it: the texts, the sentence a screen reader reads, and where the strip draws the
// middle half, the median and the own value. The better side is always on the right (smaller-is-
// better figures are mirrored), so the strips of all figures read the same way.
import { formatNumber } from './format.ts';

export const SPREAD_TEXT = {
  p25: 'P25',
  median: 'Median',
  p75: 'P75',
  middle: 'Mitte 50 %',
  own: 'eigener Wert',
  /** Above the report and in the print: how to read the strips. */
  legend: 'Streuung je Vergleichsgruppe: Kasten = Mitte 50 % der Betriebe, Strich = Median, Raute = eigener Wert; besser ist rechts (Kennzahlen ohne Richtung: größer rechts).',
} as const;

/** The XLSX columns of one group's spread. */
export const spreadColumnTitles = (group: string) => [`${group}: ${SPREAD_TEXT.p25}`, `${group}: ${SPREAD_TEXT.median}`, `${group}: ${SPREAD_TEXT.p75}`];

export interface Spread {
  p25: number;
  median: number;
  p75: number;
}

/** A row's spread when all three are numbers (withheld or entity rows: null). */
export function spreadOf(row: { p25?: number | null; median?: number | null; p75?: number | null }): Spread | null {
  const { p25, median, p75 } = row;
  return typeof p25 === 'number' && typeof median === 'number' && typeof p75 === 'number' ? { p25, median, p75 } : null;
}

/** 'Mitte 50 %: 3,2–4,1, Median 3,6, eigener Wert 3,9' (worse end first; no own value: without it). */
export function spreadLabel(s: Spread, own: number | null, precision: number): string {
  const t = (v: number) => formatNumber(v, { precision });
  const parts = [`${SPREAD_TEXT.middle}: ${t(s.p25)}–${t(s.p75)}`, `${SPREAD_TEXT.median} ${t(s.median)}`];
  if (own !== null) parts.push(`${SPREAD_TEXT.own} ${t(own)}`);
  return parts.join(', ');
}

export interface SpreadStrip {
  /** Percent of the strip's width from its left edge (better to the right). */
  boxFrom: number;
  boxTo: number;
  median: number;
  /** null: no own value. */
  own: number | null;
  /** The own value lies outside the middle half, beyond the strip's drawn range (clamped to an edge). */
  ownClamped: boolean;
}

const clamp = (p: number) => Math.min(100, Math.max(0, p));

/** Share of the strip left free on each side of the middle half (the own value may lie there). */
const MARGIN = 20;

/**
 * The strip's geometry: the middle half spans the inner 60 % of the strip, the own value is placed
 * on the same scale and clamped to the edges. `evaluation` false mirrors (smaller is better).
 */
export function spreadStrip(s: Spread, own: number | null, evaluation: boolean | null): SpreadStrip {
  const lo = Math.min(s.p25, s.p75);
  const hi = Math.max(s.p25, s.p75);
  const span = hi - lo;
  const inner = 100 - 2 * MARGIN;
  // A middle half of one value: a scale from the own value's distance, else a fixed one.
  const scale = span > 0 ? inner / span : own !== null && own !== lo ? MARGIN / 2 / Math.abs(own - lo) : 0;
  const at = (v: number) => {
    const x = span > 0 ? MARGIN + (v - lo) * scale : 50 + (v - lo) * scale;
    return evaluation === false ? 100 - x : x;
  };
  const a = at(s.p25);
  const b = at(s.p75);
  const ownAt = own === null ? null : at(own);
  return {
    boxFrom: Math.min(a, b),
    boxTo: Math.max(a, b),
    median: at(s.median),
    own: ownAt === null ? null : clamp(ownAt),
    ownClamped: ownAt !== null && (ownAt < 0 || ownAt > 100),
  };
}
