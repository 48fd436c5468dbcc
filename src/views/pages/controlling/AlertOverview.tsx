// 'Übersicht' (product rules ‹Controlling overview›): per farm, location and site the number of control fields and of active
// notifications as farm - location - site; for several farms the filter 'Nach LDWU-Name / -ID
// filtern', the switch 'Mit aktiver Benachrichtigung', collapsible farms (collapsed by default) and
// pages of 25 farms. The server filters, orders (farms with incidents first) and counts
// (GET /alerts/overview/), so a clerk with thousands of farms loads one page, never them all.
import { useMemo, useState } from 'react';
import {
  FILTER_LABEL, MAIL_SWITCH_LABEL, NO_LOCATION, controllingHref, countText, emptyOverviewText, indexTallies, levelCounts, overviewTreeRows, type AlertIndex, type OverviewFarm,
} from '../../../domain/controlling-view.ts';
import { FILTER_DEBOUNCE_MS } from '../../../domain/constants.ts';
import { noticeFromError } from '../../../domain/errors.ts';
import type { LoadedEntity } from '../../../domain/controlling-permissions.ts';
import { ControllingOverviewDocument } from '../../../gateway/client/generated/graphql.ts';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.ts';
import { useServerPage } from '../../hooks/useServerPage.ts';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/Link.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { Placeholder } from './Placeholder.tsx';
import { useFarmTree } from './useFarmTree.ts';

const PAGE = 25;

type MayManage = (entity: LoadedEntity) => boolean;
/** 'Bearbeiten' where the user may configure the entity's controlling, else 'Anschauen'. */
const actionText = (mayManage: boolean) => (mayManage ? 'Bearbeiten' : 'Anschauen');

export function AlertOverview({ several, mayManage }: { several: boolean; mayManage: MayManage }) {
  const [text, setText] = useState('');
  const [withMail, setWithMail] = useState(false);
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const filter = useDebouncedValue(text, FILTER_DEBOUNCE_MS).trim();
  const variables = useMemo(
    () => ({ limit: PAGE, offset: page * PAGE, ...(filter ? { search: filter } : {}), ...(withMail ? { with_mail: true } : {}) }),
    [page, filter, withMail],
  );
  const farms = useServerPage(ControllingOverviewDocument, variables, (d) => d.listAlertOverview);
  const rows = useMemo(() => farms.rows.map((f) => ({ ...f, locations: f.locations.filter((l) => l !== null), sites: f.sites.filter((s) => s !== null) })), [farms.rows]);
  const index = useMemo(() => indexTallies(farms.rows.flatMap((f) => f.tallies.flatMap((t) => (t ? [t] : [])))), [farms.rows]);
  // One farm (a farm user's): open from the start.
  const isOpen = (id: number) => (several ? open.has(id) : !open.has(id));
  const toggle = (id: number) => setOpen((o) => { const n = new Set(o); if (n.has(id)) n.delete(id); else n.add(id); return n; });
  if (farms.error && !farms.loaded) return <Notice kind="error" title="Die Übersicht konnte nicht geladen werden.">{noticeFromError(farms.error)?.message}</Notice>;
  return (
    <div className="stack" aria-busy={farms.stale}>
      {several ? (
        <div className="controlling__filters">
          <SearchField label={FILTER_LABEL} value={text} onChange={(v) => { setText(v); setPage(0); }} />
          <Switch isSelected={withMail} onChange={(on) => { setWithMail(on); setPage(0); }}>
            {MAIL_SWITCH_LABEL}
          </Switch>
        </div>
      ) : null}
      {!farms.loaded ? (
        <Placeholder kind="overview" />
      ) : farms.count === 0 ? (
        <p className="muted">{emptyOverviewText(filter, withMail)}</p>
      ) : (
        <div className="table-scroll" role="region" aria-label="Übersicht der Kontrollfelder" tabIndex={0}>
          <table className="data-table overview-table card-table">
            <thead>
              <tr>
                <th scope="col">Farm</th>
                <th scope="col">Betrieb</th>
                <th scope="col">Betriebstätte</th>
                <th scope="col">Kontrollfelder, gesamt</th>
                <th scope="col">aktive Benachrichtigungen</th>
                <th scope="col"><span className="visually-hidden">Aktion</span></th>
              </tr>
            </thead>
            {rows.map((farm) => (
              <FarmRows key={farm.id} farm={farm} index={index} hasIncident={several && farm.has_incident} mayManage={mayManage} isOpen={isOpen(farm.id)} onToggle={() => toggle(farm.id)} />
            ))}
          </table>
        </div>
      )}
      {farms.count > PAGE ? <Pager page={page} count={farms.count} noun="LDWUs" onPage={setPage} label="Seiten der Übersicht" size={PAGE} /> : null}
    </div>
  );
}

