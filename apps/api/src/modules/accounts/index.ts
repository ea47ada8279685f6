/**
 * The accounts module's public surface (decision 050): what the app and other modules use.
 */
export { accountRoutes } from './account-routes.ts';
export { authRoutes } from './auth-routes.ts';
export { passkeyRoutes } from './passkey-routes.ts';
export { voidAccountLinks } from './email-change.ts';
export { hashPassword } from './passwords.ts';
export {
  isInPageRender,
  pageSessionOf,
  pageUserRead,
  sessionOfRequest,
  withPageSession,
  type PageSession,
} from './request-session.ts';
export { purgeExpiredSessions, type UserReads } from './sessions.ts';
export { usersRoutes } from './users-routes.ts';
export { greetingName, publicName, recipientColumns } from './recipients.ts';
export { checkCurrentPassword, ensureAdminUser, getProfile, toContractUser, userById } from './users.ts';
export { accountSection, eraseAccountRow, passkeysSection, sessionsSection } from './personal-data.ts';
