export { TrendingCarousel, type TrendingCarouselProps } from './TrendingCarousel.tsx';
export { usePrefersReducedMotion } from './usePrefersReducedMotion.ts';
