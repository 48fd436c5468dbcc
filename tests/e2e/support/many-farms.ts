// A seeded e2e database with an association clerk's worth of extra farms, added in one statement
// before the server starts (PGlite: one process per data directory), so the long-list screens meet
// more farms than any page or the old 10,000-row requests hold.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../src/api/db/client.ts';
import { startE2eServer, type E2eServer } from './server.ts';

/** The last of the extra farms: beyond the first 10,000 by number and by name. */
export const LAST_EXTRA_FARM = { number: '999000010050', name: 'Zwölfhof Nachzügler' } as const;
export const EXTRA_FARMS = 10_050;

/** The e2e server on a copy of the template with EXTRA_FARMS farms invoiced by lkv-admin's association. */
export function startServerWithManyFarms(): Promise<E2eServer> {
  return startE2eServer({}, async (dataDir) => {
    const database = await openDatabase({ dataDir });
    try {
      await database.db.execute(sql`
        insert into farms (number, name, invoicing_association_id)
        select '999' || lpad(n::text, 9, '0'),
               case when n = ${EXTRA_FARMS} then ${LAST_EXTRA_FARM.name} else 'Zusatzhof ' || n end,
               (select ua.association_id from user_associations ua join users u on u.id = ua.user_id where u.username = 'lkv-admin' and ua.is_admin limit 1)
        from generate_series(1, ${EXTRA_FARMS}) as n`);
    } finally {
      await database.close();
    }
  });
}
