// The figures a report query asks for: a `field` list, else a figure filter's figures, else the
// whole catalogue; then only the intensive or extensive ones when `intensive` is given.
import { sql } from 'drizzle-orm';
import { isIntensive } from '../../../engine/index.ts';
import { FIELD_INDEX, REPORT_FIELDS } from '../../catalogue/fields.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';

/** Column indices of the figures asked for: `field` list, else the figure filter's, else all; then `intensive`. */
export async function fieldsOf(db: Db, c: { field?: string; filter?: number; intensive?: boolean }): Promise<number[]> {
  let names: string[];
  if (c.field !== undefined && c.field.trim() !== '') {
    names = [...new Set(c.field.split(',').map((n) => n.trim()).filter(Boolean))];
    const unknown = names.filter((n) => !FIELD_INDEX.has(n));
    if (unknown.length) throw badRequest({ field: [`Unbekannte Kennzahl: ${unknown.join(', ')}`] });
  } else if (c.filter !== undefined) {
    const rows = await queryRows<{ pythonic_name: string }>(
      db,
      sql`select ff.pythonic_name from figure_filters f left join figure_filter_fields ff on ff.filter_id = f.id where f.id = ${c.filter} order by ff.position`,
    );
    if (rows.length === 0) throw badRequest({ filter: ['Kennzahlenfilter nicht gefunden.'] });
    names = rows.map((r) => r.pythonic_name).filter((n) => n !== null && FIELD_INDEX.has(n));
  } else {
    names = REPORT_FIELDS.map((f) => f.pythonic_name);
  }
  let indices = names.map((n) => FIELD_INDEX.get(n)!);
  if (c.intensive !== undefined) indices = indices.filter((i) => isIntensive(REPORT_FIELDS[i]!) === c.intensive);
  return indices;
}

