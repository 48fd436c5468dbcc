// Validation of evaluations and figure filters (product rules ‹Validation rules›) as pure rules for the server and the
// modals. What needs the database (entity in scope, groups and filter selectable) the server adds.
import { visibilityProblem, type EvaluationVisibility } from './evaluation-visibility.ts';
import { LOCATION_SIZE_ONLY_FOR_LOCATION } from './group-privacy.ts';
import { isAssociationUser, type AccountType, type EntityType } from './roles.ts';

/** The special comparison group 'Gleiche Betriebsgröße': the evaluated location's size band. */
export const LOCATION_SIZE_GROUP = 'location_size';

/** A comparison group of an evaluation: a stored group's id or the special group. */
export type EvaluationGroupRef = number | typeof LOCATION_SIZE_GROUP;

/** Display name of the special group (the server names its rows with it too). */
export const LOCATION_SIZE_GROUP_LABEL = 'Gleiche Betriebsgröße';
/** One line for the wizard: what the special group compares. */
export const LOCATION_SIZE_GROUP_HINT = 'Vergleicht einen Betrieb mit allen Betrieben derselben Größenklasse (Kuhzahl).';

/**
 * The groups of an evaluation as GraphQL hands them over (JSON items: ids and the string
 * 'location_size') as typed references; anything else is not a group and is left out. Numeric
 * strings are ids too (a JSON scalar may arrive either way).
 */
export function evaluationGroupRefs(items: readonly unknown[] | null | undefined): EvaluationGroupRef[] {
  const refs: EvaluationGroupRef[] = [];
  for (const item of items ?? []) {
    if (item === LOCATION_SIZE_GROUP) refs.push(LOCATION_SIZE_GROUP);
    else if (typeof item === 'number' && Number.isInteger(item) && item > 0) refs.push(item);
    else if (typeof item === 'string' && /^[1-9]\d*$/.test(item)) refs.push(Number(item));
  }
  return refs;
}

/** A group reference from a route segment ('12' or 'location_size'); null when it is neither. */
export function groupRefOfParam(param: string | null | undefined): EvaluationGroupRef | null {
  const [ref] = evaluationGroupRefs(param === null || param === undefined ? [] : [param]);
  return ref ?? null;
}

/** Product rules ‹Evaluations list›: a filter or group the evaluation names but the user may not see (someone else's, not shared). */
export const HIDDEN_DEFINITION = {
  filter: 'Für Sie nicht sichtbarer Kennzahlen-Filter',
  group: 'Für Sie nicht sichtbare Vergleichsgruppe',
} as const;

/**
 * How the popover names a filter or group it knows by id: its name; null while the names are still
 * loading (the view holds a placeholder of the same size); once loaded, an id without a name is one
 * the user cannot see, said in words instead of a raw id.
 */
export function definitionLabel(kind: keyof typeof HIDDEN_DEFINITION, id: number, names: readonly { id: number; name: string }[], loaded: boolean): string | null {
  const name = names.find((x) => x.id === id)?.name;
  if (name !== undefined) return name;
  return loaded ? HIDDEN_DEFINITION[kind] : null;
}

/** A group's display name: the special group's label, else as definitionLabel (null while loading). */
export const groupRefLabel = (ref: EvaluationGroupRef, names: readonly { id: number; name: string }[], loaded = true) =>
  ref === LOCATION_SIZE_GROUP ? LOCATION_SIZE_GROUP_LABEL : definitionLabel('group', ref, names, loaded);

/** Whether the special group can answer for this entity type (null: universal, decided when shown). */
export const locationSizeAllowed = (entityType: EntityType | null) => entityType === null || entityType === 'location';

export const EVALUATION_MESSAGES = {
  nameRequired: 'Geben Sie einen Namen ein.',
  entityRequired: 'Wählen Sie eine Entität aus.',
  groupRequired: 'Wählen Sie mind. eine Vergleichsgruppe aus.',
  groupTwice: 'Jede Vergleichsgruppe kann nur einmal gewählt werden.',
  associationEntity: 'Nur Verbandsbenutzer können Auswertungen für einen Verband anlegen.',
  entityOutOfScope: 'Die Entität existiert nicht oder liegt außerhalb Ihres Zugriffs.',
  filterUnavailable: 'Der Kennzahlen-Filter existiert nicht oder ist für Sie nicht auswählbar.',
} as const;

export const groupUnavailable = (id: number) => `Die Vergleichsgruppe ${id} existiert nicht oder ist für Sie nicht auswählbar.`;

export const FIGURE_FILTER_MESSAGES = {
  nameRequired: 'Geben Sie einen Namen ein.',
  fieldRequired: 'Wählen Sie mind. eine Kennzahl aus.',
  fieldTwice: 'Diese Kennzahl ist bereits ausgewählt.',
  hint: 'Korrigieren Sie Ihre Eingaben.',
} as const;

export const unknownFigure = (name: string) => `Unbekannte Kennzahl „${name}“.`;

export interface EvaluationInput {
  name: string;
  entity_type: EntityType | null;
  entity_id: number | null;
  filter: number | null;
  comparison_groups: readonly EvaluationGroupRef[];
  visibility: EvaluationVisibility;
  send_mail: boolean;
}

/** Per-field German messages for an evaluation written by `user`; empty when valid. */
export function evaluationProblems(e: EvaluationInput, user: { account_type?: AccountType | null }): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (path: string, message: string) => (problems[path] ??= []).push(message);
  if (!e.name.trim()) add('name', EVALUATION_MESSAGES.nameRequired);
  // No entity type is a universal evaluation; a type without an id is an unfinished choice.
  if (e.entity_type !== null && e.entity_id === null) add('entity_id', EVALUATION_MESSAGES.entityRequired);
  if (e.entity_type === null && e.entity_id !== null) add('entity_type', EVALUATION_MESSAGES.entityRequired);
  if (e.entity_type === 'association' && !isAssociationUser(user.account_type)) add('entity_type', EVALUATION_MESSAGES.associationEntity);
  if (e.comparison_groups.length === 0) add('comparison_groups', EVALUATION_MESSAGES.groupRequired);
  else if (new Set(e.comparison_groups).size !== e.comparison_groups.length) add('comparison_groups', EVALUATION_MESSAGES.groupTwice);
  // The special group compares a location with its size band: a universal evaluation may hold it
  // (it applies when shown for a location), an evaluation of another entity may not.
  const special = e.comparison_groups.indexOf(LOCATION_SIZE_GROUP);
  if (special >= 0 && !locationSizeAllowed(e.entity_type)) add(`comparison_groups.${special}`, LOCATION_SIZE_ONLY_FOR_LOCATION);
  const visibility = visibilityProblem(user, e.entity_type, e.visibility);
  if (visibility) add('visibility', visibility);
  return problems;
}

/** Per-field German messages for a figure filter; `known` holds the catalogue's pythonic names. */
export function figureFilterProblems(f: { name: string; fields: readonly { pythonic_name: string }[] }, known: ReadonlySet<string>): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (path: string, message: string) => (problems[path] ??= []).push(message);
  if (!f.name.trim()) add('name', FIGURE_FILTER_MESSAGES.nameRequired);
  if (f.fields.length === 0) add('fields', FIGURE_FILTER_MESSAGES.fieldRequired);
  const seen = new Set<string>();
  f.fields.forEach(({ pythonic_name: name }, i) => {
    if (!known.has(name)) add(`fields.${i}.pythonic_name`, unknownFigure(name));
    else if (seen.has(name)) add(`fields.${i}.pythonic_name`, FIGURE_FILTER_MESSAGES.fieldTwice);
    seen.add(name);
  });
  return problems;
}
