// /farms/{id} 'LDWU verwalten' (product rules ‹Farm management›): the farm-name form, read-only data,
// locations with their sites and profile-state links, site assignment and 'Neuen Betrieb hinzufügen'.
// Read-only unless the farm reports admin rights or the user is farm admin of it.
import { canEditLocation, canManageProfiles } from '../../../domain/permissions.ts';
import { FARM_NAME_REQUIRED } from '../../../domain/name-form.ts';
import { profileLinkLabel, profileState } from '../../../domain/profile-state.ts';
import { routeId } from '../../../domain/route-ids.ts';
import { usePermissionUser } from '../../hooks/usePermissionUser.ts';
import type { PageProps } from '../../route-types.ts';
import { Link } from '../../ui/Link.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { NotFoundPage } from '../NotFoundPage.tsx';
import { FarmFacts } from './FarmFacts.tsx';
import { LoadFailed, isNotFound } from './LoadFailed.tsx';
import { useReportedWrites } from './reported-writes.ts';
import { NameForm } from './NameForm.tsx';
import { SiteAssignment } from './SiteAssignment.tsx';
import { useFarmDetail } from './useFarmDetail.ts';

export function FarmManagePage({ params }: PageProps) {
  const id = routeId(params.id);
  const user = usePermissionUser();
  const { detail, error, reload } = useFarmDetail(id);
  const mutations = useReportedWrites();
  if (id === null || isNotFound(error)) return <NotFoundPage />;
  if (error) return <LoadFailed error={error} title="Das LDWU konnte nicht geladen werden." />;
  if (!detail) return <Spinner label="LDWU wird geladen …" showLabel />;
  const { farm, locations, sites } = detail;
  const editable = canEditLocation(user, farm);
  const manageProfiles = canManageProfiles(user);
  return (
    <section aria-labelledby="farm-title" className="stack">
      <div>
        <h1 id="farm-title">LDWU verwalten</h1>
        <p className="lead">{farm.display_name}</p>
        {editable ? null : <p className="muted">Sie können dieses LDWU nur ansehen.</p>}
      </div>
      <div className="two-columns">
        <div className="panel stack">
          <h2>Stammdaten</h2>
          <NameForm
            key={farm.name}
            label="Name des LDWU"
            saved={farm.name}
            canEdit={editable}
            requiredMessage={FARM_NAME_REQUIRED}
            submitLabel="Speichern"
            onSave={(name) => mutations.renameFarm(farm.id, name)}
          />
          <FarmFacts detail={detail} />
        </div>
        <div className="panel stack">
          <h2>Betriebe</h2>
          {locations.length === 0 ? <p className="muted">Keine Betriebe vorhanden.</p> : null}
          <ul className="card-list">
            {locations.map((location) => {
              const label = profileLinkLabel(profileState(location), manageProfiles);
              const own = sites.filter((s) => s.location === location.id);
              return (
                <li key={location.id} className="card-list__item">
                  <strong>{location.name}</strong>
                  <span className="muted">{own.length ? own.map((s) => s.display_name).join(', ') : 'Keine Betriebsstätten zugeordnet'}</span>
                  <Link variant="button-secondary" href={`/locations/${location.id}`} aria-label={`${label ?? 'Betrieb anschauen'}: ${location.name}`}>
                    {label ?? 'Betrieb anschauen'}
                  </Link>
                </li>
              );
            })}
          </ul>
          {editable ? (
            <Link variant="button-primary" href={`/locations/new?farm=${farm.id}`}>
              Neuen Betrieb hinzufügen
            </Link>
          ) : null}
        </div>
      </div>
      <div className="panel stack">
        <h2>Betriebsstätten</h2>
        <SiteAssignment
          sites={sites}
          locations={locations}
          editable={editable}
          onAssign={async (siteId, locationId) => {
            const ok = await mutations.assignSite(siteId, locationId);
            if (ok) reload();
            return ok;
          }}
        />
      </div>
    </section>
  );
}
