/** Shared steps of the Playwright journeys. */
import { expect, type Page } from '@playwright/test';
import { readdir, readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { waitForApp } from './fixtures.ts';

/** A fresh e-mail address so journeys can run again on the same database. */
export function uniqueEmail(prefix = 'shopper'): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
}

/** The password of every shopper the journeys sign up. */
export const PASSWORD = 'correct horse battery';

/** Signs up (as Ada Lovelace) through the sign-up form and lands on the home page. */
export async function signUp(page: Page, email = uniqueEmail()): Promise<string> {
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Hi, Ada')).toBeVisible();
  return email;
}

/** Signs in as the demo user with 'Test Drive'. */
export async function testDrive(page: Page): Promise<void> {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Test Drive' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Hi, Demo')).toBeVisible();
}

/** The cart link's accessible name carries the count: 'Cart, N items'. */
export function cartLink(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart,/ });
}

/**
 * Adds a product from its page with a quantity and waits for the mini-cart that confirms it
 * (decision 033), then closes it with Escape.
 */
export async function addToCart(page: Page, productId: number, quantity = 1): Promise<void> {
  await page.goto(`/single-product/${productId}`);
  const form = page.getByRole('form', { name: 'Add to cart' });
  await form.getByLabel('Quantity').selectOption(String(quantity));
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(miniCart(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(miniCart(page)).toHaveCount(0);
}

/** The mini-cart popover that confirms an add on the product page. */
export function miniCart(page: Page) {
  return page.getByRole('dialog', { name: 'success! item added to cart' });
}

/** Records API requests whose path matches, to prove that none was sent. */
export function recordRequests(page: Page, pattern: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/') && pattern.test(`${req.method()} ${url.pathname}`))
      seen.push(`${req.method()} ${url.pathname}`);
  });
  return seen;
}

/** A price in pounds as the app shows it: en-GB, GBP, 2 decimals ('£1,234.50'). */
export const gbp = (n: number): string =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(n);

/** A UK delivery address for the payment form (decision 020). */
export type Address = { name: string; line1: string; line2?: string; city: string; postcode: string };

/** The address the journeys deliver to. */
export const DELIVERY_ADDRESS: Address = {
  name: 'Ada Lovelace',
  line1: '12 Example Street',
  line2: 'Flat 3',
  city: 'London',
  postcode: 'N1 9GU',
};

/** Fills the 'Delivery address' fields of the simulated card form. */
export async function fillAddress(page: Page, address: Address = DELIVERY_ADDRESS): Promise<void> {
  const group = page.getByRole('group', { name: 'Delivery address' });
  await group.getByLabel('Full name', { exact: true }).fill(address.name);
  await group.getByLabel('Address line 1', { exact: true }).fill(address.line1);
  await group.getByLabel('Address line 2 (optional)', { exact: true }).fill(address.line2 ?? '');
  await group.getByLabel('Town or city', { exact: true }).fill(address.city);
  await group.getByLabel('Postcode', { exact: true }).fill(address.postcode);
}

/** Fills the card fields of the simulated card form (any future expiry, any CVC, any name). */
export async function fillCard(page: Page, cardNumber = '4242 4242 4242 4242'): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
}

/** The 'Pay £...' button of the simulated card form. */
export function payButton(page: Page) {
  return page.getByRole('button', { name: /^Pay / });
}

/** From the cart: 'make payment' to the payment page, which opens a checkout session. */
export async function goToPayment(page: Page): Promise<void> {
  await page.goto('/cart');
  await page
    .getByRole('button', { name: 'make payment' })
    .or(page.getByRole('link', { name: 'make payment' }))
    .click();
  await expect(page).toHaveURL(/\/payment-page$/);
  await expect(page.getByRole('heading', { name: 'process your payment' })).toBeVisible();
  await expect(payButton(page)).toBeVisible();
}

/** On the payment page: fills the address and the succeeding test card, pays, lands on /return. */
export async function payWithCard(page: Page, address: Address = DELIVERY_ADDRESS): Promise<void> {
  await fillAddress(page, address);
  await fillCard(page);
  await payButton(page).click();
  await expect(page).toHaveURL(/\/return\?session_id=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/thank you|payment successful|order/i);
}

