/**
 * The reports module's public surface (decision 050): reports of listings, reviews, users and
 * ratings, the staff queue and staff's decisions (decisions 072 and 076), and its part of 'Your
 * data' (decision 073).
 */
export { reportsRoutes } from './routes.ts';
export { anonymiseReports, reportsSection } from './personal-data.ts';
