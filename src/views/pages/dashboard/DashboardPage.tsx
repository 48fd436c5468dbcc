// Dashboard (/), product rules ‹Dashboard›: the most urgent first (data errors, current incidents), then the figure
// cards (sites, Kuh-Bestand, active users, own data), the latest milk-recording reports and the
// favourite evaluation. Which cards a user gets: src/domain/dashboard.ts.
// The first screen waits for all its answers behind one skeleton and then appears at once (its
// queries suspend): on a phone, cards that grew one answer at a time pushed everything around.
import { Suspense } from 'react';
import { useQuery } from 'urql';
import { FIRST_SCREEN, useFirstScreenQueries } from './fresh.ts';
import { dashboardOffers } from '../../../domain/dashboard.ts';
import { DashboardSummaryDocument } from '../../../gateway/client/generated/graphql.ts';
import { useCurrentUser } from '../../../app/hooks.ts';
import { LoadFailed } from '../farms/LoadFailed.tsx';
import { ActiveUsersCard } from './ActiveUsersCard.tsx';
import { ControllingSection } from './ControllingSection.tsx';
import { CowsCard } from './CowsCard.tsx';
import { DashboardSkeleton } from './DashboardSkeleton.tsx';
import { FavouriteEvaluation } from './FavouriteEvaluation.tsx';
import { IntegrityCard } from './IntegrityCard.tsx';
import { OwnDataCard } from './OwnDataCard.tsx';
import { ReportsTable } from './ReportsTable.tsx';
import { SitesCard } from './SitesCard.tsx';
import './dashboard.css';

function DashboardContent() {
  const user = useCurrentUser();
  const [summary] = useQuery({ query: DashboardSummaryDocument, context: FIRST_SCREEN });
  const offers = dashboardOffers(user ?? { account_type: null, farms: [] });
  const s = summary.data?.getDashboardSummary;
  return (
    <>
      {summary.error ? <LoadFailed error={summary.error} title="Die Übersicht konnte nicht geladen werden." /> : null}
      {s ? <IntegrityCard user={user} counts={s} /> : null}
      <ControllingSection />
      <div className="dash-cards">
        {s ? (
          <>
            <SitesCard count={s.site_count} processed={s.last_processing_date} />
            <CowsCard cows={s.cow_count} inspected={s.last_inspection_date} />
          </>
        ) : null}
        {offers.activeUsers ? <ActiveUsersCard canCreate={offers.newUser} /> : null}
        {offers.ownDataHref && user?.farms[0] !== undefined ? <OwnDataCard farmId={user.farms[0]} href={offers.ownDataHref} /> : null}
      </div>
      <ReportsTable />
      <FavouriteEvaluation evaluationId={user?.default_evaluation} canCreate={offers.newEvaluation} />
    </>
  );
}

export function DashboardPage() {
  const user = useCurrentUser();
  const offers = dashboardOffers(user ?? { account_type: null, farms: [] });
  useFirstScreenQueries({ activeUsers: offers.activeUsers, ownFarm: offers.ownDataHref ? (user?.farms[0] ?? null) : null });
  return (
    <section aria-labelledby="dashboard-title" className="dashboard stack">
      <h1 id="dashboard-title">Übersicht</h1>
      <Suspense fallback={<DashboardSkeleton />}>
        <DashboardContent />
      </Suspense>
    </section>
  );
}
