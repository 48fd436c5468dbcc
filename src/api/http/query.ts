// Shared path and query parameter schemas of the read side.
import { z } from 'zod';
import { TEXT_LIMITS, tooLongMessage } from '../../domain/text-limits.ts';

const MAX_INT4 = 2_147_483_647;
const CANONICAL_ID = /^[1-9][0-9]{0,9}$/;

/**
 * A database id in a path or query: a positive integer in canonical decimal spelling (`16`, never
 * `016`, `0x10`, `1e1`, `16.0` or ` 16`), at most int4 (larger values would make PostgreSQL fail).
 * Only the canonical string becomes a number; anything else reaches z.number() as a string and is
 * refused. Documented as an integer (the preprocess step does not show in the OpenAPI).
 */
export const Id = z.preprocess(
  (v) => (typeof v === 'string' && CANONICAL_ID.test(v) ? Number(v) : v),
  z.number({ error: 'Erwartet wird eine positive ganze Zahl (z. B. 16).' }).int().positive().max(MAX_INT4),
);

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

const SLUG = /^[a-z0-9](?:[a-z0-9_-]{0,62})$/;

/**
 * A name in a path (`/texts/{name}/`): lower-case letters, digits, `-` and `_`, so it can never
 * carry `/`, `.` or `%` into another route. Checked by refine for the same reason as TextQuery.
 */
export const SlugParam = z.string().refine((v) => SLUG.test(v), 'Nur Kleinbuchstaben, Ziffern, „-“ und „_“ (höchstens 63 Zeichen).');

/**
 * The name of a stored definition (comparison group, filter, evaluation): a string of at most `max`
 * characters; `required` is the message for an absent name. Bounded by refine for the reason above.
 */
export const NameField = (required: string, max: number = TEXT_LIMITS.name) =>
  z.string({ error: required }).refine((v) => v.length <= max, tooLongMessage(max));

/** A list of at most `max` entries, bounded by refine (maxItems would become a custom scalar too). */
export const boundedList = <T extends z.ZodType>(item: T, required: string, max: number) =>
  z.array(item, { error: required }).refine((v) => v.length <= max, `Höchstens ${max} Einträge.`);

const ID_LIST = /^[1-9][0-9]{0,9}(?:,[1-9][0-9]{0,9})*$/;

/**
 * Ids as one comma-separated query parameter (`ids=3,17,42`), at most `max` of them: the lists answer
 * "the names of these" (a page of evaluations naming its entities) without loading a whole list.
 * Documented as a string (an array would need one parameter per id through the gateway);
 * idsOf() reads it.
 */
export const IdListQuery = (max = 1000) =>
  z.string().superRefine((v, ctx) => {
    const problem = !ID_LIST.test(v)
      ? 'Erwartet werden positive ganze Zahlen, durch Kommas getrennt (z. B. 3,17).'
      : v.split(',').length > max
        ? `Höchstens ${max} Ids.`
        : v.split(',').some((id) => Number(id) > MAX_INT4)
          ? 'Eine Id ist zu groß.'
          : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The ids of an IdListQuery value (checked by its schema), without repeats. */
export const idsOf = (v: string): number[] => [...new Set(v.split(',').map(Number))];
