/**
 * The page's head (issue 10 "Head per route", docs/decisions/036; titles: issue 11, decision 029).
 * Every route module calls `usePageHead` with its page's head: the title, a description from its
 * data, the canonical path of a public page, the Open Graph image and type, JSON-LD, and noindex
 * for pages search engines must not list (signed-in pages, errors, empty results).
 * - On the server, a `HeadCollector` in the context (HeadProvider) receives the head during render
 *   (effects do not run there; the leaf route renders last, so its head wins) and `toHtml` gives
 *   the tags the server puts in <head>.
 * - In the browser (no collector), an effect applies the same tags to `document.head` and keeps
 *   the route announcer's title behaviour (`titleState`, read by RouteChange.tsx).
 * `headTags` is the one place that says which tags a head makes; both paths use it.
 */
import { createContext, useContext, useEffect, useMemo, type JSX, type ReactNode } from 'react';
import { DEFAULT_SHOP_NAME } from '@shop/contract';

// ---------------------------------------------------------------------------------------------
// Titles (decision 029)

/**
 * The shop's one name (decision 048): SHOP_NAME when the storefront was built (vite.config.ts
 * passes it as VITE_SHOP_NAME, the server reads the same variable for its e-mails), else the
 * contract's DEFAULT_SHOP_NAME. Titles, the top navigation and the footer show it.
 */
export const SHOP_NAME: string =
  (import.meta.env.VITE_SHOP_NAME as string | undefined)?.trim() || DEFAULT_SHOP_NAME;
/** The home page's title (also index.html's, so the first paint already has it). */
export const HOME_TITLE = `${SHOP_NAME} — Shop till you drop`;

/** '{page} | {SHOP_NAME}', or the home title for the empty page name. */
export const pageTitle = (page: string): string => (page ? `${page} | ${SHOP_NAME}` : HOME_TITLE);

/**
 * What the route announcer needs from the titles: `pending` is set by a navigation until its page
 * has a title; `waiting` while that page's name is still loading; `announce` is the announcer.
 */
export const titleState: {
  pending: boolean;
  waiting: boolean;
  announce: ((title: string) => void) | null;
} = { pending: false, waiting: false, announce: null };

/**
 * Sets `document.title` to pageTitle(`page`) and reads it out when a navigation waits for it
 * (titleState.pending); `null` (the name is still loading) keeps the old title and makes the
 * announcer wait. Browser only.
 */
function showTitle(page: string | null): void {
  if (page === null) {
    titleState.waiting = true;
    return;
  }
  titleState.waiting = false;
  document.title = pageTitle(page);
  if (titleState.pending) {
    titleState.pending = false;
    titleState.announce?.(document.title);
  }
}

// ---------------------------------------------------------------------------------------------
// The head of a page

/** The site's description (the footer's tagline, spec section 1): home's, and the default. */
export const SITE_DESCRIPTION =
  'Shop till you drop: your one-stop destination for quality products with exceptional service and value.';

/** Longest meta description we write, in characters (search results show about 155-160). */
export const DESCRIPTION_MAX_CHARS = 155;

/** One page's head, as a route module gives it to `usePageHead`. */
export interface PageHead {
  /** The page's name ('' for home): the title is pageTitle(title). */
  title: string;
  /** Meta description (plain text, at most about 160 characters); default SITE_DESCRIPTION. */
  description?: string;
  /**
   * Path and search of the canonical URL ('/single-product/3'); null or absent: no canonical
   * (private pages). Ignored with `noindex`.
   */
  canonicalPath?: string | null;
  /** og:image: a site path like /images/... or /uploads/... (or an absolute URL). */
  image?: string | null;
  /** og:type (default 'website'). */
  type?: 'website' | 'product';
  /** JSON-LD objects, already with absolute URLs. */
  jsonLd?: Record<string, unknown>[];
  /** `<meta name="robots" content="noindex">`: signed-in pages, errors, empty results. */
  noindex?: boolean;
}

/** Home's head: the home title, the site description, canonical '/'. Also what an empty collector gives. */
export const HOME_HEAD: PageHead = { title: '', description: SITE_DESCRIPTION, canonicalPath: '/' };

/**
 * The head of a page that is not for search engines (signed-in pages, the cart, sign-in, errors):
 * its title, noindex, no canonical.
 */
export function noindexHead(title: string): PageHead {
  return { title, noindex: true, canonicalPath: null };
}

/**
 * `text` as a meta description: whitespace collapsed, trimmed and, when longer than `max`
 * characters (default DESCRIPTION_MAX_CHARS), cut at the last word boundary and ended with '…',
 * `max` characters at most in all (a word longer than that is cut mid-word). '' for blank text.
 */
export function summarise(text: string, max: number = DESCRIPTION_MAX_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1); // room for the ellipsis
  const space = cut.lastIndexOf(' ');
  const words = space > 0 ? cut.slice(0, space) : cut;
  return `${words.replace(/[\s,;:.!?–—-]+$/, '')}…`;
}

