// The wizard's actor with its effects on the views' urql client: POST or PATCH the evaluation, then
// PATCH the user's start-page default (the auth machine learns it).
import { useActorRef } from '@xstate/react';
import { useClient, type Client } from 'urql';
import { useAppSystem } from '../../../../app/AppContext.tsx';
import type { AppSystem } from '../../../../app/system.ts';
import type { SaveEvaluationInput } from '../../../../domain/evaluation-save.ts';
import { EvaluationCreateDocument, EvaluationUpdateDocument } from '../../../../gateway/client/generated/graphql.ts';
import { emptyAnswerError, requiredData } from '../../../../gateway/client/operation-result.ts';
import type { AuthUser } from '../../../../machines/auth/machine.ts';
import { provideEvaluationWizard, type EvaluationWizardEffects } from '../../../../machines/evaluationWizard/effects.ts';
import type { EvaluationWizardInput } from '../../../../machines/evaluationWizard/machine.ts';
import { setDefaultEvaluation } from '../evaluationMutations.ts';
import { EVALUATION_TYPENAMES } from '../useEvaluationData.ts';

const CONTEXT = { additionalTypenames: EVALUATION_TYPENAMES };

export function wizardEffects(client: Client, auth: AppSystem['auth'], me: AuthUser): EvaluationWizardEffects {
  return {
    async saveEvaluation(input: SaveEvaluationInput) {
      const body = { ...input.body, comparison_groups: [...input.body.comparison_groups] };
      const saved =
        input.kind === 'create'
          ? (await requiredData(client.mutation(EvaluationCreateDocument, { input: body }, CONTEXT))).createEvaluation
          : (await requiredData(client.mutation(EvaluationUpdateDocument, { id: input.id, input: body }, CONTEXT))).updateEvaluation;
      if (!saved) throw emptyAnswerError();
      return { id: saved.id };
    },
    setDefaultEvaluation: (evaluationId) => setDefaultEvaluation(client, auth, me, evaluationId),
  };
}

export function useEvaluationWizard(input: EvaluationWizardInput, me: AuthUser) {
  const client = useClient();
  const { auth, journal } = useAppSystem();
  return useActorRef(provideEvaluationWizard(wizardEffects(client, auth, me)), { input, inspect: journal.inspect });
}
