// Shared building blocks of request bodies. Bounds are checked by refine, not by min/max: a length or
// range bound in the OpenAPI makes Mesh invent a custom scalar per field (see query.ts TextQuery).
import { z } from 'zod';
import { TEXT_LIMITS, tooLongMessage } from '../../domain/text-limits.ts';

const MAX_INT4 = 2_147_483_647;

/** A required text, trimmed; `message` for a missing or blank value. */
export const RequiredText = (message: string, max: number = TEXT_LIMITS.name) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? message : 'Erwartet wird ein Text.') })
    .trim()
    .refine((v) => v.length > 0, message)
    .refine((v) => v.length <= max, tooLongMessage(max));

/** An optional text (may be empty), trimmed. */
export const OptionalText = (max: number = TEXT_LIMITS.name) =>
  z
    .string({ error: 'Erwartet wird ein Text.' })
    .trim()
    .refine((v) => v.length <= max, tooLongMessage(max));

/** The id of another entity in a body; `message` for a missing one. */
export const IdRef = (message: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? message : 'Erwartet wird eine positive ganze Zahl.') })
    .int('Erwartet wird eine positive ganze Zahl.')
    .refine((v) => v > 0 && v <= MAX_INT4, 'Erwartet wird eine positive ganze Zahl.');

/** A count that cannot be negative (cows). */
export const Count = () =>
  z
    .number({ error: 'Erwartet wird eine ganze Zahl.' })
    .int('Erwartet wird eine ganze Zahl.')
    .refine((v) => v >= 0 && v <= MAX_INT4, 'Erwartet wird eine ganze Zahl ab 0.');

export const Flag = () => z.boolean({ error: 'Erwartet wird true oder false.' });

/** A PATCH body must change something. */
export const notEmpty = (body: object) => Object.values(body).some((v) => v !== undefined);
export const NOTHING_TO_CHANGE = 'Die Anfrage enthält keine Änderung.';
