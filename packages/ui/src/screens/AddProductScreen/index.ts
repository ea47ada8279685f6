export { AddProductScreen, type AddProductScreenProps } from './AddProductScreen.tsx';
