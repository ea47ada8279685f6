import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A `React.lazy` component that can also start loading its module before it first renders. */
export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the module (once; later calls return the same promise). Never rejects. */
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` with a `preload()`: `load` is a dynamic import resolving to `{ default: Component }`,
 * called at most once whether `preload()` or the first render asks first. Used to keep code that only
 * an interaction needs (a dialog, a popover) out of the first-load JavaScript (decision 017) while
 * fetching it on the interaction's first sign (pointer over or focus on the trigger).
 * A failed load is retried on the next call; the render path rethrows it to the error boundary.
 */
export function lazyWithPreload<P>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const once = () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  const component = lazy(once) as PreloadableComponent<P>;
  component.preload = () => once().catch(() => undefined);
  return component;
}
