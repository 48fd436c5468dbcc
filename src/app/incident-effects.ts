// The incident writes of the controlling screens, on the app's one write path (write.ts): acknowledging an
// incident changes its row and the current-alert lists that show whether it is still open.
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { AcknowledgeIncidentDocument } from '../gateway/client/generated/graphql.ts';
import { incidentAcknowledgeMachine, type AcknowledgeRequest } from '../machines/incidentAcknowledge/machine.ts';
import { useAppSystem } from './AppContext.tsx';
import type { Write } from './write.ts';

const INCIDENT_TYPENAMES = ['Incident', 'IncidentPage', 'AlertCurrent', 'AlertCurrentPage', 'AlertLastIncident'] as const;

export function incidentEffects(write: Write) {
  return {
    acknowledgeIncident: (id: number, comment: string) => write(AcknowledgeIncidentDocument, { id, input: { acknowledged: true, comment } }, INCIDENT_TYPENAMES),
  };
}

export function useIncidentEffects() {
  const { effects } = useAppSystem();
  return useMemo(() => incidentEffects(effects.write), [effects]);
}

/** The acknowledge dialog's machine for one incident, on the write above. */
export function useIncidentAcknowledgeActor(id: number, comment: string) {
  const { journal } = useAppSystem();
  const { acknowledgeIncident } = useIncidentEffects();
  const machine = useMemo(
    () => incidentAcknowledgeMachine.provide({ actors: { acknowledge: fromPromise<unknown, AcknowledgeRequest>(({ input }) => acknowledgeIncident(input.id, input.comment)) } }),
    [acknowledgeIncident],
  );
  return useActorRef(machine, { input: { id, comment }, inspect: journal.inspect });
}
