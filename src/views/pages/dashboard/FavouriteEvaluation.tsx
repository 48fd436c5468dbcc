// 'Meine favorisierte Auswertung': the user's starred evaluation rendered compactly, with the way to
// it and 'Neue Auswertung definieren' (opens the new-evaluation wizard on /evaluations?new).
import { DASHBOARD_TEXTS, NEW_EVALUATION_PATH } from '../../../domain/dashboard.ts';
import { Link } from '../../ui/Link.tsx';
import { EvaluationReport } from '../evaluations/detail/EvaluationReport.tsx';

export function FavouriteEvaluation({ evaluationId, canCreate }: { evaluationId: number | null | undefined; canCreate: boolean }) {
  return (
    <section className="dash-section panel stack" aria-labelledby="dash-favourite">
      <div className="dash-section__head">
        <h2 id="dash-favourite">{DASHBOARD_TEXTS.favourite}</h2>
        {canCreate ? (
          <Link variant="button-secondary" href={NEW_EVALUATION_PATH}>
            {DASHBOARD_TEXTS.newEvaluation}
          </Link>
        ) : null}
      </div>
      {evaluationId ? (
        <>
          <EvaluationReport evaluationId={evaluationId} compact />
          <Link href={`/evaluations/${evaluationId}`}>Zur Auswertung</Link>
        </>
      ) : (
        <p className="muted">Noch keine Auswertung favorisiert. Markieren Sie in den Auswertungen eine mit dem Stern, dann erscheint sie hier.</p>
      )}
    </section>
  );
}
