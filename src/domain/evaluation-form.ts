// The new/edit evaluation wizard's form (product rules ‹Evaluation modals›, ‹Evaluation and group workflows›, ‹Validation rules›): its values, when each of the three
// tabs is ready, the messages of its fields, what a copy or an edit starts from, and the body it
// sends. Pure; the wizard machine and its view read it, the server applies evaluation-rules.ts.
import { GROUP_UNSELECTABLE } from './comparison-group-form.ts';
import { COPY_SUFFIX } from './constants.ts';
import { mapFieldErrors } from './field-errors.ts';
import { TEXT_LIMITS, textTooLong, tooLongMessage } from './text-limits.ts';
import { LOCATION_SIZE_ONLY_FOR_LOCATION } from './group-privacy.ts';
import { EVALUATION_MESSAGES, evaluationGroupRefs, LOCATION_SIZE_GROUP, locationSizeAllowed, type EvaluationGroupRef } from './evaluation-rules.ts';
import { effectiveVisibility, type EvaluationVisibility } from './evaluation-visibility.ts';
import type { EvaluationInput } from './evaluation-rules.ts';
import { canStarEvaluation } from './permissions.ts';
import type { AccountType, EntityType } from './roles.ts';

export const WIZARD_TABS = ['general', 'figures', 'groups'] as const;
export type WizardTab = (typeof WIZARD_TABS)[number];
export const WIZARD_TAB_LABELS: Record<WizardTab, string> = { general: 'Allgemeines', figures: 'Kennzahlen', groups: 'Vergleichsgruppen' };

/** 'universal' is the choice 'Universell' (no entity); null means nothing chosen yet. */
export type EntityTypeChoice = EntityType | 'universal';

export interface EvaluationFormValues {
  name: string;
  entityType: EntityTypeChoice | null;
  entityId: number | null;
  visibility: EvaluationVisibility;
  /** The start-page default (the user's default_evaluation). */
  isDefault: boolean;
  sendMail: boolean;
  filter: number | null;
  /** Group ids and the special group 'location_size', in the order chosen. */
  groups: readonly EvaluationGroupRef[];
}

export type EvaluationFormField = 'name' | 'entity' | 'visibility' | 'isDefault' | 'sendMail' | 'filter' | 'groups';
export type EvaluationFormErrors = Partial<Record<EvaluationFormField, string>>;

/** The field a value belongs to (entity type and id are one field). */
export const formFieldOfValue = (key: keyof EvaluationFormValues): EvaluationFormField =>
  key === 'entityType' || key === 'entityId' ? 'entity' : key;

/** Which tab shows a field: a server message on it opens that tab. */
export const FIELD_TAB: Record<EvaluationFormField, WizardTab> = {
  name: 'general',
  entity: 'general',
  visibility: 'general',
  isDefault: 'general',
  sendMail: 'general',
  filter: 'figures',
  groups: 'groups',
};

export const NAME_HINT = 'Vergeben Sie einen Namen.';

export interface FormUser {
  account_type?: AccountType | null;
}

export const emptyEvaluationForm = (): EvaluationFormValues => ({
  name: '',
  entityType: null,
  entityId: null,
  visibility: 'self',
  isDefault: false,
  sendMail: false,
  filter: null,
  groups: [],
});

/** The stored evaluation as the form shows it. */
export interface StoredEvaluation {
  id: number;
  name: string;
  entity_type: EntityType | null;
  entity_id: number | null;
  filter: number | null;
  /** As GraphQL hands them over: group ids and the special group 'location_size' (JSON items). */
  comparison_groups: readonly unknown[];
  visibility: EvaluationVisibility;
  send_mail: boolean;
}

const entityTypeOf = (v: Pick<EvaluationFormValues, 'entityType'>): EntityType | null => (v.entityType && v.entityType !== 'universal' ? v.entityType : null);

export const hasEntity = (v: Pick<EvaluationFormValues, 'entityType' | 'entityId'>) => v.entityType === 'universal' || (v.entityType !== null && v.entityId !== null);

/**
 * An edit starts from the stored evaluation; a copy from it with ' Kopie' appended and the default
 * switch off (product rules ‹Evaluation and group workflows›). A visibility that is not offered falls back to self.
 */
