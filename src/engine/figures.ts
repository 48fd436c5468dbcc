// What the engine needs to know of each figure: its direction (best = larger, smaller or neutral)
// and whether it is intensive (rates and averages: cow-weighted mean over sites) or extensive
// (counts and totals: sum over sites); and which figure holds the cow count used as the weight.
import { REPORT_FIELDS, type ReportFieldDef } from '../api/catalogue/fields.ts';

/** Units of extensive figures, used while the catalogue does not yet say `intensive` itself. */
const EXTENSIVE_UNITS = new Set(['Anzahl', 'Kühe', 't']);

/**
 * Whether a figure is intensive: the catalogue's `intensive` flag, else derived from the unit
 * (counts 'Anzahl'/'Kühe' and totals 't' are extensive; everything else is a rate or an average).
 */
export function isIntensive(field: ReportFieldDef & { intensive?: boolean }): boolean {
  if (typeof field.intensive === 'boolean') return field.intensive;
  return !EXTENSIVE_UNITS.has(field.unit);
}

/** +1: larger is better; -1: smaller is better; 0: neutral. */
export type Direction = 1 | -1 | 0;

export const directionOf = (field: Pick<ReportFieldDef, 'evaluation'>): Direction =>
  field.evaluation === true ? 1 : field.evaluation === false ? -1 : 0;

/** Cow-count figures in order of preference: the spec's cows tested, else the catalogue's. */
const WEIGHT_FIELDS = ['anz_geprueft', 'kuehe_gesamt'];

export interface FigureInfo {
  names: readonly string[];
  intensive: Uint8Array;
  direction: Int8Array;
  /** Column of the cow count that weights intensive figures (-1: unweighted means). */
  weightField: number;
}

export function figureInfo(fields: readonly (ReportFieldDef & { intensive?: boolean })[] = REPORT_FIELDS): FigureInfo {
  const names = fields.map((f) => f.pythonic_name);
  const weightName = WEIGHT_FIELDS.find((n) => names.includes(n));
  return {
    names,
    intensive: Uint8Array.from(fields, (f) => (isIntensive(f) ? 1 : 0)),
    direction: Int8Array.from(fields, directionOf),
    weightField: weightName === undefined ? -1 : names.indexOf(weightName),
  };
}
