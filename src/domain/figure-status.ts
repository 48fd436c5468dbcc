// The status cell of a figure row (beyond the spec): good / watch / act from the
// catalogue's target and warning values (the Q Check indicators of report-fields.json). Direction
// from the figure's `evaluation` (true: larger is better); a neutral figure takes it from the pair
// itself (target above warning: larger is better). Figures without both values have no status.
import { formatNumber } from './format.ts';

export type FigureStatus = 'good' | 'watch' | 'act';

export interface StatusField {
  evaluation: boolean | null | undefined;
  target_value: number | null | undefined;
  warning_value: number | null | undefined;
  precision?: number | null;
}

const known = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** null: no value, or the catalogue has no target/warning pair for the figure. */
export function figureStatus(value: number | null | undefined, f: StatusField): FigureStatus | null {
  if (!known(value) || !known(f.target_value) || !known(f.warning_value)) return null;
  const largerIsBetter = f.evaluation ?? f.target_value > f.warning_value;
  if (largerIsBetter ? value >= f.target_value : value <= f.target_value) return 'good';
  if (largerIsBetter ? value <= f.warning_value : value >= f.warning_value) return 'act';
  return 'watch';
}

export const FIGURE_STATUS_TEXT: Record<FigureStatus, string> = { good: 'gut', watch: 'beobachten', act: 'handeln' };
export const NO_STATUS_TEXT = 'kein Zielwert';

/** The status as one word for a table cell or an export: the status, nothing without a value, and
 *  'kein Zielwert' when the catalogue has no target/warning pair (so an empty cell means "no value"). */
export function figureStatusText(value: number | null | undefined, f: StatusField): string {
  const status = figureStatus(value, f);
  if (status) return FIGURE_STATUS_TEXT[status];
  return known(f.target_value) && known(f.warning_value) ? '' : NO_STATUS_TEXT;
}

/** The full sentence for screen readers and the tooltip, with the catalogue's values. */
export function figureStatusLabel(status: FigureStatus | null, f: StatusField): string {
  const digits = f.precision ?? 2;
  const target = formatNumber(f.target_value, { precision: digits });
  const warning = formatNumber(f.warning_value, { precision: digits });
  switch (status) {
    case 'good':
      return `Status gut: Zielwert ${target} erreicht`;
    case 'watch':
      return `Status beobachten: zwischen Zielwert ${target} und Warnwert ${warning}`;
    case 'act':
      return `Status handeln: Warnwert ${warning} erreicht`;
    default:
      return known(f.target_value) && known(f.warning_value) ? 'Kein Status: kein aktueller Wert' : 'Kein Status: für diese Kennzahl ist kein Ziel- oder Warnwert hinterlegt';
  }
}
