export {
  EditListingScreen,
  LOADING_PRODUCT_TEXT,
  type EditListingScreenProps,
} from './EditListingScreen.tsx';
