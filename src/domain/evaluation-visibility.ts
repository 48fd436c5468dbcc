// Who may see an evaluation (product rules ‹Entities and fields› visibility self | farm | association | all). Pure: the
// server resolves the evaluation's entity to its farm and association and applies the same rule in SQL.
//
// - The owner always sees it; a superuser sees every evaluation.
// - 'self' (Nur ich): the owner only.
// - 'farm' (Das LDWU): users whose farm scope contains the farm of the evaluation's entity
//   (the farm itself, or the farm of the location or site). Universal evaluations (no entity) and
//   association entities have no farm: owner only.
// - 'association' (Der Verband): users who see that association (see `associationVisibility` in
//   src/domain/read-scope.ts: association users their linked associations, farm users the invoicing
//   association and herd books of their farms). The association is the entity itself when it is an
//   association, otherwise the invoicing association of the entity's farm. Universal: owner only.
// - 'all' (Alle): every user.
import { effectiveAccountType, isAssociationUser, type AccountType, type EntityType } from './roles.ts';

export const EVALUATION_VISIBILITIES = ['self', 'farm', 'association', 'all'] as const;
export type EvaluationVisibility = (typeof EVALUATION_VISIBILITIES)[number];

export interface EvaluationViewer {
  id: number;
  isSuperuser: boolean;
  /** Farms in the viewer's scope, or 'all'. */
  farmIds: ReadonlySet<number> | 'all';
  /** Associations visible to the viewer, or 'all'. */
  associationIds: ReadonlySet<number> | 'all';
}

export interface EvaluationAudience {
  userId: number | null;
  visibility: EvaluationVisibility;
  /** Farm of the evaluation's entity (farm, location or site), null for association or universal. */
  entityFarmId: number | null;
  /** The association entity, or the invoicing association of the entity's farm. */
  entityAssociationId: number | null;
}

const has = (set: ReadonlySet<number> | 'all', id: number | null) => id !== null && (set === 'all' || set.has(id));

export function isEvaluationVisible(viewer: EvaluationViewer, e: EvaluationAudience): boolean {
  if (viewer.isSuperuser || e.userId === viewer.id) return true;
  switch (e.visibility) {
    case 'all':
      return true;
    case 'farm':
      return has(viewer.farmIds, e.entityFarmId);
    case 'association':
      return has(viewer.associationIds, e.entityAssociationId);
    default:
      return false;
  }
}

// ---- Who may set which visibility (product rules ‹Validation rules›) ----

export const VISIBILITY_LABELS: Record<EvaluationVisibility, string> = { self: 'Nur ich', farm: 'Das LDWU', association: 'Der Verband', all: 'Alle' };
export const UNIVERSAL_NOT_SHAREABLE = 'Universelle Auswertungen können nicht geteilt werden.';
export const VISIBILITY_NOT_OFFERED = 'Diese Sichtbarkeit steht Ihnen nicht zur Verfügung.';

interface VisibilitySetter {
  account_type?: AccountType | null;
}

/** Universal evaluations cannot be shared; otherwise association users, or entity type farm/location/site. */
export function canSetVisibility(u: VisibilitySetter, entityType: EntityType | null | undefined): boolean {
  if (!entityType) return false;
  return isAssociationUser(u.account_type) || entityType !== 'association';
}

/** Offered visibilities; 'association' and 'all' only for association admins. */
export function visibilityOptions(u: VisibilitySetter, entityType: EntityType | null | undefined): EvaluationVisibility[] {
  if (!canSetVisibility(u, entityType)) return ['self'];
  return effectiveAccountType(u.account_type) === 'association_admin' ? [...EVALUATION_VISIBILITIES] : ['self', 'farm'];
}

/** A stored visibility that is not offered falls back to self. */
export const effectiveVisibility = (u: VisibilitySetter, entityType: EntityType | null | undefined, stored: EvaluationVisibility | null | undefined): EvaluationVisibility =>
  stored && visibilityOptions(u, entityType).includes(stored) ? stored : 'self';

/**
 * Why `visibility` may not be stored for an evaluation on `entityType` by this user, or null when it
 * may: the one check the server applies on every write and the modal applies to its choice.
 */
export function visibilityProblem(u: VisibilitySetter, entityType: EntityType | null | undefined, visibility: EvaluationVisibility): string | null {
  if (visibility === 'self') return null;
  if (!entityType) return UNIVERSAL_NOT_SHAREABLE;
  return visibilityOptions(u, entityType).includes(visibility) ? null : VISIBILITY_NOT_OFFERED;
}
