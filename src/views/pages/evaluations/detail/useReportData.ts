// What the evaluation report needs from the server: the evaluation, the figure catalogue, the
// entity's own answer and, per comparison group, its name and answer for that entity (product rules ‹Evaluation detail›).
// A REST 204 arrives as a null answer without errors: "no data" (src/gateway/server/no-content.ts).
// A group's 400/403/404 marks it invalid with the server's text.
import { useEffect, useMemo, useState } from 'react';
import { useClient, useQuery, type Client, type CombinedError } from 'urql';
import type { EntityRef } from '../../../../domain/entity-param.ts';
import { evaluationGroupRefs, HIDDEN_DEFINITION, LOCATION_SIZE_GROUP, LOCATION_SIZE_GROUP_LABEL, locationSizeAllowed, type EvaluationGroupRef } from '../../../../domain/evaluation-rules.ts';
import { LOCATION_SIZE_ONLY_FOR_LOCATION } from '../../../../domain/group-privacy.ts';
import { failureText, isInvalidGroupStatus, REPORT_TEXT, type AnswerIn, type GroupIn, type ReportFieldInfo } from '../../../../domain/evaluation-report.ts';
import { toApiError } from '../../../../gateway/client/errors.ts';
import {
  EvalDetailEntityNameDocument,
  EvalDetailEntityReportDocument,
  EvalDetailEvaluationDocument,
  EvalDetailFieldsDocument,
  EvalDetailGroupDocument,
  EvalDetailGroupReportDocument,
  EvalDetailLocationSizeReportDocument,
} from '../../../../gateway/client/generated/graphql.ts';
import { entityFlags } from '../../../../domain/entity-flags.ts';

/** A report call's outcome: an answer, "no data" (204), or a failure with its HTTP status. */
export type Outcome = { kind: 'answer'; answer: AnswerIn } | { kind: 'no-data' } | { kind: 'failed'; status: number | null; message: string };

export function outcomeOf(answer: AnswerIn | null | undefined, error: CombinedError | undefined): Outcome {
  if (answer) return { kind: 'answer', answer };
  if (!error) return { kind: 'no-data' };
  const api = toApiError(error);
  return { kind: 'failed', status: api.status, message: api.detail ?? failureText(api.status) };
}

export function useEvaluation(id: number | null) {
  const [result] = useQuery({ query: EvalDetailEvaluationDocument, variables: { id: id ?? 0 }, pause: id === null });
  return { evaluation: result.data?.getEvaluation ?? null, error: result.error, fetching: result.fetching };
}

export function useReportFields(): ReportFieldInfo[] | null {
  const [result] = useQuery({ query: EvalDetailFieldsDocument });
  return useMemo(() => (result.data?.listReportFields ? result.data.listReportFields.filter((f) => f !== null) : null), [result.data]);
}

export function useEntityName(entity: EntityRef | null): { name: string | null; done: boolean } {
  const [result] = useQuery({ query: EvalDetailEntityNameDocument, variables: { id: entity?.id ?? 0, ...entityFlags(entity?.type) }, pause: !entity });
  const d = result.data;
  const name = d?.getAssociation?.display_name ?? d?.getFarm?.display_name ?? d?.getLocation?.name ?? d?.getSite?.display_name ?? null;
  return { name, done: !!entity && !result.fetching && (!!d || !!result.error) };
}

export function useEntityAnswer(entity: EntityRef | null, filter: number | null, ready: boolean): Outcome | null {
  const [result] = useQuery({
    query: EvalDetailEntityReportDocument,
    variables: { id: entity?.id ?? 0, filter, ...entityFlags(entity?.type) },
    pause: !entity || !ready,
  });
  if (!entity || !ready || result.fetching || (!result.data && !result.error)) return null;
  return outcomeOf(result.data?.[entity.type] ?? null, result.error);
}

async function loadStoredGroup(client: Client, id: number, entity: EntityRef, filter: number | null): Promise<{ name: string; outcome: Outcome }> {
  const [meta, report] = await Promise.all([
    client.query(EvalDetailGroupDocument, { id }).toPromise(),
    client.query(EvalDetailGroupReportDocument, { id, entity_type: entity.type, entity_id: entity.id, filter }).toPromise(),
  ]);
  // Answered without a name: a group this viewer may not see (said in words, not as an id).
  const name = meta.data?.getComparisonGroup?.name ?? HIDDEN_DEFINITION.group;
  return { name, outcome: outcomeOf(report.data?.getComparisonGroupReport ?? null, report.error) };
}

