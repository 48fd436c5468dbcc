// The evaluation report for one entity (product rules ‹Evaluation detail›): title 'entity type + entity name', the latest
// inspection and processing dates, the invalid-group warning, the download, 'Drucken / PDF' and the table (print: PrintReport). The
// detail page renders it below its own header; the dashboard renders it compact (no download, the
// heading one level lower) as 'Meine favorisierte Auswertung'. A table on wide screens, cards on a
// phone (only one of them is rendered). While anything loads a skeleton holds the place, and the
// report replaces it in one step, so nothing on the screen jumps.
import type { EntityRef } from '../../../../domain/entity-param.ts';
import { SPREAD_TEXT } from '../../../../domain/group-spread.ts';
import { downloadAllowed, entityTitle, failureText, hasSpread, REPORT_TEXT, reportDateText, reportSections } from '../../../../domain/evaluation-report.ts';
import { toApiError } from '../../../../gateway/client/errors.ts';
import { Notice } from '../../../ui/Notice.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the pages' own stylesheet
import '../evaluation-detail.css';
import type { EvaluationReportProps } from './contract.ts';
import { DownloadButton } from './DownloadButton.tsx';
import { PrintButton } from './PrintButton.tsx';
import { PrintReport } from './PrintReport.tsx';
import { ReportCards } from './ReportCards.tsx';
import { ReportSkeleton } from './ReportSkeleton.tsx';
import { ReportTable } from './ReportTable.tsx';
import { usePhoneLayout } from './usePhoneLayout.ts';
import { useEntityAnswer, useEntityName, useEvaluation, useGroupAnswers, useReportFields } from './useReportData.ts';

const LOADING = 'Auswertung wird geladen …';

export function EvaluationReport({ evaluationId, entity: given, compact = false }: EvaluationReportProps) {
  const { evaluation, error } = useEvaluation(evaluationId);
  const fields = useReportFields();
  const own: EntityRef | null =
    given ?? (evaluation?.entity_type && evaluation.entity_id ? { type: evaluation.entity_type, id: evaluation.entity_id } : null);
  const filter = evaluation?.filter ?? null;
  const answer = useEntityAnswer(own, filter, !!evaluation);
  const groups = useGroupAnswers(evaluation ? evaluation.comparison_groups : null, own, filter);
  const { name, done: named } = useEntityName(own);
  const phone = usePhoneLayout();
  const Heading = compact ? 'h3' : 'h2';

  if (error) return <Notice kind="error">{failureText(toApiError(error).status)}</Notice>;
  if (!evaluation) return <ReportSkeleton key="loading" label={LOADING} compact={compact} />;
  if (!own) return <p className="muted">{REPORT_TEXT.chooseEntity}</p>;
  // The title waits for the name with the data: a name that wraps would push what stands below.
  if (!answer || !groups || !fields || !named) return <ReportSkeleton key="loading" label={LOADING} compact={compact} />;
  const title = entityTitle(own.type, name);
  if (answer.kind !== 'answer') {
    return (
      <section key="message" className="evaluation-report stack" aria-label={title}>
        <Heading className="evaluation-report__title">{title}</Heading>
        {answer.kind === 'no-data' ? <Notice kind="info">{REPORT_TEXT.noData}</Notice> : <Notice kind="error">{failureText(answer.status)}</Notice>}
      </section>
    );
  }
  const data = answer.answer;
  const invalid = groups.filter((g) => g.invalid !== null);
  const sections = reportSections(fields, data, groups);
  return (
    <section key="report" className={`evaluation-report stack${compact ? ' evaluation-report--compact' : ''}`} aria-label={title}>
      <div className="evaluation-report__head">
        <div>
          {/* On the dashboard the evaluation's own name leads (the page's h1 carries it elsewhere). */}
          <Heading className="evaluation-report__title">{compact ? evaluation.name : title}</Heading>
          {compact ? <p className="evaluation-report__entity">{title}</p> : null}
          <p className="muted evaluation-report__dates">
            {REPORT_TEXT.inspectionDate}: {reportDateText(data.latest_inspection_date)} · {REPORT_TEXT.processingDate}:{' '}
            {reportDateText(data.latest_processing_date)}
          </p>
        </div>
        {compact ? null : (
          <div className="evaluation-report__actions">
            <PrintButton />
            <DownloadButton evaluationId={evaluationId} entity={own} disabled={!downloadAllowed(groups)} />
          </div>
        )}
      </div>
      {invalid.length ? (
        <div className="notice notice--warning" role="status">
          <div>
            <strong className="notice__title">{REPORT_TEXT.invalidGroups}</strong>
            <ul className="evaluation-report__problems">
              {/* On a phone only the names: the reasons stand in each group's block below the figures. */}
              {invalid.map((g) => (
                <li key={g.id}>{phone ? g.name : `${g.name}: ${g.invalid}`}</li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
      {hasSpread(sections) ? <p className="spread-legend">{SPREAD_TEXT.legend}</p> : null}
      {phone ? (
        <ReportCards
          evaluationId={evaluationId}
          entity={own}
          own={data}
          groups={groups}
          sections={sections}
          caption={`${title}: Kennzahlen im Vergleich`}
          headingLevel={compact ? 3 : 2}
        />
      ) : (
        <ReportTable evaluationId={evaluationId} entity={own} own={data} groups={groups} sections={sections} caption={`${title}: Kennzahlen im Vergleich`} />
      )}
      {/* Hidden on screen; the only thing the detail page prints. */}
      {compact ? null : <PrintReport evaluationName={evaluation.name} entity={own} entityName={name} own={data} groups={groups} sections={sections} />}
    </section>
  );
}
