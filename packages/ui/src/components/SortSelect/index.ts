export { SortSelect, type SortSelectProps } from './SortSelect.tsx';
