/**
 * Commerce journeys (decisions 019 and 020): one price from the home page to the order; one
 * payment to two sellers, each shipping their own order; staff cancelling an order in the back
 * office.
 */
import { expect, test, type Page } from './fixtures.ts';
import { ADMIN_ACCOUNT, SELLER_ACCOUNT, SHOP_ACCOUNT, sampleProducts } from '@shop/sample-catalogue';
import {
  DELIVERY_ADDRESS,
  PASSWORD,
  addToCart,
  cartLink,
  gbp,
  miniCart,
  goToPayment,
  payButton,
  payWithCard,
  signIn,
  signOut,
  signUp,
  uniqueEmail,
} from './helpers.ts';

const product = (id: number) => {
  const p = sampleProducts.find((x) => x.id === id);
  if (!p) throw new Error(`no sample product ${id}`);
  return p;
};
/** What a product costs (decision 019): the server's `salePrice` when discounted, else the list price. */
const charged = (id: number) => product(id).salePrice ?? product(id).price;

/** The sellers of the sample catalogue: the shop's account sells 1-20, Sam Seller 21-28. */
const SHOP = { ...SHOP_ACCOUNT, firstName: 'Olivia', shownAs: 'Olivia H.' };
const SAM = { ...SELLER_ACCOUNT, firstName: 'Sam', shownAs: 'Sam S.' };
const ADMIN = { ...ADMIN_ACCOUNT, firstName: 'Ada' };
/** Other people see the buyer (Ada Lovelace, from signUp) by first name and initial. */
const BUYER_SHOWN_AS = 'Ada L.';

/** The my-orders accordion header of the order sold by `seller` (one order per seller). */
function orderHeader(page: Page, seller: string) {
  return page
    .getByRole('region', { name: 'Your orders' })
    .getByRole('heading', { level: 2 })
    .filter({ hasText: `Sold by ${seller}` });
}

/** The order number in a my-orders header ('Order #12 ...'). */
async function orderIdOf(page: Page, seller: string): Promise<number> {
  const text = await orderHeader(page, seller).innerText();
  const match = /Order #(\d+)/.exec(text);
  if (!match) throw new Error(`no order number in "${text}"`);
  return Number(match[1]);
}

/** Opens a my-orders accordion item (the first one starts open). */
async function expandOrder(page: Page, seller: string): Promise<void> {
  const trigger = orderHeader(page, seller).getByRole('button');
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
}

