export { FacetPanel, type FacetPanelProps } from './FacetPanel.tsx';
export {
  IN_STOCK_LABEL,
  activeFilters,
  filtersButtonText,
  minRatingLabel,
  priceRangeLabel,
  productCountText,
  resultCountText,
  type ActiveFilter,
} from './facetLabels.ts';
