export { AddToCartForm, type AddToCartFormProps, type AddedToCart } from './AddToCartForm.tsx';
