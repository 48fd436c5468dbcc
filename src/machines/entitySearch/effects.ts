// What an entity choice needs from the outside: a page of the caller's entities of one type matching
// a search text, and the display name of one entity by id (null when the caller cannot see it). The
// same for a choice of something else (comparison groups): its effects are typed by that kind.
import { fromPromise } from 'xstate';
import type { EntitySearchChoice, EntitySearchPage } from '../../domain/entity-search.ts';
import type { EntityType } from '../../domain/roles.ts';
import { entitySearchMachine, type LookupEntityInput, type SearchedKind, type SearchEntitiesInput } from './machine.ts';

export interface EntitySearchEffects<K extends SearchedKind = EntityType> {
  searchEntities(entityType: K, search: string): Promise<EntitySearchPage>;
  entityNames(entityType: K, ids: readonly number[]): Promise<EntitySearchChoice[]>;
}

/** The machine with these effects; start it only with an input of kind K (the effects know no other). */
export function provideEntitySearch<K extends SearchedKind = EntityType>(fx: EntitySearchEffects<K>) {
  return entitySearchMachine.provide({
    actors: {
      searchEntities: fromPromise(({ input }: { input: SearchEntitiesInput }) => fx.searchEntities(input.entityType as K, input.search)),
      lookupEntity: fromPromise(async ({ input }: { input: LookupEntityInput }) => (await fx.entityNames(input.entityType as K, [input.id]))[0] ?? null),
    },
  });
}
