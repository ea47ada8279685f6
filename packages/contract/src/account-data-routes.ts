/**
 * The calls of 'Your data' (decision 073) without schemas, apart from routes.ts on purpose: the
 * route table is in the home route's first load, which had no room left (`pnpm size`), and these
 * calls are made only by the profile page and the deletion link's page. endpoints.ts adds their
 * schemas as for every other call; the browser's fetch client learns them when one of those pages
 * loads (api-client `useAccountData`'s module registers them, addRoutes).
 */
import { ACCOUNT_DATA_MESSAGES } from './account-data.ts';
import { MESSAGES } from './messages.ts';
import type { Route } from './routes.ts';

const M = ACCOUNT_DATA_MESSAGES;

/** The 'Your data' calls, keyed as `routes` is. */
export const accountDataRoutes = {
  /**
   * Everything the shop holds about the caller as a JSON attachment (AccountDataFile), never
   * cached, only their own; the demo user may read it.
   */
  getAccountData: {
    method: 'GET',
    path: '/account/data/',
    access: 'user',
    personal: true,
    defaultError: M.fetchFailed,
  },
  /** Whether the caller's account may be deleted now: the reasons it may not (accountDeletionBlockers). */
  getAccountDeletion: {
    method: 'GET',
    path: '/account/delete/',
    access: 'user',
    personal: true,
    defaultError: M.checkFailed,
  },
  /**
   * Asks for the deletion of the caller's account: 400 MESSAGES.account.currentPasswordWrong (429
   * after too many, the sign-in throttle), 409 accountDeletionRefusal while something is open, 429
   * over ACCOUNT_DELETION_LINKS_PER_ACCOUNT an hour; else e-mails a single-use link valid for
   * ACCOUNT_DELETION_TTL_MS. Deletes nothing yet.
   */
  requestAccountDeletion: {
    method: 'POST',
    path: '/account/delete/',
    access: 'user',
    defaultError: M.requestFailed,
    testUserBlocked: MESSAGES.testUser.default,
  },
  /**
   * Deletes the account of a deletion link's token (decision 073: what is erased, anonymised and
   * kept): 400 ACCOUNT_DATA_MESSAGES.linkInvalid for an unknown, used or expired token, 409
   * accountDeletionRefusal when something opened since the link was sent. Anyone holding the
   * link may use it; every session of the account ends.
   */
  confirmAccountDeletion: {
    method: 'POST',
    path: '/account/delete/confirm/',
    access: 'public',
    defaultError: M.confirmFailed,
  },
} as const satisfies Record<string, Route>;

/** The name of a 'Your data' call. */
export type AccountDataRouteName = keyof typeof accountDataRoutes;
