export { ProductsScreen, type ProductsScreenProps } from './ProductsScreen.tsx';
