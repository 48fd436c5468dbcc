// The control-field modal's rules (product rules ‹Control-field modals›, ‹Control field›, ‹Validation rules›): the
// cascading choice category → subcategory → field over the report-field catalogue (watched fields
// excluded, a single option chosen by itself, priority first then name), readiness, the body sent,
// and the live hint. The machine (src/machines/controlFieldForm) and the modal use only these.
import { DEFAULT_LIFECYCLE, lifecycleProblems } from './alert-lifecycle.ts';
import { LIFECYCLE_BLOCKER, LIFECYCLE_FIELD_LABELS } from './alert-lifecycle-view.ts';
import { formatNumber } from './format.ts';
import { evaluateTrigger, storedBounds, thresholdProblems, TRIGGER_MESSAGES, type Operator, type Threshold } from './trigger.ts';

export const NO_SUBCATEGORY = 'Ohne Unterkategorie';
export const GROUP_PLACEHOLDER = '-- Vergleichsgruppe auswählen --';

/** A report field as the modal needs it. */
export interface FieldOption {
  pythonic_name: string;
  label_or_name: string;
  category: string;
  subcategory: string;
  priority: number;
  precision: number;
  evaluation?: boolean | null;
}

export interface ControlFieldValues {
  category: string | null;
  /** '' is the empty subcategory ('Ohne Unterkategorie'). */
  subcategory: string | null;
  field: string | null;
  operator: Operator;
  lower_bound: number | null;
  upper_bound: number | null;
  is_relative: boolean;
  comparison_group: number | null;
  send_mail: boolean;
  /** Consecutive crossing test days before it fires (null: emptied, not yet valid). */
  pending_test_days: number | null;
  /** How far back inside a firing value must come to resolve (null: emptied, not yet valid). */
  recovery_margin: number | null;
}

/** German labels of the control-field write's paths (a server message no field shows names them). */
export const CONTROL_FIELD_LABELS: Readonly<Record<string, string>> = {
  field: 'Feld',
  comparison_group: 'Vergleichsgruppe',
  operator: 'Bedingung',
  lower_bound: 'Wert (unten)',
  upper_bound: 'Wert (oben)',
  is_relative: 'Relativ zur Vergleichsgruppe',
  send_mail: 'Benachrichtigung per E-Mail',
  ...LIFECYCLE_FIELD_LABELS,
};

export const EMPTY_CONTROL_FIELD: ControlFieldValues = {
  category: null,
  subcategory: null,
  field: null,
  operator: 'lt',
  lower_bound: null,
  upper_bound: null,
  is_relative: false,
  comparison_group: null,
  send_mail: false,
  pending_test_days: DEFAULT_LIFECYCLE.pendingTestDays,
  recovery_margin: DEFAULT_LIFECYCLE.recoveryMargin,
};

/** A stored control field as its modal edits it: its id, its field and the values the modal sets. */
export type StoredControlField = { id: number; field: string } & Pick<ControlFieldValues, 'operator' | 'lower_bound' | 'upper_bound' | 'is_relative' | 'comparison_group' | 'send_mail'> & {
  /** Absent on an answer that does not carry the lifecycle settings: the defaults. */
  pending_test_days?: number;
  recovery_margin?: number;
};

/** The stored fields of an alert (whatever else its answer carries). */
export const storedControlField = (a: StoredControlField): StoredControlField => ({
  id: a.id, field: a.field, operator: a.operator, lower_bound: a.lower_bound, upper_bound: a.upper_bound, is_relative: a.is_relative, comparison_group: a.comparison_group, send_mail: a.send_mail,
  ...(a.pending_test_days === undefined ? {} : { pending_test_days: a.pending_test_days }),
  ...(a.recovery_margin === undefined ? {} : { recovery_margin: a.recovery_margin }),
});

