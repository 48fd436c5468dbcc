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
