/**
 * Contract scenarios: Who may call what: the demo (test) user's refusals, the CSRF token and a visitor without a
 * session.
 */
import { describe, expect, it } from 'vitest';
import { CSRF_COOKIE, DEMO_ACCOUNT, MESSAGES, endpoints, type EndpointName } from '@shop/contract';
import { SELLER_ACCOUNT } from '@shop/sample-catalogue';
import { SHIPPING, PAY, TEST_BANK_DETAILS, productForm, type Harness } from './harness.ts';

/** Registers the access scenarios on the harness of one target (see ../scenarios.ts). */
export function accessScenarios({ client, signIn }: Harness): void {
  describe('given the demo (test) user', () => {
    it('is refused every blocked action with 403 and the spec text, and nothing changes', async () => {
      const demo = client();
      const { user } = await demo.ok('login', { body: DEMO_ACCOUNT });
      const cart = (await demo.ok('getCart')).cart;
      const bookmarks = (await demo.ok('getBookmarks')).bookmarks;
      const reviews = (await demo.ok('getMyReviews')).comments;
      const orders = (await demo.ok('getOrders')).orders;
      const returns = (await demo.ok('getReturnRequests')).return_requests;
      const lineId = cart.items[0]?.id ?? 1;
      const bookmarkId = bookmarks[0]?.id ?? 1;
      const reviewId = reviews[0]?.id ?? 1;
      const orderId = orders[0]?.id ?? 1;
      const blocked: string = MESSAGES.testUser.default;
      const expectRefused = async (
        name: EndpointName,
        result: Promise<{ ok: boolean; status: number }>,
        text = blocked,
      ) => expect(await result, name).toEqual({ ok: false, status: 403, error: text });

      await expectRefused('addToCart', demo.call('addToCart', { body: { product_id: 1 } }));
      await expectRefused(
        'updateCartItem',
        demo.call('updateCartItem', { params: { itemId: lineId }, body: { quantity: 3 } }),
      );
      await expectRefused('removeCartItem', demo.call('removeCartItem', { params: { itemId: lineId } }));
      await expectRefused('clearCart', demo.call('clearCart'));
      await expectRefused('toggleBookmark', demo.call('toggleBookmark', { body: { product_id: 1 } }));
      await expectRefused('removeBookmark', demo.call('removeBookmark', { params: { id: bookmarkId } }));
      await expectRefused(
        'addReview',
        demo.call('addReview', { params: { id: 6 }, body: { text: 'Lovely', rating: 5 } }),
      );
      await expectRefused(
        'updateReview',
        demo.call('updateReview', { params: { id: reviewId }, body: { text: 'Changed', rating: 1 } }),
      );
      await expectRefused('deleteReview', demo.call('deleteReview', { params: { id: reviewId } }));
      await expectRefused('addProduct', demo.call('addProduct', { form: productForm() }));
      await expectRefused('startPayoutOnboarding', demo.call('startPayoutOnboarding'));
      await expectRefused(
        'submitSimulatedPayoutAccount',
        demo.call('submitSimulatedPayoutAccount', { body: TEST_BANK_DETAILS }),
      );
      await expectRefused(
        'updateMyProduct',
        demo.call('updateMyProduct', { params: { id: 1 }, form: productForm() }),
      );
      await expectRefused(
        'deleteMyProduct',
        demo.call('deleteMyProduct', { params: { id: 1 } }),
        MESSAGES.testUser.deleteProduct,
      );
      await expectRefused(
        'updateUser',
        demo.call('updateUser', { params: { id: user.id }, body: { first_name: 'Hacker' } }),
      );
      await expectRefused(
        'changePassword',
        demo.call('changePassword', {
          body: { current_password: DEMO_ACCOUNT.password, new_password: 'a brand new passphrase' },
        }),
      );
      await expectRefused('createCheckoutSession', demo.call('createCheckoutSession'));
      await expectRefused(
        'confirmSimulatedPayment',
        demo.call('confirmSimulatedPayment', { body: { clientSecret: 'cs_test_x_secret_y', ...PAY } }),
      );
      await expectRefused('addAddress', demo.call('addAddress', { body: SHIPPING }));
      await expectRefused('removeAddress', demo.call('removeAddress', { params: { id: 1 } }));
      await expectRefused(
        'updateOrderStatus',
        demo.call('updateOrderStatus', { params: { id: orderId }, body: { status: 'cancelled' } }),
      );
      await expectRefused('requestPayout', demo.call('requestPayout'));
      // Confirm receipt of the demo's own delivered order (decision 060) is refused as every other action.
      const delivered = orders.find((o) => o.status === 'delivered')?.id ?? orderId;
      await expectRefused('confirmReceipt', demo.call('confirmReceipt', { params: { id: delivered } }));
      // Returns and refunds (decision 067): asking, every step, a refund without a return.
      const returnForm = new FormData();
      returnForm.append('order_item_id', String(orders.find((o) => o.id === delivered)?.items[0]?.id ?? 1));
      returnForm.append('quantity', '1');
      returnForm.append('reason', 'damaged');
      await expectRefused(
        'createReturnRequest',
        demo.call('createReturnRequest', { params: { id: delivered }, form: returnForm }),
      );
      await expectRefused(
        'moveReturnRequest',
        demo.call('moveReturnRequest', {
          params: { id: returns[0]?.id ?? 1 },
          body: { action: 'escalate', note: 'Please.' },
        }),
      );
      await expectRefused(
        'refundOrder',
        demo.call('refundOrder', { params: { id: delivered }, body: { amount: 1, reason: 'Sorry.' } }),
      );
      await expectRefused(
        'createReport',
        demo.call('createReport', { body: { target_kind: 'listing', target_id: 1, reason: 'spam' } }),
      );
      // Messages (decision 074): the demo user reads their conversations and writes nothing.
      const conversations = await demo.ok('getConversations');
      await expectRefused(
        'messageSeller',
        demo.call('messageSeller', { params: { id: 1 }, body: { body: 'Is it boxed?' } }),
      );
      await expectRefused(
        'messageOrderParty',
        demo.call('messageOrderParty', { params: { id: orderId }, body: { body: 'Where is it?' } }),
      );
      await expectRefused(
        'replyInConversation',
        demo.call('replyInConversation', { params: { id: 1 }, body: { body: 'Thanks.' } }),
      );
      await expectRefused('blockUser', demo.call('blockUser', { params: { id: 1 } }));
      await expectRefused('unblockUser', demo.call('unblockUser', { params: { id: 1 } }));
      expect(await demo.ok('getConversations')).toEqual(conversations);

      expect((await demo.ok('getCart')).cart).toEqual(cart);
      expect((await demo.ok('getBookmarks')).bookmarks).toEqual(bookmarks);
      expect((await demo.ok('getMyReviews')).comments.map((c) => c.id)).toEqual(reviews.map((c) => c.id));
      expect((await demo.ok('getOrders')).orders).toEqual(orders);
      expect((await demo.ok('getReturnRequests')).return_requests).toEqual(returns);
      expect((await demo.ok('getAddresses')).addresses).toEqual([]);
      expect((await demo.ok('getUser', { params: { id: user.id } })).user.first_name).toBe('Demo');
      await demo.ok('logout');
      expect((await client().ok('login', { body: DEMO_ACCOUNT })).user.id).toBe(user.id);
      expect((await client().ok('getProduct', { params: { id: 1 } })).product.name).toBe(
        'Aurora Wireless Noise-Cancelling Headphones',
      );
    });

    it('covers every endpoint the contract marks testUserBlocked', () => {
      const marked = Object.entries(endpoints)
        .filter(([, def]) => 'testUserBlocked' in def)
        .map(([name]) => name)
        .sort();
      expect(marked).toEqual(
        [
          'addAddress',
          'addReview',
          'addPasskey',
          'addProduct',
          'addToCart',
          'blockUser',
          'changePassword',
          'clearCart',
          'confirmReceipt',
          'confirmSimulatedPayment',
          'createCheckoutSession',
          'createReturnRequest',
          'createReport',
          'deletePasskey',
          'deleteReview',
          'deleteMyProduct',
          'messageOrderParty',
          'messageSeller',
          'moveReturnRequest',
          'passkeyRegistrationOptions',
          'rateOrder',
          'refundOrder',
          'removeAddress',
          'renamePasskey',
          'removeBookmark',
          'removeCartItem',
          'replyInConversation',
          'replyToRating',
          'requestAccountDeletion',
          'requestPayout',
          'startPayoutOnboarding',
          'submitSimulatedPayoutAccount',
          'toggleBookmark',
          'unblockUser',
          'updateCartItem',
          'updateReview',
          'updateMyProduct',
          'updateOrderStatus',
          'updateUser',
        ].sort(),
      );
    });
  });

  describe('given a client that asks for a CSRF token first (GET /get-csrf-token/)', () => {
    it('gives a visitor a token set as the csrftoken cookie, the same one again, and sign-in works with it', async () => {
      const visitor = client();
      const { csrfToken } = await visitor.ok('getCsrfToken');
      expect(csrfToken.length).toBeGreaterThanOrEqual(16);
      expect(visitor.cookies.get(CSRF_COOKIE)).toBe(csrfToken);
      expect((await visitor.ok('getCsrfToken')).csrfToken).toBe(csrfToken);
      expect(await visitor.call('login', { body: SELLER_ACCOUNT, csrf: false })).toMatchObject({
        ok: false,
        status: 403,
      });
      await visitor.ok('login', { body: SELLER_ACCOUNT });
    });

    it("gives a signed-in user the session's token, restoring a lost cookie, and writes work with it", async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      const sessionToken = seller.cookies.get(CSRF_COOKIE);
      expect((await seller.ok('getCsrfToken')).csrfToken).toBe(sessionToken);
      seller.cookies.delete(CSRF_COOKIE);
      const { csrfToken } = await seller.ok('getCsrfToken');
      expect(csrfToken).toBe(sessionToken);
      expect(seller.cookies.get(CSRF_COOKIE)).toBe(sessionToken);
      await seller.ok('toggleBookmark', { body: { product_id: 2 } });
      // A token of the visitor kind is not the session's: the write is refused.
      seller.cookies.set(CSRF_COOKIE, 'a-token-made-up-by-the-page');
      expect(await seller.call('toggleBookmark', { body: { product_id: 3 } })).toEqual({
        ok: false,
        status: 403,
        error: MESSAGES.server.csrf,
      });
    });
  });

  describe('given a state change without the CSRF header', () => {
    it('refuses it with 403 CSRF token missing or incorrect, and nothing changes', async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      expect(await seller.call('addToCart', { body: { product_id: 1 }, csrf: false })).toEqual({
        ok: false,
        status: 403,
        error: MESSAGES.server.csrf,
      });
      expect(await seller.call('toggleBookmark', { body: { product_id: 1 }, csrf: false })).toMatchObject({
        ok: false,
        status: 403,
      });
      expect((await seller.ok('getCart')).cart.items).toHaveLength(0);
      expect((await seller.ok('getBookmarks')).bookmarks).toHaveLength(0);
    });
  });

  describe('given a visitor (no session)', () => {
    it('is refused every endpoint with access user or staff with 401', async () => {
      const visitor = client();
      const userOnly = (Object.keys(endpoints) as EndpointName[]).filter(
        (name) => endpoints[name].access !== 'public',
      );
      for (const name of userOnly) {
        const result = await visitor.call(name, {
          params: { id: 1, itemId: 1 },
          query: name === 'getSessionStatus' ? { session_id: 'cs_test_x' } : undefined,
        });
        expect(result, name).toEqual({ ok: false, status: 401, error: MESSAGES.server.notSignedIn });
      }
    });
  });
}
