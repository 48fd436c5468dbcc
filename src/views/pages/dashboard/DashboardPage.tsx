// Dashboard (/), spec 1 §2: the most urgent first (data errors, current incidents), then the figure
// cards (sites, Kuh-Bestand, active users, own data), the latest milk-recording reports and the
// favourite evaluation. Which cards a user gets: src/domain/dashboard.ts.
import { useQuery } from 'urql';
import { FRESH } from './fresh.ts';
import { dashboardOffers } from '../../../domain/dashboard.ts';
import { DashboardSummaryDocument } from '../../../gateway/client/generated/graphql.ts';
import { useCurrentUser } from '../../../app/hooks.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { LoadFailed } from '../farms/LoadFailed.tsx';
import { ActiveUsersCard } from './ActiveUsersCard.tsx';
import { ControllingSection } from './ControllingSection.tsx';
import { CowsCard } from './CowsCard.tsx';
import { FavouriteEvaluation } from './FavouriteEvaluation.tsx';
import { IntegrityCard } from './IntegrityCard.tsx';
import { OwnDataCard } from './OwnDataCard.tsx';
import { ReportsTable } from './ReportsTable.tsx';
import { SitesCard } from './SitesCard.tsx';
import './dashboard.css';

export function DashboardPage() {
  const user = useCurrentUser();
  const [summary] = useQuery({ query: DashboardSummaryDocument, requestPolicy: FRESH });
  const offers = dashboardOffers(user ?? { account_type: null, farms: [] });
  const s = summary.data?.getDashboardSummary;
  return (
    <section aria-labelledby="dashboard-title" className="dashboard stack">
      <h1 id="dashboard-title">Übersicht</h1>
      {summary.error ? <LoadFailed error={summary.error} title="Die Übersicht konnte nicht geladen werden." /> : null}
      {s ? <IntegrityCard user={user} counts={s} /> : null}
      <ControllingSection />
      <div className="dash-cards">
        {s ? (
          <>
            <SitesCard count={s.site_count} processed={s.last_processing_date} />
            <CowsCard cows={s.cow_count} inspected={s.last_inspection_date} />
          </>
        ) : summary.fetching ? (
          <Spinner label="Kennzahlen werden geladen …" showLabel />
        ) : null}
        {offers.activeUsers ? <ActiveUsersCard canCreate={offers.newUser} /> : null}
        {offers.ownDataHref && user?.farms[0] !== undefined ? <OwnDataCard farmId={user.farms[0]} href={offers.ownDataHref} /> : null}
      </div>
      <ReportsTable />
      <FavouriteEvaluation evaluationId={user?.default_evaluation} canCreate={offers.newEvaluation} />
    </section>
  );
}
