// Sites of a farm with the location each belongs to; editors assign a site to a location (or none).
import { Select } from '../../ui/Select.tsx';
import type { DetailLocation, DetailSite } from './useFarmDetail.ts';

const NONE = 'none';

export interface SiteAssignmentProps {
  sites: readonly DetailSite[];
  locations: readonly DetailLocation[];
  editable: boolean;
  onAssign: (siteId: number, locationId: number | null) => Promise<boolean>;
}

export function SiteAssignment({ sites, locations, editable, onAssign }: SiteAssignmentProps) {
  if (sites.length === 0) return <p className="muted">Keine Betriebsstätten vorhanden.</p>;
  const items = [{ id: NONE, label: 'Keinem Betrieb zugeordnet' }, ...locations.map((l) => ({ id: String(l.id), label: l.name }))];
  return (
    <ul className="card-list">
      {sites.map((site) => {
        const current = locations.find((l) => l.id === site.location);
        return (
          <li key={site.id} className="card-list__item site-row">
            <strong>{site.display_name}</strong>
            {editable ? (
              <Select
                label={`Betrieb der Betriebsstätte ${site.display_name}`}
                items={items}
                selectedKey={site.location === null ? NONE : String(site.location)}
                onSelectionChange={(key) => {
                  const next = key === NONE || key === null ? null : Number(key);
                  if (next !== site.location) void onAssign(site.id, next);
                }}
              />
            ) : (
              <span>{current ? `Betrieb: ${current.name}` : 'Keinem Betrieb zugeordnet'}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
