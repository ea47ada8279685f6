export {
  SingleProductScreen,
  singleProductLists,
  type SingleProductScreenProps,
} from './SingleProductScreen.tsx';
