// The comparison-group modal's actor with its effects on the views' urql client (the session's
// fetch: refreshed once on a 401), recorded by the event journal. Apart from effects.ts so the
// machine and its operations load with the evaluation screens only.
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useClient, type Client } from 'urql';
import type { ComparisonGroupInput } from '../domain/comparison-group-rules.ts';
import {
  PickerCountComparisonGroupDocument,
  PickerCreateComparisonGroupDocument,
  PickerReplaceComparisonGroupDocument,
} from '../gateway/client/generated/graphql.ts';
import { emptyAnswerError, requiredData } from '../gateway/client/operation-result.ts';
import { provideComparisonGroupForm, type ComparisonGroupFormEffects } from '../machines/comparisonGroupForm/effects.ts';
import type { ComparisonGroupFormInput } from '../machines/comparisonGroupForm/machine.ts';
import { useAppSystem } from './AppContext.tsx';

/** A write drops the cached group lists. */
export const GROUP_TYPENAMES = { additionalTypenames: ['ComparisonGroup', 'ComparisonGroupPage', 'Evaluation', 'EvaluationPage'] };

/** The write body as the generated input (management_options is a JSON map). */
const writeInput = (g: ComparisonGroupInput) => ({ name: g.name, aggregation: g.aggregation, filter: { ...g.filter, management_options: g.filter.management_options } });

export function comparisonGroupEffects(client: Client): ComparisonGroupFormEffects {
  return {
    async createComparisonGroup(body) {
      const data = await requiredData(client.mutation(PickerCreateComparisonGroupDocument, { input: writeInput(body) }, GROUP_TYPENAMES));
      if (!data.createComparisonGroup) throw emptyAnswerError();
      return { id: data.createComparisonGroup.id };
    },
    async updateComparisonGroup(id, body) {
      const data = await requiredData(client.mutation(PickerReplaceComparisonGroupDocument, { id, input: writeInput(body) }, GROUP_TYPENAMES));
      if (!data.replaceComparisonGroup) throw emptyAnswerError();
      return { id: data.replaceComparisonGroup.id };
    },
    async countComparisonGroupMatches(body) {
      // A count is no write: no cache invalidation (urql runs mutations uncached anyway).
      const data = await requiredData(client.mutation(PickerCountComparisonGroupDocument, { input: { aggregation: body.aggregation, filter: writeInput(body).filter } }));
      return data.countComparisonGroupMembersByDefinition?.count ?? 0;
    },
  };
}

export function useComparisonGroupFormActor(input: ComparisonGroupFormInput) {
  const { journal } = useAppSystem();
  const client = useClient();
  const machine = useMemo(() => provideComparisonGroupForm(comparisonGroupEffects(client)), [client]);
  return useActorRef(machine, { input, inspect: journal.inspect });
}
