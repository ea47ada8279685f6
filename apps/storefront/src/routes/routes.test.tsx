/**
 * Route-level tests: every route of spec section 2 rendered through the app's real
 * route tree (RootLayout, RequireUser, lazy route modules, error pages) with its providers on the
 * MSW handlers and the sample data (app/testing/renderRoute.tsx). Each checks what a user sees:
 * the page's h1 as the spec words it, the document title (head.tsx pageTitle, decision 029), a piece of
 * real data, and for signed-in-only routes the redirect of a visitor to /sign-in?next=<path>
 * (RequireUser, decision 003; /cart and /my-bookmarks are open to visitors, decisions 032/033).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '@shop/api-client';
import {
  ADMIN_ACCOUNT,
  SELLER_ACCOUNT,
  sampleBookmarks,
  sampleCartLines,
  sampleReviewOwners,
  sampleReviews,
  sampleOrderOwners,
  sampleOrders,
  sampleProductOwners,
  sampleProducts,
  sellerUser,
  db,
} from '@shop/mocks';
import {
  COMMERCE_MESSAGES,
  CONTACT_MESSAGES,
  DEFAULT_FEE_RULE,
  DEFAULT_SUPPORT_EMAIL,
  chargedPricePenceOf,
  splitSellerOrder,
  toPence,
} from '@shop/contract';
import { youReceiveText } from '@shop/ui/components/ProductForm/index.ts';
import { formatPrice } from '@shop/ui/format.ts';
import { HOME_TITLE, pageTitle } from '../app/head.tsx';
import { renderRoute, type RenderedRoute } from '../app/testing/renderRoute.tsx';

/** The sample product with `id` (throws when the sample data has none: the test is wrong). */
function product(id: number) {
  const found = sampleProducts.find((p) => p.id === id);
  if (!found) throw new Error(`No sample product ${id}`);
  return found;
}

/** Waits for the page's one h1 (the route's own: the shell has none) to read exactly `text`. */
async function expectH1(r: RenderedRoute, text: string): Promise<void> {
  await expect.element(r.screen.getByRole('heading', { level: 1, name: text, exact: true })).toBeVisible();
  expect(r.screen.getByRole('heading', { level: 1 }).elements()).toHaveLength(1);
}

/** Waits for the title the route sets (it is cleared before each test). */
const titleIs = (title: string) => expect.poll(() => document.title).toBe(title);

const sellerListing = Number(
  Object.entries(sampleProductOwners).find(([, email]) => email === SELLER_ACCOUNT.email)?.[0],
);

