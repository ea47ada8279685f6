/**
 * The contract scenario suite: the same journeys run against the MSW handlers (msw.test.ts) and against the real server
 * (server-pglite.test.ts and server-postgres.test.ts over server-target.ts). If the two disagree, a test fails. This file composes the scenarios of each
 * domain (scenarios/<domain>.ts) over one harness per target (scenarios/harness.ts).
 *
 * Only what the contract defines is asserted: every body is checked against the endpoint's
 * response schema by the client, failures are `{ success: false, error: string }`, and the
 * statuses are:
 * - 2xx  success (200 or 201; the suite only asserts "ok");
 * - 400  bad input (query, path id or body fails the contract schema; a bad postcode is
 *        MESSAGES.server.postcode), e-mail taken, second review on a product, quantity beyond
 *        stock, empty cart at checkout, paying an expired session (sessionExpired), 'shipped'
 *        without carrier and tracking number (trackingRequired), an 11th saved address
 *        (tooManyAddresses), staff deactivating themselves;
 * - 401  a visitor (no session) calls an endpoint with access 'user' or 'staff'; wrong password
 *        or a deactivated account at login ('Invalid credentials');
 * - 402  the simulated provider declines the card (MESSAGES.server.cardDeclined);
 * - 403  missing or wrong X-CSRFToken (MESSAGES.server.csrf); the demo user on an endpoint with
 *        `testUserBlocked` (that exact text); another user's product, review, cart line,
 *        bookmark, order, address or profile; moving an order that is not yours to move
 *        (MESSAGES.server.forbidden); a signed-in non-staff user on /admin/ (staffOnly);
 * - 404  unknown product ('Product not found'), unknown checkout session, unknown id;
 * - 409  price, availability or stock changed between opening the checkout session and paying,
 *        or (simulated card form) the cart no longer holds the session's products and quantities
 *        (checkoutChanged: no order, nothing charged); a move that is not an edge of the
 *        fulfilment state machine (transitionRefusedMessage(from, to)); a new stock typed on an
 *        edit form loaded before a sale or cancellation moved it (stockChangedWhileEditing).
 * Returns (decision 067, RETURN_MESSAGES.errors): 400 tooMany, unknownLine, photos,
 * returnAddressRequired, amountRequired, refundAmount; 403 notYours, notYourStep, notYourOrder;
 * 409 notDelivered, openRequest, nothingLeft, moveRefused, refundTooLarge, notRefundable.
 * Prices (decision 019): what a shopper pays is `chargedPricePence` of the product, the same in
 * the product's salePrice, the cart line, the payment line and the order.
 * Shared meanings: cart item_count is the sum of quantities; DELETE /bookmarks/{id}/ takes the
 * bookmark's id; a new listing comes first in GET /customer-products/; the sample catalogue of
 * @shop/sample-catalogue is loaded (30 public products, ids 1..30: 1-20 sold by Olivia Hart
 * (SHOP_ACCOUNT), 21-28 by Sam Seller (SELLER_ACCOUNT), 29-30 by the demo user) with the sample
 * orders and the staff account ADMIN_ACCOUNT after every `reset()`.
 * Accounts (decisions 024 and 044): a password reset request answers 200 `{ success: true }` for every address
 * (no enumeration); the link's token is read through `target.lastResetLink` (the mocks' mailbox,
 * the server's outbox); new passwords are 8+ characters and not common (400 passwordCommon: the
 * suite uses only passwords both sides refuse); a review's `username` is its author's display
 * name. The server limits reset requests per client address in memory for the life of the
 * process (10 per 15 minutes; `reset()` does not clear it), so the whole suite asks for at most
 * that many links (9 today). Contact-form messages are limited the same way
 * (CONTACT_MESSAGES_PER_ADDRESS, 5 an hour): the suite sends one.
 */
import { afterAll, afterEach, beforeAll, describe } from 'vitest';
import { catalogueScenarios } from './scenarios/catalogue.ts';
import { searchScenarios } from './scenarios/search.ts';
import { accountsScenarios } from './scenarios/accounts.ts';
import { credentialsScenarios } from './scenarios/credentials.ts';
import { cartScenarios } from './scenarios/cart.ts';
import { bookmarksScenarios } from './scenarios/bookmarks.ts';
import { reviewsScenarios } from './scenarios/reviews.ts';
import { listingsScenarios } from './scenarios/listings.ts';
import { checkoutScenarios } from './scenarios/checkout.ts';
import { ordersScenarios } from './scenarios/orders.ts';
import { statementScenarios } from './scenarios/statement.ts';
import { adminScenarios } from './scenarios/admin.ts';
import { adminMoneyScenarios } from './scenarios/admin-money.ts';
import { payoutMoneyScenarios } from './scenarios/payouts-money.ts';
import { contactScenarios } from './scenarios/contact.ts';
import { payoutsScenarios } from './scenarios/payouts.ts';
import { passkeysScenarios } from './scenarios/passkeys.ts';
import { returnsScenarios } from './scenarios/returns.ts';
import { reportsScenarios } from './scenarios/reports.ts';
import { ratingsScenarios } from './scenarios/ratings.ts';
import { messagesScenarios } from './scenarios/messages.ts';
import { accessScenarios } from './scenarios/access.ts';
import { accountDataScenarios } from './scenarios/account-data.ts';
import { inputScenarios } from './scenarios/input.ts';
import { createHarness, type ContractTarget } from './scenarios/harness.ts';

export { bodyFieldPaths, makePng, type ContractTarget } from './scenarios/harness.ts';

/**
 * Registers the contract scenarios for `target` (vitest describe blocks, one file per domain):
 * browse and search, accounts and credentials, cart and bookmarks, reviews, listings with upload,
 * checkout, orders, the seller's statement (decision 063), the back office and its money (decision
 * 064), sellers' payouts (decision 061), the contact form, payout accounts, returns, refunds without a
 * return and disputes (decision 067), ratings between buyers and sellers and sellers' pages (decision 071), passkeys (decision 070), reports and moderation (decision 072), your data (decision 073), access refusals (demo user, CSRF, visitors) and malformed input. `target.reset()` runs after every test.
 */
export function defineContractSuite(target: ContractTarget): void {
  const harness = createHarness(target);
  describe(`contract: ${target.name}`, () => {
    beforeAll(() => target.setup());
    afterEach(() => target.reset());
    afterAll(() => target.teardown());

    catalogueScenarios(harness);
    searchScenarios(harness);
    accountsScenarios(harness);
    credentialsScenarios(harness);
    passkeysScenarios(harness);
    cartScenarios(harness);
    bookmarksScenarios(harness);
    reviewsScenarios(harness);
    listingsScenarios(harness);
    checkoutScenarios(harness);
    ordersScenarios(harness);
    statementScenarios(harness);
    adminScenarios(harness);
    adminMoneyScenarios(harness);
    payoutMoneyScenarios(harness);
    contactScenarios(harness);
    payoutsScenarios(harness);
    returnsScenarios(harness);
    reportsScenarios(harness);
    accountDataScenarios(harness);
    ratingsScenarios(harness);
    messagesScenarios(harness);
    accessScenarios(harness);
    inputScenarios(harness);
  });
}
