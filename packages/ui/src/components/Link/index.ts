export { Link, LinkProvider, type LinkProps, type LinkComponentProps } from './Link.tsx';
