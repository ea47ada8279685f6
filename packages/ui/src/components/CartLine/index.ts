export { CartLine, lineTotal, quantityOptions, type CartLineProps } from './CartLine.tsx';
