export { FilterDrawer, type FilterDrawerProps } from './FilterDrawer.tsx';
