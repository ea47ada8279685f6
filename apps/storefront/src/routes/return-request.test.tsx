/**
 * Returns on the storefront (decision 067), over the mocks: a buyer asks from My orders and
 * follows the line's new state to the request's page; the seller answers there; the demo user
 * reads and is refused every step; a visitor is sent to sign in; someone else's request, an
 * unknown one and an address that names no id each have their own page.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { DEMO_ACCOUNT, MESSAGES } from '@shop/api-client';
import { RETURN_MESSAGES, toPence } from '@shop/contract';
import { ADMIN_ACCOUNT, SELLER_ACCOUNT, SHOP_ACCOUNT, sampleOrders } from '@shop/mocks';
import { formatPrice } from '@shop/ui/format.ts';
import { photoFile } from '@shop/ui/testing/returnRequests.ts';
import { pageTitle } from '../app/head.tsx';
import { renderRoute, type RenderedRoute } from '../app/testing/renderRoute.tsx';

const T = RETURN_MESSAGES.buyer;

/** Waits for the page's one h1 to read exactly `text`. */
async function expectH1(r: RenderedRoute, text: string): Promise<void> {
  await expect.element(r.screen.getByRole('heading', { level: 1, name: text, exact: true })).toBeVisible();
}

/** Sam Seller's shipped order from Olivia Hart (sample order 3): confirmed received, it may be asked back. */
const order = sampleOrders.find((o) => o.id === 3)!;
const line = order.items[0]!;

/** The mocks' sample request waiting for Olivia Hart's answer (the demo user's, id 1) and the one on its way back (id 2). */
const WAITING = 1;
const ON_ITS_WAY = 2;

describe('given a buyer of a delivered order on /my-orders', () => {
  it('asks to return a line, lands on its new state, and follows it to the request’s page', async () => {
    const r = await renderRoute('/my-orders', {
      as: SELLER_ACCOUNT,
      setup: (client) => client.request('confirmReceipt', { params: { id: order.id } }),
    });
    const trigger = r.screen.getByRole('button', { name: new RegExp(`Order #${order.id}`) });
    await expect.element(trigger).toBeVisible();
    if (trigger.element().getAttribute('aria-expanded') !== 'true') await userEvent.click(trigger);
    await userEvent.click(r.screen.getByRole('button', { name: T.askLabel(line.product_name) }));
    const dialog = r.screen.getByRole('dialog', { name: T.dialogTitle });
    await expect.element(dialog).toBeVisible();
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: T.reasonLabel }),
      RETURN_MESSAGES.reasons.not_as_described,
    );
    await userEvent.fill(
      dialog.getByRole('textbox', { name: T.noteLabel }),
      'The colour is nothing like the photos.',
    );
    await userEvent.upload(dialog.getByLabelText(T.photosLabel, { exact: true }), [
      await photoFile('colour.png', '#0f7b6c'),
    ]);
    await expect.element(dialog.getByRole('img', { name: T.photoAlt(1, 'colour.png') })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: T.send }));

    const status = r.screen.getByRole('link', { name: T.lineStatus(RETURN_MESSAGES.statuses.requested) });
    await expect.element(status).toHaveFocus();
    await expect.element(dialog).not.toBeInTheDocument();
    const href = status.element().getAttribute('href') ?? '';
    const id = Number(/^\/return-requests\/(\d+)$/.exec(href)?.[1]);
    expect(id).toBeGreaterThan(0);
    await expect
      .element(r.screen.getByRole('button', { name: T.askLabel(line.product_name) }))
      .not.toBeInTheDocument();

    await userEvent.click(status);
    await expectH1(r, T.pageTitle(id));
    expect(r.url()).toBe(`/return-requests/${id}`);
    await expect.poll(() => document.title).toBe(pageTitle(T.pageTitle(id)));
    await expect.element(r.screen.getByText(T.waitingSeller)).toBeVisible();
    await expect.element(r.screen.getByText('The colour is nothing like the photos.').first()).toBeVisible();
    await expect.element(r.screen.getByRole('link', { name: T.photoLink(1) })).toBeVisible();
    const saved = (await r.client.request('getReturnRequest', { params: { id } })).return_request;
    expect(saved).toMatchObject({ status: 'requested', reason: 'not_as_described', quantity: 1 });
    expect(saved.photos).toHaveLength(1);
  });

  it('shows each line’s request state, linking to the request', async () => {
    const r = await renderRoute('/my-orders', { as: DEMO_ACCOUNT });
    const waiting = r.screen.getByRole('link', { name: T.lineStatus(RETURN_MESSAGES.statuses.requested) });
    await expect.element(waiting).toHaveAttribute('href', `/return-requests/${WAITING}`);
    await expect
      .element(r.screen.getByRole('link', { name: T.lineStatus(RETURN_MESSAGES.statuses.in_transit) }))
      .toHaveAttribute('href', `/return-requests/${ON_ITS_WAY}`);
  });
});

