// The start page's figures change elsewhere (users created, uploads, incidents acknowledged) by
// mutations whose result types urql's document cache cannot relate to these counts: every visit
// asks the server again, while the cards show what is cached at once.
// The first screen's queries suspend until answered: the page shows its skeleton, then everything
// at once, instead of growing card by card while the answers arrive (content jumping on a phone).
// Suspending components ask one after the other (each asks only when the one before has its answer),
// so the page sends all first-screen queries together as it opens; the cards then read them from
// urql (the same operation in flight or cached), and nothing is asked twice.
import { useEffect, useState } from 'react';
import { useClient, type Client } from 'urql';
import { DASHBOARD_INCIDENTS } from '../../../domain/dashboard.ts';
import { DASHBOARD_REPORTS_MAX } from '../../../domain/constants.ts';
import {
  DashboardActiveUsersDocument,
  DashboardControllingDocument,
  DashboardFarmNameDocument,
  DashboardFieldLabelsDocument,
  DashboardReportsDocument,
  DashboardSummaryDocument,
} from '../../../gateway/client/generated/graphql.ts';

export const FIRST_SCREEN = { suspense: true };

export const CONTROLLING_VARIABLES = { incidents: DASHBOARD_INCIDENTS };
export const REPORTS_VARIABLES = { limit: DASHBOARD_REPORTS_MAX };

type Policy = 'cache-first' | 'network-only';

/** Clients whose first-screen answers were asked for a visit not shown yet (see below). */
const askedForUnshownVisit = new WeakSet<Client>();

/**
 * All first-screen queries at the same time: while the page renders its skeleton from the cache
 * where there is one (repeating this is harmless: an operation in flight or cached is not sent
 * again), and once more from the server after it has shown cached figures (every visit asks again).
 */
export function useFirstScreenQueries({ activeUsers, ownFarm }: { activeUsers: boolean; ownFarm: number | null }) {
  const client = useClient();
  const ask = (requestPolicy: Policy) => {
    void client.query(DashboardSummaryDocument, {}, { requestPolicy }).toPromise();
    void client.query(DashboardControllingDocument, CONTROLLING_VARIABLES, { requestPolicy }).toPromise();
    void client.query(DashboardReportsDocument, REPORTS_VARIABLES, { requestPolicy }).toPromise();
    if (activeUsers) void client.query(DashboardActiveUsersDocument, {}, { requestPolicy }).toPromise();
    // Names and the catalogue's labels do not change while the app runs: cached ones stay.
    void client.query(DashboardFieldLabelsDocument, {}).toPromise();
    if (ownFarm !== null) void client.query(DashboardFarmNameDocument, { id: ownFarm }).toPromise();
  };
  const [shownFromCache] = useState(() => {
    // Only a look into the cache: a plain readQuery runs the query (cache-first) and, with nothing
    // cached, sends it to the server.
    const inCache = client.readQuery(DashboardSummaryDocument, {}, { requestPolicy: 'cache-only' })?.data != null;
    // React may discard a first render that never reaches the screen and render the page again
    // (seen after the login); by then this visit's own first answer is cached. Those are not an
    // earlier visit's figures, so they are not asked for a second time.
    const cached = inCache && !askedForUnshownVisit.has(client);
    if (!cached) askedForUnshownVisit.add(client);
    ask('cache-first');
    return cached;
  });
  useEffect(() => {
    askedForUnshownVisit.delete(client);
    if (shownFromCache) ask('network-only');
    // Once per visit: the figures were just fetched if they were not cached.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
