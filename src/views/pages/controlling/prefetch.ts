// What the controlling pages ask for first, started while the session is checked (see
// prefetchPageData in src/views/routes.tsx) with the same variables as the page's own queries, so that
// the page finds them in flight or cached: the entity, its control fields, their states, the
// incidents of the history window, the catalogue and the comparison groups.
import { idsParam } from '../../../domain/definition-search.ts';
import { CURRENT_INCIDENTS_PAGE } from '../../../domain/constants.ts';
import { historyWindow } from '../../../domain/controlling-view.ts';
import { entityFlags } from '../../../domain/entity-flags.ts';
import { entityOfSegment } from '../../../domain/entity-param.ts';
import { routeId } from '../../../domain/route-ids.ts';
import {
  AlertStatesDocument,
  ControllingAlertsDocument,
  ControllingEntityDocument,
  ControllingGroupsDocument,
  ControllingIncidentsDocument,
  ReportFieldsDocument,
} from '../../../gateway/client/generated/graphql.ts';
import type { PrefetchData } from '../../route-types.ts';

export const prefetchEntityControlling: PrefetchData = (client, params) => {
  const type = entityOfSegment(params.entity);
  const id = routeId(params.id);
  if (type === null || id === null) return;
  void client.query(ControllingEntityDocument, { id, ...entityFlags(type) }).toPromise();
  // An association's page shows a notice instead of control fields.
  if (type === 'association') return;
  const entity = { entity_type: type, entity_id: id };
  // The groups the control fields name, once they are known (the page asks the same ids).
  void client
    .query(ControllingAlertsDocument, { limit: 1000, ...entity })
    .toPromise()
    .then(({ data }) => {
      const ids = idsParam((data?.listAlerts?.results ?? []).map((a) => a?.comparison_group));
      if (ids) void client.query(ControllingGroupsDocument, { ids }).toPromise();
    });
  void client.query(ControllingIncidentsDocument, { limit: 1000, ...entity, observed_from: historyWindow().oldest_date }).toPromise();
  void client.query(AlertStatesDocument, entity).toPromise();
  void client.query(ReportFieldsDocument, {}).toPromise();
};

/** The overview's catalogue, first page of current incidents and the groups they name (its scope lists are read fresh on every visit). */
export const prefetchControllingOverview: PrefetchData = (client) => {
  void client.query(ReportFieldsDocument, {}).toPromise();
  void client
    .query(ControllingIncidentsDocument, { limit: CURRENT_INCIDENTS_PAGE, offset: 0, latest_per_site: true })
    .toPromise()
    .then(({ data }) => {
      const ids = idsParam((data?.listIncidents?.results ?? []).map((i) => i?.comparison_group));
      if (ids) void client.query(ControllingGroupsDocument, { ids }).toPromise();
    });
};
