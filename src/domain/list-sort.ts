// The sortable columns of the long lists (farms, users) and the page size they are read in. The
// server sorts (an association's 10,000 rows never reach the browser at once), so the keys are the
// contract between the REST list parameters and the column headers. Without a sort key a list keeps
// its own order (farms: administered first, then name; users: self first, then role order).

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const FARM_SORT_KEYS = ['name', 'number', 'is_active', 'tos_accepted', 'has_current_report'] as const;
export type FarmSortKey = (typeof FARM_SORT_KEYS)[number];

export const USER_SORT_KEYS = ['name', 'username', 'email', 'account_type', 'is_active'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

/** The evaluations list: its own order is the spec's sections (entity type, entity name, name); `name` sorts by name alone. */
export const EVALUATION_SORT_KEYS = ['name'] as const;
export type EvaluationSortKey = (typeof EVALUATION_SORT_KEYS)[number];

export interface ListSort<K extends string> {
  key: K;
  direction: SortDirection;
}

/** Rows per server page of the farm and user lists. */
export const LIST_PAGE_SIZE = 50;

/** Clicking a column header: a new column sorts ascending, the sorted one flips, a third click returns to the list's own order. */
export function nextSort<K extends string>(current: ListSort<K> | null, key: K): ListSort<K> | null {
  if (!current || current.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : null;
}

/** aria-sort of a column header. */
export const ariaSort = <K extends string>(current: ListSort<K> | null, key: K): 'ascending' | 'descending' | 'none' =>
  current?.key === key ? (current.direction === 'asc' ? 'ascending' : 'descending') : 'none';

/** The pages a list of `count` rows has (at least one, so an empty list reads 'Seite 1 von 1'). */
export const pageCount = (count: number, size = LIST_PAGE_SIZE) => Math.max(1, Math.ceil(count / size));

/** '51–100 von 10.000 LDWUs': the range text of a page (de-DE numbers). */
const n = (v: number) => v.toLocaleString('de-DE');

export function pageRangeText(page: number, count: number, noun: string, size = LIST_PAGE_SIZE): string {
  if (count === 0) return `0 ${noun}`;
  const first = page * size + 1;
  const last = Math.min(count, (page + 1) * size);
  return `${n(first)}–${n(last)} von ${n(count)} ${noun}`;
}
