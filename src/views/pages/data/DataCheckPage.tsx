// /data-check 'Daten-Prüfung' (product rules ‹Data check›): whether the user's data is complete, and if not the
// locations lacking a complete profile and the sites without a location, each linking to its farm's
// page; red editing hints for users who may fix it, the two yellow warnings for the others. The
// evaluation guard sends farm users with incomplete data here (src/domain/route-access.ts). The server
// filters and counts both lists, so the page is right whatever the number of farms: it shows the
// counts and pages through each list.
import { useMemo, useState, type ReactNode } from 'react';
import { useQuery } from 'urql';
import { useCurrentUser } from '../../../app/hooks.ts';
import { DATA_CHECK_HINTS as H, dataCheckView } from '../../../domain/data-check.ts';
import { DATA_CHECK_TEXTS as T, mayHaveIncompleteData } from '../../../domain/data-integrity.ts';
import { noticeFromError } from '../../../domain/errors.ts';
import { formatNumber } from '../../../domain/format.ts';
import { LIST_PAGE_SIZE } from '../../../domain/list-sort.ts';
import { DataCheckFarmsDocument, DataCheckLocationsDocument, DataCheckSitesDocument, MyLocationLinksDocument } from '../../../gateway/client/generated/graphql.ts';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/Link.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useServerPage } from '../../hooks/useServerPage.ts';
import { CheckHint } from './CheckHint.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the data pages' stylesheet
import './data-pages.css';

const present = <T,>(list: readonly (T | null)[] | null | undefined) => (list ?? []).filter((x): x is T => x !== null);

export function DataCheckPage() {
  const me = useCurrentUser();
  const farmUser = mayHaveIncompleteData(me);
  const staff = farmUser && me?.account_type !== 'farm_admin';
  const [locationPage, setLocationPage] = useState(0);
  const [sitePage, setSitePage] = useState(0);
  const locationVariables = useMemo(() => ({ limit: LIST_PAGE_SIZE, offset: locationPage * LIST_PAGE_SIZE }), [locationPage]);
  const siteVariables = useMemo(() => ({ limit: LIST_PAGE_SIZE, offset: sitePage * LIST_PAGE_SIZE }), [sitePage]);
  const locations = useServerPage(DataCheckLocationsDocument, locationVariables, (d) => d.listLocations, { pause: !farmUser });
  const sites = useServerPage(DataCheckSitesDocument, siteVariables, (d) => d.listSites, { pause: !farmUser });
  const [links] = useQuery({ query: MyLocationLinksDocument, variables: { userId: me?.id ?? 0 }, pause: !staff });

  // The names of the farms the two shown pages name (at most two pages' worth), not of every farm.
  const farmIds = useMemo(
    () => [...new Set([...locations.rows, ...sites.rows].map((x) => x.farm))].sort((a, b) => a - b),
    [locations.rows, sites.rows],
  );
  const [farms] = useQuery({ query: DataCheckFarmsDocument, variables: { ids: farmIds.join(','), limit: Math.max(1, farmIds.length) }, pause: farmIds.length === 0 });
  const farmNames = new Map(present(farms.data?.listFarms?.results).map((f) => [f.id, f.display_name]));
  const farmName = (id: number) => farmNames.get(id) ?? (farms.fetching ? '…' : '<unbekannt>');

  const loading = (farmUser && (!locations.loaded || !sites.loaded) && !locations.error && !sites.error) || (staff && !links.data && !links.error);
  const failed = locations.error ?? sites.error ?? links.error;
  const view =
    loading || failed
      ? null
      : dataCheckView(me, { counts: { locations_lacking_profile: locations.count, sites_without_location: sites.count }, links: present(links.data?.listUserLocations) });
  const retry = () => {
    locations.reload();
    sites.reload();
  };

  return (
    <article className="page-card stack data-page" aria-labelledby="data-check-title" aria-busy={loading}>
      <h1 id="data-check-title">{T.title}</h1>
      {loading ? <Spinner label="Daten werden geprüft …" showLabel /> : null}
      {failed ? (
        <Notice kind="error" title="Die Daten konnten nicht geprüft werden.">
          <p>{noticeFromError(failed)?.message}</p>
          <Button variant="secondary" onPress={retry}>
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
          {view.locations_lacking_profile > 0 ? (
            <CheckList
              id="data-check-profiles"
              title={H.profilesList}
              count={view.locations_lacking_profile}
              hint={view.canFix ? <CheckHint tone="danger">{H.profiles}</CheckHint> : <CheckHint tone="warning">{T.profilesMissing}</CheckHint>}
              page={locationPage}
              onPage={setLocationPage}
              noun="Betrieben"
              busy={locations.stale}
            >
              {locations.rows.map((l) => (
                <CheckItem
                  key={l.id}
                  name={l.name}
                  state={l.active_profile ? ' – Profil unvollständig' : ' – kein Profil'}
                  farm={l.farm}
                  farmName={farmName(l.farm)}
                  fix={view.canFix ? { text: H.editFarmOfLocation, what: `Betrieb ${l.name}` } : null}
                />
              ))}
            </CheckList>
          ) : null}
          {view.sites_without_location > 0 ? (
            <CheckList
              id="data-check-sites"
              title={H.sitesList}
              count={view.sites_without_location}
              hint={view.canFix ? <CheckHint tone="danger">{H.sites}</CheckHint> : <CheckHint tone="warning">{T.locationsMissing}</CheckHint>}
              page={sitePage}
              onPage={setSitePage}
              noun="Betriebsstätten"
              busy={sites.stale}
            >
              {sites.rows.map((s) => (
                <CheckItem
                  key={s.id}
                  name={s.display_name}
                  farm={s.farm}
                  farmName={farmName(s.farm)}
                  fix={view.canFix ? { text: H.editFarmOfSite, what: `Betriebsstätte ${s.display_name}` } : null}
                />
              ))}
            </CheckList>
          ) : null}
        </section>
      ) : null}
    </article>
  );
}

/** One of the two lists: its heading with the count, the hint, one page of entries and the pager. */
function CheckList(props: { id: string; title: string; count: number; hint: ReactNode; page: number; onPage: (page: number) => void; noun: string; busy: boolean; children: ReactNode }) {
  return (
    <section className="stack data-check__group" aria-labelledby={props.id} aria-busy={props.busy}>
      <h3 id={props.id}>
        {props.title} <span className="muted">({formatNumber(props.count, { precision: 0 })})</span>
      </h3>
      {props.hint}
      <ul className="card-list">{props.children}</ul>
      {props.count > LIST_PAGE_SIZE ? <Pager page={props.page} count={props.count} noun={props.noun} onPage={props.onPage} label={`Seiten der Liste ${props.title}`} /> : null}
    </section>
  );
}

/** One entry: its name and farm (and what is missing), with the link to the farm's page for users who may fix it. */
function CheckItem(props: { name: string; state?: string; farm: number; farmName: string; fix: { text: string; what: string } | null }) {
  return (
    <li className="card-list__item data-check__item">
      <span>
        <strong>{props.name}</strong> <span className="muted">({props.farmName})</span>
        {props.state ? <span className="muted data-check__state">{props.state}</span> : null}
      </span>
      {props.fix ? (
        <Link href={`/farms/${props.farm}`} aria-label={`${props.fix.text}: ${props.farmName} (${props.fix.what})`}>
          {props.fix.text}
        </Link>
      ) : null}
    </li>
  );
}
