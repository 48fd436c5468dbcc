// What the evaluation wizard needs from the outside: store the evaluation (POST new, PATCH edit) and
// set or clear the signed-in user's start-page default.
import { fromPromise } from 'xstate';
import type { SaveEvaluationInput, SavedEvaluation } from '../../domain/evaluation-save.ts';
import { evaluationWizardMachine } from './machine.ts';

export interface EvaluationWizardEffects {
  saveEvaluation(input: SaveEvaluationInput): Promise<SavedEvaluation>;
  /** PATCH users/{me} with default_evaluation (an id, or null to clear). */
  setDefaultEvaluation(evaluationId: number | null): Promise<unknown>;
}

export function provideEvaluationWizard(fx: EvaluationWizardEffects) {
  return evaluationWizardMachine.provide({
    actors: {
      saveEvaluation: fromPromise(({ input }: { input: SaveEvaluationInput }) => fx.saveEvaluation(input)),
      setDefault: fromPromise(({ input }: { input: { evaluationId: number | null } }) => fx.setDefaultEvaluation(input.evaluationId)),
    },
  });
}
