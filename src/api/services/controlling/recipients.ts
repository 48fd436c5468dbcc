// Who is told about an entity's incidents: the active users with an e-mail address who see the
// entity's controlling (the read scope of the alert and incident lists). Candidates come from the
// link tables (farm admins, staff of its locations, users of its associations); each is then checked
// with the same scope rule the API applies to their requests. Superusers see everything and are not mailed.
import { sql } from 'drizzle-orm';
import { loadActor } from '../../auth/actor.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { resolveCallerScope, type CallerScope } from '../scope.ts';
import { entityVisible, type ControlledEntity } from './entities.ts';

export interface Recipient {
  id: number;
  email: string;
  name: { prefix: string | null; first_name: string; last_name: string; username: string };
}

function candidates(entity: ControlledEntity) {
  if (entity.type === 'association') return sql`select user_id from user_associations where association_id = ${entity.id}`;
  const farm = entity.farmId ?? 0;
  return sql`select user_id from farm_admins where farm_id = ${farm}
    union select ul.user_id from user_locations ul join locations l on l.id = ul.location_id where l.farm_id = ${farm}
    union select ua.user_id from user_associations ua where ua.association_id in (
      select invoicing_association_id from farms where id = ${farm} union select hbv_id from sites where farm_id = ${farm})`;
}

/** Resolves scopes once per user for a whole run. */
export class RecipientFinder {
  private readonly scopes = new Map<number, Promise<CallerScope | null>>();
  constructor(private readonly db: Db) {}

  private scopeOf(userId: number) {
    if (!this.scopes.has(userId)) {
      this.scopes.set(
        userId,
        loadActor(this.db, userId).then((actor) => (actor ? resolveCallerScope(this.db, actor) : null)),
      );
    }
    return this.scopes.get(userId)!;
  }

  async of(entity: ControlledEntity): Promise<Recipient[]> {
    const rows = await queryRows<{ id: number; email: string; prefix: string | null; first_name: string; last_name: string; username: string }>(
      this.db,
      sql`select u.id, u.email, u.prefix, u.first_name, u.last_name, u.username from users u
          where u.id in (${candidates(entity)}) and u.is_active and not u.is_superuser and u.email <> '' order by u.id`,
    );
    const out: Recipient[] = [];
    for (const r of rows) {
      const scope = await this.scopeOf(Number(r.id));
      if (scope && entityVisible(scope, entity)) {
        out.push({ id: Number(r.id), email: r.email, name: { prefix: r.prefix, first_name: r.first_name, last_name: r.last_name, username: r.username } });
      }
    }
    return out;
  }
}
