// The control-field modal's comparison-group choice searches the server as the entity choice does
// (the entitySearch machine: the first page at once, a complete list filtered locally, otherwise one
// debounced request per pause in typing); the current group is named by id.
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useClient, type Client } from 'urql';
import { idBatches } from '../domain/definition-search.ts';
import { ENTITY_CHOICES_PAGE, type EntitySearchChoice } from '../domain/entity-search.ts';
import { ControllingGroupSearchDocument, ControllingGroupsDocument } from '../gateway/client/generated/graphql.ts';
import { requiredData } from '../gateway/client/operation-result.ts';
import { provideEntitySearch, type EntitySearchEffects } from '../machines/entitySearch/effects.ts';
import { useAppSystem } from './AppContext.tsx';

const present = <T,>(list: readonly (T | null)[] | null | undefined): T[] => (list ?? []).filter((x): x is T => x !== null);
const choiceOf = (g: { id: number; name: string }): EntitySearchChoice => ({ id: g.id, label: g.name });

/** Names of the given comparison groups the caller sees (others are left out). */
export async function groupNames(client: Client, ids: readonly number[]): Promise<EntitySearchChoice[]> {
  const out: EntitySearchChoice[] = [];
  for (const batch of idBatches(ids)) {
    const data = await requiredData(client.query(ControllingGroupsDocument, { ids: batch }));
    out.push(...present(data.listComparisonGroups?.results).map(choiceOf));
  }
  return out;
}

export function groupChoiceEffects(client: Client): EntitySearchEffects<'comparison_group'> {
  return {
    async searchEntities(_kind, search) {
      const page = (await requiredData(client.query(ControllingGroupSearchDocument, { search: search || null, limit: ENTITY_CHOICES_PAGE }))).listComparisonGroups;
      return { count: page?.count ?? 0, choices: present(page?.results).map(choiceOf) };
    },
    entityNames: (_kind, ids) => groupNames(client, ids),
  };
}

/** Mount it per modal: the current group is fixed when it starts. */
export function useGroupChoiceActor(selectedId: number | null) {
  const { journal } = useAppSystem();
  const client = useClient();
  const machine = useMemo(() => provideEntitySearch(groupChoiceEffects(client)), [client]);
  return useActorRef(machine, { input: { entityType: 'comparison_group', selectedId }, inspect: journal.inspect });
}
