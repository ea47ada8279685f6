import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { lazyWithPreload } from '../lazyWithPreload.ts';
import type { EmblaApi, EmblaAutoplayOptions, EmblaOptions } from './EmblaBinder.tsx';

export type { EmblaApi, EmblaAutoplayOptions, EmblaOptions } from './EmblaBinder.tsx';

/** embla-carousel and its autoplay plugin (about 9 KB gzip), loaded on demand. */
const EmblaBinder = lazyWithPreload(() => import('./EmblaBinder.tsx'));

/** What {@link useEmblaOnDemand} returns. */
export type EmblaOnDemand = {
  /** Callback ref for the carousel's viewport element. */
  viewportRef: (node: HTMLElement | null) => void;
  /** embla's API once it runs; undefined before. */
  api: EmblaApi | undefined;
  /** Starts loading embla (idempotent): call it on the first sign of interaction (pointer, focus, touch). */
  load: () => void;
  /** Runs `action` with the API now, or once embla has loaded (loading it): for the buttons. */
  withApi: (action: (api: EmblaApi) => void) => void;
  /** Render it anywhere inside the carousel: it runs embla once loaded and renders nothing visible. */
  runner: ReactNode;
};

/**
 * embla-carousel after first paint (decision 017): the carousel's markup and CSS lay out the first
 * slides with no script, so embla (with autoplay) loads only when it is needed, with no layout shift:
 * on `load()` (the carousel calls it when the pointer, focus or a touch reaches it), on a button
 * press (`withApi`), or, when `autoplay` is given, when its first advance is due (`autoplay.delay`
 * milliseconds after mount), advancing once then so the slide show keeps its timing.
 * Takes embla's `options` and the autoplay options (null for none; keep both stable, e.g. memoised).
 */
export function useEmblaOnDemand(
  options: EmblaOptions,
  autoplay: EmblaAutoplayOptions | null,
): EmblaOnDemand {
  // A ref, not state: a state set from the callback ref would render the carousel again,
  // synchronously, in the commit that hydrates a server-rendered home page (decision 038).
  const viewport = useRef<HTMLElement | null>(null);
  const viewportRef = useCallback((node: HTMLElement | null) => {
    viewport.current = node;
  }, []);
  const [api, setApi] = useState<EmblaApi | undefined>(undefined);
  const [wanted, setWanted] = useState(false);
  const pending = useRef<((api: EmblaApi) => void)[]>([]);

  const load = useCallback(() => {
    void EmblaBinder.preload();
    setWanted(true);
  }, []);

  const withApi = useCallback(
    (action: (api: EmblaApi) => void) => {
      if (api) return action(api);
      pending.current.push(action);
      load();
    },
    [api, load],
  );

  const onApi = useCallback((next: EmblaApi | undefined) => {
    setApi(next);
    if (!next) return;
    const actions = pending.current;
    pending.current = [];
    for (const action of actions) action(next);
  }, []);

  const delay = autoplay?.delay;
  useEffect(() => {
    if (wanted || delay === undefined) return;
    const timer = setTimeout(() => {
      pending.current.push((ready) => ready.scrollNext());
      load();
    }, delay);
    return () => clearTimeout(timer);
  }, [wanted, delay, load]);

  const runner = wanted ? (
    <Suspense fallback={null}>
      <EmblaBinder viewport={viewport.current} options={options} autoplay={autoplay} onApi={onApi} />
    </Suspense>
  ) : null;

  return { viewportRef, api, load, withApi, runner };
}
