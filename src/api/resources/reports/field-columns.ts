// Where each figure sits in reports.values, shared by the report list and the start page's reports.
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reportFields } from '../../db/schema.ts';

export type FieldColumn = { name: string; index: number };

/**
 * pythonic_name by position in reports.values (column_index, 0-based), read once per database:
 * positions never move and new figures are only appended (catalogue/index.ts), so the list goes
 * stale only when a newer catalogue appends a figure, which a report longer than the list reveals.
 */
const columnLists = new WeakMap<Db, Promise<FieldColumn[]>>();
export function fieldColumns(db: Db, fresh = false): Promise<FieldColumn[]> {
  let columns = columnLists.get(db);
  if (!columns || fresh) {
    // then() runs the query once and gives a plain promise (a query builder runs again on every await).
    const loading = db
      .select({ name: reportFields.pythonicName, index: reportFields.columnIndex })
      .from(reportFields)
      .orderBy(asc(reportFields.columnIndex))
      .then((rows) => rows);
    columns = loading;
    columnLists.set(db, loading);
    loading.catch(() => {
      if (columnLists.get(db) === loading) columnLists.delete(db);
    });
  }
  return columns;
}
