// PostgreSQL cannot store U+0000 in text or jsonb and answers with an error; a NUL byte anywhere in a
// request (query, path parameter, JSON body value or key) is refused as invalid input before any
// handler runs, so it becomes a 400 instead of a 5xx.
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

export const NUL_MESSAGE = 'Enthält ein unzulässiges Steuerzeichen (NUL).';

/** The path of the first string or key containing U+0000, or undefined. Iterative: no recursion limit. */
export function findNul(root: unknown): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path || 'non_field_errors';
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return path || 'non_field_errors';
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return undefined;
}

/** preValidation hook of the API: NUL bytes in path parameters, query or body are a 400. */
export async function rejectNulBytes(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const field = findNul(part);
    if (field !== undefined) throw badRequest({ [field]: [NUL_MESSAGE] });
  }
}
