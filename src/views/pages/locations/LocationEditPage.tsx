// /locations/{id} 'Betrieb bearbeiten' (product rules ‹Location edit›): name form, checkbox list of the
// assigned sites (changes planned, then saved: machine siteAssignment), 'Zurück zur Übersicht',
// 'Betrieb löschen' (no sites, right to edit), the answers export, and beside it the profile survey
// (its counter warns of unanswered questions).

import { useLocation } from 'wouter';
import { useQuery } from 'urql';
import { LOCATION_NAME_REQUIRED } from '../../../domain/name-form.ts';
import { canEditLocation, canManageProfiles } from '../../../domain/permissions.ts';
import { routeId } from '../../../domain/route-ids.ts';
import { savedMessage, type AssignmentChange } from '../../../domain/site-assignment.ts';
import { SurveyLocationDocument } from '../../../gateway/client/generated/graphql.ts';
import { usePermissionUser } from '../../hooks/usePermissionUser.ts';
import type { PageProps } from '../../route-types.ts';
import { Link } from '../../ui/Link.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { notify } from '../../ui/Toast.tsx';
import { NotFoundPage } from '../NotFoundPage.tsx';
import { LoadFailed, isNotFound } from '../farms/LoadFailed.tsx';
import { useReportedWrites } from '../farms/reported-writes.ts';
import { NameForm } from '../farms/NameForm.tsx';
import { useFarmDetail } from '../farms/useFarmDetail.ts';
import { LocationSurvey } from '../survey/LocationSurvey.tsx';
import { DeleteLocation } from './DeleteLocation.tsx';
import { ExportAnswers } from './ExportAnswers.tsx';
import { SiteCheckboxes } from './SiteCheckboxes.tsx';
import { useSiteAssignment } from './useSiteAssignment.ts';

export function LocationEditPage({ params }: PageProps) {
  const id = routeId(params.id);
  const user = usePermissionUser();
  const [, navigate] = useLocation();
  const [result, reexecute] = useQuery({ query: SurveyLocationDocument, variables: { id: id ?? 0 }, pause: id === null });
  const location = result.data?.getLocation ?? null;
  const { detail, reload } = useFarmDetail(location?.farm ?? null);
  const mutations = useReportedWrites();
  const refresh = () => {
    reload();
    reexecute({ requestPolicy: 'network-only' });
  };
  const assignment = useSiteAssignment(id ?? 0, {
    onSaved: (changes: AssignmentChange[]) => {
      notify({ level: 'success', title: 'Zuordnung gespeichert', message: savedMessage(changes, (lid) => detail?.locations.find((l) => l.id === lid)?.name) });
      refresh();
    },
    // Some sites may have moved before the failure: show what the server holds.
    onFailed: refresh,
  });
  if (id === null || isNotFound(result.error)) return <NotFoundPage />;
  if (result.error) return <LoadFailed error={result.error} title="Der Betrieb konnte nicht geladen werden." />;
  if (!location || !detail) return <Spinner label="Betrieb wird geladen …" showLabel />;

  const editable = canEditLocation(user, detail.farm);
  const sites = detail.sites.filter((s) => s.location === location.id);
  return (
    <section aria-labelledby="location-title" className="stack">
      <div>
        <h1 id="location-title">Betrieb bearbeiten</h1>
        <p className="lead">
          {location.name} <span className="muted">({detail.farm.display_name})</span>
        </p>
        {editable ? null : <p className="muted">Sie können diesen Betrieb nur ansehen.</p>}
      </div>
      <div className="two-columns two-columns--wide-right">
        <div className="panel stack">
          <NameForm
            key={location.name}
            label="Betriebsname"
            saved={location.name}
            canEdit={editable}
            requiredMessage={LOCATION_NAME_REQUIRED}
            submitLabel="Namensänderung speichern"
            onSave={async (name) => {
              const renamed = await mutations.renameLocation(location.id, name);
              if (renamed.saved) refresh();
              return renamed;
            }}
          />
          <SiteCheckboxes
            locationId={location.id}
            sites={detail.sites}
            locations={detail.locations}
            editable={editable}
            assignment={assignment}
          />
          <div className="form__actions">
            <Link variant="button-secondary" href={`/farms/${location.farm}`}>
              Zurück zur Übersicht
            </Link>
            {editable && sites.length === 0 ? (
              <DeleteLocation
                name={location.name}
                onDelete={async () => {
                  const ok = await mutations.deleteLocation(location.id);
                  if (ok) navigate(`/farms/${location.farm}`);
                  return ok;
                }}
              />
            ) : null}
          </div>
          {location.active_profile ? <ExportAnswers location={location} /> : null}
        </div>
        <div className="panel stack">
          <h2>Betriebsprofil</h2>
          <LocationSurvey location={location} canEdit={canManageProfiles(user)} level={3} />
        </div>
      </div>
    </section>
  );
}
