// What the engine needs to know of each figure: its direction (best = larger, smaller or neutral)
// and whether it is intensive (rates and averages: cow-weighted mean over sites) or extensive
// (counts and totals: sum over sites); and which figure holds the cow count used as the weight.
import { REPORT_FIELDS, type ReportFieldDef } from '../api/catalogue/fields.ts';

/** Whether a figure is intensive (the catalogue says so per figure: rates and averages are). */
export const isIntensive = (field: Pick<ReportFieldDef, 'intensive'>): boolean => field.intensive;

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
