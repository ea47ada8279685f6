export { CartLine, quantityOptions, type CartLineProps } from './CartLine.tsx';
