export { BookmarkToggle, type BookmarkToggleProps } from './BookmarkToggle.tsx';
