// 'Aktuelle Meldungen' (product rules ‹Controlling overview›): the newest incident per site, grouped farm > location > site,
// each linking to the entity's controlling page, a warning for a missing comparison group, and (beyond
// the spec) the acknowledgement. Paged by the server (50 per page): a clerk may have thousands.
import { useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { INVALID_GROUP_TOOLTIP, NO_INCIDENTS, controllingHref, fieldLabel, isValidGroup } from '../../../domain/controlling-view.ts';
import { CURRENT_INCIDENTS_PAGE } from '../../../domain/constants.ts';
import { incidentPeriod } from '../../../domain/alert-lifecycle-view.ts';
import { formatDate, formatNumber } from '../../../domain/format.ts';
import type { LoadedEntity } from '../../../domain/controlling-permissions.ts';
import { triggerText } from '../../../domain/trigger.ts';
import { ControllingIncidentsDocument, IncidentFarmsDocument } from '../../../gateway/client/generated/graphql.ts';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/Link.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { Placeholder } from './Placeholder.tsx';
import { Tip } from '../../ui/Tip.tsx';
import { mutedIncidentText } from '../../../domain/silence.ts';
import { AcknowledgeButton, AcknowledgedText } from './AcknowledgeDialog.tsx';
import { incidentOf, useGroups, type Catalogue, type Incident } from './data.ts';
import { useFarmTree } from './useFarmTree.ts';


export interface FarmRef {
  id: number;
  display_name: string;
  /** The farm's locations: they cover a site without a location (who may acknowledge). */
  locations: readonly (number | null)[];
}

export function CurrentIncidents({ severalFarms, catalogue, mayManage }: { severalFarms: boolean; catalogue: Catalogue; mayManage: (entity: LoadedEntity) => boolean }) {
  const [page, setPage] = useState(0);
  const [{ data, error }, reload] = useQuery({ query: ControllingIncidentsDocument, variables: { limit: CURRENT_INCIDENTS_PAGE, offset: page * CURRENT_INCIDENTS_PAGE, latest_per_site: true } });
  const incidents = useMemo(() => (data?.listIncidents?.results ?? []).flatMap((i) => (i ? [incidentOf(i)] : [])), [data]);
  // The farms this page names, not every farm in scope.
  const farmIds = useMemo(() => [...new Set(incidents.flatMap((i) => (typeof i.farm === 'number' ? [i.farm] : [])))].sort((a, b) => a - b), [incidents]);
  // The groups this page's incidents name, by id: one missing is invalid ('Ungültige Vergleichgruppe(n)').
  const { groups: named } = useGroups(data ? incidents.map((i) => i.comparison_group) : null);
  const validGroups = useMemo(() => new Set((named ?? []).map((g) => g.id)), [named]);
  const props = { severalFarms, catalogue, groups: validGroups, mayManage };
  const [farms] = useQuery({ query: IncidentFarmsDocument, variables: { ids: farmIds.join(','), limit: Math.max(1, farmIds.length) }, pause: farmIds.length === 0 });
  const byFarm = useMemo(() => {
    const known = new Map((farms.data?.listFarms?.results ?? []).flatMap((f) => (f ? [[f.id, f] as const] : [])));
    const groups = new Map<number, { farm: FarmRef; incidents: Incident[] }>();
    for (const i of incidents) {
      const farm = typeof i.farm === 'number' ? known.get(i.farm) : undefined;
      if (!farm) continue; // an association's incident, or a farm gone meanwhile: skipped (product rules ‹Generic error handler›)
      const g = groups.get(farm.id) ?? { farm, incidents: [] };
      g.incidents.push(i);
      groups.set(farm.id, g);
    }
    return [...groups.values()].sort((a, b) => a.farm.display_name.localeCompare(b.farm.display_name, 'de'));
  }, [incidents, farms.data]);
  if (error) return <p className="muted">Die Meldungen konnten nicht geladen werden.</p>;
  if (!data || !named || (farmIds.length > 0 && !farms.data && !farms.error)) return <Placeholder kind="incidents" label="Meldungen werden geladen …" />;
  const count = data.listIncidents?.count ?? 0;
  if (count === 0) {
    return (
      <p className="all-clear" role="status">
        <span aria-hidden="true">✔ </span>
        {NO_INCIDENTS}
      </p>
    );
  }
  return (
    <>
      <div className="table-scroll" role="region" aria-label="Aktuelle Meldungen" tabIndex={0}>
        <table className="data-table card-table">
          <thead>
            <tr>
              {props.severalFarms ? <th scope="col">Farm</th> : null}
              <th scope="col">Betrieb</th>
              <th scope="col">Betriebstätte</th>
              <th scope="col">Kontrollfeld</th>
              <th scope="col">Auslöser</th>
              <th scope="col">Beginn</th>
              <th scope="col">Ende</th>
              <th scope="col">Bestätigung</th>
            </tr>
          </thead>
          {byFarm.map((g) => (
            <FarmIncidents key={g.farm.id} {...props} farm={g.farm} incidents={g.incidents} onChange={() => reload({ requestPolicy: 'network-only' })} />
          ))}
        </table>
      </div>
      {count > CURRENT_INCIDENTS_PAGE ? (
        <div className="pager">
          <Button variant="secondary" isDisabled={page === 0} onPress={() => setPage(page - 1)}>
            Vorherige
          </Button>
          <span>
            Seite {page + 1} von {Math.ceil(count / CURRENT_INCIDENTS_PAGE)}
          </span>
          <Button variant="secondary" isDisabled={(page + 1) * CURRENT_INCIDENTS_PAGE >= count} onPress={() => setPage(page + 1)}>
            Nächste
          </Button>
        </div>
      ) : null}
    </>
  );
}

function FarmIncidents({ farm, incidents, severalFarms, catalogue, groups, mayManage, onChange }: { farm: FarmRef; incidents: Incident[]; severalFarms: boolean; catalogue: Catalogue; groups: ReadonlySet<number>; mayManage: (entity: LoadedEntity) => boolean; onChange: () => void }) {
  const { tree, error } = useFarmTree(farm.id);
  const columns = severalFarms ? 8 : 7;
  // Rows wait for the farm's names: sorting them by location afterwards would move them under the
  // pointer. Meanwhile one empty row per incident keeps their room.
  if (!tree && !error) {
    return (
      <tbody>
        {incidents.map((i, n) => (
          <tr key={`loading-${i.id}`} className="card-table__loading">
            <td colSpan={columns}>{n === 0 ? <Spinner label={`Meldungen von ${farm.display_name} werden geladen …`} /> : null}</td>
          </tr>
        ))}
      </tbody>
    );
  }
  const rows = incidents
    .map((i) => {
      const site = i.entity_type === 'site' ? i.entity_id : null;
      const location = i.entity_type === 'location' ? i.entity_id : site !== null ? (tree?.locationOfSite.get(site) ?? null) : null;
      return { i, site, location, locationName: location === null ? '' : (tree?.locationName.get(location) ?? ''), siteName: site === null ? '' : (tree?.siteName.get(site) ?? '') };
    })
    .sort((a, b) => a.locationName.localeCompare(b.locationName, 'de') || a.siteName.localeCompare(b.siteName, 'de'));
  return (
    <tbody>
      {rows.map((r, n) => {
        const precision = catalogue.get(r.i.field)?.precision ?? 2;
        const label = fieldLabel(catalogue, r.i.field);
        const firstOfLocation = n === 0 || rows[n - 1]!.location !== r.location;
        const locationName = r.location === null ? '' : r.locationName || `Betrieb ${r.location}`;
        const period = incidentPeriod(r.i);
        const manager = mayManage({ type: r.i.entity_type, id: r.i.entity_id, siteLocation: r.location, farmLocations: farm.locations });
        return (
          <tr key={r.i.id}>
            {severalFarms ? (
              <td data-label="Farm">
                {n === 0 ? <Link href={controllingHref('farm', farm.id)}>{farm.display_name}</Link> : <span className="narrow-only">{farm.display_name}</span>}
              </td>
            ) : null}
            <td data-label="Betrieb">
              {r.location === null ? null : firstOfLocation ? (
                <Link href={controllingHref('location', r.location)}>{locationName}</Link>
              ) : (
                <span className="narrow-only">{locationName}</span>
              )}
            </td>
            <td data-label="Betriebstätte">{r.site !== null ? <Link href={controllingHref('site', r.site)}>{r.siteName || `Betriebsstätte ${r.site}`}</Link> : null}</td>
            <td data-label="Kontrollfeld">
              <span>
                <Link href={controllingHref(r.i.entity_type, r.i.entity_id)}>{label}</Link>
                {isValidGroup(r.i.comparison_group, groups) ? null : <Tip tip={[INVALID_GROUP_TOOLTIP]} className="warning-mark"> ⚠</Tip>}
              </span>
            </td>
            <td data-label="Auslöser">
              <span>
                {triggerText(r.i, precision)}
                <span className="muted">
                  {' '}
                  (Wert {formatNumber(r.i.value, { precision, replacement: '–' })}, {formatDate(r.i.observed)})
                </span>
                {r.i.muted ? <span className="incident-muted"> {mutedIncidentText(r.i.muted.reason)}</span> : null}
              </span>
            </td>
            <td data-label="Beginn" className="incident-period">{period.begin}</td>
            <td data-label="Ende" className="incident-period">{period.end}</td>
            <td data-label="Bestätigung">
              {r.i.acknowledged_at || manager ? (
                <span className="incident-ack">
                  <AcknowledgedText incident={r.i} />
                  {manager ? <AcknowledgeButton incident={r.i} what={`${label} ${triggerText(r.i, precision)}`} onDone={onChange} /> : null}
                </span>
              ) : null}
            </td>
          </tr>
        );
      })}
    </tbody>
  );
}
