// The control-field screens' actors with their effects, recorded by the event journal: the table
// (deleting, the history columns) and the modal (the live hint, saving). Writes take the app's one
// write path (write.ts); reads the views' urql client (the session's fetch: refreshed once on a 401).
// Apart from effects.ts so the machines and their operations load with the controlling screens only.
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useClient, type Client } from 'urql';
import { operatorToWire as toWire } from '../domain/trigger.ts';
import { CreateAlertDocument, CurrentValueDocument, DeleteAlertDocument, UpdateAlertDocument } from '../gateway/client/generated/graphql.ts';
import { emptyAnswerError, requiredData } from '../gateway/client/operation-result.ts';
import { provideControlFieldForm, type ControlFieldFormEffects } from '../machines/controlFieldForm/effects.ts';
import type { ControlFieldInput } from '../machines/controlFieldForm/machine.ts';
import { provideControlFieldTable, type ControlFieldTableEffects } from '../machines/controlFieldTable/effects.ts';
import type { ControlFieldTableInput } from '../machines/controlFieldTable/machine.ts';
import { useAppSystem } from './AppContext.tsx';
import { loadHistory } from './control-field-history.ts';
import type { Write } from './write.ts';

/**
 * An alert write changes the alert lists (the controlling table, the overview) and, since the server
 * judges a written control field at once, its state history and possibly its incidents.
 */
const ALERT_TYPENAMES = ['Alert', 'AlertPage', 'AlertTransitionPage', 'Incident', 'IncidentPage'] as const;

const idOf = (saved: { id: number } | null | undefined) => {
  if (!saved) throw emptyAnswerError();
  return { id: saved.id };
};

export function controlFieldTableEffects(client: Client, write: Write): ControlFieldTableEffects {
  return {
    deleteAlert: (id) => write(DeleteAlertDocument, { id }, ALERT_TYPENAMES),
    loadHistory: (input) => loadHistory(client, input),
  };
}

export function controlFieldFormEffects(client: Client, write: Write): ControlFieldFormEffects {
  return {
    // The server answers by the rule detection uses, so the hint and the incidents never disagree.
    async loadHint({ entity_type, entity_id, field, comparison_group }) {
      const variables = { entity_type, entity_id, field, ...(comparison_group === null ? {} : { comparison_group }) };
      const d = await requiredData(client.query(CurrentValueDocument, variables, { requestPolicy: 'network-only' }));
      const current = d.getCurrentValue;
      return { value: current?.value ?? null, groupValue: current?.group_value ?? null, groupProblem: current?.group_problem ?? null };
    },
    async saveAlert(input) {
      if (input.kind === 'create') return idOf((await write(CreateAlertDocument, { input: { ...input.body, operator: toWire(input.body.operator) } }, ALERT_TYPENAMES)).createAlert);
      return idOf((await write(UpdateAlertDocument, { id: input.id, input: { ...input.body, operator: toWire(input.body.operator) } }, ALERT_TYPENAMES)).updateAlert);
    },
  };
}

export function useControlFieldTableActor(input: ControlFieldTableInput) {
  const { effects, journal } = useAppSystem();
  const client = useClient();
  const machine = useMemo(() => provideControlFieldTable(controlFieldTableEffects(client, effects.write)), [client, effects]);
  return useActorRef(machine, { input, inspect: journal.inspect });
}

export function useControlFieldFormActor(input: ControlFieldInput) {
  const { effects, journal } = useAppSystem();
  const client = useClient();
  const machine = useMemo(() => provideControlFieldForm(controlFieldFormEffects(client, effects.write)), [client, effects]);
  return useActorRef(machine, { input, inspect: journal.inspect });
}
