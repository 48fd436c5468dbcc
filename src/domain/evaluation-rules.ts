// Validation of evaluations and figure filters (spec 2 §5) as pure rules for the server and the
// modals. What needs the database (entity in scope, groups and filter selectable) the server adds.
import { visibilityProblem, type EvaluationVisibility } from './evaluation-visibility.ts';
import { isAssociationUser, type AccountType, type EntityType } from './roles.ts';

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
  comparison_groups: readonly number[];
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
