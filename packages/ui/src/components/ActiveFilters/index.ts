export { ActiveFilters, type ActiveFiltersProps } from './ActiveFilters.tsx';
