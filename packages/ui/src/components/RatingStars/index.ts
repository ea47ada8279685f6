export { RatingStars, type RatingStarsProps } from './RatingStars.tsx';
