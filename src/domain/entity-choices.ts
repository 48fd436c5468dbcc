// 'Anwenden auf:' of a universal evaluation (spec 2 §2.5, §6): the entity types the user has
// entities of, the association option only for association admins and members; entities by name.
import { ENTITY_TYPES, isAssociationUser, type AccountType, type EntityType } from './roles.ts';

export interface EntityChoice {
  id: number;
  label: string;
}

export function entityTypeChoices(entities: Partial<Record<EntityType, readonly EntityChoice[]>>, accountType: AccountType | null | undefined): EntityType[] {
  return ENTITY_TYPES.filter((t) => (t !== 'association' || isAssociationUser(accountType)) && (entities[t]?.length ?? 0) > 0);
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });
export const sortChoices = (list: readonly EntityChoice[]) => [...list].sort((a, b) => collator.compare(a.label, b.label) || a.id - b.id);
