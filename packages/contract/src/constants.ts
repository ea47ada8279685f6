/**
 * Business constants and limits of the storefront (spec section 9).
 * Shared by the ui, the mocks and the server so that one number lives in one place.
 */

/** The 20 product categories (spec section 3), in the spec's order. */
export const CATEGORIES = [
  'Electronics',
  'Clothing & Apparel',
  'Home & Kitchen',
  'Books & Media',
  'Toys & Games',
  'Sports & Outdoors',
  'Beauty & Personal Care',
  'Health & Wellness',
  'Furniture',
  'Automotive',
  'Garden & Outdoor Living',
  'Jewelry & Accessories',
  'Pet Supplies',
  'Office & Stationery',
  'Food & Groceries',
  'Baby & Kids',
  'Tools & Home Improvement',
  'Art & Collectibles',
  'Musical Instruments',
  'Travel & Luggage',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** Products page size (spec section 9). */
export const PRODUCTS_PAGE_SIZE = 9;
/** Largest page size any list call accepts (our limit, so a page of a 1M catalogue stays cheap). */
export const MAX_PAGE_SIZE = 100;
/** Page size of search and category results when the caller gives none (our choice). */
export const SEARCH_PAGE_SIZE = 24;
/**
 * How a product list may be ordered: `relevance` (search rank with `q`, otherwise the
 * list's own order: id order), `price_asc` / `price_desc` (the charged price, `salePrice ?? price`),
 * `rating` (average rating, then review count, highest first), `newest` (created_at, newest first).
 * Ties break on id. Decision 030.
 */
export const PRODUCT_SORTS = ['relevance', 'price_asc', 'price_desc', 'rating', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** The sort choices as the sort control names them. */
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Relevance',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  rating: 'Customer rating',
  newest: 'Newest',
};
/**
 * The price-range facet's buckets in whole pounds: `[min, max)` each, the last open
 * (max null). A bucket is chosen as min_price=min&max_price=max; its count is of products whose
 * charged price (`salePrice ?? price`) is >= min and < max. Decision 030.
 */
export const PRICE_BUCKETS: readonly { min: number; max: number | null }[] = [
  { min: 0, max: 25 },
  { min: 25, max: 50 },
  { min: 50, max: 100 },
  { min: 100, max: 250 },
  { min: 250, max: null },
];
/** The minimum-rating facet's choices ('4 stars & up' ... '1 star & up'), highest first. */
export const MIN_RATING_CHOICES = [4, 3, 2, 1] as const;
/**
 * Longest search text (characters) the product search and the suggestions as you type accept
 * (our limit; `q` of SearchQuery and SuggestQuery). The top bar cuts what it asks suggestions for
 * to this length.
 */
export const SEARCH_TEXT_MAX_LENGTH = 200;
/** At most this many search suggestions as you type. */
export const SUGGESTIONS_LIMIT = 8;
/** Pagination window: at most this many page buttons (spec section 4). */
export const PAGINATION_WINDOW = 5;
/** Default add-to-cart quantity (spec section 9). */
export const DEFAULT_ADD_QUANTITY = 1;
/** Search debounce in milliseconds (spec section 9). */
export const SEARCH_DEBOUNCE_MS = 1000;
/** Message and add-to-cart banners hide after this many milliseconds (spec section 9). */
export const BANNER_MS = 3000;
/** Carousel autoplay delay in milliseconds (spec section 9). */
export const CAROUSEL_DELAY_MS = 3000;
/** Home and product page list sizes (spec section 9). */
export const TRENDING_COUNT = 6;
export const SPECIAL_OFFERS_COUNT = 2;
export const WORTH_A_LOOK_COUNT = 3;
/**
 * 'Related Products' on the product page and the answer of GET /products/{id}/related/:
 * at most this many, same category first (decision 028).
 */
export const RELATED_COUNT = 4;
export const QUICK_DEALS_COUNT = 5;
/** Cart summary description cut (characters, spec section 9). */
export const CART_SUMMARY_DESCRIPTION_CHARS = 50;
/** Rating bounds (spec section 5). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Product form options (spec section 3). */
export const PERCENTAGE_OFF_OPTIONS = [0, 10, 20, 25, 50, 80] as const;
export const ITEMS_IN_STOCK_OPTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
/**
 * Stock at or below this many units (and above 0) shows 'Only {n} left' on the product page,
 * product cards, search results and cart lines (decision 047). One number for every screen.
 */
export const LOW_STOCK_THRESHOLD = 5;
/**
 * The seller's dispatch time (decision 047): working days from the order to handing the parcel to
 * the carrier. A listing without one (older listings, API clients that send none) gets the default.
 */
export const DEFAULT_DISPATCH_DAYS = 2;
export const MAX_DISPATCH_DAYS = 30;
/** The dispatch-time choices of the product form, in working days (decision 047). */
export const DISPATCH_DAYS_OPTIONS = [0, 1, 2, 3, 5, 7, 10] as const;
/**
 * The carrier's transit window in working days after dispatch (decision 047: a fixed UK tracked
 * 48-hour service, 1 to 3 working days door to door), added to the seller's dispatch time.
 */
export const CARRIER_TRANSIT_DAYS = { min: 1, max: 3 } as const;
/** Days a buyer has to return an item (spec section 2, About: '30-day returns'). */
export const RETURNS_DAYS = 30;
/** Bullet inputs shown at first on the product form (spec section 9). */
export const INITIAL_BULLET_FIELDS = 4;
/** CSRF cookie and header names (spec section 9). */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';
/** Local storage keys (spec section 3). */
export const STORAGE_KEYS = {
  user: 'user',
  username: 'username',
  token: 'token',
  darkMode: 'darkMode',
  paymentDetails: 'paymentDetails',
} as const;
/** Upload limits (our choice; the spec is silent): per image bytes and images per product. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES = 8;
/**
 * Most pixels (width x height) of an uploaded image: 40 megapixels, checked from the header before
 * anything is decoded (decision 045: a 1 x 39,000,000 PNG of 75 KB cost 7.5 s of CPU to decode).
 */
export const MAX_UPLOAD_PIXELS = 40_000_000;
/** Longest side of an uploaded image in pixels, checked from the header too (decision 045). */
export const MAX_UPLOAD_SIDE = 12_000;
/** Shortest password the server accepts. */
export const MIN_PASSWORD_LENGTH = 8;
/**
 * The lowest zxcvbn score (0-4) a new password may have (decision 044: 3, "safely unguessable");
 * the rule is password-strength.ts newPasswordProblem.
 */
export const MIN_PASSWORD_SCORE = 3;
/** Longest password accepted (bounds the hashing work an attacker can ask for). */
export const MAX_PASSWORD_LENGTH = 200;
/** A password reset link works this many milliseconds after it is sent, once. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/**
 * A link confirming a new e-mail address works this many milliseconds after it is sent, once
 * (decision 044: 24 hours, the new mailbox may not be read at once; only the latest link works).
 */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
/** Confirmation links one account may get per hour; one more asks answers 429 (decision 044). */
export const EMAIL_CHANGE_LINKS_PER_ACCOUNT = 5;
/** Reset links one account may get per hour; more requests answer the same but send nothing. */
export const RESET_LINKS_PER_ACCOUNT = 3;
/** Reset requests one client address may make per window (ms); over it: 429. */
export const RESET_REQUESTS_PER_ADDRESS = { max: 10, windowMs: 15 * 60_000 } as const;
/** Longest public display name (reviews show it instead of anything from the e-mail). */
export const MAX_DISPLAY_NAME_LENGTH = 60;
/** Order statuses in progress order (spec section 4): the steps of the progress bar. */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered'] as const;
/**
 * Every state of the fulfilment state machine: the progress steps plus 'cancelled'
 * (processing -> cancelled, the payment refunded). The edges are FULFILMENT_TRANSITIONS (rules.ts).
 */
export const FULFILMENT_STATUSES = [...ORDER_STATUSES, 'cancelled'] as const;
/**
 * The statuses of a paid order that still stands (decision 028): paid ('processing'),
 * 'shipped' or 'delivered'. Not 'pending' (not paid) and not 'cancelled' (refunded). A review is a
 * 'Verified purchase' when its author has such an order containing the product.
 */
export const PAID_ORDER_STATUSES = ['processing', 'shipped', 'delivered'] as const;
/**
 * The status of a row of a seller's statement (decision 063, statementStatus): 'pending' paid and
 * not yet released; 'released' released to the seller's balance; 'part refunded' some of it
 * refunded; 'refunded' all of it refunded; 'cancelled' cancelled (the buyer refunded in full).
 */
export const STATEMENT_STATUSES = ['pending', 'released', 'part refunded', 'refunded', 'cancelled'] as const;
/** Rows on one page of a seller's statement unless the request asks for another page size. */
export const STATEMENT_PAGE_SIZE = 20;
/** Weeks in a seller's earnings chart, the current week included (decision 063). */
export const EARNINGS_WEEKS = 12;
/** A checkout session can be paid for this many milliseconds after it opens (Stripe expires_at). */
export const CHECKOUT_SESSION_LIFETIME_MS = 30 * 60 * 1000;
/** At most this many open checkout sessions per user; opening another expires the oldest. */
export const MAX_OPEN_CHECKOUT_SESSIONS = 3;
/**
 * At most this many unpaid checkout sessions per user opened within one CHECKOUT_SESSION_LIFETIME_MS
 * (open ones and ones expired early by newer ones); one more answers 429
 * MESSAGES.server.tooManyCheckoutSessions (decision 025: a cap on the provider sessions
 * one account can make us open).
 */
export const CHECKOUT_SESSIONS_PER_LIFETIME = 20;
/** Longest carrier name and tracking number a seller may enter (our limits). */
/** Longest reason staff give for holding (suspending) a listing, in characters (decision 045). */
export const MAX_HOLD_REASON_LENGTH = 300;
export const MAX_CARRIER_LENGTH = 60;
export const MAX_TRACKING_NUMBER_LENGTH = 60;
/** Saved delivery addresses per user (our limit). */
export const MAX_SAVED_ADDRESSES = 10;
/**
 * A visitor's guest cart and bookmarks (decision 032) last this many milliseconds after
 * the visitor's last change to them (30 days); then the server forgets them.
 */
export const GUEST_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Different products a guest cart may hold (our limit, decision 032); one more answers 400
 * MESSAGES.server.guestCartFull. Signed-in carts have no such cap.
 */
export const GUEST_MAX_CART_LINES = 50;
/** Products a visitor may bookmark (our limit, decision 032); one more answers 400 MESSAGES.server.guestBookmarksFull. */
export const GUEST_MAX_BOOKMARKS = 100;
/**
 * The most a cart may total, in integer pence (decision 046): £999,999.99, the largest amount
 * Stripe charges in one payment (eight digits in the currency's minor unit, Stripe "Supported
 * currencies", minimum and maximum charge amounts). A cart above it could not be paid, so adding
 * to the cart, changing a quantity and opening a checkout session answer 400
 * MESSAGES.server.cartTotalTooHigh beyond it (`withinCartTotalLimit`, rules.ts).
 */
export const MAX_CART_TOTAL_PENCE = 99_999_999;
/** Page size of the back office's lists (orders, listings, users, audit log). */
export const ADMIN_PAGE_SIZE = 50;
/** Demo (Test Drive) account, fixed (spec section 1). Its password is public by design. */
export const DEMO_ACCOUNT = { email: 'demo@shop.test', password: 'testdrive123' } as const;
/**
 * The demo account as the original shop defined it (spec section 1, its 'Test Drive' button):
 * older clients still send these. The server and the mocks accept them as an alias that signs
 * into the DEMO_ACCOUNT user (read-only like it); the address can never be registered or taken
 * by an e-mail change (decision 044; rules.ts isLegacyDemoSignIn).
 */
export const LEGACY_DEMO_ACCOUNT = { email: 'test-user@easy-store.com', password: 'secret' } as const;

/** The image a product without uploads shows (a local asset of the storefront). */
export const PLACEHOLDER_IMAGE_URL = '/images/placeholder.svg';

/**
 * The shop's name when SHOP_NAME is not set (decision 048): page titles, the top bar, the footer,
 * and every e-mail (subjects, bodies, MAIL_FROM's display name). One name, one place.
 */
export const DEFAULT_SHOP_NAME = 'Storefront';

/** The support address when SUPPORT_EMAIL is not set: the footer's, on a reserved domain (decision 048). */
export const DEFAULT_SUPPORT_EMAIL = 'support@storefront.example';

/** Longest message of the contact form, in characters (decision 048). */
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** Contact messages one client address may send per window (ms); over it: 429 (decision 048). */
export const CONTACT_MESSAGES_PER_ADDRESS = { max: 5, windowMs: 60 * 60_000 } as const;

/**
 * The shop's policy pages (decision 048), each at `/{slug}`: server-rendered, linked from the
 * footer and listed in the sitemap after /contact, in this order.
 */
export const INFO_PAGE_SLUGS = ['delivery', 'returns', 'privacy', 'terms', 'cookies', 'faq'] as const;
/** One of INFO_PAGE_SLUGS. */
export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number];