/** The modal's first values: a stored control field's (category and subcategory are placed from the catalogue), else empty. */
export const initialControlField = (stored: StoredControlField | null): ControlFieldValues =>
  stored
    ? { ...EMPTY_CONTROL_FIELD, field: stored.field, operator: stored.operator, lower_bound: stored.lower_bound, upper_bound: stored.upper_bound, is_relative: stored.is_relative, comparison_group: stored.comparison_group, send_mail: stored.send_mail,
        pending_test_days: stored.pending_test_days ?? DEFAULT_LIFECYCLE.pendingTestDays, recovery_margin: stored.recovery_margin ?? DEFAULT_LIFECYCLE.recoveryMargin }
    : EMPTY_CONTROL_FIELD;

const collator = new Intl.Collator('de', { sensitivity: 'base' });
/** Highest priority first, then name (locale-aware, case-insensitive). */
const byPriorityThenName = (a: { priority: number; name: string }, b: { priority: number; name: string }) => b.priority - a.priority || collator.compare(a.name, b.name);

export interface Choice {
  id: string;
  label: string;
}

/** Groups of fields by a key, each ranked by its highest-priority field. */
function ranked(fields: readonly FieldOption[], key: (f: FieldOption) => string, label: (k: string) => string): Choice[] {
  const best = new Map<string, number>();
  for (const f of fields) best.set(key(f), Math.max(best.get(key(f)) ?? -Infinity, f.priority));
  return [...best]
    .map(([id, priority]) => ({ id, name: label(id), priority }))
    .sort(byPriorityThenName)
    .map(({ id, name }) => ({ id, label: name }));
}

/** The catalogue without the fields already watched for the entity (the edited one stays choosable). */
export const availableFields = (catalogue: readonly FieldOption[], watched: readonly string[], own: string | null = null) =>
  catalogue.filter((f) => f.pythonic_name === own || !watched.includes(f.pythonic_name));

export const categoryChoices = (fields: readonly FieldOption[]) => ranked(fields, (f) => f.category, (k) => k);
export const subcategoryChoices = (fields: readonly FieldOption[], category: string | null) =>
  ranked(fields.filter((f) => f.category === category), (f) => f.subcategory, (k) => k || NO_SUBCATEGORY);
export const fieldChoices = (fields: readonly FieldOption[], category: string | null, subcategory: string | null): Choice[] =>
  fields
    .filter((f) => f.category === category && f.subcategory === subcategory)
    .map((f) => ({ id: f.pythonic_name, name: f.label_or_name, priority: f.priority }))
    .sort(byPriorityThenName)
    .map(({ id, name }) => ({ id, label: name }));

const only = (choices: Choice[]) => (choices.length === 1 ? choices[0]!.id : null);

/**
 * The choice after picking on one level: lower levels reset, and any level with exactly one option
 * is chosen by itself (product rules ‹Control-field modals›).
 */
export function cascade(fields: readonly FieldOption[], pick: { category?: string | null; subcategory?: string | null; field?: string | null }, current: Pick<ControlFieldValues, 'category' | 'subcategory' | 'field'>) {
  let { category, subcategory, field } = current;
  if (pick.category !== undefined) [category, subcategory, field] = [pick.category, null, null];
  else if (pick.subcategory !== undefined) [subcategory, field] = [pick.subcategory, null];
  else if (pick.field !== undefined) field = pick.field;
  category ??= only(categoryChoices(fields));
  if (category !== null) subcategory ??= only(subcategoryChoices(fields, category));
  if (subcategory !== null) field ??= only(fieldChoices(fields, category, subcategory));
  return { category, subcategory, field };
}

/** The form's values for a stored field (edit): category and subcategory from the catalogue. */
export function placeField(fields: readonly FieldOption[], field: string | null) {
  const f = fields.find((x) => x.pythonic_name === field);
  return f ? { category: f.category, subcategory: f.subcategory, field: f.pythonic_name } : cascade(fields, {}, { category: null, subcategory: null, field: null });
}

export const controlFieldProblems = (v: ControlFieldValues) => thresholdProblems(v);

