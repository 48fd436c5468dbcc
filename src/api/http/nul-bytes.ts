// Strings PostgreSQL cannot store are refused as invalid input before any handler runs, so they become
// a 400 instead of a 5xx: U+0000 (not allowed in text or jsonb) and lone UTF-16 surrogates (no valid
// UTF-8 exists for them; the driver's encoding fails). Checked in query, path parameters, JSON values
// and keys.
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

export const NUL_MESSAGE = 'Enthält ein unzulässiges Steuerzeichen (NUL).';
export const SURROGATE_MESSAGE = 'Enthält ein ungültiges Unicode-Zeichen (einzelnes Ersatzzeichen).';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const problemOf = (s: string): string | undefined => (s.includes('\u0000') ? NUL_MESSAGE : LONE_SURROGATE.test(s) ? SURROGATE_MESSAGE : undefined);

/** The path and reason of the first string or key that cannot be stored, or undefined. Iterative: no recursion limit. */
export function findUnstorable(root: unknown): { field: string; message: string } | undefined {
  const stack: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      const message = problemOf(value);
      if (message) return { field: path || 'non_field_errors', message };
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const message = problemOf(key);
        if (message) return { field: path || 'non_field_errors', message };
        stack.push({ value: child, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return undefined;
}

/** preValidation hook of the API: unstorable strings in path parameters, query or body are a 400. */
export async function rejectNulBytes(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const found = findUnstorable(part);
    if (found) throw badRequest({ [found.field]: [found.message] });
  }
}
