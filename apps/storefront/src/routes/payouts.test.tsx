/**
 * The payout routes and the 'not taking orders' rule on screen (decision 059), through the app's
 * real route tree on the MSW handlers (app/testing/renderRoute.tsx): /my-payouts and its local
 * onboarding form, the demo user's refusal, the notice on a seller's listings, and a product page
 * whose seller is not taking orders; a seller's balances, payouts and payout request (decision 061).
 */
import { PAYOUT_MESSAGES, SELLER_PAYOUT_MESSAGES } from '@shop/contract';
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

describe("given a seller's balances and payouts on /my-payouts (decision 061)", () => {
  it('shows the balances, the terms and the payouts, and requests a payout: announced, refreshed, focus kept', async () => {
    const r = await renderRoute('/my-payouts', { as: SELLER_ACCOUNT });
    const balances = r.screen.getByRole('region', { name: 'Balances' });
    await expect.element(balances.getByText('£18.75')).toBeVisible();
    await expect.element(balances.getByText('£42.50')).toBeVisible();
    await expect.element(balances.getByText('Minimum payout')).toBeVisible();
    const list = r.screen.getByRole('table', { name: 'Your payouts' });
    await expect.element(list.getByRole('row')).toHaveLength(5);
    await expect.element(list.getByText(/The payout account cannot receive transfers\./)).toBeVisible();

    const button = r.screen.getByRole('button', { name: 'Request payout' });
    await button.click();
    await expect
      .element(r.screen.getByRole('status').filter({ hasText: 'Payout of £18.75 requested.' }))
      .toBeVisible();
    // The balances and the list are read again: the money is in transit, the payout heads the list.
    await expect.element(balances.getByText('£0.00', { exact: true })).toBeVisible();
    await expect.poll(() => db.payouts.filter((p) => p.sellerId === sellerUser.id)).toHaveLength(5);
    await expect.element(list.getByRole('row')).toHaveLength(6);
    await expect.element(list.getByRole('row').nth(1)).toHaveTextContent('Requested');
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    await expect.element(button).toHaveFocus();
    await expect
      .element(button)
      .toHaveAccessibleDescription('Your available balance is below the minimum payout of £1.00.');
    expect(r.requested.filter((path) => path === '/payouts/')).toHaveLength(1);
  });

  it("shows the server's refusal in an alert that takes focus, and the hold it found", async () => {
    const r = await renderRoute('/my-payouts', { as: SELLER_ACCOUNT });
    const button = r.screen.getByRole('button', { name: 'Request payout' });
    await expect.element(button).not.toHaveAttribute('aria-disabled');
    // Staff hold the payouts after the page was read.
    db.payoutHolds.push({
      id: 1,
      sellerId: sellerUser.id,
      reason: 'Checking recent refunds',
      heldAt: new Date().toISOString(),
      liftedAt: null,
    });
    await button.click();
    const alert = r.screen.getByRole('alert').filter({ hasText: SELLER_PAYOUT_MESSAGES.onHold });
    await expect.element(alert).toBeVisible();
    await expect.element(alert).toHaveFocus();
    expect(db.payouts.filter((p) => p.sellerId === sellerUser.id)).toHaveLength(4);
  });

  it('shows a hold with the reason staff gave and a way to contact us, and the button says why it is off', async () => {
    db.payoutHolds.push({
      id: 1,
      sellerId: sellerUser.id,
      reason: 'Checking recent refunds',
      heldAt: new Date().toISOString(),
      liftedAt: null,
    });
    const r = await renderRoute('/my-payouts', { as: SELLER_ACCOUNT });
    await expect.element(r.screen.getByText('Reason from our staff: Checking recent refunds')).toBeVisible();
    await expect
      .element(r.screen.getByRole('link', { name: 'contact us', exact: true }))
      .toHaveAttribute('href', '/contact');
    const button = r.screen.getByRole('button', { name: 'Request payout' });
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    await expect.element(button).toHaveAccessibleDescription(/Checking recent refunds/);
    // A press of the disabled button (it stays focusable) sends nothing.
    (button.element() as HTMLButtonElement).click();
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    expect(r.requested.filter((path) => path === '/payouts/')).toHaveLength(0);
  });

  it('lets the demo user see the page but refuses the request before sending it', async () => {
    const demoId = db.users.find((u) => u.user.email === DEMO_ACCOUNT.email)?.user.id ?? 0;
    db.sellerMoney.push({
      userId: demoId,
      pendingPence: 0,
      availablePence: 500,
      inTransitPence: 0,
      paidOutPence: 0,
    });
    const r = await renderRoute('/my-payouts', { as: DEMO_ACCOUNT });
    await expect.element(r.screen.getByRole('heading', { name: 'No payouts yet.' })).toBeVisible();
    await r.screen.getByRole('button', { name: 'Request payout' }).click();
    const alert = r.screen
      .getByRole('region', { name: 'Balances' })
      .getByRole('alert')
      .filter({ hasText: MESSAGES.testUser.default });
    await expect.element(alert).toHaveFocus();
    expect(r.requested.filter((path) => path === '/payouts/')).toHaveLength(0);
    expect(db.sellerMoney.find((m) => m.userId === demoId)?.availablePence).toBe(500);
  });

  it('explains a disabled button to a seller without an active payout account', async () => {
    samNotStarted();
    const r = await renderRoute('/my-payouts', { as: SELLER_ACCOUNT });
    await expect
      .element(r.screen.getByRole('button', { name: 'Request payout' }))
      .toHaveAccessibleDescription(SELLER_PAYOUT_MESSAGES.noPayoutAccount);
  });
});
