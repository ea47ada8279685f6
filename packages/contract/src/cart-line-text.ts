/**
 * The texts of a cart line's problem (decisions 047, 059), apart from stock.ts: the home route
 * loads stock.ts (stock levels on cards) and needs none of these texts.
 */
import { MESSAGES } from './messages.ts';
import { PAYOUT_MESSAGES } from './payout-messages.ts';
import type { CartLineProblem } from './stock.ts';

/**
 * The cart holds a line that cannot be paid for as it is ('make payment' is disabled; decision
 * 047). A constant of its own, not in MESSAGES (one object in the home route's bundle, decision 074).
 */
export const CART_NEEDS_CHANGES = 'Change the highlighted items before you pay.';

/** The text of a cartLineProblem: what the line's problem is and what to do about it. */
export function cartLineProblemText(problem: CartLineProblem): string {
  if (problem.kind === 'unavailable') return MESSAGES.stock.lineUnavailable;
  if (problem.kind === 'notTakingOrders') return PAYOUT_MESSAGES.lineNotTakingOrders;
  return problem.kind === 'soldOut'
    ? MESSAGES.stock.lineSoldOut
    : MESSAGES.stock.lineShort.replaceAll('{count}', String(problem.left));
}

/**
 * PAYOUT_MESSAGES.notTakingOrdersInCart naming the product `name`: the 400 the server and the mocks
 * answer when a checkout session cannot open because a cart line's seller is not taking orders
 * (cartLineProblem 'notTakingOrders', decision 059).
 */
export function notTakingOrdersInCartMessage(name: string): string {
  return PAYOUT_MESSAGES.notTakingOrdersInCart.replace('{name}', name);
}
