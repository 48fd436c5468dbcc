// A sortable column header of an ARIA table: role=columnheader with aria-sort, a button that cycles
// ascending → descending → the list's own order, and an arrow that says the same to the eye.
import { ariaSort, nextSort, type ListSort } from '../../domain/list-sort.ts';
import { Button } from './Button.tsx';
import './list.css';

export interface SortHeaderProps<K extends string> {
  label: string;
  sortKey: K;
  sort: ListSort<K> | null;
  onSort: (next: ListSort<K> | null) => void;
  className?: string;
}

const ARROW = { ascending: '▲', descending: '▼', none: '↕' } as const;

export function SortHeader<K extends string>({ label, sortKey, sort, onSort, className }: SortHeaderProps<K>) {
  const state = ariaSort(sort, sortKey);
  return (
    <div role="columnheader" aria-sort={state} className={className ? `sort-header ${className}` : 'sort-header'}>
      <Button variant="quiet" className="sort-header__button" onPress={() => onSort(nextSort(sort, sortKey))}>
        {label}
        <span aria-hidden="true" className={`sort-header__arrow sort-header__arrow--${state}`}>
          {ARROW[state]}
        </span>
      </Button>
    </div>
  );
}

export interface SortColumn<K extends string> {
  key: K;
  label: string;
  className?: string;
}

/** The header row of a sortable list table: one SortHeader per column, then the unnamed actions column. */
export function SortHeaderRow<K extends string>({ columns, sort, onSort, block }: { columns: readonly SortColumn<K>[]; sort: ListSort<K> | null; onSort: (next: ListSort<K> | null) => void; block: string }) {
  return (
    <div role="rowgroup" className={`sort-table__head ${block}__head`}>
      <div role="row" aria-rowindex={1} className={`sort-table__header-row ${block}__header-row`}>
        {columns.map((c) => (
          <SortHeader key={c.key} label={c.label} sortKey={c.key} sort={sort} onSort={onSort} className={c.className} />
        ))}
        <div role="columnheader" className={`sort-table__actions-head ${block}__actions-head`}>
          <span className="visually-hidden">Aktionen</span>
        </div>
      </div>
    </div>
  );
}
