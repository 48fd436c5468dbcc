// The variables of the operations that ask for one entity of any type: one `@include` flag per type,
// true for the entity's own type only (an operation that cannot ask for every type names the ones it
// takes, so it is sent no variable it does not declare).
import { ENTITY_TYPES, type EntityType } from './roles.ts';

export function entityFlags(type: EntityType | null | undefined): Record<EntityType, boolean>;
export function entityFlags<T extends EntityType>(type: EntityType | null | undefined, types: readonly T[]): Record<T, boolean>;
export function entityFlags(type: EntityType | null | undefined, types: readonly EntityType[] = ENTITY_TYPES): Record<string, boolean> {
  return Object.fromEntries(types.map((t) => [t, t === type]));
}
