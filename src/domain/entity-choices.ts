// Which entity types a user may pick an entity of ('Anwenden auf:', product rules ‹Evaluation detail›, ‹Evaluation permissions›; the wizard's
// and the comparison-group modal's entity type): the types the user has entities of, the association
// only for association admins and members unless the caller asks for every visible type.
import { ENTITY_TYPES, isAssociationUser, type AccountType, type EntityType } from './roles.ts';

export function entityTypeChoices(counts: Partial<Record<EntityType, number>>, accountType: AccountType | null | undefined, anyAssociation = false): EntityType[] {
  return ENTITY_TYPES.filter((t) => (t !== 'association' || anyAssociation || isAssociationUser(accountType)) && (counts[t] ?? 0) > 0);
}