export function evaluationFormFrom(e: StoredEvaluation, copy: boolean, user: FormUser, defaultEvaluation: number | null | undefined): EvaluationFormValues {
  return {
    name: copy ? `${e.name}${COPY_SUFFIX}` : e.name,
    entityType: e.entity_type ?? 'universal',
    entityId: e.entity_type ? e.entity_id : null,
    visibility: effectiveVisibility(user, e.entity_type, e.visibility),
    isDefault: !copy && defaultEvaluation === e.id && canStarEvaluation(e),
    sendMail: e.send_mail,
    filter: e.filter,
    groups: evaluationGroupRefs(e.comparison_groups),
  };
}

/**
 * A change as the form keeps it: a new entity type clears the entity; universal evaluations are never
 * shared nor a start-page default; a visibility no longer offered falls back to self.
 */
export function applyFormChange(v: EvaluationFormValues, change: Partial<EvaluationFormValues>, user: FormUser): EvaluationFormValues {
  const next = { ...v, ...change };
  if (change.entityType !== undefined && change.entityType !== v.entityType && change.entityId === undefined) next.entityId = null;
  const type = entityTypeOf(next);
  if (!canStarEvaluation({ entity_type: type })) next.isDefault = false;
  next.visibility = effectiveVisibility(user, type, next.visibility);
  return next;
}

/** Fields the user has changed or left: their messages show. */
export type TouchedFields = Partial<Record<EvaluationFormField, true>>;

/** A change in the wizard: the form's rule above, its fields touched, their server messages gone. */
export function formAfterChange(
  s: { values: EvaluationFormValues; touched: TouchedFields; serverErrors: EvaluationFormErrors },
  change: Partial<EvaluationFormValues>,
  user: FormUser,
): { values: EvaluationFormValues; touched: TouchedFields; serverErrors: EvaluationFormErrors } {
  const fields = Object.keys(change).map((k) => formFieldOfValue(k as keyof EvaluationFormValues));
  const serverErrors = { ...s.serverErrors };
  for (const f of fields) delete serverErrors[f];
  const touched: TouchedFields = { ...s.touched, ...Object.fromEntries(fields.map((f) => [f, true])) };
  // A new entity type opens its entity choice afresh: its message waits until the user chose or left it.
  if (change.entityType !== undefined && change.entityType !== 'universal' && change.entityId === undefined) delete touched.entity;
  return { values: applyFormChange(s.values, change, user), touched, serverErrors };
}

/**
 * A chosen group without members: the evaluation would show '–' in its every row. Null when all
 * chosen groups have members (or are not in the known list, which the server checks).
 */
export function emptyGroupProblem(selected: readonly EvaluationGroupRef[], groups: readonly SelectableGroup[]): string | null {
  const empty = groups.find((g) => selected.includes(g.id) && !isGroupSelectable(g));
  if (!empty) return null;
  const name = empty.name ? `„${empty.name}“` : String(empty.id);
  return `Die Vergleichsgruppe ${name} umfasst keine Betriebe (${GROUP_UNSELECTABLE.noLocations}): Die Auswertung bliebe in dieser Spalte leer. Wählen Sie eine andere Vergleichsgruppe.`;
}

/** Every field's message, whether or not it shows yet; `groups` are the groups the user sees (with member counts). */
export function evaluationFormErrors(v: EvaluationFormValues, groups: readonly SelectableGroup[] = []): EvaluationFormErrors {
  const errors: EvaluationFormErrors = {};
  if (!v.name.trim()) errors.name = EVALUATION_MESSAGES.nameRequired;
  else if (textTooLong(v.name, TEXT_LIMITS.name)) errors.name = tooLongMessage(TEXT_LIMITS.name);
  if (!hasEntity(v)) errors.entity = EVALUATION_MESSAGES.entityRequired;
  const empty = emptyGroupProblem(v.groups, groups);
  if (v.groups.length === 0) errors.groups = EVALUATION_MESSAGES.groupRequired;
  else if (v.groups.includes(LOCATION_SIZE_GROUP) && !locationSizeAllowed(entityTypeOf(v))) errors.groups = LOCATION_SIZE_ONLY_FOR_LOCATION;
  else if (empty) errors.groups = empty;
  return errors;
}

