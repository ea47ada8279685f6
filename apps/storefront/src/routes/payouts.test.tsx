/**
 * The payout routes and the 'not taking orders' rule on screen (decision 059), through the app's
 * real route tree on the MSW handlers (app/testing/renderRoute.tsx): /my-payouts and its local
 * onboarding form, the demo user's refusal, the notice on a seller's listings, and a product page
 * whose seller is not taking orders.
 */
import { PAYOUT_MESSAGES } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, MESSAGES } from '@shop/api-client';
import { SELLER_ACCOUNT, db, sampleProductOwners, sellerUser } from '@shop/mocks';
import { setPayoutAccount } from '@shop/mocks/store/payouts.ts';
import { pageTitle } from '../app/head.tsx';
import { renderRoute } from '../app/testing/renderRoute.tsx';

/** Puts the sample seller Sam back to a not started payout account: their listings stop taking orders. */
function samNotStarted(): void {
  setPayoutAccount(db, sellerUser.id, {
    state: 'not_started',
    provider: 'simulated',
    account_holder_name: null,
    bank_last4: null,
  });
}

const samsListing = Number(
  Object.entries(sampleProductOwners).find(([, email]) => email === SELLER_ACCOUNT.email)?.[0],
);

describe('given /my-payouts and /my-payouts/onboarding', () => {
  it.each(['/my-payouts', '/my-payouts/onboarding'])('%s redirects a visitor to sign in', async (path) => {
    const r = await renderRoute(path);
    await expect.element(r.screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    expect(r.url()).toBe(`/sign-in?next=${encodeURIComponent(path)}`);
  });

  it('shows an active seller their account, with no button', async () => {
    const r = await renderRoute('/my-payouts', { as: SELLER_ACCOUNT });
    await expect.element(r.screen.getByRole('heading', { level: 1, name: 'My payouts' })).toBeVisible();
    await expect.poll(() => document.title).toBe(pageTitle('My payouts'));
    await expect.element(r.screen.getByText(PAYOUT_MESSAGES.active)).toBeVisible();
    expect(r.screen.getByRole('button', { name: 'Connect payouts' }).elements()).toHaveLength(0);
  });

  it('takes a seller from Connect payouts through the local form back to an active account', async () => {
    samNotStarted();
    const r = await renderRoute('/my-payouts', { as: SELLER_ACCOUNT });
    await expect.element(r.screen.getByText(PAYOUT_MESSAGES.notStarted)).toBeVisible();
    await r.screen.getByRole('button', { name: 'Connect payouts' }).click();
    await expect.element(r.screen.getByRole('heading', { level: 1, name: 'Connect payouts' })).toBeVisible();
    expect(r.url()).toBe('/my-payouts/onboarding');

    await r.screen.getByRole('textbox', { name: 'Account holder name' }).fill('Sam Seller');
    await r.screen.getByRole('textbox', { name: 'Sort code' }).fill('12-34-5');
    await r.screen.getByRole('textbox', { name: 'Account number' }).fill('31926819');
    await r.screen.getByRole('button', { name: 'Save bank details' }).click();
    await expect.element(r.screen.getByText(PAYOUT_MESSAGES.sortCode)).toBeVisible();
    expect(r.requested.filter((path) => path.startsWith('/payouts/account/simulated/'))).toHaveLength(0);

    await r.screen.getByRole('textbox', { name: 'Sort code' }).fill('12-34-56');
    await r.screen.getByRole('button', { name: 'Save bank details' }).click();
    await expect.element(r.screen.getByRole('heading', { level: 1, name: 'My payouts' })).toBeVisible();
    await expect.element(r.screen.getByText('Ending in 6819')).toBeVisible();
    await expect.element(r.screen.getByText(PAYOUT_MESSAGES.active)).toBeVisible();
    expect(db.payoutAccounts.find((a) => a.userId === sellerUser.id)?.account.bank_last4).toBe('6819');
  });

  it('lets the demo user open the form but sends nothing and changes nothing', async () => {
    const before = structuredClone(db.payoutAccounts);
    const r = await renderRoute('/my-payouts/onboarding', { as: DEMO_ACCOUNT });
    await r.screen.getByRole('textbox', { name: 'Account holder name' }).fill('Demo User');
    await r.screen.getByRole('textbox', { name: 'Sort code' }).fill('123456');
    await r.screen.getByRole('textbox', { name: 'Account number' }).fill('31926819');
    await r.screen.getByRole('button', { name: 'Save bank details' }).click();
    await expect
      .element(r.screen.getByRole('form', { name: 'Bank details' }).getByRole('alert'))
      .toHaveTextContent(MESSAGES.testUser.default);
    expect(r.requested.filter((path) => path.startsWith('/payouts/account/simulated/'))).toHaveLength(0);
    expect(db.payoutAccounts).toEqual(before);
  });
});

describe('given a seller who is not taking orders', () => {
  it('tells them on My listings, with a link to connect payouts', async () => {
    samNotStarted();
    const r = await renderRoute('/my-listings', { as: SELLER_ACCOUNT });
    await expect.element(r.screen.getByText(PAYOUT_MESSAGES.connectPayouts)).toBeVisible();
    await expect
      .element(r.screen.getByRole('link', { name: 'Connect payouts' }))
      .toHaveAttribute('href', '/my-payouts');
  });

  it('says nothing on My listings once the account is active', async () => {
    const r = await renderRoute('/my-listings', { as: SELLER_ACCOUNT });
    await expect.element(r.screen.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.element(r.screen.getByRole('rowheader').first()).toBeVisible();
    await expect.poll(() => r.requested.some((path) => path.startsWith('/payouts/account/'))).toBe(true);
    await expect.element(r.screen.getByRole('link', { name: 'new product' })).toBeVisible();
    expect(r.screen.getByText(PAYOUT_MESSAGES.connectPayouts).elements()).toHaveLength(0);
  });

  it("shows their listing to a shopper with 'This seller is not taking orders yet' instead of add to cart", async () => {
    samNotStarted();
    const r = await renderRoute(`/single-product/${samsListing}`);
    await expect.element(r.screen.getByText(PAYOUT_MESSAGES.notTakingOrders, { exact: true })).toBeVisible();
    expect(r.screen.getByRole('button', { name: /add to cart/i }).elements()).toHaveLength(0);
  });
});
