/**
 * The browsing screens and their components (spec section 2: home, products, single-product,
 * search, search-category, contact, about). Route modules may import a screen by its own folder
 * instead, to keep each route's chunk small.
 */
export * from './HomeScreen/index.ts';
export * from './ProductsScreen/index.ts';
export * from './SingleProductScreen/index.ts';
export * from './SearchScreen/index.ts';
export * from './SearchCategoryScreen/index.ts';
export * from './ContactScreen/index.ts';
export * from './AboutScreen/index.ts';
export * from '../components/ProductCard/index.ts';
export * from '../components/ProductPrice/index.ts';
export * from '../components/ProductGrid/index.ts';
export * from '../components/TrendingCarousel/index.ts';
export * from '../components/AddToCartForm/index.ts';
export * from '../components/BookmarkToggle/index.ts';
export * from '../components/ReviewList/index.ts';
