// The silence writes of an entity's controlling page, on the app's one write path (write.ts): muting
// (a new row in 'Stummschaltungen') and ending early (its state); incidents name their silence.
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { berlinDate } from '../domain/format.ts';
import type { SilencePageEntity } from '../domain/silence.ts';
import { CreateSilenceDocument, EndSilenceDocument, type SilenceWrite_Input } from '../gateway/client/generated/graphql.ts';
import { silenceMuteMachine, type SilenceRequest } from '../machines/silenceMute/machine.ts';
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

/** The 'Stummschalten' dialog's machine for the page's entity, on the write above. */
export function useSilenceMuteActor(entity: SilencePageEntity) {
  const { journal } = useAppSystem();
  const { createSilence } = useSilenceEffects();
  const machine = useMemo(() => silenceMuteMachine.provide({ actors: { mute: fromPromise<unknown, SilenceRequest>(({ input }) => createSilence(input)) } }), [createSilence]);
  return useActorRef(machine, { input: { entity, today: berlinDate()!.toString() }, inspect: journal.inspect });
}