/** Tab 1 is ready with name and entity, tab 2 always (no filter = all figures), tab 3 with a group (each with members). */
export function isTabReady(tab: WizardTab, v: EvaluationFormValues, groups: readonly SelectableGroup[] = []): boolean {
  switch (tab) {
    case 'general':
      return !evaluationFormErrors(v).name && hasEntity(v);
    case 'figures':
      return true;
    case 'groups':
      return v.groups.length > 0 && !evaluationFormErrors(v, groups).groups;
  }
}

/** A tab can be opened when every tab before it is ready. */
export const canOpenTab = (tab: WizardTab, v: EvaluationFormValues) => WIZARD_TABS.slice(0, WIZARD_TABS.indexOf(tab)).every((t) => isTabReady(t, v));

export const isFormComplete = (v: EvaluationFormValues, groups: readonly SelectableGroup[] = []) => WIZARD_TABS.every((t) => isTabReady(t, v, groups));

/** Why the final button is still disabled, beside it (not an error: the user may not have chosen yet). */
export function submitBlocker(v: EvaluationFormValues, groups: readonly SelectableGroup[], action: string): string | null {
  if (isFormComplete(v, groups)) return null;
  return v.groups.length === 0 ? `Zum ${action} fehlt noch: mindestens eine Vergleichsgruppe.` : `Zum ${action} passt die Auswahl der Vergleichsgruppen noch nicht (siehe oben).`;
}

/** The body of POST/PATCH /evaluations/ (product rules ‹Evaluation, group and filter calls›). */
export function evaluationBody(v: EvaluationFormValues, user: FormUser): EvaluationInput {
  const entityType = entityTypeOf(v);
  return {
    name: v.name.trim(),
    entity_type: entityType,
    entity_id: entityType ? v.entityId : null,
    filter: v.filter,
    comparison_groups: [...v.groups],
    visibility: effectiveVisibility(user, entityType, v.visibility),
    send_mail: v.sendMail,
  };
}

/** The form field a server message path belongs to ('comparison_groups.1' → groups); null when none. */
export function formFieldOfPath(path: string): EvaluationFormField | null {
  const head = path.split('.')[0];
  switch (head) {
    case 'name':
      return 'name';
    case 'entity_type':
    case 'entity_id':
      return 'entity';
    case 'visibility':
      return 'visibility';
    case 'send_mail':
      return 'sendMail';
    case 'filter':
      return 'filter';
    case 'comparison_groups':
      return 'groups';
    default:
      return null;
  }
}

/** Server field messages (ApiError.fields) per form field, in tab order. */
export const serverFieldErrors = (fields: Readonly<Record<string, readonly string[]>> | undefined): EvaluationFormErrors =>
  mapFieldErrors(fields, formFieldOfPath).byField;

/** The first tab that holds one of these fields, or null. */
export const firstTabWith = (errors: EvaluationFormErrors): WizardTab | null =>
  WIZARD_TABS.find((tab) => Object.keys(errors).some((f) => FIELD_TAB[f as EvaluationFormField] === tab)) ?? null;

/** A group the user can pick: one they see, with member locations (product rules ‹Comparison-group validation›). */
export interface SelectableGroup {
  id: number;
  location_count: number;
  name?: string;
}
export const isGroupSelectable = (g: SelectableGroup) => g.location_count > 0;

/**
 * On open, selected groups the user cannot select (gone from their list, or without members) are
 * dropped from the selection and kept aside to be shown as 'deselektiert' (product rules ‹Evaluation modals›). The
 * special group is always there: it stays selected (its entity rule is a form error, not a loss).
 */
export function partitionSelection(
  selected: readonly EvaluationGroupRef[],
  groups: readonly SelectableGroup[],
): { kept: EvaluationGroupRef[]; deselected: number[] } {
  const selectable = new Set(groups.filter(isGroupSelectable).map((g) => g.id));
  const kept: EvaluationGroupRef[] = [];
  const deselected: number[] = [];
  for (const id of selected) {
    if (id === LOCATION_SIZE_GROUP || selectable.has(id)) kept.push(id);
    else deselected.push(id);
  }
  return { kept, deselected };
}
