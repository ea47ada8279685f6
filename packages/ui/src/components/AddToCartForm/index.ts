export { AddToCartForm, type AddToCartFormProps } from './AddToCartForm.tsx';
