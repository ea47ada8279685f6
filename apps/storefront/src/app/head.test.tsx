/**
 * The page's head (decisions 036 and 053): React 19 hoists DocumentHead's title, meta and
 * canonical link into <head> (on the server into the document's <head>, every value escaped; in
 * the browser at commit, set, replaced and removed as the page changes, reusing the tags the
 * server wrote); JSON-LD stays in the page.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { render } from 'vitest-browser-react';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import {
  DocumentHead,
  HOME_HEAD,
  HOME_TITLE,
  HeadProvider,
  SITE_DESCRIPTION,
  canonicalPath,
  pageTitle,
  serializeJsonLd,
  summarise,
  titleState,
  type PageHead,
} from './head.tsx';

const ORIGIN = 'https://shop.example';

/** A page rendering DocumentHead with `head`, around `children`. */
function Page({ head, children }: { head: PageHead | null; children?: ReactNode }) {
  return (
    <div>
      <DocumentHead head={head} />
      {children}
    </div>
  );
}

/** `page` rendered as the server renders one (a document: React hoists into its <head>). */
function serverHtml(page: ReactNode): string {
  return renderToString(
    <html>
      <body>
        <HeadProvider origin={`${ORIGIN}/`}>{page}</HeadProvider>
      </body>
    </html>,
  );
}

const parse = (html: string): Document => new DOMParser().parseFromString(html, 'text/html');

