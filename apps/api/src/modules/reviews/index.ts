/**
 * The reviews module's public surface (decision 050): what the app and other modules use.
 */
export { HIDDEN_REVIEW_COUNT_READ, hiddenReviewCountRead } from './reviews.ts';
export { reviewsRoutes } from './routes.ts';
export { eraseReviews, reviewsSection } from './personal-data.ts';
