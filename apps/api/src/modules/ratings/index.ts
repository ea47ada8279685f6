/**
 * The ratings module's public surface (decision 050): ratings between the buyer and the seller of
 * a delivered order, the seller's reply, and the sellers' public pages (decision 071).
 */
export { ratingsSection } from './personal-data.ts';
export { ratingsRoutes } from './routes.ts';
export { sendRatingMails, type RatingMailsRun } from './mails.ts';
