import '@fontsource-variable/inter';
export { vars, media, breakpoints, darkThemeClass } from './theme.css.ts';
