import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { CAROUSEL_DELAY_MS, type Product } from '@shop/contract';
import { Button } from '../Button/index.ts';
import { cx } from '../cx.ts';
import { ProductCard } from '../ProductCard/ProductCard.tsx';
import { productHref } from '../ProductCard/hrefs.ts';
import { visuallyHidden } from '../shared.css.ts';
import * as styles from './TrendingCarousel.css.ts';
import { usePrefersReducedMotion } from './usePrefersReducedMotion.ts';
import { useEmblaOnDemand, type EmblaApi } from './useEmblaOnDemand.tsx';

const EMBLA_OPTIONS = { loop: true, align: 'start' } as const;

/** Props of {@link TrendingCarousel}. */
export type TrendingCarouselProps = {
  /** The products to show, one slide each (the home page passes the first 6, spec section 2). */
  products: readonly Product[];
  /** The carousel heading (default 'trending products', spec section 2). */
  title?: string;
  /** Level of the heading (default 2). */
  headingLevel?: 2 | 3;
  /**
   * Advance by itself every `delayMs` (default true). Always off when the user prefers reduced
   * motion; stories and visual tests pass false.
   */
  autoplay?: boolean;
  /** Autoplay delay in milliseconds (default CAROUSEL_DELAY_MS, 3000, spec section 9). */
  delayMs?: number;
  /** The address of a product (default '/single-product/{id}'). */
  hrefFor?: (product: Product) => string;
  className?: string;
};

/**
 * The home page's 'trending products' carousel (spec section 2): 1 slide per view below 640px,
 * 2 from 640px and 3 from 1024px; autoplay every 3000 ms that pauses while the pointer is over it
 * or focus is inside it, with a pause/play button (WCAG 2.2.2) and previous/next buttons. The
 * slides form a labelled region (`aria-roledescription="carousel"`), each slide a group
 * labelled 'n of total'. With reduced motion there is no autoplay and the buttons jump instead
 * of sliding. Built on embla-carousel, which loads after first paint (on the first pointer, focus,
 * touch or button press, or when the first autoplay advance is due; decision 017): the markup and
 * CSS alone lay out the first slides, so nothing shifts when it arrives.
 */
export function TrendingCarousel({
  products,
  title = 'trending products',
  headingLevel = 2,
  autoplay = true,
  delayMs = CAROUSEL_DELAY_MS,
  hrefFor = (product) => productHref(product.id),
  className,
}: TrendingCarouselProps) {
  const headingId = useId();
  const slidesId = useId();
  const Heading = `h${headingLevel}` as const;
  const reducedMotion = usePrefersReducedMotion();
  const [userPaused, setUserPaused] = useState(false);
  const canAutoplay = autoplay && !reducedMotion && products.length > 1;
  const playing = canAutoplay && !userPaused;

  const autoplayOptions = useMemo(
    () =>
      playing
        ? {
            delay: delayMs,
            stopOnMouseEnter: true,
            stopOnInteraction: false,
            stopOnFocusIn: true,
            // Hovering anywhere on the carousel (its buttons included) pauses it.
            rootNode: (emblaRoot: HTMLElement) => emblaRoot.closest('section'),
          }
        : null,
    [playing, delayMs],
  );
  const { viewportRef, api, load, withApi, runner } = useEmblaOnDemand(EMBLA_OPTIONS, autoplayOptions);
  const [position, setPosition] = useState({
    selected: 0,
    canPrev: products.length > 1,
    canNext: products.length > 1,
  });

  const onSelect = useCallback((carousel: EmblaApi) => {
    setPosition({
      selected: carousel.selectedScrollSnap(),
      canPrev: carousel.canScrollPrev(),
      canNext: carousel.canScrollNext(),
    });
  }, []);

  useEffect(() => {
    if (!api) return;
    onSelect(api);
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api, onSelect]);

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby={headingId}
      className={cx(styles.root, className)}
      onPointerEnter={load}
      onFocus={load}
      onTouchStart={load}
    >
      <div className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
        <div className={styles.controls}>
          {canAutoplay ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setUserPaused((paused) => !paused)}
              className={styles.control}
            >
              {playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
              <span className={visuallyHidden}>{playing ? 'Pause slide show' : 'Play slide show'}</span>
            </Button>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            aria-controls={slidesId}
            onClick={() => withApi((ready) => ready.scrollPrev(reducedMotion))}
            disabled={!position.canPrev}
            className={styles.control}
          >
            <ChevronLeft aria-hidden="true" size={18} />
            <span className={visuallyHidden}>Previous slide</span>
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-controls={slidesId}
            onClick={() => withApi((ready) => ready.scrollNext(reducedMotion))}
            disabled={!position.canNext}
            className={styles.control}
          >
            <ChevronRight aria-hidden="true" size={18} />
            <span className={visuallyHidden}>Next slide</span>
          </Button>
        </div>
      </div>
      <div className={styles.viewport} ref={viewportRef}>
        <div id={slidesId} className={styles.container} aria-live={playing ? 'off' : 'polite'}>
          {products.map((product, index) => (
            <div
              key={product.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${products.length}`}
              aria-current={index === position.selected ? 'true' : undefined}
              className={styles.slide}
            >
              <ProductCard
                product={product}
                href={hrefFor(product)}
                headingLevel={headingLevel === 2 ? 3 : 4}
              />
            </div>
          ))}
        </div>
      </div>
      {runner}
    </section>
  );
}
