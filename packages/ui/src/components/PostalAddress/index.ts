export { PostalAddress, addressLines, type PostalAddressProps } from './PostalAddress.tsx';
