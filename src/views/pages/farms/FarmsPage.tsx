// /farms 'Alle LDWUs' (spec 1 §2 'Farm list'): count of locations, text filter (300 ms debounce),
// the six toggle filters, the sorted virtualised rows and the detail pane of the selected farm.
// Rules (sort, filter, labels, selection) come from src/domain/farm-list.ts.
import { useMemo, useRef, useState } from 'react';
import { useQuery } from 'urql';
import { FILTER_DEBOUNCE_MS } from '../../../domain/constants.ts';
import { FARM_TOGGLES, farmSearchIndex, filterFarms, nextSelection, sortFarms, toggleFilter, type FarmToggles } from '../../../domain/farm-list.ts';
import { canToggleFarmActivity } from '../../../domain/permissions.ts';
import { isAdmin } from '../../../domain/roles.ts';
import { LocationTotalDocument } from '../../../gateway/client/generated/graphql.ts';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.ts';
import { usePermissionUser } from '../../hooks/usePermissionUser.ts';
import { Notice } from '../../ui/Notice.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ToggleButton } from '../../ui/ToggleButton.tsx';
import { FarmDetailPane } from './FarmDetailPane.tsx';
import { FarmList } from './FarmList.tsx';
import { useAllFarms } from './useAllFarms.ts';

export function FarmsPage() {
  const user = usePermissionUser();
  const [farms, patchFarm] = useAllFarms();
  const [total] = useQuery({ query: LocationTotalDocument });
  const [text, setText] = useState('');
  const filterText = useDebouncedValue(text, FILTER_DEBOUNCE_MS);
  const [toggles, setToggles] = useState<FarmToggles>({});
  const [selected, setSelected] = useState<number | null>(null);
  const detailRef = useRef<HTMLElement>(null);
  // On a phone the detail pane sits below the list: bring it into view when a farm is chosen.
  const select = (id: number) => {
    const next = nextSelection(selected, id);
    setSelected(next);
    if (next !== null && window.matchMedia('(max-width: 1023px)').matches) {
      requestAnimationFrame(() => detailRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }));
    }
  };

  const sorted = useMemo(() => (farms.status === 'ready' ? sortFarms(farms.farms, user) : []), [farms, user]);
  const searchIndex = useMemo(() => farmSearchIndex(sorted), [sorted]);
  const visible = useMemo(() => filterFarms(sorted, filterText, toggles, searchIndex), [sorted, filterText, toggles, searchIndex]);
  const canEdit = isAdmin(user.account_type) || !!user.is_superuser;
  const canToggle = canToggleFarmActivity(user);
  const count = total.data?.listLocations?.count;

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
          <SearchField label="LDWU filtern" value={text} onChange={setText} />
          <div className="toggle-row" role="group" aria-label="Filter">
            {FARM_TOGGLES.map((t) => (
              <ToggleButton key={t.label} isSelected={toggles[t.key] === t.value} onChange={() => setToggles((s) => toggleFilter(s, t.key, t.value))}>
                {t.label}
              </ToggleButton>
            ))}
          </div>
          {farms.status === 'loading' ? <Spinner label="LDWUs werden geladen …" showLabel /> : null}
          {farms.status === 'error' ? (
            <Notice kind="error" title="Die LDWUs konnten nicht geladen werden.">
              {farms.error instanceof Error ? farms.error.message : null}
            </Notice>
          ) : null}
          {farms.status === 'ready' ? (
            <>
              <p className="muted" role="status" aria-live="polite">
                {visible.length === sorted.length ? `${sorted.length} LDWUs` : `${visible.length} von ${sorted.length} LDWUs`}
              </p>
              <FarmList
                farms={visible}
                user={user}
                selected={selected}
                onSelect={select}
                canEdit={canEdit}
                filter={filterText}
                onActiveChanged={canToggle ? (id, isActive) => patchFarm(id, { is_active: isActive }) : undefined}
              />
            </>
          ) : null}
        </div>
        <aside ref={detailRef} className="farms-layout__detail panel" aria-label="Ausgewähltes LDWU">
          <FarmDetailPane farmId={selected} />
        </aside>
      </div>
    </section>
  );
}
