export { ProductForm, REPLACE_IMAGES_NOTE, type ProductFormProps } from './ProductForm.tsx';
export {
  buildProductFormData,
  productFormDefaults,
  PRODUCT_FLAGS,
  type ProductEdit,
  type ProductFlag,
  type ProductFormValues,
} from './productFormData.ts';
export { sellerReceivesText, youReceiveText } from './sellerReceives.ts';
