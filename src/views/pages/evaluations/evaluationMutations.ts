// The list's own writes: delete an evaluation, and the star (the user's start-page default). The
// wizard's writes are its machine's effects (wizard/useEvaluationWizard.ts).
import { useMemo } from 'react';
import { useClient, type Client } from 'urql';
import { useAppSystem } from '../../../app/AppContext.tsx';
import { useCurrentUser } from '../../../app/hooks.ts';
import { toApiError } from '../../../gateway/client/errors.ts';
import { EvaluationDeleteDocument, EvaluationSetDefaultDocument } from '../../../gateway/client/generated/graphql.ts';
import type { AuthUser } from '../../../machines/auth/machine.ts';
import type { AppSystem } from '../../../app/system.ts';
import { EVALUATION_TYPENAMES } from './useEvaluationData.ts';

const CONTEXT = { additionalTypenames: EVALUATION_TYPENAMES };

/** PATCH users/{me} default_evaluation; the signed-in user (auth machine) learns the new default. */
export async function setDefaultEvaluation(client: Client, auth: AppSystem['auth'], me: AuthUser, evaluationId: number | null) {
  const result = await client.mutation(EvaluationSetDefaultDocument, { userId: me.id, input: { default_evaluation: evaluationId } }).toPromise();
  if (result.error) throw toApiError(result.error);
  auth.send({ type: 'auth.user.loaded', user: { ...me, default_evaluation: evaluationId } });
}

export function useEvaluationMutations() {
  const client = useClient();
  const { auth } = useAppSystem();
  const me = useCurrentUser();
  return useMemo(
    () => ({
      async remove(id: number) {
        const result = await client.mutation(EvaluationDeleteDocument, { id }, CONTEXT).toPromise();
        if (result.error) throw toApiError(result.error);
        // The server clears a deleted evaluation as anyone's default; the signed-in user learns it here.
        if (me && me.default_evaluation === id) auth.send({ type: 'auth.user.loaded', user: { ...me, default_evaluation: null } });
      },
      async star(evaluationId: number | null) {
        if (me) await setDefaultEvaluation(client, auth, me, evaluationId);
      },
    }),
    [client, auth, me],
  );
}
