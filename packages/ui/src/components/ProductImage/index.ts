export { ProductImage, PLACEHOLDER_IMAGE_SRC, type ProductImageProps } from './ProductImage.tsx';
