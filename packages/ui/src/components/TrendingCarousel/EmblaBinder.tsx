import { useEffect, useLayoutEffect, useMemo } from 'react';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import Autoplay, { type AutoplayOptionsType } from 'embla-carousel-autoplay';

/** The carousel API embla gives once it runs. */
export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;
/** embla's options (loop, align, ...). */
export type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;
/** The autoplay plugin's options; `delay` in milliseconds. */
export type EmblaAutoplayOptions = Partial<AutoplayOptionsType> & { delay: number };

/** Props of {@link EmblaBinder}. */
export type EmblaBinderProps = {
  /** The carousel's viewport element, already rendered (its first slides laid out by CSS). */
  viewport: HTMLElement | null;
  options: EmblaOptions;
  /** Autoplay's options, or null for none. */
  autoplay: EmblaAutoplayOptions | null;
  /** Called with the API once embla runs (and undefined when it stops). */
  onApi: (api: EmblaApi | undefined) => void;
};

/**
 * Runs embla-carousel (and its autoplay plugin) on a viewport that is already on the page; renders
 * nothing. Its own module, so that embla loads after first paint (decision 017): see
 * useEmblaOnDemand. Autoplay starts stopped when the pointer is already over its root or focus is
 * already inside it (the plugin only hears the mouseenter/focus that come after it starts), and
 * goes on when they leave, as when it runs from the start.
 */
export default function EmblaBinder({ viewport, options, autoplay, onApi }: EmblaBinderProps) {
  const plugins = useMemo(() => (autoplay ? [Autoplay(autoplay)] : []), [autoplay]);
  const [viewportRef, api] = useEmblaCarousel(options, plugins);

  useLayoutEffect(() => {
    viewportRef(viewport);
  }, [viewportRef, viewport]);

  useEffect(() => {
    onApi(api);
  }, [api, onApi]);

  useEffect(() => {
    if (!api || !autoplay) return;
    const root = autoplay.rootNode?.(api.rootNode()) ?? api.rootNode();
    const active = root.ownerDocument.activeElement;
    if (root.matches(':hover') || (active && api.containerNode().contains(active))) {
      (api.plugins() as { autoplay?: { stop: () => void } }).autoplay?.stop();
    }
  }, [api, autoplay]);

  useEffect(() => () => onApi(undefined), [onApi]);
  return null;
}