describe('public routes inside the layout', () => {
  it('/ shows the hero and the first sample products', async () => {
    const r = await renderRoute('/');
    await expectH1(r, 'Shop till you drop');
    await titleIs(HOME_TITLE);
    await expect
      .element(r.screen.getByRole('link', { name: 'Get Shopping' }))
      .toHaveAttribute('href', '/products');
    await expect.element(r.screen.getByRole('heading', { name: 'trending products' })).toBeVisible();
    await expect.element(r.screen.getByText(product(1).name).first()).toBeInTheDocument();
  });

  it('/products shows the first page of the catalogue', async () => {
    const r = await renderRoute('/products');
    await expectH1(r, 'Products');
    await titleIs(pageTitle('Products'));
    await expect.element(r.screen.getByText(`${sampleProducts.length} results`)).toBeVisible();
    await expect.element(r.screen.getByRole('heading', { level: 2, name: product(1).name })).toBeVisible();
  });

  it('/single-product/1 shows the product, its price, and names the page after it', async () => {
    const p = product(1);
    const r = await renderRoute('/single-product/1');
    await expectH1(r, p.name);
    await titleIs(pageTitle(p.name));
    await expect.element(r.screen.getByText(formatPrice(p.salePrice ?? p.price)).first()).toBeVisible();
    await expect.element(r.screen.getByRole('heading', { name: 'Related Products' })).toBeVisible();
    await expect
      .element(r.screen.getByRole('link', { name: 'Back Shopping' }))
      .toHaveAttribute('href', '/products');
  });

  it('/single-product/{unknown id} says the product was not found', async () => {
    const r = await renderRoute('/single-product/9999');
    await expectH1(r, 'Product not found');
    await titleIs(pageTitle('Product not found'));
  });

  it('/single-product/abc, no id at all, shows the 404 page instead of a request error', async () => {
    const r = await renderRoute('/single-product/abc');
    await expectH1(r, 'Oops! Something went wrong');
    await expect.element(r.screen.getByText("The page you're looking for doesn't exist.")).toBeVisible();
    await titleIs(pageTitle('Page not found'));
    expect(r.screen.container.textContent).not.toContain('expected a positive whole number');
  });

  it('/search?q=coffee shows the number of matches the API gives and the matching products', async () => {
    const r = await renderRoute('/search?q=coffee');
    const answer = await r.client.request('searchProducts', { query: { q: 'coffee', page: 1, pageSize: 9 } });
    const total = answer.pagination?.totalItems ?? answer.products.length;
    expect(total).toBeGreaterThan(0);
    await expectH1(r, `Search Results for "coffee" (${total} products found)`);
    await titleIs(pageTitle('Search results for “coffee”'));
    for (const p of answer.products)
      await expect.element(r.screen.getByRole('heading', { level: 2, name: p.name })).toBeVisible();
  });

  it('/search without q shows All Products', async () => {
    const r = await renderRoute('/search');
    await expectH1(r, 'All Products');
    await titleIs(pageTitle('All products'));
    await expect.element(r.screen.getByRole('heading', { level: 2, name: product(1).name })).toBeVisible();
  });

  it('/search?q=... with no match says so', async () => {
    const r = await renderRoute('/search?q=zzqxv');
    await expectH1(r, 'No results found for "zzqxv"');
  });

  it('/search-category?q=Furniture shows the Furniture products and no others', async () => {
    const furniture = sampleProducts.filter((p) => p.category === 'Furniture' && p.active && !p.suspend);
    expect(furniture.length).toBeGreaterThan(0);
    const other = sampleProducts.find((p) => p.category !== 'Furniture');
    const r = await renderRoute('/search-category?q=Furniture');
    await expectH1(r, 'Products in category: Furniture');
    await titleIs(pageTitle('Furniture'));
    for (const p of furniture.slice(0, 9))
      await expect.element(r.screen.getByRole('heading', { level: 2, name: p.name })).toBeVisible();
    expect(r.screen.getByRole('heading', { level: 2, name: other?.name }).elements()).toHaveLength(0);
  });

  it('/search-category without q shows every category', async () => {
    const r = await renderRoute('/search-category');
    await expectH1(r, 'Products in category: All');
    await titleIs(pageTitle('All categories'));
  });

  it('/contact shows the contact form', async () => {
    const r = await renderRoute('/contact');
    await expectH1(r, 'Contact us');
    await titleIs(pageTitle('Contact us'));
    await expect.element(r.screen.getByRole('button', { name: 'Send' })).toBeVisible();
  });

  it('/contact sends the message to the support address and tells the sender so', async () => {
    const r = await renderRoute('/contact');
    await r.screen.getByRole('textbox', { name: 'First name' }).fill('Amelia');
    await r.screen.getByRole('textbox', { name: 'Email' }).fill('amelia@example.com');
    await r.screen.getByRole('textbox', { name: 'Message' }).fill('Do you deliver to Jersey?');
    await r.screen.getByRole('button', { name: 'Send' }).click();
    await expect
      .element(r.screen.getByRole('status').filter({ hasText: CONTACT_MESSAGES.sent }))
      .toBeVisible();
    const sent = db.mailbox.filter((m) => m.kind === 'contact-message');
    expect(sent.map((m) => m.to)).toEqual([DEFAULT_SUPPORT_EMAIL]);
    expect(sent[0]?.text).toContain('Do you deliver to Jersey?');
    expect(r.requested).toContain('/contact/');
  });

  it.each([
    ['/delivery', 'Delivery'],
    ['/returns', 'Returns & refunds'],
    ['/privacy', 'Privacy policy'],
    ['/terms', 'Terms of service'],
    ['/cookies', 'Cookie policy'],
    ['/faq', 'Frequently asked questions'],
  ])('%s shows the shop’s own policy page, indexable', async (path, title) => {
    const r = await renderRoute(path);
    await expectH1(r, title);
    await titleIs(pageTitle(title));
    await expect
      .poll(() => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'))
      .toBe(`${location.origin}${path}`);
  });

  it('the footer’s Returns & Exchanges link opens the returns page with the 30-day promise', async () => {
    const r = await renderRoute('/');
    await r.screen.getByRole('contentinfo').getByRole('link', { name: 'Returns & Exchanges' }).click();
    await expectH1(r, 'Returns & refunds');
    expect(r.url()).toBe('/returns');
    await expect.element(r.screen.getByRole('heading', { name: '30-day returns' })).toBeVisible();
  });

  it('/about shows the about page with its link to /search', async () => {
    const r = await renderRoute('/about');
    await expectH1(r, 'About us');
    await titleIs(pageTitle('About us'));
    await expect
      .element(r.screen.getByRole('link', { name: 'take me shopping' }))
      .toHaveAttribute('href', '/search');
  });

  it('an unknown path shows the error page with the 404 text', async () => {
    const r = await renderRoute('/no-such-page');
    await expectH1(r, 'Oops! Something went wrong');
    await expect.element(r.screen.getByText("The page you're looking for doesn't exist.")).toBeVisible();
    await expect.element(r.screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect.element(r.screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await titleIs(pageTitle('Page not found'));
    expect(r.url()).toBe('/no-such-page');
  });
});

describe('routes outside the layout', () => {
  it('/sign-in shows the form prefilled with the demo account', async () => {
    const r = await renderRoute('/sign-in');
    await expectH1(r, 'Sign In');
    await titleIs(pageTitle('Sign In'));
    await expect.element(r.screen.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_ACCOUNT.email);
    await expect.element(r.screen.getByRole('button', { name: 'Test Drive' })).toBeVisible();
    // Outside the layout: no top navigation.
    expect(r.screen.getByRole('link', { name: 'Contact' }).elements()).toHaveLength(0);
  });

  it('/login redirects to /sign-in', async () => {
    const r = await renderRoute('/login');
    await expectH1(r, 'Sign In');
    expect(r.url()).toBe('/sign-in');
  });

  it('/sign-up shows the sign-up form', async () => {
    const r = await renderRoute('/sign-up');
    await expectH1(r, 'Sign Up');
    await titleIs(pageTitle('Sign Up'));
    await expect.element(r.screen.getByRole('textbox', { name: 'First name' })).toBeVisible();
  });

  it('/forgot-password asks for the e-mail address', async () => {
    const r = await renderRoute('/forgot-password');
    await expectH1(r, 'Forgot password');
    await titleIs(pageTitle('Forgot password'));
    await expect.element(r.screen.getByRole('textbox', { name: /e-?mail/i })).toBeVisible();
  });

  it('/reset-password without a token says the link is invalid', async () => {
    const r = await renderRoute('/reset-password');
    await expectH1(r, 'Reset password');
    await titleIs(pageTitle('Reset password'));
    await expect.element(r.screen.getByText(/invalid, used or expired/)).toBeVisible();
  });

  it('/confirm-email without a token says the link is invalid', async () => {
    const r = await renderRoute('/confirm-email');
    await expectH1(r, 'Confirm your e-mail address');
    await titleIs(pageTitle('Confirm your e-mail address'));
    await expect.element(r.screen.getByText(/confirmation link is invalid, used or expired/)).toBeVisible();
  });

  it('/confirm-email?token=... sends nothing until confirmed, then shows a refused link as invalid', async () => {
    const r = await renderRoute('/confirm-email?token=not-a-real-token');
    await expectH1(r, 'Confirm your e-mail address');
    await r.screen.getByRole('button', { name: 'Confirm e-mail address' }).click();
    await expect.element(r.screen.getByText(/confirmation link is invalid, used or expired/)).toBeVisible();
  });

  it('/delete-account?token=... deletes nothing until confirmed, then shows a refused link as invalid', async () => {
    const r = await renderRoute('/delete-account?token=not-a-real-token');
    await expectH1(r, 'Delete your account');
    await titleIs(pageTitle('Delete your account'));
    await r.screen.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect.element(r.screen.getByText(/invalid or has expired/)).toBeVisible();
  });

  it('/reset-password?token=... offers the new-password form', async () => {
    const r = await renderRoute('/reset-password?token=abc');
    await expectH1(r, 'Reset password');
    await expect.element(r.screen.getByLabelText('New password', { exact: true })).toBeVisible();
  });
});

describe('routes open to visitors and users', () => {
  it("/cart shows a visitor's empty cart", async () => {
    const r = await renderRoute('/cart');
    await expectH1(r, 'Your Cart');
    await titleIs(pageTitle('Your Cart'));
    await expect.element(r.screen.getByText('0 items')).toBeVisible();
    expect(r.url()).toBe('/cart');
  });

  it("/cart shows the signed-in user's cart lines", async () => {
    const lines = sampleCartLines.filter((l) => l.email === DEMO_ACCOUNT.email);
    const count = lines.reduce((n, l) => n + l.quantity, 0);
    const r = await renderRoute('/cart', { as: DEMO_ACCOUNT });
    await expectH1(r, 'Your Cart');
    await expect.element(r.screen.getByText(`${count} items`)).toBeVisible();
    for (const line of lines)
      await expect
        .element(r.screen.getByRole('heading', { name: product(line.product_id).name }))
        .toBeVisible();
  });

  it('/my-bookmarks is open to a visitor (none yet)', async () => {
    const r = await renderRoute('/my-bookmarks');
    await expectH1(r, 'my bookmarks');
    await titleIs(pageTitle('My bookmarks'));
    await expect.element(r.screen.getByText('no bookmarks found')).toBeVisible();
    expect(r.url()).toBe('/my-bookmarks');
  });

  it("/my-bookmarks shows the signed-in user's bookmarks", async () => {
    const r = await renderRoute('/my-bookmarks', { as: DEMO_ACCOUNT });
    await expectH1(r, 'my bookmarks');
    for (const b of sampleBookmarks.filter((b) => b.email === DEMO_ACCOUNT.email))
      await expect.element(r.screen.getByRole('heading', { name: product(b.product_id).name })).toBeVisible();
  });
});

describe('signed-in-only routes, for a visitor', () => {
  it.each([
    '/payment-page',
    '/return?session_id=cs_1',
    '/my-profile',
    '/my-comments',
    '/my-listings',
    '/my-orders',
    '/my-sales',
    '/add-product',
    `/edit-my-listing/${sellerListing}`,
    `/delete-product/${sellerListing}`,
    '/admin',
  ])('%s redirects to /sign-in?next=<that path>', async (path) => {
    const r = await renderRoute(path);
    await expectH1(r, 'Sign In');
    expect(r.url()).toBe(`/sign-in?next=${encodeURIComponent(path)}`);
  });

  it('/payment redirects to /payment-page, and so to /sign-in?next=/payment-page', async () => {
    const r = await renderRoute('/payment');
    await expectH1(r, 'Sign In');
    expect(r.url()).toBe(`/sign-in?next=${encodeURIComponent('/payment-page')}`);
  });
});

describe('signed-in-only routes, signed in', () => {
  it("/my-profile shows 'manage your account' with the user's details", async () => {
    const r = await renderRoute('/my-profile', { as: SELLER_ACCOUNT });
    await expectH1(r, 'manage your account');
    await titleIs(pageTitle('Manage your account'));
    await expect.element(r.screen.getByRole('textbox', { name: 'Email' })).toHaveValue(SELLER_ACCOUNT.email);
    expect(r.url()).toBe('/my-profile');
  });

  it("/my-profile offers 'Download my data' and checks before 'Delete my account' asks for the password", async () => {
    const r = await renderRoute('/my-profile', { as: SELLER_ACCOUNT });
    await expect
      .element(r.screen.getByRole('link', { name: 'Download my data' }))
      .toHaveAttribute('href', expect.stringMatching(/\/api\/account\/data\/$/));
    await r.screen.getByRole('button', { name: 'Delete my account' }).click();
    // The sample seller has money and orders open: the refusal lists why (decision 073).
    await expect
      .element(r.screen.getByRole('dialog'))
      .toHaveTextContent('You cannot delete your account yet');
  });

  it("/my-orders shows the user's orders", async () => {
    const own = sampleOrders.filter((o) => sampleOrderOwners[o.id] === DEMO_ACCOUNT.email);
    expect(own.length).toBeGreaterThan(0);
    const r = await renderRoute('/my-orders', { as: DEMO_ACCOUNT });
    await expectH1(r, 'My Orders');
    await titleIs(pageTitle('My orders'));
    for (const o of own)
      await expect.element(r.screen.getByText(`Order #${o.id}`, { exact: true })).toBeVisible();
    const others = sampleOrders.filter((o) => sampleOrderOwners[o.id] !== DEMO_ACCOUNT.email);
    for (const o of others)
      expect(r.screen.getByText(`Order #${o.id}`, { exact: true }).elements()).toHaveLength(0);
  });

  it('/my-orders shows the empty text for a user without orders', async () => {
    const r = await renderRoute('/my-orders', { as: ADMIN_ACCOUNT });
    await expect.element(r.screen.getByText("You haven't placed any orders yet.")).toBeVisible();
    await expect
      .element(r.screen.getByRole('link', { name: 'Browse Products' }))
      .toHaveAttribute('href', '/products');
  });

  it('/my-comments shows the products the user reviewed', async () => {
    const own = sampleReviews.filter((c) => sampleReviewOwners[c.id] === DEMO_ACCOUNT.email);
    expect(own.length).toBeGreaterThan(0);
    const r = await renderRoute('/my-comments', { as: DEMO_ACCOUNT });
    await expectH1(r, 'my comments');
    await titleIs(pageTitle('My comments'));
    for (const c of own)
      await expect.element(r.screen.getByRole('heading', { name: product(c.product_id).name })).toBeVisible();
  });

  it("/my-listings shows the seller's products and their count", async () => {
    const own = sampleProducts.filter((p) => sampleProductOwners[p.id] === SELLER_ACCOUNT.email);
    const r = await renderRoute('/my-listings', { as: SELLER_ACCOUNT });
    await expectH1(r, 'Manage your product listings');
    await titleIs(pageTitle('My listings'));
    for (const p of own)
      await expect.element(r.screen.getByRole('rowheader', { name: p.name, exact: true })).toBeVisible();
    await expect.element(r.screen.getByRole('link', { name: 'new product' })).toBeVisible();
  });

  it("/my-sales shows the orders of the seller's products with the shop's fee and the seller's net", async () => {
    const sold = sampleOrders.filter((o) => o.seller?.id === sellerUser.id);
    expect(sold.length).toBeGreaterThan(0);
    const r = await renderRoute('/my-sales', { as: SELLER_ACCOUNT });
    await expectH1(r, 'My sales');
    for (const o of sold)
      await expect.element(r.screen.getByRole('heading', { name: `Order #${o.id}` })).toBeVisible();
    // Decision 056: the mocks split the sample orders under the default terms.
    const open = sold.find((o) => o.status !== 'cancelled');
    const { netPence } = splitSellerOrder(toPence(open?.total_amount ?? 0), DEFAULT_FEE_RULE);
    await expect
      .element(
        r.screen
          .getByRole('article', { name: `Order #${open?.id}` })
          .getByText(formatPrice(netPence / 100), { exact: true }),
      )
      .toBeVisible();
  });

  it("/add-product shows 'add a new product'", async () => {
    const r = await renderRoute('/add-product', { as: SELLER_ACCOUNT });
    await expectH1(r, 'add a new product');
    await titleIs(pageTitle('Add a new product'));
    await expect.element(r.screen.getByRole('button', { name: 'Submit Product' })).toBeVisible();
  });

  it("/edit-my-listing/{id} shows 'Edit Product: {name}' for the seller's own listing", async () => {
    const p = product(sellerListing);
    const r = await renderRoute(`/edit-my-listing/${p.id}`, { as: SELLER_ACCOUNT });
    await expectH1(r, `Edit Product: ${p.name}`);
    await titleIs(pageTitle('Edit product'));
    await expect
      .element(r.screen.getByText('Upload new images only if you want to replace existing ones'))
      .toBeVisible();
    // The fee terms read from the API: what the seller receives for the price charged (decision 056).
    const net = splitSellerOrder(chargedPricePenceOf(p), DEFAULT_FEE_RULE).netPence;
    await expect.element(r.screen.getByText(youReceiveText(net))).toBeVisible();
  });

  it('/delete-product/{id} shows the listing and the warning', async () => {
    const p = product(sellerListing);
    const r = await renderRoute(`/delete-product/${p.id}`, { as: SELLER_ACCOUNT });
    await expectH1(r, 'Delete product');
    await titleIs(pageTitle('Delete product'));
    await expect.element(r.screen.getByRole('heading', { name: p.name })).toBeVisible();
    await expect.element(r.screen.getByText('You are about to delete this product')).toBeVisible();
    await expect.element(r.screen.getByText('Do you want to continue?')).toBeVisible();
  });

  it('/admin shows the back office to staff', async () => {
    const r = await renderRoute('/admin', { as: ADMIN_ACCOUNT });
    await expectH1(r, 'Back office');
    await titleIs(pageTitle('Back office'));
    await expect.element(r.screen.getByRole('tab', { name: 'Orders' })).toBeVisible();
  });

  it('/admin refuses a signed-in user who is not staff', async () => {
    const r = await renderRoute('/admin', { as: SELLER_ACCOUNT });
    await expectH1(r, 'Back office');
    await expect.element(r.screen.getByText('Only staff can use the back office.')).toBeVisible();
    expect(r.screen.getByRole('tab', { name: 'Orders' }).elements()).toHaveLength(0);
  });

  it("shows staff the top bar's 'Admin (opens in a new tab)' link", async () => {
    const r = await renderRoute('/', { as: ADMIN_ACCOUNT });
    await expect.element(r.screen.getByRole('link', { name: /my profile/ })).toBeVisible();
    await expect
      .element(r.screen.getByRole('link', { name: 'Admin (opens in a new tab)' }))
      .toHaveAttribute('target', '_blank');
  });

  it("shows a signed-in user who is not staff no 'Admin' link", async () => {
    const r = await renderRoute('/', { as: SELLER_ACCOUNT });
    await expect.element(r.screen.getByRole('link', { name: /my profile/ })).toBeVisible();
    expect(r.screen.getByRole('link', { name: /^Admin/ }).elements()).toHaveLength(0);
  });

  it("/payment-page shows 'process your payment' and the cart's total", async () => {
    const r = await renderRoute('/payment-page', {
      as: SELLER_ACCOUNT,
      setup: (client) => client.request('addToCart', { body: { product_id: 1, quantity: 1 } }),
    });
    const p = product(1);
    await expectH1(r, 'process your payment');
    await titleIs(pageTitle('Payment'));
    await expect.element(r.screen.getByText('nearly there!')).toBeVisible();
    await expect.element(r.screen.getByText(formatPrice(p.salePrice ?? p.price)).first()).toBeVisible();
  });

  it('/return without session_id says so', async () => {
    const r = await renderRoute('/return', { as: SELLER_ACCOUNT });
    await expect.element(r.screen.getByText(COMMERCE_MESSAGES.payment.noSessionId)).toBeVisible();
    await titleIs(pageTitle('Payment status'));
  });

  it('/return for a checkout session still open goes back to /payment-page', async () => {
    let sessionId = '';
    const r = await renderRoute('/cart', {
      as: SELLER_ACCOUNT,
      setup: async (client) => {
        await client.request('addToCart', { body: { product_id: 1, quantity: 1 } });
        sessionId = (await client.request('createCheckoutSession')).sessionId;
      },
    });
    await expectH1(r, 'Your Cart');
    await r.router.navigate(`/return?session_id=${encodeURIComponent(sessionId)}`);
    await expect.poll(r.url).toBe('/payment-page');
    await expectH1(r, 'process your payment');
  });
});

describe('the head of each route (decision 036)', () => {
  const head = () => document.head;
  const meta = (selector: string) => head().querySelector(selector)?.getAttribute('content') ?? null;
  const canonical = () => head().querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
  // JSON-LD is rendered in the page (decision 053), the other tags hoisted into <head>.
  const jsonLd = () =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
    );

  it("/single-product/1: the product's description, canonical URL and JSON-LD at the shown price", async () => {
    const p = product(1);
    const r = await renderRoute('/single-product/1?utm_source=mail');
    await expectH1(r, p.name);
    await expect.poll(canonical).toBe(`${location.origin}/single-product/1`);
    const description = meta('meta[name="description"]') ?? '';
    expect(description.length).toBeGreaterThan(0);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(p.description.replace(/\s+/g, ' ').trim().startsWith(description.replace(/…$/, ''))).toBe(true);
    expect(meta('meta[property="og:type"]')).toBe('product');
    expect(meta('meta[name="robots"]')).toBeNull();
    const [productLd, crumbs] = jsonLd();
    expect(productLd).toMatchObject({
      '@type': 'Product',
      name: p.name,
      sku: '1',
      offers: { price: (p.salePrice ?? p.price).toFixed(2), priceCurrency: 'GBP' },
    });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('/single-product/{unknown id}: noindex, no canonical, no JSON-LD', async () => {
    const r = await renderRoute('/single-product/9999');
    await expectH1(r, 'Product not found');
    await expect.poll(() => meta('meta[name="robots"]')).toBe('noindex');
    expect(canonical()).toBeNull();
    expect(jsonLd()).toEqual([]);
  });

  it('/products keeps only the category and a page above 1 in its canonical URL', async () => {
    const r = await renderRoute('/products?sort=price_asc&in_stock=true&category=Furniture');
    await expectH1(r, 'Products');
    await expect.poll(canonical).toBe(`${location.origin}/products?category=Furniture`);
    expect(meta('meta[name="description"]')).toContain('Furniture');
    expect(jsonLd()).toEqual([]);
  });

  it('/search?q=coffee: the query in the description and the canonical URL; no q or no match: noindex', async () => {
    const r = await renderRoute('/search?q=coffee&sort=rating');
    await titleIs(pageTitle('Search results for “coffee”'));
    await expect.poll(canonical).toBe(`${location.origin}/search?q=coffee`);
    expect(meta('meta[name="description"]')).toContain('“coffee”');
    await r.router.navigate('/search?q=zzqxv');
    await expectH1(r, 'No results found for "zzqxv"');
    await expect.poll(() => meta('meta[name="robots"]')).toBe('noindex');
    expect(canonical()).toBeNull();
    await r.router.navigate('/search');
    await expectH1(r, 'All Products');
    await expect.poll(() => meta('meta[name="robots"]')).toBe('noindex');
  });

  it('/search-category?q=Furniture: the category in the description and canonical URL', async () => {
    const r = await renderRoute('/search-category?q=Furniture&page=1');
    await expectH1(r, 'Products in category: Furniture');
    await expect.poll(canonical).toBe(`${location.origin}/search-category?q=Furniture`);
    expect(meta('meta[name="description"]')).toContain('Furniture');
  });

  it('signed-in pages are noindex with no canonical', async () => {
    const r = await renderRoute('/my-orders', { as: SELLER_ACCOUNT });
    await titleIs(pageTitle('My orders'));
    await expect.poll(() => meta('meta[name="robots"]')).toBe('noindex');
    expect(canonical()).toBeNull();
    expect(r.url()).toBe('/my-orders');
  });

  it('/ and /about are indexable with their own canonical URL', async () => {
    const r = await renderRoute('/');
    await titleIs(HOME_TITLE);
    await expect.poll(canonical).toBe(`${location.origin}/`);
    expect(meta('meta[name="robots"]')).toBeNull();
    await r.router.navigate('/about');
    await titleIs(pageTitle('About us'));
    await expect.poll(canonical).toBe(`${location.origin}/about`);
  });
});