/**
 * The path and search of a list page's canonical URL: `pathname` with the `query` values that are
 * set ('' and undefined dropped; `page` only when above 1), in the given order, each
 * URL-encoded with encodeURIComponent as the app's own links are ('/search-category?q=Home%20%26%20Kitchen').
 */
export function canonicalPath(
  pathname: string,
  query: Record<string, string | number | undefined> = {},
): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    if (key === 'page' && Number(value) <= 1) continue;
    parts.push(`${key}=${encodeURIComponent(String(value))}`);
  }
  return parts.length > 0 ? `${pathname}?${parts.join('&')}` : pathname;
}

/** `origin` without its trailing slashes. */
const bareOrigin = (origin: string): string => origin.replace(/\/+$/, '');

/** `path` (a site path, or already absolute http(s)) as an absolute URL on `origin`. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${bareOrigin(origin)}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** A <meta> or <link> tag of a head, keyed by its name, property or rel. */
export type HeadTag =
  | { tag: 'meta'; attr: 'name' | 'property'; key: string; content: string }
  | { tag: 'link'; attr: 'rel'; key: 'canonical'; href: string };

/** The meta names and properties, and link rels, that a head owns (set, replaced or removed). */
export const HEAD_TAG_KEYS: readonly { tag: HeadTag['tag']; attr: HeadTag['attr']; key: string }[] = [
  { tag: 'meta', attr: 'name', key: 'description' },
  { tag: 'meta', attr: 'name', key: 'robots' },
  { tag: 'link', attr: 'rel', key: 'canonical' },
  { tag: 'meta', attr: 'property', key: 'og:site_name' },
  { tag: 'meta', attr: 'property', key: 'og:locale' },
  { tag: 'meta', attr: 'property', key: 'og:type' },
  { tag: 'meta', attr: 'property', key: 'og:title' },
  { tag: 'meta', attr: 'property', key: 'og:description' },
  { tag: 'meta', attr: 'property', key: 'og:url' },
  { tag: 'meta', attr: 'property', key: 'og:image' },
  { tag: 'meta', attr: 'name', key: 'twitter:card' },
];

/** What a head puts in the document: its title, keyed tags and JSON-LD objects. */
export interface HeadParts {
  title: string;
  tags: HeadTag[];
  jsonLd: Record<string, unknown>[];
}

/**
 * THE rule of what a head makes (server and browser alike): the title pageTitle(`head.title`);
 * the description (default SITE_DESCRIPTION); noindex pages get robots noindex and no canonical,
 * others a canonical link when `canonicalPath` is set; Open Graph site name, locale en_GB, type,
 * title (the page's name, home: the home title), description, url (the canonical one) and image;
 * twitter:card 'summary_large_image' with an image, else 'summary'. URLs are absolute on `origin`.
 */
