export {
  SearchCombobox,
  suggestionHref,
  suggestionsCountText,
  type SearchComboboxProps,
} from './SearchCombobox.tsx';
export { highlightParts, type HighlightPart } from './highlight.ts';
