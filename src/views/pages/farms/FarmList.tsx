// One server page of the farm list as an ARIA table: sortable column headers (aria-sort), per row
// name with its labels, number, the three states spelt out, and the actions. On a phone the header
// becomes a row of sort buttons and each farm a stacked card (no sideways scrolling).
import { farmRowLabels, type FarmListItem } from '../../../domain/farm-list.ts';
import type { FarmSortKey, ListSort } from '../../../domain/list-sort.ts';
import type { PermissionUser } from '../../../domain/permissions.ts';
import { Link } from '../../ui/Link.tsx';
import { SortHeaderRow, type SortColumn } from '../../ui/SortHeader.tsx';
import { ToggleButton } from '../../ui/ToggleButton.tsx';
import { FarmActivityToggle } from './FarmActivityToggle.tsx';
import './farm-list.css';

export interface FarmListProps<F extends FarmListItem> {
  /** The rows of the shown page. */
  farms: readonly F[];
  /** Rows of the whole (filtered) list and the page's first position. */
  count: number;
  offset: number;
  user: PermissionUser;
  selected: number | null;
  onSelect: (id: number) => void;
  canEdit: boolean;
  /** The filter text the shown rows answer (data-filter: the bench watches it). */
  filter?: string;
  /** A newer page is loading (the shown one stays, dimmed). */
  busy?: boolean;
  sort: ListSort<FarmSortKey> | null;
  onSort: (sort: ListSort<FarmSortKey> | null) => void;
  /** Association admins: 'LDWU aktivieren/deaktivieren' per row, reporting the new state. */
  onActiveChanged?: (id: number, isActive: boolean) => void;
}

const COLUMNS: SortColumn<FarmSortKey>[] = [
  { key: 'name', label: 'Name', className: 'farm-table__name' },
  { key: 'number', label: 'IDNr.', className: 'farm-table__number' },
  { key: 'is_active', label: 'Status', className: 'farm-table__state' },
  { key: 'tos_accepted', label: 'ToS', className: 'farm-table__state' },
  { key: 'has_current_report', label: 'MLP', className: 'farm-table__state' },
];

export function FarmList<F extends FarmListItem>({ farms, count, offset, user, selected, onSelect, canEdit, filter = '', busy = false, sort, onSort, onActiveChanged }: FarmListProps<F>) {
  return (
    <div className={`paged-list farm-list${busy ? ' paged-list--busy' : ''}`} data-filter={filter} aria-busy={busy}>
      <div role="table" aria-label="LDWUs" aria-rowcount={count + 1} className="farm-table">
        <SortHeaderRow columns={COLUMNS} sort={sort} onSort={onSort} block="farm-table" />
        <div role="rowgroup">
          {farms.length === 0 ? (
            <div role="row" className="farm-row farm-row--empty">
              <div role="cell">Keine LDWUs gefunden.</div>
            </div>
          ) : null}
          {farms.map((farm, i) => {
            const isSelected = farm.id === selected;
            return (
              <div role="row" key={farm.id} aria-rowindex={offset + i + 2} className={`farm-row${isSelected ? ' farm-row--selected' : ''}`}>
                <div role="cell" className="farm-row__text">
                  <span className="farm-row__name">{farm.name}</span>
                  {farmRowLabels(farm, user).map((label) => (
                    <span key={label} className="farm-row__label">
                      {label}
                    </span>
                  ))}
                  {farm.is_active ? null : <span className="farm-row__label farm-row__label--off">(deaktiviert)</span>}
                </div>
                <div role="cell" className="farm-row__number">
                  {farm.number}
                </div>
                <div role="cell" className="farm-row__state">
                  {farm.is_active ? 'aktiv' : 'deaktiviert'}
                </div>
                <div role="cell" className="farm-row__state">
                  {farm.tos_accepted ? 'ToS akzeptiert' : 'ToS offen'}
                </div>
                <div role="cell" className="farm-row__state">
                  {farm.has_current_report ? 'MLP aktuell' : 'keine aktuelle MLP'}
                </div>
                <div role="cell" className="farm-row__actions">
                  <ToggleButton isSelected={isSelected} onChange={() => onSelect(farm.id)} aria-label={`Anzeigen: ${farm.display_name}`}>
                    Anzeigen
                  </ToggleButton>
                  {canEdit ? (
                    <Link variant="button-secondary" href={`/farms/${farm.id}`} aria-label={`LDWU bearbeiten: ${farm.display_name}`}>
                      LDWU bearbeiten
                    </Link>
                  ) : null}
                  {onActiveChanged ? <FarmActivityToggle farm={farm} onChanged={(isActive) => onActiveChanged(farm.id, isActive)} /> : null}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
