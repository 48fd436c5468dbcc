// Conditions the entity lists share for their `search` and `ids` parameters. strpos, not LIKE:
// the typed text is matched literally ('%' and '_' are no wildcards), case-insensitively.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { idsOf } from '../http/query.ts';
import { intArray } from './scope.ts';

/** `text` contains `search`, ignoring case. */
export const containsText = (text: SQL | AnyColumn, search: string): SQL => sql`strpos(lower(${text}), lower(${search})) > 0`;

/** A number column matches the typed digits with or without the zero-padding of display names ('0042' finds 42). */
export function numberMatches(column: AnyColumn, search: string): SQL {
  const unpadded = search.replace(/^0+/, '');
  return unpadded && unpadded !== search ? sql`(${containsText(column, search)} or ${containsText(column, unpadded)})` : containsText(column, search);
}

/** The row's id is one of the ids of an `ids` parameter; no condition without it. */
export const idListCondition = (column: AnyColumn, ids: string | undefined): SQL | undefined =>
  ids === undefined ? undefined : sql`${column} = any(${intArray(idsOf(ids))})`;
