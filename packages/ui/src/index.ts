/** @shop/ui: theme, components and screens. Apps import screens by deep path for code splitting. */
export * from './theme/index.ts';
export * from './format.ts';
