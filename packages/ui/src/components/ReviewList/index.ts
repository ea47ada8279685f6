export { ReviewList, type ReviewListProps } from './ReviewList.tsx';
/** The stars live in their own folder now (also on product cards and the review summary). */
export { RatingStars } from '../RatingStars/index.ts';
