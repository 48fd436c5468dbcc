// /farms 'Alle LDWUs' (product rules ‹Farm list›): count of locations, text filter (300 ms debounce),
// the six toggle filters, the farms a page at a time – filtered and sorted by the server, so an
// association's 10,000 farms never load at once – with sortable column headers, the CSV export of
// what the filter shows, and the detail pane of the selected farm.
import { useMemo, useRef, useState } from 'react';
import { useQuery } from 'urql';
import { useAppSystem } from '../../../app/AppContext.tsx';
import { FILTER_DEBOUNCE_MS } from '../../../domain/constants.ts';
import { noticeFromError } from '../../../domain/errors.ts';
import { FARM_TOGGLES, nextSelection, toggleFilter, type FarmToggles } from '../../../domain/farm-list.ts';
import { LIST_PAGE_SIZE, type FarmSortKey, type ListSort } from '../../../domain/list-sort.ts';
import { canToggleFarmActivity } from '../../../domain/permissions.ts';
import { isAdmin } from '../../../domain/roles.ts';
import { FarmListPageDocument, LocationTotalDocument } from '../../../gateway/client/generated/graphql.ts';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.ts';
import { usePermissionUser } from '../../hooks/usePermissionUser.ts';
import { useServerPage } from '../../hooks/useServerPage.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { notify } from '../../ui/Toast.tsx';
import { ToggleButton } from '../../ui/ToggleButton.tsx';
import { FarmDetailPane } from './FarmDetailPane.tsx';
import { FarmList } from './FarmList.tsx';

export function FarmsPage() {
  const user = usePermissionUser();
  const { effects } = useAppSystem();
  const [total] = useQuery({ query: LocationTotalDocument });
  const [text, setText] = useState('');
  const filterText = useDebouncedValue(text, FILTER_DEBOUNCE_MS).trim();
  const [toggles, setToggles] = useState<FarmToggles>({});
  const [sort, setSort] = useState<ListSort<FarmSortKey> | null>(null);
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  // The activity toggle's answer, shown at once (the list reloads behind it).
  const [activity, setActivity] = useState<ReadonlyMap<number, boolean>>(new Map());
  const detailRef = useRef<HTMLElement>(null);

  // A new filter or sort starts on the first page.
  const filter = useMemo(
    () => ({ ...(filterText ? { search: filterText } : {}), ...toggles, ...(sort ? { sort: sort.key, direction: sort.direction } : {}) }),
    [filterText, toggles, sort],
  );
  const filterKey = JSON.stringify(filter);
  const [pageOf, setPageOf] = useState(filterKey);
  const current = pageOf === filterKey ? page : 0;
  const variables = useMemo(() => ({ ...filter, limit: LIST_PAGE_SIZE, offset: current * LIST_PAGE_SIZE }), [filter, current]);
  const farms = useServerPage(FarmListPageDocument, variables, (d) => d.listFarms);
  const rows = useMemo(() => farms.rows.map((f) => (activity.has(f.id) ? { ...f, is_active: activity.get(f.id)! } : f)), [farms.rows, activity]);

  // On a phone the detail pane sits below the list: bring it into view when a farm is chosen.
  const select = (id: number) => {
    const next = nextSelection(selected, id);
    setSelected(next);
    if (next !== null && window.matchMedia('(max-width: 1023px)').matches) {
      requestAnimationFrame(() => detailRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }));
    }
  };
  const goTo = (next: number) => {
    setPageOf(filterKey);
    setPage(next);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await effects.exportFarms(filter);
    } catch (e) {
      const notice = noticeFromError(e, 'Export fehlgeschlagen');
      if (notice) notify(notice);
    } finally {
      setExporting(false);
    }
  };
  const canEdit = isAdmin(user.account_type) || !!user.is_superuser;
  const canToggle = canToggleFarmActivity(user);
  const count = total.data?.listLocations?.count;
  const loaded = farms.shownFor !== null;

  return (
    <section aria-labelledby="farms-title" className="stack">
      <div className="page-head">
        <h1 id="farms-title">Alle LDWUs</h1>
        <p className="page-head__count">
          <strong>{count ?? '…'}</strong> Betriebe insgesamt
        </p>
      </div>
      <div className="farms-layout">
        <div className="farms-layout__list stack">
          <div className="farms-layout__tools">
            <SearchField label="LDWU filtern" value={text} onChange={setText} />
            <Button variant="secondary" onPress={exportCsv} isPending={exporting} pendingLabel="Export wird erstellt …">
              LDWU-Liste exportieren (CSV)
            </Button>
          </div>
          <div className="toggle-row" role="group" aria-label="Filter">
            {FARM_TOGGLES.map((t) => (
              <ToggleButton key={t.label} isSelected={toggles[t.key] === t.value} onChange={() => setToggles((s) => toggleFilter(s, t.key, t.value))}>
                {t.label}
              </ToggleButton>
            ))}
          </div>
          {farms.error && !loaded ? (
            <Notice kind="error" title="Die LDWUs konnten nicht geladen werden.">
              {noticeFromError(farms.error)?.message}
            </Notice>
          ) : !loaded ? (
            <Spinner label="LDWUs werden geladen …" showLabel />
          ) : (
            <>
              <p className="muted" role="status" aria-live="polite">
                {farms.count.toLocaleString('de-DE')} LDWUs{filterText || Object.keys(toggles).length ? ' gefunden' : ''}
              </p>
              <FarmList
                farms={rows}
                count={farms.count}
                offset={current * LIST_PAGE_SIZE}
                user={user}
                selected={selected}
                onSelect={select}
                canEdit={canEdit}
                filter={farms.shownFor ? String((farms.shownFor as { search?: string }).search ?? '') : ''}
                busy={farms.stale}
                sort={sort}
                onSort={setSort}
                onActiveChanged={canToggle ? (id, isActive) => setActivity((m) => new Map(m).set(id, isActive)) : undefined}
              />
              {farms.count > LIST_PAGE_SIZE ? <Pager page={current} count={farms.count} noun="LDWUs" onPage={goTo} label="Seiten der LDWU-Liste" /> : null}
            </>
          )}
        </div>
        <aside ref={detailRef} className="farms-layout__detail panel" aria-label="Ausgewähltes LDWU">
          <FarmDetailPane farmId={selected} />
        </aside>
      </div>
    </section>
  );
}
