import { lazy, type ComponentType, type ReactElement } from 'react';

/** A lazy route component that can start loading before React renders it. */
export interface LazyRoute<P extends object> {
  (props: P): ReactElement;
  /** Starts loading the module (once); a failed load is retried by the next call or render. */
  preload: () => Promise<void>;
}

/**
 * React.lazy, plus `preload()`. Once the module is in, the route renders the component straight away
 * instead of through React.lazy: a route whose module was preloaded at start (app/mount.tsx) never
 * shows its Suspense fallback, nor waits for React to reveal the content after it (React holds a
 * revealed boundary back up to 300 ms after its fallback appeared).
 */
export function lazyRoute<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyRoute<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(start);
  function Route(props: P): ReactElement {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  Route.preload = () => start().then(() => undefined);
  return Route;
}
