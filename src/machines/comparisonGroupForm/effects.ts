// What the comparison-group modal needs from the outside: store the group (create or update) and
// count the operations a definition matches.
import { fromPromise } from 'xstate';
import type { ComparisonGroupInput } from '../../domain/comparison-group-rules.ts';
import { comparisonGroupFormMachine, type SaveGroupInput } from './machine.ts';

export interface ComparisonGroupFormEffects {
  createComparisonGroup(body: ComparisonGroupInput): Promise<{ id: number }>;
  updateComparisonGroup(id: number, body: ComparisonGroupInput): Promise<{ id: number }>;
  countComparisonGroupMatches(body: ComparisonGroupInput): Promise<number>;
}

export function provideComparisonGroupForm(fx: ComparisonGroupFormEffects) {
  return comparisonGroupFormMachine.provide({
    actors: {
      saveGroup: fromPromise(({ input }: { input: SaveGroupInput }) =>
        input.groupId === null ? fx.createComparisonGroup(input.body) : fx.updateComparisonGroup(input.groupId, input.body),
      ),
      countMatches: fromPromise(({ input }: { input: ComparisonGroupInput }) => fx.countComparisonGroupMatches(input)),
    },
  });
}
