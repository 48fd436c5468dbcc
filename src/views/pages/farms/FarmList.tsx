// The virtualised farm rows: only the rows in view (plus a few) are in the DOM, so 10,000 farms
// scroll and filter without delay. Rows measure themselves (they wrap on phones).
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { farmRowLabels, type FarmListItem } from '../../../domain/farm-list.ts';
import type { PermissionUser } from '../../../domain/permissions.ts';
import { Link } from '../../ui/Link.tsx';
import { ToggleButton } from '../../ui/ToggleButton.tsx';
import { FarmActivityToggle } from './FarmActivityToggle.tsx';

export interface FarmListProps<F extends FarmListItem> {
  farms: readonly F[];
  user: PermissionUser;
  selected: number | null;
  onSelect: (id: number) => void;
  canEdit: boolean;
  /** The filter text the rows were filtered with (data-filter: the bench watches it). */
  filter?: string;
  /** Association admins: 'LDWU aktivieren/deaktivieren' per row, reporting the new state. */
  onActiveChanged?: (id: number, isActive: boolean) => void;
}

export function FarmList<F extends FarmListItem>({ farms, user, selected, onSelect, canEdit, filter = '', onActiveChanged }: FarmListProps<F>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualizer re-renders on scroll by design; nothing here is memoised, so the compiler's skip is fine.
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useVirtualizer({
    count: farms.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 76,
    overscan: 8,
    getItemKey: (index) => farms[index]!.id,
  });
  return (
    <div ref={scrollRef} className="farm-list" data-filter={filter}>
      <ul className="farm-list__inner" style={{ height: virtualizer.getTotalSize() }} aria-label="LDWUs">
        {virtualizer.getVirtualItems().map((item) => {
          const farm = farms[item.index]!;
          const isSelected = farm.id === selected;
          return (
            <li
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              aria-setsize={farms.length}
              aria-posinset={item.index + 1}
              className={`farm-row${isSelected ? ' farm-row--selected' : ''}`}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <div className="farm-row__text">
                <span className="farm-row__name">{farm.name}</span>
                {farmRowLabels(farm, user).map((label) => (
                  <span key={label} className="farm-row__label">
                    {label}
                  </span>
                ))}
                {farm.is_active ? null : <span className="farm-row__label farm-row__label--off">(deaktiviert)</span>}
                <span className="farm-row__number">{farm.number}</span>
              </div>
              <div className="farm-row__actions">
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
            </li>
          );
        })}
      </ul>
    </div>
  );
}
