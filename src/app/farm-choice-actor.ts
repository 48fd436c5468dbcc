// The user form's farm choices search the server as the entity choice does (the entitySearch
// machine: the first page at once, complete lists filtered locally, otherwise one debounced request
// per pause in typing), optionally among the farms one association serves.
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useClient, type Client } from 'urql';
import { ENTITY_CHOICES_PAGE, type EntitySearchChoice } from '../domain/entity-search.ts';
import { UserFormFarmNamesDocument, UserFormFarmSearchDocument } from '../gateway/client/generated/graphql.ts';
import { requiredData } from '../gateway/client/operation-result.ts';
import { provideEntitySearch, type EntitySearchEffects } from '../machines/entitySearch/effects.ts';
import { useAppSystem } from './AppContext.tsx';

const present = <T,>(list: readonly (T | null)[] | null | undefined): T[] => (list ?? []).filter((x): x is T => x !== null);
const choiceOf = (f: { id: number; display_name: string }): EntitySearchChoice => ({ id: f.id, label: f.display_name });

/** The ids parameter takes at most this many ids per request. */
const NAMES_PER_REQUEST = 1000;

/** Display names of the given farms the caller sees (farms out of sight are left out). */
export async function farmNames(client: Client, ids: readonly number[]): Promise<EntitySearchChoice[]> {
  const unique = [...new Set(ids)];
  const out: EntitySearchChoice[] = [];
  for (let i = 0; i < unique.length; i += NAMES_PER_REQUEST) {
    const data = await requiredData(client.query(UserFormFarmNamesDocument, { ids: unique.slice(i, i + NAMES_PER_REQUEST).join(',') }));
    out.push(...present(data.listFarms?.results).map(choiceOf));
  }
  return out;
}

export function farmChoiceEffects(client: Client, association: number | null): EntitySearchEffects {
  return {
    async searchEntities(_type, search) {
      const variables = { search: search || null, limit: ENTITY_CHOICES_PAGE, ...(association === null ? {} : { association }) };
      const page = (await requiredData(client.query(UserFormFarmSearchDocument, variables))).listFarms;
      return { count: page?.count ?? 0, choices: present(page?.results).map(choiceOf) };
    },
    entityNames: (_type, ids) => farmNames(client, ids),
  };
}

export function useFarmChoiceActor(association: number | null) {
  const { journal } = useAppSystem();
  const client = useClient();
  const machine = useMemo(() => provideEntitySearch(farmChoiceEffects(client, association)), [client, association]);
  return useActorRef(machine, { input: { entityType: 'farm', selectedId: null }, inspect: journal.inspect });
}
