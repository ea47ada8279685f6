/**
 * 'Your data' (decision 073), the caller's own only:
 * - GET /account/data/: the download (accountDataFile) as a JSON attachment, never cached; the
 *   demo user may read it;
 * - GET /account/delete/: the reasons a deletion is refused now (deletionBlockers);
 * - POST /account/delete/: the current password, then the e-mailed link (requestAccountDeletion;
 *   the demo user is refused by the contract's testUserBlocked);
 * - POST /account/delete/confirm/: the link's token deletes the account (confirmAccountDeletion);
 *   the session cookie is cleared when the confirming browser was signed in to it.
 */
import { accountDataDisposition } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/http/deps.ts';
import { clearSessionCookies } from '../../platform/http/context.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { DEVICE_COOKIE } from '../../platform/limits.ts';
import { accountDataFile } from './sections.ts';
import { confirmAccountDeletion, deletionBlockers, requestAccountDeletion } from './deletion.ts';

/** Registers getAccountData, getAccountDeletion, requestAccountDeletion and confirmAccountDeletion. */
export const accountDataRoutes: FastifyPluginAsync<RouteDeps> = async (
  app,
  { db, config, limits, storage },
) => {
  defineRoute(app, 'getAccountData', async ({ user, reply }) => {
    const now = app.clock.now();
    const file = await accountDataFile(db, user.id, now, { shopName: config.shopName });
    reply
      .header('Content-Disposition', accountDataDisposition(user.id, now))
      .header('Cache-Control', 'private, no-store');
    return file;
  });

  defineRoute(app, 'getAccountDeletion', async ({ user, reply }) => {
    reply.header('Cache-Control', 'private, no-store');
    return { success: true, blockers: await deletionBlockers(db, user.id) };
  });

  defineRoute(app, 'requestAccountDeletion', async ({ request, body, user }) => {
    const sentTo = await requestAccountDeletion(db, user.id, body.current_password, config, {
      limits,
      address: request.ip,
      device: request.cookies[DEVICE_COOKIE],
    });
    return { success: true, sent_to: sentTo };
  });

  defineRoute(app, 'confirmAccountDeletion', async ({ request, reply, body, viewer }) => {
    const signedIn = await viewer();
    const deletedId = await confirmAccountDeletion(db, body.token, storage);
    if (signedIn?.id === deletedId) clearSessionCookies(request, reply, config);
    reply.header('Cache-Control', 'no-store');
    return { success: true };
  });
};
