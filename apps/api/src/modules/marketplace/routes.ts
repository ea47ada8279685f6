/**
 * GET /marketplace/fees/ (decision 056): the shop's fee terms from the configuration
 * (PLATFORM_FEE_PERCENT in basis points, PLATFORM_FEE_FIXED_PENCE; decision 055), the same for
 * everyone. The answer is built once, when the routes are registered (the terms change only with
 * a restart), and sent as a public answer (decision 026: public Cache-Control, ETag, 304).
 */
import { feeTermsOf } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { answerOf } from '../../platform/cache/list-cache.ts';
import { sendPublicAnswer } from '../../platform/http/caching.ts';
import type { RouteDeps } from '../../platform/http/deps.ts';
import { checkedBody, defineRoute } from '../../platform/http/route.ts';

/** Registers getFeeTerms. */
export const marketplaceRoutes: FastifyPluginAsync<RouteDeps> = async (app, { config }) => {
  const answer = answerOf(
    checkedBody('getFeeTerms', { success: true, fees: feeTermsOf(config.marketplace.feeRule) }),
  );
  defineRoute(app, 'getFeeTerms', async ({ request, reply }) => {
    await sendPublicAnswer(request, reply, answer);
    return undefined;
  });
};