/** Passkeys one account may hold (decision 070); PASSKEY_MESSAGES.tooMany says it in words. */
export const MAX_PASSKEYS = 10;
/** A passkey's name: 1 to this many characters (decision 070). */
export const PASSKEY_NAME_MAX_LENGTH = 60;
/**
 * How long a passkey challenge (registration or sign-in options) may be answered, in ms
 * (decision 070): 5 minutes, the options' `timeout` too. Each challenge is used at most once.
 */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;
/**
 * Messages between people (decision 074): a message's body is 1 to this many characters once
 * trimmed.
 */
export const MESSAGE_BODY_MAX_LENGTH = 2000;
/** Messages one person may send in any MESSAGE_RATE_WINDOW_MS, all conversations together (429). */
export const MESSAGES_PER_SENDER_PER_HOUR = 30;
/** The rolling window of MESSAGES_PER_SENDER_PER_HOUR, in ms (by the server's clock). */
export const MESSAGE_RATE_WINDOW_MS = 60 * 60_000;
/**
 * The e-mail about new messages is batched (decision 074): at most one per conversation and
 * recipient in this many ms; messages in between are read on the site.
 */
export const MESSAGE_EMAIL_WINDOW_MS = 15 * 60_000;
/** Conversations the Messages page lists, the latest activity first. */
export const CONVERSATIONS_LIMIT = 50;
/** Messages one conversation shows, the latest ones (oldest of them first). */
export const CONVERSATION_MESSAGES_LIMIT = 200;
/** The characters of the message an e-mail about new messages quotes (decision 074). */
export const MESSAGE_EMAIL_PREVIEW_CHARS = 500;
