// /data-check 'Daten-Prüfung' (product rules ‹Data check›): whether the user's data is complete, and if not the
// locations lacking a complete profile and the sites without a location, each linking to its farm's
// page; red editing hints for users who may fix it, the two yellow warnings for the others. The
// evaluation guard sends farm users with incomplete data here (src/domain/route-access.ts).
import { useQuery } from 'urql';
import { useCurrentUser } from '../../../app/hooks.ts';
import { DATA_CHECK_HINTS as H, dataCheckView } from '../../../domain/data-check.ts';
import { DATA_CHECK_TEXTS as T, mayHaveIncompleteData } from '../../../domain/data-integrity.ts';
import { DataIntegrityDocument, MyLocationLinksDocument } from '../../../gateway/client/generated/graphql.ts';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/Link.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { CheckHint } from './CheckHint.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the data pages' stylesheet
import './data-pages.css';

const present = <T,>(list: readonly (T | null)[] | null | undefined) => (list ?? []).filter((x): x is T => x !== null);

export function DataCheckPage() {
  const me = useCurrentUser();
  const farmUser = mayHaveIncompleteData(me);
  const staff = farmUser && me?.account_type !== 'farm_admin';
  const [data, refetch] = useQuery({ query: DataIntegrityDocument, pause: !farmUser, requestPolicy: 'cache-and-network' });
  const [links] = useQuery({ query: MyLocationLinksDocument, variables: { userId: me?.id ?? 0 }, pause: !staff });

  const loading = (farmUser && !data.data && !data.error) || (staff && !links.data && !links.error);
  const failed = data.error ?? links.error;
  const farms = new Map(present(data.data?.listFarms?.results).map((f) => [f.id, f.display_name]));
  const farmName = (id: number) => farms.get(id) ?? '<unbekannt>';
  const view =
    loading || failed
      ? null
      : dataCheckView(me, { locations: present(data.data?.listLocations?.results), sites: present(data.data?.listSites?.results), links: present(links.data?.listUserLocations) }, farmName);

  return (
    <article className="page-card stack data-page" aria-labelledby="data-check-title" aria-busy={loading}>
      <h1 id="data-check-title">{T.title}</h1>
      {loading ? <Spinner label="Daten werden geprüft …" showLabel /> : null}
      {failed ? (
        <Notice kind="error" title="Die Daten konnten nicht geprüft werden.">
          <p>{failed.message}</p>
          <Button variant="secondary" onPress={() => refetch({ requestPolicy: 'network-only' })}>
            Erneut versuchen
          </Button>
        </Notice>
      ) : null}
      {view?.kind === 'complete' ? (
        <Notice kind="success">
          <p className="data-check__ok">{T.allComplete}</p>
        </Notice>
      ) : null}
      {view?.kind === 'incomplete' ? (
        <section className="stack" aria-labelledby="data-check-incomplete">
          <h2 id="data-check-incomplete">{T.incomplete}</h2>
          {view.locations.length > 0 ? (
            <section className="stack data-check__group" aria-labelledby="data-check-profiles">
              <h3 id="data-check-profiles">{H.profilesList}</h3>
              {view.canFix ? <CheckHint tone="danger">{H.profiles}</CheckHint> : <CheckHint tone="warning">{T.profilesMissing}</CheckHint>}
              <ul className="card-list">
                {view.locations.map((l) => (
                  <li key={l.id} className="card-list__item data-check__item">
                    <span>
                      <strong>{l.name}</strong> <span className="muted">({farmName(l.farm)})</span>
                      <span className="muted data-check__state">{l.active_profile ? ' – Profil unvollständig' : ' – kein Profil'}</span>
                    </span>
                    {view.canFix ? (
                      <Link href={`/farms/${l.farm}`} aria-label={`${H.editFarmOfLocation}: ${farmName(l.farm)} (Betrieb ${l.name})`}>
                        {H.editFarmOfLocation}
                      </Link>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {view.sites.length > 0 ? (
            <section className="stack data-check__group" aria-labelledby="data-check-sites">
              <h3 id="data-check-sites">{H.sitesList}</h3>
              {view.canFix ? <CheckHint tone="danger">{H.sites}</CheckHint> : <CheckHint tone="warning">{T.locationsMissing}</CheckHint>}
              <ul className="card-list">
                {view.sites.map((s) => (
                  <li key={s.id} className="card-list__item data-check__item">
                    <span>
                      <strong>{s.display_name}</strong> <span className="muted">({farmName(s.farm)})</span>
                    </span>
                    {view.canFix ? (
                      <Link href={`/farms/${s.farm}`} aria-label={`${H.editFarmOfSite}: ${farmName(s.farm)} (Betriebsstätte ${s.display_name})`}>
                        {H.editFarmOfSite}
                      </Link>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </section>
      ) : null}
    </article>
  );
}
