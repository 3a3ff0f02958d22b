import { formatNumber } from '@energiaportaali/domain';
import { useLayoutEffect, useRef } from 'react';
import { countUpValue } from './count-up';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Counts the text of the returned element up to `target` (shown with `decimals`), or shows the
 * value at once under prefers-reduced-motion. The frames write the element's text directly
 * instead of re-rendering React every frame, so the element must have no React children.
 */
export function useCountUp<T extends HTMLElement>(
  target: number,
  duration: number,
  decimals: number,
) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const show = (value: number) => {
      element.textContent = formatNumber(value, decimals);
    };
    if (prefersReducedMotion()) {
      show(target);
      return;
    }
    let frame = 0;
    const started = performance.now();
    const draw = () => {
      const elapsed = performance.now() - started;
      show(countUpValue(target, elapsed, duration));
      if (elapsed < duration) frame = requestAnimationFrame(draw);
    };
    draw();
    return () => cancelAnimationFrame(frame);
  }, [target, duration, decimals]);
  return ref;
}
