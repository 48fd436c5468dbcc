// Shared path and query parameter schemas of the read side.
import { z } from 'zod';

const MAX_INT4 = 2_147_483_647;

/** A database id in a path or query (int4: larger values would make PostgreSQL fail). */
export const Id = z.coerce.number().int().positive().max(MAX_INT4);

/** `/{id}/` path parameters. */
export const IdParams = z.object({ id: Id });

/** A boolean query flag: true/false (or 1/0); documented as boolean. */
export const BoolQuery = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean(),
);

/**
 * A free-text query parameter of at most `max` characters. The bound is checked by refine, not
 * maxLength: a length bound in the OpenAPI makes Mesh invent a custom scalar per parameter.
 */
export const TextQuery = (max = 200) =>
  z
    .string()
    .trim()
    .refine((v) => v.length <= max, `Höchstens ${max} Zeichen.`);
