export { CatalogueLayout, type CatalogueLayoutProps, type CatalogueControls } from './CatalogueLayout.tsx';