/** 'Gleiche Betriebsgröße' answers for a location only; for others the server's sentence, without asking. */
async function loadLocationSize(client: Client, entity: EntityRef, filter: number | null): Promise<{ name: string; outcome: Outcome }> {
  const name = LOCATION_SIZE_GROUP_LABEL;
  if (!locationSizeAllowed(entity.type)) return { name, outcome: { kind: 'failed', status: 400, message: LOCATION_SIZE_ONLY_FOR_LOCATION } };
  const report = await client.query(EvalDetailLocationSizeReportDocument, { entity_type: entity.type, entity_id: entity.id, filter }).toPromise();
  return { name, outcome: outcomeOf(report.data?.getComparisonGroupLocationSizeReport ?? null, report.error) };
}

export async function loadGroup(client: Client, id: EvaluationGroupRef, entity: EntityRef, filter: number | null): Promise<GroupIn> {
  const { name, outcome } = id === LOCATION_SIZE_GROUP ? await loadLocationSize(client, entity, filter) : await loadStoredGroup(client, id, entity, filter);
  if (outcome.kind === 'answer') return { id, name, answer: outcome.answer, invalid: null, failure: null };
  // No member with data: say so, instead of a column of '–' (and no download of empty columns).
  if (outcome.kind === 'no-data') return { id, name, answer: null, invalid: REPORT_TEXT.groupWithoutMembers, failure: null };
  if (isInvalidGroupStatus(outcome.status)) return { id, name, answer: null, invalid: outcome.message, failure: null };
  return { id, name, answer: null, invalid: null, failure: failureText(outcome.status) };
}

/** The groups in the evaluation's order; null while loading. */
export function useGroupAnswers(groupIds: readonly unknown[] | null, entity: EntityRef | null, filter: number | null): GroupIn[] | null {
  const client = useClient();
  const key = JSON.stringify([groupIds, entity, filter]);
  const [state, setState] = useState<{ key: string; groups: GroupIn[] } | null>(null);
  useEffect(() => {
    if (!groupIds || !entity) return;
    let live = true;
    const ids = evaluationGroupRefs(groupIds);
    void Promise.all(ids.map((id) => loadGroup(client, id, entity, filter))).then((groups) => {
      if (live) setState({ key, groups });
    });
    return () => {
      live = false;
    };
    // key covers groupIds, entity and filter
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key]);
  return state?.key === key ? state.groups : null;
}

/**
 * One group's name and answer for an entity (the deviation page): a stored group through its
 * report, the special group through the location_size report. `nameFailed` when a stored group is
 * gone; outcome null while loading.
 */
export function useGroupReport(ref: EvaluationGroupRef | null, entity: EntityRef | null, filter: number | null, active: boolean) {
  const special = ref === LOCATION_SIZE_GROUP;
  const id = typeof ref === 'number' ? ref : 0;
  const stored = active && typeof ref === 'number';
  const [meta] = useQuery({ query: EvalDetailGroupDocument, variables: { id }, pause: !stored });
  const [report] = useQuery({
    query: EvalDetailGroupReportDocument,
    variables: { id, entity_type: entity?.type ?? null, entity_id: entity?.id ?? null, filter },
    pause: !stored || !entity,
  });
  const [sized] = useQuery({
    query: EvalDetailLocationSizeReportDocument,
    variables: { entity_type: entity?.type ?? null, entity_id: entity?.id ?? null, filter },
    pause: !active || !special || !entity,
  });
  const name = special ? LOCATION_SIZE_GROUP_LABEL : (meta.data?.getComparisonGroup?.name ?? null);
  const result = special ? sized : report;
  const answer = special ? sized.data?.getComparisonGroupLocationSizeReport : report.data?.getComparisonGroupReport;
  const outcome = result.fetching || (!result.data && !result.error) ? null : outcomeOf(answer ?? null, result.error);
  return { name, nameFailed: !special && !!meta.error, outcome };
}
