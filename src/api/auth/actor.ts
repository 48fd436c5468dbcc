// The authenticated caller with the links that decide what they may see and do.
import { eq } from 'drizzle-orm';
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

export async function loadActor(db: Db, userId: number): Promise<Actor | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const [admins, assocs, assocFarms, locs] = await Promise.all([
    db.select({ farmId: farmAdmins.farmId }).from(farmAdmins).where(eq(farmAdmins.userId, userId)),
    db.select().from(userAssociations).where(eq(userAssociations.userId, userId)),
    db.select().from(userAssociationFarms).where(eq(userAssociationFarms.userId, userId)),
    db.select().from(userLocations).where(eq(userLocations.userId, userId)),
  ]);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    accountType: user.accountType,
    isSuperuser: user.isSuperuser,
    isActive: user.isActive,
    farmAdminOf: admins.map((a) => a.farmId),
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

