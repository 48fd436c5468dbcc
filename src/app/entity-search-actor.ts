// The entity choice's actor with its effects on the views' urql client (cached per search text, so
// typing back to an earlier text answers from the cache), recorded by the event journal.
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useClient, type Client } from 'urql';
import { ENTITY_CHOICES_PAGE, type EntitySearchChoice, type EntitySearchPage } from '../domain/entity-search.ts';
import type { EntityType } from '../domain/roles.ts';
import {
  EntityNamesDocument,
  EntitySearchAssociationsDocument,
  EntitySearchFarmsDocument,
  EntitySearchLocationsDocument,
  EntitySearchSitesDocument,
} from '../gateway/client/generated/graphql.ts';
import { requiredData } from '../gateway/client/operation-result.ts';
import { provideEntitySearch, type EntitySearchEffects } from '../machines/entitySearch/effects.ts';
import type { EntitySearchInput } from '../machines/entitySearch/machine.ts';
import { useAppSystem } from './AppContext.tsx';

const present = <T,>(list: readonly (T | null)[] | null | undefined): T[] => (list ?? []).filter((x): x is T => x !== null);

type Named = { id: number; display_name?: string; name?: string; farm?: number };
const choiceOf = (e: Named): EntitySearchChoice => ({ id: e.id, label: e.display_name ?? e.name ?? '' });

/** Display names of the given entities of one type the caller sees; locations carry their farm's name. */
async function entityNames(client: Client, type: EntityType, ids: readonly number[]): Promise<EntitySearchChoice[]> {
  if (ids.length === 0) return [];
  const list = [...new Set(ids)].join(',');
  const data = await requiredData(
    client.query(EntityNamesDocument, {
      associations: type === 'association' ? list : '',
      farms: type === 'farm' ? list : '',
      locations: type === 'location' ? list : '',
      sites: type === 'site' ? list : '',
      withAssociations: type === 'association',
      withFarms: type === 'farm',
      withLocations: type === 'location',
      withSites: type === 'site',
    }),
  );
  if (type === 'association') return present(data.listAssociations?.results).map(choiceOf);
  if (type === 'farm') return present(data.listFarms?.results).map(choiceOf);
  if (type === 'site') return present(data.listSites?.results).map(choiceOf);
  return withFarmNames(client, present(data.listLocations?.results));
}

/** Location names repeat across farms ('Hauptbetrieb'): each choice names its farm as detail. */
async function withFarmNames(client: Client, locations: { id: number; name: string; farm: number }[]): Promise<EntitySearchChoice[]> {
  const farms = new Map((await entityNames(client, 'farm', locations.map((l) => l.farm))).map((f) => [f.id, f.label]));
  return locations.map((l) => ({ id: l.id, label: l.name, ...(farms.has(l.farm) ? { detail: farms.get(l.farm)! } : {}) }));
}

export function entitySearchEffects(client: Client): EntitySearchEffects {
  return {
    async searchEntities(type, search): Promise<EntitySearchPage> {
      const variables = { search: search || null, limit: ENTITY_CHOICES_PAGE };
      if (type === 'association') {
        const page = (await requiredData(client.query(EntitySearchAssociationsDocument, variables))).listAssociations;
        return { count: page?.count ?? 0, choices: present(page?.results).map(choiceOf) };
      }
      if (type === 'farm') {
        const page = (await requiredData(client.query(EntitySearchFarmsDocument, variables))).listFarms;
        return { count: page?.count ?? 0, choices: present(page?.results).map(choiceOf) };
      }
      if (type === 'site') {
        const page = (await requiredData(client.query(EntitySearchSitesDocument, variables))).listSites;
        return { count: page?.count ?? 0, choices: present(page?.results).map(choiceOf) };
      }
      const page = (await requiredData(client.query(EntitySearchLocationsDocument, variables))).listLocations;
      return { count: page?.count ?? 0, choices: await withFarmNames(client, present(page?.results)) };
    },
    entityNames: (type, ids) => entityNames(client, type, ids),
  };
}

export function useEntitySearchActor(input: EntitySearchInput & { entityType: EntityType }) {
  const { journal } = useAppSystem();
  const client = useClient();
  const machine = useMemo(() => provideEntitySearch(entitySearchEffects(client)), [client]);
  return useActorRef(machine, { input, inspect: journal.inspect });
}