export function headTags(head: PageHead, origin: string): HeadParts {
  const description = head.description?.trim() || SITE_DESCRIPTION;
  const canonical = !head.noindex && head.canonicalPath ? absoluteUrl(origin, head.canonicalPath) : undefined;
  const image = head.image ? absoluteUrl(origin, head.image) : undefined;
  const meta = (attr: 'name' | 'property', key: string, content: string): HeadTag => ({
    tag: 'meta',
    attr,
    key,
    content,
  });
  const tags: HeadTag[] = [meta('name', 'description', description)];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (canonical) tags.push({ tag: 'link', attr: 'rel', key: 'canonical', href: canonical });
  tags.push(
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:locale', 'en_GB'),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title || HOME_TITLE),
    meta('property', 'og:description', description),
  );
  if (canonical) tags.push(meta('property', 'og:url', canonical));
  if (image) tags.push(meta('property', 'og:image', image));
  tags.push(meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'));
  return { title: pageTitle(head.title), tags, jsonLd: head.jsonLd ?? [] };
}

/** The attribute marking the tags a head wrote (the browser replaces exactly those JSON-LD scripts). */
export const HEAD_ATTRIBUTE = 'data-page-head';

/** `text` escaped for HTML text and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * `value` as JSON safe inside a <script> element: `<`, `>`, `&`, U+2028 and U+2029 written as
 * \u escapes (so '</script>' or '<!--' in a product's text cannot end or bend the script).
 * Parses back to the same value. Used for JSON-LD and for the server-rendered page's payload
 * (entry-server.tsx, ssrData.ts).
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The HTML of `head` for the page's <head>, absolute URLs on `origin`; every value escaped. */
export function headHtml(head: PageHead, origin: string): string {
  const { title, tags, jsonLd } = headTags(head, origin);
  const lines = [`<title>${escapeHtml(title)}</title>`];
  for (const t of tags) {
    lines.push(
      t.tag === 'meta'
        ? `<meta ${t.attr}="${escapeHtml(t.key)}" content="${escapeHtml(t.content)}" ${HEAD_ATTRIBUTE}>`
        : `<link rel="${t.key}" href="${escapeHtml(t.href)}" ${HEAD_ATTRIBUTE}>`,
    );
  }
  for (const data of jsonLd)
    lines.push(`<script type="application/ld+json" ${HEAD_ATTRIBUTE}>${serializeJsonLd(data)}</script>`);
  return lines.join('\n');
}

/**
 * Collects the head of the page the server renders: routes call `set` during render (the last
 * call wins: leaf routes render after their layouts); `toHtml(origin)` gives its tags, or home's
 * (HOME_HEAD) when nothing was set.
 */
export class HeadCollector {
  #head: PageHead | null = null;

  /** Keeps `head` as the page's (replacing any earlier one). */
  set(head: PageHead): void {
    this.#head = head;
  }

  /** The head set last, or null. */
  get(): PageHead | null {
    return this.#head;
  }

  /** The <head> HTML of the collected head (see headHtml), absolute URLs on `origin`. */
  toHtml(origin: string): string {
    return headHtml(this.#head ?? HOME_HEAD, origin);
  }
}

/** What HeadProvider gives: the site origin and, on the server, the collector. */
interface HeadContextValue {
  origin: string;
  collector: HeadCollector | null;
}

const HeadContext = createContext<HeadContextValue | null>(null);

/**
 * Gives the routes below the site `origin` (e.g. 'https://shop.example.com'; a trailing slash is
 * dropped) for absolute URLs, and on the server the `collector` that receives the page's head.
 * Without a collector (the browser) heads are applied to the document.
 */
export function HeadProvider({
  origin,
  collector,
  children,
}: {
  origin: string;
  collector?: HeadCollector;
  children?: ReactNode;
}): JSX.Element {
  const value = useMemo(
    () => ({ origin: bareOrigin(origin), collector: collector ?? null }),
    [origin, collector],
  );
  return <HeadContext.Provider value={value}>{children}</HeadContext.Provider>;
}

/**
 * The site origin, no trailing slash: HeadProvider's, else the page's own (`location.origin`),
 * else '' (server without a provider).
 */
export function useOrigin(): string {
  const context = useContext(HeadContext);
  if (context) return context.origin;
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/**
 * Applies `parts` to `document.head`: each owned tag (HEAD_TAG_KEYS) is updated in place, created
 * (marked HEAD_ATTRIBUTE) or removed when the head has none, whoever wrote it (index.html's
 * description, the server's tags); the JSON-LD scripts marked HEAD_ATTRIBUTE are replaced by the
 * head's, and removed when it has none. Other elements are left alone.
 */
export function applyHeadParts(parts: Pick<HeadParts, 'tags' | 'jsonLd'>): void {
  for (const owned of HEAD_TAG_KEYS) {
    const wanted = parts.tags.find((t) => t.tag === owned.tag && t.key === owned.key);
    const existing = [...document.head.querySelectorAll(`${owned.tag}[${owned.attr}="${owned.key}"]`)];
    if (!wanted) {
      for (const el of existing) el.remove();
      continue;
    }
    let el = existing[0];
    for (const extra of existing.slice(1)) extra.remove();
    if (!el) {
      el = document.createElement(owned.tag);
      el.setAttribute(owned.attr, owned.key);
      el.setAttribute(HEAD_ATTRIBUTE, '');
      document.head.append(el);
    }
    if (wanted.tag === 'meta') el.setAttribute('content', wanted.content);
    else el.setAttribute('href', wanted.href);
  }
  const scripts = [
    ...document.head.querySelectorAll(`script[type="application/ld+json"][${HEAD_ATTRIBUTE}]`),
  ];
  parts.jsonLd.forEach((data, i) => {
    let script = scripts[i];
    if (!script) {
      script = document.createElement('script');
      script.setAttribute('type', 'application/ld+json');
      script.setAttribute(HEAD_ATTRIBUTE, '');
      document.head.append(script);
    }
    const text = serializeJsonLd(data);
    if (script.textContent !== text) script.textContent = text;
  });
  for (const extra of scripts.slice(parts.jsonLd.length)) extra.remove();
}

/**
 * Sets the page's head. `null` while the page's name is loading: nothing changes and the route
 * announcer waits for the title (decision 029).
 * - Server (a HeadCollector in HeadProvider): `collector.set(head)` during render.
 * - Browser: an effect sets document.title (and reads it out after a navigation, titleState), the
 *   description, canonical, Open Graph, twitter:card, robots and JSON-LD tags (applyHeadParts).
 *   It runs again only when the head's content changes.
 */
export function usePageHead(head: PageHead | null): void {
  const context = useContext(HeadContext);
  const origin = useOrigin();
  if (context?.collector && head !== null) context.collector.set(head);
  // The head's content as the effect's key: a new but equal object does not apply it again.
  const key = head === null ? null : JSON.stringify(head);
  useEffect(() => {
    if (key === null) {
      showTitle(null);
      return;
    }
    const next = JSON.parse(key) as PageHead;
    applyHeadParts(headTags(next, origin));
    showTitle(next.title);
  }, [key, origin]);
}
