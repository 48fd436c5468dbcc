// The controlling system's trigger rule (product rules ‹States and transitions›, ‹Validation rules›): when a control field (alert) raises an
// incident, how its bounds are stored and compared, and the texts the screens and mails show.
// Server (validation, detection) and browser (modal hint, table cells) use these same functions.

export const OPERATORS = ['lt', 'gt', 'in', 'not in'] as const;
export type Operator = (typeof OPERATORS)[number];

/** The operator as GraphQL spells it: enum values have no spaces, so 'not in' travels as 'not_in'. */
export type WireOperator = 'lt' | 'gt' | 'in' | 'not_in';
export const operatorFromWire = (op: WireOperator): Operator => (op === 'not_in' ? 'not in' : op);
export const operatorToWire = (op: Operator): WireOperator => (op === 'not in' ? 'not_in' : op);

/** The threshold part of a control field, as stored and sent (bounds in percent when relative). */
export interface Threshold {
  operator: Operator;
  lower_bound: number | null;
  upper_bound: number | null;
  is_relative: boolean;
}

/** What makes two control fields the same (product rules ‹Validation rules›). */
export interface ControlFieldKey extends Threshold {
  field: string;
  comparison_group: number | null;
}

export const TRIGGER_MESSAGES = {
  order: 'Der linke Bereichswert muss kleiner als der Rechte sein.',
  missing: 'Wählen Sie Werte aus!',
  negative: 'Der Wert darf nicht kleiner als 0 sein.',
  noValue: 'Kein Wert im neuesten Bericht.',
  noGroupValue: 'Kein Wert der Vergleichsgruppe.',
} as const;

/** Which bounds an operator uses: Lt the upper one, Gt the lower one, In and NotIn both. */
/** 'in' and 'not in' compare with a range (both bounds, left ≤ right). */
export const isRangeOperator = (operator: Operator): boolean => operator === 'in' || operator === 'not in';

export function usesBound(operator: Operator, bound: 'lower' | 'upper'): boolean {
  if (operator === 'lt') return bound === 'upper';
  if (operator === 'gt') return bound === 'lower';
  return true;
}

/** The bounds as stored: the one an operator does not use is null (product rules ‹Validation rules›). */
export function storedBounds(t: Pick<Threshold, 'operator' | 'lower_bound' | 'upper_bound'>): { lower_bound: number | null; upper_bound: number | null } {
  return {
    lower_bound: usesBound(t.operator, 'lower') ? t.lower_bound : null,
    upper_bound: usesBound(t.operator, 'upper') ? t.upper_bound : null,
  };
}

/**
 * Problems of a threshold per bound (empty when valid): a used bound must be given and not
 * negative; In and NotIn need lower ≤ upper. Unused bounds are ignored (they are stored as null).
 */
export function thresholdProblems(t: Pick<Threshold, 'operator' | 'lower_bound' | 'upper_bound'>): Partial<Record<'lower_bound' | 'upper_bound', string>> {
  const problems: Partial<Record<'lower_bound' | 'upper_bound', string>> = {};
  for (const bound of ['lower', 'upper'] as const) {
    const key = `${bound}_bound` as const;
    const v = t[key];
    if (!usesBound(t.operator, bound)) continue;
    if (v === null || !Number.isFinite(v)) problems[key] = TRIGGER_MESSAGES.missing;
    else if (v < 0) problems[key] = TRIGGER_MESSAGES.negative;
  }
  if (isRangeOperator(t.operator) && !problems.lower_bound && !problems.upper_bound && t.lower_bound! > t.upper_bound!) problems.lower_bound = TRIGGER_MESSAGES.order;
  return problems;
}

/** Product rules ‹Validation rules›: equal if field, group, operator, used bounds and relative flag match (Lt ignores the lower bound, Gt the upper). */
export function sameControlField(a: ControlFieldKey, b: ControlFieldKey): boolean {
  const sa = storedBounds(a);
  const sb = storedBounds(b);
  return (
    a.field === b.field &&
    a.comparison_group === b.comparison_group &&
    a.operator === b.operator &&
    sa.lower_bound === sb.lower_bound &&
    sa.upper_bound === sb.upper_bound &&
    a.is_relative === b.is_relative
  );
}

const finite = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * The absolute bounds of a threshold: as given, or for a relative one the percentage of the group
 * value ('Entspräche derzeit'). Null when a relative threshold has no group value.
 */
export function absoluteBounds(t: Threshold, groupValue: number | null | undefined): { lower: number | null; upper: number | null } | null {
  const { lower_bound, upper_bound } = storedBounds(t);
  if (!t.is_relative) return { lower: lower_bound, upper: upper_bound };
  if (!finite(groupValue)) return null;
  const scale = (b: number | null) => (b === null ? null : (groupValue * b) / 100);
  return { lower: scale(lower_bound), upper: scale(upper_bound) };
}

export interface TriggerResult {
  triggers: boolean;
  /** Why it cannot be decided (no value, no group value for a relative threshold), else null. */
  reason: string | null;
  /** The absolute bounds compared against (null when undecidable). */
  lower: number | null;
  upper: number | null;
}

/**
 * Whether the value triggers: Lt below the upper bound, Gt above the lower bound, In within
 * [lower, upper] (bounds included), NotIn outside it. A missing value never triggers.
 */
