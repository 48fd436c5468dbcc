// The comparison-group deviation page (product rules ‹Deviation page›, ‹Business constants and limits›): per figure the entity's value against the
// group's, the difference, the relative deviation '%Abw', whether it lies within the tolerance, and
// the bar chart's scale: at least ±20 %, linear up to ±100 %, logarithmic beyond.
import { TOLERANCE_OPTIONS } from './constants.ts';
import { figureSections } from './evaluation-layout.ts';

export const DEFAULT_TOLERANCE = TOLERANCE_OPTIONS[0];
/** The smallest axis range of the deviation bar chart, in percent. */
export const DEVIATION_MIN_AXIS = 20;
/** Beyond ±100 % the chart's scale is logarithmic. */
export const DEVIATION_LINEAR_LIMIT = 100;
/**
 * The chart follows the width of its box (a fixed 600 px, as first specified, does not fit a
 * phone), up to this many px, so bars stay readable on a wide screen.
 */
export const DEVIATION_CHART_MAX_WIDTH = 960;

export const DEVIATION_MESSAGES = {
  invalidReferences: 'Ungültige Referenzen.',
  noData: 'Keine Daten vorhanden.',
} as const;

export type DeviationKind = 'within' | 'better' | 'worse' | 'above' | 'below';

export const DEVIATION_KIND_TEXT: Record<DeviationKind, string> = {
  within: 'im Toleranzbereich',
  better: 'besser',
  worse: 'schlechter',
  above: 'höher',
  below: 'niedriger',
};

export interface Deviation {
  difference: number;
  /** (value − reference) / |reference| × 100; null when the reference is 0. */
  percent: number | null;
}

const known = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** null when either value is missing. */
export function deviationOf(value: number | null | undefined, reference: number | null | undefined): Deviation | null {
  if (!known(value) || !known(reference)) return null;
  const difference = value - reference;
  return { difference, percent: reference === 0 ? null : (difference / Math.abs(reference)) * 100 };
}

/**
 * Within the tolerance (a share, 0.05 = 5 %), or outside it: better/worse for a directed figure,
 * above/below for a neutral one. A zero reference counts as within only for a zero difference.
 */
export function deviationKind(d: Deviation, tolerance: number, largerIsBetter: boolean | null | undefined): DeviationKind {
  const within = d.percent === null ? d.difference === 0 : Math.abs(d.percent) <= tolerance * 100 + 1e-9;
  if (within) return 'within';
  const above = d.difference > 0;
  if (largerIsBetter === null || largerIsBetter === undefined) return above ? 'above' : 'below';
  return above === largerIsBetter ? 'better' : 'worse';
}

/** Percent → chart position: linear to ±100, then 100 per decade (±1000 % sits at ±200). */
export function scaleDeviation(percent: number): number {
  const m = Math.abs(percent);
  if (m <= DEVIATION_LINEAR_LIMIT) return percent;
  return Math.sign(percent) * DEVIATION_LINEAR_LIMIT * (1 + Math.log10(m / DEVIATION_LINEAR_LIMIT));
}

/** Chart position → percent (the inverse of scaleDeviation, for axis labels). */
export function unscaleDeviation(position: number): number {
  const m = Math.abs(position);
  if (m <= DEVIATION_LINEAR_LIMIT) return position;
  return Math.sign(position) * DEVIATION_LINEAR_LIMIT * 10 ** (m / DEVIATION_LINEAR_LIMIT - 1);
}

/** The symmetric axis range in chart positions: at least ±20 %, enough for every bar. */
export function deviationAxis(percents: readonly (number | null)[]): number {
  const widest = Math.max(DEVIATION_MIN_AXIS, ...percents.filter(known).map((p) => Math.abs(scaleDeviation(p))));
  return Math.ceil(widest / 10) * 10;
}

/** Axis ticks in chart positions for a range: steps of 10/20/50 % inside ±100, decades beyond. */
export function deviationTicks(axis: number): number[] {
  const linear = Math.min(axis, DEVIATION_LINEAR_LIMIT);
  const step = linear <= 40 ? 10 : linear <= 60 ? 20 : 25;
  const ticks = new Set<number>([0]);
  for (let t = step; t <= linear + 1e-9; t += step) ticks.add(t).add(-t);
  for (let decade = 2; DEVIATION_LINEAR_LIMIT * decade <= axis + 1e-9; decade++) {
    ticks.add(DEVIATION_LINEAR_LIMIT * decade).add(-DEVIATION_LINEAR_LIMIT * decade);
  }
  return [...ticks].sort((a, b) => a - b);
}

export interface DeviationField {
  pythonic_name: string;
  name: string;
  label_or_name: string;
  category: string;
  subcategory: string;
  priority: number;
  evaluation: boolean | null;
  precision: number;
}

type Row = { field: string; value: number | null; has_error: boolean } | null;

export interface DeviationRow<F extends DeviationField> {
  field: F;
  value: number | null;
  reference: number | null;
  deviation: Deviation | null;
  kind: DeviationKind | null;
}

/**
 * The figures of the entity against the group, in the page's figure order (category, subcategory,
 * priority, name); a withheld group value counts as missing.
 */
export function deviationRows<F extends DeviationField>(
  fields: readonly F[],
  own: readonly Row[],
  group: readonly Row[],
  tolerance: number,
): DeviationRow<F>[] {
  const valueOf = (rows: readonly Row[]) => new Map(rows.filter((r) => r !== null).map((r) => [r.field, r.has_error ? null : r.value]));
  const mine = valueOf(own);
  const theirs = valueOf(group);
  const shown = fields.filter((f) => mine.has(f.pythonic_name) || theirs.has(f.pythonic_name));
  return figureSections(shown).flatMap((s) => s.fields).map((field) => {
    const value = mine.get(field.pythonic_name) ?? null;
    const reference = theirs.get(field.pythonic_name) ?? null;
    const d = deviationOf(value, reference);
    return { field, value, reference, deviation: d, kind: d ? deviationKind(d, tolerance, field.evaluation) : null };
  });
}

export const deviationTitle = (group: string, evaluation: string) => `Abweichung: ${group} — Auswertung: ${evaluation}`;
export const TOLERANCE_LABEL = 'Toleranzbereich';
