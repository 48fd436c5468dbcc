// What the start page shows until its first screen has arrived: grey boxes where the controlling
// section, the figure cards and the reports will be, at least a screen tall (the footer stays below
// the fold instead of being pushed down when the content comes).
import { LoadingIndicator } from '../../layouts/PageLoading.tsx';

export function DashboardSkeleton() {
  return (
    <div className="dash-skeleton stack">
      <LoadingIndicator label="Übersicht wird geladen …" />
      <div className="dash-skeleton__box dash-skeleton__box--controlling" aria-hidden="true" />
      <div className="dash-cards" aria-hidden="true">
        <div className="dash-skeleton__box dash-skeleton__box--card" />
        <div className="dash-skeleton__box dash-skeleton__box--card" />
      </div>
      <div className="dash-skeleton__box dash-skeleton__box--reports" aria-hidden="true" />
    </div>
  );
}
