// Joins a wrapper's base class with a caller's className, which may be a react-aria render function.
export function cx(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}

export function composeClassName<T>(
  base: string,
  className: string | ((state: T) => string) | undefined,
): string | ((state: T & { defaultClassName: string | undefined }) => string) {
  if (typeof className === 'function') return (state) => cx(base, className(state));
  return cx(base, className);
}
