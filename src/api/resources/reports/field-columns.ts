// Where each figure sits in reports.values, shared by the report list and the start page's reports.
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reportFields } from '../../db/schema.ts';

export type FieldColumn = { name: string; index: number };

/**
 * pythonic_name by position in reports.values (column_index, 0-based), read once per API instance
 * (the 'field-columns' plugin, src/api/plugins/): positions never move and new figures are only
 * appended (catalogue/index.ts), so the list goes stale only when a newer catalogue appends a
 * figure, which a report longer than the list reveals.
 */
export class FieldColumns {
  private columns: Promise<FieldColumn[]> | null = null;

  constructor(private readonly database: { readonly db: Db }) {}

  get(fresh = false): Promise<FieldColumn[]> {
    if (this.columns && !fresh) return this.columns;
    // then() runs the query once and gives a plain promise (a query builder runs again on every await).
    const loading = this.database.db
      .select({ name: reportFields.pythonicName, index: reportFields.columnIndex })
      .from(reportFields)
      .orderBy(asc(reportFields.columnIndex))
      .then((rows) => rows);
    this.columns = loading;
    loading.catch(() => {
      if (this.columns === loading) this.columns = null;
    });
    return loading;
  }
}
