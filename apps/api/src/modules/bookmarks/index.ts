/**
 * The bookmarks module's public surface (decision 050): what the app and other modules use.
 */
export { BOOKMARKS_READ, bookmarksRead } from './bookmarks.ts';
export { bookmarksRoutes } from './routes.ts';
export { bookmarksSection, eraseBookmarks } from './personal-data.ts';
