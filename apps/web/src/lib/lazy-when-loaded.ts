import { type ComponentType, lazy } from 'react';

type Module<P> = { default: ComponentType<P> };

/**
 * React.lazy that renders at once when its module is already in. React.lazy calls its loader on the first render
 * and suspends on the promise even when the module has loaded (a preload started it), and a Suspense boundary that
 * has shown its fallback reveals the content no sooner than 300 ms later (React's guard against flicker): the room
 * board drew ~300 ms after its code was in. Here a loaded module is handed over through a thenable that calls back
 * at once, which React reads without suspending. `preload()` starts the load (once; again after a failure).
 */
export function lazyWhenLoaded<P>(load: () => Promise<Module<P>>) {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Component = lazy(() => {
    const ready = loaded;
    if (!ready) return preload();
    // Only `then` is read by React.lazy; it resolves in the same call, before React looks at the outcome.
    return { then: (resolve: (module: Module<P>) => void) => resolve(ready) } as unknown as Promise<Module<P>>;
  });
  return Object.assign(Component, { preload });
}
