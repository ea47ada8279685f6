/**
 * The seller's money in the browser, on the real server (decisions 060 and 063): a buyer buys
 * from a sample seller, the seller ships, the buyer presses 'Confirm receipt' in My orders, and
 * the seller's statement on /my-payouts shows the order released, with the gross, the shop's fee
 * under the shop's terms and the net. Server only: the mocks have no ledger to read the statement
 * from across sessions.
 */
import { feeRuleOf, splitSellerOrder, toPence, type FeeTerms } from '@shop/contract';
import { SELLER_ACCOUNT, sampleProducts } from '@shop/sample-catalogue';
import { expect, test, type Page } from './fixtures.ts';
import {
  PASSWORD,
  addToCart,
  gbp,
  goToPayment,
  payWithCard,
  signIn,
  signOut,
  signUp,
  uniqueEmail,
} from './helpers.ts';

/** Sam Seller, who sells the sample products 21 to 28 with an active payout account. */
const SAM = { ...SELLER_ACCOUNT, firstName: 'Sam', shownAs: 'Sam S.' };
/** Sam's Bamboo Chopping Board Set. */
const BOUGHT = 25;

/** The statement row of order `id` on /my-payouts. */
function statementRow(page: Page, id: number) {
  return page
    .getByRole('table', { name: 'Statement for all months' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: `Order #${id}`, exact: true }) });
}

test("the buyer's Confirm receipt releases the sale on the seller's statement @server-only", async ({
  page,
}) => {
  // Three sign-ins after a sign-up and a payment: as long as the longest journeys.
  test.setTimeout(150_000);
  const product = sampleProducts.find((p) => p.id === BOUGHT);
  if (product === undefined) throw new Error(`no sample product ${BOUGHT}`);
  const grossPence = toPence(product.salePrice ?? product.price);
  const terms = (await (await page.request.get('/api/marketplace/fees/')).json()) as { fees: FeeTerms };
  const split = splitSellerOrder(grossPence, feeRuleOf(terms.fees));

  const buyer = await signUp(page, uniqueEmail('receipt'));
  await addToCart(page, BOUGHT, 1);
  await goToPayment(page);
  await payWithCard(page);
  await page.goto('/my-orders');
  const header = page
    .getByRole('region', { name: 'Your orders' })
    .getByRole('heading', { level: 2 })
    .filter({ hasText: `Sold by ${SAM.shownAs}` });
  const id = Number(/Order #(\d+)/.exec(await header.innerText())?.[1]);
  expect(id).toBeGreaterThan(0);

  // The seller ships it; their statement shows it paid and pending.
  await signOut(page);
  await signIn(page, SAM.email, SAM.password, SAM.firstName);
  await page.goto('/my-sales');
  const sale = page.getByRole('article', { name: `Order #${id}`, exact: true });
  await sale.getByRole('button', { name: `Mark shipped: order #${id}` }).click();
  const form = sale.getByRole('form', { name: `Shipping details for order #${id}` });
  await form.getByLabel('Carrier').fill('Royal Mail');
  await form.getByLabel('Tracking number').fill(`RM${id}GB`);
  await form.getByRole('button', { name: 'Confirm shipped' }).click();
  await expect(sale.getByText('Shipped', { exact: true })).toBeVisible();
  await page.goto('/my-payouts');
  await expect(statementRow(page, id)).toContainText('Pending');

  // The buyer confirms receipt in My orders, through the confirm step.
  await signOut(page);
  await signIn(page, buyer, PASSWORD, 'Ada');
  await page.goto('/my-orders');
  const trigger = header.getByRole('button');
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  const receipt = page.getByRole('group', { name: `Receipt of order #${id}` });
  await receipt.getByRole('button', { name: 'Confirm receipt' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Confirm you received order #${id}?` });
  await dialog.getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(dialog).toBeHidden();
  await expect(receipt).toContainText('You confirmed receipt on');
  await expect(receipt).toContainText('The seller has been paid.');
  await expect(receipt.getByRole('button', { name: 'Confirm receipt' })).toHaveCount(0);

  // The seller's statement shows the sale released: gross, the shop's fee and the net.
  await signOut(page);
  await signIn(page, SAM.email, SAM.password, SAM.firstName);
  await page.goto('/my-payouts');
  const row = statementRow(page, id);
  await expect(row).toContainText('Released');
  const cells = row.getByRole('cell');
  await expect(cells.nth(1)).toHaveText(gbp(split.grossPence / 100));
  await expect(cells.nth(2)).toHaveText(gbp(split.feePence / 100));
  await expect(cells.nth(4)).toHaveText(gbp(split.netPence / 100));
});
