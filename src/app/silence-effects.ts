// The silence writes of an entity's controlling page, on the app's one write path (write.ts): muting
// (a new row in 'Stummschaltungen') and ending early (its state); incidents name their silence.
import { useMemo } from 'react';
import { CreateSilenceDocument, EndSilenceDocument, type SilenceWrite_Input } from '../gateway/client/generated/graphql.ts';
import { useAppSystem } from './AppContext.tsx';
import type { Write } from './write.ts';

const SILENCE_TYPENAMES = ['Silence', 'SilencePage', 'Incident', 'IncidentPage'] as const;

export function silenceEffects(write: Write) {
  return {
    createSilence: (input: SilenceWrite_Input) => write(CreateSilenceDocument, { input }, SILENCE_TYPENAMES),
    endSilence: (id: number) => write(EndSilenceDocument, { id }, SILENCE_TYPENAMES),
  };
}

export function useSilenceEffects() {
  const { effects } = useAppSystem();
  return useMemo(() => silenceEffects(effects.write), [effects]);
}
