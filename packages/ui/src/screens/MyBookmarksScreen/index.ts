export { MyBookmarksScreen, type MyBookmarksScreenProps } from './MyBookmarksScreen.tsx';
