export { SearchScreen, searchHeading, type SearchScreenProps } from './SearchScreen.tsx';
