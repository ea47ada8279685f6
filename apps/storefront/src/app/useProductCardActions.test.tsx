/**
 * Product cards' quick add on /products (decision 033): the mini-cart anchored to the
 * card's button confirms it and the change is announced, with no banner; the demo user still gets
 * the section 6 message in the banner and no mini-cart.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { DEMO_ACCOUNT, MESSAGES } from '@shop/contract';
import { cartAddedMessage } from './announcements.ts';
import { renderRoute } from './testing/renderRoute.tsx';

/** The first card of /products once the list is there: its name and its 'Add to cart' button. */
async function firstCard(screen: Awaited<ReturnType<typeof renderRoute>>['screen']) {
  const card = screen.getByRole('main').getByRole('article').first();
  await expect.element(card).toBeVisible();
  const name = card.getByRole('heading').element().textContent ?? '';
  return { name, add: card.getByRole('button', { name: `Add to cart ${name}` }) };
}

describe('given a visitor on /products', () => {
  it("confirms a card's add with the mini-cart and the live region, not the banner", async () => {
    const { screen } = await renderRoute('/products');
    const { name, add } = await firstCard(screen);
    await add.click();
    const dialog = screen.getByRole('dialog', { name: MESSAGES.cart.added });
    await expect.element(dialog).toHaveTextContent(name);
    await expect.element(dialog).toHaveTextContent('Quantity: 1');
    await expect.element(dialog).toHaveTextContent('Your cart: 1 item');
    await expect.element(screen.getByRole('link', { name: 'To My Cart' })).toHaveFocus();
    await expect
      .element(screen.getByRole('status').filter({ hasText: cartAddedMessage(name, 1, 1) }))
      .toBeInTheDocument();
    await expect
      .element(screen.getByRole('alert').filter({ hasText: MESSAGES.cart.added }))
      .not.toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(add).toHaveFocus();
  });
});

describe('given the demo user on /products', () => {
  it("shows the section 6 message in the banner for a card's add, and no mini-cart", async () => {
    const { screen, requested } = await renderRoute('/products', { as: DEMO_ACCOUNT });
    const { add } = await firstCard(screen);
    await add.click();
    await expect
      .element(screen.getByRole('alert').filter({ hasText: MESSAGES.testUser.default }))
      .toBeVisible();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    expect(requested.some((path) => path.startsWith('/cart/add/'))).toBe(false);
  });
});