/** The lifecycle settings' messages per field (an emptied input counts as invalid) (product rules ‹Control-field lifecycle›). */
export const controlFieldLifecycleProblems = (v: Pick<ControlFieldValues, 'pending_test_days' | 'recovery_margin'>) =>
  lifecycleProblems({ pendingTestDays: v.pending_test_days ?? Number.NaN, recoveryMargin: v.recovery_margin ?? Number.NaN });

/** Ready only with a field and a group, valid bounds (ordered for In/NotIn) and valid lifecycle settings (product rules ‹Control field›). */
export const isControlFieldReady = (v: ControlFieldValues) =>
  v.field !== null && v.comparison_group !== null && Object.keys(controlFieldProblems(v)).length === 0 && Object.keys(controlFieldLifecycleProblems(v)).length === 0;

/** 'A', 'A und B', 'A, B und C'. */
const germanList = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} und ${items.at(-1)}`);

/**
 * Why 'Hinzufügen' / 'Speichern' is still disabled (null: it is not): what is missing, and a bound
 * the user gave that is not valid with its message. Shown beside the button, not as an error.
 */
export function controlFieldBlocker(v: ControlFieldValues, action: string): string | null {
  const problems = controlFieldProblems(v);
  const missing = [
    v.field === null ? 'Kennzahl' : null,
    Object.values(problems).includes(TRIGGER_MESSAGES.missing) ? 'Schwellenwert' : null,
    v.comparison_group === null ? 'Vergleichsgruppe' : null,
  ].filter((x): x is string => x !== null);
  // The bound's own message stands at the bound; here only that it is the reason.
  const invalid = Object.values(problems).some((m) => m !== TRIGGER_MESSAGES.missing);
  const lifecycle = Object.keys(controlFieldLifecycleProblems(v)).length > 0;
  const lines = [
    ...(missing.length ? [`Zum ${action} fehlt noch: ${germanList(missing)}.`] : []),
    ...(invalid ? ['Der Schwellenwert ist noch ungültig (siehe Hinweis am Wert).'] : []),
    ...(lifecycle ? [LIFECYCLE_BLOCKER] : []),
  ];
  return lines.length ? lines.join(' ') : null;
}

/** What POST/PATCH /alerts/ get: the bound an operator does not use is null (product rules ‹Validation rules›). */
export function controlFieldBody(v: ControlFieldValues) {
  return {
    field: v.field!,
    comparison_group: v.comparison_group,
    operator: v.operator,
    ...storedBounds(v),
    is_relative: v.is_relative,
    send_mail: v.send_mail,
    pending_test_days: v.pending_test_days ?? DEFAULT_LIFECYCLE.pendingTestDays,
    recovery_margin: v.recovery_margin ?? DEFAULT_LIFECYCLE.recoveryMargin,
  };
}

export interface HintValues {
  value: number | null;
  groupValue: number | null;
  /** The server's message when the group's values were refused (400, product rules ‹Comparison-group and report errors›): a warning under the group field. */
  groupProblem?: string | null;
}

/** The live hint: would it trigger now, with the current value (and the group value when relative). */
export function liveHint(v: ControlFieldValues, values: HintValues, precision = 2): { triggers: boolean | null; lines: string[] } {
  const threshold: Threshold = { operator: v.operator, lower_bound: v.lower_bound, upper_bound: v.upper_bound, is_relative: v.is_relative };
  const lines = [`Aktueller Wert: ${formatNumber(values.value, { precision, replacement: 'kein Wert' })}`];
  if (v.is_relative) lines.push(`Wert der Vergleichsgruppe: ${formatNumber(values.groupValue, { precision, replacement: 'kein Wert' })}`);
  const result = evaluateTrigger(threshold, values.value, values.groupValue);
  if (result.reason) return { triggers: null, lines: [...lines, result.reason] };
  return { triggers: result.triggers, lines: [result.triggers ? 'Das Kontrollfeld würde jetzt auslösen.' : 'Das Kontrollfeld würde jetzt nicht auslösen.', ...lines] };
}
