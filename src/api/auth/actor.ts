// The authenticated caller with the links that decide what they may see and do.
import { eq, sql } from 'drizzle-orm';
import type { AccountType } from '../../domain/roles.ts';
import type { Db } from '../db/client.ts';
import { farmAdmins, userAssociationFarms, userAssociations, userLocations, users } from '../db/schema.ts';

export interface Actor {
  id: number;
  username: string;
  email: string;
  accountType: AccountType | null;
  isSuperuser: boolean;
  isActive: boolean;
  farmAdminOf: number[];
  associations: { associationId: number; isAdmin: boolean; allowedFarms: number[]; interimAdminFarms: number[] }[];
  locationLinks: {
    locationId: number;
    allowManagement: boolean;
    allowAlerts: boolean;
    allowEvaluationCreation: boolean;
  }[];
}

interface ActorLinks {
  farmAdminOf: number[];
  assocs: { associationId: number; isAdmin: boolean }[];
  assocFarms: { associationId: number; farmId: number; interimAdmin: boolean }[];
  locs: { locationId: number; allowManagement: boolean; allowAlerts: boolean; allowEvaluationCreation: boolean }[];
}

/**
 * The user and all its links in one statement: every authenticated request loads its actor, and five
 * round trips (four of them holding pool connections at once) made the connection pool the queue
 * under load.
 */
export async function loadActor(db: Db, userId: number): Promise<Actor | undefined> {
  const [row] = await db
    .select({
      user: users,
      links: sql<ActorLinks>`json_build_object(
        'farmAdminOf', coalesce((SELECT json_agg(fa.farm_id ORDER BY fa.farm_id) FROM ${farmAdmins} fa WHERE fa.user_id = ${users.id}), '[]'::json),
        'assocs', coalesce((SELECT json_agg(json_build_object('associationId', ua.association_id, 'isAdmin', ua.is_admin) ORDER BY ua.association_id)
          FROM ${userAssociations} ua WHERE ua.user_id = ${users.id}), '[]'::json),
        'assocFarms', coalesce((SELECT json_agg(json_build_object('associationId', uaf.association_id, 'farmId', uaf.farm_id, 'interimAdmin', uaf.interim_admin)
          ORDER BY uaf.association_id, uaf.farm_id) FROM ${userAssociationFarms} uaf WHERE uaf.user_id = ${users.id}), '[]'::json),
        'locs', coalesce((SELECT json_agg(json_build_object('locationId', ul.location_id, 'allowManagement', ul.allow_management,
          'allowAlerts', ul.allow_alerts, 'allowEvaluationCreation', ul.allow_evaluation_creation) ORDER BY ul.location_id)
          FROM ${userLocations} ul WHERE ul.user_id = ${users.id}), '[]'::json))`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const { user } = row;
  // node-postgres parses json; keep working if a driver hands it over as text.
  const links = (typeof row.links === 'string' ? JSON.parse(row.links) : row.links) as ActorLinks;
  const { farmAdminOf, assocs, assocFarms, locs } = links;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    accountType: user.accountType,
    isSuperuser: user.isSuperuser,
    isActive: user.isActive,
    farmAdminOf,
    associations: assocs.map((a) => {
      const farmsOfLink = assocFarms.filter((f) => f.associationId === a.associationId);
      return {
        associationId: a.associationId,
        isAdmin: a.isAdmin,
        allowedFarms: farmsOfLink.map((f) => f.farmId),
        interimAdminFarms: farmsOfLink.filter((f) => f.interimAdmin).map((f) => f.farmId),
      };
    }),
    locationLinks: locs.map((l) => ({
      locationId: l.locationId,
      allowManagement: l.allowManagement,
      allowAlerts: l.allowAlerts,
      allowEvaluationCreation: l.allowEvaluationCreation,
    })),
  };
}

