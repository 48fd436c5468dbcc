// Shared building blocks of request bodies. Bounds are checked by refine, not by min/max: a length or
// range bound in the OpenAPI makes Mesh invent a custom scalar per field (see query.ts TextQuery).
import { z } from 'zod';
import { TEXT_LIMITS, tooLongMessage } from '../../domain/text-limits.ts';

const MAX_INT4 = 2_147_483_647;

/** What a value of the wrong kind is told, here and in the resources' own schemas. */
export const INPUT_TEXTS = {
  text: 'Erwartet wird ein Text.',
  number: 'Erwartet wird eine Zahl.',
  integer: 'Erwartet wird eine ganze Zahl.',
  countFromZero: 'Erwartet wird eine ganze Zahl ab 0.',
  positiveInteger: 'Erwartet wird eine positive ganze Zahl.',
  flag: 'Erwartet wird true oder false.',
  /** An entity reference in a query needs both its parameters. */
  entityPair: 'entity_type und entity_id gehören zusammen.',
} as const;

/** A required text, trimmed; `message` for a missing or blank value. */
export const RequiredText = (message: string, max: number = TEXT_LIMITS.name) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? message : INPUT_TEXTS.text) })
    .trim()
    .refine((v) => v.length > 0, message)
    .refine((v) => v.length <= max, tooLongMessage(max));

/** An optional text (may be empty), trimmed. */
export const OptionalText = (max: number = TEXT_LIMITS.name) =>
  z
    .string({ error: INPUT_TEXTS.text })
    .trim()
    .refine((v) => v.length <= max, tooLongMessage(max));

/** The id of another entity in a body; `message` for a missing one. */
export const IdRef = (message: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? message : INPUT_TEXTS.positiveInteger) })
    .int(INPUT_TEXTS.positiveInteger)
    .refine((v) => v > 0 && v <= MAX_INT4, INPUT_TEXTS.positiveInteger);

/** A count that cannot be negative (cows). */
export const Count = () =>
  z
    .number({ error: INPUT_TEXTS.integer })
    .int(INPUT_TEXTS.integer)
    .refine((v) => v >= 0 && v <= MAX_INT4, INPUT_TEXTS.countFromZero);

export const Flag = () => z.boolean({ error: INPUT_TEXTS.flag });

/** A PATCH body must change something. */
export const notEmpty = (body: object) => Object.values(body).some((v) => v !== undefined);
export const NOTHING_TO_CHANGE = 'Die Anfrage enthält keine Änderung.';
