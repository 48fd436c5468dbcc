// A portable sort key for German text in SQL: case-insensitive, umlauts sorted with their base letter
// (DIN 5007-1: 'Özil' beside 'Otto', not after 'Zenz'), 'ß' as 'ss'. The database's collation is not
// used: PGlite and a default Debian PostgreSQL may run with the C collation, which sorts by byte.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

export const germanSortKey = (text: SQL | AnyColumn): SQL =>
  sql`replace(translate(lower(coalesce(${text}, '')), 'äöüàáâèéêìíîòóôùúûç', 'aouaaaeeeiiiooouuuc'), 'ß', 'ss')`;
