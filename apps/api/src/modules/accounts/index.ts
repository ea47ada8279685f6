/**
 * The accounts module's public surface (decision 050): what the app and other modules use.
 */
export { accountRoutes } from './account-routes.ts';
export { authRoutes } from './auth-routes.ts';
export { voidAccountLinks } from './email-change.ts';
export { hashPassword } from './passwords.ts';
export { sessionOfRequest } from './request-session.ts';
export { purgeExpiredSessions } from './sessions.ts';
export { usersRoutes } from './users-routes.ts';
export { greetingName, publicName, recipientColumns } from './recipients.ts';
export { ensureAdminUser, getProfile } from './users.ts';
