// The checkbox list of a location's sites: checked = assigned to this location. Checking moves a
// site here, unchecking leaves it without a location. Disabled without the right to edit.
import { Checkbox } from '../../ui/Checkbox.tsx';
import type { DetailLocation, DetailSite } from '../farms/useFarmDetail.ts';

export interface SiteCheckboxesProps {
  locationId: number;
  sites: readonly DetailSite[];
  locations: readonly DetailLocation[];
  editable: boolean;
  busy: number | null;
  onChange: (siteId: number, assigned: boolean) => void;
}

export function SiteCheckboxes({ locationId, sites, locations, editable, busy, onChange }: SiteCheckboxesProps) {
  if (sites.length === 0) return <p className="muted">Das LDWU hat keine Betriebsstätten.</p>;
  return (
    <fieldset className="checkbox-list">
      <legend>Zugeordnete Betriebsstätten</legend>
      {sites.map((site) => {
        const other = site.location !== null && site.location !== locationId ? locations.find((l) => l.id === site.location) : undefined;
        return (
          <Checkbox
            key={site.id}
            isSelected={site.location === locationId}
            isDisabled={!editable || busy !== null}
            onChange={(checked) => onChange(site.id, checked)}
          >
            {site.display_name}
            {other ? <span className="muted"> (zugeordnet: {other.name})</span> : null}
          </Checkbox>
        );
      })}
    </fieldset>
  );
}
