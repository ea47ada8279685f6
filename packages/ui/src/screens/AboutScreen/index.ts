export { AboutScreen, ABOUT_BLOCKS, type AboutBlock } from './AboutScreen.tsx';
