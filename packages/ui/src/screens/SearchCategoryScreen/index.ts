export { SearchCategoryScreen, type SearchCategoryScreenProps } from './SearchCategoryScreen.tsx';
