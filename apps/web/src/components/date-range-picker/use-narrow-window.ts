import { useSyncExternalStore } from 'react';

// The picker's day size switches below 576 px of window width (spec 01 §9).
const narrowQuery = '(max-width: 575.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(narrowQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isNarrow(): boolean {
  return window.matchMedia(narrowQuery).matches;
}

/** Whether the window is narrower than 576 px, following resizes. */
export function useNarrowWindow(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
