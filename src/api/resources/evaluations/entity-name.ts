// The name an evaluated entity is shown by ('LDWU 276001234 - Hof Berger'), read through the same
// scoped getters as its own page; an entity the caller cannot see is '<unbekannt>'.
import type { FastifyRequest } from 'fastify';
import type { EntityType } from '../../../domain/roles.ts';
import { HttpError } from '../../http/errors.ts';
import { getAssociation } from '../associations/queries.ts';
import { getFarm } from '../farms/queries.ts';
import { getLocation } from '../locations/queries.ts';
import { getSite } from '../sites/queries.ts';

const NAME_OF: Record<EntityType, (request: FastifyRequest, id: number) => Promise<string>> = {
  association: async (r, id) => (await getAssociation(r, id)).display_name,
  farm: async (r, id) => (await getFarm(r, id)).display_name,
  location: async (r, id) => (await getLocation(r, id)).name,
  site: async (r, id) => (await getSite(r, id)).display_name,
};

export async function entityName(request: FastifyRequest, type: EntityType, id: number): Promise<string | null> {
  try {
    return await NAME_OF[type](request, id);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}
