/**
 * Messages between people (decision 074) over the mocks: 'Ask the seller' on a product page (a
 * signed-in user who does not own the listing; nobody else sees it), the Messages page's list with
 * the unread count, a conversation opened (marked read: the top bar's count goes) and a reply; the
 * demo user is refused with the spec's text.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { DEMO_ACCOUNT, MESSAGES, MESSAGING_MESSAGES } from '@shop/api-client';
import { SELLER_ACCOUNT, SHOP_ACCOUNT, db, sellerUser, shopUser } from '@shop/mocks';
import { renderRoute } from '../app/testing/renderRoute.tsx';

const M = MESSAGING_MESSAGES;

/** Sam Seller's listing (sample products 21-28). */
const SAM_LISTING = 21;

/** A conversation of Olivia (shop) asking Sam about SAM_LISTING, with one message Sam has not read. */
function arrangeQuestionToSam(body: string): number {
  const id = db.nextId('conversation');
  const messageId = db.nextId('chatMessage');
  const at = new Date().toISOString();
  db.conversations.push({
    id,
    buyerId: shopUser.id,
    sellerId: sellerUser.id,
    productId: SAM_LISTING,
    orderId: null,
    buyerReadId: messageId,
    sellerReadId: 0,
    buyerEmailedAt: at,
    sellerEmailedAt: at,
    lastMessageAt: at,
  });
  db.chatMessages.push({ id: messageId, conversationId: id, senderId: shopUser.id, body, createdAt: at });
  return id;
}

describe('given a signed-in shopper on a listing they do not own', () => {
  it('asks the seller: the message is sent and links to its conversation', async () => {
    const r = await renderRoute(`/single-product/${SAM_LISTING}`, { as: SHOP_ACCOUNT });
    await userEvent.click(r.screen.getByRole('button', { name: M.askSeller }));
    await userEvent.fill(r.screen.getByRole('textbox', { name: M.messageLabel }), 'Is it still boxed?');
    await userEvent.click(r.screen.getByRole('button', { name: M.send_button }));
    await expect.element(r.screen.getByText(M.sent)).toBeVisible();
    const { conversations } = await r.client.request('getConversations');
    expect(conversations.map((c) => [c.listing?.id, c.last_message?.body])).toEqual([
      [SAM_LISTING, 'Is it still boxed?'],
    ]);
    await expect
      .element(r.screen.getByRole('link', { name: M.openConversation }))
      .toHaveAttribute('href', `/messages/${conversations[0]?.id}`);
  });
});

describe('given the seller, a visitor or the demo user on a listing', () => {
  it('offers no Ask the seller on one’s own listing', async () => {
    const own = await renderRoute(`/single-product/${SAM_LISTING}`, { as: SELLER_ACCOUNT });
    await expect.element(own.screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(own.screen.getByRole('button', { name: M.askSeller }).elements()).toHaveLength(0);
  });

  it('offers no Ask the seller to a visitor', async () => {
    const visitor = await renderRoute(`/single-product/${SAM_LISTING}`);
    await expect.element(visitor.screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(visitor.screen.getByRole('button', { name: M.askSeller }).elements()).toHaveLength(0);
  });

  it('refuses the demo user’s question with the spec text, and nothing is sent', async () => {
    const r = await renderRoute(`/single-product/${SAM_LISTING}`, { as: DEMO_ACCOUNT });
    await userEvent.click(r.screen.getByRole('button', { name: M.askSeller }));
    await userEvent.fill(r.screen.getByRole('textbox', { name: M.messageLabel }), 'Hello?');
    await userEvent.click(r.screen.getByRole('button', { name: M.send_button }));
    await expect
      .element(r.screen.getByRole('alert').filter({ hasText: MESSAGES.testUser.default }).first())
      .toBeVisible();
    expect(db.chatMessages).toEqual([]);
  });
});

describe('given a seller with a question not yet read', () => {
  it('lists it with its unread count, opens it (read: the top bar’s count goes) and sends a reply', async () => {
    const id = arrangeQuestionToSam('Does it come with the bulb?');
    const r = await renderRoute('/messages', { as: SELLER_ACCOUNT });
    await expect
      .element(r.screen.getByRole('link', { name: 'Messages, 1 unread message' }))
      .toHaveAttribute('href', '/messages');
    const item = r.screen.getByRole('link', { name: /1 unread message/ }).filter({ hasText: 'Olivia' });
    await expect.element(item).toHaveAttribute('href', `/messages/${id}`);
    await userEvent.click(item);
    await expect.element(r.screen.getByText('Does it come with the bulb?')).toBeVisible();
    await expect.element(r.screen.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
    await userEvent.fill(r.screen.getByRole('textbox', { name: M.messageLabel }), 'Yes, a warm white one.');
    await userEvent.click(r.screen.getByRole('button', { name: M.send_button }));
    await expect.element(r.screen.getByText('Yes, a warm white one.')).toBeVisible();
    expect(db.chatMessages.map((m) => [m.senderId, m.body])).toEqual([
      [shopUser.id, 'Does it come with the bulb?'],
      [sellerUser.id, 'Yes, a warm white one.'],
    ]);
  });
});
