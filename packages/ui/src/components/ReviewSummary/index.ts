export { ReviewSummary, histogramRowText, type ReviewSummaryProps } from './ReviewSummary.tsx';
