import { lazy, useState, type ComponentType } from 'react';

/**
 * React.lazy whose component renders at once when its code arrived before it mounts
 * (`preload()`, e.g. a repeat visit with the code in the cache): a lazy component always
 * suspends on its first render, and React then shows its fallback for at least 300 ms before
 * revealing the content. Whether to wait is decided once per mount, so a mounted component is
 * never swapped for another.
 */
export function preloadableLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): { Component: ComponentType<Props>; preload: () => Promise<ComponentType<Props>> } {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A later preload fetches again; the lazy component keeps its own error.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Component(props: Props) {
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component, preload };
}
