// /evaluations/{id} (product rules ‹Evaluation detail›): 'Auswertung {name}', 'Zurück zur Übersicht', for a universal
// evaluation 'Anwenden auf:' (the choice lives in the address, e.g. ?farm=3, so it survives a
// reload and can be shared), then the report of the entity.
import { useLocation, useSearch } from 'wouter';
import { entityFromQuery, entityQuery } from '../../../../domain/entity-param.ts';
import { evaluationTitle, failureText, REPORT_TEXT } from '../../../../domain/evaluation-report.ts';
import { routeId } from '../../../../domain/route-ids.ts';
import { toApiError } from '../../../../gateway/client/errors.ts';
import type { PageProps } from '../../../route-types.ts';
import { Link } from '../../../ui/Link.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { NotFoundPage } from '../../NotFoundPage.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the pages' own stylesheet
import '../evaluation-detail.css';
import { EntityPicker } from './EntityPicker.tsx';
import { EvaluationReport } from './EvaluationReport.tsx';
import { ReportSkeleton } from './ReportSkeleton.tsx';
import { useEvaluation } from './useReportData.ts';

export function EvaluationDetailPage({ params }: PageProps) {
  const id = routeId(params.id);
  const { evaluation, error } = useEvaluation(id);
  const search = useSearch();
  const [path, navigate] = useLocation();
  if (id === null || (error && toApiError(error).status === 404)) return <NotFoundPage />;
  const universal = !!evaluation && !evaluation.entity_type;
  const chosen = universal ? entityFromQuery(search) : null;
  return (
    <section aria-labelledby="evaluation-title" className="stack evaluation-detail">
      <div className="evaluation-detail__head">
        <Link href="/evaluations">{REPORT_TEXT.back}</Link>
        <h1 id="evaluation-title">{evaluation ? evaluationTitle(evaluation.name) : 'Auswertung'}</h1>
      </div>
      {error ? <Notice kind="error">{failureText(toApiError(error).status)}</Notice> : null}
      {!evaluation && !error ? <ReportSkeleton label="Auswertung wird geladen …" /> : null}
      {universal ? <EntityPicker value={chosen} onChange={(entity) => navigate(`${path}${entityQuery(entity)}`, { replace: true })} /> : null}
      {evaluation ? <EvaluationReport evaluationId={evaluation.id} entity={chosen} /> : null}
    </section>
  );
}
