// /evaluations/{e}/comparison-groups/{g}?farm=… (product rules ‹Deviation page›): 'Abweichung: {group} — Auswertung:
// {evaluation}', back link, 'Für {entity}', tolerance 5 % / 10 %, a table with value, difference
// and %Abw (cards on a phone), and the bar chart (lazy) with its legend, drawn to the page's width.
// 'Ungültige Referenzen.' when the address does not name an evaluation, one of its groups and an
// entity; 204 or 400 answers 'Keine Daten vorhanden.'. While loading, skeletons hold the place.
import { useState } from 'react';
import { useSearch } from 'wouter';
import { TOLERANCE_OPTIONS } from '../../../../domain/constants.ts';
import { DEFAULT_TOLERANCE, DEVIATION_MESSAGES, TOLERANCE_LABEL, deviationRows, deviationTitle } from '../../../../domain/deviation.ts';
import { entityFromQuery, entityQuery } from '../../../../domain/entity-param.ts';
import { entityTitle, failureText } from '../../../../domain/evaluation-report.ts';
import { evaluationGroupRefs, groupRefOfParam } from '../../../../domain/evaluation-rules.ts';
import { formatNumber } from '../../../../domain/format.ts';
import { routeId } from '../../../../domain/route-ids.ts';
import type { PageProps } from '../../../route-types.ts';
import { Link } from '../../../ui/Link.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { Radio, RadioGroup } from '../../../ui/RadioGroup.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the pages' own stylesheet
import '../evaluation-detail.css';
import { ReportSkeleton } from '../detail/ReportSkeleton.tsx';
import { usePhoneLayout } from '../detail/usePhoneLayout.ts';
import { useEntityAnswer, useEntityName, useEvaluation, useGroupReport, useReportFields } from '../detail/useReportData.ts';
import { DeviationCards } from './DeviationCards.tsx';
import { DeviationFigure } from './DeviationFigure.tsx';
import { DeviationTable } from './DeviationTable.tsx';

export function DeviationPage({ params }: PageProps) {
  const evaluationId = routeId(params.evaluation);
  // A stored group's id or 'location_size' ('Gleiche Betriebsgröße').
  const groupId = groupRefOfParam(params.comparisonGroup);
  const entity = entityFromQuery(useSearch());
  const [tolerance, setTolerance] = useState<number>(DEFAULT_TOLERANCE);
  const { evaluation, error: evaluationError } = useEvaluation(evaluationId);
  const belongs = !!evaluation && groupId !== null && evaluationGroupRefs(evaluation.comparison_groups).includes(groupId);
  const group = useGroupReport(groupId, entity, evaluation?.filter ?? null, belongs);
  const own = useEntityAnswer(entity, evaluation?.filter ?? null, belongs);
  const { name: entityName, done: named } = useEntityName(entity);
  const fields = useReportFields();
  const phone = usePhoneLayout();

  const invalid = evaluationId === null || groupId === null || !entity || !!evaluationError || (!!evaluation && !belongs) || group.nameFailed;
  const back = evaluationId === null ? '/evaluations' : `/evaluations/${evaluationId}${evaluation && !evaluation.entity_type ? entityQuery(entity) : ''}`;
  const heading = evaluation && group.name ? deviationTitle(group.name, evaluation.name) : 'Abweichung';
  // Heading, 'Für …' and the content appear in one step (the skeleton before them, keyed apart):
  // a heading that grew by a line while the skeleton stood below would push it down.
  const loading = !invalid && (!evaluation || !own || !group.outcome || !fields || !named || !group.name);

  const body = () => {
    if (invalid) return <Notice kind="error">{DEVIATION_MESSAGES.invalidReferences}</Notice>;
    const theirs = group.outcome;
    if (loading || !evaluation || !own || !theirs || !fields) return <ReportSkeleton key="loading" label="Abweichung wird berechnet …" />;
    const noData = (o: typeof own) => o.kind === 'no-data' || (o.kind === 'failed' && o.status === 400);
    if (noData(own) || noData(theirs)) return <Notice kind="info">{DEVIATION_MESSAGES.noData}</Notice>;
    if (own.kind === 'failed') return <Notice kind="error">{failureText(own.status)}</Notice>;
    if (theirs.kind === 'failed') return <Notice kind="error">{failureText(theirs.status)}</Notice>;
    if (own.kind !== 'answer' || theirs.kind !== 'answer') return null;
    const rows = deviationRows(fields, own.answer.data, theirs.answer.data, tolerance);
    const bars = rows.flatMap((r) =>
      r.deviation?.percent !== null && r.deviation?.percent !== undefined && r.kind
        ? [{ id: r.field.pythonic_name, label: r.field.label_or_name || r.field.name, percent: r.deviation.percent, kind: r.kind }]
        : [],
    );
    const groupName = group.name ?? '';
    return (
      <>
        <RadioGroup label={TOLERANCE_LABEL} orientation="horizontal" value={String(tolerance)} onChange={(v) => setTolerance(Number(v))}>
          {TOLERANCE_OPTIONS.map((t) => (
            <Radio key={t} value={String(t)}>
              {`${formatNumber(t * 100, { precision: 0 })} %`}
            </Radio>
          ))}
        </RadioGroup>
        {phone ? <DeviationCards rows={rows} groupName={groupName} /> : <DeviationTable rows={rows} groupName={groupName} />}
        {bars.length ? <DeviationFigure bars={bars} title={`Abweichung in Prozent je Kennzahl, ${groupName}`} /> : null}
      </>
    );
  };

  return (
    <section aria-labelledby="deviation-title" className="stack evaluation-detail">
      <div className="evaluation-detail__head">
        <Link href={back}>Zurück zur Auswertung</Link>
        <h1 key={loading ? 'loading' : 'ready'} id="deviation-title">
          {loading ? 'Abweichung' : heading}
        </h1>
        {entity && !invalid && !loading ? <p className="lead">Für {entityTitle(entity.type, entityName)}</p> : null}
      </div>
      {body()}
    </section>
  );
}
