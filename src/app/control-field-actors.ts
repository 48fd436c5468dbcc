// The control-field screens' actors with their effects on the views' urql client (the session's
// fetch: refreshed once on a 401), recorded by the event journal: the table (deleting, the history
// columns) and the modal (the live hint, saving). Apart from effects.ts so the machines and their
// operations load with the controlling screens only.
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useClient, type Client } from 'urql';
import { operatorToWire as toWire } from '../domain/trigger.ts';
import { CreateAlertDocument, CurrentValueDocument, DeleteAlertDocument, UpdateAlertDocument } from '../gateway/client/generated/graphql.ts';
import { resultData } from '../gateway/client/operation-result.ts';
import { provideControlFieldForm, type ControlFieldFormEffects } from '../machines/controlFieldForm/effects.ts';
import type { ControlFieldInput } from '../machines/controlFieldForm/machine.ts';
import { provideControlFieldTable, type ControlFieldTableEffects } from '../machines/controlFieldTable/effects.ts';
import type { ControlFieldTableInput } from '../machines/controlFieldTable/machine.ts';
import { useAppSystem } from './AppContext.tsx';
import { loadHistory } from './control-field-history.ts';

export function controlFieldTableEffects(client: Client): ControlFieldTableEffects {
  return {
    deleteAlert: (id) => resultData(client.mutation(DeleteAlertDocument, { id }).toPromise()),
    loadHistory: (input) => loadHistory(client, input),
  };
}

export function controlFieldFormEffects(client: Client): ControlFieldFormEffects {
  return {
    // The server answers by the rule detection uses, so the hint and the incidents never disagree.
    async loadHint({ entity_type, entity_id, field, comparison_group }) {
      const variables = { entity_type, entity_id, field, ...(comparison_group === null ? {} : { comparison_group }) };
      const d = await resultData(client.query(CurrentValueDocument, variables, { requestPolicy: 'network-only' }).toPromise());
      const current = d.getCurrentValue;
      return { value: current?.value ?? null, groupValue: current?.group_value ?? null, groupProblem: current?.group_problem ?? null };
    },
    async saveAlert(input) {
      if (input.kind === 'create') {
        const d = await resultData(client.mutation(CreateAlertDocument, { input: { ...input.body, operator: toWire(input.body.operator) } }).toPromise());
        return { id: d.createAlert!.id };
      }
      const d = await resultData(client.mutation(UpdateAlertDocument, { id: input.id, input: { ...input.body, operator: toWire(input.body.operator) } }).toPromise());
      return { id: d.updateAlert!.id };
    },
  };
}

export function useControlFieldTableActor(input: ControlFieldTableInput) {
  const { journal } = useAppSystem();
  const client = useClient();
  const machine = useMemo(() => provideControlFieldTable(controlFieldTableEffects(client)), [client]);
  return useActorRef(machine, { input, inspect: journal.inspect });
}

export function useControlFieldFormActor(input: ControlFieldInput) {
  const { journal } = useAppSystem();
  const client = useClient();
  const machine = useMemo(() => provideControlFieldForm(controlFieldFormEffects(client)), [client]);
  return useActorRef(machine, { input, inspect: journal.inspect });
}
