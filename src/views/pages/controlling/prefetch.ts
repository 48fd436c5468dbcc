// What the controlling pages ask for first, started while the session is checked (see
// prefetchPageData in src/views/routes.tsx) with the same variables as the page's own queries, so that
// the page finds them in flight or cached: the entity, its control fields, their states, the
// incidents of the history window, the catalogue and the comparison groups.
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
  void client.query(ControllingAlertsDocument, { limit: 1000, ...entity }).toPromise();
  void client.query(ControllingIncidentsDocument, { limit: 1000, ...entity, observed_from: historyWindow().oldest_date }).toPromise();
  void client.query(AlertStatesDocument, entity).toPromise();
  void client.query(ReportFieldsDocument, {}).toPromise();
  void client.query(ControllingGroupsDocument, {}).toPromise();
};

/** The overview's catalogue, comparison groups and first page of current incidents (its scope lists are read fresh on every visit). */
export const prefetchControllingOverview: PrefetchData = (client) => {
  void client.query(ReportFieldsDocument, {}).toPromise();
  void client.query(ControllingGroupsDocument, {}).toPromise();
  void client.query(ControllingIncidentsDocument, { limit: CURRENT_INCIDENTS_PAGE, offset: 0, latest_per_site: true }).toPromise();
};