const jsonLdScripts = (doc: Document = document) =>
  [...doc.querySelectorAll('script[type="application/ld+json"]:not(#foreign-ld)')].map(
    (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
  );
const metaContent = (selector: string, doc: Document = document) =>
  doc.head.querySelector(selector)?.getAttribute('content') ?? null;
const canonicalHref = (doc: Document = document) =>
  doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;

describe('on the server (rendered as a document)', () => {
  it("puts the page's title, meta and canonical link in <head>, its JSON-LD in the page", () => {
    const doc = parse(
      serverHtml(
        <Page
          head={{
            title: 'Walnut Desk Lamp',
            canonicalPath: '/single-product/3',
            type: 'product',
            jsonLd: [{ '@type': 'Product' }],
          }}
        />,
      ),
    );
    expect(doc.head.querySelectorAll('title')).toHaveLength(1);
    expect(doc.title).toBe(pageTitle('Walnut Desk Lamp'));
    expect(canonicalHref(doc)).toBe(`${ORIGIN}/single-product/3`);
    expect(metaContent('meta[property="og:type"]', doc)).toBe('product');
    expect(metaContent('meta[property="og:url"]', doc)).toBe(`${ORIGIN}/single-product/3`);
    expect(doc.body.querySelector('div > script[type="application/ld+json"]')).not.toBeNull();
    expect(doc.body.querySelectorAll('title, meta, link')).toHaveLength(0);
  });

  it("home's head; a page still loading (null) has the home title alone", () => {
    const home = parse(serverHtml(<Page head={HOME_HEAD} />));
    expect(home.title).toBe(HOME_TITLE);
    expect(metaContent('meta[name="description"]', home)).toBe(SITE_DESCRIPTION);
    expect(canonicalHref(home)).toBe(`${ORIGIN}/`);
    expect(home.head.querySelector('meta[name="robots"]')).toBeNull();

    const loading = parse(serverHtml(<Page head={null} />));
    expect(loading.title).toBe(HOME_TITLE);
    expect(loading.head.querySelectorAll('meta, link')).toHaveLength(0);
  });

  it('does not touch the document (effects do not run on the server)', () => {
    document.title = 'untouched';
    serverHtml(<Page head={{ title: 'Server only' }} />);
    expect(document.title).toBe('untouched');
  });

  const evil = `</script><script>alert("x")</script><!-- & 'quotes' \u2028\u2029`;

  it('escapes every value and serialises JSON-LD safely for a <script>', () => {
    const head: PageHead = {
      title: `Lamp "<b>" & co`,
      description: `A <i>lamp</i> & "shade" 'too'`,
      canonicalPath: '/search?q=a"b<c',
      image: '/images/a"b.jpg',
      jsonLd: [{ '@type': 'Product', name: evil }],
    };
    const html = serverHtml(<Page head={head} />);
    // Only our own tags: no injected element, one script that closes where we close it.
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<i>');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('\u2028');
    expect(html).not.toContain('<!--');
    const doc = parse(html);
    expect(doc.title).toBe(pageTitle(`Lamp "<b>" & co`));
    expect(metaContent('meta[name="description"]', doc)).toBe(`A <i>lamp</i> & "shade" 'too'`);
    expect(canonicalHref(doc)).toBe(`${ORIGIN}/search?q=a"b<c`);
    expect(metaContent('meta[property="og:image"]', doc)).toBe(`${ORIGIN}/images/a"b.jpg`);
    expect(metaContent('meta[name="twitter:card"]', doc)).toBe('summary_large_image');
    expect(jsonLdScripts(doc)).toEqual([{ '@type': 'Product', name: evil }]);
  });

  it('writes noindex without a canonical, and absolute URLs as given', () => {
    const doc = parse(
      serverHtml(
        <Page
          head={{
            title: 'My orders',
            noindex: true,
            canonicalPath: '/my-orders',
            image: 'https://cdn.example/x.webp',
          }}
        />,
      ),
    );
    expect(metaContent('meta[name="robots"]', doc)).toBe('noindex');
    expect(canonicalHref(doc)).toBeNull();
    expect(doc.head.querySelector('meta[property="og:url"]')).toBeNull();
    expect(metaContent('meta[property="og:image"]', doc)).toBe('https://cdn.example/x.webp');
  });

  it('serializeJsonLd parses back to the same value', () => {
    const value = { a: evil, n: 1.5, list: ['<', '>', '&'] };
    expect(JSON.parse(serializeJsonLd(value))).toEqual(value);
    expect(serializeJsonLd(value)).not.toMatch(/[<>&\u2028\u2029]/);
  });
});

describe('in the browser', () => {
  // The test page's own title is not a page's: React puts its title before it, so it goes.
  beforeEach(() => {
    for (const title of document.querySelectorAll('title')) title.remove();
  });
  afterEach(() => {
    document.getElementById('foreign-ld')?.remove();
    titleState.pending = false;
    titleState.waiting = false;
  });

  const first: PageHead = {
    title: 'Walnut Desk Lamp',
    description: 'A lamp.',
    canonicalPath: '/single-product/3',
    image: '/images/lamp.jpg',
    type: 'product',
    jsonLd: [{ '@type': 'Product', name: 'Walnut Desk Lamp' }, { '@type': 'BreadcrumbList' }],
  };
  const second: PageHead = {
    title: 'Oak Chair',
    description: 'A chair.',
    canonicalPath: '/single-product/4',
    type: 'product',
    jsonLd: [{ '@type': 'Product', name: 'Oak Chair' }],
  };
  const third: PageHead = { title: 'My orders', noindex: true, canonicalPath: null };

  it('sets, replaces and removes its tags as the page changes', async () => {
    const foreign = document.createElement('script');
    foreign.type = 'application/ld+json';
    foreign.id = 'foreign-ld';
    foreign.textContent = '{"@type":"Organization"}';
    document.head.append(foreign);

    const screen = await render(<Page head={first} />);
    await expect.poll(() => document.title).toBe(pageTitle('Walnut Desk Lamp'));
    expect(metaContent('meta[name="description"]')).toBe('A lamp.');
    expect(canonicalHref()).toBe(`${location.origin}/single-product/3`);
    expect(metaContent('meta[property="og:type"]')).toBe('product');
    expect(metaContent('meta[property="og:image"]')).toBe(`${location.origin}/images/lamp.jpg`);
    expect(jsonLdScripts().map((d) => d['@type'])).toEqual(['Product', 'BreadcrumbList']);

    await screen.rerender(<Page head={second} />);
    await expect.poll(() => document.title).toBe(pageTitle('Oak Chair'));
    expect(metaContent('meta[name="description"]')).toBe('A chair.');
    expect(canonicalHref()).toBe(`${location.origin}/single-product/4`);
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(jsonLdScripts()).toEqual([{ '@type': 'Product', name: 'Oak Chair' }]);
    // One of each: replaced in place, never added again.
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);

    await screen.rerender(<Page head={third} />);
    await expect.poll(() => document.title).toBe(pageTitle('My orders'));
    expect(jsonLdScripts()).toEqual([]);
    expect(canonicalHref()).toBeNull();
    expect(metaContent('meta[name="robots"]')).toBe('noindex');
    expect(metaContent('meta[name="description"]')).toBe(SITE_DESCRIPTION);
    // Not ours: left alone.
    expect(document.getElementById('foreign-ld')?.textContent).toBe('{"@type":"Organization"}');

    await screen.rerender(<Page head={first} />);
    await expect.poll(() => document.title).toBe(pageTitle('Walnut Desk Lamp'));
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();

    screen.unmount();
    expect(document.head.querySelectorAll('meta[name="description"], link[rel="canonical"]')).toHaveLength(0);
  });

  it('hydrating, takes over the tags the server wrote instead of adding more', async () => {
    const server = parse(
      renderToString(
        <html>
          <body>
            <Page head={first} />
          </body>
        </html>,
      ),
    );
    const added = [...server.head.children].map((el) =>
      document.head.appendChild(document.importNode(el, true)),
    );
    const container = document.createElement('div');
    container.innerHTML = server.body.innerHTML;
    document.body.append(container);
    // act() waits for the hydration's commit; React asks to be told that act is meant here.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    const root = await act(() => hydrateRoot(container, <Page head={first} />));
    try {
      expect(document.title).toBe(pageTitle('Walnut Desk Lamp'));
      expect(document.querySelectorAll('title')).toHaveLength(1);
      expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
      expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
      expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
      expect(added.every((el) => el.isConnected)).toBe(true);
      // The adopted tags are React's: the next page's head replaces them.
      await act(() => root.render(<Page head={second} />));
      expect(metaContent('meta[property="og:title"]')).toBe('Oak Chair');
      expect(document.querySelectorAll('title')).toHaveLength(1);
      expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
      expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
      expect(jsonLdScripts()).toEqual([{ '@type': 'Product', name: 'Oak Chair' }]);
    } finally {
      act(() => root.unmount());
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    }
  });

  it('keeps the head shown while the name loads (null) and announces the title once known', async () => {
    const announced: string[] = [];
    const screen = await render(<Page head={first} />);
    await expect.poll(() => document.title).toBe(pageTitle('Walnut Desk Lamp'));
    titleState.announce = (title) => announced.push(title);
    titleState.pending = true;
    // A new page (a new DocumentHead) whose name is loading.
    await screen.rerender(
      <div>
        <Page key="next" head={null} />
      </div>,
    );
    await expect.poll(() => titleState.waiting).toBe(true);
    expect(document.title).toBe(pageTitle('Walnut Desk Lamp'));
    expect(canonicalHref()).toBe(`${location.origin}/single-product/3`);
    expect(announced).toEqual([]);
    await screen.rerender(
      <div>
        <Page key="next" head={second} />
      </div>,
    );
    await expect.poll(() => announced).toEqual([pageTitle('Oak Chair')]);
    expect(titleState.pending).toBe(false);
    titleState.announce = null;
  });
});

describe('summarise and canonicalPath', () => {
  it('cuts a long description at a word, at most 155 characters with the ellipsis', () => {
    const text = `  ${'word '.repeat(60)}  `;
    const cut = summarise(text);
    expect(cut.length).toBeLessThanOrEqual(155);
    expect(cut.length).toBeGreaterThan(140);
    expect(cut.endsWith('word…')).toBe(true);
    expect(summarise('Short   and\nsweet.')).toBe('Short and sweet.');
    expect(summarise('   ')).toBe('');
  });

  it('keeps the set values in order, drops page 1 and encodes like the app links', () => {
    expect(canonicalPath('/products', { category: undefined, page: 1 })).toBe('/products');
    expect(canonicalPath('/products', { category: 'Home & Kitchen', page: 2 })).toBe(
      '/products?category=Home%20%26%20Kitchen&page=2',
    );
    expect(canonicalPath('/search', { q: 'red lamp', page: 1 })).toBe('/search?q=red%20lamp');
  });
});
