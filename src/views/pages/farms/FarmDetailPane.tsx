// The farm list's detail pane (product rules ‹Farm list›): number and name, invoicing association, terms
// consent date, unassigned sites, each location with its sites and its profile link.
import { NO_FARM_SELECTED } from '../../../domain/farm-list.ts';
import { detailPaneProfileLabel, profileState } from '../../../domain/profile-state.ts';
import { isAdmin } from '../../../domain/roles.ts';
import { usePermissionUser } from '../../hooks/usePermissionUser.ts';
import { Link } from '../../ui/Link.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { FarmFacts } from './FarmFacts.tsx';
import { useFarmDetail } from './useFarmDetail.ts';

export function FarmDetailPane({ farmId }: { farmId: number | null }) {
  const user = usePermissionUser();
  const { detail, fetching, error } = useFarmDetail(farmId);
  if (farmId === null) return <p className="muted">{NO_FARM_SELECTED}</p>;
  if (error) return <Notice kind="error" title="Das LDWU konnte nicht geladen werden.">{error.message}</Notice>;
  if (!detail || fetching) return <Spinner label="LDWU wird geladen …" showLabel />;
  const admin = isAdmin(user.account_type) || !!user.is_superuser;
  const unassigned = detail.sites.filter((s) => s.location === null);
  return (
    <article className="stack" aria-labelledby="farm-pane-title">
      <h2 id="farm-pane-title">{detail.farm.display_name}</h2>
      <FarmFacts detail={detail} showName />
      {unassigned.length ? (
        <section aria-labelledby="farm-pane-unassigned">
          <h3 id="farm-pane-unassigned">Betriebsstätten ohne Betrieb</h3>
          <ul className="plain-list">
            {unassigned.map((s) => (
              <li key={s.id}>{s.display_name}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="farm-pane-locations">
        <h3 id="farm-pane-locations">Betriebe</h3>
        {detail.locations.length === 0 ? <p className="muted">Keine Betriebe vorhanden.</p> : null}
        <ul className="card-list">
          {detail.locations.map((location) => {
            const label = detailPaneProfileLabel(profileState(location), admin);
            const sites = detail.sites.filter((s) => s.location === location.id);
            return (
              <li key={location.id} className="card-list__item">
                <strong>{location.name}</strong>
                <span className="muted">{sites.length ? sites.map((s) => s.display_name).join(', ') : 'Keine Betriebsstätten zugeordnet'}</span>
                {label ? (
                  <Link variant="button-secondary" href={`/survey/${location.id}`} aria-label={`${label}: ${location.name}`}>
                    {label}
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
    </article>
  );
}
