// The evaluations list (product rules ‹Evaluations list›): sections by entity type (Universell for none, then association,
// farm, location, site), inside a section by entity name, then by evaluation name; and which row tools
// a user gets (star for entity-bound ones, edit and delete for the owner who may manage, copy for
// anyone who may manage). Pure; the page renders it.
import { canManageEvaluations, canStarEvaluation, isOwner, type PermissionUser } from './permissions.ts';
import { ENTITY_TYPE_LABELS, ENTITY_TYPES, type EntityType } from './roles.ts';

export const UNIVERSAL_LABEL = 'Universell';
/** An entity whose name the user cannot see (product rules ‹Entities and fields›). */
export const UNKNOWN_ENTITY_NAME = '<unbekannt>';

export const STAR_TOOLTIPS = {
  set: 'Als Standard-Auswertung auf der Startseite anzeigen',
  unset: 'Nicht mehr auf der Startseite anzeigen',
} as const;

/** Product rules ‹Evaluations list› 'Möchten Sie ... wirklich löschen?', worded like the group's question of product rules ‹Evaluation and group workflows›. */
export const deleteQuestion = (name: string) => `Möchten Sie die Auswertung '${name}' wirklich löschen?`;

export interface ListedEvaluation {
  id: number;
  name: string;
  user: number | null;
  entity_type: EntityType | null;
  entity_id: number | null;
}

export interface EvaluationEntry<E extends ListedEvaluation> {
  evaluation: E;
  /** The entity's display name; empty for universal evaluations. */
  entityName: string;
}

export interface EvaluationSection<E extends ListedEvaluation> {
  key: 'universal' | EntityType;
  title: string;
  entries: EvaluationEntry<E>[];
}

export type EntityNames = (type: EntityType, id: number) => string | undefined;

const byName = (a: string, b: string) => a.localeCompare(b, 'de', { sensitivity: 'base', numeric: true });

export function evaluationSections<E extends ListedEvaluation>(evaluations: readonly E[], names: EntityNames): EvaluationSection<E>[] {
  const keys = ['universal', ...ENTITY_TYPES] as const;
  return keys.flatMap((key) => {
    const entries = evaluations
      .filter((e) => (key === 'universal' ? !e.entity_type : e.entity_type === key))
      .map((evaluation) => ({
        evaluation,
        entityName: key === 'universal' || evaluation.entity_id === null ? '' : (names(key, evaluation.entity_id) ?? UNKNOWN_ENTITY_NAME),
      }))
      .sort((a, b) => byName(a.entityName, b.entityName) || byName(a.evaluation.name, b.evaluation.name) || a.evaluation.id - b.evaluation.id);
    return entries.length ? [{ key, title: key === 'universal' ? UNIVERSAL_LABEL : ENTITY_TYPE_LABELS[key], entries }] : [];
  });
}

export interface RowTools {
  star: boolean;
  edit: boolean;
  copy: boolean;
  remove: boolean;
}

/** Product rules ‹Evaluations list›, ‹Evaluation permissions›: star for anyone on entity-bound ones; copy for managers; edit and delete for managing owners. */
export function rowTools(user: PermissionUser, e: ListedEvaluation): RowTools {
  const manage = canManageEvaluations(user);
  const own = manage && isOwner(user, e);
  return { star: canStarEvaluation(e), edit: own, copy: manage, remove: own };
}
