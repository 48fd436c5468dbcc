// 'Meine favorisierte Auswertung': the user's starred evaluation rendered compactly, with the way to
// it and 'Neue Auswertung definieren' (opens the new-evaluation wizard on /evaluations?new).
// The report is the heaviest part of the page and sits at its end: its code and its data load when
// the section comes near the screen, in a box of reserved height, not while the first screen loads.
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { DASHBOARD_TEXTS, NEW_EVALUATION_PATH } from '../../../domain/dashboard.ts';
import { Link } from '../../ui/Link.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

const EvaluationReport = lazy(() => import('../evaluations/detail/EvaluationReport.tsx').then((m) => ({ default: m.EvaluationReport })));

/** True once the element is within a screen's height of the visible area (and stays true). */
function useNearScreen<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  // Without IntersectionObserver (old browsers, jsdom) the report loads at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '100% 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}

function FavouriteReport({ evaluationId }: { evaluationId: number }) {
  const [ref, near] = useNearScreen<HTMLDivElement>();
  const loading = <Spinner label="Auswertung wird geladen …" showLabel />;
  return (
    <div ref={ref} className="dash-favourite__report">
      {near ? (
        <Suspense fallback={loading}>
          <EvaluationReport evaluationId={evaluationId} compact />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}

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
          <FavouriteReport evaluationId={evaluationId} />
          <Link href={`/evaluations/${evaluationId}`}>Zur Auswertung</Link>
        </>
      ) : (
        <p className="muted">Noch keine Auswertung favorisiert. Markieren Sie in den Auswertungen eine mit dem Stern, dann erscheint sie hier.</p>
      )}
    </section>
  );
}
