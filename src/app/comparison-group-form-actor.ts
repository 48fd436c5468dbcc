// The comparison-group modal's actor with its effects (the definition writes, definition-effects.ts),
// recorded by the event journal. Apart from effects.ts so the machine and its operations load with
// the evaluation screens only.
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { provideComparisonGroupForm, type ComparisonGroupFormEffects } from '../machines/comparisonGroupForm/effects.ts';
import type { ComparisonGroupFormInput } from '../machines/comparisonGroupForm/machine.ts';
import { useAppSystem } from './AppContext.tsx';
import { definitionEffects } from './definition-effects.ts';
import type { Write } from './write.ts';

export function comparisonGroupEffects(write: Write): ComparisonGroupFormEffects {
  const { createComparisonGroup, updateComparisonGroup, countComparisonGroupMatches } = definitionEffects(write);
  return { createComparisonGroup, updateComparisonGroup, countComparisonGroupMatches };
}

export function useComparisonGroupFormActor(input: ComparisonGroupFormInput) {
  const { effects, journal } = useAppSystem();
  const machine = useMemo(() => provideComparisonGroupForm(comparisonGroupEffects(effects.write)), [effects]);
  return useActorRef(machine, { input, inspect: journal.inspect });
}