export function evaluateTrigger(t: Threshold, value: number | null | undefined, groupValue?: number | null): TriggerResult {
  if (!finite(value)) return { triggers: false, reason: TRIGGER_MESSAGES.noValue, lower: null, upper: null };
  const bounds = absoluteBounds(t, groupValue);
  if (!bounds) return { triggers: false, reason: TRIGGER_MESSAGES.noGroupValue, lower: null, upper: null };
  const { lower, upper } = bounds;
  const missing = { triggers: false, reason: TRIGGER_MESSAGES.missing, lower, upper };
  switch (t.operator) {
    case 'lt':
      return upper === null ? missing : { triggers: value < upper, reason: null, lower, upper };
    case 'gt':
      return lower === null ? missing : { triggers: value > lower, reason: null, lower, upper };
    case 'in':
    case 'not in': {
      if (lower === null || upper === null) return missing;
      const inside = value >= lower && value <= upper;
      return { triggers: t.operator === 'in' ? inside : !inside, reason: null, lower, upper };
    }
  }
}

const boundFormats = new Map<number, Intl.NumberFormat>();
/** A bound in German notation without trailing zeros ('3,5', '1.200'), at most `precision` decimals. */
export function formatBound(value: number | null | undefined, precision = 2): string {
  if (!finite(value)) return '';
  let f = boundFormats.get(precision);
  if (!f) {
    f = new Intl.NumberFormat('de-DE', { maximumFractionDigits: Math.max(0, Math.min(20, precision)) });
    boundFormats.set(precision, f);
  }
  return f.format(value);
}

/** A bound as the user entered it: with '%' when relative. */
const boundText = (v: number | null, t: Threshold, precision: number) => `${formatBound(v, precision)}${t.is_relative ? ' %' : ''}`;

/** The overview's trigger text (product rules ‹Controlling overview›): 'ist unter X', 'ist über X', 'ist zw. X und Y', 'ist nicht zw. X und Y'. */
export function triggerText(t: Threshold, precision = 2): string {
  const { lower_bound, upper_bound } = storedBounds(t);
  switch (t.operator) {
    case 'lt':
      return `ist unter ${boundText(upper_bound, t, precision)}`;
    case 'gt':
      return `ist über ${boundText(lower_bound, t, precision)}`;
    case 'in':
      return `ist zw. ${boundText(lower_bound, t, precision)} und ${boundText(upper_bound, t, precision)}`;
    case 'not in':
      return `ist nicht zw. ${boundText(lower_bound, t, precision)} und ${boundText(upper_bound, t, precision)}`;
  }
}

export const OPERATOR_LABELS: Record<Operator, string> = { lt: 'Kleiner als', gt: 'Größer als', in: 'Innerhalb', 'not in': 'Außerhalb' };

/** The entity page's threshold column: 'Kleiner als 3,5 %', 'Innerhalb 10 – 20'. */
export function thresholdText(t: Threshold, precision = 2): string {
  const { lower_bound, upper_bound } = storedBounds(t);
  const label = OPERATOR_LABELS[t.operator];
  if (t.operator === 'lt') return `${label} ${boundText(upper_bound, t, precision)}`;
  if (t.operator === 'gt') return `${label} ${boundText(lower_bound, t, precision)}`;
  return `${label} ${boundText(lower_bound, t, precision)} – ${boundText(upper_bound, t, precision)}`;
}

/** The 'Entspräche derzeit' tooltip of a relative threshold, or null (absolute, or no group value). */
export function equivalentText(t: Threshold, groupValue: number | null | undefined, precision = 2): string | null {
  if (!t.is_relative) return null;
  const bounds = absoluteBounds(t, groupValue);
  if (!bounds) return null;
  const absolute: Threshold = { operator: t.operator, lower_bound: bounds.lower, upper_bound: bounds.upper, is_relative: false };
  return `Entspräche derzeit: ${thresholdText(absolute, precision)}`;
}

/** A control-field cell (product rules ‹Control-field cell states›): it raised an incident, it would trigger now, or it would not. */
export type CellState = 'incident' | 'triggered' | 'quiet';
export const CELL_STATE_TEXTS: Record<CellState, string> = {
  incident: '...löste ein Ereignis aus',
  triggered: '...würde jetzt auslösen',
  quiet: '...würde jetzt nicht auslösen',
};

export function cellState(hasIncident: boolean, result: Pick<TriggerResult, 'triggers'>): CellState {
  if (hasIncident) return 'incident';
  return result.triggers ? 'triggered' : 'quiet';
}

/** Good, bad or equal against the group by the field's direction (true: higher is better; false: lower; null: neutral). */
export type Standing = 'better' | 'worse' | 'equal' | 'neutral';
export const STANDING_TEXTS: Record<Exclude<Standing, 'neutral'>, string> = {
  better: 'Besser als die Vergleichsgruppe',
  worse: 'Schlechter als die Vergleichsgruppe',
  equal: 'Genauso gut wie die Vergleichsgruppe',
};

export function standing(value: number | null | undefined, groupValue: number | null | undefined, higherIsBetter: boolean | null | undefined): Standing {
  if (!finite(value) || !finite(groupValue) || higherIsBetter === null || higherIsBetter === undefined) return 'neutral';
  if (value === groupValue) return 'equal';
  return (value > groupValue) === higherIsBetter ? 'better' : 'worse';
}

/** 'Diff. Absolut' and 'Diff. Prozentual' (percent of the group value; null when the group value is 0 or missing). */
export function differences(value: number | null | undefined, groupValue: number | null | undefined): { absolute: number | null; percent: number | null } {
  if (!finite(value) || !finite(groupValue)) return { absolute: null, percent: null };
  const absolute = value - groupValue;
  return { absolute, percent: groupValue === 0 ? null : (absolute / Math.abs(groupValue)) * 100 };
}
