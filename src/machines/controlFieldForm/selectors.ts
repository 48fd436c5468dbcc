// What the control-field modal reads of the machine: the three choice lists, the values, the
// threshold messages, readiness, the live hint and the save state.
import {
  categoryChoices, controlFieldBlocker, controlFieldProblems, fieldChoices, isControlFieldReady, liveHint, subcategoryChoices,
} from '../../domain/control-field-form.ts';
import type { ControlFieldFormSnapshot } from './machine.ts';

export const formValues = (s: ControlFieldFormSnapshot) => s.context.values;
export const categories = (s: ControlFieldFormSnapshot) => categoryChoices(s.context.fields);
export const subcategories = (s: ControlFieldFormSnapshot) => subcategoryChoices(s.context.fields, s.context.values.category);
export const fields = (s: ControlFieldFormSnapshot) => fieldChoices(s.context.fields, s.context.values.category, s.context.values.subcategory);
/**
 * 'Wählen Sie Werte aus!' / 'Der linke Bereichswert muss kleiner als der Rechte sein.' per bound,
 * once the user typed into that bound (an untouched empty field is not an error yet).
 */
export const thresholdMessages = (s: ControlFieldFormSnapshot) =>
  Object.fromEntries(Object.entries(controlFieldProblems(s.context.values)).filter(([bound]) => s.context.touched[bound as 'lower_bound' | 'upper_bound'])) as ReturnType<typeof controlFieldProblems>;
/** Why the add / save button is disabled, beside it ('Zum Hinzufügen fehlt noch: …'); null when ready. */
export const saveBlocker = (s: ControlFieldFormSnapshot) => (s.matches({ form: 'editing' }) ? controlFieldBlocker(s.context.values, s.context.alertId === null ? 'Hinzufügen' : 'Speichern') : null);
/** Add and save are enabled only when ready (product rules ‹Control field›). */
export const canSave = (s: ControlFieldFormSnapshot) => s.matches({ form: 'editing' }) && isControlFieldReady(s.context.values);
export const isSaving = (s: ControlFieldFormSnapshot) => s.hasTag('saving');
export const isSaved = (s: ControlFieldFormSnapshot) => s.matches({ form: 'saved' });
export const savedId = (s: ControlFieldFormSnapshot) => s.context.savedId;
export const serverErrors = (s: ControlFieldFormSnapshot) => s.context.fieldErrors;
export const formNotice = (s: ControlFieldFormSnapshot) => s.context.notice;
export const isHintLoading = (s: ControlFieldFormSnapshot) => s.hasTag('hintLoading');
export const hintFailed = (s: ControlFieldFormSnapshot) => s.matches({ hint: 'failed' });
const precisionOf = (s: ControlFieldFormSnapshot) => s.context.catalogue.find((f) => f.pythonic_name === s.context.values.field)?.precision ?? 2;
/** The live hint, or null while there is no field or no values yet. */
export const hint = (s: ControlFieldFormSnapshot) => (s.context.hint && s.matches({ hint: 'shown' }) ? liveHint(s.context.values, s.context.hint, precisionOf(s)) : null);
