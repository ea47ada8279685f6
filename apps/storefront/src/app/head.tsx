/**
 * The page's head (decisions 036 and 053; titles: decision 029). Every route module renders
 * `<DocumentHead head={...} />` with its page's head: the title, a description from its data, the
 * canonical path of a public page, the Open Graph image and type, JSON-LD, and noindex for pages
 * search engines must not list (signed-in pages, errors, empty results).
 * - React 19 hoists the `<title>`, `<meta>` and `<link>` it renders into the document's <head>,
 *   on the server (entry-server.tsx renders the page as a document and puts React's <head> in
 *   the template's) and in the browser after every navigation.
 * - The route announcer reads the new title out once the page's head is committed (`titleState`,
 *   read by RouteChange.tsx).
 * `headTags` is the one place that says which tags a head makes.
 */
import { createContext, useContext, useEffect, type JSX, type ReactNode } from 'react';
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
 * has committed a head (DocumentHead); `waiting` while that page's name is still loading;
 * `announce` is the announcer.
 */
export const titleState: {
  pending: boolean;
  waiting: boolean;
  announce: ((title: string) => void) | null;
} = { pending: false, waiting: false, announce: null };

// ---------------------------------------------------------------------------------------------
// The head of a page

/** The site's description (the footer's tagline, spec section 1): home's, and the default. */
export const SITE_DESCRIPTION =
  'Shop till you drop: your one-stop destination for quality products with exceptional service and value.';

/** Longest meta description we write, in characters (search results show about 155-160). */
export const DESCRIPTION_MAX_CHARS = 155;

/** One page's head, as a route module gives it to `DocumentHead`. */
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

/**
 * `value` as JSON safe inside a <script> element: `<`, `>`, `&`, U+2028 and U+2029 written as
 * \u escapes (so '</script>' or '<!--' in a product's text cannot end or bend the script).
 * Parses back to the same value. Used for JSON-LD and for the server-rendered page's payload
 * (entry-server.tsx, ssrData.ts).
 */
export function serializeJsonLd(value: unknown): string {
  // One pass: each of < > & U+2028 U+2029 becomes its \uXXXX escape (\u003c, \u2028, ...).
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const OriginContext = createContext<string | null>(null);

/**
 * Gives the routes below the site `origin` (e.g. 'https://shop.example.com'; a trailing slash is
 * dropped) for the head's absolute URLs: the server's (PUBLIC_URL, else the request's), which the
 * browser gets back from the rendered page's payload, so both render the same head.
 */
export function HeadProvider({ origin, children }: { origin: string; children?: ReactNode }): JSX.Element {
  return <OriginContext.Provider value={bareOrigin(origin)}>{children}</OriginContext.Provider>;
}

/**
 * The site origin, no trailing slash: HeadProvider's, else the page's own (`location.origin`),
 * else '' (server without a provider).
 */
export function useOrigin(): string {
  const origin = useContext(OriginContext);
  if (origin !== null) return origin;
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/**
 * The head the browser committed last (set by DocumentHead's effect, so never on the server): what
 * a page whose name is still loading keeps showing.
 */
let shownHead: PageHead | null = null;

/**
 * The page's head as React 19 elements (decisions 036, 053): `<title>`, the `<meta>` and
 * `<link rel="canonical">` tags of headTags, which React hoists into the document's <head> from
 * wherever the route renders them (on the server into the <head> of the document render,
 * entry-server.tsx; in the browser at commit, reusing a matching tag the server wrote), and the
 * JSON-LD scripts, which stay where they are rendered (in the page's body).
 *
 * `head` null means the page's name is still loading (decision 029): the head shown last stays
 * (its tags, no JSON-LD), or, before any, only the home title; the route announcer waits. Once a
 * head is committed its effect reads the new title out after a navigation (titleState). Render one
 * per page, in the route module.
 */
export function DocumentHead({ head }: { head: PageHead | null }): JSX.Element {
  const origin = useOrigin();
  // The head's content as the effect's key: a new but equal object does not announce again.
  const key = head === null ? null : JSON.stringify(head);
  useEffect(() => {
    if (key === null) {
      titleState.waiting = true;
      return;
    }
    shownHead = JSON.parse(key) as PageHead;
    titleState.waiting = false;
    if (titleState.pending) {
      titleState.pending = false;
      titleState.announce?.(document.title);
    }
  }, [key]);
  const shown = head ?? shownHead;
  if (shown === null) return <title>{HOME_TITLE}</title>;
  const { title, tags, jsonLd } = headTags(shown, origin);
  return (
    <>
      <title>{title}</title>
      {tags.map((t) =>
        t.tag === 'meta' ? (
          <meta key={t.key} {...{ [t.attr]: t.key }} content={t.content} />
        ) : (
          <link key={t.key} rel={t.key} href={t.href} />
        ),
      )}
      {head !== null &&
        jsonLd.map((data, i) => (
          <script
            key={i}
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
          />
        ))}
    </>
  );
}
