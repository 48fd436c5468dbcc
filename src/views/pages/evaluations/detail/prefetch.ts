// What the evaluation detail asks for first, started while the session is checked (see
// prefetchPageData in src/views/routes.tsx) with the same variables as the report's own queries, so
// that the report finds them in flight or cached: the evaluation and the catalogue, and once the
// evaluation is there the entity's answer, its name and the groups' answers. The entity is the one of
// the address (a universal evaluation, e.g. ?farm=3), otherwise the evaluation's own.
import { entityFromQuery, type EntityRef } from '../../../../domain/entity-param.ts';
import { evaluationGroupRefs } from '../../../../domain/evaluation-rules.ts';
import { routeId } from '../../../../domain/route-ids.ts';
import {
  EvalDetailEntityNameDocument,
  EvalDetailEntityReportDocument,
  EvalDetailEvaluationDocument,
  EvalDetailFieldsDocument,
} from '../../../../gateway/client/generated/graphql.ts';
import type { PrefetchData } from '../../../route-types.ts';
import { entityFlags } from '../../../../domain/entity-flags.ts';
import { loadGroup } from './useReportData.ts';

export const prefetchEvaluationDetail: PrefetchData = (client, params, search) => {
  const id = routeId(params.id);
  if (id === null) return;
  void client.query(EvalDetailFieldsDocument, {}).toPromise();
  void client
    .query(EvalDetailEvaluationDocument, { id })
    .toPromise()
    .then(({ data }) => {
      const evaluation = data?.getEvaluation;
      if (!evaluation) return;
      const own: EntityRef | null =
        entityFromQuery(search) ?? (evaluation.entity_type && evaluation.entity_id ? { type: evaluation.entity_type, id: evaluation.entity_id } : null);
      if (!own) return;
      const filter = evaluation.filter ?? null;
      void client.query(EvalDetailEntityReportDocument, { id: own.id, filter, ...entityFlags(own.type) }).toPromise();
      void client.query(EvalDetailEntityNameDocument, { id: own.id, ...entityFlags(own.type) }).toPromise();
      for (const group of evaluationGroupRefs(evaluation.comparison_groups)) void loadGroup(client, group, own, filter);
    });
};