function Counts({ counts }: { counts: ReturnType<typeof levelCounts> }) {
  return (
    <>
      <td className="num" data-label="Kontrollfelder, gesamt">{countText(counts, 'total')}</td>
      <td className="num" data-label="aktive Benachrichtigungen">{countText(counts, 'mail')}</td>
    </>
  );
}

function FarmRows({ farm, index, hasIncident, mayManage, isOpen, onToggle }: { farm: OverviewFarm; index: AlertIndex; hasIncident: boolean; mayManage: MayManage; isOpen: boolean; onToggle: () => void }) {
  const { tree } = useFarmTree(farm.id, !isOpen);
  const action = actionText(mayManage({ type: 'farm', id: farm.id, farmLocations: farm.locations }));
  const siteRow = (s: { id: number; display_name: string }, location: number | null) => (
    <SiteRow key={`s${s.id}`} site={s} index={index} action={actionText(mayManage({ type: 'site', id: s.id, siteLocation: location, farmLocations: farm.locations }))} />
  );
  return (
    <tbody>
      <tr className="overview-table__farm">
        <th scope="row" colSpan={3}>
          <Button variant="quiet" onPress={onToggle} aria-expanded={isOpen} aria-label={`${farm.display_name} ${isOpen ? 'zuklappen' : 'aufklappen'}`}>
            <span aria-hidden="true">{isOpen ? '▾' : '▸'}</span> {farm.display_name}
          </Button>
          {hasIncident ? (
            <span className="overview-table__incident">
              <span aria-hidden="true">⚠ </span>Meldungen
            </span>
          ) : null}
        </th>
        <Counts counts={levelCounts(index, farm.id, farm.locations, farm.sites)} />
        <td className="data-table__tools"><Link variant="button-secondary" href={controllingHref('farm', farm.id)} aria-label={`${action}: LDWU ${farm.display_name}`}>{action}</Link></td>
      </tr>
      {isOpen && !tree ? (
        <tr><td colSpan={6}><Spinner label="Betriebe werden geladen …" /></td></tr>
      ) : null}
      {isOpen && tree
        ? overviewTreeRows(tree).map((row) => {
            if (row.kind === 'site') return siteRow(row.site, row.location);
            if (row.kind === 'no-location')
              return (
                <tr key="no-location" className="overview-table__location">
                  <td />
                  <td className="muted" data-label="Betrieb">{NO_LOCATION}</td>
                  <td colSpan={4} />
                </tr>
              );
            return (
              <tr key={`l${row.id}`} className="overview-table__location">
                <td />
                <td data-label="Betrieb">{row.name}</td>
                <td />
                <Counts counts={levelCounts(index, null, [row.id], row.sites.map((s) => s.id))} />
                <LocationAction location={row} action={actionText(mayManage({ type: 'location', id: row.id }))} />
              </tr>
            );
          })
        : null}
      {isOpen && tree
        ? tree.cut.map((text) => (
            <tr key={text} className="overview-table__location">
              <td colSpan={6} className="muted">{text}</td>
            </tr>
          ))
        : null}
    </tbody>
  );
}

function LocationAction({ location, action }: { location: { id: number; name: string }; action: string }) {
  return <td className="data-table__tools"><Link variant="button-secondary" href={controllingHref('location', location.id)} aria-label={`${action}: Betrieb ${location.name}`}>{action}</Link></td>;
}

function SiteRow({ site, index, action }: { site: { id: number; display_name: string }; index: AlertIndex; action: string }) {
  return (
    <tr className="overview-table__site">
      <td />
      <td />
      <td data-label="Betriebstätte">{site.display_name}</td>
      <Counts counts={levelCounts(index, null, [], [site.id])} />
      <td className="data-table__tools"><Link variant="button-secondary" href={controllingHref('site', site.id)} aria-label={`${action}: Betriebsstätte ${site.display_name}`}>{action}</Link></td>
    </tr>
  );
}
