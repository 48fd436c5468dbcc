// What the control-field modal reads of the machine: the three choice lists, the values, the
// threshold messages, readiness, the live hint and the save state. One selector per thing shown, so a
// part of the modal renders again only when its own value changes (lists and the hint are new objects
// on every read: compare them with sameChoices / sameHint).
import {
  categoryChoices, controlFieldBlocker, controlFieldLifecycleProblems, controlFieldProblems, fieldChoices, isControlFieldReady, liveHint, subcategoryChoices, type Choice,
} from '../../domain/control-field-form.ts';
import type { ControlFieldFormSnapshot } from './machine.ts';

export const formValues = (s: ControlFieldFormSnapshot) => s.context.values;
export const category = (s: ControlFieldFormSnapshot) => s.context.values.category;
export const subcategory = (s: ControlFieldFormSnapshot) => s.context.values.subcategory;
export const field = (s: ControlFieldFormSnapshot) => s.context.values.field;
export const operator = (s: ControlFieldFormSnapshot) => s.context.values.operator;
export const lowerBound = (s: ControlFieldFormSnapshot) => s.context.values.lower_bound;
export const upperBound = (s: ControlFieldFormSnapshot) => s.context.values.upper_bound;
export const isRelative = (s: ControlFieldFormSnapshot) => s.context.values.is_relative;
export const comparisonGroup = (s: ControlFieldFormSnapshot) => s.context.values.comparison_group;
export const sendMail = (s: ControlFieldFormSnapshot) => s.context.values.send_mail;
export const pendingTestDays = (s: ControlFieldFormSnapshot) => s.context.values.pending_test_days;
export const recoveryMargin = (s: ControlFieldFormSnapshot) => s.context.values.recovery_margin;
export const sameChoices = (a: readonly Choice[], b: readonly Choice[]) => a.length === b.length && a.every((c, i) => c.id === b[i]!.id && c.label === b[i]!.label);
export const categories = (s: ControlFieldFormSnapshot) => categoryChoices(s.context.fields);
export const subcategories = (s: ControlFieldFormSnapshot) => subcategoryChoices(s.context.fields, s.context.values.category);
export const fields = (s: ControlFieldFormSnapshot) => fieldChoices(s.context.fields, s.context.values.category, s.context.values.subcategory);
/**
 * 'Wählen Sie Werte aus!' / 'Der linke Bereichswert muss kleiner als der Rechte sein.' per bound,
 * once the user typed into that bound (an untouched empty field is not an error yet).
 */
export const thresholdMessages = (s: ControlFieldFormSnapshot) =>
  Object.fromEntries(Object.entries(controlFieldProblems(s.context.values)).filter(([bound]) => s.context.touched[bound as 'lower_bound' | 'upper_bound'])) as ReturnType<typeof controlFieldProblems>;
export const lowerBoundMessage = (s: ControlFieldFormSnapshot) => thresholdMessages(s).lower_bound;
export const upperBoundMessage = (s: ControlFieldFormSnapshot) => thresholdMessages(s).upper_bound;
/**
 * A lifecycle setting's message once the user typed into it ('Geben Sie eine ganze Zahl von 1 bis 12
 * an.'), else the server's after a refused save.
 */
const lifecycleMessage = (s: ControlFieldFormSnapshot, key: 'pending_test_days' | 'recovery_margin') =>
  (s.context.touched[key] ? controlFieldLifecycleProblems(s.context.values)[key] : undefined) ?? s.context.fieldErrors[key]?.join(' ');
export const pendingTestDaysMessage = (s: ControlFieldFormSnapshot) => lifecycleMessage(s, 'pending_test_days');
export const recoveryMarginMessage = (s: ControlFieldFormSnapshot) => lifecycleMessage(s, 'recovery_margin');
/** Why the add / save button is disabled, beside it ('Zum Hinzufügen fehlt noch: …'); null when ready. */
export const saveBlocker = (s: ControlFieldFormSnapshot) => (s.matches({ form: 'editing' }) ? controlFieldBlocker(s.context.values, s.context.alertId === null ? 'Hinzufügen' : 'Speichern') : null);
export const isBlocked = (s: ControlFieldFormSnapshot) => saveBlocker(s) !== null;
/** Add and save are enabled only when ready (product rules ‹Control field›). */
export const canSave = (s: ControlFieldFormSnapshot) => s.matches({ form: 'editing' }) && isControlFieldReady(s.context.values);
export const isSaving = (s: ControlFieldFormSnapshot) => s.hasTag('saving');
export const isSaved = (s: ControlFieldFormSnapshot) => s.matches({ form: 'saved' });
export const savedId = (s: ControlFieldFormSnapshot) => s.context.savedId;
export const serverErrors = (s: ControlFieldFormSnapshot) => s.context.fieldErrors;
/** The server's messages at the field and at the group after a refused save, as one text each. */
export const fieldError = (s: ControlFieldFormSnapshot) => s.context.fieldErrors.field?.join(' ');
export const groupError = (s: ControlFieldFormSnapshot) => s.context.fieldErrors.comparison_group?.join(' ');
export const formNotice = (s: ControlFieldFormSnapshot) => s.context.notice;
export const isHintLoading = (s: ControlFieldFormSnapshot) => s.hasTag('hintLoading');
export const hintFailed = (s: ControlFieldFormSnapshot) => s.matches({ hint: 'failed' });
/** Why the group has no value to compare with (the server's words), beside the group choice. */
export const groupProblem = (s: ControlFieldFormSnapshot) => s.context.hint?.groupProblem ?? null;
const precisionOf = (s: ControlFieldFormSnapshot) => s.context.catalogue.find((f) => f.pythonic_name === s.context.values.field)?.precision ?? 2;
/** The live hint, or null while there is no field or no values yet. */
export const hint = (s: ControlFieldFormSnapshot) => (s.context.hint && s.matches({ hint: 'shown' }) ? liveHint(s.context.values, s.context.hint, precisionOf(s)) : null);
export const sameHint = (a: ReturnType<typeof hint>, b: ReturnType<typeof hint>) =>
  a === b || (!!a && !!b && a.triggers === b.triggers && a.lines.length === b.lines.length && a.lines.every((line, i) => line === b.lines[i]));
