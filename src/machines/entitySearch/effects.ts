// What an entity choice needs from the outside: a page of the caller's entities of one type matching
// a search text, and the display name of one entity by id (null when the caller cannot see it).
import { fromPromise } from 'xstate';
import type { EntitySearchChoice, EntitySearchPage } from '../../domain/entity-search.ts';
import type { EntityType } from '../../domain/roles.ts';
import { entitySearchMachine, type LookupEntityInput, type SearchEntitiesInput } from './machine.ts';

export interface EntitySearchEffects {
  searchEntities(entityType: EntityType, search: string): Promise<EntitySearchPage>;
  entityNames(entityType: EntityType, ids: readonly number[]): Promise<EntitySearchChoice[]>;
}

export function provideEntitySearch(fx: EntitySearchEffects) {
  return entitySearchMachine.provide({
    actors: {
      searchEntities: fromPromise(({ input }: { input: SearchEntitiesInput }) => fx.searchEntities(input.entityType, input.search)),
      lookupEntity: fromPromise(async ({ input }: { input: LookupEntityInput }) => (await fx.entityNames(input.entityType, [input.id]))[0] ?? null),
    },
  });
}
