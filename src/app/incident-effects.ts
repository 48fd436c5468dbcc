// The incident writes of the controlling screens, on the app's one write path (write.ts): acknowledging an
// incident changes its row and the current-alert lists that show whether it is still open.
import { useMemo } from 'react';
import { AcknowledgeIncidentDocument } from '../gateway/client/generated/graphql.ts';
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