describe('given the seller of a request waiting for their answer', () => {
  it('lets the buyer keep the item: the request is refunded at once', async () => {
    const r = await renderRoute(`/return-requests/${WAITING}`, { as: SHOP_ACCOUNT });
    await expectH1(r, T.pageTitle(WAITING));
    const before = (await r.client.request('getReturnRequest', { params: { id: WAITING } })).return_request;
    const amount = formatPrice(before.amount);
    const accept = r.screen.getByRole('region', { name: T.acceptHeading });
    await userEvent.click(accept.getByRole('radio', { name: T.acceptKeep(amount) }));
    await userEvent.click(accept.getByRole('button', { name: T.acceptKeepSubmit(amount) }));
    const done = r.screen
      .getByRole('status')
      .filter({ hasText: T.stepDone(RETURN_MESSAGES.statuses.refunded) });
    await expect.element(done).toHaveFocus();
    await expect.element(r.screen.getByText(T.keepItem)).toBeVisible();
    await expect.element(r.screen.getByText(T.closed)).toBeVisible();
    const after = (await r.client.request('getReturnRequest', { params: { id: WAITING } })).return_request;
    expect(after.status).toBe('refunded');
    expect(toPence(after.refunded_amount)).toBe(toPence(before.amount));
  });

  it('declines with a reason the buyer reads', async () => {
    const r = await renderRoute(`/return-requests/${WAITING}`, { as: SHOP_ACCOUNT });
    const decline = r.screen.getByRole('region', { name: T.declineHeading });
    await userEvent.fill(decline.getByRole('textbox', { name: T.declineReasonLabel }), 'Worn, not faulty.');
    await userEvent.click(decline.getByRole('button', { name: T.declineSubmit }));
    await expect
      .element(
        r.screen.getByRole('status').filter({ hasText: T.stepDone(RETURN_MESSAGES.statuses.declined) }),
      )
      .toHaveFocus();
    await expect.element(r.screen.getByText('Worn, not faulty.', { exact: true }).first()).toBeVisible();
    const after = (await r.client.request('getReturnRequest', { params: { id: WAITING } })).return_request;
    expect(after).toMatchObject({ status: 'declined', decline_reason: 'Worn, not faulty.' });
  });
});

describe('given the demo user, the buyer of the sample requests', () => {
  it('reads the request on its way back and is refused asking our team, with the request unchanged', async () => {
    const r = await renderRoute(`/return-requests/${ON_ITS_WAY}`, { as: DEMO_ACCOUNT });
    await expectH1(r, T.pageTitle(ON_ITS_WAY));
    await expect
      .element(r.screen.getByRole('link', { name: T.backToOrders }))
      .toHaveAttribute('href', '/my-orders');
    const escalate = r.screen.getByRole('region', { name: T.escalateHeading });
    await userEvent.fill(
      escalate.getByRole('textbox', { name: T.escalateNoteLabel }),
      'Still not confirmed.',
    );
    await userEvent.click(escalate.getByRole('button', { name: T.escalateSubmit }));
    await expect.element(escalate.getByRole('alert')).toHaveTextContent(MESSAGES.testUser.default);
    const after = (await r.client.request('getReturnRequest', { params: { id: ON_ITS_WAY } })).return_request;
    expect(after.status).toBe('in_transit');
  });
});

describe('the request’s page for anyone else', () => {
  it('sends a visitor to sign in', async () => {
    const r = await renderRoute(`/return-requests/${WAITING}`);
    await expectH1(r, 'Sign In');
    expect(r.url()).toBe(`/sign-in?next=${encodeURIComponent(`/return-requests/${WAITING}`)}`);
  });

  it('tells a signed-in user who is neither side that it is not theirs', async () => {
    const r = await renderRoute(`/return-requests/${WAITING}`, { as: SELLER_ACCOUNT });
    await expectH1(r, T.pageTitle(WAITING));
    await expect
      .element(r.screen.getByRole('heading', { level: 2, name: RETURN_MESSAGES.errors.notYours }))
      .toBeVisible();
  });

  it('shows staff the request and its history, with no steps (they decide in the back office)', async () => {
    const r = await renderRoute(`/return-requests/${WAITING}`, { as: ADMIN_ACCOUNT });
    await expect.element(r.screen.getByRole('heading', { level: 2, name: T.historyHeading })).toBeVisible();
    expect(r.screen.getByRole('heading', { level: 2, name: T.stepsHeading }).query()).toBeNull();
  });

  it('says an unknown request is not found', async () => {
    const r = await renderRoute('/return-requests/99999', { as: SELLER_ACCOUNT });
    await expect.element(r.screen.getByRole('heading', { level: 2, name: T.notFound })).toBeVisible();
  });

  it('says an address that names no id is not found, and reads nothing for it', async () => {
    const r = await renderRoute('/return-requests/abc', { as: SELLER_ACCOUNT });
    await expectH1(r, T.pageTitle(null));
    await expect.element(r.screen.getByRole('heading', { level: 2, name: T.notFound })).toBeVisible();
    expect(r.requested.filter((path) => path.startsWith('/returns/'))).toEqual([]);
  });
});

describe('the returns page', () => {
  it('says the configured window and the seller’s days to answer', async () => {
    const r = await renderRoute('/returns');
    await expectH1(r, 'Returns & refunds');
    await expect.element(r.screen.getByRole('heading', { level: 2, name: '30-day returns' })).toBeVisible();
    await expect
      .element(r.screen.getByRole('heading', { level: 2, name: 'The seller answers within 3 days' }))
      .toBeVisible();
    expect(r.requested).toContain('/marketplace/returns-policy/');
  });
});
