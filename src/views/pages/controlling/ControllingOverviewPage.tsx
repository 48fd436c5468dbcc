// /controlling 'Controllingsystem' (product rules ‹Controlling overview›): the farm users' note, the
// heading with the farms, 'Aktuelle Meldungen' and 'Übersicht'. Farms and control fields in scope are
// read in pages of up to 10,000 (one request for most scopes); names below farm level load per farm.
import { useCallback, useMemo } from 'react';
import { FARM_USER_NOTE, entitiesWithIncidents, indexAlerts, overviewHeading, type OverviewFarm } from '../../../domain/controlling-view.ts';
import { noticeFromError } from '../../../domain/errors.ts';
import { isFarmUser, type EntityType } from '../../../domain/roles.ts';
import { ControllingAlertsDocument, ControllingFarmsDocument } from '../../../gateway/client/generated/graphql.ts';
import { useMayManageAlerts } from '../../hooks/useMayManageAlerts.ts';
import { usePermissionUser } from '../../hooks/usePermissionUser.ts';
import { Notice } from '../../ui/Notice.tsx';
import { AlertOverview } from './AlertOverview.tsx';
import { CurrentIncidents, type FarmRef } from './CurrentIncidents.tsx';
import { Placeholder } from './Placeholder.tsx';
import { alertOf, allPages, useCatalogue, useGroups, useLoaded } from './data.ts';
import { resultData } from '../../../gateway/client/operation-result.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the page's own styles (common.md: not in styles.css)
import './controlling.css';

/** Farm names in the heading: all of a farm user's; for larger scopes the first few and the count. */
const HEADING_FARMS = 5;

export function ControllingOverviewPage() {
  const user = usePermissionUser();
  const mayManage = useMayManageAlerts();
  const { catalogue } = useCatalogue();
  const { groups } = useGroups();
  const scope = useLoaded(async (client) => {
    const [farms, alerts] = await Promise.all([
      allPages<OverviewFarm>(async (limit, offset) => (await resultData(client.query(ControllingFarmsDocument, { limit, offset }, { requestPolicy: 'network-only' }).toPromise())).listFarms),
      allPages(async (limit, offset) => (await resultData(client.query(ControllingAlertsDocument, { limit, offset }, { requestPolicy: 'network-only' }).toPromise())).listAlerts),
    ]);
    const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });
    return { farms: farms.sort((a, b) => collator.compare(a.display_name, b.display_name)), alerts: alerts.map(alertOf) };
  }, []);
  const ready = scope.status === 'ready' ? scope.data : null;
  const index = useMemo(() => indexAlerts(ready?.alerts ?? []), [ready]);
  const withIncident = useMemo(() => entitiesWithIncidents(ready?.alerts ?? []), [ready]);
  const farmOf = useMemo(() => {
    const bySite = new Map<number, FarmRef>();
    const byLocation = new Map<number, FarmRef>();
    const byId = new Map<number, FarmRef>();
    for (const f of ready?.farms ?? []) {
      byId.set(f.id, f);
      for (const s of f.sites) if (s !== null) bySite.set(s, f);
      for (const l of f.locations) if (l !== null) byLocation.set(l, f);
    }
    return { bySite, byLocation, byId };
  }, [ready]);
  const lookup = useCallback(
    (type: EntityType, id: number) => (type === 'site' ? farmOf.bySite.get(id) : type === 'location' ? farmOf.byLocation.get(id) : type === 'farm' ? farmOf.byId.get(id) : undefined) ?? null,
    [farmOf],
  );
  const validGroups = useMemo(() => new Set((groups ?? []).map((g) => g.id)), [groups]);

  if (scope.status === 'error') {
    return <Notice kind="error" title="Das Controllingsystem konnte nicht geladen werden.">{noticeFromError(scope.error)?.message}</Notice>;
  }
  if (!ready || !catalogue || !groups) {
    // The page's frame at once, with room for what loads (an association's heading names five farms).
    return (
      <section aria-labelledby="controlling-title" className="stack controlling">
        <div>
          <h1 id="controlling-title">Controllingsystem</h1>
          <Placeholder kind={isFarmUser(user.account_type) ? 'lead' : 'lead-farms'} />
          {isFarmUser(user.account_type) ? <p className="muted">{FARM_USER_NOTE}</p> : null}
        </div>
        <div className="panel stack">
          <h2>Aktuelle Meldungen</h2>
          <Placeholder kind="incidents" label="Controllingsystem wird geladen …" />
        </div>
        <div className="panel stack">
          <h2>Übersicht</h2>
          <Placeholder kind="overview" />
        </div>
      </section>
    );
  }
  const names = ready.farms.map((f) => f.display_name);
  const heading = names.length > HEADING_FARMS ? `${overviewHeading(names.slice(0, HEADING_FARMS))} … (${names.length} LDWUs)` : overviewHeading(names);
  return (
    <section aria-labelledby="controlling-title" className="stack controlling">
      <div>
        <h1 id="controlling-title">Controllingsystem</h1>
        <p className="lead">{heading}</p>
        {isFarmUser(user.account_type) ? <p className="muted">{FARM_USER_NOTE}</p> : null}
      </div>
      <div className="panel stack">
        <h2>Aktuelle Meldungen</h2>
        <CurrentIncidents farmOf={lookup} severalFarms={ready.farms.length > 1} catalogue={catalogue} groups={validGroups} mayManage={mayManage} />
      </div>
      <div className="panel stack">
        <h2>Übersicht</h2>
        <AlertOverview farms={ready.farms} index={index} withIncident={withIncident} mayManage={mayManage} />
      </div>
    </section>
  );
}
