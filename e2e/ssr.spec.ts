/**
 * Pages rendered by the API process. The HTML of each public route, as it arrives,
 * holds its heading, its data and its title; a product page its JSON-LD with the charged price;
 * unknown pages answer 404; aliases and signed-in pages answer redirects; the browser hydrates
 * the page without reading its data again, and without a console error (fixtures.ts).
 */
import { createHash } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { sampleProducts } from '@shop/sample-catalogue';
import { expect, test } from './fixtures.ts';
import { recordRequests, testDrive } from './helpers.ts';

const product = sampleProducts[0]!;

/** The text of `html` without tags (entities of &, < and > decoded), spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

/** The `<title>` of `html`. */
const titleOf = (html: string): string => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

/**
 * A raw page (not the fixture's, which waits for hydration) in a context of its own, whose scripts
 * arrive 1.5 s late, as on a slow phone. Close `context` when done.
 */
async function pageWithLateScripts(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const early = await context.newPage();
  await early.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  return { context, early };
}

test.describe('server-rendered pages @server-only', () => {
  const pages: { path: string; heading: string; data: string; title: RegExp }[] = [
    { path: '/', heading: 'Shop till you drop', data: product.name, title: /Shop till you drop/ },
    { path: '/products', heading: 'Products', data: product.name, title: /^Products \| Storefront$/ },
    {
      path: `/single-product/${product.id}`,
      heading: product.name,
      data: 'Add to cart',
      title: new RegExp(`^${product.name}`),
    },
    {
      path: '/search?q=headphones',
      heading: 'Search Results for "headphones"',
      data: product.name,
      title: /headphones/,
    },
    {
      path: `/search-category?q=${encodeURIComponent(product.category)}`,
      heading: `Products in category: ${product.category}`,
      data: product.name,
      title: new RegExp(product.category.split(' ')[0]!),
    },
    { path: '/about', heading: 'About', data: 'Storefront', title: /About/ },
    { path: '/contact', heading: 'Contact', data: 'Storefront', title: /Contact/ },
  ];
  for (const { path, heading, data, title } of pages) {
    test(`${path} arrives with its heading, data and title`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      const text = textOf(html);
      expect(text).toContain(heading);
      expect(text).toContain(data);
      expect(titleOf(html)).toMatch(title);
    });
  }

  test('a product page carries its canonical URL and JSON-LD with the price charged', async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get(`/single-product/${product.id}`)).text();
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/single-product/${product.id}"`);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    const item = blocks.find((b) => b['@type'] === 'Product') as {
      name: string;
      offers: { price: string; priceCurrency: string; availability: string };
    };
    expect(item.name).toBe(product.name);
    // The page shows £149.99 for the first sample product (no offer on it).
    expect(textOf(html)).toContain(`£${item.offers.price}`);
    expect(item.offers).toMatchObject({ priceCurrency: 'GBP', availability: 'https://schema.org/InStock' });
    expect(blocks.some((b) => b['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test("a product page names its seller on its card and its Offer; the seller's page arrives with their listings (decision 075)", async ({
    request,
    baseURL,
  }) => {
    const answer = (await (await request.get(`/api/products/${product.id}/`)).json()) as {
      seller: { id: number; display_name: string };
    };
    const seller = answer.seller;
    const html = await (await request.get(`/single-product/${product.id}`)).text();
    expect(textOf(html)).toContain(`Sold by ${seller.display_name}`);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as { '@type': string; offers?: { seller?: unknown } },
    );
    expect(blocks.find((b) => b['@type'] === 'Product')?.offers?.seller).toEqual({
      '@type': 'Person',
      name: seller.display_name,
      url: `${baseURL}/sellers/${seller.id}`,
    });
    const theirs = (await (
      await request.get(`/api/products/?page=1&pageSize=9&sort=price_asc&seller=${seller.id}`)
    ).json()) as { products: { name: string }[]; pagination: { totalItems: number } };
    expect(theirs.products.length).toBeGreaterThan(0);
    const page = textOf(await (await request.get(`/sellers/${seller.id}?sort=price_asc`)).text());
    expect(page).toContain(`${theirs.pagination.totalItems} results`);
    expect(page).toContain(theirs.products[0]!.name);
  });

  test('after hydration and after client-side navigations the head holds one of each tag (decision 053)', async ({
    page,
    baseURL,
  }) => {
    /** What a crawler and the browser read from the document now. */
    const head = () =>
      page.evaluate(() => ({
        title: document.title,
        titles: [...document.querySelectorAll('title')].map((t) => t.parentElement === document.head),
        descriptions: [...document.querySelectorAll('meta[name="description"]')].map(
          (m) => m.parentElement === document.head,
        ),
        ogTitles: [...document.querySelectorAll('meta[property="og:title"]')].map((m) =>
          m.getAttribute('content'),
        ),
        canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) =>
          l.getAttribute('href'),
        ),
        robots: [...document.querySelectorAll('meta[name="robots"]')].map((m) => m.getAttribute('content')),
        jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
          (s) => (JSON.parse(s.textContent ?? '') as { '@type': string; name?: string })['@type'],
        ),
      }));
    await page.goto(`/single-product/${product.id}`);
    expect(await head()).toEqual({
      title: `${product.name} | Storefront`,
      titles: [true],
      descriptions: [true],
      ogTitles: [product.name],
      canonicals: [`${baseURL}/single-product/${product.id}`],
      robots: [],
      jsonLd: ['Product', 'BreadcrumbList'],
    });

    const link = page.locator(`main a[href^="/single-product/"]:not([href$="/${product.id}"])`).first();
    const href = await link.getAttribute('href');
    const other = sampleProducts.find((p) => `/single-product/${p.id}` === href)!;
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: other.name })).toBeVisible();
    await expect.poll(head).toEqual({
      title: `${other.name} | Storefront`,
      titles: [true],
      descriptions: [true],
      ogTitles: [other.name],
      canonicals: [`${baseURL}/single-product/${other.id}`],
      robots: [],
      jsonLd: ['Product', 'BreadcrumbList'],
    });

    await page.locator('a[href="/cart"]').first().click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect.poll(head).toEqual({
      title: 'Your Cart | Storefront',
      titles: [true],
      descriptions: [true],
      ogTitles: ['Your Cart'],
      canonicals: [],
      robots: ['noindex'],
      jsonLd: [],
    });
  });

  test('robots.txt and sitemap.xml are served with their types', async ({ request, baseURL }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    expect(await sitemap.text()).toContain(`<loc>${baseURL}/single-product/${product.id}</loc>`);
  });

  test("a page asked for again and again keeps its data (its route's declared reads)", async ({
    request,
  }) => {
    for (let visit = 1; visit <= 3; visit++) {
      const text = textOf(await (await request.get('/')).text());
      expect(text, `visit ${visit}`).toContain(product.name);
      expect(text, `visit ${visit}`).not.toContain('Loading products');
    }
    // A visitor without cookies gets the kept page: with an ETag, and 304 when it still holds.
    const page = await request.get('/about');
    const etag = page.headers().etag;
    expect(etag).toBeTruthy();
    const again = await request.get('/about', { headers: { 'if-none-match': etag! } });
    expect(again.status()).toBe(304);
  });

  test('the inline scripts (theme, app loader) are allowed by their hashes alone', async ({ request }) => {
    const response = await request.get('/about');
    const html = await response.text();
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(2);
    expect(inline[0]).toContain('darkMode');
    expect(inline[1]).toContain("type='module'");
    const hashes = inline.map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    const scriptSrc = /script-src ([^;]*)/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
    expect(scriptSrc).toBe(`'self' ${hashes.join(' ')}`);
  });

  test('the app JavaScript is fetched only after the content is painted and loaded', async ({ page }) => {
    await page.goto('/');
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime);
      return { load: navigation!.loadEventStart, paint: paint?.startTime, firstScript: Math.min(...scripts) };
    });
    expect(timing.paint).toBeDefined();
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.load);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint!);
  });

  test('Inter is fetched after the content, switched on at the first client-side navigation, and used from first paint on the next visit', async ({
    page,
  }) => {
    const html = page.locator('html');
    await page.goto('/about');
    await expect(html).toHaveAttribute('data-hydrated', 'true');
    // The painted page is not laid out again for the font: it stays in the fallback...
    await expect.poll(() => page.evaluate(() => localStorage.getItem('webFonts'))).toBe('cached');
    expect(await page.evaluate(() => document.fonts.check('1em "Inter Variable"'))).toBe(true);
    await expect(html).not.toHaveAttribute('data-web-fonts');
    // ...until the next page, whose own layout takes the font with it.
    await page.getByRole('link', { name: 'Contact', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/contact/i);
    await expect(html).toHaveAttribute('data-web-fonts', '');
    // The next visit starts in Inter: theme-init.js sets it before the app's scripts are fetched.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { atParsed: unknown }).atParsed = {
          fonts: document.documentElement.hasAttribute('data-web-fonts'),
          scripts: performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).length,
        };
      });
    });
    await page.goto('/about');
    const atFirstPaint = await page.evaluate(() => (window as unknown as { atParsed: unknown }).atParsed);
    expect(atFirstPaint).toEqual({ fonts: true, scripts: 0 });
  });

  test('a sign-in made before the app has loaded is held, then made; the password never goes in a URL', async ({
    browser,
    baseURL,
  }) => {
    const { context, early } = await pageWithLateScripts(browser, baseURL);
    const urls: string[] = [];
    early.on('request', (request) => urls.push(request.url()));
    await early.goto('/sign-in');
    await early.getByLabel('Email').fill('seller@shop.test');
    await early.getByLabel('Password', { exact: true }).fill('sellerpass123');
    expect(await early.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    await early.getByRole('button', { name: 'Submit' }).click();
    await expect(early).not.toHaveURL(/\/sign-in/);
    await expect(early.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(urls.filter((url) => url.includes('sellerpass123'))).toEqual([]);
    await context.close();
  });

  test('what is typed before the app has loaded stays typed after hydration, and is what gets sent', async ({
    browser,
    baseURL,
  }) => {
    const { context, early } = await pageWithLateScripts(browser, baseURL);
    const logins: string[] = [];
    early.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login/')) logins.push(request.postData() ?? '');
    });
    await early.goto('/sign-in');
    const email = early.getByLabel('Email');
    const password = early.getByLabel('Password', { exact: true });
    // The form arrives filled with the demo account (spec section 2); the shopper types their own.
    await email.fill('seller@shop.test');
    await password.fill('sellerpass123');
    await email.press('End');
    expect(await early.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    await expect(early.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(email).toHaveValue('seller@shop.test');
    await expect(password).toHaveValue('sellerpass123');
    await early.getByRole('button', { name: 'Submit' }).click();
    await expect(early.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(logins.map((body) => JSON.parse(body) as { email: string })).toEqual([
      expect.objectContaining({ email: 'seller@shop.test', password: 'sellerpass123' }),
    ]);
    await context.close();
  });

  test('the policy pages arrive rendered, with their own text and title (decision 048)', async ({
    request,
  }) => {
    for (const [path, heading] of [
      ['/delivery', 'Delivery'],
      ['/returns', 'Returns & refunds'],
      ['/privacy', 'Privacy policy'],
      ['/terms', 'Terms of service'],
      ['/cookies', 'Cookie policy'],
      ['/faq', 'Frequently asked questions'],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(titleOf(html).replace(/&amp;/g, '&'), path).toBe(`${heading} | Storefront`);
      expect(textOf(html), path).toContain(heading);
    }
    expect(textOf(await (await request.get('/returns')).text())).toContain('within 30 days of delivery');
  });

  test('unknown pages and unknown products answer 404 with the error page', async ({ request }) => {
    for (const path of [
      '/no-such-page',
      '/single-product/999999',
      '/single-product/abc',
      '/single-product/0',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(textOf(await response.text())).toMatch(/not found/i);
    }
  });

  test('aliases and signed-in pages answer redirects', async ({ request }) => {
    const login = await request.get('/login', { maxRedirects: 0 });
    expect(login.status()).toBe(302);
    expect(login.headers().location).toBe('/sign-in');
    const orders = await request.get('/my-orders', { maxRedirects: 0 });
    expect(orders.status()).toBe(302);
    expect(orders.headers().location).toBe('/sign-in?next=%2Fmy-orders');
  });

  // Decision 038: hydrating a page is its one render. A state set while hydrating (in a layout
  // effect: a second synchronous render of the whole tree) or just after (an effect) renders the
  // page again, main-thread time a phone pays before it answers a tap. React reports every commit
  // to the DevTools hook, production builds included; this stand-in counts them.
  for (const { path } of pages) {
    test(`${path} hydrates in one commit and renders nothing more on its own right after`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const commits: number[] = [];
        Object.assign(window, {
          __commits: commits,
          __REACT_DEVTOOLS_GLOBAL_HOOK__: {
            supportsFiber: true,
            renderers: new Map(),
            inject: () => 1,
            onCommitFiberRoot: () => commits.push(performance.now()),
            onCommitFiberUnmount: () => undefined,
            onPostCommitFiberRoot: () => undefined,
            checkDCE: () => undefined,
          },
        });
      });
      await page.goto(path);
      // Whatever the page loads or schedules after hydrating (lazy chunks, reads, timers) is done.
      await page.waitForLoadState('networkidle');
      // The home page's carousel advances by itself 3 s after it mounts (spec section 9), a render
      // on a timer, as meant: commits are counted over the 2 s after the hydrating one (a timer
      // never fires early, so that one is never among them), once those 2 s have passed.
      await page.waitForFunction(
        () => {
          const [hydration] = (window as unknown as { __commits: number[] }).__commits;
          return hydration !== undefined && performance.now() - hydration >= 2000;
        },
        undefined,
        { polling: 100 },
      );
      const commits = await page.evaluate(() => (window as unknown as { __commits: number[] }).__commits);
      const [hydration = 0] = commits;
      expect(commits.filter((at) => at - hydration < 2000)).toHaveLength(1);
    });
  }

  test("a shopper's text with replacement patterns ($', $&, $`) arrives intact, and the page hydrates", async ({
    page,
    request,
  }) => {
    const text = "oak $' $& $` table";
    const path = `/search?q=${encodeURIComponent(text)}`;
    const html = await (await request.get(path)).text();
    const decoded = (value: string) => textOf(`<p>${value}</p>`).trim();
    expect(decoded(titleOf(html))).toContain(text);
    const payload = /<script type="application\/json" id="__SHOP_SSR__">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(() => JSON.parse(payload ?? '')).not.toThrow();
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    // The fixture's goto waits for hydration (which never came when the payload was broken).
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(text);
  });

  test('the browser hydrates a product page without reading its data again', async ({ page }) => {
    const reads = recordRequests(page, /\/api\//);
    await page.goto(`/single-product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
    // Hydrated: the page answers (the mini-cart opens on add).
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('success! item added to cart')).toBeVisible();
  });

  test("a signed-in user's page is rendered for them", async ({ page }) => {
    await testDrive(page);
    const html = await (await page.request.get('/my-profile')).text();
    expect(textOf(html)).toContain('Hi, Demo');
    const reads = recordRequests(page, /\/api\//);
    await page.goto('/my-profile');
    await expect(page.getByText('Hi, Demo')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The page's data came with it. The only read after hydration is the top bar's unread
    // messages, loaded after first paint on purpose (decision 074: no statement on every page).
    expect(reads).toEqual(['GET /api/conversations/unread/']);
  });
});
