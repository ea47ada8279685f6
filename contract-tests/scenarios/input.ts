/**
 * Contract scenarios: Malformed input: NUL bytes and lone surrogates in every field, and numbers sent as text.
 */
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '@shop/contract';
import { ADMIN_ACCOUNT, SELLER_ACCOUNT } from '@shop/sample-catalogue';
import {
  productForm,
  bodyFieldPaths,
  bodyWith,
  badTextError,
  notWholeError,
  type Harness,
} from './harness.ts';

/** Registers the input scenarios on the harness of one target (see ../scenarios.ts). */
export function inputScenarios({ client, signIn }: Harness): void {
  describe('given text with a NUL byte or an unpaired surrogate', () => {
    /** Every (endpoint, field) of the contract with a JSON body schema. */
    const bodyCases = (Object.keys(endpoints) as EndpointName[]).flatMap((name) => {
      const body: unknown = (endpoints[name] as { body?: unknown }).body;
      if (body === undefined || body === 'multipart') return [];
      return bodyFieldPaths(body).map((field) => ({ name, field }));
    });
    const queryCases = (Object.keys(endpoints) as EndpointName[]).flatMap((name) => {
      const query: unknown = (endpoints[name] as { query?: unknown }).query;
      return query === undefined ? [] : bodyFieldPaths(query).map((field) => ({ name, field }));
    });

    it('generates a case for every field of every JSON body and query in the contract', () => {
      const names = new Set(bodyCases.map((c) => c.name));
      for (const name of Object.keys(endpoints) as EndpointName[]) {
        const body: unknown = (endpoints[name] as { body?: unknown }).body;
        if (body !== undefined && body !== 'multipart') expect(names, name).toContain(name);
      }
      const fields = bodyCases.map((c) => `${c.name}.${c.field}`);
      expect(new Set(fields).size).toBe(fields.length);
      expect(fields).toEqual(
        expect.arrayContaining([
          'login.email',
          'login.password',
          'register.first_name',
          'addReview.text',
          'addAddress.postcode',
          'confirmSimulatedPayment.shipping.line1',
          'addToCart.quantity',
          // A union's fields, each once (decision 067's steps).
          'moveReturnRequest.action',
          'moveReturnRequest.return_address.postcode',
          'moveReturnRequest.tracking_number',
          'moveReturnRequest.note',
          'refundOrder.reason',
          'decideDispute.amount',
        ]),
      );
      expect(queryCases.map((c) => `${c.name}.${c.field}`)).toEqual(
        expect.arrayContaining([
          'searchProducts.q',
          'listProducts.category',
          'getSessionStatus.session_id',
          'getReturnRequests.role',
          'getReturnRequests.open',
          'adminDisputes.state',
        ]),
      );
    });

    it('answers 400 naming the field for a NUL or a lone surrogate in every JSON body field', async () => {
      const staff = await signIn(ADMIN_ACCOUNT);
      for (const { name, field } of bodyCases) {
        for (const bad of ['a\u0000b', 'a\ud800b', 'a\udc00']) {
          const result = await staff.call(name, {
            params: { id: 1, itemId: 1 },
            body: bodyWith(field, bad),
          });
          expect(result, `${name} ${field} ${JSON.stringify(bad)}`).toEqual({
            ok: false,
            status: 400,
            error: badTextError(field),
          });
        }
      }
      // A visitor too, on the public forms.
      expect(
        await client().call('login', {
          body: { email: 'nia@example.com\u0000', password: 'secret password' },
        }),
      ).toEqual({ ok: false, status: 400, error: badTextError('email') });
    });

    it('answers 400 naming the parameter for a NUL in every query parameter and in a path id', async () => {
      const staff = await signIn(ADMIN_ACCOUNT);
      for (const { name, field } of queryCases) {
        const result = await staff.call(name, { query: { [field]: 'a\u0000b' } });
        expect(result, `${name} ${field}`).toEqual({ ok: false, status: 400, error: badTextError(field) });
      }
      expect(await client().call('getProduct', { params: { id: '1\u0000' } })).toEqual({
        ok: false,
        status: 400,
        error: badTextError('id'),
      });
    });

    it('answers 400 for a NUL in the body of an endpoint that takes none, and changes nothing', async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      await seller.ok('addToCart', { body: { product_id: 1, quantity: 1 } });
      for (const bad of ['a\u0000b', 'a\ud800b']) {
        expect(await seller.call('clearCart', { body: { note: bad } }), JSON.stringify(bad)).toEqual({
          ok: false,
          status: 400,
          error: badTextError('note'),
        });
      }
      expect((await seller.ok('getCart')).cart.items).toHaveLength(1);
      expect(await seller.call('logout', { body: { note: 'a\u0000' } })).toEqual({
        ok: false,
        status: 400,
        error: badTextError('note'),
      });
      // Still signed in: a signed-in-only read answers.
      expect((await seller.call('listMyProducts')).ok).toBe(true);
    });

    it('answers 400 naming the field for a NUL in a product form field, and saves nothing', async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      for (const field of ['name', 'description', 'price', 'bullet_2']) {
        const result = await seller.call('addProduct', { form: productForm({ [field]: 'Mug\u0000' }) });
        expect(result, field).toEqual({ ok: false, status: 400, error: badTextError(field) });
      }
      const update = new FormData();
      update.append('tags', 'mug\u0000');
      expect(await seller.call('updateMyProduct', { params: { id: 21 }, form: update })).toEqual({
        ok: false,
        status: 400,
        error: badTextError('tags'),
      });
      const names = (await seller.ok('listMyProducts')).products.map((p) => p.name);
      expect(names).not.toContain('Handmade Ceramic Mug');
    });
  });

  describe('given numbers sent as text, as HTML forms send them', () => {
    it('accepts whole-number text for cart ids and quantities, and refuses anything else with 400', async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      const added = await seller.ok('addToCart', { body: { product_id: '3', quantity: '2' } });
      const line = added.cart.items.find((item) => item.product.id === 3);
      expect(line?.quantity).toBe(2);
      const updated = await seller.ok('updateCartItem', {
        params: { itemId: line?.id ?? 0 },
        body: { quantity: '3' },
      });
      expect(updated.cart.items.find((item) => item.id === line?.id)?.quantity).toBe(3);
      for (const quantity of ['2.5', 'two', '', ' ', '1e1', true, 2.5, null]) {
        expect(
          await seller.call('updateCartItem', { params: { itemId: line?.id ?? 0 }, body: { quantity } }),
          JSON.stringify(quantity),
        ).toEqual({ ok: false, status: 400, error: notWholeError('quantity') });
      }
      expect(await seller.call('addToCart', { body: { product_id: 'three' } })).toEqual({
        ok: false,
        status: 400,
        error: notWholeError('product_id'),
      });
      expect(await seller.call('toggleBookmark', { body: { product_id: '4' } })).toMatchObject({
        ok: true,
      });
      expect((await seller.ok('getCart')).cart.items.find((item) => item.id === line?.id)?.quantity).toBe(3);
    });

    it("accepts a review's rating as text ('4') and refuses '4.5' and 'four' with 400", async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      for (const rating of ['4.5', 'four', '']) {
        expect(
          await seller.call('addReview', { params: { id: 6 }, body: { text: 'Lovely', rating } }),
          rating,
        ).toEqual({ ok: false, status: 400, error: notWholeError('rating') });
      }
      const { comment: review } = await seller.ok('addReview', {
        params: { id: 6 },
        body: { text: 'Lovely', rating: '4' },
      });
      expect(review.rating).toBe(4);
      const changed = await seller.ok('updateReview', {
        params: { id: review.id },
        body: { text: 'Lovely mug', rating: ' 5 ' },
      });
      expect(changed.comment.rating).toBe(5);
    });

    it('accepts page and pageSize as text and refuses a fraction with 400', async () => {
      const page = await client().ok('listProducts', { query: { page: '2', pageSize: '5' } });
      expect(page.pagination).toMatchObject({ page: 2, pageSize: 5 });
      expect(await client().call('listProducts', { query: { page: '1.5' } })).toEqual({
        ok: false,
        status: 400,
        error: notWholeError('page'),
      });
    });
  });
}
