import {
  type ComponentType,
  createElement,
  type LazyExoticComponent,
  lazy,
  useEffect,
  useState,
} from 'react';
import { preloadable, whenIdle } from './idle';

/** A component whose code is not in the first-load JavaScript (see `lazyOnDemand`). */
export interface OnDemandComponent<P extends object> {
  /** Fetches the code (once; call it when the browser is idle, on hover or focus, or on first use). */
  load: () => Promise<{ default: ComponentType<P> }>;
  /** The component once its code has arrived. */
  readonly loaded: ComponentType<P> | null;
  /** The component through React.lazy, for a first use before the code has arrived. */
  lazy: LazyExoticComponent<ComponentType<P>>;
}

export function lazyOnDemand<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
): OnDemandComponent<P> {
  let loaded: ComponentType<P> | null = null;
  const load = preloadable(() =>
    importer().then((module) => {
      loaded = module.default;
      return module;
    }),
  );
  return {
    load,
    get loaded() {
      return loaded;
    },
    lazy: lazy(load),
  };
}

/**
 * Renders an on-demand component: from its loaded code at once when that has arrived, else through
 * React.lazy (put it inside <Suspense>). An instance keeps the kind it started with, so nothing mounts twice.
 */
export function OnDemand<P extends object>({ of, props }: { of: OnDemandComponent<P>; props: P }) {
  const [Kind] = useState<ComponentType<P>>(() => of.loaded ?? of.lazy);
  return createElement(Kind, props);
}

/** Starts `load` once the browser is idle after the component using it has mounted. */
export function usePreloadWhenIdle(load: () => Promise<unknown>) {
  useEffect(
    () =>
      whenIdle(() => {
        load().catch(() => {
          // Tried again on first use.
        });
      }),
    [load],
  );
}
