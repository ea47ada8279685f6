export { ProductCard, type ProductCardProps } from './ProductCard.tsx';
export { productGrid } from './ProductCard.css.ts';
export { productHref, searchCategoryHref, BROWSE_PATHS } from './hrefs.ts';
