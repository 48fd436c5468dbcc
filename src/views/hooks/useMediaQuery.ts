// Whether a CSS media query matches, following changes (a phone turned sideways). Read during the
// first render, so a screen that lays itself out differently on a phone never draws the other
// layout first; without a window (server rendering in tests) it answers `fallback`.
import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => fallback,
  );
}
