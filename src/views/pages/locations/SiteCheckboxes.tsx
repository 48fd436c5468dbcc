// The checkbox list of a location's sites: checked = assigned to this location. Ticking and unticking
// only plan changes: the plan says what moves where (and warns when a site would be
// left without a location), 'Zuordnung speichern' saves it, 'Änderungen verwerfen' drops it.
// Disabled without the right to edit.
import { useSelector } from '@xstate/react';
import {
  assignmentChanges,
  describeChange,
  leavesSiteUnassigned,
  plannedLocation,
  UNASSIGNED_WARNING,
} from '../../../domain/site-assignment.ts';
import type { SiteAssignmentActorRef } from '../../../machines/siteAssignment/machine.ts';
import { assignmentError, isSaving, pendingOf } from '../../../machines/siteAssignment/selectors.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { Notice } from '../../ui/Notice.tsx';
import type { DetailLocation, DetailSite } from '../farms/useFarmDetail.ts';

export interface SiteCheckboxesProps {
  locationId: number;
  sites: readonly DetailSite[];
  locations: readonly DetailLocation[];
  editable: boolean;
  assignment: SiteAssignmentActorRef;
}

export function SiteCheckboxes({ locationId, sites, locations, editable, assignment }: SiteCheckboxesProps) {
  const pending = useSelector(assignment, pendingOf);
  const saving = useSelector(assignment, isSaving);
  const error = useSelector(assignment, assignmentError);
  if (sites.length === 0) return <p className="muted">Das LDWU hat keine Betriebsstätten.</p>;
  const locationName = (id: number) => locations.find((l) => l.id === id)?.name;
  const changes = assignmentChanges(sites, pending);
  return (
    <div className="stack">
      <fieldset className="checkbox-list">
        <legend>Zugeordnete Betriebsstätten</legend>
        {sites.map((site) => {
          const other = site.location !== null && site.location !== locationId ? locationName(site.location) : undefined;
          const changed = plannedLocation(site, pending) !== site.location;
          return (
            <Checkbox
              key={site.id}
              isSelected={plannedLocation(site, pending) === locationId}
              isDisabled={!editable || saving}
              onChange={(checked) => assignment.send({ type: 'site.toggle', site, checked })}
            >
              {site.display_name}
              {other ? <span className="muted"> (zugeordnet: {other})</span> : null}
              {changed ? <strong> – nicht gespeichert</strong> : null}
            </Checkbox>
          );
        })}
      </fieldset>
      {changes.length > 0 ? (
        <Notice kind="info" title="Nicht gespeicherte Änderungen der Zuordnung">
          <ul>
            {changes.map((c) => (
              <li key={c.site}>{describeChange(c, locationName)}</li>
            ))}
          </ul>
          {leavesSiteUnassigned(changes) ? <p>⚠ {UNASSIGNED_WARNING}</p> : null}
          <div className="form__actions">
            <Button onPress={() => assignment.send({ type: 'assignment.save', changes })} isPending={saving} pendingLabel="Zuordnung wird gespeichert …">
              Zuordnung speichern
            </Button>
            <Button variant="secondary" isDisabled={saving} onPress={() => assignment.send({ type: 'assignment.cancel' })}>
              Änderungen verwerfen
            </Button>
          </div>
        </Notice>
      ) : null}
      {error ? (
        <Notice kind="error" title={error.title}>
          {error.message}
        </Notice>
      ) : null}
    </div>
  );
}
