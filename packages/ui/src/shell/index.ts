/** The shell (spec section 2): top navigation, mobile menu, alert banner, footer and the main layout. */
export * from './TopNav/index.ts';
export * from './MobileMenu/index.ts';
export * from './AlertBanner/index.ts';
export * from './Footer/index.ts';
export * from './Layout/index.ts';
export * from './Announcer/index.ts';
export { type ShellUser, MAIN_LINKS, initialsOf, greetingOf } from './types.ts';
