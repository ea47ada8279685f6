/**
 * The sample-data module's public surface (decision 050): what the app and other modules use.
 */
export { seed } from './seed.ts';
