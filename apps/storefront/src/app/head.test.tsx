/**
 * The page's head (issue 10, decision 036): the server's collector keeps the leaf route's head and
 * writes it as escaped HTML; in the browser the effect sets, replaces and removes the tags it owns.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import {
  HEAD_ATTRIBUTE,
  HOME_TITLE,
  HeadCollector,
  HeadProvider,
  SITE_DESCRIPTION,
  canonicalPath,
  headHtml,
  pageTitle,
  serializeJsonLd,
  summarise,
  titleState,
  usePageHead,
  type PageHead,
} from './head.tsx';

const ORIGIN = 'https://shop.example';

/** A page calling usePageHead with `head`, around `children` (a layout around its leaf). */
function Page({ head, children }: { head: PageHead | null; children?: ReactNode }) {
  usePageHead(head);
  return <div>{children}</div>;
}

/** The head of `html` (what the server put in <head>) as a parsed document. */
function parseHead(html: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${html}</head><body></body></html>`,
    'text/html',
  );
}

const jsonLdScripts = (doc: Document = document) =>
  [...doc.head.querySelectorAll(`script[type="application/ld+json"][${HEAD_ATTRIBUTE}]`)].map(
    (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
  );
const metaContent = (selector: string, doc: Document = document) =>
  doc.head.querySelector(selector)?.getAttribute('content') ?? null;
const canonicalHref = (doc: Document = document) =>
  doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;

describe('on the server (a collector in the context)', () => {
  it("keeps the leaf route's head: the last usePageHead of the render wins", () => {
    const collector = new HeadCollector();
    const html = renderToString(
      <HeadProvider origin={`${ORIGIN}/`} collector={collector}>
        <Page head={{ title: 'Layout', canonicalPath: '/layout' }}>
          <Page head={{ title: 'Walnut Desk Lamp', canonicalPath: '/single-product/3', type: 'product' }} />
        </Page>
      </HeadProvider>,
    );
    expect(html).toContain('<div>');
    expect(collector.get()?.title).toBe('Walnut Desk Lamp');
    const head = parseHead(collector.toHtml(ORIGIN));
    expect(head.title).toBe(pageTitle('Walnut Desk Lamp'));
    expect(canonicalHref(head)).toBe(`${ORIGIN}/single-product/3`);
    expect(metaContent('meta[property="og:type"]', head)).toBe('product');
    expect(metaContent('meta[property="og:url"]', head)).toBe(`${ORIGIN}/single-product/3`);
  });

  it('keeps the layout head when the leaf is still loading (null), and home when nothing set', () => {
    const collector = new HeadCollector();
    renderToString(
      <HeadProvider origin={ORIGIN} collector={collector}>
        <Page head={{ title: 'Layout' }}>
          <Page head={null} />
        </Page>
      </HeadProvider>,
    );
    expect(collector.get()?.title).toBe('Layout');

    const home = parseHead(new HeadCollector().toHtml(ORIGIN));
    expect(home.title).toBe(HOME_TITLE);
    expect(metaContent('meta[name="description"]', home)).toBe(SITE_DESCRIPTION);
    expect(canonicalHref(home)).toBe(`${ORIGIN}/`);
    expect(home.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('does not touch the document (effects do not run on the server)', () => {
    document.title = 'untouched';
    renderToString(
      <HeadProvider origin={ORIGIN} collector={new HeadCollector()}>
        <Page head={{ title: 'Server only' }} />
      </HeadProvider>,
    );
    expect(document.title).toBe('untouched');
  });
});

describe('toHtml / headHtml', () => {
  const evil = `</script><script>alert("x")</script><!-- & 'quotes' \u2028\u2029`;

  it('escapes every value and serialises JSON-LD safely for a <script>', () => {
    const head: PageHead = {
      title: `Lamp "<b>" & co`,
      description: `A <i>lamp</i> & "shade" 'too'`,
      canonicalPath: '/search?q=a"b<c',
      image: '/images/a"b.jpg',
      jsonLd: [{ '@type': 'Product', name: evil }],
    };
    const html = headHtml(head, ORIGIN);
    // Only our own tags: no injected element, one script that closes where we close it.
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<i>');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('\u2028');
    expect(html).not.toContain('<!--');
    const doc = parseHead(html);
    expect(doc.title).toBe(pageTitle(`Lamp "<b>" & co`));
    expect(metaContent('meta[name="description"]', doc)).toBe(`A <i>lamp</i> & "shade" 'too'`);
    expect(canonicalHref(doc)).toBe(`${ORIGIN}/search?q=a"b<c`);
    expect(metaContent('meta[property="og:image"]', doc)).toBe(`${ORIGIN}/images/a"b.jpg`);
    expect(metaContent('meta[name="twitter:card"]', doc)).toBe('summary_large_image');
    expect(jsonLdScripts(doc)).toEqual([{ '@type': 'Product', name: evil }]);
  });

  it('writes noindex without a canonical, and absolute URLs as given', () => {
    const doc = parseHead(
      headHtml(
        {
          title: 'My orders',
          noindex: true,
          canonicalPath: '/my-orders',
          image: 'https://cdn.example/x.webp',
        },
        ORIGIN,
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

describe('in the browser (no collector)', () => {
  afterEach(() => {
    for (const el of document.head.querySelectorAll(`[${HEAD_ATTRIBUTE}], #foreign-ld`)) el.remove();
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

  it('sets, replaces and removes the tags it owns as the page changes', async () => {
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
  });

  it('takes over the tags the server wrote instead of adding more', async () => {
    const server = parseHead(headHtml(first, location.origin));
    for (const el of server.head.children)
      if (el.tagName !== 'TITLE') document.head.append(document.importNode(el, true));
    expect(jsonLdScripts()).toHaveLength(2);
    await render(<Page head={second} />);
    await expect.poll(() => document.title).toBe(pageTitle('Oak Chair'));
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(metaContent('meta[property="og:title"]')).toBe('Oak Chair');
    expect(jsonLdScripts()).toEqual([{ '@type': 'Product', name: 'Oak Chair' }]);
  });

  it('keeps the title while the name loads (null) and announces it once known', async () => {
    document.title = 'Before';
    const announced: string[] = [];
    titleState.announce = (title) => announced.push(title);
    titleState.pending = true;
    const screen = await render(<Page head={null} />);
    await expect.poll(() => titleState.waiting).toBe(true);
    expect(document.title).toBe('Before');
    await screen.rerender(<Page head={second} />);
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