test('one price: a special offer costs the same from the home tile to the order', async ({ page }) => {
  // The home page's special offers are the first two featured products; one of them is discounted.
  const offer = sampleProducts
    .filter((p) => p.featured)
    .find((p) => p.salePrice !== null && p.percentageOff > 0);
  if (!offer?.salePrice) throw new Error('no discounted special offer in the sample catalogue');
  const list = gbp(offer.price);

  await signUp(page);
  const tile = page
    .getByRole('region', { name: 'special offers' })
    .getByRole('article', { name: offer.name });
  await expect(tile.getByText(`${offer.percentageOff}% off`)).toBeVisible();
  await expect(tile.locator('s')).toHaveText(`was ${list}`);
  const tileText = await tile.getByText(/£/).first().innerText();
  const shown = /£[\d,]+\.\d{2}/.exec(tileText)?.[0];
  expect(shown, 'the amount on the home tile').toBe(gbp(offer.salePrice));
  if (!shown) return;

  await tile.getByRole('link', { name: offer.name }).click();
  await expect(page).toHaveURL(new RegExp(`/single-product/${offer.id}$`));
  const overview = page.getByRole('region', { name: offer.name });
  await expect(overview.getByText(shown, { exact: true })).toBeVisible();
  await expect(overview.locator('s')).toHaveText(`was ${list}`);
  const form = page.getByRole('form', { name: 'Add to cart' });
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(miniCart(page)).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName(/Cart, 1 item/);

  await page.goto('/cart');
  const line = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem', { name: offer.name });
  await expect(line).toContainText(`Price: ${shown}`);
  await expect(line.locator('s')).toHaveText(`was ${list}`);
  await expect(line).toContainText(`Total${shown}`);

  await goToPayment(page);
  await expect(payButton(page)).toHaveText(`Pay ${shown}`);
  const summary = page.getByRole('region', { name: 'Items you are paying for' });
  await expect(summary.locator('s')).toHaveText(`was ${list}`);
  await expect(summary).toContainText(`Total: ${shown}`);
  await payWithCard(page);
  // The thank-you page names the order and sums it up (decision 047).
  const thanks = page.getByRole('region', { name: /^Order number: #\d+$/ });
  await expect(thanks).toContainText(offer.name);
  await expect(thanks).toContainText(`1 × ${shown}`);
  await expect(thanks).toContainText(`Total paid ${shown}`);

  await page.goto('/my-orders');
  const orders = page.getByRole('region', { name: 'Your orders' });
  await expect(orders.getByRole('heading', { level: 2 })).toHaveCount(1);
  const items = orders.getByRole('list', { name: /^Items in order #\d+$/ });
  await expect(items).toContainText(offer.name);
  await expect(items).toContainText(`1 × ${shown}`);
  await expect(items.getByText(shown, { exact: true })).toBeVisible();
  // The order's amount, and what was paid in the end: the same, nothing refunded (decision 067).
  await expect(orders.getByRole('definition').filter({ hasText: /^£/ })).toHaveText([shown, shown]);
});

test('two sellers: one payment makes two orders, each seller ships theirs, the buyer sees both shipped', async ({
  page,
}) => {
  // A sign-up, a payment and four sign-ins across three people: the longest journey here.
  test.setTimeout(180_000);
  const fromShop = 7;
  const fromSam = 23;
  const email = await signUp(page, uniqueEmail('two-sellers'));
  await addToCart(page, fromShop, 1);
  await addToCart(page, fromSam, 2);
  await goToPayment(page);
  await expect(payButton(page)).toHaveText(`Pay ${gbp(charged(fromShop) + charged(fromSam) * 2)}`);
  await payWithCard(page);
  await expect(cartLink(page)).toHaveAccessibleName(/Cart, 0 items/);

  await page.goto('/my-orders');
  const orders = page.getByRole('region', { name: 'Your orders' });
  await expect(orders.getByRole('heading', { level: 2 })).toHaveCount(2);
  const ids = {
    shop: await orderIdOf(page, SHOP.shownAs),
    sam: await orderIdOf(page, SAM.shownAs),
  };
  expect(ids.shop).not.toBe(ids.sam);
  await expandOrder(page, SHOP.shownAs);
  await expandOrder(page, SAM.shownAs);
  await expect(orders.getByRole('list', { name: `Items in order #${ids.shop}` })).toContainText(
    product(fromShop).name,
  );
  await expect(orders.getByRole('list', { name: `Items in order #${ids.sam}` })).toContainText(
    `2 × ${gbp(charged(fromSam))}`,
  );

  const stamp = Date.now();
  const shipments = [
    { seller: SHOP, id: ids.shop, carrier: 'Royal Mail', tracking: `RM${stamp}GB` },
    { seller: SAM, id: ids.sam, carrier: 'DPD', tracking: `DPD${stamp}` },
  ];
  for (const { seller, id, carrier, tracking } of shipments) {
    await signOut(page);
    await signIn(page, seller.email, seller.password, seller.firstName);
    await page.goto('/my-sales');
    await expect(page.getByRole('heading', { level: 1, name: 'My sales' })).toBeVisible();
    const sale = page.getByRole('article', { name: `Order #${id}`, exact: true });
    await expect(sale).toContainText(BUYER_SHOWN_AS);
    await expect(sale).toContainText(DELIVERY_ADDRESS.postcode);
    await expect(sale.getByText('Processing', { exact: true })).toBeVisible();
    await sale.getByRole('button', { name: `Mark shipped: order #${id}` }).click();
    const form = sale.getByRole('form', { name: `Shipping details for order #${id}` });
    await form.getByLabel('Carrier').fill(carrier);
    await form.getByLabel('Tracking number').fill(tracking);
    await form.getByRole('button', { name: 'Confirm shipped' }).click();
    await expect(form).toBeHidden();
    await expect(sale.getByText('Shipped', { exact: true })).toBeVisible();
    await expect(sale).toContainText(tracking);
    // The other seller's order is not on this seller's page.
    const other = shipments.find((s) => s.id !== id);
    await expect(page.getByRole('article', { name: `Order #${other?.id}`, exact: true })).toHaveCount(0);
  }

  await signOut(page);
  await signIn(page, email, PASSWORD, 'Ada');
  await page.goto('/my-orders');
  for (const { seller, tracking } of shipments) {
    await expect(orderHeader(page, seller.shownAs)).toContainText('Shipped');
    await expandOrder(page, seller.shownAs);
    await expect(page.getByText(tracking, { exact: true })).toBeVisible();
  }
});

test('staff cancels: the back office cancels a paid order, shows its journals, and the buyer sees it cancelled', async ({
  page,
}) => {
  // A sign-up, a payment and two sign-ins across two people, as long as the payouts journey.
  test.setTimeout(150_000);
  const bought = 8;
  const email = await signUp(page, uniqueEmail('cancelled'));
  await addToCart(page, bought, 1);
  await goToPayment(page);
  await payWithCard(page);
  await page.goto('/my-orders');
  const id = await orderIdOf(page, SHOP.shownAs);

  await signOut(page);
  await signIn(page, ADMIN.email, ADMIN.password, ADMIN.firstName);
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Back office sections' });
  for (const name of ['Orders', 'Listings', 'Users', 'Seller payouts', 'Order ledger', 'Audit log'])
    await expect(tabs.getByRole('tab', { name })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');

  const row = page
    .getByRole('region', { name: 'Orders table' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^#${id}\\b`) }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(BUYER_SHOWN_AS);
  await expect(row).toContainText(SHOP.shownAs);
  await expect(row).toContainText(gbp(charged(bought)));
  await row.getByRole('button', { name: `Cancel order #${id}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`The buyer is refunded ${gbp(charged(bought))}.`);
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Cancel order #${id}` })).toHaveCount(0);

  // The order's journals (decision 064): paid, then cancelled (and the refund once it is made).
  await row.getByRole('button', { name: `Ledger of order #${id}` }).click();
  await expect(tabs.getByRole('tab', { name: 'Order ledger' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Order ledger' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 3, name: `Journals of order #${id}` })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Order paid, / })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Order cancelled, / })).toBeVisible();

  await tabs.getByRole('tab', { name: 'Audit log' }).click();
  const event = page
    .getByRole('region', { name: 'Audit log table' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: `#${id}`, exact: true }) })
    .filter({ hasText: 'Cancelled' });
  await expect(event.first()).toContainText('Ada A.');

  await signOut(page);
  await signIn(page, email, PASSWORD, 'Ada');
  await page.goto('/my-orders');
  await expect(orderHeader(page, SHOP.shownAs)).toContainText('Cancelled');
  await expect(page.getByText('Order cancelled').first()).toBeVisible();
});

test.describe('on a phone (decision 047)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("shows two columns of cards and keeps the product page's 'Add to cart' in view", async ({ page }) => {
    await page.goto('/products');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.nth(1)).toBeVisible();
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(first?.y).toBe(second?.y);
    expect(second?.x ?? 0).toBeGreaterThan((first?.x ?? 0) + (first?.width ?? 0));

    await cards.nth(0).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/single-product\/\d+$/);
    const add = page.getByRole('form', { name: 'Add to cart' }).getByRole('button', { name: 'Add to cart' });
    await expect(add).toBeInViewport({ ratio: 1 });
  });
});
