// REST values handed over in-process (src/api/http/handoff.ts) travel from the fetch to the field's
// resolver beside transport-rest, which only sees a placeholder text: keyed by the resolver's
// `info.path`, an object that exists for that one field of that one request.

/** The REST value of a 2xx answer, by the waiting field's path. */
const handed = new WeakMap<object, unknown>();

/** The text transport-rest parses in place of a handed-over value (it adds its metadata to it). */
export const HANDED_PLACEHOLDER = '{}';

export const handValue = (path: object, value: unknown) => handed.set(path, value);

/** The handed-over value for this field (once), or undefined when the answer came as text. */
export function takeHandedValue(path: unknown): unknown {
  if (typeof path !== 'object' || path === null) return undefined;
  const value = handed.get(path);
  handed.delete(path);
  return value;
}
