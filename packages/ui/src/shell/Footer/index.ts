export { Footer, FOOTER_SECTIONS, OUR_PROMISES, type FooterProps } from './Footer.tsx';