/** Signs in through /sign-in and waits for the greeting 'Hi, {firstName}'. */
export async function signIn(page: Page, email: string, password: string, firstName: string): Promise<void> {
  await page.goto('/sign-in');
  // Pages from browser.newContext() are not the fixture's: wait for hydration here too. Typing
  // into the form while it hydrates is a known race (see decision 038), covered apart by ssr.spec.ts.
  await waitForApp(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
  await expect(page.getByText(`Hi, ${firstName}`)).toBeVisible();
}

/** Logs out with the top nav's 'Logout' and waits for the visitor's greeting. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Hi, shopper')).toBeVisible();
}

/** An e-mail the server wrote: with no SMTP_URL, one .eml file per message in DATA_DIR/mail. */
export type SentMail = { file: string; to: string[]; subject: string; text: string };

/** The part of mailparser's `simpleParser` result the journeys read. */
type ParsedMail = {
  to?: { value: { address?: string }[] } | { value: { address?: string }[] }[];
  subject?: string;
  text?: string;
};

/** mailparser's `simpleParser`, loaded on first use from @shop/api (its devDependency; not the root's). */
function simpleParser(source: Buffer): Promise<ParsedMail> {
  const fromApi = createRequire(path.resolve(import.meta.dirname, '../apps/api/package.json'));
  return (fromApi('mailparser') as { simpleParser: (source: Buffer) => Promise<ParsedMail> }).simpleParser(
    source,
  );
}

/** Where the server project's API writes its e-mails (playwright.config.ts: MAIL_DIR). */
export function serverMailDir(): string {
  const dataDir = process.env.SHOP_E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('SHOP_E2E_DATA_DIR is not set: run the journeys with e2e/playwright.config.ts');
  return path.join(dataDir, 'mail');
}

/** The newest e-mail to `to` whose subject matches `subject`, if the server has written one. */
export async function findMail(to: string, subject: RegExp): Promise<SentMail | undefined> {
  const dir = serverMailDir();
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let newest: { mail: SentMail; mtimeMs: number } | undefined;
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const file = path.join(dir, name);
    const raw = await readFile(file);
    // The address is plain ASCII in the To header: parse only the candidates.
    if (!raw.toString('latin1').toLowerCase().includes(to.toLowerCase())) continue;
    const parsed = await simpleParser(raw);
    const recipients = [parsed.to ?? []]
      .flat()
      .flatMap((group) => group.value)
      .map((a) => a.address?.toLowerCase() ?? '');
    if (!recipients.includes(to.toLowerCase()) || !subject.test(parsed.subject ?? '')) continue;
    const { mtimeMs } = await stat(file);
    if (newest && newest.mtimeMs >= mtimeMs) continue;
    newest = {
      mail: { file, to: recipients, subject: parsed.subject ?? '', text: parsed.text ?? '' },
      mtimeMs,
    };
  }
  return newest?.mail;
}

/**
 * Waits (up to `timeout` ms) for the notification worker to write an e-mail to `to` whose
 * subject matches `subject` (it polls the outbox about every second), and returns it.
 */
export async function waitForMail(to: string, subject: RegExp, timeout = 15_000): Promise<SentMail> {
  let mail: SentMail | undefined;
  await expect
    .poll(
      async () => {
        mail = await findMail(to, subject);
        return mail !== undefined;
      },
      { message: `an e-mail to ${to} with the subject ${subject} in ${serverMailDir()}`, timeout },
    )
    .toBe(true);
  if (!mail) throw new Error('unreachable: the poll passed without a mail');
  return mail;
}

/**
 * The path and query of the first link in `text` to `pathname` (e.g. '/reset-password'): e-mail
 * links start with PUBLIC_URL (else http://localhost:<PORT>), so a journey opens them on its own
 * baseURL.
 */
export function linkPath(text: string, pathname: string): string {
  for (const [candidate] of text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)) {
    const url = new URL(candidate);
    if (url.pathname === pathname) return `${url.pathname}${url.search}`;
  }
  throw new Error(`no link to ${pathname} in:\n${text}`);
}
