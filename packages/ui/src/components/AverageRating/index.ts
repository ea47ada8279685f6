export {
  AverageRating,
  averageRatingText,
  formatRating,
  reviewCountText,
  type AverageRatingProps,
} from './AverageRating.tsx';
