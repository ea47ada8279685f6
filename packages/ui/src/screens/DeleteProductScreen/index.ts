export { DeleteProductScreen, type DeleteProductScreenProps } from './DeleteProductScreen.tsx';
