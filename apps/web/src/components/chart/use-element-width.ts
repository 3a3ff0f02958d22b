import { useCallback, useState } from 'react';

/**
 * The width of the element the returned ref is put on, following resizes. It is measured when
 * the element is attached, before the browser paints, so the first frame is drawn to size.
 */
export function useElementWidth(): [
  (element: HTMLElement | null) => (() => void) | undefined,
  number,
] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
