// The start page's figures change elsewhere (users created, uploads, incidents acknowledged) by
// mutations whose result types urql's document cache cannot relate to these counts: every visit
// asks the server again, while the cards show what is cached at once.
// The first screen's queries suspend until answered: the page shows its skeleton, then everything
// at once, instead of growing card by card while the answers arrive (content jumping on a phone).
// Suspending components ask one after the other (each asks only when the one before has its answer),
// so the page sends all first-screen queries together as it opens; the cards then read them from
// urql (the same operation in flight or cached), and nothing is asked twice.
import { useEffect, useState } from 'react';
import { useClient, type Client, type OperationResult } from 'urql';
import { DASHBOARD_INCIDENTS } from '../../../domain/dashboard.ts';
import { DASHBOARD_REPORTS_MAX } from '../../../domain/constants.ts';
import { markVisit } from '../../page-visit.ts';
import {
  DashboardActiveUsersDocument,
  DashboardAssociationNameDocument,
  DashboardControllingDocument,
  DashboardFarmNameDocument,
  DashboardLocationNameDocument,
  DashboardSiteNameDocument,
  DashboardFieldLabelsDocument,
  DashboardReportsDocument,
  DashboardSummaryDocument,
  type DashboardControllingQuery,
} from '../../../gateway/client/generated/graphql.ts';

export const FIRST_SCREEN = { suspense: true };

export const CONTROLLING_VARIABLES = { incidents: DASHBOARD_INCIDENTS };
export const REPORTS_VARIABLES = { limit: DASHBOARD_REPORTS_MAX };

type Policy = 'cache-first' | 'network-only';

/**
 * The clients whose first-screen answers were asked by the current visit before it showed. React may
 * render the page more than once before it shows it (the first render is thrown away), and a second
 * render would find the answers of the first in the cache and take them for an earlier visit's. A
 * visit that never shows (the guard sent the user elsewhere) leaves no mark: leaving its location
 * drops it (../../page-visit.ts).
 */
const askedThisVisit = new WeakSet<Client>();
function markAsked(client: Client) {
  askedThisVisit.add(client);
  markVisit(() => askedThisVisit.delete(client));
}

/**
 * The names of the current incidents' entities (and of their location and farm), all at once: the
 * incident rows ask for them one after the other (each suspends until its name is there), a round
 * trip per name on a phone. The rows then read them from the cache.
 */
const name = <T>(query: Promise<OperationResult<T>>) => query.then((r) => r.data);

async function askIncidentNames(client: Client, asked: Promise<OperationResult<DashboardControllingQuery>>) {
  const incidents = (await asked).data?.current?.results ?? [];
  await Promise.all(
    incidents.map(async (incident) => {
      if (!incident) return;
      const id = incident.entity_id;
      if (incident.entity_type === 'association') return void name(client.query(DashboardAssociationNameDocument, { id }).toPromise());
      if (incident.entity_type === 'farm') return void name(client.query(DashboardFarmNameDocument, { id }).toPromise());
      const site = incident.entity_type === 'site' ? (await name(client.query(DashboardSiteNameDocument, { id }).toPromise()))?.getSite : null;
      const locationId = incident.entity_type === 'location' ? id : (site?.location ?? null);
      const location = locationId === null ? null : name(client.query(DashboardLocationNameDocument, { id: locationId }).toPromise());
      const farmId = site ? site.farm : ((await location)?.getLocation?.farm ?? null);
      if (farmId !== null && farmId !== undefined) void client.query(DashboardFarmNameDocument, { id: farmId }).toPromise();
    }),
  );
}

/** The current incidents with their entities' names. */
function askControlling(client: Client, requestPolicy: Policy = 'cache-first') {
  void askIncidentNames(client, client.query(DashboardControllingDocument, CONTROLLING_VARIABLES, { requestPolicy }).toPromise()).catch(() => {});
}

/**
 * The first-screen queries that do not depend on the user, started on opening the app while the
 * session and the user are still being checked (src/views/routes.tsx prefetchPageData).
 */
export function prefetchFirstScreen(client: Client) {
  markAsked(client);
  void client.query(DashboardSummaryDocument, {}).toPromise();
  askControlling(client);
  void client.query(DashboardReportsDocument, REPORTS_VARIABLES).toPromise();
  void client.query(DashboardFieldLabelsDocument, {}).toPromise();
}

/**
 * All first-screen queries at the same time: while the page renders its skeleton from the cache
 * where there is one (repeating this is harmless: an operation in flight or cached is not sent
 * again), and once more from the server after it has shown cached figures (every visit asks again).
 */
export function useFirstScreenQueries({ activeUsers, ownFarm }: { activeUsers: boolean; ownFarm: number | null }) {
  const client = useClient();
  const ask = (requestPolicy: Policy) => {
    void client.query(DashboardSummaryDocument, {}, { requestPolicy }).toPromise();
    askControlling(client, requestPolicy);
    void client.query(DashboardReportsDocument, REPORTS_VARIABLES, { requestPolicy }).toPromise();
    if (activeUsers) void client.query(DashboardActiveUsersDocument, {}, { requestPolicy }).toPromise();
    // Names and the catalogue's labels do not change while the app runs: cached ones stay.
    void client.query(DashboardFieldLabelsDocument, {}).toPromise();
    if (ownFarm !== null) void client.query(DashboardFarmNameDocument, { id: ownFarm }).toPromise();
  };
  const [shownFromCache] = useState(() => {
    // Only a look into the cache: a plain readQuery runs the query (cache-first) and, with nothing
    // cached, sends it to the server. Answers asked for by this visit (a render thrown away, or the
    // prefetch) are fresh: asking again would only double the requests.
    const inCache = client.readQuery(DashboardSummaryDocument, {}, { requestPolicy: 'cache-only' })?.data != null;
    const cached = inCache && !askedThisVisit.has(client);
    if (!cached) markAsked(client);
    ask('cache-first');
    return cached;
  });
  useEffect(() => {
    askedThisVisit.delete(client); // this visit shows: the next one asks again
    if (shownFromCache) ask('network-only');
    // Once per visit: the figures were just fetched if they were not cached.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
