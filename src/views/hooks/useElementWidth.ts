// The content width of an element, measured when it mounts (in the commit, before the browser
// paints) and kept current as it resizes (a phone turned, a sidebar opened): what is drawn to it
// never shows at a wrong size first. A callback ref, so an element that mounts later counts too.
import { useCallback, useState } from 'react';

export function useElementWidth<E extends HTMLElement>(): [(element: E | null) => (() => void) | undefined, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: E | null) => {
    if (!element) return undefined;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
