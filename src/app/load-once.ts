// A module loaded on first use (a dynamic import and what is built from it): every caller shares the
// one load, and a failed load is forgotten so that the next call tries again (a chunk that did not
// arrive over a bad connection must not break the screen for good).
export interface LoadOnce<T> {
  get(): Promise<T>;
  /** Forgets what was loaded; the next get() loads again. */
  reset(): void;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loaded: Promise<T> | null = null;
  return {
    get: () =>
      (loaded ??= load().catch((error: unknown) => {
        loaded = null;
        throw error;
      })),
    reset: () => void (loaded = null),
  };
}
