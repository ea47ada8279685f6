/**
 * The stock told truthfully (decision 047) on the real routes with the mocks: the product page
 * says 'Only 3 left' and 'Sold out' (button disabled), an add beyond the stock says why in the
 * form, a cart line whose stock ran out says what to do, and the payment page names the product.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { MESSAGES, outOfStockInCartMessage, type Product } from '@shop/contract';
import { SELLER_ACCOUNT, db } from '@shop/mocks';
import { renderRoute } from '../app/testing/renderRoute.tsx';

/** Sets the stock of mock product `id`; returns the product as it now is. */
function setStock(id: number, itemsInStock: number, inStock = itemsInStock > 0): Product {
  const row = db.productById(id);
  if (!row) throw new Error(`No mock product ${id}`);
  row.product = { ...row.product, itemsInStock, inStock };
  return row.product;
}

describe('given a product with 3 left, 2 of them already in the cart', () => {
  it("says 'Only 3 left' and, adding 2 more, shows why in the form and sends nothing", async () => {
    const product = setStock(4, 3);
    const r = await renderRoute(`/single-product/${product.id}`, {
      setup: (client) => client.request('addToCart', { body: { product_id: product.id, quantity: 2 } }),
    });
    const form = r.screen.getByRole('form', { name: 'Add to cart' });
    await expect.element(form.getByText('Only 3 left')).toBeVisible();
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Quantity' }), '2');
    const adds = r.requested.filter((path) => path.startsWith('/cart/add/')).length;
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await expect
      .element(form.getByRole('alert'))
      .toHaveTextContent('Only 3 left, and your cart already holds 2. Lower the quantity.');
    expect(r.requested.filter((path) => path.startsWith('/cart/add/'))).toHaveLength(adds);
  });
});

describe('given stock that ran out while the product page was open', () => {
  it("shows the server's refusal in the form instead of nothing", async () => {
    const product = setStock(4, 3);
    const r = await renderRoute(`/single-product/${product.id}`);
    const form = r.screen.getByRole('form', { name: 'Add to cart' });
    await expect.element(form.getByText('Only 3 left')).toBeVisible();
    setStock(product.id, 1);
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Quantity' }), '3');
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await expect.element(form.getByRole('alert')).toHaveTextContent(MESSAGES.server.outOfStock);
  });
});

describe('given a sold-out product', () => {
  it("says 'Sold out' on its page with 'Add to cart' disabled, never asking for a quantity", async () => {
    const product = setStock(4, 0);
    const r = await renderRoute(`/single-product/${product.id}`);
    const form = r.screen.getByRole('form', { name: 'Add to cart' });
    await expect.element(form.getByText('Sold out')).toBeVisible();
    await expect.element(form.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await expect.element(r.screen.getByText(MESSAGES.cart.selectQuantity)).not.toBeInTheDocument();
  });

  it("says 'Sold out' on its card in the search results", async () => {
    const product = setStock(4, 0);
    const r = await renderRoute(`/search?q=${encodeURIComponent(product.name)}`);
    const card = r.screen.getByRole('article', { name: product.name });
    await expect.element(card).toHaveTextContent('Sold out');
  });
});

describe('given a cart line whose product sold out after it was added', () => {
  it('flags the line with what to do and the payment page names the product', async () => {
    let product: Product | undefined;
    const r = await renderRoute('/cart', {
      as: SELLER_ACCOUNT,
      setup: async (client) => {
        await client.request('addToCart', { body: { product_id: 4, quantity: 2 } });
        product = setStock(4, 0);
      },
    });
    if (!product) throw new Error('setup did not run');
    const line = r.screen.getByRole('listitem', { name: product.name });
    await expect.element(line).toHaveTextContent(MESSAGES.stock.lineSoldOut);
    await expect.element(r.screen.getByRole('button', { name: 'make payment' })).toBeDisabled();

    await r.router.navigate('/payment-page');
    await expect.element(r.screen.getByText(outOfStockInCartMessage(product.name))).toBeVisible();
  });
});

describe('given a product in stock', () => {
  it('states the estimated delivery dates and the 30-day returns promise on its page', async () => {
    const product = setStock(4, 30);
    const r = await renderRoute(`/single-product/${product.id}`);
    const promises = r.screen.getByRole('list', { name: 'Delivery and returns' });
    await expect
      .element(promises)
      .toHaveTextContent(/Estimated delivery: \w{3} \d{1,2} \w{3} – \w{3} \d{1,2} \w{3}/);
    await expect.element(promises).toHaveTextContent(MESSAGES.stock.returns);
  });
});
