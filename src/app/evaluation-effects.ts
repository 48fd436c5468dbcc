// The evaluation writes (product rules ‹Evaluation, group and filter calls›) on the app's one write path (write.ts): the
// wizard's machine effects (save, then the start-page default) and the list's delete and star. The
// signed-in user (auth machine) learns a changed default here, whichever screen changed it.
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import type { SaveEvaluationInput } from '../domain/evaluation-save.ts';
import { EvaluationCreateDocument, EvaluationDeleteDocument, EvaluationSetDefaultDocument, EvaluationUpdateDocument } from '../gateway/client/generated/graphql.ts';
import { emptyAnswerError } from '../gateway/client/operation-result.ts';
import type { AuthUser } from '../machines/auth/machine.ts';
import { provideEvaluationWizard, type EvaluationWizardEffects } from '../machines/evaluationWizard/effects.ts';
import type { EvaluationWizardInput } from '../machines/evaluationWizard/machine.ts';
import { useAppSystem } from './AppContext.tsx';
import { useCurrentUser } from './hooks.ts';
import type { AppSystem } from './system.ts';
import type { Write } from './write.ts';

/** What the evaluation lists are cached as (their queries name them too: an empty list has no typename). */
export const EVALUATION_TYPENAMES = ['Evaluation', 'EvaluationPage'] as const;
/** The default lives on the user. */
const USER_TYPENAMES = ['User', 'UserPage'] as const;

export function evaluationEffects(write: Write, auth: AppSystem['auth']) {
  /** The auth machine's user with a new default (the server changed it: a PATCH, or a deleted default). */
  const learnDefault = (me: AuthUser, evaluationId: number | null) => auth.send({ type: 'auth.user.loaded', user: { ...me, default_evaluation: evaluationId } });
  return {
    async saveEvaluation(input: SaveEvaluationInput) {
      const body = { ...input.body, comparison_groups: [...input.body.comparison_groups] };
      const saved =
        input.kind === 'create'
          ? (await write(EvaluationCreateDocument, { input: body }, EVALUATION_TYPENAMES)).createEvaluation
          : (await write(EvaluationUpdateDocument, { id: input.id, input: body }, EVALUATION_TYPENAMES)).updateEvaluation;
      if (!saved) throw emptyAnswerError();
      return { id: saved.id };
    },
    /** PATCH users/{me} default_evaluation. */
    async setDefaultEvaluation(me: AuthUser, evaluationId: number | null) {
      await write(EvaluationSetDefaultDocument, { userId: me.id, input: { default_evaluation: evaluationId } }, USER_TYPENAMES);
      learnDefault(me, evaluationId);
    },
    async deleteEvaluation(me: AuthUser | null, id: number) {
      await write(EvaluationDeleteDocument, { id }, EVALUATION_TYPENAMES);
      // The server clears a deleted evaluation as anyone's default; the signed-in user learns it here.
      if (me && me.default_evaluation === id) learnDefault(me, null);
    },
  };
}

export function wizardEffects(write: Write, auth: AppSystem['auth'], me: AuthUser): EvaluationWizardEffects {
  const fx = evaluationEffects(write, auth);
  return { saveEvaluation: fx.saveEvaluation, setDefaultEvaluation: (evaluationId) => fx.setDefaultEvaluation(me, evaluationId) };
}

/** The wizard's actor with the app's effects, recorded by the event journal. */
export function useEvaluationWizardActor(input: EvaluationWizardInput, me: AuthUser) {
  const { auth, effects, journal } = useAppSystem();
  return useActorRef(provideEvaluationWizard(wizardEffects(effects.write, auth, me)), { input, inspect: journal.inspect });
}

/** The list's writes: delete an evaluation, and the star (the user's start-page default). */
export function useEvaluationListEffects() {
  const { auth, effects } = useAppSystem();
  const me = useCurrentUser();
  return useMemo(() => {
    const fx = evaluationEffects(effects.write, auth);
    return {
      remove: (id: number) => fx.deleteEvaluation(me, id),
      star: async (evaluationId: number | null) => (me ? fx.setDefaultEvaluation(me, evaluationId) : undefined),
    };
  }, [effects, auth, me]);
}
