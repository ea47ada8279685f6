/**
 * The pages module's public surface (decision 050): what the app and other modules use.
 */
export { loadStorefrontRenderer, sendRenderedPage } from './ssr.ts';
export { createSingleFlight, type SingleFlight } from './single-flight.ts';
