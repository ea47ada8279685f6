/**
 * The admin module's public surface (decision 050): what the app and other modules use.
 */
export { adminRoutes } from './routes.ts';
export {
  deactivateUser,
  holdListing,
  recordStaffAction,
  sendModerationNotice,
  staffViewName,
  type ModerationNotice,
} from './admin.ts';
